import { ATTENDANCE_STATUS, type api, LEAVE_STATE } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Handler, Session } from '../../http/context.ts';
import { classScopeSql } from '../../lib/class-scope.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { entityName } from '../../lib/field-labels.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { stateName } from './leave-binding.ts';
import { type LockedLeave, markLeaveDays } from './leave-days.ts';

type Tx = Kysely<Database>;

/** The leave, locked for its transition; one outside the session's scope is not found (as the engine answers). */
async function lockLeave(trx: Tx, session: Session, leaveId: number): Promise<LockedLeave> {
  const r = await sql<LockedLeave>`
    SELECT l.leave_id, l.school_id, l.class_id, l.student_id, l.start_date, l.end_date, l.state FROM student_leave l
    WHERE l.leave_id = ${leaveId} AND ${classScopeSql('l.school_id', 'l.class_id', session)} FOR UPDATE OF l`.execute(trx);
  const row = r.rows[0];
  if (!row) throw notFound('resource.recordNotFound', { entity: entityName('Leave') });
  return row;
}

/** Leave/Audit: pending → approved (its days marked as leave, in the same transaction) or rejected. */
export const auditLeave: Handler<typeof api.leaveAudit> = async ({ db, session, input }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const leave = await lockLeave(trx, session, input.LeaveId);
    if (leave.state !== LEAVE_STATE.Pending) throw conflict('leave.onlyPendingAudited', { state: stateName(leave.state) }, 'State');
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
      throw conflict('leave.onlyCancellable', { state: stateName(leave.state) }, 'State');
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
