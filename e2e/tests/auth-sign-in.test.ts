import { Code } from '@kc/contract';
import { expect, it } from 'vitest';
import {
  chooseFromDropdown,
  latestSmsCode,
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
 * Sign-in by password and by SMS code, the forms' own checks, and sign-out, each as a person
 * does it in Chromium (spec §2.1, §4, §5, §8).
 */

const { withPage } = browserSuite();
const SESSION_ENDED = Code.SessionEnded;

it('signs in with a password and lands on the dashboard inside the layout', () =>
  withPage(async (page, context) => {
    await page.goto('/login');
    expect(await page.getByTestId('login-tab-password').getAttribute('aria-selected')).toBe('true');
    await submitLogin(page, 'teacher01');

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
    const answer = page.waitForResponse((r) => r.url().includes('/SysUserLogin'));
    await submitLogin(page, 'teacher01', 'Wrong#12345');
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
    await submitLogin(page, 'abc', '12345');
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
    expect(searchParams(page).get('redirect')).toBe('/Dashboard');
  }));
