import { TEACHER_CHANGE_KIND, TEACHER_STATUS } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { invalid } from '../../lib/errors.ts';
import { schoolTodaySql } from '../../lib/school-dates.ts';
import { classNames, type StaffPost, type StaffRow, type StaffStatus, setStaffClasses } from './staff-records.ts';

// A staff member's history: what each TeacherChange kind makes of them, the change rows kept
// for it, and the staff record it leaves.

type Tx = Kysely<Database>;

export interface ChangeRecord {
  kind: number;
  changeDate?: string;
  fromPost: StaffPost;
  post: StaffPost;
  fromClassIds: readonly number[];
  classIds: readonly number[];
  fromStatus: StaffStatus;
  status: StaffStatus;
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
      changeDate: c.changeDate ?? schoolTodaySql(sql`${staff.schoolId}::bigint`),
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

/** A staff member's post, classes and status after a change. */
export interface StaffOutcome {
  post: StaffPost;
  classIds: number[];
  status: StaffStatus;
}

/** What a change of `kind` makes of the staff member: post, classes and status after it, or a 100001 naming the field. */
export function changeOutcome(staff: StaffRow, kind: number, input: { Post?: StaffPost | null; ClassIds?: number[] | null }): StaffOutcome {
  const same = { post: staff.post, classIds: staff.classIds, status: staff.status };
  const resigned = staff.status === TEACHER_STATUS.Resigned;
  switch (kind) {
    case TEACHER_CHANGE_KIND.Post: {
      if (input.Post == null) throw invalid('staff.chooseNewPost', {}, 'Post');
      if (input.Post === staff.post) throw invalid('staff.samePost', {}, 'Post');
      if (resigned) throw invalid('staff.resigned', {}, 'Kind');
      return { ...same, post: input.Post };
    }
    case TEACHER_CHANGE_KIND.Classes: {
      if (!Array.isArray(input.ClassIds)) throw invalid('staff.chooseNewClasses', {}, 'ClassIds');
      const classIds = [...new Set(input.ClassIds)].sort((a, b) => a - b);
      if (resigned) throw invalid('staff.resigned', {}, 'Kind');
      if (classIds.join() === staff.classIds.join()) throw invalid('staff.sameClasses', {}, 'ClassIds');
      return { ...same, classIds };
    }
    case TEACHER_CHANGE_KIND.Leave:
      if (staff.status !== TEACHER_STATUS.OnDuty) throw invalid('staff.onlyOnDutyLeave', {}, 'Kind');
      return { ...same, status: TEACHER_STATUS.OnLeave };
    case TEACHER_CHANGE_KIND.BackToDuty:
      if (staff.status === TEACHER_STATUS.OnDuty) throw invalid('staff.alreadyOnDuty', {}, 'Kind');
      return { ...same, status: TEACHER_STATUS.OnDuty };
    case TEACHER_CHANGE_KIND.Resign:
      if (resigned) throw invalid('staff.alreadyResigned', {}, 'Kind');
      return { ...same, classIds: [], status: TEACHER_STATUS.Resigned };
    default:
      throw invalid('staff.unknownChange', {}, 'Kind');
  }
}

/** Applies a change's outcome to the staff record (state 1 when resigned: pickers leave them out). */
export async function applyOutcome(trx: Tx, session: Session, staff: StaffRow, after: StaffOutcome): Promise<void> {
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
