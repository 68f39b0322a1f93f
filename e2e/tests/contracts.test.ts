import {
  api,
  contract,
  contractPayment,
  DISCOUNT_KIND,
  discountItem,
  formatCents,
  PAY_METHOD,
  resourceEndpoints,
  school,
} from '@kc/contract';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { apiClient, apiLogin, chooseOption, toast, withSignedInPage } from '../src/browser.ts';
import { runStamp, schoolToday } from '../src/dates.ts';
import { addChild } from '../src/records.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * A family contract as park01 makes it: a package made on its screen, a contract for a child
 * with the server's quote shown before saving, submitted and approved; then a refund requested
 * with the computed amount shown, approved, and the trail listing each step with who did it;
 * the print view renders to PDF.
 */
const suite = browserSuite({ signIn: ['park01'], quiet: ['park01'] });
let park: ReturnType<typeof apiClient>;
const stamp = runStamp();
const childName = `合同童${stamp}`;
const packageName = `三个月套餐${stamp}`;
const discountName = `九五折${stamp}`;
let schoolId: number;
let schoolName: string;
let childId: number;

beforeAll(async () => {
  park = apiClient(await apiLogin('park01'));
  const classes = await park.call(api.attendanceClasses, {});
  // The last class: teacher01's first one is where the daily-care tests add children, up to its capacity.
  const first = classes.data[classes.data.length - 1];
  schoolId = first?.SchoolId as number;
  const schools = await park.call(resourceEndpoints(school).SelectList, {});
  schoolName = String((schools.data as { Value: number; Label: string }[]).find((s) => s.Value === schoolId)?.Label);
  childId = await addChild(park, {
    SchoolId: schoolId,
    ClassId: first?.ClassId as number,
    StudentName: childName,
    Gender: 1,
    Birthday: '2022-04-01',
    EnrolDate: '2024-09-01',
  });
  const d = await park.call(resourceEndpoints(discountItem).Add, {
    SchoolId: schoolId,
    DiscountName: discountName,
    Kind: DISCOUNT_KIND.Percent,
    PercentBp: 500,
  });
  expect(d.code, d.msg).toBe(100000);
});

const field = (page: Page, testId: string) =>
  page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"], textarea[data-testid="${testId}"]`).first();

/** The family pays the whole contract through the payments module (the refund is bounded by what was paid). */
async function payInFull(contractId: number): Promise<void> {
  const c = await park.call(resourceEndpoints(contract).GetDetail, { ContractId: contractId });
  const paid = await park.call(resourceEndpoints(contractPayment).Add, {
    ContractId: contractId,
    Amount: Number((c.data as { TotalAmount: number }).TotalAmount),
    Method: PAY_METHOD.BankTransfer,
  });
  expect(paid.code, paid.msg).toBe(100000);
}

it('park01 makes a package and a contract (the quote shown), has it approved, then refunds it as computed, each step in the trail', async () => {
  await withSignedInPage(suite.browser, suite.state('park01'), async (page) => {
    // A package of three months at ¥9,000.01.
    await page.goto('/Market/ThingsList/PackageSet');
    await page.getByTestId('resource-add').click();
    await page.getByTestId('resource-form').waitFor();
    await chooseOption(page, 'resource-field-SchoolId', schoolName);
    await field(page, 'resource-field-PackageName').fill(packageName);
    await chooseOption(page, 'resource-field-Kind', 'Months');
    await field(page, 'resource-field-Months').fill('3');
    await field(page, 'resource-field-Price').fill('9000.01');
    await page.getByTestId('resource-form-submit').click();
    await toast(page, 'added successfully').waitFor();

    // The contract: 5 % off 900,001 cents = 45,000.05 → 45,000 (half up), total ¥8,550.01, shown before saving.
    await page.goto('/Market/ContractManage');
    await page.getByTestId('contract-new').click();
    await chooseOption(page, 'contract-student', childName, true);
    await chooseOption(page, 'contract-package', packageName, true);
    await field(page, 'contract-start').click();
    await field(page, 'contract-start').fill(schoolToday());
    await page.keyboard.press('Enter');
    await chooseOption(page, 'contract-discount-pick', discountName, true);
    await page.getByTestId('contract-quote').getByTestId('contract-total').filter({ hasText: '¥8,550.01' }).waitFor();
    await page.getByTestId('contract-save').click();
    await page.waitForURL(/ContractDetail\?ContractId=\d+/);
    const contractId = Number(new URL(page.url()).searchParams.get('ContractId'));
    const state = page.getByTestId('contract-state');
    await state.filter({ hasText: 'Draft' }).waitFor();

    await page.getByTestId('contract-submit').click();
    await state.filter({ hasText: 'Pending audit' }).waitFor();
    await page.getByTestId('contract-approve').click();
    await state.filter({ hasText: 'Effective' }).waitFor();
    await payInFull(contractId);

    // The refund: the amount shown is the server's computation.
    const expected = await park.call(api.contractChangeQuote, { ContractId: contractId, Kind: 5 });
    expect(expected.code, expected.msg).toBe(100000);
    const amount = formatCents(expected.data.RefundAmount);
    await page.getByTestId('change-new').click();
    await chooseOption(page, 'change-kind', 'Refund');
    await field(page, 'change-reason').fill('家庭搬迁');
    await page
      .getByTestId('change-refund')
      .filter({ hasText: `Refund computed: ¥${amount}` })
      .waitFor();
    await page.getByTestId('change-submit').click();
    await toast(page, 'Change requested').waitFor();
    await state.filter({ hasText: 'Changing' }).waitFor();
    await page.getByTestId('change-approve').click();
    await state.filter({ hasText: 'Refunded' }).waitFor();
    await page
      .getByTestId('contract-refunded')
      .filter({ hasText: `¥${amount}` })
      .waitFor();

    // The trail: created, submitted, approved, change requested, refunded — each by park01.
    const rows = page.getByTestId('contract-trail').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(5);
    const texts = await rows.allInnerTexts();
    expect(texts.map((t) => t.split('\t')[2])).toEqual(['Draft', 'Pending audit', 'Effective', 'Changing', 'Refunded']);
    const by = texts.map((t) => t.split('\t')[3]);
    expect(new Set(by).size).toBe(1);
    expect(by[0]).not.toBe('System');

    // The child's page lists the contract with its state and what was paid.
    await page.goto(`/Teach/StudentDetail?StudentId=${childId}`);
    await page
      .getByTestId('student-contracts')
      .locator('tbody tr')
      .filter({ hasText: 'Refunded' })
      .filter({ hasText: '8,550.01' })
      .first()
      .waitFor();

    // The printable preview renders to a PDF.
    await page.goto(`/print/contract?ContractId=${contractId}`);
    await page.getByTestId('contract-print-view').getByText('¥8,550.01').waitFor();
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  });
});
