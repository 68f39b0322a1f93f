import {
  type api,
  lowerLabel,
  type MessageKey,
  textsOf,
  WALLET_ENTRY_KIND,
  WITHDRAWAL_STATE,
  WITHDRAWAL_STATE_OPTIONS,
} from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Handler, Session } from '../../http/context.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import { isPlatform, notInScope, schoolScopeSql } from '../../lib/scope.ts';
import { auditMoney, balanceOf, schoolInScope } from './common.ts';
import { once } from './idempotency.ts';
import { changeBalance } from './ledger.ts';

type Tx = Kysely<Database>;
type Answer = { WithdrawalApplyId: number; State: number; Balance: number };

const stateWord = (state: number) => {
  const label = WITHDRAWAL_STATE_OPTIONS.find((o) => o.value === state)?.label;
  return label ? lowerLabel(label) : String(state);
};

/** Approving, rejecting and paying withdrawals (and adjusting balances) are the platform's, whatever the grant. */
export function platformOnly(session: Session): void {
  if (!isPlatform(session)) throw forbidden('wallet.platformOnly');
}

/** WithdrawalApply/Apply: debits the school's wallet at once (refused beyond the balance) and records the pending application. */
export const applyWithdrawal: Handler<typeof api.withdrawalApplyApply> = async ({ db, session, input, ip, serial }) =>
  once(db, session, input.IdempotencyKey, 'WithdrawalApply/Apply', async (trx) => {
    await schoolInScope(trx, session, input.SchoolId);
    const row = await trx
      .insertInto('withdrawalApply')
      .values({
        schoolId: input.SchoolId,
        amount: input.Amount,
        bankName: input.BankName,
        accountName: input.AccountName,
        accountNo: input.AccountNo.replace(/\s+/g, ''),
        remark: input.Remark ?? '',
        createBy: session.sysUserId,
        updateBy: session.sysUserId,
      })
      .returning('withdrawalApplyId')
      .executeTakeFirstOrThrow();
    const id = row.withdrawalApplyId;
    const balance = await changeBalance(trx, {
      schoolId: input.SchoolId,
      amount: -input.Amount,
      kind: WALLET_ENTRY_KIND.Withdrawal,
      refType: 'WithdrawalApply',
      refId: id,
      operatorId: session.sysUserId,
      idempotencyKey: `withdrawal:${id}`,
    });
    await auditMoney(trx, { session, ip, serial }, 'wallet.withdrawal.apply', {
      WithdrawalApplyId: id,
      SchoolId: input.SchoolId,
      Amount: input.Amount,
    });
    return { WithdrawalApplyId: id, State: WITHDRAWAL_STATE.Pending, Balance: balance };
  });

/**
 * Moves a withdrawal of the caller's scope from `from` to `to` by one conditional update (locking
 * it); a missing one or one outside the scope is refused as missing, one in another state says its state.
 */
async function move(
  trx: Tx,
  session: Session,
  id: number,
  from: number,
  to: number,
  set: Record<string, unknown>,
  action: MessageKey,
): Promise<{ schoolId: number; amount: number }> {
  const { rows } = await sql<{ schoolId: number; amount: number }>`
    UPDATE withdrawal_apply w SET state = ${to}, update_time = now(), update_by = ${session.sysUserId}
      ${set.auditRemark !== undefined ? sql`, audit_remark = ${set.auditRemark}, audit_by = ${session.sysUserId}, audit_time = now()` : sql``}
      ${set.payReference !== undefined ? sql`, pay_reference = ${set.payReference}, paid_by = ${session.sysUserId}, paid_time = now()` : sql``}
      ${set.cancel ? sql`, cancel_time = now()` : sql``}
    WHERE w.withdrawal_apply_id = ${id} AND w.state = ${from} AND ${schoolScopeSql('w.school_id', session)}
    RETURNING w.school_id, w.amount`.execute(trx);
  const r = rows[0];
  if (r) return { schoolId: r.schoolId, amount: Number(r.amount) };
  const now = await sql<{ state: number }>`
    SELECT state FROM withdrawal_apply w WHERE w.withdrawal_apply_id = ${id} AND ${schoolScopeSql('w.school_id', session)}`.execute(trx);
  const current = now.rows[0];
  if (!current) throw notInScope('WithdrawalApplyId', 'WithdrawalApply', id);
  throw conflict('wallet.withdrawalState', { id, state: stateWord(current.state), expected: stateWord(from), action: textsOf(action) });
}

/** The amount of a rejected or cancelled withdrawal back in the wallet: one reversal entry, once. */
const giveBack = (trx: Tx, session: Session, id: number, w: { schoolId: number; amount: number }) =>
  changeBalance(trx, {
    schoolId: w.schoolId,
    amount: w.amount,
    kind: WALLET_ENTRY_KIND.WithdrawalReversal,
    refType: 'WithdrawalApply',
    refId: id,
    operatorId: session.sysUserId,
    idempotencyKey: `withdrawal:${id}:return`,
  });

