import { type api, BILL_STATE, type BillLogAction, WALLET_ENTRY_KIND } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import type { Handler, Session } from '../../http/context.ts';
import type { Job } from '../../jobs/runner.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { entityName } from '../../lib/field-labels.ts';
import { schoolScopeSql } from '../../lib/scope.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { changeBalance } from '../wallet/index.ts';
import { expireJoinContracts } from './contract-transitions.ts';
import { generateBills } from './generate.ts';
import { billStateName } from './states.ts';

type Tx = Kysely<Database>;

export interface BillRow {
  billId: number;
  schoolId: number;
  billMonth: string;
  amount: number;
  state: number;
  stateBeforeDissent: number | null;
}

/** The bill, locked; one outside the session's scope is not found, as the engine answers. */
export async function lockBill(trx: Tx, session: Session, billId: number): Promise<BillRow> {
  const row = await trx
    .selectFrom('schoolJoinBill')
    .select(['billId', 'schoolId', 'billMonth', 'amount', 'state', 'stateBeforeDissent'])
    .where('billId', '=', billId)
    .where(schoolScopeSql('school_join_bill.school_id', session))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('resource.recordNotFound', { entity: entityName('SchoolJoinBill') });
  return row;
}

/** One money action of a bill in its trail: what, from, to, the amount after it, who (null: a job), when. */
export async function logBill(
  trx: Tx,
  b: { billId: number; schoolId: number },
  action: BillLogAction,
  from: number | null,
  to: number,
  amount: number,
  by: number | null,
  remark = '',
): Promise<void> {
  await trx
    .insertInto('schoolJoinBillLog')
    .values({ billId: b.billId, schoolId: b.schoolId, action, fromState: from, toState: to, amount, logBy: by, remark })
    .execute();
}

/** SchoolJoinBill/Log: the bill's trail, oldest first; a bill outside the session's scope is not found. */
export const billLog: Handler<typeof api.schoolJoinBillLog> = async ({ db, session, input }) => {
  const bill = await db
    .selectFrom('schoolJoinBill')
    .select('billId')
    .where('billId', '=', input.BillId)
    .where(schoolScopeSql('school_join_bill.school_id', session))
    .executeTakeFirst();
  if (!bill) throw notFound('resource.recordNotFound', { entity: entityName('SchoolJoinBill') });
  const rows = await db
    .selectFrom('schoolJoinBillLog as l')
    .leftJoin('sysUser as u', 'u.sysUserId', 'l.logBy')
    .select(['l.logId', 'l.action', 'l.fromState', 'l.toState', 'l.amount', 'u.fullName', 'l.logTime', 'l.remark'])
    .where('l.billId', '=', bill.billId)
    .orderBy('l.logId')
    .execute();
  return {
    Entries: rows.map((r) => ({
      LogId: r.logId,
      Action: r.action as BillLogAction,
      FromState: r.fromState,
      ToState: r.toState,
      Amount: r.amount,
      ByName: r.fullName,
      Time: r.logTime.toISOString(),
      Remark: r.remark,
    })),
  };
};

/** SchoolJoinBill/Confirm: the school confirms a generated bill. */
export const confirmBill: Handler<typeof api.schoolJoinBillConfirm> = async ({ db, session, input }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const b = await lockBill(trx, session, input.BillId);
    if (b.state !== BILL_STATE.Generated) throw conflict('billing.onlyGeneratedConfirmed', { state: billStateName(b.state) }, 'State');
    await trx
      .updateTable('schoolJoinBill')
      .set({ state: BILL_STATE.Confirmed, confirmBy: session.sysUserId, confirmTime: sql`now()`, updateBy: session.sysUserId })
      .where('billId', '=', b.billId)
      .where('state', '=', BILL_STATE.Generated)
      .execute();
    await logBill(trx, b, 'confirm', b.state, BILL_STATE.Confirmed, b.amount, session.sysUserId);
    return { State: BILL_STATE.Confirmed };
  });
};

/**
 * For the wallet's debit (wired by the lead): in the caller's transaction, a confirmed or
 * overdue bill becomes paid with `amount` (its whole amount unless given); any other state is
 * refused (a bill is never paid twice). The bill is locked first, so the state the trail
 * records as the payment's "from" is the one the update changed. Answers what was paid.
 */
