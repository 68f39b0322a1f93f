import type { api, OutputOf } from '@kc/contract';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { monthsSomewhere } from '../../lib/local-dates.ts';
import { localDateSql } from '../../lib/school-dates.ts';
import { andSql as and } from '../../resource/sql.ts';
import { childScope } from './student-scope.ts';

type Birthday = OutputOf<typeof api.studentBirthdayList>['list'][number];

/** Student/SelectBirthdayList: the children whose birthday falls in a month (by default each school's current one). */
export const birthdayList: Handler<typeof api.studentBirthdayList> = async ({ db, session, input }) => {
  const at = input.At ?? null;
  const today = localDateSql('z', at);
  // The months some school can be in now: lets the birthday-month index answer the default month too.
  const months = input.Month ? [input.Month] : monthsSomewhere(at ? new Date(at) : new Date());
  const conds: RawBuilder<SqlBool>[] = [
    childScope(session),
    sql<SqlBool>`s.state = 0`,
    sql<SqlBool>`extract(month FROM s.birthday) = ANY(${months}::int[])`,
    input.Month ? sql<SqlBool>`true` : sql<SqlBool>`extract(month FROM s.birthday) = extract(month FROM ${today})`,
  ];
  if (input.SchoolId) conds.push(sql<SqlBool>`s.school_id = ${input.SchoolId}`);
  if (input.ClassId) conds.push(sql<SqlBool>`s.class_id = ${input.ClassId}`);
  const offset = (input.cur_page - 1) * input.size;
  const res = await sql<Birthday & { Total: number }>`
    WITH k AS (
      SELECT s.student_id, s.student_name, s.gender, s.birthday, s.school_id, z.school_name, s.class_id, c.class_name,
        ${today} AS today
      FROM student s JOIN school z ON z.school_id = s.school_id LEFT JOIN school_class c ON c.class_id = s.class_id
      WHERE ${and(conds)}
    ), d AS (
      SELECT k.*, make_date(extract(year FROM k.today)::int, extract(month FROM k.birthday)::int,
          least(extract(day FROM k.birthday)::int,
            extract(day FROM (make_date(extract(year FROM k.today)::int, extract(month FROM k.birthday)::int, 1)
              + interval '1 month - 1 day'))::int)) AS birthday_date,
        age(k.today, k.birthday) AS age
      FROM k
    )
    SELECT d.student_id AS "StudentId", d.student_name AS "StudentName", d.gender AS "Gender", d.birthday AS "Birthday",
      d.school_id AS "SchoolId", d.school_name AS "SchoolName", d.class_id AS "ClassId", d.class_name AS "ClassName",
      d.today AS "Today", d.birthday_date AS "BirthdayDate",
      (extract(year FROM d.today) - extract(year FROM d.birthday))::int AS "TurnsYears",
      extract(year FROM d.age)::int AS "AgeYears", extract(month FROM d.age)::int AS "AgeMonths",
      d.birthday_date = d.today AS "IsToday", count(*) OVER () AS "Total"
    FROM d ORDER BY extract(day FROM d.birthday), d.student_name, d.student_id
    LIMIT ${input.size} OFFSET ${offset}`.execute(db);
  let total = res.rows[0]?.Total ?? 0;
  if (!res.rows.length && offset > 0) {
    const c = await sql<{ n: number }>`SELECT count(*)::int AS n FROM student s JOIN school z ON z.school_id = s.school_id
      WHERE ${and(conds)}`.execute(db);
    total = c.rows[0]?.n ?? 0;
  }
  return {
    list: res.rows.map(({ Total: _total, ...x }) => x),
    total,
  };
};
