import { formatCents, resourceEndpoints, school } from '@kc/contract';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { apiClient, apiLogin, chooseOption, toast, withSignedInPage } from '../src/browser.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * The school's wallet as park01 and the platform use it: park01 tops up through the payment page
 * (its "pay" posts the provider's signed notification), applies for a withdrawal, the admin approves
 * and pays it, and the fund details list both steps with the balance after each.
 */
const suite = browserSuite({ signIn: ['park01', 'admin'], quiet: ['park01'] });
let schoolName: string;
let schoolId: number;
// Amounts of this run alone (cents): the ledger rows are found by them.
const topUpCents = 100_000 + Math.floor(Math.random() * 90_000) * 10 + 3;
const withdrawCents = 10_000 + Math.floor(Math.random() * 9_000) * 10 + 7;

beforeAll(async () => {
  const park = apiClient(await apiLogin('park01'));
  const schools = await park.call(resourceEndpoints(school).SelectList, {});
  const first = (schools.data as { Value: number; Label: string }[])[0];
  schoolId = first?.Value as number;
  schoolName = String(first?.Label);
  expect(schoolId).toBeGreaterThan(0);
});

const field = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"]`).first();
const yuan = (cents: number) => formatCents(cents);

it('park01 tops up through the payment page and withdraws; the admin approves and pays; the fund details show each step', async () => {
  let balanceAfterTopUp = 0;
  await withSignedInPage(suite.browser, suite.state('park01'), async (page) => {
    await page.goto('/SchoolJoin/OutList/SchoolRecharge');
    await page.getByTestId('recharge-new').click();
    await chooseOption(page, 'wallet-school', schoolName);
    await field(page, 'wallet-amount').fill(yuan(topUpCents).replace(/,/g, ''));
    await page.getByTestId('recharge-save').click();
    await page.waitForURL(/SchoolPay\?SchoolRechargeId=\d+/);
    await page
      .getByTestId('pay-amount')
      .filter({ hasText: `¥${yuan(topUpCents)}` })
      .waitFor();
    await page.getByTestId('pay-submit').click();
    await page.getByTestId('pay-done').waitFor();
    await page.getByTestId('pay-state').filter({ hasText: 'Paid' }).waitFor();
    const balanceText = await page.getByTestId('pay-balance').innerText();
    balanceAfterTopUp = Math.round(Number(balanceText.replace(/[^0-9.]/g, '')) * 100);
    expect(balanceAfterTopUp).toBeGreaterThanOrEqual(topUpCents);

    // The withdrawal: debited at once.
    await page.goto('/SchoolJoin/OutList/WithdrawalApply');
    await page.getByTestId('withdraw-new').click();
    await chooseOption(page, 'wallet-school', schoolName);
    await field(page, 'wallet-amount').fill(yuan(withdrawCents).replace(/,/g, ''));
    await field(page, 'withdraw-bank').fill('招商银行');
    await field(page, 'withdraw-holder').fill('阳光幼儿园');
    await field(page, 'withdraw-account').fill('6225880123456789');
    await page.getByTestId('withdraw-save').click();
    await toast(page, 'Withdrawal applied').waitFor();
    await page
      .locator('tr.ant-table-row')
      .filter({ hasText: yuan(withdrawCents) })
      .filter({ hasText: 'Pending audit' })
      .first()
      .waitFor();
  });

  await withSignedInPage(suite.browser, suite.state('admin'), async (page) => {
    await page.goto('/SchoolJoin/OutList/WithdrawalApply');
    const row = page
      .locator('tr.ant-table-row')
      .filter({ hasText: yuan(withdrawCents) })
      .first();
    await row.filter({ hasText: 'Pending audit' }).waitFor();
    await row.getByTestId('withdrawal-approve').click();
    await page.getByTestId('withdrawal-approve-confirm').click();
    await toast(page, 'Withdrawal approved').waitFor();
    await row.filter({ hasText: 'Approved' }).waitFor();
    await row.getByTestId('withdrawal-paid').click();
    await field(page, 'withdrawal-step-text').fill('BANK-E2E');
    await page.getByTestId('withdrawal-step-save').click();
    await toast(page, 'Withdrawal marked paid').waitFor();
    await row.filter({ hasText: 'Paid' }).waitFor();
  });

  await withSignedInPage(suite.browser, suite.state('park01'), async (page) => {
    await page.goto(`/SchoolJoin/OutList/SchoolWalletDetail?SchoolId=${schoolId}`);
    const rows = page.locator('tr.ant-table-row');
    const topUp = rows
      .filter({ hasText: 'Top-up' })
      .filter({ hasText: yuan(topUpCents) })
      .first();
    await topUp.waitFor();
    expect(await topUp.innerText()).toContain(yuan(balanceAfterTopUp));
    const withdrawal = rows
      .filter({ hasText: 'Withdrawal' })
      .filter({ hasText: yuan(withdrawCents) })
      .first();
    await withdrawal.waitFor();
    const text = await withdrawal.innerText();
    expect(text.replace('¥', '')).toContain(`-${yuan(withdrawCents)}`);
  });
});