export async function markBillPaid(
  trx: Tx,
  billId: number,
  opts: { by: number | null; amount?: number; remark?: string } = { by: null },
): Promise<{ billId: number; schoolId: number; amount: number }> {
  const b = await trx.selectFrom('schoolJoinBill').select('state').where('billId', '=', billId).forUpdate().executeTakeFirst();
  if (!b) throw notFound('resource.recordNotFound', { entity: entityName('SchoolJoinBill') });
  if (b.state !== BILL_STATE.Confirmed && b.state !== BILL_STATE.Overdue) {
    throw conflict('billing.notPayable', { state: billStateName(b.state) }, 'State');
  }
  const paid = await trx
    .updateTable('schoolJoinBill')
    .set({
      state: BILL_STATE.Paid,
      paidAmount: opts.amount ?? sql<number>`amount`,
      paidTime: sql`now()`,
      paidBy: opts.by,
      updateBy: opts.by,
      updateTime: sql`now()`,
    })
    .where('billId', '=', billId)
    .returning(['billId', 'schoolId', 'paidAmount'])
    .executeTakeFirstOrThrow();
  await logBill(trx, paid, 'pay', b.state, BILL_STATE.Paid, paid.paidAmount, opts.by, opts.remark ?? '');
  return { billId: paid.billId, schoolId: paid.schoolId, amount: paid.paidAmount };
}

/**
 * Bills past their due date (the school's local date) and not paid become overdue: a job, so the
 * state is stored (filtered and counted by the lists and the to-do through an index, and the
 * trail says when), rather than computed on every read. Generation marks a bill overdue at once
 * when its due date has already passed.
 */
export async function markOverdueBills(db: Db): Promise<number> {
  const r = await sql<{ n: number }>`
    WITH due AS (
      SELECT b.bill_id, b.state FROM school_join_bill b JOIN school s ON s.school_id = b.school_id
      WHERE b.state IN (${BILL_STATE.Generated}, ${BILL_STATE.Confirmed}) AND b.due_date < (now() AT TIME ZONE s.time_zone)::date
      FOR UPDATE OF b
    ),
    moved AS (
      UPDATE school_join_bill b SET state = ${BILL_STATE.Overdue}, update_time = now()
      FROM due WHERE b.bill_id = due.bill_id AND b.state = due.state
      RETURNING b.bill_id, b.school_id, b.amount, due.state AS from_state
    ),
    trail AS (
      INSERT INTO school_join_bill_log (bill_id, school_id, action, from_state, to_state, amount)
      SELECT bill_id, school_id, 'overdue', from_state, ${BILL_STATE.Overdue}::smallint, amount FROM moved
    )
    SELECT count(*)::int AS n FROM moved`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/** The months whose billing day some school has today (its local date): the month before. */
async function monthsBilledToday(db: Db): Promise<string[]> {
  const r = await sql<{ month: string }>`
    SELECT DISTINCT to_char((now() AT TIME ZONE time_zone)::date - interval '1 month', 'YYYY-MM') AS month FROM school`.execute(db);
  return r.rows.map((x) => x.month);
}

/**
 * The daily billing job: contracts past their end expire; on a school's billing day the bill of
 * the month before is made (one statement per month, missing bills only: a bill made on demand
 * is kept); unpaid bills past their due date become overdue.
 */
export async function runBilling(db: Db): Promise<{ expired: number; generated: number; overdue: number }> {
  const expired = await expireJoinContracts(db);
  let generated = 0;
  for (const month of await monthsBilledToday(db)) {
    const done = await db.transaction().execute((trx) => generateBills(trx, { month, replace: false, onBillingDay: true, by: null }));
    generated += done.billIds.length;
  }
  const overdue = await markOverdueBills(db);
  return { expired, generated, overdue };
}

export const billingJob: Job = {
  name: 'school-billing',
  cron: '30 0 * * *',
  run: async ({ db }) => runBilling(db),
};

/**
 * SchoolJoinBill/Pay: the school pays a confirmed or overdue bill from its wallet, in one
 * transaction: the bill locked, paid (conditionally), the wallet debited with one ledger entry
 * (refused, and nothing written, when the balance is short). The bill's id is the debit's
 * idempotency key, so the wallet can never be debited twice for one bill.
 */
export const payBill: Handler<typeof api.schoolJoinBillPay> = async ({ db, session, input }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const b = await lockBill(trx, session, input.BillId);
    const paid = await markBillPaid(trx, b.billId, { by: session.sysUserId, remark: 'wallet' });
    if (paid.amount === 0) {
      const wallet = await trx.selectFrom('schoolWallet').select('balance').where('schoolId', '=', paid.schoolId).executeTakeFirst();
      return { State: BILL_STATE.Paid, Balance: wallet?.balance ?? 0 };
    }
    const balance = await changeBalance(trx, {
      schoolId: paid.schoolId,
      amount: -paid.amount,
      kind: WALLET_ENTRY_KIND.BillPayment,
      refType: 'SchoolJoinBill',
      refId: paid.billId,
      operatorId: session.sysUserId,
      idempotencyKey: `bill:${paid.billId}`,
    });
    return { State: BILL_STATE.Paid, Balance: balance };
  });
};
