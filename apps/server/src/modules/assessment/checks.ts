import { AGE_BRACKET_OPTIONS, type AgeBracket, GRADE_AGE_BRACKET, INDICATOR_STATE, lowerLabel, STUDENT_STATUS } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { classRowInScope } from '../../lib/class-scope.ts';
import { invalid } from '../../lib/errors.ts';
import { isRealDate } from '../../lib/local-dates.ts';
import { localDateSql } from '../../lib/school-dates.ts';
import { assertAllInScope, notInScope } from '../../lib/scope.ts';

type Db = Kysely<Database>;
const ATTENDING = [STUDENT_STATUS.Trial, STUDENT_STATUS.Enrolled];

/** The bracket a class's children are assessed for (its grade's), or null for a grade outside the framework. */
export const bracketOfGrade = (grade: string): AgeBracket | null =>
  (GRADE_AGE_BRACKET as Record<string, AgeBracket | undefined>)[grade] ?? null;

const bracketWords = (b: string) => lowerLabel(AGE_BRACKET_OPTIONS.find((o) => o.value === b)?.label ?? { zh: b, en: b, es: b });

/** A goal code of the framework, or refused on `field`. */
export async function assertGoal(db: Db, code: string, field = 'Code'): Promise<string> {
  const goal = await db.selectFrom('abilityGoal').select('domain').where('code', '=', code).executeTakeFirst();
  if (!goal) throw invalid('assessment.unknownGoal', { code }, field);
  return goal.domain;
}

/** A day of an assessment: a real date, not after the school's today. */
export function assertObservedOn(date: string, today: string, field = 'ObservedOn'): void {
  if (!isRealDate(date)) throw invalid('input.realDate', {}, field);
  if (date > today) throw invalid('assessment.futureDate', { today }, field);
}

/** A class within the session's scope (a teacher's own), with its bracket and the school's today; as missing otherwise. */
export async function classOf(db: Db, session: Session, classId: number) {
  const c = await db
    .selectFrom('schoolClass as c')
    .innerJoin('school', 'school.schoolId', 'c.schoolId')
    .select(['c.classId', 'c.schoolId', 'c.grade'])
    .select(localDateSql('school').as('today'))
    .where('c.classId', '=', classId)
    .where(classRowInScope('c', session))
    .executeTakeFirst();
  if (!c) throw notInScope('ClassId', 'class', classId);
  return { classId: Number(c.classId), schoolId: Number(c.schoolId), bracket: bracketOfGrade(c.grade), today: String(c.today) };
}

/** A child within the session's scope, with their class's bracket and the school's today; as missing otherwise. */
export async function childOf(db: Db, session: Session, studentId: number) {
  const child = await db
    .selectFrom('student')
    .innerJoin('school', 'school.schoolId', 'student.schoolId')
    .leftJoin('schoolClass', 'schoolClass.classId', 'student.classId')
    .select(['student.schoolId', 'student.classId', 'schoolClass.grade'])
    .select(localDateSql('school').as('today'))
    .where('student.studentId', '=', studentId)
    .where(classRowInScope('student', session))
    .executeTakeFirst();
  if (!child) throw notInScope('StudentId', 'child', studentId);
  return {
    schoolId: Number(child.schoolId),
    classId: child.classId == null ? null : Number(child.classId),
    bracket: child.grade == null ? null : bracketOfGrade(child.grade),
    today: String(child.today),
  };
}

/**
 * The indicators an assessment names: each of the school (else as missing), enabled and written
 * for the bracket the class is assessed for (else said why).
 */
export async function assertIndicators(
  db: Db,
  schoolId: number,
  bracket: AgeBracket | null,
  ids: readonly number[],
  field = 'IndicatorId',
) {
  const unique = [...new Set(ids)];
  const rows = await db
    .selectFrom('indicator')
    .select(['indicatorId', 'ageBracket', 'state', 'code'])
    .where('schoolId', '=', schoolId)
    .where('indicatorId', 'in', unique)
    .execute();
  assertAllInScope(
    field,
    'indicator',
    unique,
    rows.map((r) => Number(r.indicatorId)),
  );
  for (const r of rows) {
    if (r.state !== INDICATOR_STATE.Enabled) throw invalid('assessment.indicatorDisabled', {}, field);
    if (r.ageBracket !== bracket)
      throw invalid('assessment.wrongBracket', { bracket: bracketWords(r.ageBracket), classBracket: bracketWords(bracket ?? '—') }, field);
  }
  return rows;
}

/** The attending children of a class (ids). */
export async function classChildren(db: Db, classId: number) {
  const r = await sql<{ studentId: string; studentName: string }>`
    SELECT s.student_id AS "studentId", s.student_name AS "studentName" FROM student s
    WHERE s.class_id = ${classId} AND s.status = ANY(${ATTENDING}::int[])
    ORDER BY s.student_name, s.student_id`.execute(db);
  return r.rows.map((c) => ({ studentId: Number(c.studentId), studentName: c.studentName }));
}
