import { ATTENDANCE_STATUS, type api, isSchoolDayKind, LEAVE_STATE } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Handler, Session } from '../../http/context.ts';
import { classScopeSql } from '../../lib/class-scope.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { schoolCalendar } from '../calendar/school-calendar.ts';
import { stateName } from './leave-binding.ts';

type Tx = Kysely<Database>;

interface LockedLeave {
  leaveId: number;
  schoolId: number;
  classId: number | null;
  studentId: number;
  startDate: string;
  endDate: string;
  state: number;
}

/** The leave, locked for its transition; one outside the session's scope is not found (as the engine answers). */
async function lockLeave(trx: Tx, session: Session, leaveId: number): Promise<LockedLeave> {
  const r = await sql<LockedLeave>`
    SELECT l.leave_id, l.school_id, l.class_id, l.student_id, l.start_date, l.end_date, l.state FROM student_leave l
    WHERE l.leave_id = ${leaveId} AND ${classScopeSql('l.school_id', 'l.class_id', session)} FOR UPDATE OF l`.execute(trx);
  const row = r.rows[0];
  if (!row) throw notFound('Leave: record not found');
  return row;
}

/**
 * Marks an approved leave's school days as leave in the register (the child's class now). Days
 * the child checked in keep their record: the child came after all.
 */
async function markLeaveDays(trx: Tx, session: Session, leave: LockedLeave): Promise<number> {
  const days = (await schoolCalendar(trx, leave.schoolId, leave.startDate, leave.endDate))
    .filter((d) => isSchoolDayKind(d.Kind))
    .map((d) => d.Date);
  if (days.length === 0) return 0;
  const child = await trx.selectFrom('student').select('classId').where('studentId', '=', leave.studentId).executeTakeFirst();
  const r = await sql`
    INSERT INTO attendance (school_id, class_id, student_id, date, status, leave_id, create_by, update_by)
    SELECT ${leave.schoolId}, ${child?.classId ?? leave.classId}, ${leave.studentId}, d, ${ATTENDANCE_STATUS.Leave}, ${leave.leaveId},
      ${session.sysUserId}, ${session.sysUserId}
    FROM unnest(${days}::date[]) AS d
    ON CONFLICT (student_id, date) DO UPDATE SET status = EXCLUDED.status, leave_id = EXCLUDED.leave_id,
      update_by = EXCLUDED.update_by, update_time = now()
    WHERE attendance.check_in_time IS NULL
    RETURNING attendance_id`.execute(trx);
  return r.rows.length;
}

/** Leave/Audit: pending → approved (its days marked as leave, in the same transaction) or rejected. */
export const auditLeave: Handler<typeof api.leaveAudit> = async ({ db, session, input }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const leave = await lockLeave(trx, session, input.LeaveId);
    if (leave.state !== LEAVE_STATE.Pending)
      throw conflict(`State: only a pending leave can be audited; this one is ${stateName(leave.state)}`);
    const state = input.Approved ? LEAVE_STATE.Approved : LEAVE_STATE.Rejected;
    const marked = input.Approved ? await markLeaveDays(trx, session, leave) : 0;
    await trx
      .updateTable('studentLeave')
      .set({
        state,
        auditBy: session.sysUserId,
        auditTime: sql`now()`,
        auditRemark: input.AuditRemark,
        updateBy: session.sysUserId,
        updateTime: sql`now()`,
      })
      .where('leaveId', '=', leave.leaveId)
      .execute();
    return { State: state, MarkedDays: marked };
  });
};

/**
 * Leave/Cancel: a pending or approved leave is withdrawn. The days it marked and nobody recorded
 * since (no check-in) go back to unrecorded; days the child came keep their record, unlinked.
 */
export const cancelLeave: Handler<typeof api.leaveCancel> = async ({ db, session, input }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const leave = await lockLeave(trx, session, input.LeaveId);
    if (leave.state !== LEAVE_STATE.Pending && leave.state !== LEAVE_STATE.Approved) {
      throw conflict(`State: only a pending or approved leave can be cancelled; this one is ${stateName(leave.state)}`);
    }
    let unmarked = 0;
    if (leave.state === LEAVE_STATE.Approved) {
      const removed = await trx
        .deleteFrom('attendance')
        .where('leaveId', '=', leave.leaveId)
        .where('checkInTime', 'is', null)
        .where('status', '=', ATTENDANCE_STATUS.Leave)
        .executeTakeFirst();
      unmarked = Number(removed.numDeletedRows);
      await trx
        .updateTable('attendance')
        .set({ leaveId: null, updateBy: session.sysUserId, updateTime: sql`now()` })
        .where('leaveId', '=', leave.leaveId)
        .execute();
    }
    await trx
      .updateTable('studentLeave')
      .set({ state: LEAVE_STATE.Cancelled, updateBy: session.sysUserId, updateTime: sql`now()` })
      .where('leaveId', '=', leave.leaveId)
      .execute();
    return { State: LEAVE_STATE.Cancelled, UnmarkedDays: unmarked };
  });
};
