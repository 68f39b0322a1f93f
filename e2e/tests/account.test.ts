import { api, Code, maskPhone } from '@kc/contract';
import type { Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import {
  apiClient,
  apiLogin,
  chooseFromDropdown,
  DEMO_PASSWORD,
  latestSmsCode,
  loginWithPassword,
  notification,
  passwordWorks,
  requestSmsCode,
  resetPasswordByApi,
  submitLogin,
  toast,
  tokenOf,
  unusedMobile,
  userInfo,
  waitForPath,
} from '../src/browser.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * Account settings (/SecuritySetting, spec §2.2, §4, §5, §8): nickname, mobile change and
 * password change, each on its own demo account, each put back as it was found.
 */

const SESSION_ENDED = Code.SessionEnded;
/** Password changed here, set back in afterAll. */
const GOV = { username: 'gov01', mobile: '13800000006' };
/** Receives a code and types a wrong one: nothing changes. */
const OPERATOR = { username: 'operator', mobile: '13800000002' };
/** Nickname changed and set back. */
const AGENT = { username: 'agent01' };
/** Mobile changed and set back. */
const PARK02 = { username: 'park02', mobile: '13800000009' };

const { withPage } = browserSuite();
let govPasswordChanged = false;

afterAll(async () => {
  // Waits out the resend window of the password-change code if the file ran faster than 60 s.
  if (govPasswordChanged) await resetPasswordByApi(GOV.mobile);
  if (govPasswordChanged) expect(await passwordWorks(GOV.username)).toBe(true);
});

/** Signs in and opens account settings from the avatar menu. */
async function openAccountSettings(page: Page, username: string): Promise<void> {
  await loginWithPassword(page, username);
  // Settled on the landing page before using the top bar.
  await waitForPath(page, '/Dashboard');
  await page.getByTestId('dashboard').waitFor();
  await chooseFromDropdown(page, 'avatar-menu', 'avatar-menu-account');
  await waitForPath(page, '/SecuritySetting');
  await page.getByTestId('security-nickname').waitFor();
}

it('changes the password with an SMS code: signed out, the page reloads to /login, the new password works', () =>
  withPage(async (page, context) => {
    const newPassword = 'Gov#135790';
    await openAccountSettings(page, GOV.username);
    const oldToken = (await tokenOf(context)) as string;

    await page.getByTestId('security-password-change').click();
    await page.getByTestId('security-password-dialog').waitFor();
    expect(await page.getByTestId('security-password-mobile').inputValue()).toBe(GOV.mobile);
    const sendCode = page.getByTestId('security-password-send-code');
    await sendCode.click();
    await toast(page, 'verification code sent').waitFor();
    expect(await sendCode.isDisabled()).toBe(true);
    expect(await sendCode.textContent()).toMatch(/^resend in \d+ s$/);

    await page.getByTestId('security-password-code').fill(await latestSmsCode(GOV.mobile));
    await page.getByTestId('security-new-password').fill(newPassword);
    await page.getByTestId('security-repeat-password').fill(newPassword);

    // A full reload (not an in-app navigation) forgets this mark.
    await page.evaluate(() => {
      (window as unknown as { __beforeReload?: boolean }).__beforeReload = true;
    });
    govPasswordChanged = true;
    await page.getByTestId('security-password-submit').click();
    await toast(page, 'modified successfully').waitFor();
    await page.waitForFunction(() => !(window as unknown as { __beforeReload?: boolean }).__beforeReload);
    await waitForPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/SecuritySetting');
    expect(await tokenOf(context)).toBeNull();
    // Every session of the account ended with the change.
    expect((await userInfo(oldToken)).code).toBe(SESSION_ENDED);
    expect(await passwordWorks(GOV.username, DEMO_PASSWORD)).toBe(false);

    await submitLogin(page, GOV.username, newPassword);
    await waitForPath(page, '/SecuritySetting');
    await page.getByTestId('security-setting').waitFor();
    expect((await userInfo((await tokenOf(context)) as string)).data.Username).toBe(GOV.username);
  }));

it('a wrong code on password change shows a failure notification and keeps the user signed in', () =>
  withPage(async (page, context) => {
    await openAccountSettings(page, OPERATOR.username);
    const token = (await tokenOf(context)) as string;

    await page.getByTestId('security-password-change').click();
    await page.getByTestId('security-password-dialog').waitFor();
    await page.getByTestId('security-password-send-code').click();
    await toast(page, 'verification code sent').waitFor();
    const code = await latestSmsCode(OPERATOR.mobile);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByTestId('security-password-code').fill(wrong);
    await page.getByTestId('security-new-password').fill('Oper#97531');
    await page.getByTestId('security-repeat-password').fill('Oper#97531');
    await page.getByTestId('security-password-submit').click();

    const notice = notification(page, 'verification code error');
    await notice.waitFor();
    expect(await notice.locator('[class*="notice-title"], [class*="notice-message"]').first().textContent()).toBe('failure');
    expect(await notice.locator('[class*="notice-description"]').textContent()).toBe('verification code error');

    // Still signed in, still on the page, the dialog still open; the password is unchanged.
    await page.getByTestId('security-password-dialog').waitFor();
    expect(new URL(page.url()).pathname).toBe('/SecuritySetting');
    expect(await tokenOf(context)).toBe(token);
    expect((await userInfo(token)).code).toBe(100000);
    expect(await passwordWorks(OPERATOR.username)).toBe(true);
  }));

it('changes the nickname, which the navbar shows at once and after a reload', () =>
  withPage(async (page, context) => {
    await openAccountSettings(page, AGENT.username);
    const token = (await tokenOf(context)) as string;
    const me = (await userInfo(token)).data;
    const original = me.Nickname;
    const nickname = `E2E nick ${Date.now().toString(36)}`;
    try {
      expect(await page.getByTestId('avatar-nickname').textContent()).toBe(original);
      expect(await page.getByTestId('security-nickname').inputValue()).toBe(original);

      // Spec §5 name rules first.
      await page.getByTestId('security-nickname').fill('');
      await page.getByTestId('security-nickname-save').click();
      await page.locator('.ant-form-item-explain-error', { hasText: 'name cannot be empty' }).waitFor();
      await page.getByTestId('security-nickname').fill(' leading space');
      await page.getByTestId('security-nickname-save').click();
      await page.locator('.ant-form-item-explain-error', { hasText: 'the first character cannot be a space' }).waitFor();
      expect((await userInfo(token)).data.Nickname).toBe(original);

      await page.getByTestId('security-nickname').fill(nickname);
      await page.getByTestId('security-nickname-save').click();
      await toast(page, 'modified successfully').waitFor();
      await expect.poll(() => page.getByTestId('avatar-nickname').textContent()).toBe(nickname);
      expect((await userInfo(token)).data.Nickname).toBe(nickname);

      await page.reload();
      await page.getByTestId('security-nickname').waitFor();
      await expect.poll(() => page.getByTestId('avatar-nickname').textContent()).toBe(nickname);
      expect(await page.getByTestId('security-nickname').inputValue()).toBe(nickname);
    } finally {
      const restoreToken = await apiLogin(AGENT.username);
      const res = await apiClient(restoreToken).call(api.updateAvatarAndNickname, {
        SysUserId: me.SysUserId,
        Nickname: original,
        UpdateBy: me.SysUserId,
      });
      expect(res.code).toBe(100000);
    }
  }));

it('changes the mobile number with a code sent to the new number', () =>
  withPage(async (page, context) => {
    const newMobile = unusedMobile();
    await openAccountSettings(page, PARK02.username);
    const token = (await tokenOf(context)) as string;
    const sysUserId = (await userInfo(token)).data.SysUserId;
    try {
      expect(await page.getByTestId('security-mobile').textContent()).toBe(maskPhone(PARK02.mobile));
      await page.getByTestId('security-mobile-change').click();
      await page.getByTestId('security-mobile-dialog').waitFor();

      await page.getByTestId('security-new-mobile').fill(newMobile);
      await page.getByTestId('security-mobile-send-code').click();
      await toast(page, 'verification code sent').waitFor();
      expect(await page.getByTestId('security-mobile-send-code').isDisabled()).toBe(true);
      await page.getByTestId('security-mobile-code').fill(await latestSmsCode(newMobile));
      await page.getByTestId('security-mobile-submit').click();

      await toast(page, 'modified successfully').waitFor();
      await page.getByTestId('security-mobile-dialog').waitFor({ state: 'hidden' });
      await expect.poll(() => page.getByTestId('security-mobile').textContent()).toBe(maskPhone(newMobile));
      expect((await userInfo(token)).data.Mobile).toBe(newMobile);
    } finally {
      if ((await userInfo(token)).data?.Mobile !== PARK02.mobile) {
        // Back to the demo number, the same way: a code sent to that number.
        const code = await requestSmsCode(PARK02.mobile, 'UpdateMobile');
        const res = await apiClient(token).call(api.updateMobile, { SysUserId: sysUserId, Mobile: PARK02.mobile, VerifyCode: code });
        expect(res.code).toBe(100000);
        expect((await userInfo(token)).data.Mobile).toBe(PARK02.mobile);
      }
    }
  }));
