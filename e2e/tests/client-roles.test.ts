import { clientRole, resourceEndpoints, salesperson } from '@kc/contract';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiClient, apiLogin, chooseOption, toast, unusedMobile, waitForSettled } from '../src/browser.ts';
import { runStamp } from '../src/dates.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * The mobile apps' permissions as the super admin sets them: a client role with permissions of
 * its app (checkboxes of the chosen app), the default roles of a post, and a regional director
 * with the provinces he covers (a ChinaArea cascader) — one overlapping another director's is
 * refused with the server's message.
 */

const suite = browserSuite({ signIn: ['admin'] });

const stamp = runStamp();

async function openScreen(page: Page, path: string, resource: string): Promise<void> {
  await page.goto(path);
  await page.locator(`[data-testid="resource-page"][data-resource="${resource}"]`).waitFor();
}

/** The row of the list whose cell of `column` reads `text`, once the list shows it. */
const rowWith = (page: Page, column: string, text: string) =>
  page.locator('tbody tr[data-row-id]').filter({ has: page.locator(`td[data-col="${column}"]`, { hasText: text }) });

it('creates a client role with permissions of its app and makes it the default of a post', async () => {
  await suite.withSignedInPage('admin', async (page) => {
    await openScreen(page, '/Client/ClientRole', 'ClientRole');
    // The seeded roles, their permissions as tags.
    const seeded = rowWith(page, 'RoleName', '保健医');
    await seeded.waitFor();
    expect(await seeded.locator('td[data-col="Permissions"] .ant-tag').allTextContents()).toEqual([
      'Attendance check-in',
      'Daily care records',
      'Health checks',
      'Alerts',
    ]);

    const name = `值班教师${stamp}`;
    await page.getByTestId('resource-add').click();
    await page.getByTestId('resource-form').waitFor();
    // Nothing chosen: the form asks for the app before its permissions, and refuses to send.
    expect(await page.getByTestId('resource-field-Permissions').textContent()).toBe('Choose the App first');
    await page.getByTestId('resource-form-submit').click();
    await page.getByText('name cannot be empty').waitFor();

    await page.getByTestId('resource-field-RoleName').fill(name);
    await chooseOption(page, 'resource-field-App', 'Parent app');
    const permissions = page.getByTestId('resource-field-Permissions');
    await permissions.getByText('Live video').click();
    // Another app: its own permissions, and the parent-app one checked before is dropped.
    await chooseOption(page, 'resource-field-App', 'Teacher app');
    expect(await permissions.locator('label').allTextContents()).toContain('Weekly plan');
    expect(await permissions.locator('label').allTextContents()).not.toContain('Live video');
    await permissions.getByText('Attendance check-in').click();
    await permissions.getByText('Weekly plan').click();
    await page.getByTestId('resource-form-submit').click();
    await toast(page, 'added successfully').waitFor();

    const row = rowWith(page, 'RoleName', name);
    await row.waitFor();
    expect(await row.locator('td[data-col="App"]').textContent()).toBe('Teacher app');
    expect(await row.locator('td[data-col="Permissions"] .ant-tag').allTextContents()).toEqual(['Attendance check-in', 'Weekly plan']);
    const token = await apiLogin('admin');
    const stored = await apiClient(token).call(resourceEndpoints(clientRole).SelectPage, { cur_page: 1, size: 10, RoleName: name });
    const created = (stored.data as { list: Record<string, unknown>[] }).list[0];
    expect(created).toMatchObject({ App: 1, Permissions: ['teacher.attendance', 'teacher.weeklyPlan'] });

    // The list filters by a permission (once the drawer has closed: closing hands the focus back to Add).
    await page.getByTestId('resource-form').waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('resource-add');
    await chooseOption(page, 'resource-filter-Permissions', 'Weekly plan', true);
    await page.getByTestId('resource-search-submit').click();
    await page.waitForURL((url) => url.searchParams.get('Permissions') === 'teacher.weeklyPlan');
    // Sorted by Sort: the new role has the default 0.
    await expect.poll(async () => page.locator('tbody td[data-col="RoleName"]').allTextContents()).toEqual([name, '班级教师']);

    // The post Security (no setting in the seed) gets the new role as its default.
    await openScreen(page, '/Root/PostClientRoleSetting', 'PostClientRoleSetting');
    await rowWith(page, 'Post', 'Principal').waitFor();
    await page.getByTestId('resource-add').click();
    await page.getByTestId('resource-form').waitFor();
    await chooseOption(page, 'resource-field-Post', 'Security');
    await chooseOption(page, 'resource-field-ClientRoleIds', name);
    await page.keyboard.press('Escape');
    await page.getByTestId('resource-form-submit').click();
    await toast(page, 'added successfully').waitFor();
    const post = rowWith(page, 'Post', 'Security');
    await post.waitFor();
    expect(await post.locator('td[data-col="ClientRoleIds"]').textContent()).toBe(name);

    // The detail shows what the post's roles give.
    await post.getByTestId('resource-row-view').click();
    const detail = page.getByTestId('resource-detail');
    await detail.waitFor();
    expect(await detail.getByTestId('resource-detail-Post').textContent()).toBe('Security');
    await expect
      .poll(async () => detail.locator('.ant-descriptions-item-content .ant-tag').allTextContents())
      .toEqual(['Attendance check-in', 'Weekly plan']);
  });
});

