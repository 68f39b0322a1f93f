import {
  type api,
  CHANGE_KIND,
  CHANGE_STATE,
  CHANGE_STATE_OPTIONS,
  CONTRACT_STATE,
  formatCents,
  LEAVE_STATE,
  lowerLabel,
  mulDiv,
  PACKAGE_KIND,
  prorate,
  SERVICE_KIND,
  STUDENT_CHANGE_KIND,
  sumCents,
} from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { Handler, Session } from '../../http/context.ts';
import { classRowInScope, classScopeSql } from '../../lib/class-scope.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { entityName } from '../../lib/field-labels.ts';
import { addDays, daysBetween } from '../../lib/local-dates.ts';
import { schoolToday } from '../../lib/school-dates.ts';
import { notInScope } from '../../lib/scope.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { replanInstalments } from '../payments/instalments.ts';
import { applyChange, insertChanges, lockChildren, newChangeBatch } from '../students/changes.ts';
import { assertNoOverlap, type ContractRow, contractStateName, lockContract, moveContract } from './lifecycle.ts';
import { addMonths } from './quote.ts';
import { contractSettingOf } from './settings.ts';

type Tx = Kysely<Database>;
type ChangeInput = z.output<typeof api.contractChangeQuote.input>;
type RefundQuote = z.output<typeof api.contractChangeQuote.output>;

const required = (field: string) => invalid('zod.required', {}, field);

/**
 * The refund of a contract whose last day used is `lastDay`, in integer cents by core/money.ts:
 * - the base: the refundable lines (items billed from attendance are not in the contract) less
 *   their share of the discounts;
 * - its unused part: a months contract by days (the days after `lastDay` over all its days), an
 *   hours contract by hours (hours − consumed over hours); times the school's refund percent;
 * - plus, for a months contract, the school's leave-refund rule: when the child's approved leave
 *   up to `lastDay` reaches its days, the meals of those days at its percent.
 */
export async function computeRefund(trx: Tx, c: ContractRow, lastDay: string): Promise<RefundQuote> {
  const lines = await trx.selectFrom('contractLine').selectAll().where('contractId', '=', c.contractId).execute();
  const setting = await contractSettingOf(trx, c.schoolId);
  const net = (amount: number) => amount - prorate(c.discountAmount, amount, c.listAmount);
  const refundable = lines.filter((l) => l.refundable && !l.perAttendedDay);
  const base = net(sumCents(refundable.map((l) => l.amount)));
  const months = c.kind === PACKAGE_KIND.Months;
  const totalUnits = months ? daysBetween(c.startDate, c.endDate) + 1 : c.hours;
  const unusedUnits = months ? Math.max(0, Math.min(totalUnits, daysBetween(lastDay, c.endDate))) : Math.max(0, c.hours - c.consumedHours);
  const unused = mulDiv(prorate(base, unusedUnits, totalUnits), setting.refundPercent, 100);
  let leaveDays = 0;
  let leaveRefund = 0;
  if (months && lastDay >= c.startDate) {
    const r = await sql<{ days: number }>`
      SELECT coalesce(sum(least(end_date, ${lastDay}::date) - greatest(start_date, ${c.startDate}::date) + 1), 0)::int AS days
      FROM student_leave WHERE student_id = ${c.studentId} AND state = ${LEAVE_STATE.Approved}
        AND start_date <= ${lastDay}::date AND end_date >= ${c.startDate}::date`.execute(trx);
    leaveDays = r.rows[0]?.days ?? 0;
    if (leaveDays > 0 && leaveDays >= setting.leaveRefundDays) {
      const meals = net(sumCents(refundable.filter((l) => l.kind === SERVICE_KIND.Meals).map((l) => l.amount)));
      leaveRefund = mulDiv(prorate(meals, leaveDays, totalUnits), setting.leaveRefundPercent, 100);
    }
  }
  return {
    RefundAmount: Math.min(unused + leaveRefund, c.totalAmount),
    DifferenceAmount: 0,
    Refundable: c.paidAmount - c.refundedAmount,
    UnusedUnits: unusedUnits,
    TotalUnits: totalUnits,
    RefundBase: base,
    LeaveRefund: leaveRefund,
    LeaveDays: leaveDays,
    RefundPercent: setting.refundPercent,
  };
}

