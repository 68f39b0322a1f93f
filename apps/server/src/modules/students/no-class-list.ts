import type { api, OutputOf } from '@kc/contract';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { andSql as and, escapeLike } from '../../resource/sql.ts';
import { ageMonthsSql } from './age-months.ts';
import { childScope } from './student-scope.ts';

type Child = OutputOf<typeof api.studentNoClassList>['list'][number];

/** Student/SelectNoClassList: the children without a class (the spec's "no-class list"), by birthday. */
export const noClassList: Handler<typeof api.studentNoClassList> = async ({ db, session, input }) => {
  const conds: RawBuilder<SqlBool>[] = [childScope(session), sql<SqlBool>`s.class_id IS NULL`, sql<SqlBool>`s.state = 0`];
  if (input.SchoolId) conds.push(sql<SqlBool>`s.school_id = ${input.SchoolId}`);
  if (input.StudentName) conds.push(sql<SqlBool>`s.student_name ILIKE ${`%${escapeLike(input.StudentName)}%`} ESCAPE '\\'`);
  if (input.EnrolYear) conds.push(sql<SqlBool>`extract(year FROM s.enrol_date) = ${input.EnrolYear}`);
  const where = and(conds);
  const offset = (input.cur_page - 1) * input.size;
  const [rows, count] = await Promise.all([
    sql<Child>`
      SELECT s.student_id AS "StudentId", s.student_name AS "StudentName", s.gender AS "Gender", s.birthday AS "Birthday",
        s.school_id AS "SchoolId", s.class_id AS "ClassId", s.status AS "Status", s.enrol_date AS "EnrolDate",
        ${ageMonthsSql('s')} AS "AgeMonths"
      FROM student s WHERE ${where} ORDER BY s.birthday NULLS LAST, s.student_id LIMIT ${input.size} OFFSET ${offset}`.execute(db),
    sql<{ total: number }>`SELECT count(*)::int AS total FROM student s WHERE ${where}`.execute(db),
  ]);
  return {
    list: rows.rows,
    total: count.rows[0]?.total ?? 0,
  };
};
