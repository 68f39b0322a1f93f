import { type api, IDENTITY_TYPE } from '@kc/contract';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { isPlatform, schoolScopeSql } from '../../lib/scope.ts';

/** Grades in school order; anything else after them, students without a class last. */
const GRADE_ORDER = ['nursery', 'junior', 'middle', 'senior'];
const NO_CLASS = 'unassigned';

interface OverviewRow {
  schools: number;
  classes: number;
  students: number;
  teachers: number;
  parents: number;
  agents: number;
  byGrade: { grade: string; n: number }[];
  byContractType: { type: number; n: number }[];
}

/** Home/GetDataOverview: the counts of the caller's scope (schools, classes, children, staff, parents, agents) and two breakdowns. */
export const dataOverview: Handler<typeof api.dataOverview> = async ({ db, session }) => {
  const schoolCond = schoolScopeSql('s.school_id', session);
  // Agents: all of them for the platform, its own for an agent, none for anyone else.
  const agentCond: RawBuilder<SqlBool> = isPlatform(session)
    ? sql<SqlBool>`true`
    : session.identityType === IDENTITY_TYPE.Agent && session.identityId != null
      ? sql<SqlBool>`a.agent_id = ${session.identityId}`
      : sql<SqlBool>`false`;

  // One round trip: every count and both breakdowns.
  const { rows } = await sql<OverviewRow>`
    WITH s AS (SELECT s.school_id, s.school_contract_type FROM school s WHERE s.state = 0 AND ${schoolCond}),
    st AS (
      SELECT coalesce(c.grade, ${NO_CLASS}) AS grade
      FROM student x JOIN s ON s.school_id = x.school_id
      LEFT JOIN school_class c ON c.class_id = x.class_id AND c.state = 0
      WHERE x.state = 0
    )
    SELECT
      (SELECT count(*) FROM s)::int AS schools,
      (SELECT count(*) FROM school_class c JOIN s ON s.school_id = c.school_id WHERE c.state = 0)::int AS classes,
      (SELECT count(*) FROM st)::int AS students,
      (SELECT count(*) FROM teacher t JOIN s ON s.school_id = t.school_id WHERE t.state = 0)::int AS teachers,
      (SELECT count(*) FROM parent p JOIN s ON s.school_id = p.school_id WHERE p.state = 0)::int AS parents,
      (SELECT count(*) FROM agent a WHERE a.state = 0 AND ${agentCond})::int AS agents,
      (SELECT coalesce(json_agg(json_build_object('grade', g.grade, 'n', g.n)), '[]')
         FROM (SELECT grade, count(*)::int AS n FROM st GROUP BY grade) g) AS by_grade,
      (SELECT coalesce(json_agg(json_build_object('type', k.type, 'n', k.n) ORDER BY k.type), '[]')
         FROM (SELECT school_contract_type AS type, count(*)::int AS n FROM s GROUP BY school_contract_type) k) AS by_contract_type
  `.execute(db);
  const row = rows[0] as OverviewRow;
  const rank = (g: string) => (g === NO_CLASS ? 1e6 : GRADE_ORDER.indexOf(g) < 0 ? 1e3 : GRADE_ORDER.indexOf(g));
  return {
    Schools: row.schools,
    Classes: row.classes,
    Students: row.students,
    Teachers: row.teachers,
    Parents: row.parents,
    Agents: row.agents,
    StudentsByGrade: [...row.byGrade]
      .sort((a, b) => rank(a.grade) - rank(b.grade) || a.grade.localeCompare(b.grade))
      .map((g) => ({ Grade: g.grade, Count: g.n })),
    SchoolsByContractType: row.byContractType.map((k) => ({ SchoolContractType: k.type, Count: k.n })),
  };
};
