import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type api,
  Code,
  formatCents,
  lowerLabel,
  RECHARGE_STATE,
  RECHARGE_STATE_OPTIONS,
  type RechargeNotification,
  rechargeNotifyText,
  textsOf,
  WALLET_ENTRY_KIND,
} from '@kc/contract';
import { sql } from 'kysely';
import { type Config, DEV_PAY_NOTIFY_KEY } from '../../config.ts';
import type { Handler } from '../../http/context.ts';
import { ApiError, conflict, invalid } from '../../lib/errors.ts';
import { notInScope, schoolScopeSql } from '../../lib/scope.ts';
import { auditMoney, balanceOf, schoolInScope } from './common.ts';
import { once } from './idempotency.ts';
import { changeBalance } from './ledger.ts';

const stateWord = (state: number) => {
  const label = RECHARGE_STATE_OPTIONS.find((o) => o.value === state)?.label;
  return label ? lowerLabel(label) : String(state);
};

/** The provider's signature of a notification: hex HMAC-SHA256 of its text (rechargeNotifyText) with the notify key. */
export const signNotification = (key: string, n: Omit<RechargeNotification, 'Sign'>): string =>
  createHmac('sha256', key).update(rechargeNotifyText(n)).digest('hex');

function signatureValid(config: Config, n: RechargeNotification): boolean {
  // In production a notification signed with the built-in development key is never taken.
  if (config.env === 'production' && config.payNotifyKey === DEV_PAY_NOTIFY_KEY) return false;
  const expected = Buffer.from(signNotification(config.payNotifyKey, n), 'hex');
  const given = Buffer.from(n.Sign, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A top-up's number: CZ, the UTC date and time to the second, six random digits. */
const rechargeNo = () =>
  `CZ${new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/** SchoolRecharge/Create: a pending top-up of a school in the caller's scope (once per idempotency key). */
export const createRecharge: Handler<typeof api.schoolRechargeCreate> = async ({ db, session, input, ip, serial }) =>
  once(db, session, input.IdempotencyKey, 'SchoolRecharge/Create', async (trx) => {
    await schoolInScope(trx, session, input.SchoolId);
    const no = rechargeNo();
    const row = await trx
      .insertInto('schoolRecharge')
      .values({
        schoolId: input.SchoolId,
        rechargeNo: no,
        amount: input.Amount,
        channel: input.Channel,
        remark: input.Remark ?? '',
        createBy: session.sysUserId,
        updateBy: session.sysUserId,
      })
      .returning('schoolRechargeId')
      .executeTakeFirstOrThrow();
    await auditMoney(trx, { session, ip, serial }, 'wallet.recharge.create', {
      SchoolRechargeId: row.schoolRechargeId,
      SchoolId: input.SchoolId,
      Amount: input.Amount,
    });
    return { SchoolRechargeId: row.schoolRechargeId, RechargeNo: no };
  });

/** SchoolRecharge/GetPayment: the payment page of a top-up in scope, with the simulated provider's signed notification while pending. */
export const rechargePayment: Handler<typeof api.schoolRechargePayment> = async ({ db, session, input, config }) => {
  const { rows } = await sql<{
    rechargeNo: string;
    schoolId: number;
    schoolName: string;
    amount: number;
    channel: number;
    state: number;
    paidTime: Date | null;
  }>`
    SELECT r.recharge_no, r.school_id, s.school_name, r.amount, r.channel, r.state, r.paid_time
    FROM school_recharge r JOIN school s ON s.school_id = r.school_id
    WHERE r.school_recharge_id = ${input.SchoolRechargeId} AND ${schoolScopeSql('r.school_id', session)}`.execute(db);
  const r = rows[0];
  if (!r) throw notInScope('SchoolRechargeId', 'SchoolRecharge', input.SchoolRechargeId);
  let notification: RechargeNotification | null = null;
  if (r.state === RECHARGE_STATE.Pending && config.paySimulator) {
    const n = {
      RechargeNo: r.rechargeNo,
      TradeNo: `SIM${Date.now()}${String(randomInt(0, 1000)).padStart(3, '0')}`,
      Amount: Number(r.amount),
      Status: 'SUCCESS' as const,
      NotifyTime: new Date().toISOString(),
    };
    notification = { ...n, Sign: signNotification(config.payNotifyKey, n) };
  }
  return {
    SchoolRechargeId: input.SchoolRechargeId,
    RechargeNo: r.rechargeNo,
    SchoolId: r.schoolId,
    SchoolName: r.schoolName,
    Amount: Number(r.amount),
    Channel: r.channel,
    State: r.state,
    PaidTime: r.paidTime ? new Date(r.paidTime).toISOString() : null,
    Balance: await balanceOf(db, r.schoolId),
    Notification: notification,
  };
};

/**
 * SchoolRecharge/Notify: the provider's notification, proved by its signature. In one transaction
 * with the top-up locked: SUCCESS of a pending top-up marks it paid and credits the wallet (one
 * ledger entry, keyed by the top-up, so even a second path could not credit it twice); the same
 * notification again finds it paid and changes nothing; FAIL marks a pending one failed.
 */
export const rechargeNotify: Handler<typeof api.schoolRechargeNotify> = async ({ db, input, config, ip, serial }) => {
  if (!signatureValid(config, input)) throw new ApiError(Code.BadSignature, 'wallet.notifySignature');
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ schoolRechargeId: number; schoolId: number; amount: number; state: number }>`
      SELECT school_recharge_id, school_id, amount, state FROM school_recharge WHERE recharge_no = ${input.RechargeNo} FOR UPDATE`.execute(
      trx,
    );
    const r = rows[0];
    if (!r) throw notInScope('RechargeNo', 'SchoolRecharge', input.RechargeNo);
    if (Number(r.amount) !== input.Amount) {
      throw invalid(
        'wallet.notifyAmount',
        { amount: formatCents(input.Amount), no: input.RechargeNo, expected: formatCents(Number(r.amount)) },
        'Amount',
      );
    }
    if (r.state !== RECHARGE_STATE.Pending) {
      // The same outcome told again: nothing to do. A payment of a closed or failed top-up is refused.
      const same = (input.Status === 'SUCCESS') === (r.state === RECHARGE_STATE.Paid);
      if (same || input.Status === 'FAIL') return { Result: 'SUCCESS' as const, Credited: false, State: r.state };
      throw conflict('wallet.rechargeState', { no: input.RechargeNo, state: stateWord(r.state), action: textsOf('wallet.actionPaid') });
    }
    const state = input.Status === 'SUCCESS' ? RECHARGE_STATE.Paid : RECHARGE_STATE.Failed;
    await trx
      .updateTable('schoolRecharge')
      .set({
        state,
        tradeNo: input.TradeNo,
        paidTime: state === RECHARGE_STATE.Paid ? new Date() : null,
        updateTime: new Date(),
      })
      .where('schoolRechargeId', '=', r.schoolRechargeId)
      .where('state', '=', RECHARGE_STATE.Pending)
      .execute();
    let balance: number | null = null;
    if (state === RECHARGE_STATE.Paid) {
      balance = await changeBalance(trx, {
        schoolId: r.schoolId,
        amount: Number(r.amount),
        kind: WALLET_ENTRY_KIND.Recharge,
        refType: 'SchoolRecharge',
        refId: r.schoolRechargeId,
        operatorId: null,
        idempotencyKey: `recharge:${r.schoolRechargeId}`,
        remark: input.TradeNo,
      });
    }
    await auditMoney(
      trx,
      { session: null, ip, serial },
      state === RECHARGE_STATE.Paid ? 'wallet.recharge.paid' : 'wallet.recharge.failed',
      {
        SchoolRechargeId: r.schoolRechargeId,
        SchoolId: r.schoolId,
        Amount: Number(r.amount),
        TradeNo: input.TradeNo,
        Balance: balance,
      },
    );
    return { Result: 'SUCCESS' as const, Credited: state === RECHARGE_STATE.Paid, State: state };
  });
};

/** SchoolRecharge/Close: a pending top-up of the caller's scope closed (never paid). */
export const closeRecharge: Handler<typeof api.schoolRechargeClose> = async ({ db, session, input, ip, serial }) =>
  db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ rechargeNo: string; state: number; schoolId: number }>`
      SELECT recharge_no, state, school_id FROM school_recharge r
      WHERE r.school_recharge_id = ${input.SchoolRechargeId} AND ${schoolScopeSql('r.school_id', session)} FOR UPDATE`.execute(trx);
    const r = rows[0];
    if (!r) throw notInScope('SchoolRechargeId', 'SchoolRecharge', input.SchoolRechargeId);
    if (r.state !== RECHARGE_STATE.Pending) {
      throw conflict('wallet.rechargeState', { no: r.rechargeNo, state: stateWord(r.state), action: textsOf('wallet.actionClosed') });
    }
    await trx
      .updateTable('schoolRecharge')
      .set({ state: RECHARGE_STATE.Closed, updateTime: new Date(), updateBy: session.sysUserId })
      .where('schoolRechargeId', '=', input.SchoolRechargeId)
      .where('state', '=', RECHARGE_STATE.Pending)
      .execute();
    await auditMoney(trx, { session, ip, serial }, 'wallet.recharge.close', {
      SchoolRechargeId: input.SchoolRechargeId,
      SchoolId: r.schoolId,
    });
    return { SchoolRechargeId: input.SchoolRechargeId, State: RECHARGE_STATE.Closed };
  });
