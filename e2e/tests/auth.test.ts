import { api, Code, ROLE_TYPE } from '@kc/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  apiClient,
  apiLogin,
  chooseFromDropdown,
  DEMO_PASSWORD,
  latestSmsCode,
  launch,
  passwordWorks,
  resetPasswordByApi,
  signInToLayout,
  toast,
  tokenOf,
  unusedMobile,
  userInfo,
  waitForPath,
  withNewPage,
} from '../src/browser.ts';

/**
 * Sign-in, sign-out, the public routes' redirect rules, session loss (-103), role switch,
 * register and reset password, each as a person does it in Chromium (spec §2.1, §4, §5, §8).
 */

const SESSION_ENDED = Code.SessionEnded;
/** Its password is reset here (and set back in afterAll); no other test of this file signs in as sales01. */
const SALES = { username: 'sales01', mobile: '13800000004' };

let browser: Browser;
let salesPasswordChanged = false;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  // Waits out the resend window of the reset code if the file ran faster than 60 s.
  if (salesPasswordChanged) await resetPasswordByApi(SALES.mobile);
  if (salesPasswordChanged) expect(await passwordWorks(SALES.username)).toBe(true);
});

const withPage = (fn: (page: Page, context: BrowserContext) => Promise<void>) => withNewPage(browser, fn);

const signIn = signInToLayout;

const search = (page: Page) => new URL(page.url()).searchParams;

it('resets a forgotten password with an SMS code, then signs in with the new password', () =>
  withPage(async (page) => {
    const newPassword = 'Sales#2468';
    await page.goto('/login');
    await page.getByTestId('login-reset-link').click();
    await waitForPath(page, '/ResetPassword');

    await page.getByTestId('reset-mobile').fill(SALES.mobile);
    await page.getByTestId('reset-send-code').click();
    await toast(page, 'verification code sent').waitFor();
    expect(await page.getByTestId('reset-send-code').isDisabled()).toBe(true);
    await page.getByTestId('reset-code').fill(await latestSmsCode(SALES.mobile));
    await page.getByTestId('reset-next').click();

    await page.getByTestId('reset-new-password').fill(newPassword);
    await page.getByTestId('reset-repeat-password').fill('Other#2468');
    await page.getByTestId('reset-submit').click();
    await page.locator('.ant-form-item-explain-error', { hasText: 'the two passwords entered are inconsistent' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/ResetPassword');

    await page.getByTestId('reset-repeat-password').fill(newPassword);
    salesPasswordChanged = true;
    await page.getByTestId('reset-submit').click();
    await toast(page, 'modified successfully').waitFor();
    await waitForPath(page, '/login');

    expect(await passwordWorks(SALES.username, DEMO_PASSWORD)).toBe(false);
    await signIn(page, SALES.username, newPassword);
    await waitForPath(page, '/Dashboard');
  }));

it('signs in with a password and lands on the dashboard inside the layout', () =>
  withPage(async (page, context) => {
    await page.goto('/login');
    expect(await page.getByTestId('login-tab-password').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('login-username').fill('teacher01');
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();

    await waitForPath(page, '/Dashboard');
    for (const id of ['app-layout', 'sidebar', 'navbar', 'dashboard']) await page.getByTestId(id).waitFor();
    await expect.poll(() => page.getByTestId('dashboard-welcome-name').textContent()).toContain('刘老师');
    expect(await page.getByTestId('avatar-nickname').textContent()).toBe('刘老师');

    const token = await tokenOf(context);
    expect(token).toBeTruthy();
    const me = await userInfo(token as string);
    expect(me.code).toBe(100000);
    expect(me.data.Username).toBe('teacher01');
  }));

it("shows the server's message for a wrong password and stays on /login", () =>
  withPage(async (page, context) => {
    await page.goto('/login');
    await page.getByTestId('login-username').fill('teacher01');
    await page.getByTestId('login-password').fill('Wrong#12345');
    const answer = page.waitForResponse((r) => r.url().includes('/SysUserLogin'));
    await page.getByTestId('login-submit').click();
    const body = (await (await answer).json()) as { code: number; msg: string };
    expect(body.code).not.toBe(100000);

    await toast(page, body.msg).waitFor();
    expect(body.msg).toBe('wrong username or password');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await tokenOf(context)).toBeNull();
    expect(await page.getByTestId('login-submit').isEnabled()).toBe(true);
  }));

it("validates the sign-in forms on the client with the spec's messages, without sending anything", () =>
  withPage(async (page) => {
    await page.goto('/login');
    await page.getByTestId('login-submit').waitFor();
    const sent: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) sent.push(r.url());
    });
    const errors = page.locator('.login-field-error');

    // Password tab: a 3-letter username and a too short password.
    await page.getByTestId('login-username').fill('abc');
    await page.getByTestId('login-password').fill('12345');
    await page.getByTestId('login-submit').click();
    await expect
      .poll(() => errors.allTextContents())
      .toEqual(['cannot be empty, length 5-25 characters', 'cannot be empty, length 6-20 characters']);
    expect(await page.getByRole('alert').count()).toBe(2);
    // Fixing a touched field clears its message as you type.
    await page.getByTestId('login-username').fill('teacher01');
    await expect.poll(() => errors.allTextContents()).toEqual(['cannot be empty, length 6-20 characters']);

    // SMS tab: the send-code wording for the phone, then the form's own rules.
    await page.getByTestId('login-tab-sms').click();
    await page.getByTestId('send-code').click();
    await expect.poll(() => errors.allTextContents()).toEqual(['phone number cannot be empty']);
    await page.getByTestId('login-mobile').fill('12345678901');
    await page.getByTestId('send-code').click();
    await expect.poll(() => errors.allTextContents()).toEqual(['phone number wrong']);
    await page.getByTestId('login-mobile').fill('1380000');
    await page.getByTestId('login-code').fill('12a');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => errors.allTextContents()).toEqual(['phone number format error', 'verification code error']);

    expect(new URL(page.url()).pathname).toBe('/login');
    expect(sent).toEqual([]);
  }));

