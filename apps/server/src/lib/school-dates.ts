import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/index.ts';

/**
 * A school's dates (birthdays, ages, change dates, today) are its local dates, in its time zone:
 * a school in UTC+8 is already on 1 January while a server in UTC is still on 31 December.
 * These are the SQL forms; lib/local-dates.ts has the plain string ones.
 */

/** SQL: the local date, in the time zone of the school row `schoolAlias`, of `at` (an ISO instant; default now). */
export const localDateSql = (schoolAlias: string, at?: string | null): RawBuilder<string> =>
  sql<string>`((coalesce(${at ?? null}::timestamptz, now())) AT TIME ZONE ${sql.ref(`${schoolAlias}.timeZone`)})::date`;

/** SQL: the school's local date today, for a school-id expression (a subquery: no school row needed in the query). */
export const schoolTodaySql = (schoolId: RawBuilder<unknown>): RawBuilder<string> =>
  sql<string>`(SELECT (now() AT TIME ZONE sc.time_zone)::date FROM school sc WHERE sc.school_id = ${schoolId})`;

/** The school's local date today (YYYY-MM-DD), or null when there is no such school. */
export async function schoolToday(db: Db, schoolId: number): Promise<string | null> {
  const r = await sql<{ today: string }>`SELECT ${localDateSql('s')} AS today FROM school s WHERE s.school_id = ${schoolId}`.execute(db);
  return r.rows[0]?.today ?? null;
}
