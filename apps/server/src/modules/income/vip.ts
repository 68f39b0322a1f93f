import {
  type api,
  formatCents,
  INCOME_ENTRY_KIND,
  PAID_STATE,
  prorate,
  VIP_REFUND_STATE,
  VIP_REFUND_STATE_OPTIONS,
  type vipBill,
  type vipRefund,
} from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { conflict } from '../../lib/errors.ts';
import { notInScope, schoolScopeSql } from '../../lib/scope.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { VIP_CONTRACT_TYPE } from '../students/vip.ts';
import { auditMoney, lockIncomeAccount, postIncome, shareOf, stateName } from './ledger.ts';
import { lockChild, studentNameSql } from './live-video.ts';

const col = (t: string, c: string) => sql.ref(`${t}.${c}`);
const DAY_MS = 86_400_000;

/**
 * VipBill on vip_bill: Add records a child's VIP payment once (pay_no unique), for a child at a
 * premium-contract school (as Student/SetVip): the child locked, its VIP (student.vip_expire_time)
 * extended by the months from the later of now and its current expiry, the school's share credited.
 */
export const vipBillBinding: ResourceBinding<typeof vipBill> = {
  table: 'vipBill',
  scope: { school: 'schoolId' },
  unique: { vip_bill_pay_no_key: { fields: ['PayNo'], message: 'unique.payNo' } },
  computed: { StudentName: studentNameSql },
  hooks: {
    beforeWrite: async (values, { trx, session }) => {
      const child = await lockChild(trx, session, Number(values.StudentId));
      const school = await sql<{ schoolName: string; schoolContractType: number }>`
        SELECT school_name, school_contract_type FROM school WHERE school_id = ${child.schoolId}`.execute(trx);
      const s = school.rows[0];
      if (s?.schoolContractType !== VIP_CONTRACT_TYPE) throw conflict('students.vipPremium', { schools: s?.schoolName ?? '' }, 'StudentId');
      const { rows } = await sql<{ start: Date; end: Date }>`
        SELECT greatest(${child.vipExpireTime}::timestamptz, now()) AS start,
          greatest(${child.vipExpireTime}::timestamptz, now()) + make_interval(months => ${Number(values.Months)}) AS end`.execute(trx);
      const period = rows[0];
      if (!period) throw new Error('no period');
      await sql`UPDATE student SET vip_expire_time = ${period.end}, update_time = now(), update_by = ${session.sysUserId}
        WHERE student_id = ${child.studentId}`.execute(trx);
      const { shareRate } = await lockIncomeAccount(trx, child.schoolId);
      return {
        ...values,
        SchoolId: child.schoolId,
        StartTime: period.start.toISOString(),
        EndTime: period.end.toISOString(),
        SchoolShare: shareOf(Number(values.Amount), shareRate),
      };
    },
    afterWrite: async (id, values, { trx, session, request }) => {
      await postIncome(trx, {
        schoolId: Number(values.SchoolId),
        kind: INCOME_ENTRY_KIND.Vip,
        amount: Number(values.SchoolShare),
        sourceNo: String(values.PayNo),
        by: session.sysUserId,
      });
      await auditMoney(trx, { session, ...request }, 'income.vipPaid', {
        VipBillId: id,
        PayNo: values.PayNo,
        Amount: values.Amount,
        SchoolShare: values.SchoolShare,
      });
    },
  },
};

/**
 * VipRefund on vip_refund: Add requests the refund of a paid VIP period's unused part: the bill
 * locked in scope, paid and without another open request; the unused whole days from now (or the
 * period's start, when it has not begun) to its end, of its whole days; the refund and the
 * school's part of it pro rata, half up. Audit and Refund below.
 */
export const vipRefundBinding: ResourceBinding<typeof vipRefund> = {
  table: 'vipRefund',
  scope: { school: 'schoolId' },
  unique: { vip_refund_open_key: { fields: ['VipBillId'], message: 'unique.vipRefundOpen' } },
  computed: {
    StudentName: (t) =>
      sql`(SELECT s.student_name FROM vip_bill b JOIN student s USING (student_id) WHERE b.vip_bill_id = ${col(t, 'vip_bill_id')})`,
    PayNo: (t) => sql`(SELECT b.pay_no FROM vip_bill b WHERE b.vip_bill_id = ${col(t, 'vip_bill_id')})`,
    AuditorName: (t) => sql`(SELECT u.full_name FROM sys_user u WHERE u.sys_user_id = ${col(t, 'audit_by')})`,
  },
  hooks: {
    beforeWrite: async (values, { trx, session }) => {
      const billId = Number(values.VipBillId);
      const { rows } = await sql<{
        schoolId: number;
        payNo: string;
        amount: string;
        schoolShare: string;
        state: number;
        startTime: Date;
        endTime: Date;
        now: Date;
      }>`
        SELECT b.school_id, b.pay_no, b.amount, b.school_share, b.state, b.start_time, b.end_time, now() AS now FROM vip_bill b
        WHERE b.vip_bill_id = ${billId} AND ${schoolScopeSql('b.school_id', session)} FOR UPDATE OF b`.execute(trx);
      const b = rows[0];
      if (!b) throw notInScope('VipBillId', 'VipBill', billId);
      if (b.state !== PAID_STATE.Paid) throw conflict('income.vipBillRefunded', { no: b.payNo }, 'VipBillId');
      const open = await sql`SELECT 1 FROM vip_refund WHERE vip_bill_id = ${billId} AND state <> ${VIP_REFUND_STATE.Rejected}`.execute(trx);
      if (open.rows.length) throw conflict('income.vipRefundOpen', { no: b.payNo }, 'VipBillId');
      const cut = b.now > b.startTime ? b.now : b.startTime;
      const totalDays = Math.round((b.endTime.getTime() - b.startTime.getTime()) / DAY_MS);
      const unusedDays = Math.floor((b.endTime.getTime() - cut.getTime()) / DAY_MS);
      if (unusedDays <= 0 || totalDays <= 0) throw conflict('income.vipNothingUnused', { no: b.payNo }, 'VipBillId');
      return {
        ...values,
        SchoolId: b.schoolId,
        CutTime: cut.toISOString(),
        UnusedDays: unusedDays,
        TotalDays: totalDays,
        Amount: prorate(Number(b.amount), unusedDays, totalDays),
        SchoolDebit: prorate(Number(b.schoolShare), unusedDays, totalDays),
      };
    },
    afterWrite: async (id, values, { trx, session, request }) => {
      await auditMoney(trx, { session, ...request }, 'income.vipRefundRequested', { VipRefundId: id, VipBillId: values.VipBillId });
    },
  },
};

