import {
  type ApiClient,
  api,
  Code,
  INCOME_ENTRY_KIND,
  INCOME_WITHDRAW_STATE,
  LIVE_VIDEO_STATE,
  liveVideoAccount,
  liveVideoBill,
  liveVideoRefund,
  PAID_STATE,
  schoolIncomeAccount,
  schoolIncomeEntry,
  schoolIncomeWithdraw,
  VIP_REFUND_STATE,
  vipBill,
  vipRefund,
} from '@kc/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB } from '../../src/jobs/index.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { call, demoSchoolIds, fixtureClass, ok } from './attendance-helpers.ts';
import { fixtureParent } from './payments-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * Parents' payments and the school's income through the real server: a live-video payment opens
 * (or makes) the parent's account, extends its paid-until and credits the school's share; a
 * retried payment no. records nothing twice; VIP payments extend the child's VIP; a refund of the
 * unused days, pro rata, audited by the platform, debits the school; withdrawals (apply, audit,
 * pay, cancel, the monthly job) never take the balance below zero; every balance equals the sum of
 * its ledger; the scopes of park01, park02, agent01 and the operator.
 */
let server: TestServer;
let park: ApiClient;
let park2: ApiClient;
let operator: ApiClient;
let agent: ApiClient;
let tokens: Record<'park' | 'park2' | 'operator' | 'agent', string>;
let school1: number;
let school2: number;
let school3: number;
let kids: number[];
let kids3: number[];
let parentId: number;
let parent3: number;
const stamp = Date.now().toString(36);

const r = <D extends Parameters<typeof resourceApi>[1]>(def: D, who: keyof typeof tokens) => resourceApi(server, def).as(tokens[who]);
const balanceOf = async (schoolId: number) => {
  const q = await sql<{ balance: string; ledger: string; last: string | null }>`
    SELECT a.balance, (SELECT coalesce(sum(e.amount), 0) FROM school_income_entry e WHERE e.school_id = a.school_id) AS ledger,
      (SELECT e.balance_after FROM school_income_entry e WHERE e.school_id = a.school_id ORDER BY e.school_income_entry_id DESC LIMIT 1) AS last
    FROM school_income_account a WHERE a.school_id = ${schoolId}`.execute(server.db);
  const row = q.rows[0];
  const balance = Number(row?.balance);
  // every balance equals the sum of its ledger, and the last entry holds it
  expect(Number(row?.ledger)).toBe(balance);
  if (row?.last != null) expect(Number(row.last)).toBe(balance);
  return balance;
};

beforeAll(async () => {
  server = await startTestServer();
  tokens = {
    park: await server.login('park01'),
    park2: await server.login('park02'),
    operator: await server.login('operator'),
    agent: await server.login('agent01'),
  };
  park = server.client(tokens.park);
  park2 = server.client(tokens.park2);
  operator = server.client(tokens.operator);
  agent = server.client(tokens.agent);
  [school1, school2, school3] = (await demoSchoolIds(server)) as [number, number, number];
  kids = (await fixtureClass(server, school1, { children: 3, name: `收入班${stamp}` })).studentIds;
  kids3 = (await fixtureClass(server, school3, { children: 1, name: `收入班${stamp}` })).studentIds;
  parentId = await fixtureParent(server, school1, [kids[0] as number, kids[1] as number], '13900000001');
  parent3 = await fixtureParent(server, school3, [kids3[0] as number], '13900000003');
});
afterAll(() => server?.close());