const noRefund = (c: ContractRow): RefundQuote => ({
  RefundAmount: 0,
  DifferenceAmount: 0,
  Refundable: c.paidAmount - c.refundedAmount,
  UnusedUnits: 0,
  TotalUnits: 0,
  RefundBase: 0,
  LeaveRefund: 0,
  LeaveDays: 0,
  RefundPercent: 0,
});

/** A change checked against its contract: what it would cost or give back, and what approving it applies. */
async function evaluate(
  trx: Tx,
  session: Session,
  c: ContractRow,
  input: ChangeInput,
): Promise<{ quote: RefundQuote; payload: Record<string, unknown> }> {
  const within = (date: string, field: string) => {
    if (date < c.startDate || date > c.endDate) throw invalid('contracts.dateOutside', { from: c.startDate, to: c.endDate }, field);
  };
  switch (input.Kind) {
    case CHANGE_KIND.TransferClass: {
      if (!input.ClassId) throw required('ClassId');
      const target = await trx
        .selectFrom('schoolClass')
        .select(['classId', 'schoolId'])
        .where('classId', '=', input.ClassId)
        .where(classRowInScope('school_class', session))
        .executeTakeFirst();
      if (!target) throw notInScope('ClassId', 'class', input.ClassId);
      if (target.schoolId !== c.schoolId) throw invalid('contracts.classOtherSchool', {}, 'ClassId');
      const child = await trx.selectFrom('student').select('classId').where('studentId', '=', c.studentId).executeTakeFirst();
      if (child?.classId === input.ClassId) throw invalid('contracts.sameClass', {}, 'ClassId');
      return { quote: noRefund(c), payload: { ClassId: input.ClassId } };
    }
    case CHANGE_KIND.Suspend: {
      if (!input.FromDate) throw required('FromDate');
      if (!input.ToDate) throw required('ToDate');
      within(input.FromDate, 'FromDate');
      within(input.ToDate, 'ToDate');
      if (input.ToDate < input.FromDate)
        throw invalid('relation.beforeStart', { other: { zh: '起始日期', en: 'from', es: 'desde' } }, 'ToDate');
      return { quote: noRefund(c), payload: { FromDate: input.FromDate, ToDate: input.ToDate } };
    }
    case CHANGE_KIND.Extend: {
      if (!input.ToDate) throw required('ToDate');
      if (input.ToDate <= c.endDate) throw invalid('contracts.extendNotLater', { date: c.endDate }, 'ToDate');
      return { quote: noRefund(c), payload: { ToDate: input.ToDate } };
    }
    case CHANGE_KIND.Upgrade: {
      if (!input.PackageId) throw required('PackageId');
      const pkg = await trx
        .selectFrom('packageSet')
        .selectAll()
        .where('packageId', '=', input.PackageId)
        .where('schoolId', '=', c.schoolId)
        .executeTakeFirst();
      if (!pkg)
        throw notFound('resource.doesNotExist', { entity: entityName('ContractPackage'), id: String(input.PackageId) }, 'PackageId');
      if (pkg.state !== 0) throw invalid('contracts.packageInactive', { name: pkg.packageName }, 'PackageId');
      if (pkg.kind !== c.kind) throw invalid('contracts.upgradeKind', {}, 'PackageId');
      const current = await trx
        .selectFrom('contractLine')
        .select('amount')
        .where('contractId', '=', c.contractId)
        .where('seq', '=', 1)
        .executeTakeFirst();
      const price = current?.amount ?? 0;
      if (pkg.price <= price) throw invalid('contracts.notAnUpgrade', { price: formatCents(price) }, 'PackageId');
      return { quote: { ...noRefund(c), DifferenceAmount: pkg.price - price }, payload: { PackageId: pkg.packageId } };
    }
    default: {
      const lastDay = input.FromDate ?? (await schoolToday(trx, c.schoolId)) ?? c.startDate;
      if (lastDay < addDays(c.startDate, -1) || lastDay > c.endDate) {
        throw invalid('contracts.dateOutside', { from: addDays(c.startDate, -1), to: c.endDate }, 'FromDate');
      }
      return { quote: await computeRefund(trx, c, lastDay), payload: { FromDate: lastDay } };
    }
  }
}

