import { type api, CONTRACT_STATE, PAY_METHOD } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { conflict } from '../../lib/errors.ts';
import { addDays } from '../../lib/local-dates.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { nextContractNo } from './contract-binding.ts';
import { assertNoOverlap, contractStateName, lockContract, logState, moveContract } from './lifecycle.ts';
import { computeQuote, writeQuoteLines } from './quote.ts';

/** Contract/Submit: draft → pending audit. */
export const submitContract: Handler<typeof api.contractSubmit> = async ({ db, session, input }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const c = await lockContract(trx, session, input.ContractId);
    if (c.state !== CONTRACT_STATE.Draft) throw conflict('contracts.onlyDraftSubmitted', { state: contractStateName(c.state) }, 'State');
    await moveContract(trx, c, CONTRACT_STATE.Pending, session.sysUserId);
    return { State: CONTRACT_STATE.Pending };
  });
};

/** Contract/Audit: pending → effective (never overlapping another of the child and kind) or back to draft with the reason. */
export const auditContract: Handler<typeof api.contractAudit> = async ({ db, session, input }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const c = await lockContract(trx, session, input.ContractId);
    if (c.state !== CONTRACT_STATE.Pending) throw conflict('contracts.onlyPendingAudited', { state: contractStateName(c.state) }, 'State');
    if (input.Approved) await assertNoOverlap(trx, c);
    const to = input.Approved ? CONTRACT_STATE.Effective : CONTRACT_STATE.Draft;
    await moveContract(trx, c, to, session.sysUserId, input.AuditRemark, { audited: true });
    return { State: to };
  });
};

/** Contract/Void: a draft or pending contract is voided. */
export const voidContract: Handler<typeof api.contractVoid> = async ({ db, session, input }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const c = await lockContract(trx, session, input.ContractId);
    if (c.state !== CONTRACT_STATE.Draft && c.state !== CONTRACT_STATE.Pending) {
      throw conflict('contracts.onlyDraftVoided', { state: contractStateName(c.state) }, 'State');
    }
    await moveContract(trx, c, CONTRACT_STATE.Void, session.sysUserId, input.Remark);
    return { State: CONTRACT_STATE.Void };
  });
};

/**
 * Contract/Renew (the shortcut with renewal): a new draft for the same child and package from
 * the day after the contract's end, with its extra items, and those of its discounts still in
 * use, valid then and not for new families only; computed like any contract.
 */
export const renewContract: Handler<typeof api.contractRenew> = async ({ db, session, input }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const c = await lockContract(trx, session, input.ContractId);
    const renewable: number[] = [CONTRACT_STATE.Effective, CONTRACT_STATE.Changing, CONTRACT_STATE.Expired];
    if (!renewable.includes(c.state) || c.packageId == null)
      throw conflict('contracts.renewState', { state: contractStateName(c.state) }, 'State');
    const start = addDays(c.endDate, 1);
    const services = await trx
      .selectFrom('contractLine')
      .select('serviceId')
      .where('contractId', '=', c.contractId)
      .where('serviceId', 'is not', null)
      .execute();
    const discounts = await sql<{ discountId: number }>`
      SELECT d.discount_id FROM contract_discount cd JOIN discount_item d USING (discount_id)
      WHERE cd.contract_id = ${c.contractId} AND d.state = 0 AND NOT d.new_family_only
        AND (d.valid_from IS NULL OR d.valid_from <= ${start}::date) AND (d.valid_to IS NULL OR d.valid_to >= ${start}::date)
      ORDER BY cd.seq`.execute(trx);
    const q = await computeQuote(trx, session, {
      StudentId: c.studentId,
      PackageId: c.packageId,
      StartDate: start,
      ServiceIds: services.map((s) => Number(s.serviceId)),
      DiscountIds: discounts.rows.map((d) => d.discountId),
    });
    await assertNoOverlap(trx, { contractId: null, studentId: c.studentId, kind: q.Kind, startDate: q.StartDate, endDate: q.EndDate });
    const row = await trx
      .insertInto('contract')
      .values({
        contractNo: await nextContractNo(trx, q.SchoolId),
        schoolId: q.SchoolId,
        studentId: q.StudentId,
        classId: q.ClassId,
        packageId: q.PackageId,
        kind: q.Kind,
        startDate: q.StartDate,
        endDate: q.EndDate,
        months: q.Months,
        hours: q.Hours,
        listAmount: q.ListAmount,
        discountAmount: q.DiscountAmount,
        totalAmount: q.TotalAmount,
        payMethod: PAY_METHOD.Cash,
        state: CONTRACT_STATE.Draft,
        renewedFrom: c.contractId,
        createBy: session.sysUserId,
        updateBy: session.sysUserId,
      })
      .returning('contractId')
      .executeTakeFirstOrThrow();
    await writeQuoteLines(trx, row.contractId, q);
    await logState(trx, { contractId: row.contractId, schoolId: q.SchoolId }, null, CONTRACT_STATE.Draft, session.sysUserId);
    return { ContractId: row.contractId };
  });
};