describe('live video', () => {
  it('a payment makes and opens the account, extends its paid-until, credits the share once; open and close', async () => {
    const before = await balanceOf(school1);
    const bills = r(liveVideoBill, 'park');
    const added = await bills.add({ PayNo: `LV${stamp}a`, StudentId: kids[0], ParentId: parentId, Months: 2, Amount: 10_001 });
    expect(added.code).toBe(Code.Success);
    const bill = (await bills.detail(added.data.LiveVideoBillId as number)).data;
    // 70 % of 100.01, half up: 70.007 → 70.01
    expect(bill).toMatchObject({ SchoolId: school1, State: PAID_STATE.Paid, SchoolShare: 7001, Months: 2 });
    expect(await balanceOf(school1)).toBe(before + 7001);
    // the same payment no. again: refused, nothing changes
    const again = await bills.add({ PayNo: `LV${stamp}a`, StudentId: kids[0], ParentId: parentId, Months: 2, Amount: 10_001 });
    expect(again.code).toBe(Code.Conflict);
    expect(await balanceOf(school1)).toBe(before + 7001);
    // a second period continues from the first's end
    const second = await bills.add({ PayNo: `LV${stamp}b`, StudentId: kids[0], ParentId: parentId, Months: 1, Amount: 3000 });
    const b2 = (await bills.detail(second.data.LiveVideoBillId as number)).data;
    expect(b2.PeriodStart).toBe(bill.PeriodEnd);
    expect(await balanceOf(school1)).toBe(before + 7001 + 2100);
    // a parent who is not the child's, a child of another school
    const notParent = await bills.add({ PayNo: `LV${stamp}c`, StudentId: kids[2], ParentId: parentId, Months: 1, Amount: 100 });
    expect(notParent.code).toBe(Code.InvalidInput);
    expect(notParent.msg).toContain('is not a parent of');
    const otherSchool = await bills.add({ PayNo: `LV${stamp}d`, StudentId: kids3[0], ParentId: parent3, Months: 1, Amount: 100 });
    expect(otherSchool.code).toBe(Code.NotFound);

    const accounts = r(liveVideoAccount, 'park');
    const page = await accounts.page({ StudentId: kids[0] });
    expect(page.data.total).toBe(1);
    const account = page.data.list[0] as Record<string, unknown>;
    expect(account).toMatchObject({ State: LIVE_VIDEO_STATE.Open, TotalPaid: 13_001, ViewingHours: '08:00–17:00' });
    expect(account.PaidUntil).toBe(b2.PeriodEnd);
    const id = Number(account.LiveVideoAccountId);
    expect((await call(park, api.liveVideoAccountOpen, { LiveVideoAccountId: id })).code).toBe(Code.Conflict);
    expect(await ok(park, api.liveVideoAccountClose, { LiveVideoAccountId: id })).toEqual({ State: LIVE_VIDEO_STATE.Closed });
    expect(await ok(park, api.liveVideoAccountOpen, { LiveVideoAccountId: id })).toEqual({ State: LIVE_VIDEO_STATE.Open });
    // an account whose paid time is over does not open
    await sql`UPDATE live_video_account SET paid_until = now() - interval '1 day', state = 2 WHERE live_video_account_id = ${id}`.execute(
      server.db,
    );
    const unpaid = await call(park, api.liveVideoAccountOpen, { LiveVideoAccountId: id });
    expect(unpaid.code).toBe(Code.Conflict);
    // scopes: park02 and agent01's other schools see nothing of it; the operator and agent01 (school 1 is theirs) do
    expect((await call(park2, api.liveVideoAccountClose, { LiveVideoAccountId: id })).code).toBe(Code.NotFound);
    expect((await r(liveVideoAccount, 'park2').page({ StudentId: kids[0] })).data.total).toBe(0);
    expect((await r(liveVideoAccount, 'agent').page({ StudentId: kids[0] })).data.total).toBe(1);
    expect((await r(liveVideoAccount, 'operator').page({ StudentId: kids[0] })).data.total).toBe(1);
    // agent01 reads only: no grant to record a payment or close an account
    expect(
      (await r(liveVideoBill, 'agent').add({ PayNo: `LV${stamp}e`, StudentId: kids[0], ParentId: parentId, Months: 1, Amount: 1 })).code,
    ).toBe(Code.NoPermission);
    expect((await call(agent, api.liveVideoAccountClose, { LiveVideoAccountId: id })).code).toBe(Code.NoPermission);
  });
});