/** WithdrawalApply/Audit: the platform approves a pending withdrawal, or rejects it (the amount returns). */
export const auditWithdrawal: Handler<typeof api.withdrawalApplyAudit> = async ({ db, session, input, ip, serial }) => {
  platformOnly(session);
  return once(db, session, input.IdempotencyKey, 'WithdrawalApply/Audit', async (trx) => {
    const id = input.WithdrawalApplyId;
    const to = input.Approve ? WITHDRAWAL_STATE.Approved : WITHDRAWAL_STATE.Rejected;
    const w = await move(trx, session, id, WITHDRAWAL_STATE.Pending, to, { auditRemark: input.Remark ?? '' }, 'wallet.actionAudited');
    const balance = input.Approve ? await balanceOf(trx, w.schoolId) : await giveBack(trx, session, id, w);
    await auditMoney(trx, { session, ip, serial }, input.Approve ? 'wallet.withdrawal.approve' : 'wallet.withdrawal.reject', {
      WithdrawalApplyId: id,
      SchoolId: w.schoolId,
      Amount: w.amount,
    });
    return { WithdrawalApplyId: id, State: to, Balance: balance } satisfies Answer;
  });
};

/** WithdrawalApply/ConfirmPaid: the platform paid an approved withdrawal to the school's account. */
export const confirmWithdrawalPaid: Handler<typeof api.withdrawalApplyConfirmPaid> = async ({ db, session, input, ip, serial }) => {
  platformOnly(session);
  return once(db, session, input.IdempotencyKey, 'WithdrawalApply/ConfirmPaid', async (trx) => {
    const id = input.WithdrawalApplyId;
    const w = await move(
      trx,
      session,
      id,
      WITHDRAWAL_STATE.Approved,
      WITHDRAWAL_STATE.Paid,
      { payReference: input.PayReference ?? '' },
      'wallet.actionPaid',
    );
    await auditMoney(trx, { session, ip, serial }, 'wallet.withdrawal.paid', {
      WithdrawalApplyId: id,
      SchoolId: w.schoolId,
      Amount: w.amount,
    });
    return { WithdrawalApplyId: id, State: WITHDRAWAL_STATE.Paid, Balance: await balanceOf(trx, w.schoolId) } satisfies Answer;
  });
};

/** WithdrawalApply/Cancel: the school withdraws its pending application; the amount returns to the wallet. */
export const cancelWithdrawal: Handler<typeof api.withdrawalApplyCancel> = async ({ db, session, input, ip, serial }) =>
  once(db, session, input.IdempotencyKey, 'WithdrawalApply/Cancel', async (trx) => {
    const id = input.WithdrawalApplyId;
    const w = await move(
      trx,
      session,
      id,
      WITHDRAWAL_STATE.Pending,
      WITHDRAWAL_STATE.Cancelled,
      { cancel: true },
      'wallet.actionCancelled',
    );
    const balance = await giveBack(trx, session, id, w);
    await auditMoney(trx, { session, ip, serial }, 'wallet.withdrawal.cancel', {
      WithdrawalApplyId: id,
      SchoolId: w.schoolId,
      Amount: w.amount,
    });
    return { WithdrawalApplyId: id, State: WITHDRAWAL_STATE.Cancelled, Balance: balance } satisfies Answer;
  });

/** SchoolWallet/Adjust: the platform's signed adjustment of a school's balance, with its reason. */
export const adjustWallet: Handler<typeof api.schoolWalletAdjust> = async ({ db, session, input, ip, serial }) => {
  platformOnly(session);
  return once(db, session, input.IdempotencyKey, 'SchoolWallet/Adjust', async (trx) => {
    await schoolInScope(trx, session, input.SchoolId);
    await sql`INSERT INTO school_wallet (school_id) VALUES (${input.SchoolId}) ON CONFLICT (school_id) DO NOTHING`.execute(trx);
    const wallet = await sql<{ schoolWalletId: number }>`
      SELECT school_wallet_id FROM school_wallet WHERE school_id = ${input.SchoolId}`.execute(trx);
    const balance = await changeBalance(trx, {
      schoolId: input.SchoolId,
      amount: input.Amount,
      kind: WALLET_ENTRY_KIND.Adjustment,
      refType: 'SchoolWallet',
      refId: wallet.rows[0]?.schoolWalletId ?? null,
      operatorId: session.sysUserId,
      remark: input.Remark,
    });
    await auditMoney(trx, { session, ip, serial }, 'wallet.adjust', {
      SchoolId: input.SchoolId,
      Amount: input.Amount,
      Remark: input.Remark,
    });
    return { SchoolId: input.SchoolId, Balance: balance };
  });
};