it('creates a regional director over the provinces he covers; an overlapping one is refused', async () => {
  await suite.withSignedInPage('admin', async (page) => {
    await openScreen(page, '/Client/SalespersonManage', 'Salesperson');
    const seeded = rowWith(page, 'Name', '区域总监赵强');
    await seeded.waitFor();
    expect(await seeded.locator('td[data-col="Regions"] .ant-tag').allTextContents()).toEqual(['北京市', '上海市']);
    expect(await rowWith(page, 'Name', '销售小张').locator('td[data-col="DirectorId"]').textContent()).toBe('区域总监赵强');

    const name = `华南总监${stamp}`;
    await page.getByTestId('resource-add').click();
    await page.getByTestId('resource-form').waitFor();
    await page.getByTestId('resource-field-Name').fill(name);
    await page.getByTestId('resource-field-Mobile').fill(unusedMobile());
    await chooseOption(page, 'resource-field-Level', 'Regional director');

    // Regions: Guangdong (all of it) and Haikou, a city of Hainan.
    await page.getByTestId('resource-field-Regions').click();
    const menus = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu');
    const province = menus.first().locator('.ant-cascader-menu-item').filter({ hasText: '广东省' });
    await waitForSettled(province);
    await province.locator('.ant-cascader-checkbox').click();
    await menus.first().locator('.ant-cascader-menu-item').filter({ hasText: '海南省' }).click();
    await menus.nth(1).locator('.ant-cascader-menu-item').filter({ hasText: '海口市' }).locator('.ant-cascader-checkbox').click();
    await page.keyboard.press('Escape');
    await page.getByTestId('resource-form-submit').click();
    await toast(page, 'added successfully').waitFor();

    const row = rowWith(page, 'Name', name);
    await row.waitFor();
    expect(await row.locator('td[data-col="Level"]').textContent()).toBe('Regional director');
    expect(await row.locator('td[data-col="Regions"] .ant-tag').allTextContents()).toEqual(['广东省', '海南省/海口市']);
    const token = await apiLogin('admin');
    const stored = await apiClient(token).call(resourceEndpoints(salesperson).SelectPage, { cur_page: 1, size: 10, Name: name });
    expect((stored.data as { list: Record<string, unknown>[] }).list[0]).toMatchObject({ Level: 2, Regions: ['44', '4601'] });

    // Another director over Shenzhen: Guangdong is already covered; the server's message is shown on the field.
    await page.getByTestId('resource-add').click();
    await page.getByTestId('resource-form').waitFor();
    await page.getByTestId('resource-field-Name').fill(`深圳总监${stamp}`);
    await page.getByTestId('resource-field-Mobile').fill(unusedMobile());
    await chooseOption(page, 'resource-field-Level', 'Regional director');
    await page.getByTestId('resource-field-Regions').click();
    await menus.first().locator('.ant-cascader-menu-item').filter({ hasText: '广东省' }).click();
    await menus.nth(1).locator('.ant-cascader-menu-item').filter({ hasText: '深圳市' }).locator('.ant-cascader-checkbox').click();
    await page.keyboard.press('Escape');
    await page.getByTestId('resource-form-submit').click();
    const refusal = `广东省/深圳市 (4403) overlaps 广东省 (44) of regional director ${name}`;
    await toast(page, refusal).waitFor();
    await page.getByTestId('resource-form').getByText(refusal).waitFor();
    expect(await page.getByTestId('resource-form').isVisible()).toBe(true);
  });
});
