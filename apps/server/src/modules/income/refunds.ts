import {
  formatCents,
  type INCOME_ENTRY_KIND,
  isMessageKey,
  type MessageKey,
  PAID_STATE,
  prorate,
  type ResourceDef,
  VIP_REFUND_STATE,
  VIP_REFUND_STATE_OPTIONS,
} from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { conflict } from '../../lib/errors.ts';
import { notInScope, schoolScopeSql } from '../../lib/scope.ts';
import type { HookContext, ResourceBinding } from '../../resource/index.ts';
import type { TableName } from '../../resource/types.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { auditMoney, postIncome, stateName } from './ledger.ts';

type Tx = Kysely<Database>;
const DAY_MS = 86_400_000;

/**
 * What differs between the refund of a paid period's unused part of one kind of bill and
 * another's (VIP, live video): the tables and columns, the ledger's kind, the messages, the
 * audit events, and what ends with the period when a refund is approved. The workflow is one:
 * request (computed pro rata) → audit (approved: the period ends at the request, the school's
 * share debited; or rejected) → refunded.
 */
export interface RefundKind {
  /** The refund's binding table, SQL table and id column; its field holding the id ('VipRefundId'). */
  binding: TableName;
  table: string;
  idColumn: string;
  idField: string;
  entity: string;
  /** The bill: its entity and field names ('VipBill', 'VipBillId'), SQL table, id column and period columns. */
  billEntity: string;
  billField: string;
  billTable: string;
  billColumn: string;
  start: string;
  end: string;
  incomeKind: (typeof INCOME_ENTRY_KIND)[keyof typeof INCOME_ENTRY_KIND];
  messages: { refunded: MessageKey; open: MessageKey; nothingUnused: MessageKey; openUnique: MessageKey };
  events: { requested: string; audit: string; refunded: string };
  /** In the approval's transaction, after the bill's period was cut at `cut`: what the period gave ends. */
  ended: (trx: Tx, bill: { billId: number; cut: Date; by: number }) => Promise<void>;
}

/**
 * A kind of refund named after its bill ('Vip': VipBill on vip_bill, VipRefund on vip_refund,
 * the messages income.vipBillRefunded …, the events income.vipRefundAudit …): the names follow
 * the one convention, the rest is the kind's own.
 */
export function refundKind(name: 'Vip' | 'LiveVideo', own: Pick<RefundKind, 'start' | 'end' | 'incomeKind' | 'ended'>): RefundKind {
  const camel = `${name[0]?.toLowerCase()}${name.slice(1)}`;
  const snake = name.replace(/(?<!^)([A-Z])/g, '_$1').toLowerCase();
  // Checked when the module loads: a kind whose messages are missing from the catalogue does not start.
  const key = (k: string): MessageKey => {
    if (!isMessageKey(k)) throw new Error(`refund kind ${name}: no message ${k}`);
    return k;
  };
  return {
    binding: `${camel}Refund` as TableName,
    table: `${snake}_refund`,
    idColumn: `${snake}_refund_id`,
    idField: `${name}RefundId`,
    entity: `${name}Refund`,
    billEntity: `${name}Bill`,
    billField: `${name}BillId`,
    billTable: `${snake}_bill`,
    billColumn: `${snake}_bill_id`,
    messages: {
      refunded: key(`income.${camel}BillRefunded`),
      open: key(`income.${camel}RefundOpen`),
      nothingUnused: key(`income.${camel}NothingUnused`),
      openUnique: key(`unique.${camel}RefundOpen`),
    },
    events: { requested: `income.${camel}RefundRequested`, audit: `income.${camel}RefundAudit`, refunded: `income.${camel}Refunded` },
    ...own,
  };
}

const ref = (t: string, c: string) => sql.ref(`${t}.${c}`);

/**
 * A paid period's unused part at `now`: the unused whole days from now (or the period's start,
 * when it has not begun) to its end, of its whole days; the refund and the school's part of it
 * pro rata, half up. Null when nothing is left.
 */
