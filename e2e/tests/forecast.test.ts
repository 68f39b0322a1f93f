import { api, resourceEndpoints, STUDENT_CHANGE_KIND, studentChange } from '@kc/contract';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { apiClient, apiLogin, chooseOption, toast, withSignedInPage } from '../src/browser.ts';
import { monthOf, schoolToday, shiftMonth } from '../src/dates.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * The place forecast and family payments of school 1 (the seed's demo contracts): park01 reads
 * next month's free places on Degree; a child holding a place under a contract ending later is
 * withdrawn today, and the forecast frees the place from this month on; then a payment is recorded
 * against the demo term contract and its receipt opens, ready to print.
 */

const suite = browserSuite({ signIn: ['park01'], quiet: ['park01'] });
let park: ReturnType<typeof apiClient>;
const today = schoolToday();
const thisMonth = monthOf(today);
const nextMonth = shiftMonth(thisMonth, 1);

beforeAll(async () => {
  park = apiClient(await apiLogin('park01'));
});

const figure = async (page: Page, period: string, testId: string) =>
  Number(await page.getByTestId(`forecast-${period}`).getByTestId(testId).innerText());

it("park01 reads next month's places on Degree; a child with a contract withdrawn today frees a place", async () => {
  const balances = await park.call(api.degreeBalances, { cur_page: 1, size: 100 });
  expect(balances.code, balances.msg).toBe(100000);
  const leaver = balances.data.list.find((r) => r.ContractNo === 'HTDEMO0004');
  expect(leaver).toBeDefined();
  await withSignedInPage(suite.browser, suite.state('park01'), async (page) => {
    await page.goto('/Teach/Degree');
    await page.getByTestId(`forecast-${nextMonth}`).waitFor();
    const free = await figure(page, nextMonth, 'forecast-free');
    const leavingNow = await figure(page, thisMonth, 'forecast-leaving');
    // The demo contract ending next month is counted as leaving then.
    expect(await figure(page, nextMonth, 'forecast-leaving')).toBeGreaterThanOrEqual(1);

    const withdrawn = await park.call(resourceEndpoints(studentChange).Add, {
      StudentId: leaver?.StudentId,
      Kind: STUDENT_CHANGE_KIND.Withdraw,
      ChangeDate: today,
      Reason: '搬家',
    });
    expect(withdrawn.code, withdrawn.msg).toBe(100000);
    await page.reload();
    await page.getByTestId(`forecast-${nextMonth}`).waitFor();
    await expect.poll(() => figure(page, thisMonth, 'forecast-leaving')).toBe(leavingNow + 1);
    expect(await figure(page, nextMonth, 'forecast-free')).toBe(free + 1);
  });
});

it('park01 records a payment against a contract and its receipt opens to print', async () => {
  await withSignedInPage(suite.browser, suite.state('park01'), async (page) => {
    await page.goto('/Market/ContractPayment');
    await page.getByTestId('resource-add').click();
    await page.getByTestId('resource-form').waitFor();
    await chooseOption(page, 'resource-field-ContractId', 'HTDEMO0001', true);
    await page.getByTestId('resource-field-Amount').locator('xpath=descendant-or-self::input').fill('1234.56');
    await chooseOption(page, 'resource-field-Method', 'Card');
    await page.getByTestId('resource-field-PayerName').fill('王爸爸');
    await page.getByTestId('resource-form-submit').click();
    await toast(page, 'added successfully').waitFor();
    await page.waitForURL((url) => url.pathname === '/Market/PaymentReceipt' && url.searchParams.has('ContractPaymentId'));
    const receipt = page.getByTestId('receipt');
    await receipt.waitFor();
    expect(await page.getByTestId('receipt-amount').innerText()).toBe('¥1,234.56');
    expect(await page.getByTestId('receipt-no').innerText()).toMatch(/^SK\d{8}$/);
    await receipt.getByText('HTDEMO0001').waitFor();
    await receipt.getByText('王爸爸').waitFor();
    expect(await page.getByTestId('receipt-print').isVisible()).toBe(true);
  });
});
