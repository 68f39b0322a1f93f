import { api, type MenuAdminNode } from '@kc/contract';
import type { Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { apiClient, apiLogin, toast, waitForSettled } from '../src/browser.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * Menu management (/Client/ManagerPage) as the super admin uses it: rename an entry's English
 * title and see it in the sidebar; add a sub-entry, move it, hide it (gone from the sidebar),
 * delete it after a confirm that counts what goes; reset the cache. Whatever changes is put
 * back: the browser tests share one database.
 */

const suite = browserSuite({ signIn: ['admin'] });
const RENAMED = 'SysRoleManage';
const ORIGINAL_TITLE = 'Roles';

let adminClient: ReturnType<typeof apiClient> | undefined;
/** The admin's API client, signed in once (sign-ins are rate limited per username). */
async function adminApi() {
  adminClient ??= apiClient(await apiLogin('admin'));
  return adminClient;
}
async function entry(name: string): Promise<MenuAdminNode | undefined> {
  const flat = (l: MenuAdminNode[]): MenuAdminNode[] => l.flatMap((n) => [n, ...flat(n.Children)]);
  return flat((await (await adminApi()).call(api.sysRoleMenuTree, {})).data).find((n) => n.Name === name);
}

afterAll(async () => {
  // Put back what a failed run may have left.
  const c = await adminApi();
  const renamed = await entry(RENAMED);
  if (renamed && renamed.TitleEn !== ORIGINAL_TITLE)
    await c.call(api.sysRoleMenuUpdate, { SysMenuId: renamed.SysMenuId, TitleEn: ORIGINAL_TITLE });
  const added = await entry('E2eScreen');
  if (added) await c.call(api.sysRoleMenuDeleteSelfAndChildren, { SysMenuId: added.SysMenuId });
});

async function openEditor(page: Page): Promise<void> {
  await page.goto('/Client/ManagerPage');
  await page.getByTestId('menus-tree').waitFor();
  await page.getByTestId('menus-expand-all').click();
}

async function pick(page: Page, name: string): Promise<void> {
  await page.getByTestId(`menus-node-${name}`).click();
  await page.getByTestId('menus-form').waitFor();
  await expect.poll(() => page.getByTestId('menus-field-Name').inputValue(), SLOW).toBe(name);
}

const sidebarItem = (page: Page, path: string) => page.getByTestId(`sidebar-item-${path}`);
/** The sidebar follows a save after the tree and the session reload: two round trips on a busy machine. */
const SLOW = { timeout: 10_000 };

it('renames an entry’s English title: the sidebar follows, here and in a new session', async () => {
  const context = await suite.signedInContext('admin');
  try {
    const page = await context.newPage();
    await openEditor(page);
    await pick(page, RENAMED);
    // A protected entry: its name cannot change, and it cannot be deleted.
    expect(await page.getByTestId('menus-field-Name').isDisabled()).toBe(true);
    expect(await page.getByTestId('menus-delete').isDisabled()).toBe(true);

    // Checked before sending.
    await page.getByTestId('menus-field-TitleEn').fill('');
    await page.getByTestId('menus-form-submit').click();
    await page.locator('.ant-form-item-explain-error').filter({ hasText: 'Required' }).waitFor();

    await page.getByTestId('menus-field-TitleEn').fill('Roles and grants');
    await page.getByTestId('menus-form-submit').click();
    await toast(page, 'Saved').waitFor();
    await expect.poll(() => sidebarItem(page, '/Client/SysRoleManage').innerText(), SLOW).toBe('Roles and grants');
    expect(await page.getByTestId(`menus-node-title-${RENAMED}`).innerText()).toBe('Roles and grants');

    await page.getByTestId('menus-reset-cache').click();
    await toast(page, 'Cache reset: menus apply at once').waitFor();
  } finally {
    await context.close();
  }
  const fresh = await suite.signedInContext('admin');
  try {
    const page = await fresh.newPage();
    await page.goto('/Dashboard');
    expect(await sidebarItem(page, '/Client/SysRoleManage').innerText()).toBe('Roles and grants');
  } finally {
    await fresh.close();
    const renamed = await entry(RENAMED);
    await (await adminApi()).call(api.sysRoleMenuUpdate, { SysMenuId: renamed?.SysMenuId as number, TitleEn: ORIGINAL_TITLE });
  }
});

it('adds a sub-entry, moves it, hides it from the sidebar and deletes it after a confirm that counts it', async () => {
  const context = await suite.signedInContext('admin');
  try {
    const page = await context.newPage();
    await openEditor(page);
    await pick(page, 'Client');
    await page.getByTestId('menus-add-child').click();
    await page.getByTestId('menus-field-Name').fill('E2eScreen');
    await page.getByTestId('menus-field-Path').fill('/E2eScreen');
    await page.getByTestId('menus-field-TitleZh').fill('端到端页面');
    await page.getByTestId('menus-field-TitleEn').fill('End-to-end screen');
    await page.getByTestId('menus-field-TitleEs').fill('Pantalla de prueba');
    await page.getByTestId('menus-field-Component').fill('client/E2eScreen');
    await page.getByTestId('menus-form-submit').click();
    // Below the top level a path is relative: refused before sending.
    await page.locator('.ant-form-item-explain-error').filter({ hasText: 'A route path such as' }).waitFor();
    await page.getByTestId('menus-field-Path').fill('E2eScreen');
    await page.getByTestId('menus-form-submit').click();
    await toast(page, 'Added').waitFor();
    await expect.poll(() => sidebarItem(page, '/Client/E2eScreen').innerText(), SLOW).toBe('End-to-end screen');
    const order = async () => ((await entry('Client'))?.Children ?? []).map((n) => n.Name);
    expect((await order()).at(-1)).toBe('E2eScreen');

    // The new entry is selected: up one place.
    await page.getByTestId('menus-move-up').click();
    await toast(page, 'Moved').waitFor();
    await expect.poll(async () => (await order()).at(-2), SLOW).toBe('E2eScreen');

    // Hidden: gone from the sidebar, still in the tree.
    await page.getByTestId('menus-field-Hidden').click();
    await page.getByTestId('menus-form-submit').click();
    await toast(page, 'Saved').waitFor();
    await expect.poll(() => sidebarItem(page, '/Client/E2eScreen').count(), SLOW).toBe(0);
    expect(await page.getByTestId('menus-node-E2eScreen').getAttribute('data-hidden')).toBe('true');

    await page.getByTestId('menus-delete').click();
    const ok = page.getByTestId('menus-delete-confirm');
    await waitForSettled(ok);
    expect(await page.locator('.ant-popconfirm').innerText()).toContain('This entry goes, with 0 role grants.');
    await ok.click();
    await toast(page, 'Deleted 1 entry and 0 grants').waitFor();
    await expect.poll(() => page.getByTestId('menus-node-E2eScreen').count(), SLOW).toBe(0);
    expect(await entry('E2eScreen')).toBeUndefined();
  } finally {
    await context.close();
  }
});
