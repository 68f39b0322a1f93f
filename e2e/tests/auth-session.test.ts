import { api, Code } from '@kc/contract';
import { expect, it } from 'vitest';
import {
  apiClient,
  apiLogin,
  chooseFromDropdown,
  searchParams,
  signInToLayout as signIn,
  submitLogin,
  toast,
  tokenOf,
  userInfo,
  waitForPath,
} from '../src/browser.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * A session ended elsewhere (-103) on a full load and on a call, and the role switch that
 * replaces the token (spec §4, §8).
 */

const { withPage } = browserSuite();
const SESSION_ENDED = Code.SessionEnded;

it('a session ended elsewhere (-103) sends the next full load to /login with the verification message, and back to the page and query after signing in', () =>
  withPage(async (page, context) => {
    await signIn(page, 'teacher01');
    await waitForPath(page, '/Dashboard');
    const target = '/Teach/CheckList/FreeManage?PageIndex=2&State=1';
    await page.goto(target);
    await page.getByTestId('resource-table').waitFor();
    const token = (await tokenOf(context)) as string;

    const ended = await apiClient(token).call(api.logout, {});
    expect(ended.code).toBe(100000);
    expect((await userInfo(token)).code).toBe(SESSION_ENDED);

    await page.reload();
    await waitForPath(page, '/login');
    await toast(page, 'verification failed, please log in again').waitFor();
    expect(await tokenOf(context)).toBeNull();
    expect(searchParams(page).get('redirect')).toBe(target);

    await submitLogin(page, 'teacher01');
    await waitForPath(page, '/Teach/CheckList/FreeManage');
    const back = searchParams(page);
    expect([back.get('PageIndex'), back.get('State')]).toEqual(['2', '1']);
  }));

it('a session ended elsewhere (-103) sends the next call to /login, and signing in returns to the page', () =>
  withPage(async (page, context) => {
    await signIn(page, 'teacher01');
    await waitForPath(page, '/Dashboard');
    await page.getByTestId('dashboard').waitFor();
    await chooseFromDropdown(page, 'avatar-menu', 'avatar-menu-account');
    await waitForPath(page, '/SecuritySetting');
    await page.getByTestId('security-nickname-save').waitFor();

    const token = (await tokenOf(context)) as string;
    expect((await apiClient(token).call(api.logout, {})).code).toBe(100000);

    // Saving the (unchanged) nickname is the next call: it answers -103.
    const answer = page.waitForResponse((r) => r.url().includes('/UpdateAvatarAndNickname'));
    await page.getByTestId('security-nickname-save').click();
    expect(((await (await answer).json()) as { code: number }).code).toBe(SESSION_ENDED);
    await waitForPath(page, '/login');
    expect(searchParams(page).get('redirect')).toBe('/SecuritySetting');
    expect(await tokenOf(context)).toBeNull();

    await submitLogin(page, 'teacher01');
    await waitForPath(page, '/SecuritySetting');
    await page.getByTestId('security-setting').waitFor();
  }));

it('switches role (director01): a new token replaces the old one, which answers -103', () =>
  withPage(async (page, context) => {
    await signIn(page, 'director01');
    await waitForPath(page, '/Dashboard');
    await page.getByTestId('dashboard').waitFor();
    const firstToken = (await tokenOf(context)) as string;
    const me = (await userInfo(firstToken)).data;
    expect(me.Roles.length).toBe(2);
    const original = me.SysRoleId;
    const other = me.Roles.find((r) => r.SysRoleId !== original);
    if (!other) throw new Error('director01 should have two roles');
    let restored = false;
    try {
      const roleSwitch = page.getByTestId('role-switch');
      expect(await roleSwitch.getAttribute('data-role')).toBe(String(original));
      await chooseFromDropdown(page, 'role-switch', `role-item-${other.SysRoleId}`);

      await page.locator(`[data-testid="role-switch"][data-role="${other.SysRoleId}"]`).waitFor();
      await toast(page, 'Role switched').waitFor();
      await waitForPath(page, '/Dashboard');
      await expect.poll(() => page.getByTestId('dashboard-welcome-role').textContent()).toBe(other.RoleName);

      const secondToken = (await tokenOf(context)) as string;
      expect(secondToken).toBeTruthy();
      expect(secondToken).not.toBe(firstToken);
      expect((await userInfo(firstToken)).code).toBe(SESSION_ENDED);
      const switched = await userInfo(secondToken);
      expect(switched.code).toBe(100000);
      expect(switched.data.SysRoleId).toBe(other.SysRoleId);

      // And back, through the same menu.
      await chooseFromDropdown(page, 'role-switch', `role-item-${original}`);
      await page.locator(`[data-testid="role-switch"][data-role="${original}"]`).waitFor();
      const thirdToken = (await tokenOf(context)) as string;
      expect(thirdToken).not.toBe(secondToken);
      expect((await userInfo(secondToken)).code).toBe(SESSION_ENDED);
      expect((await userInfo(thirdToken)).data.SysRoleId).toBe(original);
      restored = true;
    } finally {
      if (!restored) {
        // The current role is kept on the account: leave director01 as it was found.
        const token = await apiLogin('director01');
        await apiClient(token).call(api.switchRole, { SysRoleId: original });
      }
    }
  }));
