import { api, resourceEndpoints, school } from '@kc/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiClient, apiLogin, chooseOption, toast, waitForPath, waitForSettled } from '../src/browser.ts';
import { runStamp } from '../src/dates.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * Schools and their parameters as people use them: the operator adds a school with its
 * three-level address (told 'please choose school address' while it stops at the city); park01
 * opens the school profile from the avatar menu and changes the phone; park01 changes a
 * parameter of their school (and is not offered the cache reset, a platform grant). What park01 changes is put back afterwards.
 */

/** park01 is seeded fresh: its greetings are dismissed for this file and put back after. */
const suite = browserSuite({ signIn: ['operator', 'park01'], quiet: ['park01'] });
let operator: ReturnType<typeof apiClient>;
let park: ReturnType<typeof apiClient>;
let parkSchool: number;
let phoneBefore = '';
const stamp = runStamp();
const eps = resourceEndpoints(school);

beforeAll(async () => {
  operator = apiClient(await apiLogin('operator'));
  park = apiClient(await apiLogin('park01'));
  parkSchool = (await park.call(api.getUserInfo, {})).data.Schools[0]?.SchoolId as number;
  phoneBefore = String(((await park.call(eps.GetDetail, { SchoolId: parkSchool })).data as { Phone: string }).Phone);
});
afterAll(async () => {
  await park?.call(eps.Update, { SchoolId: parkSchool, Phone: phoneBefore });
  await park?.call(api.schoolParameterUpdate, { SchoolId: parkSchool, BillingDay: null });
});

const withPage = (user: 'operator' | 'park01', fn: (page: Page) => Promise<void>) => suite.withSignedInPage(user, fn);

/** Opens the cascader of a form field and clicks the named areas, one per level. */
async function chooseArea(page: Page, testId: string, names: string[]): Promise<void> {
  await page.getByTestId(testId).click();
  const menus = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu');
  for (const [level, name] of names.entries()) {
    const item = menus.nth(level).locator(`.ant-cascader-menu-item[title="${name}"]`);
    await waitForSettled(item);
    await item.click();
  }
  await page.keyboard.press('Escape');
}

const fieldError = (page: Page, testId: string) =>
  page
    .locator('.ant-form-item')
    .filter({ has: page.getByTestId(testId) })
    .locator('.ant-form-item-explain-error');

it("the operator adds a school with its three-level address, told 'please choose school address' while it stops at the city", async () => {
  const name = `端到端幼儿园${stamp}`;
  await withPage('operator', async (page) => {
    await page.goto('/Operation/SchoolManage');
    await page.getByTestId('resource-table').waitFor();
    await page.getByTestId('resource-add').click();
    const form = page.getByTestId('resource-form');
    await form.waitFor();
    await page.getByTestId('resource-field-SchoolName').fill(name);
    await page.getByTestId('resource-field-Capacity').fill('120');
    await chooseOption(page, 'resource-field-SchoolType', 'Inclusive private');
    await chooseOption(page, 'resource-field-SchoolContractType', 'Standard');

    await chooseArea(page, 'resource-field-Area', ['北京市', '市辖区']);
    await page.getByTestId('resource-form-submit').click();
    await expect.poll(() => fieldError(page, 'resource-field-Area').textContent()).toBe('please choose school address');

    await chooseArea(page, 'resource-field-Area', ['北京市', '市辖区', '海淀区']);
    await expect.poll(() => fieldError(page, 'resource-field-Area').count()).toBe(0);
    await page.getByTestId('resource-form-submit').click();
    await toast(page, 'added successfully').waitFor();

    // The list names the place from the province down.
    const row = page.getByTestId('resource-table').locator('tbody tr[data-row-id]').filter({ hasText: name });
    await row.waitFor();
    expect(await row.locator('[data-col="Area"]').textContent()).toBe('北京市/市辖区/海淀区');
  });
  const found = await operator.call(eps.SelectPage, { cur_page: 1, size: 10, SchoolName: name });
  const list = (found.data as { list: Record<string, unknown>[] }).list;
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({ SchoolName: name, Area: ['11', '1101', '110108'], Capacity: 120, SchoolType: 3, SchoolContractType: 1 });
});

it('park01 opens the school profile from the avatar menu and changes the phone; what only the platform sets is not in the form', async () => {
  const phone = `010-6${String(Date.now()).slice(-7)}`;
  await withPage('park01', async (page) => {
    await page.goto('/Dashboard');
    await page.getByTestId('dashboard').waitFor();
    await page.getByTestId('avatar-menu').click();
    const item = page.getByTestId('avatar-menu-school-profile');
    await waitForSettled(item);
    await item.click();
    await page.waitForURL((url) => url.pathname === '/Operation/SchoolManage' && url.searchParams.get('edit') === String(parkSchool));
    const form = page.getByTestId('resource-form');
    await form.waitFor();
    const phoneInput = page.getByTestId('resource-field-Phone');
    await expect.poll(() => phoneInput.inputValue()).toBe(phoneBefore);
    expect(await page.getByTestId('resource-field-SchoolContractType').count()).toBe(0);
    expect(await page.getByTestId('resource-field-SchoolName').count()).toBe(0);

    await phoneInput.fill(phone);
    await page.getByTestId('resource-form-submit').click();
    await toast(page, 'modified successfully').waitFor();
    // Closing the editor leaves the school list (their one school) without ?edit=.
    await form.waitFor({ state: 'detached' });
    await waitForPath(page, '/Operation/SchoolManage');
    expect(new URL(page.url()).searchParams.get('edit')).toBeNull();
    expect(await page.getByTestId('resource-table').locator('tbody tr[data-row-id]').count()).toBe(1);
  });
  expect(((await park.call(eps.GetDetail, { SchoolId: parkSchool })).data as { Phone: string }).Phone).toBe(phone);
});

it("park01 changes their school's billing day on the parameters page", async () => {
  await withPage('park01', async (page) => {
    await page.goto('/Parameter/index');
    const form = page.locator(`[data-testid="parameter-form"][data-target="${parkSchool}"]`);
    await form.waitFor();
    // Granted Parameter edit but not the platform's cache reset: the form, no "Clear cache" (rendered with the page's header).
    await page.getByTestId('parameter-target').waitFor();
    expect(await page.getByTestId('parameter-clear-cache').count()).toBe(0);
    expect(await page.getByTestId('parameter-source-BillingDay').textContent()).toBe('Follows the default');
    await page.getByTestId('parameter-field-BillingDay').fill('15');
    await page.getByTestId('parameter-save').click();
    await toast(page, 'Saved').waitFor();
    await expect.poll(() => page.getByTestId('parameter-source-BillingDay').textContent()).toBe('Set for this school');
  });
  const detail = await park.call(api.schoolParameterDetail, { SchoolId: parkSchool });
  expect(detail.data.Own.BillingDay).toBe(15);
  expect(detail.data.Parameters.BillingDay).toBe(15);
});
