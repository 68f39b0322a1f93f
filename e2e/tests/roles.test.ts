import { api, resourceEndpoints, schoolClass, sysUser } from '@kc/contract';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  apiClient,
  apiLogin,
  chooseOption,
  clickRowAction,
  rowActionIds,
  signInToLayout,
  toast,
  tokenOf,
  unusedMobile,
  waitForSettled,
} from '../src/browser.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * Role management (/Client/SysRoleManage), the walk: an admin creates a role with part
 * of the menu, creates an account with it; that account, signed in in a fresh browser, sees
 * exactly that menu, and a call its screen hides the button of, made by hand, is refused.
 */

const suite = browserSuite({ signIn: ['admin'] });

/** The checkbox of a menu entry in the permissions tree. */
const entryBox = (page: Page, name: string) =>
  page
    .locator('.ant-tree-treenode')
    .filter({ has: page.getByTestId(`roles-menu-entry-${name}`) })
    .locator('.ant-tree-checkbox');

const sidebarLinks = (page: Page) =>
  page
    .getByTestId('sidebar')
    .locator('[data-testid^="sidebar-item-"]')
    .evaluateAll((els) => els.map((e) => (e.getAttribute('data-testid') as string).slice('sidebar-item-'.length)));

it('creates a role with part of the menu; an account holding it sees exactly that menu; a hidden button’s call is refused', async () => {
  const roleName = `E2E role ${Date.now().toString(36)}`;
  const context = await suite.signedInContext('admin');
  let roleId = 0;
  try {
    const page = await context.newPage();
    await page.goto('/Client/SysRoleManage');
    await page.locator('[data-testid="resource-page"][data-resource="SysRole"]').waitFor();

    // The role: checked before sending, then added.
    await page.getByTestId('resource-add').click();
    await page.getByTestId('resource-form').waitFor();
    await page.getByTestId('resource-form-submit').click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    await page.getByTestId('resource-field-RoleName').fill(roleName);
    await chooseOption(page, 'resource-field-RoleType', 'Platform operator');
    await page.getByTestId('resource-form-submit').click();
    await toast(page, 'added successfully').waitFor();

    await page.getByTestId('resource-filter-RoleName').fill(roleName);
    await page.getByTestId('resource-search-submit').click();
    const row = page.locator('tbody tr[data-row-id]').filter({ hasText: roleName });
    await row.waitFor();
    roleId = Number(await row.getAttribute('data-row-id'));
    expect(await row.locator('td[data-col="UserCount"]').textContent()).toBe('0');

    // Its menu: the child-information branch but parents, classes; children also exported.
    await row.getByTestId('roles-row-menus').click();
    const editor = page.getByTestId('roles-menu-editor');
    await editor.waitFor();
    await editor.getByTestId('roles-menu-expand').click();
    await entryBox(page, 'BabyInfo').click();
    await expect.poll(() => page.getByTestId('roles-menu-entry-Parents').getAttribute('data-granted'), { timeout: 5000 }).toBe('view');
    expect(await page.getByTestId('roles-menu-entry-StudentManage').getAttribute('data-granted')).toBe('view');
    await entryBox(page, 'Parents').click();
    await entryBox(page, 'ClassManage').click();
    await page.getByTestId('roles-menu-action-StudentManage-export').click();
    expect(await page.getByTestId('roles-menu-entry-StudentManage').getAttribute('data-granted')).toBe('view,export');
    expect(await page.getByTestId('roles-menu-entry-Parents').getAttribute('data-granted')).toBe('');
    expect(await editor.getByTestId('roles-menu-count').textContent()).toBe('3 entries granted');
    await editor.getByTestId('roles-menu-save').click();
    await toast(page, 'Saved: 3 added, 0 changed, 0 removed').waitFor();
  } finally {
    await context.close();
  }

  // The account (account management is its own screen; its API suffices here).
  const username = `e2erole${Date.now().toString(36)}`;
  const password = 'Role#2024';
  const added = await apiClient(await apiLogin('admin')).call(resourceEndpoints(sysUser).Add, {
    Username: username,
    FullName: '角色测试',
    Mobile: unusedMobile(),
    Password: password,
    IdentityType: 1,
    Roles: [roleId],
  });
  expect(added.code, added.msg).toBe(100000);

  await suite.withPage(async (page, context) => {
    await signInToLayout(page, username, password);
    // A new account first sees the upgrade notice of this version.
    await waitForSettled(page.getByTestId('version-dismiss'));
    await page.getByTestId('version-dismiss').click();
    await page.getByTestId('version-notice').waitFor({ state: 'hidden' });
    expect(await sidebarLinks(page)).toEqual(['/Dashboard', '/Teach/BabyInfo/StudentManage', '/Teach/ClassManage']);
    expect(await page.getByTestId('sidebar-submenu-/Teach').innerText()).toBe('Teaching affairs');

    // Classes: view only, so no add button ...
    await page.getByTestId('sidebar-item-/Teach/ClassManage').click();
    await page.locator('[data-testid="resource-page"][data-resource="Class"]').waitFor();
    await page.getByTestId('resource-table').locator('tbody tr[data-row-id]').first().waitFor();
    expect(await page.getByTestId('resource-add').count()).toBe(0);
    expect(await rowActionIds(page.getByTestId('resource-table').locator('tbody tr[data-row-id]').first())).not.toContain(
      'resource-row-delete',
    );

    // ... and the call made by hand with this session is refused, as is a screen not granted.
    const own = apiClient((await tokenOf(context)) as string);
    const add = await own.call(resourceEndpoints(schoolClass).Add, {
      SchoolId: 1,
      ClassName: '手工班',
      Grade: 'junior',
      AcademicYear: '2025-2026',
      Capacity: 20,
      State: 0,
    });
    expect([add.code, add.msg]).toEqual([100003, 'no permission: ClassManage (add)']);
    expect((await own.call(api.msgtransferPage, { cur_page: 1, size: 5 })).code).toBe(100003);
    expect((await own.call(api.sysRoleGetMenuTree, { SysRoleId: roleId })).code).toBe(100003);
    expect((await own.call(resourceEndpoints(schoolClass).SelectPage, { cur_page: 1, size: 5 })).code).toBe(100000);
  });

  // The role list counts its account; the users drawer shows it.
  const again = await suite.signedInContext('admin');
  try {
    const page = await again.newPage();
    await page.goto(`/Client/SysRoleManage?RoleName=${encodeURIComponent(roleName)}`);
    const row = page.locator(`tbody tr[data-row-id="${roleId}"]`);
    await row.waitFor();
    expect(await row.locator('td[data-col="UserCount"]').textContent()).toBe('1');
    await clickRowAction(row, 'roles-row-users');
    const users = page.getByTestId('roles-users');
    await users.getByText(username).waitFor();
    expect(await users.getByTestId('roles-users-total').textContent()).toBe('1 accounts');
  } finally {
    await again.close();
  }
});
