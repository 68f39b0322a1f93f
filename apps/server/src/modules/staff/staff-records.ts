import { TEACHER_STATUS, type teacher } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { entityName } from '../../lib/field-labels.ts';
import { staffInScope, teacherSeesStaff } from '../../lib/people-scope.ts';
import { assertAllInScope, schoolScopeSql } from '../../lib/scope.ts';
import type { RecordOf } from '../../resource/index.ts';

// Staff records: who the session may see and change, the classes of a staff member
// (class_teacher) and the checks every write of them passes. Their history: staff-changes.ts.

type Tx = Kysely<Database>;

/** The refusal of a staff record the caller cannot see (or that is missing). */
export const teacherNotFound = () => notFound('resource.recordNotFound', { entity: entityName('Teacher') });

/** A staff member's post and status, the values of the Teacher fields (a TeacherChange keeps the same). */
export type StaffPost = RecordOf<typeof teacher>['Post'];
export type StaffStatus = NonNullable<RecordOf<typeof teacher>['Status']>;

export interface StaffRow {
  teacherId: number;
  schoolId: number;
  name: string;
  post: StaffPost;
  status: StaffStatus;
  classIds: number[];
}

/** A staff member within the session's scope, locked for a change, with their classes; 100004 otherwise. */
export async function lockStaff(trx: Tx, session: Session, teacherId: number): Promise<StaffRow> {
  const r = await sql<Omit<StaffRow, 'classIds'>>`SELECT t.teacher_id, t.school_id, t.name, t.post, t.status FROM teacher t
    WHERE t.teacher_id = ${teacherId} AND ${staffInScope('t', session)} FOR UPDATE OF t`.execute(trx);
  const row = r.rows[0];
  if (!row) throw teacherNotFound();
  return { ...row, classIds: await classesOf(trx, teacherId) };
}

/** Whether a teacher session sees these staff (themselves and their classes' staff); true for other sessions. */
export async function teacherSees(db: Tx, session: Session, ids: number[]): Promise<boolean> {
  const [cond] = teacherSeesStaff('x', 'teacher_id', session);
  if (!cond) return true;
  const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM teacher x
    WHERE x.teacher_id = ANY(${ids}::bigint[]) AND ${cond}`.execute(db);
  return (r.rows[0]?.n ?? 0) === new Set(ids).size;
}

const classesOf = async (trx: Tx, teacherId: number): Promise<number[]> =>
  (await trx.selectFrom('classTeacher').select('classId').where('teacherId', '=', teacherId).orderBy('classId').execute()).map(
    (r) => r.classId,
  );

/** Class names in id order, as a change row keeps the classes before it. */
export async function classNames(trx: Tx, classIds: readonly number[]): Promise<string> {
  if (!classIds.length) return '';
  const rows = await trx
    .selectFrom('schoolClass')
    .select('className')
    .where('classId', 'in', [...classIds])
    .orderBy('classId')
    .execute();
  return rows.map((r) => r.className).join(', ');
}

/**
 * Refuses classes that are not the school's (field named in the message): one the session cannot
 * see (missing or another school's) as missing (notInScope, 100004), one it sees of another
 * school with 100001.
 */
export async function assertSchoolClasses(
  trx: Tx,
  session: Session,
  schoolId: number,
  classIds: readonly number[],
  field = 'ClassIds',
): Promise<void> {
  const unique = [...new Set(classIds)];
  if (!unique.length) return;
  const rows = await trx
    .selectFrom('schoolClass')
    .select(['classId', 'schoolId'])
    .where('classId', 'in', unique)
    .where(schoolScopeSql('school_class.school_id', session))
    .execute();
  assertAllInScope(
    field,
    'class',
    unique,
    rows.map((r) => r.classId),
  );
  if (rows.some((r) => r.schoolId !== schoolId)) throw invalid('staff.classNotOfSchool', {}, field);
}

/** Refuses staff that are not the school's, or have resigned (field named in the message), as assertSchoolClasses. */
export async function assertSchoolStaff(
  trx: Tx,
  session: Session,
  schoolId: number,
  teacherIds: readonly number[],
  field: string,
): Promise<void> {
  const unique = [...new Set(teacherIds)];
  if (!unique.length) return;
  const rows = await trx
    .selectFrom('teacher')
    .select(['teacherId', 'schoolId', 'status'])
    .where('teacherId', 'in', unique)
    .where(schoolScopeSql('teacher.school_id', session))
    .execute();
  assertAllInScope(
    field,
    'staff member',
    unique,
    rows.map((r) => r.teacherId),
  );
  if (rows.some((r) => r.schoolId !== schoolId)) throw invalid('staff.staffNotOfSchool', {}, field);
  if (rows.some((r) => r.status === TEACHER_STATUS.Resigned)) throw invalid('staff.aStaffResigned', {}, field);
}

/** A staff member who left classes is no longer their head teacher (a class's head teacher is one of its staff). */
export async function leaveHeadships(trx: Tx, teacherId: number, before: readonly number[], after: readonly number[]): Promise<void> {
  const left = before.filter((c) => !after.includes(c));
  if (!left.length) return;
  await trx
    .updateTable('schoolClass')
    .set({ headTeacherId: null })
    .where('classId', 'in', left)
    .where('headTeacherId', '=', teacherId)
    .execute();
}

/**
 * Sets a staff member's classes: links to the classes left are removed and the staff member
 * stops being head teacher there (a class's head teacher is one of its staff).
 */
export async function setStaffClasses(trx: Tx, teacherId: number, before: readonly number[], after: readonly number[]): Promise<void> {
  const left = before.filter((c) => !after.includes(c));
  const joined = [...new Set(after)].filter((c) => !before.includes(c));
  if (left.length) await trx.deleteFrom('classTeacher').where('teacherId', '=', teacherId).where('classId', 'in', left).execute();
  await leaveHeadships(trx, teacherId, before, after);
  if (joined.length)
    await trx
      .insertInto('classTeacher')
      .values(joined.map((classId) => ({ classId, teacherId })))
      .execute();
}
