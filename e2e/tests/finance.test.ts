import { api, formatCents, resourceEndpoints, school, schoolKeepCategory } from '@kc/contract';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { apiClient, apiLogin, chooseOption, newSignedInContext, toast, waitForSettled, withSignedInPage } from '../src/browser.ts';
import { runStamp, schoolToday } from '../src/dates.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * The school's own books as park01 keeps them: an expense type and an expense added on their
 * screens, a KPI target set for the month in the school KPI edit dialog with the computed actual
 * beside it (the server's figure), and the profit view showing the month's expenses with the new
 * one; the KPI screen at 390 px; the operator's expense form offering only the chosen school's types.
 */
const suite = browserSuite({ signIn: ['park01', 'operator'], quiet: ['park01', 'operator'] });
let park: ReturnType<typeof apiClient>;
const stamp = runStamp();
const typeName = `教玩具${stamp}`;
const payee = `玩具店${stamp}`;
const month = schoolToday().slice(0, 7);
let schoolId: number;
let schoolName: string;

beforeAll(async () => {
  park = apiClient(await apiLogin('park01'));
  const schools = await park.call(resourceEndpoints(school).SelectList, {});
  const first = (schools.data as { Value: number; Label: string }[])[0];
  schoolId = first?.Value as number;
  schoolName = String(first?.Label);
});

const field = (page: Page, testId: string) =>
  page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"], textarea[data-testid="${testId}"]`).first();

const expensesOfMonth = async () => {
  const r = await park.call(api.schoolProfit, { SchoolId: schoolId, From: month, To: month });
  expect(r.code, r.msg).toBe(100000);
  return r.data.list[0]?.Expenses as number;
};

it('park01 adds an expense type and an expense, sets the month’s KPI targets and sees the actuals and the profit follow', async () => {
  const before = await expensesOfMonth();
  await withSignedInPage(suite.browser, suite.state('park01'), async (page) => {
    // The type.
    await page.goto('/SchoolFinance/FinanceSetting/SchoolKeepCategory');
    await page.getByTestId('resource-add').click();
    await page.getByTestId('resource-form').waitFor();
    await chooseOption(page, 'resource-field-SchoolId', schoolName);
    await field(page, 'resource-field-CategoryName').fill(typeName);
    await page.getByTestId('resource-form-submit').click();
    await toast(page, 'added successfully').waitFor();

    // The expense of ¥1,234.56 today, of that type.
    await page.goto('/SchoolFinance/FinanceSetting/SchoolKeepAccounts');
    await page.getByTestId('resource-add').click();
    await page.getByTestId('resource-form').waitFor();
    await chooseOption(page, 'resource-field-SchoolId', schoolName);
    await chooseOption(page, 'resource-field-CategoryId', typeName, true);
    await field(page, 'resource-field-ExpenseDate').click();
    await field(page, 'resource-field-ExpenseDate').fill(schoolToday());
    await page.keyboard.press('Enter');
    await field(page, 'resource-field-Amount').fill('1234.56');
    await field(page, 'resource-field-Payee').fill(payee);
    await page.getByTestId('resource-form-submit').click();
    await toast(page, 'added successfully').waitFor();
    await page.getByText(payee).first().waitFor();
    expect(await expensesOfMonth()).toBe(before + 123_456);

    // The KPI: targets of this month in the edit dialog; the actuals are the server's.
    await page.goto('/SchoolFinance/FinanceSetting/SchoolKPIManage');
    const cell = `kpi-${schoolId}-${month}`;
    await page.getByTestId(`kpi-edit-${schoolId}-${month}`).click();
    await page.getByTestId('kpi-dialog').waitFor();
    await field(page, 'kpi-enrolment').fill('80');
    await field(page, 'kpi-attendance').fill('95');
    await page.getByTestId('kpi-save').click();
    await toast(page, 'Targets saved').waitFor();
    await page.getByTestId(`${cell}-enrolment-target`).filter({ hasText: /^80$/ }).waitFor();
    await page.getByTestId(`${cell}-attendanceRate-target`).filter({ hasText: /^95%$/ }).waitFor();
    const report = await park.call(api.schoolKpiReport, { SchoolId: schoolId, From: month, To: month });
    const row = report.data.list[0];
    expect(row?.Enrolment.Target).toBe(80);
    expect(await page.getByTestId(`${cell}-enrolment-actual`).innerText()).toBe(String(row?.Enrolment.Actual));
    expect(await page.getByTestId(`${cell}-enrolment-achieved`).innerText()).toContain(`${row?.Enrolment.Achieved}%`);
    expect(await page.getByTestId(`${cell}-satisfaction-actual`).innerText()).toBe('No data');
    await page.getByTestId('kpi-chart').waitFor();

    // The profit tab: the month's expenses with the new one, and the profit the server computes.
    await page.getByTestId('finance-tab-profit').click();
    await page.locator('[role="tab"][aria-selected="true"]').filter({ hasText: 'Monthly profit' }).waitFor();
    const profit = (await park.call(api.schoolProfit, { SchoolId: schoolId, From: month, To: month })).data.list[0];
    expect(profit?.Expenses).toBeGreaterThanOrEqual(before + 123_456);
    await page
      .getByTestId(`profit-${schoolId}-${month}-expenses`)
      .filter({ hasText: `¥${formatCents(profit?.Expenses as number)}` })
      .waitFor();
    expect(await page.getByTestId(`profit-${schoolId}-${month}-profit`).innerText()).toBe(`¥${formatCents(profit?.Profit as number)}`);
    await page.getByTestId('profit-chart').waitFor();
  });
}, 150_000);

it('the KPI screen at 390 px in Spanish: its controls and the chart’s texts within the screen, the edit dialog in reach', async () => {
  const context = await newSignedInContext(suite.browser, suite.state('park01'), { width: 390, height: 844, language: 'es' });
  try {
    const page = await context.newPage();
    await page.goto('/SchoolFinance/FinanceSetting/SchoolKPIManage');
    await page.getByTestId(`kpi-${schoolId}-${month}-enrolment`).waitFor();
    // The school picker; the range of months (its two inputs: the last one rightmost).
    for (const control of [page.getByTestId('kpi-school'), page.getByTestId('kpi-months').last()]) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    // The chart's legend wraps (the Spanish names are long): every text of the chart whole on the screen.
    const texts = page.getByTestId('kpi-chart').locator('svg text');
    await texts.first().waitFor();
    for (const text of await texts.all()) {
      const box = await text.boundingBox();
      if (box) expect(box.x >= 0 && box.x + box.width <= 390, `${await text.textContent()} at ${box.x}+${box.width}`).toBe(true);
    }
    const edit = page.getByTestId(`kpi-edit-${schoolId}-${month}`);
    await edit.scrollIntoViewIfNeeded();
    await edit.click();
    await page.getByTestId('kpi-dialog').waitFor();
  } finally {
    await context.close();
  }
});

it('the operator’s expense form offers only the chosen school’s types, and clears the type when the school changes', async () => {
  const operator = apiClient(await apiLogin('operator'));
  const schools = (await operator.call(resourceEndpoints(school).SelectList, {})).data as { Value: number; Label: string }[];
  const [one, two] = schools;
  if (!one || !two) throw new Error('the operator sees fewer than two schools');
  // A type of each school, both named with this run's stamp: a search for it lists the school's own only.
  const typeOf = { [one.Value]: `一园专用${stamp}`, [two.Value]: `二园专用${stamp}` };
  for (const s of [one, two]) {
    const r = await operator.call(resourceEndpoints(schoolKeepCategory).Add, { SchoolId: s.Value, CategoryName: typeOf[s.Value] });
    expect(r.code, r.msg).toBe(100000);
  }
  await withSignedInPage(suite.browser, suite.state('operator'), async (page) => {
    await page.goto('/SchoolFinance/FinanceSetting/SchoolKeepAccounts');
    await page.getByTestId('resource-add').click();
    await page.getByTestId('resource-form').waitFor();
    const picker = page.getByTestId('resource-field-CategoryId');
    // The type picker's own dropdown (its listbox named by the open input), not the school's closing one.
    const listId = () => picker.locator('input').getAttribute('aria-controls');
    let options = page.locator('.ant-select-item-option');
    /** The types the picker offers for this run's stamp (its dropdown left open). */
    const offered = async () => {
      await picker.click();
      await picker.locator('input').pressSequentially(stamp);
      options = page
        .locator('.ant-select-dropdown')
        .filter({ has: page.locator(`[id="${await listId()}"]`) })
        .locator('.ant-select-item-option');
      await options.first().waitFor();
      return options.allTextContents();
    };
    await chooseOption(page, 'resource-field-SchoolId', one.Label);
    expect(await offered()).toEqual([typeOf[one.Value]]);
    await waitForSettled(options.first());
    await options.first().click();
    await picker
      .locator('.ant-select-content-has-value')
      .filter({ hasText: typeOf[one.Value] as string })
      .waitFor();
    // Another school: the first school's type is no longer the form's, and the second's own are offered.
    await chooseOption(page, 'resource-field-SchoolId', two.Label);
    await picker.locator('.ant-select-content-has-value').waitFor({ state: 'detached' });
    expect(await offered()).toEqual([typeOf[two.Value]]);
  });
}, 90_000);
