import { createHmac, randomUUID } from 'node:crypto';
import {
  type ApiClient,
  api,
  Code,
  RECHARGE_STATE,
  type RechargeNotification,
  rechargeNotifyText,
  schoolRecharge,
  schoolWallet,
  schoolWalletDetail,
  WALLET_ENTRY_KIND,
  WITHDRAWAL_STATE,
  withdrawalApply,
} from '@kc/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB } from '../../src/jobs/index.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { call, demoSchoolIds, ok } from './attendance-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * The school's wallet through the real server: top-ups paid by the provider's signed notification
 * (the same one twice credits once, a bad signature or amount refused), withdrawals (debited when
 * applied, returned when rejected or cancelled, audited and paid by the platform), the platform's
 * adjustment, idempotency keys, the scopes, the daily ledger check, the to-do count, and 150
 * concurrent writes on one wallet after which its balance is its ledger's sum.
 */
let server: TestServer;
let park: ApiClient;
let park2: ApiClient;
let admin: ApiClient;
let operator: ApiClient;
let agent: ApiClient;
let provider: ApiClient;
let school1: number;
let school2: number;
let school3: number;
let parkToken: string;

const sign = (n: Omit<RechargeNotification, 'Sign'>, key = server.config.payNotifyKey) =>
  ({ ...n, Sign: createHmac('sha256', key).update(rechargeNotifyText(n)).digest('hex') }) as RechargeNotification;

const balanceOf = async (schoolId: number) => {
  const r = await sql<{ balance: number; sum: number; entries: number; last: number | null }>`
    SELECT w.balance, (SELECT coalesce(sum(amount), 0) FROM school_wallet_detail d WHERE d.school_id = w.school_id) AS sum,
      (SELECT count(*) FROM school_wallet_detail d WHERE d.school_id = w.school_id)::int AS entries,
      (SELECT balance_after FROM school_wallet_detail d WHERE d.school_id = w.school_id ORDER BY school_wallet_detail_id DESC LIMIT 1) AS last
    FROM school_wallet w WHERE w.school_id = ${schoolId}`.execute(server.db);
  const row = r.rows[0];
  return {
    balance: Number(row?.balance),
    sum: Number(row?.sum),
    entries: Number(row?.entries),
    last: row?.last == null ? null : Number(row.last),
  };
};

/** A top-up of `amount` by park01 paid through the provider's notification (as the payment page posts it). */
async function topUp(client: ApiClient, schoolId: number, amount: number) {
  const r = await ok(client, api.schoolRechargeCreate, { SchoolId: schoolId, Amount: amount, Channel: 1 });
  const page = await ok(client, api.schoolRechargePayment, { SchoolRechargeId: r.SchoolRechargeId });
  expect(page.Notification).not.toBeNull();
  const paid = await ok(provider, api.schoolRechargeNotify, page.Notification as RechargeNotification);
  expect(paid).toEqual({ Result: 'SUCCESS', Credited: true, State: RECHARGE_STATE.Paid });
  return r;
}

const apply = (client: ApiClient, schoolId: number, amount: number, key?: string) =>
  call(client, api.withdrawalApplyApply, {
    SchoolId: schoolId,
    Amount: amount,
    BankName: '招商银行',
    AccountName: '阳光幼儿园',
    AccountNo: '6225 8801 2345 6789',
    ...(key ? { IdempotencyKey: key } : {}),
  });

beforeAll(async () => {
  server = await startTestServer();
  parkToken = await server.login('park01');
  park = server.client(parkToken);
  park2 = await server.as('park02');
  admin = await server.as('admin');
  operator = await server.as('operator');
  agent = await server.as('agent01');
  provider = server.client();
  [school1, school2, school3] = (await demoSchoolIds(server)) as [number, number, number];
});
afterAll(() => server?.close());