export function unusedPart(
  b: { amount: number; schoolShare: number; startTime: Date; endTime: Date },
  now: Date,
): { cutTime: Date; unusedDays: number; totalDays: number; amount: number; schoolDebit: number } | null {
  const cutTime = now > b.startTime ? now : b.startTime;
  const totalDays = Math.round((b.endTime.getTime() - b.startTime.getTime()) / DAY_MS);
  const unusedDays = Math.floor((b.endTime.getTime() - cutTime.getTime()) / DAY_MS);
  if (unusedDays <= 0 || totalDays <= 0) return null;
  return {
    cutTime,
    unusedDays,
    totalDays,
    amount: prorate(b.amount, unusedDays, totalDays),
    schoolDebit: prorate(b.schoolShare, unusedDays, totalDays),
  };
}

/**
 * The refund resource's binding: Add requests the refund of a paid period's unused part: the bill
 * locked in scope, paid and without another open request; the part as `unusedPart` computes it.
 */
export function refundBinding<D extends ResourceDef>(k: RefundKind): ResourceBinding<D> {
  const bill = sql.table(k.billTable);
  const billOf = (t: string) => sql`${bill} b WHERE b.${sql.ref(k.billColumn)} = ${ref(t, k.billColumn)}`;
  return {
    table: k.binding,
    scope: { school: 'schoolId' },
    unique: { [`${k.table}_open_key`]: { fields: [k.billField], message: k.messages.openUnique } },
    computed: {
      StudentName: (t: string) => sql`(SELECT s.student_name FROM student s WHERE s.student_id = (SELECT b.student_id FROM ${billOf(t)}))`,
      PayNo: (t: string) => sql`(SELECT b.pay_no FROM ${billOf(t)})`,
      AuditorName: (t: string) => sql`(SELECT u.full_name FROM sys_user u WHERE u.sys_user_id = ${ref(t, 'audit_by')})`,
    },
    hooks: {
      beforeWrite: async (values: Record<string, unknown>, { trx, session }: HookContext) => {
        const billId = Number(values[k.billField]);
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
          SELECT b.school_id, b.pay_no, b.amount, b.school_share, b.state, b.${sql.ref(k.start)} AS start_time,
            b.${sql.ref(k.end)} AS end_time, now() AS now FROM ${bill} b
          WHERE b.${sql.ref(k.billColumn)} = ${billId} AND ${schoolScopeSql('b.school_id', session)} FOR UPDATE OF b`.execute(trx);
        const b = rows[0];
        if (!b) throw notInScope(k.billField, k.billEntity, billId);
        if (b.state !== PAID_STATE.Paid) throw conflict(k.messages.refunded, { no: b.payNo }, k.billField);
        const open = await sql`SELECT 1 FROM ${sql.table(k.table)}
          WHERE ${sql.ref(k.billColumn)} = ${billId} AND state <> ${VIP_REFUND_STATE.Rejected}`.execute(trx);
        if (open.rows.length) throw conflict(k.messages.open, { no: b.payNo }, k.billField);
        const part = unusedPart({ ...b, amount: Number(b.amount), schoolShare: Number(b.schoolShare) }, b.now);
        if (!part) throw conflict(k.messages.nothingUnused, { no: b.payNo }, k.billField);
        return {
          ...values,
          SchoolId: b.schoolId,
          CutTime: part.cutTime.toISOString(),
          UnusedDays: part.unusedDays,
          TotalDays: part.totalDays,
          Amount: part.amount,
          SchoolDebit: part.schoolDebit,
        };
      },
      afterWrite: async (id: number, values: Record<string, unknown>, { trx, session, request }: HookContext) => {
        await auditMoney(trx, { session, ...request }, k.events.requested, { [k.idField]: id, [k.billField]: values[k.billField] });
      },
    },
  } as unknown as ResourceBinding<D>;
}

interface Call {
  db: Db;
  session: Session;
  ip: string;
  serial: string;
}

/** The refund locked in scope (else missing), with what its audit and payment need. */
async function lockRefund(trx: Tx, k: RefundKind, session: Session, id: number) {
  const { rows } = await sql<{
    id: number;
    schoolId: number;
    billId: number;
    state: number;
    cutTime: Date;
    amount: string;
    schoolDebit: string;
  }>`
    SELECT r.${sql.ref(k.idColumn)} AS id, r.school_id, r.${sql.ref(k.billColumn)} AS bill_id, r.state, r.cut_time, r.amount, r.school_debit
    FROM ${sql.table(k.table)} r
    WHERE r.${sql.ref(k.idColumn)} = ${id} AND ${schoolScopeSql('r.school_id', session)} FOR UPDATE OF r`.execute(trx);
  const r = rows[0];
  if (!r) throw notInScope(k.idField, k.entity, id);
  return r;
}

/** <Refund>/Audit: pending → approved (the period ends at the request, the school's part debited) or rejected with a remark. */
export async function auditRefund(
  k: RefundKind,
  { db, session, ip, serial }: Call,
  input: { id: number; Approved: boolean; AuditRemark: string },
): Promise<{ State: number }> {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const r = await lockRefund(trx, k, session, input.id);
    if (r.state !== VIP_REFUND_STATE.Pending) {
      throw conflict('income.refundOnlyPendingAudited', { state: stateName(VIP_REFUND_STATE_OPTIONS, r.state) }, 'State');
    }
    const to = input.Approved ? VIP_REFUND_STATE.Approved : VIP_REFUND_STATE.Rejected;
    if (input.Approved) {
      const cut = await sql<{ payNo: string }>`
        UPDATE ${sql.table(k.billTable)} SET state = ${PAID_STATE.Refunded}, refunded_amount = ${Number(r.amount)},
          ${sql.ref(k.end)} = ${r.cutTime}, update_time = now(), update_by = ${session.sysUserId}
        WHERE ${sql.ref(k.billColumn)} = ${r.billId} AND state = ${PAID_STATE.Paid} RETURNING pay_no`.execute(trx);
      const b = cut.rows[0];
      if (!b) throw conflict(k.messages.refunded, { no: String(r.billId) }, k.idField);
      await k.ended(trx, { billId: r.billId, cut: r.cutTime, by: session.sysUserId });
      const debit = Number(r.schoolDebit);
      await postIncome(
        trx,
        { schoolId: r.schoolId, kind: k.incomeKind, amount: -debit, sourceNo: b.payNo, by: session.sysUserId },
        (balance) => conflict('income.debitBeyondBalance', { balance: formatCents(balance), amount: formatCents(debit) }, k.idField),
      );
    }
    await sql`UPDATE ${sql.table(k.table)} SET state = ${to}, audit_by = ${session.sysUserId}, audit_time = now(),
      audit_remark = ${input.AuditRemark}, update_time = now(), update_by = ${session.sysUserId}
      WHERE ${sql.ref(k.idColumn)} = ${r.id} AND state = ${VIP_REFUND_STATE.Pending}`.execute(trx);
    await auditMoney(trx, { session, ip, serial }, k.events.audit, { [k.idField]: r.id, Approved: input.Approved });
    return { State: to };
  });
}

/** <Refund>/Refund: approved → refunded (the money went back to the family). */
export async function payRefund(k: RefundKind, { db, session, ip, serial }: Call, id: number): Promise<{ State: number }> {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const r = await lockRefund(trx, k, session, id);
    if (r.state !== VIP_REFUND_STATE.Approved) {
      throw conflict('income.refundOnlyApprovedPaid', { state: stateName(VIP_REFUND_STATE_OPTIONS, r.state) }, 'State');
    }
    await sql`UPDATE ${sql.table(k.table)} SET state = ${VIP_REFUND_STATE.Refunded}, refund_time = now(), update_time = now(),
      update_by = ${session.sysUserId}
      WHERE ${sql.ref(k.idColumn)} = ${id} AND state = ${VIP_REFUND_STATE.Approved}`.execute(trx);
    await auditMoney(trx, { session, ip, serial }, k.events.refunded, { [k.idField]: id });
    return { State: VIP_REFUND_STATE.Refunded };
  });
}
