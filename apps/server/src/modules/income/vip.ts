import { type api, INCOME_ENTRY_KIND, PAID_STATE, type vipBill, type vipRefund } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { conflict } from '../../lib/errors.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { VIP_CONTRACT_TYPE } from '../students/vip.ts';
import { auditMoney, lockIncomeAccount, postIncome, shareOf } from './ledger.ts';
import { lockChild, studentNameSql } from './live-video.ts';
import { auditRefund, payRefund, refundBinding, refundKind } from './refunds.ts';

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

/** A VIP period's refund: the child's VIP ends at the request, unless another paid period still runs past it. */
const VIP_REFUND = refundKind('Vip', {
  start: 'start_time',
  end: 'end_time',
  incomeKind: INCOME_ENTRY_KIND.VipRefund,
  ended: async (trx, { billId, cut, by }) => {
    await sql`UPDATE student s SET vip_expire_time = (
        SELECT max(x) FROM (SELECT ${cut}::timestamptz AS x
          UNION ALL SELECT vb.end_time FROM vip_bill vb WHERE vb.student_id = s.student_id AND vb.state = ${PAID_STATE.Paid}) m),
        update_time = now(), update_by = ${by}
      WHERE s.student_id = (SELECT student_id FROM vip_bill WHERE vip_bill_id = ${billId})`.execute(trx);
  },
});

/** VipRefund on vip_refund: a refund of a VIP period's unused part (refunds.ts). */
export const vipRefundBinding = refundBinding<typeof vipRefund>(VIP_REFUND);

/** VipRefund/Audit: pending → approved (the VIP ends at the request, the school's part debited) or rejected with a remark. */
export const auditVipRefund: Handler<typeof api.vipRefundAudit> = ({ input, ...call }) =>
  auditRefund(VIP_REFUND, call, { id: input.VipRefundId, Approved: input.Approved, AuditRemark: input.AuditRemark });

/** VipRefund/Refund: approved → refunded (the money went back to the family). */
export const payVipRefund: Handler<typeof api.vipRefundPay> = ({ input, ...call }) => payRefund(VIP_REFUND, call, input.VipRefundId);
