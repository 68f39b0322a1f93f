import { TEACHER_CHANGE_KIND, TEACHER_STATUS } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { schoolToday, staffInScope } from './scope.ts';

// Staff records and their history: the classes of a staff member (class_teacher), the checks
// every write of them passes, and the TeacherChange rows recorded for each change.

type Tx = Kysely<Database>;

export const TEACHER_NOT_FOUND = 'Teacher: record not found';

export interface StaffRow {
  teacherId: number;
  schoolId: number;
  name: string;
  post: number;
  status: number;
  classIds: number[];
}

/** A staff member within the session's scope, locked for a change, with their classes; 100004 otherwise. */
export async function lockStaff(trx: Tx, session: Session, teacherId: number): Promise<StaffRow> {
  const r = await sql<Omit<StaffRow, 'classIds'>>`SELECT t.teacher_id, t.school_id, t.name, t.post, t.status FROM teacher t
    WHERE t.teacher_id = ${teacherId} AND ${staffInScope('t', session)} FOR UPDATE OF t`.execute(trx);
  const row = r.rows[0];
  if (!row) throw notFound(TEACHER_NOT_FOUND);
  return { ...row, classIds: await classesOf(trx, teacherId) };
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

/** Refuses classes that are not the school's (field named in the message). */
export async function assertSchoolClasses(trx: Tx, schoolId: number, classIds: readonly number[], field = 'ClassIds'): Promise<void> {
  const unique = [...new Set(classIds)];
  if (!unique.length) return;
  const rows = await trx
    .selectFrom('schoolClass')
    .select('classId')
    .where('classId', 'in', unique)
    .where('schoolId', '=', schoolId)
    .execute();
  if (rows.length !== unique.length) throw invalid(`${field}: a class is not one of the school's`);
}

/** Refuses staff that are not the school's, or have resigned (field named in the message). */
export async function assertSchoolStaff(trx: Tx, schoolId: number, teacherIds: readonly number[], field: string): Promise<void> {
  const unique = [...new Set(teacherIds)];
  if (!unique.length) return;
  const rows = await trx
    .selectFrom('teacher')
    .select(['teacherId', 'status'])
    .where('teacherId', 'in', unique)
    .where('schoolId', '=', schoolId)
    .execute();
  if (rows.length !== unique.length) throw invalid(`${field}: a staff member is not one of the school's`);
  if (rows.some((r) => r.status === TEACHER_STATUS.Resigned)) throw invalid(`${field}: a staff member has resigned`);
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

export interface ChangeRecord {
  kind: number;
  changeDate?: string;
  fromPost: number;
  post: number;
  fromClassIds: readonly number[];
  classIds: readonly number[];
  fromStatus: number;
  status: number;
  reason?: string;
}

/** The derived columns of a change row (the engine writes them with the row of TeacherChange/Add). */
export async function changeColumns(trx: Tx, c: ChangeRecord) {
  return {
    FromPost: c.fromPost,
    Post: c.post,
    FromClasses: await classNames(trx, c.fromClassIds),
    ClassIds: [...new Set(c.classIds)],
    FromStatus: c.fromStatus,
    Status: c.status,
  };
}

/** Writes a change row (a post or class edit of the staff form), dated the school's local day. */
export async function recordChange(trx: Tx, session: Session, staff: Pick<StaffRow, 'teacherId' | 'schoolId'>, c: ChangeRecord) {
  const cols = await changeColumns(trx, c);
  const { teacherChangeId } = await trx
    .insertInto('teacherChange')
    .values({
      schoolId: staff.schoolId,
      teacherId: staff.teacherId,
      kind: c.kind,
      changeDate: c.changeDate ?? schoolToday(sql`${staff.schoolId}::bigint`),
      fromPost: cols.FromPost,
      post: cols.Post,
      fromClasses: cols.FromClasses,
      fromStatus: cols.FromStatus,
      status: cols.Status,
      reason: c.reason ?? '',
      createBy: session.sysUserId,
      updateBy: session.sysUserId,
    })
    .returning('teacherChangeId')
    .executeTakeFirstOrThrow();
  if (cols.ClassIds.length)
    await trx
      .insertInto('teacherChangeClass')
      .values(cols.ClassIds.map((classId) => ({ teacherChangeId, classId })))
      .execute();
}

/** What a change of `kind` makes of the staff member: post, classes and status after it, or a 100001 naming the field. */
export function changeOutcome(
  staff: StaffRow,
  kind: number,
  input: { Post?: unknown; ClassIds?: unknown },
): { post: number; classIds: number[]; status: number } {
  const same = { post: staff.post, classIds: staff.classIds, status: staff.status };
  const resigned = staff.status === TEACHER_STATUS.Resigned;
  switch (kind) {
    case TEACHER_CHANGE_KIND.Post: {
      if (input.Post == null) throw invalid('Post: choose the new post');
      if (Number(input.Post) === staff.post) throw invalid('Post: the staff member already has this post');
      if (resigned) throw invalid('Kind: the staff member has resigned');
      return { ...same, post: Number(input.Post) };
    }
    case TEACHER_CHANGE_KIND.Classes: {
      if (!Array.isArray(input.ClassIds)) throw invalid('ClassIds: choose the new classes');
      const classIds = [...new Set(input.ClassIds.map(Number))].sort((a, b) => a - b);
      if (resigned) throw invalid('Kind: the staff member has resigned');
      if (classIds.join() === staff.classIds.join()) throw invalid('ClassIds: the staff member already has these classes');
      return { ...same, classIds };
    }
    case TEACHER_CHANGE_KIND.Leave:
      if (staff.status !== TEACHER_STATUS.OnDuty) throw invalid('Kind: only staff on duty can go on leave');
      return { ...same, status: TEACHER_STATUS.OnLeave };
    case TEACHER_CHANGE_KIND.BackToDuty:
      if (staff.status === TEACHER_STATUS.OnDuty) throw invalid('Kind: the staff member is already on duty');
      return { ...same, status: TEACHER_STATUS.OnDuty };
    case TEACHER_CHANGE_KIND.Resign:
      if (resigned) throw invalid('Kind: the staff member has already resigned');
      return { ...same, classIds: [], status: TEACHER_STATUS.Resigned };
    default:
      throw invalid('Kind: unknown change');
  }
}

/** Applies a change's outcome to the staff record (state 1 when resigned: pickers leave them out). */
export async function applyOutcome(
  trx: Tx,
  session: Session,
  staff: StaffRow,
  after: { post: number; classIds: number[]; status: number },
): Promise<void> {
  await trx
    .updateTable('teacher')
    .set({
      post: after.post,
      status: after.status,
      state: after.status === TEACHER_STATUS.Resigned ? 1 : 0,
      updateTime: sql`now()`,
      updateBy: session.sysUserId,
    })
    .where('teacherId', '=', staff.teacherId)
    .execute();
  await setStaffClasses(trx, staff.teacherId, staff.classIds, after.classIds);
}
