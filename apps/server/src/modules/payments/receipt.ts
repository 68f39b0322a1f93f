import type { api } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { notFound } from '../../lib/errors.ts';
import { entityName } from '../../lib/field-labels.ts';
import { schoolScopeSql } from '../../lib/scope.ts';
import { receiptNoSql } from './payment-binding.ts';

/** ContractPayment/GetReceipt: one payment as its printed receipt; one outside the caller's schools is not found. */
export const paymentReceipt: Handler<typeof api.contractPaymentReceipt> = async ({ db, session, input }) => {
  const { rows } = await sql<{
    receiptNo: string;
    schoolName: string;
    studentName: string;
    className: string | null;
    contractNo: string;
    amount: number;
    method: number;
    reference: string;
    payerName: string;
    payTime: Date;
    recordedBy: string | null;
    remark: string;
    contractTotal: number;
    contractPaid: number;
  }>`
    SELECT ${receiptNoSql('p')} AS receipt_no, s.school_name, st.student_name, cl.class_name, c.contract_no, p.amount, p.method,
      p.reference, p.payer_name, p.pay_time, u.full_name AS recorded_by, p.remark, c.total_amount AS contract_total,
      (SELECT sum(q.amount) FROM contract_payment q
        WHERE q.contract_id = p.contract_id AND q.contract_payment_id <= p.contract_payment_id) AS contract_paid
    FROM contract_payment p
    JOIN contract c ON c.contract_id = p.contract_id
    JOIN school s ON s.school_id = p.school_id
    JOIN student st ON st.student_id = p.student_id
    LEFT JOIN school_class cl ON cl.class_id = st.class_id
    LEFT JOIN sys_user u ON u.sys_user_id = p.create_by
    WHERE p.contract_payment_id = ${input.ContractPaymentId} AND ${schoolScopeSql('p.school_id', session)}`.execute(db);
  const r = rows[0];
  if (!r) throw notFound('resource.recordNotFound', { entity: entityName('ContractPayment') });
  const lines = await sql<{ seq: number; dueDate: string; amount: number }>`
    SELECT i.seq, i.due_date, l.amount FROM contract_payment_line l
    JOIN contract_instalment i ON i.contract_instalment_id = l.contract_instalment_id
    WHERE l.contract_payment_id = ${input.ContractPaymentId} ORDER BY i.due_date, i.seq`.execute(db);
  const total = Number(r.contractTotal);
  const paid = Number(r.contractPaid);
  return {
    ContractPaymentId: input.ContractPaymentId,
    ReceiptNo: r.receiptNo,
    SchoolName: r.schoolName,
    StudentName: r.studentName,
    ClassName: r.className,
    ContractNo: r.contractNo,
    Amount: Number(r.amount),
    Method: r.method,
    Reference: r.reference,
    PayerName: r.payerName,
    PayTime: new Date(r.payTime).toISOString(),
    RecordedBy: r.recordedBy,
    Remark: r.remark,
    Lines: lines.rows.map((l) => ({ Seq: l.seq, DueDate: l.dueDate, Amount: Number(l.amount) })),
    ContractTotal: total,
    ContractPaid: paid,
    ContractOwed: total - paid,
  };
};
