import { api, ROLE_TYPE } from '@kc/contract';
import { afterAll, expect, it } from 'vitest';
import {
  apiClient,
  DEMO_PASSWORD,
  latestSmsCode,
  passwordWorks,
  resetPasswordByApi,
  signInToLayout as signIn,
  toast,
  tokenOf,
  unusedMobile,
  userInfo,
  waitForPath,
} from '../src/browser.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * The public account screens: a forgotten password reset with an SMS code, and a school's
 * registration end to end (spec §5, §7).
 */

const { withPage } = browserSuite();
/** Its password is reset here (and set back in afterAll); no other test of this file signs in as sales01. */
const SALES = { username: 'sales01', mobile: '13800000004' };
let salesPasswordChanged = false;

afterAll(async () => {
  // Waits out the resend window of the reset code if the file ran faster than 60 s.
  if (salesPasswordChanged) await resetPasswordByApi(SALES.mobile);
  if (salesPasswordChanged) expect(await passwordWorks(SALES.username)).toBe(true);
});

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