/** ContractChange/Quote: what a change would cost or give back, nothing written (the refund page shows it). */
export const quoteChange: Handler<typeof api.contractChangeQuote> = async ({ db, session, input }) =>
  db.transaction().execute(async (trx) => {
    const c = await lockContract(trx, session, input.ContractId);
    return (await evaluate(trx, session, c, input)).quote;
  });

/**
 * ContractChange/Request: an effective contract's change waits for its audit (the contract is
 * changing meanwhile). A refund is the computed one, or a smaller amount given; never beyond
 * the unused part nor beyond what was paid and not yet refunded.
 */
export const requestChange: Handler<typeof api.contractChangeRequest> = async ({ db, session, input }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const c = await lockContract(trx, session, input.ContractId);
    if (c.state !== CONTRACT_STATE.Effective)
      throw conflict('contracts.onlyEffectiveChanged', { state: contractStateName(c.state) }, 'State');
    const { quote, payload } = await evaluate(trx, session, c, input);
    let refund = 0;
    if (input.Kind === CHANGE_KIND.Refund) {
      refund = input.RefundAmount ?? quote.RefundAmount;
      const amount = formatCents(refund);
      if (refund > quote.RefundAmount)
        throw invalid('contracts.refundBeyondUnused', { amount, unused: formatCents(quote.RefundAmount) }, 'RefundAmount');
      if (refund > quote.Refundable)
        throw invalid('contracts.refundBeyondPaid', { amount, refundable: formatCents(quote.Refundable) }, 'RefundAmount');
    }
    const change = await trx
      .insertInto('contractChange')
      .values({
        contractId: c.contractId,
        schoolId: c.schoolId,
        kind: input.Kind,
        payload: JSON.stringify(payload),
        refundAmount: refund,
        differenceAmount: quote.DifferenceAmount,
        reason: input.Reason,
        createBy: session.sysUserId,
        updateBy: session.sysUserId,
      })
      .returning('changeId')
      .executeTakeFirstOrThrow();
    await moveContract(trx, c, CONTRACT_STATE.Changing, session.sysUserId, input.Reason, { changeId: change.changeId });
    return { ChangeId: change.changeId, RefundAmount: refund, DifferenceAmount: quote.DifferenceAmount };
  });
};

