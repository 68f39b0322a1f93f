import { api, resourceEndpoints, sysUser } from '@kc/contract';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  apiClient,
  apiLogin,
  chooseOption,
  clickRowAction,
  loginWithPassword,
  submitLogin,
  toast,
  tokenOf,
  unusedMobile,
  userInfo,
  waitForSettled,
} from '../src/browser.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * Account management (/Client/ManagerRoot) as the super admin uses it: filter the list, create
 * an account with a role and a school, bind another school, disable it (its sign-in is
 * refused), enable it, reset its password; the account then signs in with the new one.
 */

const suite = browserSuite({ signIn: ['admin'] });

const SCREEN = '/Client/ManagerRoot';
const tableRows = (page: Page) => page.getByTestId('resource-table').locator('tbody tr[data-row-id]');

/** Tries to sign in through the login page of a fresh context; answers the server's answer. */
async function signInAnswer(username: string, password: string): Promise<{ code: number; msg: string }> {
  let answer = { code: 0, msg: '' };
  await suite.withPage(async (page) => {
    await page.goto('/login');
    const response = page.waitForResponse((r) => r.url().includes('/SysUserLogin'));
    await submitLogin(page, username, password);
    answer = (await (await response).json()) as { code: number; msg: string };
    if (answer.code !== 100000) {
      await toast(page, answer.msg).waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
    } else {
      await page.getByTestId('app-layout').waitFor();
    }
  });
  return answer;
}

/** Confirms the antd Popconfirm whose OK button carries this test id. */
async function confirm(page: Page, okTestId: string): Promise<void> {
  const ok = page.getByTestId(okTestId);
  await waitForSettled(ok);
  await ok.click();
}