describe('VIP and its refund', () => {
  it('a VIP payment extends the VIP and credits the share; a refund of the unused days is audited and debits the school', async () => {
    const vips = r(vipBill, 'park');
    const before = await balanceOf(school1);
    const added = await vips.add({ PayNo: `VIP${stamp}a`, StudentId: kids[1], Months: 12, Amount: 36_500, PayerName: '王妈妈' });
    expect(added.code).toBe(Code.Success);
    const billId = added.data.VipBillId as number;
    const bill = (await vips.detail(billId)).data;
    expect(bill.SchoolShare).toBe(25_550);
    const student = await server.db
      .selectFrom('student')
      .select('vipExpireTime')
      .where('studentId', '=', kids[1] as number)
      .executeTakeFirstOrThrow();
    expect(student.vipExpireTime?.toISOString()).toBe(new Date(String(bill.EndTime)).toISOString());
    expect(await balanceOf(school1)).toBe(before + 25_550);
    expect((await vips.add({ PayNo: `VIP${stamp}a`, StudentId: kids[1], Months: 1, Amount: 100 })).code).toBe(Code.Conflict);
    // school 2 has no premium contract: no VIP there (and park01 cannot name its children anyway)
    const kid2 = (await fixtureClass(server, school2, { children: 1, name: `收入班${stamp}` })).studentIds[0];
    expect((await r(vipBill, 'operator').add({ PayNo: `VIP${stamp}b`, StudentId: kid2, Months: 1, Amount: 100 })).code).toBe(Code.Conflict);

    // a refund from 100 days before the end: move the period so 100 whole days are left of 365
    await sql`UPDATE vip_bill SET start_time = now() - interval '265 days' - interval '1 hour', end_time = now() + interval '100 days' - interval '1 hour'
      WHERE vip_bill_id = ${billId}`.execute(server.db);
    const refunds = r(vipRefund, 'park');
    const req = await refunds.add({ VipBillId: billId, Reason: '转学' });
    expect(req.code).toBe(Code.Success);
    const refundId = req.data.VipRefundId as number;
    const refund = (await refunds.detail(refundId)).data;
    // 36 500 × 99 / 365 = 9 900 (the 100th day is not whole); the school's part 25 550 × 99 / 365 = 6 930
    expect(refund).toMatchObject({ UnusedDays: 99, TotalDays: 365, Amount: 9900, SchoolDebit: 6930, State: VIP_REFUND_STATE.Pending });
    // one open request per payment
    expect((await refunds.add({ VipBillId: billId, Reason: '再次' })).code).toBe(Code.Conflict);
    // park01 may not audit (the platform's grant); park02 does not see it
    expect((await call(park, api.vipRefundAudit, { VipRefundId: refundId, Approved: true, AuditRemark: '' })).code).toBe(Code.NoPermission);
    expect((await r(vipRefund, 'park2').detail(refundId)).code).toBe(Code.NotFound);
    // a rejection needs a remark
    expect((await call(operator, api.vipRefundAudit, { VipRefundId: refundId, Approved: false, AuditRemark: ' ' })).code).toBe(
      Code.InvalidInput,
    );
    expect((await call(operator, api.vipRefundPay, { VipRefundId: refundId })).code).toBe(Code.Conflict);
    const mid = await balanceOf(school1);
    expect(await ok(operator, api.vipRefundAudit, { VipRefundId: refundId, Approved: true, AuditRemark: '' })).toEqual({
      State: VIP_REFUND_STATE.Approved,
    });
    expect(await balanceOf(school1)).toBe(mid - 6930);
    const after = (await vips.detail(billId)).data;
    expect(after).toMatchObject({ State: PAID_STATE.Refunded, RefundedAmount: 9900, EndTime: refund.CutTime });
    const s2 = await server.db
      .selectFrom('student')
      .select('vipExpireTime')
      .where('studentId', '=', kids[1] as number)
      .executeTakeFirstOrThrow();
    expect(s2.vipExpireTime?.toISOString()).toBe(new Date(String(refund.CutTime)).toISOString());
    expect((await call(operator, api.vipRefundAudit, { VipRefundId: refundId, Approved: true, AuditRemark: '' })).code).toBe(Code.Conflict);
    expect(await ok(operator, api.vipRefundPay, { VipRefundId: refundId })).toEqual({ State: VIP_REFUND_STATE.Refunded });
    // a refunded payment takes no new request
    expect((await refunds.add({ VipBillId: billId, Reason: '再次' })).code).toBe(Code.Conflict);
    const entries = await r(schoolIncomeEntry, 'park').page({ Kind: INCOME_ENTRY_KIND.VipRefund });
    expect(entries.data.list.some((e) => e.Amount === -6930 && e.SourceNo === `VIP${stamp}a`)).toBe(true);
    // audited: who and when
    const trail = await sql<{ n: string }>`SELECT count(*) AS n FROM audit_log WHERE event = 'income.vipRefundAudit'
      AND detail->>'VipRefundId' = ${String(refundId)}`.execute(server.db);
    expect(Number(trail.rows[0]?.n)).toBe(1);
  });
});