/** Applies an approved change to its contract; answers the contract's state after it. */
async function applyApproved(
  trx: Tx,
  session: Session,
  c: ContractRow,
  change: { kind: number; payload: Record<string, unknown>; refundAmount: number; differenceAmount: number; reason: string },
): Promise<number> {
  const p = change.payload;
  const update = (set: Record<string, unknown>) => trx.updateTable('contract').set(set).where('contractId', '=', c.contractId).execute();
  switch (change.kind) {
    case CHANGE_KIND.TransferClass: {
      const [child] = await lockChildren(trx, session, [c.studentId]);
      if (child) {
        const applied = await applyChange(
          trx,
          session,
          child,
          { kind: STUDENT_CHANGE_KIND.Transfer, toClassId: Number(p.ClassId), reason: change.reason },
          newChangeBatch(),
        );
        await insertChanges(trx, session, [applied]);
      }
      await update({ classId: Number(p.ClassId) });
      return CONTRACT_STATE.Effective;
    }
    case CHANGE_KIND.Suspend: {
      const days = daysBetween(String(p.FromDate), String(p.ToDate)) + 1;
      const endDate = addDays(c.endDate, days);
      await assertNoOverlap(trx, { ...c, endDate });
      await update({ suspendStart: String(p.FromDate), suspendEnd: String(p.ToDate), endDate });
      return CONTRACT_STATE.Effective;
    }
    case CHANGE_KIND.Extend: {
      await assertNoOverlap(trx, { ...c, endDate: String(p.ToDate) });
      await update({ endDate: String(p.ToDate) });
      return CONTRACT_STATE.Effective;
    }
    case CHANGE_KIND.Upgrade: {
      const pkg = await trx.selectFrom('packageSet').selectAll().where('packageId', '=', Number(p.PackageId)).executeTakeFirstOrThrow();
      // The end moves by the months the new package adds; an extension or suspension already granted is kept.
      const endDate = pkg.months === c.months ? c.endDate : addDays(addMonths(addDays(c.endDate, 1), pkg.months - c.months), -1);
      await assertNoOverlap(trx, { ...c, endDate });
      await trx
        .updateTable('contractLine')
        .set({ lineName: pkg.packageName, unitPrice: pkg.price, amount: pkg.price })
        .where('contractId', '=', c.contractId)
        .where('seq', '=', 1)
        .execute();
      const list = c.listAmount + change.differenceAmount;
      await update({
        packageId: pkg.packageId,
        months: pkg.kind === PACKAGE_KIND.Months ? pkg.months : 0,
        hours: pkg.kind === PACKAGE_KIND.Hours ? pkg.hours : 0,
        endDate,
        listAmount: list,
        totalAmount: list - c.discountAmount,
      });
      // The difference goes into the instalments still open, spread as the plan was; paid ones are kept.
      await replanInstalments(trx, c.contractId, session.sysUserId);
      return CONTRACT_STATE.Effective;
    }
    default:
      await update({ refundedAmount: c.refundedAmount + change.refundAmount });
      return CONTRACT_STATE.Refunded;
  }
}

const changeStateName = (state: number) => {
  const label = CHANGE_STATE_OPTIONS.find((o) => o.value === state)?.label;
  return label ? lowerLabel(label) : String(state);
};

/** ContractChange/Audit: approved (applied to the contract, which is effective again or refunded) or rejected (effective again). */
export const auditChange: Handler<typeof api.contractChangeAudit> = async ({ db, session, input }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const change = await trx
      .selectFrom('contractChange as x')
      .innerJoin('contract as c', 'c.contractId', 'x.contractId')
      .select(['x.changeId', 'x.contractId', 'x.kind', 'x.payload', 'x.refundAmount', 'x.differenceAmount', 'x.reason', 'x.state'])
      .where('x.changeId', '=', input.ChangeId)
      .where(classScopeSql('c.school_id', 'c.class_id', session))
      .forUpdate('x')
      .executeTakeFirst();
    if (!change) throw notFound('resource.recordNotFound', { entity: entityName('ContractChange') });
    if (change.state !== CHANGE_STATE.Pending)
      throw conflict('contracts.changeNotPending', { state: changeStateName(change.state) }, 'State');
    const c = await lockContract(trx, session, change.contractId);
    const to = input.Approved ? await applyApproved(trx, session, c, change) : CONTRACT_STATE.Effective;
    const after = await lockContract(trx, session, change.contractId);
    await moveContract(trx, { ...after, state: c.state }, to, session.sysUserId, input.AuditRemark || change.reason, {
      changeId: change.changeId,
    });
    const state = input.Approved ? CHANGE_STATE.Approved : CHANGE_STATE.Rejected;
    await trx
      .updateTable('contractChange')
      .set({
        state,
        auditBy: session.sysUserId,
        auditTime: sql`now()`,
        auditRemark: input.AuditRemark,
        updateBy: session.sysUserId,
        updateTime: sql`now()`,
      })
      .where('changeId', '=', change.changeId)
      .execute();
    return { State: state };
  });
};
