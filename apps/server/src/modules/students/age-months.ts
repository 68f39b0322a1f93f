import { type RawBuilder, sql } from 'kysely';
import { localDateSql } from '../../lib/school-dates.ts';

/** SQL: whole months of age on the school's local date today, of a student row (null without a birthday). */
export const ageMonthsSql = (studentAlias: string): RawBuilder<number | null> => {
  const birthday = sql.ref(`${studentAlias}.birthday`);
  return sql<number | null>`(SELECT (extract(year FROM a.v) * 12 + extract(month FROM a.v))::int
    FROM school z, LATERAL (SELECT age(${localDateSql('z')}, ${birthday}) AS v) a
    WHERE z.school_id = ${sql.ref(`${studentAlias}.schoolId`)} AND ${birthday} IS NOT NULL)`;
};