/** VipRefund/Audit: pending → approved (the VIP ends at the request, the school's part debited) or rejected with a remark. */
export const auditVipRefund: Handler<typeof api.vipRefundAudit> = async ({ db, session, input, ip, serial }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      vipRefundId: number;
      schoolId: number;
      vipBillId: number;
      state: number;
      cutTime: Date;
      amount: string;
      schoolDebit: string;
    }>`
      SELECT r.vip_refund_id, r.school_id, r.vip_bill_id, r.state, r.cut_time, r.amount, r.school_debit FROM vip_refund r
      WHERE r.vip_refund_id = ${input.VipRefundId} AND ${schoolScopeSql('r.school_id', session)} FOR UPDATE OF r`.execute(trx);
    const r = rows[0];
    if (!r) throw notInScope('VipRefundId', 'VipRefund', input.VipRefundId);
    if (r.state !== VIP_REFUND_STATE.Pending) {
      throw conflict('income.refundOnlyPendingAudited', { state: stateName(VIP_REFUND_STATE_OPTIONS, r.state) }, 'State');
    }
    const to = input.Approved ? VIP_REFUND_STATE.Approved : VIP_REFUND_STATE.Rejected;
    if (input.Approved) {
      const bill = await sql<{ studentId: number; payNo: string }>`
        UPDATE vip_bill SET state = ${PAID_STATE.Refunded}, refunded_amount = ${Number(r.amount)}, end_time = ${r.cutTime},
          update_time = now(), update_by = ${session.sysUserId}
        WHERE vip_bill_id = ${r.vipBillId} AND state = ${PAID_STATE.Paid} RETURNING student_id, pay_no`.execute(trx);
      const b = bill.rows[0];
      if (!b) throw conflict('income.vipBillRefunded', { no: String(r.vipBillId) }, 'VipRefundId');
      // The child's VIP ends at the request, unless another paid period still runs past it.
      await sql`UPDATE student SET vip_expire_time = (
          SELECT max(x) FROM (SELECT ${r.cutTime}::timestamptz AS x
            UNION ALL SELECT vb.end_time FROM vip_bill vb WHERE vb.student_id = ${b.studentId} AND vb.state = ${PAID_STATE.Paid}) m),
          update_time = now(), update_by = ${session.sysUserId}
        WHERE student_id = ${b.studentId}`.execute(trx);
      const debit = Number(r.schoolDebit);
      await postIncome(
        trx,
        { schoolId: r.schoolId, kind: INCOME_ENTRY_KIND.VipRefund, amount: -debit, sourceNo: b.payNo, by: session.sysUserId },
        (balance) => conflict('income.debitBeyondBalance', { balance: formatCents(balance), amount: formatCents(debit) }, 'VipRefundId'),
      );
    }
    await sql`UPDATE vip_refund SET state = ${to}, audit_by = ${session.sysUserId}, audit_time = now(), audit_remark = ${input.AuditRemark},
      update_time = now(), update_by = ${session.sysUserId}
      WHERE vip_refund_id = ${r.vipRefundId} AND state = ${VIP_REFUND_STATE.Pending}`.execute(trx);
    await auditMoney(trx, { session, ip, serial }, 'income.vipRefundAudit', { VipRefundId: r.vipRefundId, Approved: input.Approved });
    return { State: to };
  });
};

/** VipRefund/Refund: approved → refunded (the money went back to the family). */
export const payVipRefund: Handler<typeof api.vipRefundPay> = async ({ db, session, input, ip, serial }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ state: number }>`
      SELECT r.state FROM vip_refund r
      WHERE r.vip_refund_id = ${input.VipRefundId} AND ${schoolScopeSql('r.school_id', session)} FOR UPDATE OF r`.execute(trx);
    const r = rows[0];
    if (!r) throw notInScope('VipRefundId', 'VipRefund', input.VipRefundId);
    if (r.state !== VIP_REFUND_STATE.Approved) {
      throw conflict('income.refundOnlyApprovedPaid', { state: stateName(VIP_REFUND_STATE_OPTIONS, r.state) }, 'State');
    }
    await sql`UPDATE vip_refund SET state = ${VIP_REFUND_STATE.Refunded}, refund_time = now(), update_time = now(), update_by = ${session.sysUserId}
      WHERE vip_refund_id = ${input.VipRefundId} AND state = ${VIP_REFUND_STATE.Approved}`.execute(trx);
    await auditMoney(trx, { session, ip, serial }, 'income.vipRefunded', { VipRefundId: input.VipRefundId });
    return { State: VIP_REFUND_STATE.Refunded };
  });
};
