import { api, CLIENT_TYPE_PC, createApiClient, md5Hex } from '@kc/contract';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const DEMO_PASSWORD = 'Demo@123456';

/** Debian's Chromium, never a browser downloaded by a test tool. */
export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export const baseUrl = () => inject('baseUrl');

/** A fresh context (cookies, storage) in English unless told otherwise. */
export async function newContext(
  browser: Browser,
  options: { language?: 'zh' | 'en' | 'es'; width?: number; height?: number } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 1366, height: options.height ?? 860 },
    locale: 'en-US',
  });
  await context.addCookies([{ name: 'language', value: options.language ?? 'en', url: baseUrl() }]);
  return context;
}

/** The signed API, used by tests only to read what a person would read elsewhere (the SMS outbox). */
export function apiClient(token?: string) {
  return createApiClient({ baseUrl: baseUrl(), appCode: inject('appCode'), appKey: inject('appKey'), getToken: () => token ?? null });
}

export async function apiLogin(username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await apiClient().call(api.passwordLogin, { Username: username, Password: md5Hex(password), ClientType: CLIENT_TYPE_PC });
  if (res.code !== 100000) throw new Error(`login ${username}: ${res.code} ${res.msg}`);
  return res.data.token;
}

/** The newest SMS code sent to a mobile, read from the outbox as the super admin would. */
export async function latestSmsCode(mobile: string): Promise<string> {
  const token = await apiLogin('admin');
  const res = await apiClient(token).call(api.msgtransferPage, { cur_page: 1, size: 1, Recipient: mobile });
  const content = res.data?.list[0]?.Content ?? '';
  const code = /\d{6}/.exec(content)?.[0];
  if (!code) throw new Error(`no code in the outbox for ${mobile}: ${JSON.stringify(res)}`);
  return code;
}

/** Signs in through the login page's password tab and waits for the layout. */
export async function loginWithPassword(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