it('signs in with an SMS code: the send button counts down, the code comes from the outbox', () =>
  withPage(async (page, context) => {
    const mobile = '13800000003'; // agent01
    await page.goto('/login');
    await page.getByTestId('login-tab-sms').click();
    await page.getByTestId('login-mobile').fill(mobile);
    const sendCode = page.getByTestId('send-code');
    expect(await sendCode.textContent()).toBe('get code');
    await sendCode.click();
    await toast(page, 'verification code sent').waitFor();

    const seconds = async () => Number(/^resend in (\d+) s$/.exec(((await sendCode.textContent()) ?? '').trim())?.[1] ?? Number.NaN);
    await expect.poll(seconds).toBeLessThanOrEqual(60);
    const first = await seconds();
    expect(first).toBeGreaterThan(50);
    expect(await sendCode.isDisabled()).toBe(true);
    // The countdown runs.
    await expect.poll(seconds, { timeout: 5000 }).toBeLessThan(first);
    expect(await sendCode.isDisabled()).toBe(true);

    await page.getByTestId('login-code').fill(await latestSmsCode(mobile));
    await page.getByTestId('login-submit').click();
    await waitForPath(page, '/Dashboard');
    await page.getByTestId('app-layout').waitFor();
    const me = await userInfo((await tokenOf(context)) as string);
    expect(me.data.Username).toBe('agent01');
  }));

it('sends an unsigned visitor to /login?redirect=… and back to that page after signing in', () =>
  withPage(async (page) => {
    await page.goto('/Teach/BabyInfo/StudentManage?tab=2');
    await waitForPath(page, '/login');
    expect(search(page).get('redirect')).toBe('/Teach/BabyInfo/StudentManage?tab=2');

    await page.getByTestId('login-username').fill('teacher01');
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await waitForPath(page, '/Teach/BabyInfo/StudentManage');
    expect(new URL(page.url()).search).toBe('?tab=2');
    await page.getByTestId('app-layout').waitFor();
    // The children screen, inside the layout.
    await page.locator('[data-testid="resource-page"][data-resource="Student"]').waitFor();
  }));

it('redirects /login to the dashboard when signed in, and shows 404 for an unknown path', () =>
  withPage(async (page) => {
    // Unsigned, even an unknown path asks for a sign-in first.
    await page.goto('/No/Such/Page');
    await waitForPath(page, '/login');
    expect(search(page).get('redirect')).toBe('/No/Such/Page');

    await page.getByTestId('login-username').fill('teacher01');
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await waitForPath(page, '/404');
    await page.getByTestId('not-found-page').waitFor();

    await page.goto('/login');
    await waitForPath(page, '/Dashboard');
    await page.getByTestId('dashboard').waitFor();
    expect(await page.getByTestId('login-submit').count()).toBe(0);

    await page.goto('/Also/Unknown');
    await waitForPath(page, '/404');
    await page.getByTestId('not-found-page').waitFor();
  }));

it('shows the 401 page without its back button when noGoBack is set', () =>
  withPage(async (page) => {
    await page.goto('/401?noGoBack=true');
    await page.getByTestId('unauthorized-page').waitFor();
    await page.getByTestId('error-home').waitFor();
    expect(await page.getByTestId('error-back').count()).toBe(0);

    await page.goto('/401');
    await page.getByTestId('unauthorized-page').waitFor();
    await page.getByTestId('error-back').waitFor();
  }));

