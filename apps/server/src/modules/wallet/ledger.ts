import {
  formatCents,
  lowerLabel,
  WALLET_ENTRY_KIND_OPTIONS,
  WALLET_ENTRY_SIGN,
  type WalletEntryKind,
  type WalletRefType,
} from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../../lib/errors.ts';

/** A change of one school's wallet balance (see changeBalance). */
export interface BalanceChange {
  schoolId: number;
  /** Signed cents: positive credits, negative debits; never 0. Its sign must fit `kind`. */
  amount: number;
  /** WALLET_ENTRY_KIND: Recharge (+), BillPayment (−), Withdrawal (−), WithdrawalReversal (+), Adjustment (±). */
  kind: WalletEntryKind;
  /** What moved the balance: 'SchoolRecharge', 'WithdrawalApply', 'SchoolJoinBill' or 'SchoolWallet' (an adjustment). */
  refType: WalletRefType;
  refId: number | null;
  /** The account that made the change (null: the system, e.g. the provider's notification or a job). */
  operatorId: number | null;
  /**
   * Makes the change at most once per school: when an entry with this key exists, nothing changes
   * and the balance after that entry is answered (e.g. `bill:42:pay`, `recharge:17`).
   */
  idempotencyKey?: string | null;
  remark?: string;
}

const kindWord = (kind: number) => {
  const label = WALLET_ENTRY_KIND_OPTIONS.find((o) => o.value === kind)?.label;
  return label ? lowerLabel(label) : String(kind);
};

/**
 * THE one way a wallet balance changes: in the caller's transaction, the school's wallet row is
 * changed by one conditional update (`balance + amount >= 0`, which takes the row's lock until the
 * transaction ends, so concurrent changes of one wallet queue up and each sees the last one's
 * balance) and the ledger entry with the balance after it is written. Answers the new balance.
 *
 * - A debit beyond the balance is refused (100001 `wallet.insufficient` on `Amount`): nothing changes.
 * - A wallet is made for a school that has none (a school made before the wallet existed).
 * - With `idempotencyKey`, the wallet row is locked first and an entry of that key answers its
 *   balance after, unchanged (the same change twice is one entry).
 * - An amount of 0, not an integer, or of the wrong sign for its kind is refused (100001).
 *
 * Example (the lead's "pay a bill from the wallet", in the bill's transaction):
 * `await changeBalance(trx, { schoolId, amount: -bill.amount, kind: WALLET_ENTRY_KIND.BillPayment,
 *   refType: 'SchoolJoinBill', refId: bill.id, operatorId: session.sysUserId, idempotencyKey: `bill:${bill.id}` })`
 */
export async function changeBalance(trx: Kysely<Database>, change: BalanceChange): Promise<number> {
  const { schoolId, amount, kind } = change;
  const sign = WALLET_ENTRY_SIGN[kind];
  if (!Number.isSafeInteger(amount) || amount === 0 || (sign !== 0 && Math.sign(amount) !== sign)) {
    throw invalid('wallet.wrongSign', { kind: kindWord(kind), amount: formatCents(amount) }, 'Amount');
  }
  const key = change.idempotencyKey ?? null;
  if (key != null) {
    await ensureWallet(trx, schoolId);
    await sql`SELECT 1 FROM school_wallet WHERE school_id = ${schoolId} FOR UPDATE`.execute(trx);
    const done = await sql<{ balanceAfter: number }>`
      SELECT balance_after FROM school_wallet_detail WHERE school_id = ${schoolId} AND idempotency_key = ${key}`.execute(trx);
    if (done.rows[0]) return Number(done.rows[0].balanceAfter);
  }
  let balance = await applyChange(trx, schoolId, amount);
  if (balance == null) {
    const current = await sql<{ balance: number }>`SELECT balance FROM school_wallet WHERE school_id = ${schoolId}`.execute(trx);
    const have = current.rows[0];
    if (have) throw invalid('wallet.insufficient', { balance: formatCents(Number(have.balance)), amount: formatCents(-amount) }, 'Amount');
    await ensureWallet(trx, schoolId);
    balance = await applyChange(trx, schoolId, amount);
    if (balance == null) throw invalid('wallet.insufficient', { balance: formatCents(0), amount: formatCents(-amount) }, 'Amount');
  }
  await sql`
    INSERT INTO school_wallet_detail (school_id, kind, amount, balance_after, ref_type, ref_id, operator_id, idempotency_key, remark)
    VALUES (${schoolId}, ${kind}, ${amount}, ${balance}, ${change.refType}, ${change.refId}, ${change.operatorId}, ${key},
      ${change.remark ?? ''})`.execute(trx);
  return balance;
}

/** The conditional update: the new balance, or null when the wallet is missing or would go negative. */
async function applyChange(trx: Kysely<Database>, schoolId: number, amount: number): Promise<number | null> {
  const { rows } = await sql<{ balance: number }>`
    UPDATE school_wallet SET balance = balance + ${amount}, update_time = now()
    WHERE school_id = ${schoolId} AND balance + ${amount} >= 0 RETURNING balance`.execute(trx);
  return rows[0] ? Number(rows[0].balance) : null;
}

const ensureWallet = (trx: Kysely<Database>, schoolId: number) =>
  sql`INSERT INTO school_wallet (school_id) VALUES (${schoolId}) ON CONFLICT (school_id) DO NOTHING`.execute(trx);