describe('live-video refund', () => {
  it('a live-video period’s unused days are refunded as a VIP’s: requested, audited, the period cut, the school debited', async () => {
    const bills = r(liveVideoBill, 'park');
    const added = await bills.add({ PayNo: `LV${stamp}r`, StudentId: kids[1], ParentId: parentId, Months: 1, Amount: 30_000 });
    expect(added.code, added.msg).toBe(Code.Success);
    const billId = added.data.LiveVideoBillId as number;
    // 30 whole days, 10 of them left (the 10th not whole: 9 refunded)
    await sql`UPDATE live_video_bill SET period_start = now() - interval '20 days' - interval '1 hour',
        period_end = now() + interval '10 days' - interval '1 hour' WHERE live_video_bill_id = ${billId}`.execute(server.db);
    await sql`UPDATE live_video_account SET paid_until = now() + interval '10 days' - interval '1 hour'
      WHERE live_video_account_id = (SELECT live_video_account_id FROM live_video_bill WHERE live_video_bill_id = ${billId})`.execute(
      server.db,
    );
    const bill = (await bills.detail(billId)).data;
    const refunds = r(liveVideoRefund, 'park');
    // another school's payment is missing for park02; the park's own request
    expect((await r(liveVideoRefund, 'park2').add({ LiveVideoBillId: billId, Reason: '转学' })).code).toBe(Code.NotFound);
    const req = await refunds.add({ LiveVideoBillId: billId, Reason: '转学' });
    expect(req.code, req.msg).toBe(Code.Success);
    const refundId = req.data.LiveVideoRefundId as number;
    const refund = (await refunds.detail(refundId)).data;
    // 30 000 × 9 / 30 = 9 000; the school's 21 000 × 9 / 30 = 6 300
    expect(refund).toMatchObject({
      UnusedDays: 9,
      TotalDays: 30,
      Amount: 9000,
      SchoolDebit: 6300,
      State: VIP_REFUND_STATE.Pending,
      PayNo: `LV${stamp}r`,
      StudentName: bill.StudentName,
    });
    // the platform's to-do counts it until it is audited
    const pendingCount = async () =>
      (await ok(operator, api.homeTodolist, {})).Items.find((i) => i.Key === 'liveVideoRefundPending')?.Count ?? -1;
    expect(await pendingCount()).toBeGreaterThanOrEqual(1);
    const pendingBefore = await pendingCount();
    const again = await refunds.add({ LiveVideoBillId: billId, Reason: '再次' });
    expect(again.code).toBe(Code.Conflict);
    expect(again.msg).toContain('live-video payment');
    // the platform audits; park02 sees nothing; a rejection needs a remark; only approved is paid back
    const audit = (who: ApiClient, Approved: boolean, AuditRemark = '') =>
      call(who, api.liveVideoRefundAudit, { LiveVideoRefundId: refundId, Approved, AuditRemark });
    expect((await audit(park, true)).code).toBe(Code.NoPermission);
    expect((await audit(park2, true)).code).toBe(Code.NoPermission);
    expect((await r(liveVideoRefund, 'park2').detail(refundId)).code).toBe(Code.NotFound);
    expect((await audit(operator, false, ' ')).code).toBe(Code.InvalidInput);
    expect((await call(operator, api.liveVideoRefundPay, { LiveVideoRefundId: refundId })).code).toBe(Code.Conflict);
    const mid = await balanceOf(school1);
    expect(await ok(operator, api.liveVideoRefundAudit, { LiveVideoRefundId: refundId, Approved: true, AuditRemark: '' })).toEqual({
      State: VIP_REFUND_STATE.Approved,
    });
    expect(await pendingCount()).toBe(pendingBefore - 1);
    // the income ledger reversed by the school's part, the bill refunded and cut at the request
    expect(await balanceOf(school1)).toBe(mid - 6300);
    expect((await bills.detail(billId)).data).toMatchObject({
      State: PAID_STATE.Refunded,
      RefundedAmount: 9000,
      PeriodEnd: refund.CutTime,
    });
    const account = (await r(liveVideoAccount, 'park').page({ StudentId: kids[1] })).data.list[0] as Record<string, unknown>;
    expect(account).toMatchObject({ PaidUntil: refund.CutTime, State: LIVE_VIDEO_STATE.Closed });
    expect((await audit(operator, true)).code).toBe(Code.Conflict);
    expect(await ok(operator, api.liveVideoRefundPay, { LiveVideoRefundId: refundId })).toEqual({ State: VIP_REFUND_STATE.Refunded });
    expect((await refunds.add({ LiveVideoBillId: billId, Reason: '再次' })).code).toBe(Code.Conflict);
    const entries = await r(schoolIncomeEntry, 'park').page({ Kind: INCOME_ENTRY_KIND.LiveVideoRefund });
    expect(entries.data.list.some((e) => e.Amount === -6300 && e.SourceNo === `LV${stamp}r`)).toBe(true);
    const trail = await sql<{ n: string }>`SELECT count(*) AS n FROM audit_log WHERE event = 'income.liveVideoRefundAudit'
      AND detail->>'LiveVideoRefundId' = ${String(refundId)}`.execute(server.db);
    expect(Number(trail.rows[0]?.n)).toBe(1);
  });
});

