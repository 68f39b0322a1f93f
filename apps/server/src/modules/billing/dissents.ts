import { type api, BILL_STATE, DISSENT_STATE, UPLOADED_IMAGE_RE } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { entityName } from '../../lib/field-labels.ts';
import { schoolScopeSql } from '../../lib/scope.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { lockBill, logBill } from './bills.ts';
import { billStateName, dissentStateName } from './states.ts';

const DISPUTABLE: number[] = [BILL_STATE.Generated, BILL_STATE.Confirmed];

/** SchoolBillDissent/Raise: the school objects to a generated or confirmed bill; the bill is disputed until the review. */
export const raiseDissent: Handler<typeof api.schoolBillDissentRaise> = async ({ db, session, input }) => {
  assertMayWrite(session);
  if (input.Attachment && !UPLOADED_IMAGE_RE.test(input.Attachment)) throw invalid('billing.attachmentNotUploaded', {}, 'Attachment');
  return db.transaction().execute(async (trx) => {
    const b = await lockBill(trx, session, input.BillId);
    const pending = await trx
      .selectFrom('schoolBillDissent')
      .select('dissentId')
      .where('billId', '=', b.billId)
      .where('state', '=', DISSENT_STATE.Pending)
      .executeTakeFirst();
    if (pending) throw conflict('billing.dissentPending', {}, 'BillId');
    if (!DISPUTABLE.includes(b.state)) throw conflict('billing.notDisputable', { state: billStateName(b.state) }, 'BillId');
    const row = await trx
      .insertInto('schoolBillDissent')
      .values({
        billId: b.billId,
        schoolId: b.schoolId,
        billMonth: b.billMonth,
        billAmount: b.amount,
        reason: input.Reason,
        attachment: input.Attachment,
        state: DISSENT_STATE.Pending,
        createBy: session.sysUserId,
        updateBy: session.sysUserId,
      })
      .returning('dissentId')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('schoolJoinBill')
      .set({ state: BILL_STATE.Disputed, stateBeforeDissent: b.state, updateBy: session.sysUserId, updateTime: sql`now()` })
      .where('billId', '=', b.billId)
      .where('state', '=', b.state)
      .execute();
    await logBill(trx, b, 'dispute', b.state, BILL_STATE.Disputed, b.amount, session.sysUserId, input.Reason);
    return { DissentId: row.dissentId };
  });
};

/**
 * SchoolBillDissent/Review: accepted, the bill takes the adjusted amount and is confirmed;
 * rejected (with a remark), the bill goes back to its state before the objection.
 */
export const reviewDissent: Handler<typeof api.schoolBillDissentReview> = async ({ db, session, input }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const d = await trx
      .selectFrom('schoolBillDissent')
      .select(['dissentId', 'billId', 'state'])
      .where('dissentId', '=', input.DissentId)
      .where(schoolScopeSql('school_bill_dissent.school_id', session))
      .forUpdate()
      .executeTakeFirst();
    if (!d) throw notFound('resource.recordNotFound', { entity: entityName('SchoolBillDissent') });
    if (d.state !== DISSENT_STATE.Pending) throw conflict('billing.onlyPendingReviewed', { state: dissentStateName(d.state) }, 'State');
    const b = await lockBill(trx, session, d.billId);
    const to = input.Accepted ? BILL_STATE.Confirmed : (b.stateBeforeDissent ?? BILL_STATE.Generated);
    const amount = input.Accepted ? (input.AdjustedAmount ?? b.amount) : b.amount;
    await trx
      .updateTable('schoolBillDissent')
      .set({
        state: input.Accepted ? DISSENT_STATE.Accepted : DISSENT_STATE.Rejected,
        adjustedAmount: input.Accepted ? amount : null,
        auditBy: session.sysUserId,
        auditTime: sql`now()`,
        auditRemark: input.AuditRemark,
        updateBy: session.sysUserId,
        updateTime: sql`now()`,
      })
      .where('dissentId', '=', d.dissentId)
      .where('state', '=', DISSENT_STATE.Pending)
      .execute();
    await trx
      .updateTable('schoolJoinBill')
      .set({
        state: to,
        amount,
        stateBeforeDissent: null,
        ...(input.Accepted ? { confirmBy: session.sysUserId, confirmTime: sql`now()` } : {}),
        updateBy: session.sysUserId,
        updateTime: sql`now()`,
      })
      .where('billId', '=', b.billId)
      .where('state', '=', BILL_STATE.Disputed)
      .execute();
    await logBill(
      trx,
      b,
      input.Accepted ? 'dissent-accepted' : 'dissent-rejected',
      b.state,
      to,
      amount,
      session.sysUserId,
      input.AuditRemark,
    );
    return { State: input.Accepted ? DISSENT_STATE.Accepted : DISSENT_STATE.Rejected };
  });
};
