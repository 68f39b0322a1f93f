import {
  api,
  formatCents,
  INCOME_WITHDRAW_STATE,
  liveVideoBill,
  liveVideoRefund,
  parent,
  resourceEndpoints,
  school,
  schoolIncomeAccount,
  schoolIncomeWithdraw,
  VIP_REFUND_STATE,
  vipBill,
  vipRefund,
} from '@kc/contract';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { apiClient, apiLogin, chooseOption, clickRowAction, toast, unusedMobile, withSignedInPage } from '../src/browser.ts';
import { runStamp } from '../src/dates.ts';
import { addChild } from '../src/records.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * The school's income: a parent's live-video payment (recorded through the API, as the app's
 * payment reaches the platform) shows as the school's share on park01's income account and its
 * ledger; park01 applies for a withdrawal, the operator approves and pays it; a VIP refund the
 * operator approves debits the school's income; the income account read at 390 px.
 */
const suite = browserSuite({ signIn: ['park01', 'operator'], quiet: ['park01', 'operator'] });
let park: ReturnType<typeof apiClient>;
const stamp = runStamp();
const payNo = `LV${stamp}`;
const vipNo = `VIP${stamp}`;
let schoolId: number;
let schoolName: string;
let childId: number;
let share: number;

const ok = <T>(r: { code: number; msg: string; data: unknown }): T => {
  expect(r.code, r.msg).toBe(100000);
  return r.data as T;
};
const field = (page: Page, testId: string) =>
  page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"], textarea[data-testid="${testId}"]`).first();
const accountOf = async () =>
  ok<{ list: { SchoolId: number; Balance: number; ShareRate: number }[] }>(
    await park.call(resourceEndpoints(schoolIncomeAccount).SelectPage, { cur_page: 1, size: 10, SchoolId: schoolId }),
  ).list[0] as { Balance: number; ShareRate: number };

beforeAll(async () => {
  park = apiClient(await apiLogin('park01'));
  const classes = await park.call(api.attendanceClasses, {});
  // The last class: teacher01's first one is where the daily-care tests add children, up to its capacity.
  const last = classes.data[classes.data.length - 1];
  schoolId = last?.SchoolId as number;
  const schools = await park.call(resourceEndpoints(school).SelectList, {});
  schoolName = String((schools.data as { Value: number; Label: string }[]).find((s) => s.Value === schoolId)?.Label);
  childId = await addChild(park, {
    SchoolId: schoolId,
    ClassId: last?.ClassId as number,
    StudentName: `直播童${stamp}`,
    Gender: 2,
    Birthday: '2022-05-01',
    EnrolDate: '2024-09-01',
  });
  const p = ok<{ ParentId: number }>(
    await park.call(resourceEndpoints(parent).Add, {
      SchoolId: schoolId,
      Name: `直播家长${stamp}`,
      Mobile: unusedMobile(),
      Relation: 2,
      StudentId: childId,
    }),
  );
  const { ShareRate } = await accountOf();
  // ¥199.99 for three months: the school's share at its rate, half up
  ok(
    await park.call(resourceEndpoints(liveVideoBill).Add, {
      PayNo: payNo,
      StudentId: childId,
      ParentId: p.ParentId,
      Months: 3,
      Amount: 19_999,
    }),
  );
  share = Math.floor((19_999 * ShareRate + 50) / 100);
});

