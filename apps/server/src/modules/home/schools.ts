import { VACATION_KIND } from '@kc/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Session } from '../../http/context.ts';
import { schoolInScope, schoolScopeSql } from '../../lib/scope.ts';

/**
 * The schools a home-page call is about, as a SQL CTE body named `d` by the callers: the active
 * schools of the session's scope (or the one asked for), each with its local date today (its own
 * time zone, `school.time_zone`), whether that date is a school day (weekday or make-up day and
 * no holiday, as the attendance calendar counts it) and its fever threshold (its parameter, else
 * the platform default).
 */
export function schoolsTodaySql(session: Session, schoolId: number | undefined): RawBuilder<unknown> {
  const one = schoolId == null ? sql`` : sql`AND s.school_id = ${schoolId}`;
  return sql`
    SELECT s.school_id, s.school_name, s.today,
      CASE
        WHEN EXISTS (SELECT 1 FROM vacation v WHERE v.school_id = s.school_id AND v.kind = ${VACATION_KIND.MakeUpDay}
          AND s.today BETWEEN v.start_date AND v.end_date) THEN true
        WHEN EXISTS (SELECT 1 FROM vacation v WHERE v.school_id = s.school_id AND v.kind = ${VACATION_KIND.Holiday}
          AND s.today BETWEEN v.start_date AND v.end_date) THEN false
        ELSE extract(isodow FROM s.today) < 6
      END AS school_day,
      coalesce(p.temperature_threshold, (SELECT q.temperature_threshold FROM school_parameter q WHERE q.school_id IS NULL)) AS threshold
    FROM (SELECT s.school_id, s.school_name, (now() AT TIME ZONE s.time_zone)::date AS today FROM school s
          WHERE s.state = 0 AND ${schoolScopeSql('s.school_id', session)} ${one}) s
    LEFT JOIN school_parameter p ON p.school_id = s.school_id`;
}

/** A SchoolId given to a home-page call must be one of the session's (100004 when unknown or outside the scope). */
export async function checkedSchool(db: Db, session: Session, schoolId: number | undefined): Promise<number | undefined> {
  if (schoolId == null) return undefined;
  return (await schoolInScope(db, session, schoolId)).schoolId;
}
