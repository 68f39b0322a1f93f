import type { api } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../../http/context.ts';
import { isPlatform, schoolInScope, schoolScopeSql } from '../../../lib/scope.ts';

/**
 * Telemetry/Stats: a day's counters (UTC) of the caller's schools, or of one of them: readings
 * written, delivered again, kept without a child's record, and dropped by reason. What could be
 * told for no school (an unknown serial number over HTTP, a topic naming none) is the platform's.
 */
export const telemetryStats: Handler<typeof api.telemetryStats> = async ({ db, session, input }) => {
  const day = input.Date ?? new Date().toISOString().slice(0, 10);
  if (input.SchoolId != null) await schoolInScope(db, session, input.SchoolId);
  let q = db
    .selectFrom('telemetryCounter as c')
    .select(['c.reason', sql<number>`sum(c.count)::bigint`.as('n')])
    .where('c.day', '=', day);
  if (input.SchoolId != null) q = q.where('c.schoolId', '=', input.SchoolId);
  else if (!isPlatform(session)) q = q.where(schoolScopeSql('c.school_id', session));
  const rows = await q.groupBy('c.reason').execute();
  const n = (reason: string) => Number(rows.find((r) => r.reason === reason)?.n ?? 0);
  return {
    Date: day,
    Accepted: n('accepted'),
    Duplicate: n('duplicate'),
    Unassigned: n('unassigned'),
    Malformed: n('malformed'),
    UnknownDevice: n('unknownDevice'),
    Retired: n('retired'),
    Overload: n('overload'),
  };
};