it('sends a user lacking the role of a page to /401 with noGoBack', () =>
  withPage(async (page) => {
    await signIn(page, 'teacher01');
    await waitForPath(page, '/Dashboard');
    // the teacher role is not granted the system parameters
    await page.goto('/Parameter');
    await page.waitForURL((url) => url.pathname === '/401' && url.searchParams.get('noGoBack') === 'true');
    await page.getByTestId('unauthorized-page').waitFor();
    expect(await page.getByTestId('error-back').count()).toBe(0);
  }));

it('a session ended elsewhere (-103) sends the next full load to /login with the verification message', () =>
  withPage(async (page, context) => {
    await signIn(page, 'teacher01');
    await waitForPath(page, '/Dashboard');
    const token = (await tokenOf(context)) as string;

    const ended = await apiClient(token).call(api.logout, {});
    expect(ended.code).toBe(100000);
    expect((await userInfo(token)).code).toBe(SESSION_ENDED);

    await page.reload();
    await waitForPath(page, '/login');
    await toast(page, 'verification failed, please log in again').waitFor();
    expect(await tokenOf(context)).toBeNull();
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
    expect(search(page).get('redirect')).toBe('/SecuritySetting');
    expect(await tokenOf(context)).toBeNull();

    await page.getByTestId('login-username').fill('teacher01');
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await waitForPath(page, '/SecuritySetting');
    await page.getByTestId('security-setting').waitFor();
  }));

it('logs out from the avatar menu: the cookie is cleared, the session ended, pages ask for a sign-in', () =>
  withPage(async (page, context) => {
    await signIn(page, 'teacher01');
    await waitForPath(page, '/Dashboard');
    await page.getByTestId('dashboard').waitFor();
    const token = (await tokenOf(context)) as string;
    expect(token).toBeTruthy();

    await chooseFromDropdown(page, 'avatar-menu', 'avatar-menu-logout');
    await waitForPath(page, '/login');
    await page.getByTestId('login-submit').waitFor();
    expect(await tokenOf(context)).toBeNull();
    expect((await userInfo(token)).code).toBe(SESSION_ENDED);

    await page.goto('/Dashboard');
    await waitForPath(page, '/login');
    expect(search(page).get('redirect')).toBe('/Dashboard');
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

it('registers a new school account end to end and lands in the console', () =>
  withPage(async (page, context) => {
    const areas = await apiClient().call(api.chinaAreaTree, {});
    const province = areas.data[0];
    const city = province?.Children?.[0];
    const district = city?.Children?.[0];
    if (!province || !city || !district) throw new Error('the area tree has no three levels');

    const suffix = Date.now().toString(36);
    const mobile = unusedMobile();
    const fullName = `E2E Principal ${suffix}`;
    const username = `e2e${suffix}`;
    const schoolName = `E2E Kindergarten ${suffix}`;
    const password = 'Reg#123456';

    await page.goto('/login');
    await page.getByTestId('login-register-link').click();
    await waitForPath(page, '/Register');

    await page.getByTestId('register-fullname').fill(fullName);
    await page.getByTestId('register-mobile').fill(mobile);
    await page.getByTestId('register-send-code').click();
    await toast(page, 'verification code sent').waitFor();
    expect(await page.getByTestId('register-send-code').isDisabled()).toBe(true);
    await page.getByTestId('register-code').fill(await latestSmsCode(mobile));
    await page.getByTestId('register-username').fill(username);
    await page.getByTestId('register-password').fill(password);
    await page.getByTestId('register-repeat-password').fill(password);
    await page.getByTestId('register-school-name').fill(schoolName);

    await page.getByTestId('register-school-address').click();
    const menus = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu');
    await menus.nth(0).locator(`.ant-cascader-menu-item[title="${province.Name}"]`).click();
    await menus.nth(1).locator(`.ant-cascader-menu-item[title="${city.Name}"]`).click();
    await menus.nth(2).locator(`.ant-cascader-menu-item[title="${district.Name}"]`).click();
    await expect.poll(() => page.getByTestId('register-school-address').textContent()).toContain(district.Name);

    await page.getByTestId('register-agreement').check();
    await page.getByTestId('register-submit').click();

    await waitForPath(page, '/Dashboard');
    await page.getByTestId('app-layout').waitFor();
    await expect.poll(() => page.getByTestId('avatar-nickname').textContent()).toBe(fullName);

    const token = await tokenOf(context);
    expect(token).toBeTruthy();
    const me = await userInfo(token as string);
    expect(me.code).toBe(100000);
    expect(me.data.Username).toBe(username);
    expect(me.data.Mobile).toBe(mobile);
    expect(me.data.RoleType).toBe(ROLE_TYPE.ParkAdmin);
    expect(me.data.Schools.map((s) => s.SchoolName)).toEqual([schoolName]);
    // The password chosen at registration works.
    expect(await passwordWorks(username, password)).toBe(true);
  }));
