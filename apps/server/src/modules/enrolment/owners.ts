import type { api } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { schoolInScope, schoolScopeSql } from '../../lib/scope.ts';

/** Customer/SelectOwners: the active accounts bound to the schools in the caller's scope (or to the one named), for the owner pickers. */
export const selectOwners: Handler<typeof api.customerSelectOwners> = async ({ db, session, input }) => {
  if (input.SchoolId != null) await schoolInScope(db, session, input.SchoolId);
  const r = await sql<{ sysUserId: number; fullName: string; username: string }>`
    SELECT u.sys_user_id, u.full_name, u.username FROM sys_user u
    WHERE u.state = 0 AND EXISTS (SELECT 1 FROM sys_user_school us WHERE us.sys_user_id = u.sys_user_id
      AND ${schoolScopeSql('us.school_id', session)} AND (${input.SchoolId ?? null}::bigint IS NULL OR us.school_id = ${input.SchoolId ?? null}))
    ORDER BY u.full_name, u.sys_user_id`.execute(db);
  return r.rows.map((u) => ({ Value: u.sysUserId, Label: `${u.fullName} (${u.username})` }));
};