describe('top-ups and the provider notification', () => {
  it('credits a paid top-up once, refuses a bad signature, a wrong amount, and a closed top-up; keeps every step in the ledger', async () => {
    const before = await balanceOf(school1);
    const r = await ok(park, api.schoolRechargeCreate, { SchoolId: school1, Amount: 12_345, Channel: 2, Remark: '测试充值' });
    expect(r.RechargeNo).toMatch(/^CZ\d{20}$/);
    const page = await ok(park, api.schoolRechargePayment, { SchoolRechargeId: r.SchoolRechargeId });
    expect(page).toMatchObject({ Amount: 12_345, State: RECHARGE_STATE.Pending, SchoolId: school1, Balance: before.balance });
    const n = page.Notification as RechargeNotification;

    // A bad signature, a notification signed with another key, and a changed amount: refused, nothing changes.
    expect((await call(provider, api.schoolRechargeNotify, { ...n, Sign: 'a'.repeat(64) })).code).toBe(Code.BadSignature);
    const forged = sign({ ...n, Amount: 1 }, 'not-the-key');
    expect((await call(provider, api.schoolRechargeNotify, forged)).code).toBe(Code.BadSignature);
    const tampered = await call(provider, api.schoolRechargeNotify, { ...n, Amount: 99_999 });
    expect(tampered.code).toBe(Code.BadSignature);
    const wrongAmount = await call(provider, api.schoolRechargeNotify, sign({ ...n, Amount: 99_999 }));
    expect(wrongAmount.code).toBe(Code.InvalidInput);
    expect(wrongAmount.msg).toContain('123.45');
    const unknown = await call(provider, api.schoolRechargeNotify, sign({ ...n, RechargeNo: 'CZ00000000000000000000' }));
    expect(unknown.code).toBe(Code.NotFound);
    expect(await balanceOf(school1)).toEqual(before);

    // The notification, twice (and a third time at once with a second one): one credit, one entry.
    const first = await ok(provider, api.schoolRechargeNotify, n);
    expect(first).toEqual({ Result: 'SUCCESS', Credited: true, State: RECHARGE_STATE.Paid });
    const again = await Promise.all([1, 2, 3].map(() => ok(provider, api.schoolRechargeNotify, n)));
    expect(again.every((a) => a.Credited === false && a.State === RECHARGE_STATE.Paid)).toBe(true);
    const after = await balanceOf(school1);
    expect(after.balance).toBe(before.balance + 12_345);
    expect(after.entries).toBe(before.entries + 1);
    expect(after.sum).toBe(after.balance);

    // The ledger entry: kind, amount, balance after, reference; the top-up is paid with the provider's reference.
    const details = resourceApi(server, schoolWalletDetail).as(parkToken);
    const entry = (await details.page({ RefType: 'SchoolRecharge', RefId: r.SchoolRechargeId })).data.list;
    expect(entry).toEqual([
      expect.objectContaining({
        SchoolId: school1,
        Kind: WALLET_ENTRY_KIND.Recharge,
        Amount: 12_345,
        BalanceAfter: after.balance,
        RefType: 'SchoolRecharge',
        RefId: r.SchoolRechargeId,
      }),
    ]);
    const rec = await resourceApi(server, schoolRecharge).as(parkToken).detail(r.SchoolRechargeId);
    expect(rec.data).toMatchObject({ State: RECHARGE_STATE.Paid, TradeNo: n.TradeNo, Amount: 12_345 });
    expect(rec.data.PaidTime).toBeTruthy();
    // A paid top-up shows no notification to post any more, and cannot be closed.
    expect((await ok(park, api.schoolRechargePayment, { SchoolRechargeId: r.SchoolRechargeId })).Notification).toBeNull();
    const closePaid = await call(park, api.schoolRechargeClose, { SchoolRechargeId: r.SchoolRechargeId });
    expect(closePaid.code).toBe(Code.Conflict);
    expect(closePaid.msg).toMatch(/paid/);

    // A closed top-up: its late success notification is refused, nothing credited; a failure is recorded as failed.
    const c = await ok(park, api.schoolRechargeCreate, { SchoolId: school1, Amount: 500, Channel: 1 });
    const cn = (await ok(park, api.schoolRechargePayment, { SchoolRechargeId: c.SchoolRechargeId })).Notification as RechargeNotification;
    expect(await ok(park, api.schoolRechargeClose, { SchoolRechargeId: c.SchoolRechargeId })).toEqual({
      SchoolRechargeId: c.SchoolRechargeId,
      State: RECHARGE_STATE.Closed,
    });
    expect((await call(provider, api.schoolRechargeNotify, cn)).code).toBe(Code.Conflict);
    const f = await ok(park, api.schoolRechargeCreate, { SchoolId: school1, Amount: 700, Channel: 3 });
    const fn = (await ok(park, api.schoolRechargePayment, { SchoolRechargeId: f.SchoolRechargeId })).Notification as RechargeNotification;
    const failed = await ok(provider, api.schoolRechargeNotify, sign({ ...fn, Status: 'FAIL' }));
    expect(failed).toEqual({ Result: 'SUCCESS', Credited: false, State: RECHARGE_STATE.Failed });
    expect((await call(provider, api.schoolRechargeNotify, fn)).code).toBe(Code.Conflict);
    expect((await balanceOf(school1)).balance).toBe(after.balance);

    // Bad input: no amount, a float, 0, a string; nothing written.
    const count = async () =>
      Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM school_recharge`.execute(server.db)).rows[0]?.n);
    const n0 = await count();
    for (const bad of [{ Amount: 0 }, { Amount: 1.5 }, { Amount: '100' }, { Channel: 9 }, { Amount: 100_000_001 }]) {
      const res = await call(park, api.schoolRechargeCreate, { SchoolId: school1, Amount: 100, Channel: 1, ...bad } as never);
      expect(res.code).toBe(Code.InvalidInput);
      expect(res.msg).toMatch(/Amount|Channel/);
    }
    expect(await count()).toBe(n0);
  });

  it('a top-up retried with the same idempotency key is made once; the same key for another call is refused', async () => {
    const key = randomUUID();
    const [a, b] = await Promise.all([
      ok(park, api.schoolRechargeCreate, { SchoolId: school1, Amount: 1_000, Channel: 1, IdempotencyKey: key }),
      ok(park, api.schoolRechargeCreate, { SchoolId: school1, Amount: 1_000, Channel: 1, IdempotencyKey: key }),
    ]);
    expect(b).toEqual(a);
    const c = await ok(park, api.schoolRechargeCreate, { SchoolId: school1, Amount: 1_000, Channel: 1, IdempotencyKey: key });
    expect(c).toEqual(a);
    const rows = await server.db.selectFrom('schoolRecharge').select('schoolRechargeId').where('rechargeNo', '=', a.RechargeNo).execute();
    expect(rows).toHaveLength(1);
    const reused = await apply(park, school1, 100, key);
    expect(reused.code).toBe(Code.Conflict);
    expect(reused.msg).toContain('idempotency');
    // Another account's same key is its own.
    await topUp(park2, school2, 2_000);
    const other = await ok(park2, api.schoolRechargeCreate, { SchoolId: school2, Amount: 1_000, Channel: 1, IdempotencyKey: key });
    expect(other.SchoolRechargeId).not.toBe(a.SchoolRechargeId);
  });
});

describe('withdrawals', () => {
  it('debits when applied, returns on reject and cancel, is approved and paid by the platform; every step one ledger entry', async () => {
    await topUp(park, school1, 100_000);
    const start = await balanceOf(school1);

    // Beyond the available balance: refused with the balance, nothing written.
    const tooMuch = await apply(park, school1, start.balance + 1);
    expect(tooMuch.code).toBe(Code.InvalidInput);
    expect(tooMuch.msg).toMatch(/^Amount: the wallet holds/);
    expect(await balanceOf(school1)).toEqual(start);

    // Applied (once, with a retried key): debited at once.
    const key = randomUUID();
    const a = await apply(park, school1, 30_000, key);
    expect(a.code).toBe(Code.Success);
    expect(a.data).toEqual({ WithdrawalApplyId: expect.any(Number), State: WITHDRAWAL_STATE.Pending, Balance: start.balance - 30_000 });
    expect((await apply(park, school1, 30_000, key)).data).toEqual(a.data);
    const id = a.data.WithdrawalApplyId;
    expect((await balanceOf(school1)).balance).toBe(start.balance - 30_000);

    // The school cannot audit or pay, nor adjust; the wallet shows the withdrawal in progress.
    expect((await call(park, api.withdrawalApplyAudit, { WithdrawalApplyId: id, Approve: true })).code).toBe(Code.NoPermission);
    expect((await call(park, api.withdrawalApplyConfirmPaid, { WithdrawalApplyId: id })).code).toBe(Code.NoPermission);
    expect((await call(park, api.schoolWalletAdjust, { SchoolId: school1, Amount: 100, Remark: 'x' })).code).toBe(Code.NoPermission);
    const wallet = (await resourceApi(server, schoolWallet).as(parkToken).page()).data.list;
    expect(wallet).toEqual([expect.objectContaining({ SchoolId: school1, Balance: start.balance - 30_000 })]);
    expect(Number(wallet[0]?.PendingWithdrawal)).toBeGreaterThanOrEqual(30_000);

    // The to-do of the platform counts it; paying before approval is refused with the state.
    const todo = await ok(operator, api.homeTodolist, {});
    expect(todo.Items.find((i) => i.Key === 'withdrawalPending')?.Count).toBeGreaterThanOrEqual(1);
    const early = await call(operator, api.withdrawalApplyConfirmPaid, { WithdrawalApplyId: id });
    expect(early.code).toBe(Code.Conflict);
    expect(early.msg).toMatch(/pending audit.*approved/);

    // Approved (no balance change), then paid; a second approval or a cancel is refused.
    const approved = await ok(operator, api.withdrawalApplyAudit, { WithdrawalApplyId: id, Approve: true, Remark: '同意' });
    expect(approved).toEqual({ WithdrawalApplyId: id, State: WITHDRAWAL_STATE.Approved, Balance: start.balance - 30_000 });
    expect((await call(operator, api.withdrawalApplyAudit, { WithdrawalApplyId: id, Approve: false })).code).toBe(Code.Conflict);
    expect((await call(park, api.withdrawalApplyCancel, { WithdrawalApplyId: id })).code).toBe(Code.Conflict);
    const paid = await ok(operator, api.withdrawalApplyConfirmPaid, { WithdrawalApplyId: id, PayReference: 'BANK-001' });
    expect(paid.State).toBe(WITHDRAWAL_STATE.Paid);
    const detail = await resourceApi(server, withdrawalApply).as(parkToken).detail(id);
    expect(detail.data).toMatchObject({
      State: WITHDRAWAL_STATE.Paid,
      PayReference: 'BANK-001',
      AuditRemark: '同意',
      AccountNo: '6225880123456789',
    });
    expect(detail.data.AuditByName).toBe('运营小李');

    // Rejected: the amount returns; cancelled: the amount returns; a second cancel refused.
    const r = (await apply(park, school1, 10_000)).data;
    const rejected = await ok(admin, api.withdrawalApplyAudit, {
      WithdrawalApplyId: r.WithdrawalApplyId,
      Approve: false,
      Remark: '账户有误',
    });
    expect(rejected).toEqual({ WithdrawalApplyId: r.WithdrawalApplyId, State: WITHDRAWAL_STATE.Rejected, Balance: start.balance - 30_000 });
    const c = (await apply(park, school1, 5_000)).data;
    const cancelled = await ok(park, api.withdrawalApplyCancel, { WithdrawalApplyId: c.WithdrawalApplyId });
    expect(cancelled).toEqual({
      WithdrawalApplyId: c.WithdrawalApplyId,
      State: WITHDRAWAL_STATE.Cancelled,
      Balance: start.balance - 30_000,
    });
    const twice = await call(park, api.withdrawalApplyCancel, { WithdrawalApplyId: c.WithdrawalApplyId });
    expect(twice.code).toBe(Code.Conflict);
    expect(twice.msg).toMatch(/cancelled/);

    // The ledger: apply −30000, apply −10000, return +10000, apply −5000, return +5000, each with its balance after.
    const end = await balanceOf(school1);
    expect(end.balance).toBe(start.balance - 30_000);
    expect(end.entries).toBe(start.entries + 5);
    expect(end.sum).toBe(end.balance);
    const entries = (await resourceApi(server, schoolWalletDetail).as(parkToken).page({ RefType: 'WithdrawalApply', size: 5 })).data.list;
    expect(entries.map((e) => [e.Kind, e.Amount, e.BalanceAfter])).toEqual([
      [WALLET_ENTRY_KIND.WithdrawalReversal, 5_000, start.balance - 30_000],
      [WALLET_ENTRY_KIND.Withdrawal, -5_000, start.balance - 35_000],
      [WALLET_ENTRY_KIND.WithdrawalReversal, 10_000, start.balance - 30_000],
      [WALLET_ENTRY_KIND.Withdrawal, -10_000, start.balance - 40_000],
      [WALLET_ENTRY_KIND.Withdrawal, -30_000, start.balance - 30_000],
    ]);
    expect(entries[0]?.OperatorName).toBe('王丽');

    // The ledger is never edited or deleted.
    await expect(sql`UPDATE school_wallet_detail SET amount = 1 WHERE school_id = ${school1}`.execute(server.db)).rejects.toThrow(
      /never edited/,
    );
    await expect(sql`DELETE FROM school_wallet_detail WHERE school_id = ${school1}`.execute(server.db)).rejects.toThrow(/never edited/);
    // The balance is never negative, even written by hand.
    await expect(sql`UPDATE school_wallet SET balance = -1 WHERE school_id = ${school1}`.execute(server.db)).rejects.toThrow(
      /balance_check/,
    );
  });

  it('adjustments by the platform: signed, with a reason, never below zero', async () => {
    const before = await balanceOf(school3);
    const up = await ok(operator, api.schoolWalletAdjust, { SchoolId: school3, Amount: 8_000, Remark: '补偿' });
    expect(up).toEqual({ SchoolId: school3, Balance: before.balance + 8_000 });
    const down = await call(operator, api.schoolWalletAdjust, { SchoolId: school3, Amount: -(before.balance + 8_001), Remark: '扣回' });
    expect(down.code).toBe(Code.InvalidInput);
    expect((await call(operator, api.schoolWalletAdjust, { SchoolId: school3, Amount: 0, Remark: 'x' })).code).toBe(Code.InvalidInput);
    expect((await call(operator, api.schoolWalletAdjust, { SchoolId: school3, Amount: 5, Remark: '' })).code).toBe(Code.InvalidInput);
    expect(await ok(operator, api.schoolWalletAdjust, { SchoolId: school3, Amount: -3_000, Remark: '扣回' })).toEqual({
      SchoolId: school3,
      Balance: before.balance + 5_000,
    });
    const after = await balanceOf(school3);
    expect(after.entries).toBe(before.entries + 2);
    expect(after.sum).toBe(after.balance);
  });
});

describe('scopes', () => {
  it('a park admin sees and operates its school only; an agent reads its schools; out of scope answers as missing', async () => {
    // Another school's wallet, top-ups, withdrawals: not listed, not found, not operable.
    const w2 = (await apply(park2, school2, 100)).data;
    const r2 = await ok(park2, api.schoolRechargeCreate, { SchoolId: school2, Amount: 300, Channel: 1 });
    const apis = [schoolWallet, schoolWalletDetail, schoolRecharge, withdrawalApply].map((def) =>
      resourceApi(server, def as typeof schoolWallet).as(parkToken),
    );
    for (const r of apis) {
      expect((await r.page({ SchoolId: school2 })).data.total).toBe(0);
      expect((await r.page()).data.list.every((x) => x.SchoolId === school1)).toBe(true);
    }
    const missing = await resourceApi(server, withdrawalApply).as(parkToken).detail(w2.WithdrawalApplyId);
    const notThere = await resourceApi(server, withdrawalApply).as(parkToken).detail(999_999_999);
    expect(missing.code).toBe(Code.NotFound);
    expect(missing.msg.replace(/\d+/g, 'N')).toBe(notThere.msg.replace(/\d+/g, 'N'));
    expect((await call(park, api.withdrawalApplyCancel, { WithdrawalApplyId: w2.WithdrawalApplyId })).code).toBe(Code.NotFound);
    expect((await call(park, api.schoolRechargeClose, { SchoolRechargeId: r2.SchoolRechargeId })).code).toBe(Code.NotFound);
    expect((await call(park, api.schoolRechargePayment, { SchoolRechargeId: r2.SchoolRechargeId })).code).toBe(Code.NotFound);
    expect((await call(park, api.schoolRechargeCreate, { SchoolId: school2, Amount: 100, Channel: 1 })).code).toBe(Code.NotFound);
    expect((await apply(park, school2, 100)).code).toBe(Code.NotFound);

    // agent01 (north: schools 1 and 2) reads both wallets, not school 3's, and writes nothing.
    const agentToken = await server.login('agent01');
    const schools = (await resourceApi(server, schoolWallet).as(agentToken).page()).data.list.map((w) => w.SchoolId);
    expect(schools).toEqual(expect.arrayContaining([school1, school2]));
    expect(schools).not.toContain(school3);
    expect((await call(agent, api.schoolRechargeCreate, { SchoolId: school1, Amount: 100, Channel: 1 })).code).toBe(Code.NoPermission);
    expect((await apply(agent, school1, 100)).code).toBe(Code.NoPermission);
    // The platform sees every school's.
    const platform = (await ok(operator, api.schoolRechargePayment, { SchoolRechargeId: r2.SchoolRechargeId })).SchoolId;
    expect(platform).toBe(school2);
    // A teacher has no wallet screens.
    const teacher = await server.as('teacher01');
    expect((await call(teacher, api.schoolRechargeCreate, { SchoolId: school1, Amount: 100, Channel: 1 })).code).toBe(Code.NoPermission);
    await ok(park2, api.withdrawalApplyCancel, { WithdrawalApplyId: w2.WithdrawalApplyId });
  });
});

describe('the daily ledger check', () => {
  it('records every wallet and reports a balance that is not its ledger sum', async () => {
    const first = await server.jobs.runNow(JOB.walletCheck);
    expect(first.state).toBe('completed');
    expect(first.output).toMatchObject({ differences: 0 });
    // A balance changed behind the ledger's back (by hand): the check finds it and the wallet list shows it.
    await sql`UPDATE school_wallet SET balance = balance + 77 WHERE school_id = ${school3}`.execute(server.db);
    const second = await server.jobs.runNow(JOB.walletCheck);
    expect(second.output).toMatchObject({ differences: 1 });
    const token = await server.login('operator');
    const off = (await resourceApi(server, schoolWallet).as(token).page({ CheckDifference_from: 1 })).data.list;
    expect(off).toEqual([expect.objectContaining({ SchoolId: school3, CheckDifference: 77 })]);
    await sql`UPDATE school_wallet SET balance = balance - 77 WHERE school_id = ${school3}`.execute(server.db);
    expect((await server.jobs.runNow(JOB.walletCheck)).output).toMatchObject({ differences: 0 });
  });
});

describe('concurrency', () => {
  it('50 top-ups (each notified twice), 50 debits and 50 withdrawals at once on one wallet: balance = ledger, nothing lost or doubled', async () => {
    // A fresh school of its own (its wallet made with it), park01 bound to it.
    const school = await server.db
      .insertInto('school')
      .values({
        schoolName: `并发测试园${Date.now()}`,
        shortName: '并发',
        provinceCode: '11',
        cityCode: '1101',
        districtCode: '110105',
        agentId: null,
        schoolContractId: null,
      })
      .returning('schoolId')
      .executeTakeFirstOrThrow();
    const schoolId = school.schoolId;
    const parkId = (await server.db.selectFrom('sysUser').select('sysUserId').where('username', '=', 'park01').executeTakeFirstOrThrow())
      .sysUserId;
    await server.db.insertInto('sysUserSchool').values({ sysUserId: parkId, schoolId }).execute();
    const start = await balanceOf(schoolId);
    expect(start).toEqual({ balance: 0, sum: 0, entries: 0, last: null });
    await ok(operator, api.schoolWalletAdjust, { SchoolId: schoolId, Amount: 20_000, Remark: '初始' });

    const recharges = await Promise.all(
      Array.from({ length: 50 }, (_, i) => ok(park, api.schoolRechargeCreate, { SchoolId: schoolId, Amount: 1_000 + i, Channel: 1 })),
    );
    const notes = await Promise.all(
      recharges.map(
        async (r) =>
          (await ok(park, api.schoolRechargePayment, { SchoolRechargeId: r.SchoolRechargeId })).Notification as RechargeNotification,
      ),
    );
    const ops: Promise<{ kind: string; amount: number; code: number; credited?: boolean }>[] = [];
    for (let i = 0; i < 50; i++) {
      const n = notes[i] as RechargeNotification;
      for (let k = 0; k < 2; k++)
        ops.push(
          call(provider, api.schoolRechargeNotify, n).then((res) => ({
            kind: 'notify',
            amount: n.Amount,
            code: res.code,
            credited: res.data?.Credited,
          })),
        );
      ops.push(
        call(operator, api.schoolWalletAdjust, { SchoolId: schoolId, Amount: -(700 + i), Remark: '扣款' }).then((res) => ({
          kind: 'debit',
          amount: -(700 + i),
          code: res.code,
        })),
      );
      ops.push(apply(park, schoolId, 600 + i).then((res) => ({ kind: 'withdraw', amount: -(600 + i), code: res.code })));
    }
    const results = await Promise.all(ops);
    // Every refusal is "not enough balance"; every notification answered, each top-up credited exactly once.
    expect(results.filter((r) => r.code !== Code.Success).every((r) => r.code === Code.InvalidInput && r.kind !== 'notify')).toBe(true);
    const credits = results.filter((r) => r.kind === 'notify' && r.credited === true);
    expect(credits).toHaveLength(50);
    const moved = results.filter((r) => r.code === Code.Success && (r.kind !== 'notify' || r.credited)).reduce((s, r) => s + r.amount, 0);
    const end = await balanceOf(schoolId);
    expect(end.balance).toBe(20_000 + moved);
    expect(end.sum).toBe(end.balance);
    expect(end.last).toBe(end.balance);
    expect(end.entries).toBe(1 + results.filter((r) => r.code === Code.Success && (r.kind !== 'notify' || r.credited)).length);
    // The balances after run as a chain: each entry's balance after is the one before plus its amount.
    const chain = await sql<{ amount: number; balanceAfter: number }>`
      SELECT amount, balance_after FROM school_wallet_detail WHERE school_id = ${schoolId} ORDER BY school_wallet_detail_id`.execute(
      server.db,
    );
    let running = 0;
    for (const e of chain.rows) {
      running += Number(e.amount);
      expect(Number(e.balanceAfter)).toBe(running);
    }
    const withdrawals = await server.db.selectFrom('withdrawalApply').select(['amount']).where('schoolId', '=', schoolId).execute();
    expect(withdrawals.length).toBe(results.filter((r) => r.kind === 'withdraw' && r.code === Code.Success).length);
    const paid = await server.db.selectFrom('schoolRecharge').select('state').where('schoolId', '=', schoolId).execute();
    expect(paid.every((p) => p.state === RECHARGE_STATE.Paid)).toBe(true);
  });
});