it('filters, creates an account with a role and a school, disables, enables and resets its password', async () => {
  await suite.withSignedInPage('admin', async (page) => {
    await page.goto(SCREEN);
    await page.locator(`[data-testid="resource-page"][data-resource="SysUser"]`).waitFor();

    // Filter: the park admins' usernames.
    await page.getByTestId('resource-filter-Username').fill('park0');
    await page.getByTestId('resource-search-submit').click();
    await page.waitForURL((url) => url.searchParams.get('Username') === 'park0');
    await expect.poll(async () => (await tableRows(page).allTextContents()).length).toBe(3);
    const names = await page.locator('tbody td[data-col="Username"]').allTextContents();
    expect(names.sort()).toEqual(['park01', 'park02', 'park03']);
    expect(await page.getByTestId('resource-total').textContent()).toBe('3 in total');
    // Mobiles are masked in the list.
    expect(await page.locator('tbody td[data-col="Mobile"]').allTextContents()).toContain('138****0007');
    await page.getByTestId('resource-search-reset').click();

    // Create: a teacher account of school 1 (阳光幼儿园).
    const username = `e2e${Date.now().toString(36)}`;
    const mobile = unusedMobile();
    await page.getByTestId('resource-add').click();
    await page.getByTestId('resource-form').waitFor();
    // Validated before sending, with the spec's messages.
    await page.getByTestId('resource-field-Username').fill('abc');
    await page.getByTestId('resource-field-Mobile').fill('123');
    await page.getByTestId('resource-form-submit').click();
    await page.getByText('cannot be empty, length 5-25 characters').waitFor();
    await page.getByText('phone number format error').waitFor();
    await page.getByText('cannot be empty, length 6-20 characters').waitFor();

    await page.getByTestId('resource-field-Username').fill(username);
    await page.getByTestId('resource-field-FullName').fill('端到端测试');
    await page.getByTestId('resource-field-Mobile').fill(mobile);
    await page.getByTestId('resource-field-Password').fill('First#2024');
    await chooseOption(page, 'resource-field-IdentityType', 'School staff');
    await chooseOption(page, 'resource-field-Roles', '教师');
    await page.keyboard.press('Escape');
    await chooseOption(page, 'resource-field-Schools', '阳光幼儿园');
    await page.keyboard.press('Escape');
    await page.getByTestId('resource-form-submit').click();
    await toast(page, 'added successfully').waitFor();

    const adminToken = await apiLogin('admin');
    const found = await apiClient(adminToken).call(resourceEndpoints(sysUser).SelectPage, { cur_page: 1, size: 10, Username: username });
    const created = (found.data as { list: { SysUserId: number; Roles: number[]; Schools: number[] }[] }).list[0];
    expect(created).toBeDefined();
    const id = created?.SysUserId as number;
    expect(created?.Schools).toHaveLength(1);

    await page.getByTestId('resource-filter-Username').fill(username);
    await page.getByTestId('resource-search-submit').click();
    // The filtered answer, not the list refreshed after the add (which shows the new row too).
    await page.waitForURL((url) => url.searchParams.get('Username') === username);
    await expect.poll(async () => page.getByTestId('resource-total').textContent()).toBe('1 in total');
    const row = page.locator(`tbody tr[data-row-id="${id}"]`);
    await row.waitFor();
    expect(await row.locator('td[data-col="Roles"]').textContent()).toBe('教师');

    // Bind a second school in the tree.
    await clickRowAction(row, 'accounts-open-schools');
    const dialog = page.getByTestId('accounts-schools-dialog');
    await dialog.getByTestId('accounts-school-tree').waitFor();
    expect(await dialog.getByTestId('accounts-schools-count').textContent()).toBe('1 school selected');
    await dialog.getByTestId(`accounts-school-${(created?.Schools ?? [])[0]}`).waitFor();
    await dialog.getByText('小星星双语幼儿园').click();
    expect(await dialog.getByTestId('accounts-schools-count').textContent()).toBe('2 schools selected');
    await dialog.getByTestId('accounts-schools-submit').click();
    await toast(page, 'Saved successfully').waitFor();

    // Signed in before it is disabled: that session ends with the disabling.
    const accountToken = await apiLogin(username, 'First#2024');
    expect((await userInfo(accountToken)).data.Schools).toHaveLength(2);

    // Disable: the sign-in is refused.
    await row.getByTestId('accounts-disable').click();
    await confirm(page, 'accounts-state-confirm');
    await toast(page, 'Disabled').waitFor();
    await row.getByTestId('accounts-enable').waitFor();
    expect((await userInfo(accountToken)).code).toBe(-103);
    expect(await signInAnswer(username, 'First#2024')).toMatchObject({
      code: 100003,
      msg: 'this account is disabled, please contact the administrator',
    });

    // Enable again.
    await row.getByTestId('accounts-enable').click();
    await confirm(page, 'accounts-state-confirm');
    await toast(page, 'Enabled').waitFor();
    await row.getByTestId('accounts-disable').waitFor();

    // Reset the password: the repeat must match (spec §5), then the new one works in a fresh context.
    await clickRowAction(row, 'accounts-open-password');
    await page.getByTestId('accounts-password-dialog').waitFor();
    await page.getByTestId('accounts-new-password').fill('Second#2024');
    await page.getByTestId('accounts-repeat-password').fill('Second#2025');
    await page.getByTestId('accounts-password-submit').click();
    await page.getByText('the two passwords entered are inconsistent').waitFor();
    await page.getByTestId('accounts-repeat-password').fill('Second#2024');
    await page.getByTestId('accounts-password-submit').click();
    await toast(page, 'The password has been reset').waitFor();

    expect((await signInAnswer(username, 'First#2024')).msg).toBe('wrong username or password');
    await suite.withPage(async (fresh, freshContext) => {
      await loginWithPassword(fresh, username, 'Second#2024');
      await fresh.getByTestId('app-layout').waitFor();
      const token = (await tokenOf(freshContext)) as string;
      const me = await apiClient(token).call(api.getUserInfo, {});
      expect(me.data).toMatchObject({ Username: username, SysRoleName: '教师' });
    });
  });
});
