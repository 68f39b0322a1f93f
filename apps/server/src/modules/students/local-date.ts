import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';

/**
 * Dates of children (birthdays, ages, change dates) are the school's local dates: a school in
 * UTC+8 is already on 1 January while a server in UTC is still on 31 December.
 */

/** SQL: the local date, in the time zone of the school row `schoolAlias`, of `at` (an ISO instant; default now). */
export const localDateSql = (schoolAlias: string, at?: string | null): RawBuilder<string> =>
  sql<string>`((coalesce(${at ?? null}::timestamptz, now())) AT TIME ZONE ${sql.ref(`${schoolAlias}.timeZone`)})::date`;

/** SQL: whole months of age on the school's local date today, of a student row (null without a birthday). */
export const ageMonthsSql = (studentAlias: string): RawBuilder<number | null> => {
  const birthday = sql.ref(`${studentAlias}.birthday`);
  return sql<number | null>`(SELECT (extract(year FROM a.v) * 12 + extract(month FROM a.v))::int
    FROM school z, LATERAL (SELECT age(${localDateSql('z')}, ${birthday}) AS v) a
    WHERE z.school_id = ${sql.ref(`${studentAlias}.schoolId`)} AND ${birthday} IS NOT NULL)`;
};

/** The school's local date today (YYYY-MM-DD), or null when there is no such school. */
export async function schoolToday(db: Db, schoolId: number): Promise<string | null> {
  const r = await sql<{ today: string }>`SELECT ${localDateSql('s')} AS today FROM school s WHERE s.school_id = ${schoolId}`.execute(db);
  return r.rows[0]?.today ?? null;
}

/** The calendar months (1–12) that some time zone (UTC−12 to UTC+14) is in at `at`. */
export function monthsSomewhere(at: Date): number[] {
  const early = new Date(at.getTime() - 12 * 3600_000).getUTCMonth() + 1;
  const late = new Date(at.getTime() + 14 * 3600_000).getUTCMonth() + 1;
  return [...new Set([early, late])];
}
