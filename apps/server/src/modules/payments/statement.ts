import { type api, maskPhone } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { notInScope, schoolScopeSql } from '../../lib/scope.ts';
import { OWING_STATES, STATEMENT_STATES } from './contract-states.ts';
import { daysOverdueSql, receiptNoSql } from './payment-binding.ts';

/**
 * ContractPayment/Statement: a family's account. The family is the child's parents and every child
 * of theirs in the caller's schools (a sibling elsewhere is another school's business); each child
 * with their billed contracts (effective, changing, refunded, expired), each contract with its
 * instalments and payments; what a contract owes is its total less paid (nothing once refunded).
 */
export const familyStatement: Handler<typeof api.contractPaymentStatement> = async ({ db, session, input }) => {
  const scope = schoolScopeSql('st.school_id', session);
  const child = await sql<{ studentId: number }>`
    SELECT st.student_id FROM student st WHERE st.student_id = ${input.StudentId} AND ${scope}`.execute(db);
  if (!child.rows[0]) throw notInScope('StudentId', 'child', input.StudentId);

  const parents = await sql<{ parentId: number; name: string; mobile: string }>`
    SELECT p.parent_id, p.name, p.mobile FROM student_parent sp JOIN parent p ON p.parent_id = sp.parent_id
    WHERE sp.student_id = ${input.StudentId} ORDER BY sp.is_primary DESC, p.parent_id`.execute(db);
  const parentIds = parents.rows.map((p) => p.parentId);
  const children = await sql<{ studentId: number; studentName: string; className: string | null }>`
    SELECT st.student_id, st.student_name, cl.class_name FROM student st LEFT JOIN school_class cl ON cl.class_id = st.class_id
    WHERE ${scope} AND (st.student_id = ${input.StudentId}
      OR st.student_id IN (SELECT sp.student_id FROM student_parent sp WHERE sp.parent_id = ANY(${parentIds}::bigint[])))
    ORDER BY st.birthday NULLS LAST, st.student_id`.execute(db);
  const childIds = children.rows.map((c) => c.studentId);

  const contracts = await sql<{
    contractId: number;
    studentId: number;
    contractNo: string;
    state: number;
    kind: number;
    startDate: string;
    endDate: string;
    totalAmount: number;
    paidAmount: number;
  }>`
    SELECT c.contract_id, c.student_id, c.contract_no, c.state, c.kind, c.start_date, c.end_date, c.total_amount, c.paid_amount
    FROM contract c WHERE c.student_id = ANY(${childIds}::bigint[]) AND c.state = ANY(${STATEMENT_STATES}::int[])
    ORDER BY c.start_date, c.contract_id`.execute(db);
  const contractIds = contracts.rows.map((c) => c.contractId);
  const instalments = await sql<{
    contractInstalmentId: number;
    contractId: number;
    seq: number;
    dueDate: string;
    amount: number;
    paidAmount: number;
    daysOverdue: number;
  }>`
    SELECT i.contract_instalment_id, i.contract_id, i.seq, i.due_date, i.amount, i.paid_amount, ${daysOverdueSql('i')} AS days_overdue
    FROM contract_instalment i WHERE i.contract_id = ANY(${contractIds}::bigint[]) ORDER BY i.due_date, i.seq`.execute(db);
  const payments = await sql<{
    contractPaymentId: number;
    contractId: number;
    receiptNo: string;
    payTime: Date;
    method: number;
    amount: number;
  }>`
    SELECT p.contract_payment_id, p.contract_id, ${receiptNoSql('p')} AS receipt_no, p.pay_time, p.method, p.amount
    FROM contract_payment p WHERE p.contract_id = ANY(${contractIds}::bigint[]) ORDER BY p.pay_time, p.contract_payment_id`.execute(db);

  let total = 0;
  let paid = 0;
  let balance = 0;
  let overdue = 0;
  const statementOf = (c: (typeof contracts.rows)[number]) => {
    const owing = OWING_STATES.includes(c.state);
    const owed = owing ? Number(c.totalAmount) - Number(c.paidAmount) : 0;
    const lines = instalments.rows
      .filter((i) => i.contractId === c.contractId)
      .map((i) => ({
        ContractInstalmentId: i.contractInstalmentId,
        Seq: i.seq,
        DueDate: i.dueDate,
        Amount: Number(i.amount),
        PaidAmount: Number(i.paidAmount),
        DaysOverdue: Number(i.daysOverdue),
      }));
    total += Number(c.totalAmount);
    paid += Number(c.paidAmount);
    balance += owed;
    if (owing) for (const i of lines) if (i.DaysOverdue > 0) overdue += i.Amount - i.PaidAmount;
    return {
      ContractId: c.contractId,
      ContractNo: c.contractNo,
      State: c.state,
      Kind: c.kind,
      StartDate: c.startDate,
      EndDate: c.endDate,
      TotalAmount: Number(c.totalAmount),
      PaidAmount: Number(c.paidAmount),
      Owed: owed,
      Instalments: lines,
      Payments: payments.rows
        .filter((p) => p.contractId === c.contractId)
        .map((p) => ({
          ContractPaymentId: p.contractPaymentId,
          ReceiptNo: p.receiptNo,
          PayTime: new Date(p.payTime).toISOString(),
          Method: p.method,
          Amount: Number(p.amount),
        })),
    };
  };
  const out = children.rows.map((ch) => ({
    StudentId: ch.studentId,
    StudentName: ch.studentName,
    ClassName: ch.className,
    Contracts: contracts.rows.filter((c) => c.studentId === ch.studentId).map(statementOf),
  }));
  return {
    Parents: parents.rows.map((p) => ({ ParentId: p.parentId, Name: p.name, Mobile: maskPhone(p.mobile) })),
    Children: out,
    TotalAmount: total,
    PaidAmount: paid,
    Balance: balance,
    Overdue: overdue,
  };
};