it('a live-video payment shows on park01’s income; park01 withdraws, the operator approves and pays; a VIP refund approved debits the income', async () => {
  const remark = `提现${stamp}`;
  await withSignedInPage(suite.browser, suite.state('park01'), async (page) => {
    // The payment's share in the ledger, under its payment no.
    await page.goto(`/SchoolJoin/IncomeList/SchoolIncomeAccount?tab=ledger&SourceNo=${payNo}`);
    await page.getByRole('tab', { name: 'Ledger', selected: true }).waitFor();
    const entry = page.getByTestId('resource-table').locator('tbody tr[data-row-id]').filter({ hasText: payNo });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('Live video share');
    expect(await entry.textContent()).toContain(formatCents(share));
    // The account's balance as the server keeps it.
    const { Balance } = await accountOf();
    await page.getByTestId('income-tab-accounts').click();
    await page.getByRole('tab', { name: 'Accounts', selected: true }).waitFor();
    const account = page.getByTestId('resource-table').locator('tbody tr[data-row-id]').filter({ hasText: schoolName });
    await account.filter({ hasText: formatCents(Balance) }).waitFor();

    // park01 applies for a withdrawal of ¥100.
    await page.goto('/SchoolJoin/IncomeList/SchoolIncomeWithdraw');
    await page.getByTestId('resource-add').click();
    await page.getByTestId('resource-form').waitFor();
    await chooseOption(page, 'resource-field-SchoolId', schoolName);
    await field(page, 'resource-field-Amount').fill('100');
    await field(page, 'resource-field-Remark').fill(remark);
    await page.getByTestId('resource-form-submit').click();
    await toast(page, 'added successfully').waitFor();
    await expect.poll(async () => (await accountOf()).Balance).toBe(Balance - 10_000);
  });
  const list = ok<{ list: { SchoolIncomeWithdrawId: number; Remark: string; State: number }[] }>(
    await park.call(resourceEndpoints(schoolIncomeWithdraw).SelectPage, { cur_page: 1, size: 20, SchoolId: schoolId }),
  ).list;
  const withdraw = list.find((w) => w.Remark === remark);
  expect(withdraw?.State).toBe(INCOME_WITHDRAW_STATE.Pending);
  const withdrawId = withdraw?.SchoolIncomeWithdrawId as number;

  // A VIP period paid, and its refund requested by the school (through the API, as the app's payment).
  const bill = ok<{ VipBillId: number }>(
    await park.call(resourceEndpoints(vipBill).Add, { PayNo: vipNo, StudentId: childId, Months: 12, Amount: 36_500 }),
  );
  const refund = ok<{ VipRefundId: number }>(
    await park.call(resourceEndpoints(vipRefund).Add, { VipBillId: bill.VipBillId, Reason: '转园' }),
  );
  const requested = ok<{ SchoolDebit: number }>(
    await park.call(resourceEndpoints(vipRefund).GetDetail, { VipRefundId: refund.VipRefundId }),
  );

  await withSignedInPage(suite.browser, suite.state('operator'), async (page) => {
    await page.goto('/SchoolJoin/IncomeList/SchoolIncomeWithdraw');
    const row = page.getByTestId('resource-table').locator(`tr[data-row-id="${withdrawId}"]`);
    await row.waitFor();
    await clickRowAction(row, 'income-withdraw-audit');
    await page.getByTestId('income-withdraw-remark').waitFor();
    await page.getByTestId('income-withdraw-approve').click();
    await toast(page, 'Approved').waitFor();
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('Approved');
    await clickRowAction(row, 'income-withdraw-pay');
    await page.getByTestId('income-withdraw-pay-confirm').click();
    await toast(page, 'Withdrawal paid').waitFor();
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('Paid');

    // The VIP refund: approved, the school's share of it taken from its income.
    const before = (await accountOf()).Balance;
    await page.goto('/SchoolJoin/liveVideo/VipRefund');
    const refundRow = page.getByTestId('resource-table').locator(`tr[data-row-id="${refund.VipRefundId}"]`);
    await refundRow.waitFor();
    await clickRowAction(refundRow, 'vip-refund-audit');
    await page.getByTestId('vip-refund-remark').waitFor();
    await page.getByTestId('vip-refund-approve').click();
    await toast(page, 'Approved').waitFor();
    await expect.poll(async () => (await refundRow.textContent()) ?? '').toContain('Approved');
    await expect.poll(async () => (await accountOf()).Balance).toBe(before - requested.SchoolDebit);
    await page.goto(`/SchoolJoin/IncomeList/SchoolIncomeAccount?tab=ledger&SourceNo=${vipNo}`);
    const debit = page.getByTestId('resource-table').locator('tbody tr[data-row-id]').filter({ hasText: 'VIP refund' });
    await debit.waitFor();
    expect(await debit.textContent()).toContain(formatCents(requested.SchoolDebit));
  });
  const final = ok<{ State: number }>(
    await park.call(resourceEndpoints(schoolIncomeWithdraw).GetDetail, { SchoolIncomeWithdrawId: withdrawId }),
  );
  expect(final.State).toBe(INCOME_WITHDRAW_STATE.Paid);
}, 150_000);

it('the operator approves the seeded live-video refund on its tab and marks it refunded; the row shows each state', async () => {
  const operator = apiClient(await apiLogin('operator'));
  const refundOf = async () =>
    ok<{ list: { LiveVideoRefundId: number; PayNo: string; State: number }[] }>(
      await operator.call(resourceEndpoints(liveVideoRefund).SelectPage, { cur_page: 1, size: 50 }),
    ).list.find((r) => r.PayNo === 'LVDEMO0001');
  const seeded = await refundOf();
  expect(seeded?.State).toBe(VIP_REFUND_STATE.Pending);
  await withSignedInPage(suite.browser, suite.state('operator'), async (page) => {
    await page.goto('/SchoolJoin/liveVideo/VipRefund');
    await page.getByTestId('refund-tab-live-video').click();
    await page.getByRole('tab', { name: 'Live video', selected: true }).waitFor();
    const row = page.getByTestId('resource-table').locator(`tr[data-row-id="${seeded?.LiveVideoRefundId}"]`);
    await row.filter({ hasText: 'Pending' }).waitFor();
    await clickRowAction(row, 'live-video-refund-audit');
    await page.getByTestId('live-video-refund-remark').waitFor();
    await page.getByTestId('live-video-refund-approve').click();
    await toast(page, 'Approved').waitFor();
    await row.filter({ hasText: 'Approved' }).waitFor();
    await clickRowAction(row, 'live-video-refund-pay');
    await page.getByTestId('live-video-refund-pay-confirm').click();
    await toast(page, 'Refund paid back').waitFor();
    await row.filter({ hasText: 'Refunded' }).waitFor();
  });
  expect((await refundOf())?.State).toBe(VIP_REFUND_STATE.Refunded);
}, 90_000);

it('park01’s income account and withdrawals are usable at 390 px (cards), in Chinese', async () => {
  const context = await suite.signedInContext('park01', { width: 390, height: 800, language: 'zh' });
  const page = await context.newPage();
  await page.goto('/SchoolJoin/IncomeList/SchoolIncomeAccount');
  const card = page.getByTestId('resource-card').filter({ hasText: schoolName });
  await card.waitFor();
  expect(await card.textContent()).toContain('可用余额');
  await page.goto('/SchoolJoin/IncomeList/SchoolIncomeWithdraw');
  await page.getByTestId('resource-cards').waitFor();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}, 90_000);
