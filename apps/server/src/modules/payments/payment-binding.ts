import { type contractInstalment, type contractPayment, formatCents, INSTALMENT_STATE, zBool } from '@kc/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../../lib/errors.ts';
import { schoolTodaySql } from '../../lib/school-dates.ts';
import { notInScope, schoolScopeSql } from '../../lib/scope.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { PAYABLE_STATES } from './contract-states.ts';

type Tx = Kysely<Database>;

const col = (t: string, c: string) => sql.ref(`${t}.${c}`);
const contractNo = (t: string) => sql`(SELECT c.contract_no FROM contract c WHERE c.contract_id = ${col(t, 'contract_id')})`;
const studentName = (t: string) => sql`(SELECT s.student_name FROM student s WHERE s.student_id = ${col(t, 'student_id')})`;

/** A receipt's number: SK and the payment's id, eight digits. */
export const receiptNoSql = (t: string): RawBuilder<string> => sql<string>`('SK' || lpad(${col(t, 'contract_payment_id')}::text, 8, '0'))`;

/** Days an open instalment is past its due date on its school's today (0 when paid or not due). */
export const daysOverdueSql = (t: string): RawBuilder<number> =>
  sql<number>`(CASE WHEN ${col(t, 'paid_amount')} < ${col(t, 'amount')}
    THEN GREATEST(0, ${schoolTodaySql(col(t, 'school_id'))} - ${col(t, 'due_date')}) ELSE 0 END)`;

/** The contract a payment is recorded against, locked for the call (its paid amount changes with it). */
async function lockPayable(trx: Tx, session: Parameters<typeof schoolScopeSql>[1], contractId: number) {
  const { rows } = await sql<{
    contractId: number;
    schoolId: number;
    studentId: number;
    contractNo: string;
    state: number;
    totalAmount: number;
    paidAmount: number;
  }>`
    SELECT c.contract_id, c.school_id, c.student_id, c.contract_no, c.state, c.total_amount, c.paid_amount FROM contract c
    WHERE c.contract_id = ${contractId} AND ${schoolScopeSql('c.school_id', session)} FOR UPDATE OF c`.execute(trx);
  const c = rows[0];
  if (!c) throw notInScope('ContractId', 'contract', contractId);
  return c;
}

/**
 * Allocates a payment to its contract's open instalments, oldest due first (the lines say which
 * and how much), and sets the contract's paid amount to the sum of its payments.
 */
export async function allocatePayment(trx: Tx, paymentId: number, contractId: number, amount: number): Promise<void> {
  const open = await sql<{ contractInstalmentId: number; amount: number; paidAmount: number }>`
    SELECT contract_instalment_id, amount, paid_amount FROM contract_instalment
    WHERE contract_id = ${contractId} AND paid_amount < amount ORDER BY due_date, seq FOR UPDATE`.execute(trx);
  let left = amount;
  for (const i of open.rows) {
    if (left === 0) break;
    const part = Math.min(left, Number(i.amount) - Number(i.paidAmount));
    left -= part;
    await sql`UPDATE contract_instalment SET paid_amount = paid_amount + ${part}, update_time = now()
      WHERE contract_instalment_id = ${i.contractInstalmentId}`.execute(trx);
    await trx
      .insertInto('contractPaymentLine')
      .values({ contractPaymentId: paymentId, contractInstalmentId: i.contractInstalmentId, amount: part })
      .execute();
  }
  await sql`UPDATE contract SET paid_amount = (SELECT coalesce(sum(p.amount), 0) FROM contract_payment p WHERE p.contract_id = ${contractId}),
    update_time = now() WHERE contract_id = ${contractId}`.execute(trx);
}

/**
 * ContractPayment on contract_payment: school scope; Add only (a payment is never edited).
 * Against an effective (or changing) contract of the caller's schools, locked; never more than it
 * still owes (total − paid); school and child are the contract's; allocated and summed in the Add's
 * transaction (afterWrite).
 */
export const contractPaymentBinding: ResourceBinding<typeof contractPayment> = {
  table: 'contractPayment',
  scope: { school: 'schoolId' },
  computed: {
    ReceiptNo: receiptNoSql,
    ContractNo: contractNo,
    StudentName: studentName,
    CreateByName: (t) => sql`(SELECT u.full_name FROM sys_user u WHERE u.sys_user_id = ${col(t, 'create_by')})`,
  },
  hooks: {
    beforeWrite: async (values, { trx, session }) => {
      const c = await lockPayable(trx, session, Number(values.ContractId));
      if (!PAYABLE_STATES.includes(c.state)) throw invalid('payments.contractNotPayable', { no: c.contractNo }, 'ContractId');
      const owed = Number(c.totalAmount) - Number(c.paidAmount);
      const amount = Number(values.Amount);
      if (amount > owed) {
        throw invalid('payments.beyondOwed', { no: c.contractNo, owed: formatCents(owed), amount: formatCents(amount) }, 'Amount');
      }
      return { ...values, SchoolId: c.schoolId, StudentId: c.studentId };
    },
    afterWrite: async (id, values, { trx }) => {
      await allocatePayment(trx, id, Number(values.ContractId), Number(values.Amount));
    },
  },
};

/** ContractInstalment on contract_instalment: read only (made with the contract, paid by payments); Overdue filters the arrears. */
export const contractInstalmentBinding: ResourceBinding<typeof contractInstalment> = {
  table: 'contractInstalment',
  scope: { school: 'schoolId' },
  computed: {
    ContractNo: contractNo,
    StudentName: studentName,
    Owed: (t) => sql`(${col(t, 'amount')} - ${col(t, 'paid_amount')})`,
    State: (t) => sql`(CASE WHEN ${col(t, 'paid_amount')} >= ${col(t, 'amount')} THEN ${INSTALMENT_STATE.Paid}::int
      WHEN ${col(t, 'paid_amount')} > 0 THEN ${INSTALMENT_STATE.PartlyPaid}::int ELSE ${INSTALMENT_STATE.Unpaid}::int END)`,
    DaysOverdue: daysOverdueSql,
  },
  hooks: {
    filters: {
      shape: { Overdue: zBool.optional() },
      where: (input, t) =>
        input.Overdue === true
          ? [sql`${col(t, 'paid_amount')} < ${col(t, 'amount')} AND ${col(t, 'due_date')} < ${schoolTodaySql(col(t, 'school_id'))}`]
          : [],
    },
  },
};
