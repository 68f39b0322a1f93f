import { api, CUSTOMER_STAGE, contractPackage, customer, PACKAGE_KIND, resourceEndpoints } from '@kc/contract';
import { beforeAll, expect, it } from 'vitest';
import { apiClient, apiLogin, chooseOption, clickRowAction, toast, userInfo, withNewPage, withSignedInPage } from '../src/browser.ts';
import { runStamp, schoolToday } from '../src/dates.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * A lead from the public appointment form to a child of a class: a parent sends the school's
 * form (no sign-in), naming the child; park01 sees the request in SubscribeManage, makes it a lead in one click
 * (the child's name taken from the request), adds a follow-up (the lead is contacted), signs it into a class; the child is
 * then in that class in StudentManage with the parent as its family; its contract approved, the
 * lead is contracted.
 */
const suite = browserSuite({ signIn: ['park01'], quiet: ['park01'] });
const stamp = runStamp();
/** A promotion code as the codes are written: capitals, digits and dashes. */
const code = `E2E-${stamp.toUpperCase()}`;
const parentName = `预约家长${stamp}`;
const childName = `预约宝宝${stamp}`;
const mobile = `176${String(Date.now()).slice(-8)}`;
// Not teacher01's 小一班: the daily-care tests add children there, and a class has its capacity.
const className = '大一班';
const packageName = `一个月套餐${stamp}`;
let schoolId: number;

beforeAll(async () => {
  const token = await apiLogin('park01');
  const me = await userInfo(token);
  schoolId = me.data.Schools[0]?.SchoolId as number;
  const pkg = await apiClient(token).call(resourceEndpoints(contractPackage).Add, {
    SchoolId: schoolId,
    PackageName: packageName,
    Kind: PACKAGE_KIND.Months,
    Months: 1,
    Price: 300_000,
  });
  expect(pkg.code, pkg.msg).toBe(100000);
});

it('a parent’s appointment becomes a lead, is followed up, signs into a class and is contracted', async () => {
  await withNewPage(suite.browser, async (page) => {
    await page.goto(`/enrol/${schoolId}?code=${code}`);
    await page.getByTestId('enrol-form').waitFor();
    await page.getByTestId('enrol-name').fill(parentName);
    await page.getByTestId('enrol-mobile').fill(mobile);
    await page.getByTestId('enrol-child-name').fill(childName);
    await page.getByTestId('enrol-age').fill('3');
    await page.getByTestId('enrol-message').fill('想参观小班');
    await page.getByTestId('enrol-submit').click();
    await page.getByTestId('enrol-sent').waitFor();
  });

  await withSignedInPage(suite.browser, suite.state('park01'), async (page) => {
    await page.goto(`/Market/SubscribeManage?Name=${encodeURIComponent(parentName)}`);
    const row = page.getByTestId('resource-table').locator('tr[data-row-id]').filter({ hasText: parentName });
    await row.waitFor();
    expect(await row.textContent()).toContain('E2E-');
    await clickRowAction(row, 'subscribe-to-lead');
    await toast(page, 'The lead is made').waitFor();
    const detail = page.getByTestId('customer-detail-page');
    await detail.waitFor();
    expect(await page.getByTestId('customer-stage').innerText()).toBe('New');

    // The lead names the child as the request did; staff may still correct it.
    await page.getByTestId('customer-edit').click();
    const childField = page.getByTestId('resource-field-ChildName');
    await expect.poll(() => childField.inputValue()).toBe(childName);
    await page.getByTestId('resource-form-submit').click();
    await toast(page, 'modified successfully').waitFor();
    await detail.getByText(childName).first().waitFor();

    await page.getByTestId('customer-add-follow-up').click();
    await chooseOption(page, 'resource-field-Method', 'Phone call');
    await page.getByTestId('resource-field-Content').fill('电话沟通，周六来园参观');
    await page.getByTestId('resource-form-submit').click();
    await page.getByTestId('customer-follow-ups').getByText('电话沟通，周六来园参观').waitFor();
    await expect.poll(() => page.getByTestId('customer-stage').innerText()).toBe('Contacted');

    await page.getByTestId('customer-sign').click();
    await chooseOption(page, 'customer-sign-class', className);
    await chooseOption(page, 'customer-sign-gender', 'Girl');
    // The picker's test id is on its input or around it, as antd renders it.
    const birthday = page.locator('[data-testid="customer-sign-birthday"] input, input[data-testid="customer-sign-birthday"]').first();
    await birthday.click();
    await birthday.fill('2022-05-01');
    await page.keyboard.press('Enter');
    await page.getByTestId('customer-sign-submit').click();
    await toast(page, `Signed: ${childName} is in StudentManage`).waitFor();
    await expect.poll(() => page.getByTestId('customer-stage').innerText()).toBe('Deposit paid');
    await page.getByTestId('customer-child-link').waitFor();

    await page.goto(`/Teach/BabyInfo/StudentManage?StudentName=${encodeURIComponent(childName)}`);
    const child = page.getByTestId('resource-table').locator('tr[data-row-id]').filter({ hasText: childName });
    await child.waitFor();
    expect(await child.textContent()).toContain(className);

    // The child's contract, made, submitted and approved: the lead is then contracted.
    await page.goto('/Market/ContractManage');
    await page.getByTestId('contract-new').click();
    await chooseOption(page, 'contract-student', childName, true);
    await chooseOption(page, 'contract-package', packageName, true);
    const start = page.locator('[data-testid="contract-start"] input, input[data-testid="contract-start"]').first();
    await start.click();
    await start.fill(schoolToday());
    await page.keyboard.press('Enter');
    await page.getByTestId('contract-quote').getByTestId('contract-total').filter({ hasText: '¥3,000.00' }).waitFor();
    await page.getByTestId('contract-save').click();
    await page.waitForURL(/ContractDetail\?ContractId=\d+/);
    const state = page.getByTestId('contract-state');
    await state.filter({ hasText: 'Draft' }).waitFor();
    await page.getByTestId('contract-submit').click();
    await state.filter({ hasText: 'Pending audit' }).waitFor();
    await page.getByTestId('contract-approve').click();
    await state.filter({ hasText: 'Effective' }).waitFor();
  });

  // The lead kept the promotion code and links the child, whose family is the parent of the form.
  const park = apiClient(await apiLogin('park01'));
  const leads = await park.call(resourceEndpoints(customer).SelectPage, { cur_page: 1, size: 10, ChildName: childName });
  const lead = (leads.data as { list: Record<string, unknown>[] }).list[0];
  expect(lead).toMatchObject({ ExtendCode: code, Source: 4, Stage: CUSTOMER_STAGE.Contracted });
  const family = await park.call(api.parentGetFamily, { StudentId: Number(lead?.StudentId) });
  expect(JSON.stringify(family.data)).toContain(parentName);
}, 180_000);