describe('income account and withdrawals', () => {
  it('withdrawals: apply (never above the balance), audit, pay, cancel, reject; share rate the platform’s; scopes', async () => {
    const accounts = r(schoolIncomeAccount, 'park');
    const page = await accounts.page();
    expect(page.data.list.map((a) => a.SchoolId)).toEqual([school1]);
    const account = page.data.list[0] as Record<string, unknown>;
    const accountId = Number(account.SchoolIncomeAccountId);
    const balance = await balanceOf(school1);
    expect(account.Balance).toBe(balance);
    expect(balance).toBeGreaterThan(0);
    // the school keeps its bank account and monthly flag; the share rate is the platform's
    expect((await accounts.update({ SchoolIncomeAccountId: accountId, ShareRate: 90 })).code).toBe(Code.NoPermission);
    expect(
      (await accounts.update({ SchoolIncomeAccountId: accountId, BankAccountNo: '6222020000000001', MonthlyWithdraw: false })).code,
    ).toBe(Code.Success);
    expect((await r(schoolIncomeAccount, 'operator').update({ SchoolIncomeAccountId: accountId, ShareRate: 80 })).code).toBe(Code.Success);
    expect((await r(schoolIncomeAccount, 'park2').detail(accountId)).code).toBe(Code.NotFound);
    expect((await r(schoolIncomeAccount, 'agent').page()).data.list.map((a) => a.SchoolId).sort()).toEqual([school1, school2].sort());
    expect((await r(schoolIncomeAccount, 'operator').page()).data.total).toBeGreaterThanOrEqual(3);

    const withdraws = r(schoolIncomeWithdraw, 'park');
    const beyond = await withdraws.add({ SchoolId: school1, Amount: balance + 1 });
    expect(beyond.code).toBe(Code.InvalidInput);
    expect(beyond.msg).toContain('available income balance');
    expect((await r(schoolIncomeWithdraw, 'park2').add({ SchoolId: school1, Amount: 1 })).code).toBe(Code.NotFound);
    const w1 = (await withdraws.add({ SchoolId: school1, Amount: 1000, Remark: '九月' })).data.SchoolIncomeWithdrawId as number;
    expect(await balanceOf(school1)).toBe(balance - 1000);
    expect((await call(park, api.schoolIncomeWithdrawAudit, { SchoolIncomeWithdrawId: w1, Approved: true, AuditRemark: '' })).code).toBe(
      Code.NoPermission,
    );
    expect((await call(operator, api.schoolIncomeWithdrawPay, { SchoolIncomeWithdrawId: w1 })).code).toBe(Code.Conflict);
    expect(await ok(operator, api.schoolIncomeWithdrawAudit, { SchoolIncomeWithdrawId: w1, Approved: true, AuditRemark: '' })).toEqual({
      State: INCOME_WITHDRAW_STATE.Approved,
    });
    expect((await call(park, api.schoolIncomeWithdrawCancel, { SchoolIncomeWithdrawId: w1 })).code).toBe(Code.Conflict);
    expect(await ok(operator, api.schoolIncomeWithdrawPay, { SchoolIncomeWithdrawId: w1 })).toEqual({ State: INCOME_WITHDRAW_STATE.Paid });
    expect((await call(operator, api.schoolIncomeWithdrawPay, { SchoolIncomeWithdrawId: w1 })).code).toBe(Code.Conflict);
    expect(await balanceOf(school1)).toBe(balance - 1000);
    // cancelled while pending: the amount back
    const w2 = (await withdraws.add({ SchoolId: school1, Amount: 500 })).data.SchoolIncomeWithdrawId as number;
    expect(await balanceOf(school1)).toBe(balance - 1500);
    expect((await call(park2, api.schoolIncomeWithdrawCancel, { SchoolIncomeWithdrawId: w2 })).code).toBe(Code.NotFound);
    expect(await ok(park, api.schoolIncomeWithdrawCancel, { SchoolIncomeWithdrawId: w2 })).toEqual({
      State: INCOME_WITHDRAW_STATE.Cancelled,
    });
    expect(await balanceOf(school1)).toBe(balance - 1000);
    // rejected: the amount back too
    const w3 = (await withdraws.add({ SchoolId: school1, Amount: 700 })).data.SchoolIncomeWithdrawId as number;
    expect(
      await ok(operator, api.schoolIncomeWithdrawAudit, { SchoolIncomeWithdrawId: w3, Approved: false, AuditRemark: '账号有误' }),
    ).toEqual({
      State: INCOME_WITHDRAW_STATE.Rejected,
    });
    expect(await balanceOf(school1)).toBe(balance - 1000);
    const detail = (await withdraws.detail(w3)).data;
    expect(detail).toMatchObject({ State: INCOME_WITHDRAW_STATE.Rejected, AuditRemark: '账号有误', AuditorName: '运营小李' });
    expect(String(detail.WithdrawNo)).toMatch(/^TX\d{8}$/);
    // the ledger: applied, returned
    const ledger = await r(schoolIncomeEntry, 'park').page({ SourceNo: String(detail.WithdrawNo) });
    expect(ledger.data.list.map((e) => e.Amount).sort()).toEqual([-700, 700]);
    // the operator's view shows every school's withdrawals; agent01 reads its schools', writes nothing
    expect((await r(schoolIncomeWithdraw, 'agent').detail(w3)).code).toBe(Code.Success);
    expect((await r(schoolIncomeWithdraw, 'agent').add({ SchoolId: school1, Amount: 1 })).code).toBe(Code.NoPermission);
  });

  it('the monthly withdrawal takes the whole balance of the schools that opted in, once a month', async () => {
    // school 3 opts in with a balance from a live-video payment
    await sql`UPDATE school_income_account SET monthly_withdraw = true WHERE school_id = ${school3}`.execute(server.db);
    await r(liveVideoBill, 'operator').add({ PayNo: `LV${stamp}m`, StudentId: kids3[0], ParentId: parent3, Months: 1, Amount: 2000 });
    const balance = await balanceOf(school3);
    expect(balance).toBeGreaterThan(0);
    const s1 = await balanceOf(school1);
    expect((await server.jobs.runNow(JOB.incomeMonthlyWithdraw)).state).toBe('completed');
    expect(await balanceOf(school3)).toBe(0);
    expect(await balanceOf(school1)).toBe(s1);
    const made = await r(schoolIncomeWithdraw, 'operator').page({ SchoolId: school3, Monthly: true });
    expect(made.data.list).toHaveLength(1);
    expect(made.data.list[0]).toMatchObject({ Amount: balance, State: INCOME_WITHDRAW_STATE.Pending });
    // run again this month: nothing more
    await r(liveVideoBill, 'operator').add({ PayNo: `LV${stamp}n`, StudentId: kids3[0], ParentId: parent3, Months: 1, Amount: 1000 });
    expect((await server.jobs.runNow(JOB.incomeMonthlyWithdraw)).state).toBe('completed');
    expect((await r(schoolIncomeWithdraw, 'operator').page({ SchoolId: school3, Monthly: true })).data.total).toBe(1);
    expect(await balanceOf(school3)).toBe(700);
  });

  it('an approved refund the school’s balance cannot cover is refused (never negative)', async () => {
    const bill = await r(vipBill, 'park').add({ PayNo: `VIP${stamp}z`, StudentId: kids[2], Months: 1, Amount: 3000 });
    const billId = bill.data.VipBillId as number;
    const refund = (await r(vipRefund, 'park').add({ VipBillId: billId, Reason: '退园' })).data.VipRefundId as number;
    const all = await balanceOf(school1);
    const w = (await r(schoolIncomeWithdraw, 'park').add({ SchoolId: school1, Amount: all })).data.SchoolIncomeWithdrawId as number;
    expect(await balanceOf(school1)).toBe(0);
    const refused = await call(operator, api.vipRefundAudit, { VipRefundId: refund, Approved: true, AuditRemark: '' });
    expect(refused.code).toBe(Code.Conflict);
    expect(refused.msg).toContain('cannot cover');
    expect((await r(vipRefund, 'park').detail(refund)).data.State).toBe(VIP_REFUND_STATE.Pending);
    expect((await r(vipBill, 'park').detail(billId)).data.State).toBe(PAID_STATE.Paid);
    await ok(park, api.schoolIncomeWithdrawCancel, { SchoolIncomeWithdrawId: w });
    expect(await ok(operator, api.vipRefundAudit, { VipRefundId: refund, Approved: true, AuditRemark: '' })).toEqual({
      State: VIP_REFUND_STATE.Approved,
    });
    expect(await balanceOf(school1)).toBeLessThan(all);
  });

  it('the daily ledger check reports an income balance that is not its ledger sum', async () => {
    expect((await server.jobs.runNow(JOB.incomeCheck)).output).toMatchObject({ differences: 0 });
    // A balance changed behind the ledger's back (by hand): the check finds it.
    const one = sql`(SELECT min(school_id) FROM school_income_account)`;
    await sql`UPDATE school_income_account SET balance = balance + 77 WHERE school_id = ${one}`.execute(server.db);
    expect((await server.jobs.runNow(JOB.incomeCheck)).output).toMatchObject({ differences: 1 });
    await sql`UPDATE school_income_account SET balance = balance - 77 WHERE school_id = ${one}`.execute(server.db);
    expect((await server.jobs.runNow(JOB.incomeCheck)).output).toMatchObject({ differences: 0 });
  });

  it('the to-do list counts withdrawals and VIP refunds waiting for the platform’s audit', async () => {
    const todo = await ok(operator, api.homeTodolist, {});
    const keys = todo.Items.map((i) => i.Key);
    expect(keys).toContain('incomeWithdrawPending');
    expect(todo.Items.find((i) => i.Key === 'incomeWithdrawPending')?.Count).toBeGreaterThanOrEqual(1);
    const parkTodo = await ok(park, api.homeTodolist, {});
    expect(parkTodo.Items.map((i) => i.Key)).not.toContain('incomeWithdrawPending');
  });
});
