import { api, CLIENT_TYPE_PC, CLIENT_VERSION, createApiClient, md5Hex } from '@kc/contract';
import type { Browser, BrowserContext, Locator, Page, Response } from 'playwright-core';
import { inject } from 'vitest';

export { launch } from './chromium.ts';

export const DEMO_PASSWORD = 'Demo@123456';

export const baseUrl = () => inject('baseUrl');

/** A fresh context (cookies, storage) in English unless told otherwise. */
export async function newContext(browser: Browser, options: ViewOptions = {}, storageState?: SignedInState): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 1366, height: options.height ?? 860 },
    locale: 'en-US',
    storageState,
  });
  await context.addCookies([{ name: 'language', value: options.language ?? 'en', url: baseUrl() }]);
  return context;
}

/** The console's language and the viewport of a context. */
export interface ViewOptions {
  language?: 'zh' | 'en' | 'es';
  width?: number;
  height?: number;
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

/** Fills the login page's password tab and submits it (the page is on /login). */
export async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Signs in through the login page's password tab and waits for the layout. */
export async function loginWithPassword(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, username, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

// ---------------------------------------------------------------- shell tests: signed-in contexts, cookies, navigation log

/** What `context.storageState()` answers: cookies (the Admin-Token among them) and localStorage. */
export type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Signs in once through the login page and answers the storage of that session, so a test file
 * can open many fresh contexts on one sign-in (sign-in attempts are rate limited per username).
 */
export async function signedInState(browser: Browser, username: string, password = DEMO_PASSWORD): Promise<SignedInState> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await loginWithPassword(page, username, password);
    await page.getByTestId('app-layout').waitFor();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** A fresh context (own tabs, settings, storage) on a saved signed-in state; English unless told otherwise. */
export const newSignedInContext = (browser: Browser, state: SignedInState, options: ViewOptions = {}): Promise<BrowserContext> =>
  newContext(browser, options, state);

/** The value of one cookie of a context (undefined when unset). */
export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

/**
 * Records every URL the page's client-side router pushes or replaces (window.__kcNavigations),
 * so a test can see a navigation pass through an intermediate route such as /Redirect/….
 * Install before the first goto.
 */
export async function recordNavigations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __kcNavigations: string[] }).__kcNavigations = log;
    for (const key of ['pushState', 'replaceState'] as const) {
      const original = history[key].bind(history);
      history[key] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url != null) log.push(new URL(String(url), location.href).pathname);
        return original(data, unused, url);
      };
    }
  });
}

/** The paths recorded by recordNavigations since the page loaded (or since the last call with clear). */
export async function recordedNavigations(page: Page, clear = false): Promise<string[]> {
  return page.evaluate((c) => {
    const w = window as unknown as { __kcNavigations?: string[] };
    const list = [...(w.__kcNavigations ?? [])];
    if (c && w.__kcNavigations) w.__kcNavigations.length = 0;
    return list;
  }, clear);
}

// ---------------------------------------------------------------- account helpers (auth, account, guide tests)

/** The session token the console keeps in its Admin-Token cookie, or null. */
export async function tokenOf(context: BrowserContext): Promise<string | null> {
  const cookie = (await context.cookies(baseUrl())).find((c) => c.name === 'Admin-Token');
  return cookie?.value ? decodeURIComponent(cookie.value) : null;
}

/** GetUserInfo with a token: the envelope, so tests can see -103 as well as the user. */
export function userInfo(token: string) {
  return apiClient(token).call(api.getUserInfo, {});
}

type SmsPurpose = 'Login' | 'UpdatePassword' | 'Register' | 'ResetPassword' | 'UpdateMobile';

/**
 * Asks the server for an SMS code as a person would (the send-code button's call) and answers
 * the code read from the outbox. When the mobile is still in its resend window the server names
 * the seconds left: this waits them out (the only wait: the server's own countdown) and asks again.
 */
export async function requestSmsCode(mobile: string, messageType: SmsPurpose): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const res = await apiClient().call(api.sendShortMessage, { mobile, messageType });
    if (res.code === 100000) return latestSmsCode(mobile);
    const wait = /please wait (\d+) seconds/.exec(res.msg)?.[1];
    if (!wait) throw new Error(`send code to ${mobile}: ${res.code} ${res.msg}`);
    await new Promise((r) => setTimeout(r, (Number(wait) + 1) * 1000));
  }
  throw new Error(`send code to ${mobile}: still in the resend window`);
}

/** Sets an account's password back (reset by SMS code through the API), e.g. after a test changed it. */
export async function resetPasswordByApi(mobile: string, password = DEMO_PASSWORD): Promise<void> {
  const code = await requestSmsCode(mobile, 'ResetPassword');
  const tokenRes = await apiClient().call(api.resetPasswordToken, { Mobile: mobile, VerifyCode: code });
  if (tokenRes.code !== 100000) throw new Error(`reset token for ${mobile}: ${tokenRes.code} ${tokenRes.msg}`);
  const res = await apiClient().call(api.resetPassword, {
    ResetToken: tokenRes.data.ResetToken,
    NewPassword: password,
    RepeatPassword: password,
  });
  if (res.code !== 100000) throw new Error(`reset password for ${mobile}: ${res.code} ${res.msg}`);
}

/** Whether an account signs in with a password (a failure counts one attempt against the username). */
export async function passwordWorks(username: string, password = DEMO_PASSWORD): Promise<boolean> {
  const res = await apiClient().call(api.passwordLogin, { Username: username, Password: md5Hex(password), ClientType: CLIENT_TYPE_PC });
  return res.code === 100000;
}

/** Paths of the tag bar's tags, in order (from their data-testid tag-<path>). */
export async function tagPaths(page: Page): Promise<string[]> {
  return page
    .getByTestId('tags-view')
    .locator('[data-testid^="tag-/"]')
    .evaluateAll((els) => els.map((e) => (e.getAttribute('data-testid') ?? '').slice('tag-'.length)));
}

/** Opens a screen by clicking its sidebar link and waits for the URL and the active view. */
export async function openFromSidebar(page: Page, path: string): Promise<void> {
  await page.getByTestId(`sidebar-item-${path}`).click();
  await page.waitForURL((url) => url.pathname.toLowerCase() === path.toLowerCase());
  await page.locator(`[data-testid="view-${path}"][data-active="true"]`).waitFor();
}

/** The query of the page's current address. */
export const searchParams = (page: Page): URLSearchParams => new URL(page.url()).searchParams;

/** Waits until the page shows the given path (case-sensitive, query ignored). */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

/** An antd message (toast) holding the given text. */
export const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message-notice').filter({ hasText: text });

/** An antd notification holding the given text. */
export const notification = (page: Page, text: string | RegExp) => page.locator('.ant-notification-notice').filter({ hasText: text });

/** A fresh 11-digit mobile number no demo account uses (177 is not a seeded prefix). */
export const unusedMobile = () => `177${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/**
 * Waits until an element is shown and no finite animation runs on it or its ancestors. antd's
 * popups (dropdowns, the colour picker) zoom/slide in: an item clicked mid-animation has a
 * zero-height box, so the browser scrolls towards a stale point and the click misses.
 */
export async function waitForSettled(locator: ReturnType<Page['locator']>): Promise<void> {
  await locator.waitFor();
  await locator.evaluate(async (el) => {
    for (let round = 0; round < 20; round++) {
      const running: Animation[] = [];
      for (let n: Element | null = el; n; n = n.parentElement)
        for (const a of n.getAnimations()) if (a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY) running.push(a);
      const box = el.getBoundingClientRect();
      if (running.length === 0 && box.width > 0 && box.height > 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
      await new Promise((r) => requestAnimationFrame(r));
    }
  });
}

/** Clicks a dialog's button (by test id) once the dialog has stopped zooming in: a click on a moving dialog can miss it. */
export async function clickSettled(page: Page, testId: string): Promise<void> {
  const button = page.getByTestId(testId);
  await waitForSettled(button);
  await button.click();
}

/** Picks an option of an antd Select (by the Select's test id) by its visible text; `search` types it first (long, virtual lists). */
export async function chooseOption(page: Page, testId: string, text: string, search = false): Promise<void> {
  await page.getByTestId(testId).click();
  if (search) await page.getByTestId(testId).locator('input').pressSequentially(text);
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first();
  await waitForSettled(option);
  await option.click();
}

/** Opens a click-triggered dropdown (by its trigger's test id) and clicks one of its items (by test id) once it has settled. */
export async function chooseFromDropdown(page: Page, triggerTestId: string, itemTestId: string): Promise<void> {
  await page.getByTestId(triggerTestId).click();
  const item = page.getByTestId(itemTestId);
  await waitForSettled(item);
  await item.click();
}

/**
 * Clicks a list row's action by its test id: its button when the row shows it, else the item of
 * the row's "More" menu (a desktop row shows three actions, a phone card none).
 */
export async function clickRowAction(row: Locator, testId: string): Promise<void> {
  const button = row.getByTestId(testId);
  if ((await button.count()) > 0) return button.click();
  const more = row.getByTestId('resource-row-more');
  const id = await more.getAttribute('data-row-id');
  await more.click();
  const item = row.page().locator(`.ant-dropdown:visible [data-testid="${testId}"][data-row-id="${id}"]`);
  await waitForSettled(item);
  await item.click();
}

/** The test ids of a list row's actions: its buttons and the items of its "More" menu. */
export async function rowActionIds(row: Locator): Promise<string[]> {
  const shown = await row
    .locator('button[data-row-id][data-testid]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? '').filter((id) => id && id !== 'resource-row-more'));
  const moreButton = row.getByTestId('resource-row-more');
  const more = (await moreButton.count()) > 0 ? ((await moreButton.getAttribute('data-actions')) ?? '') : '';
  return [...shown, ...more.split(' ').filter(Boolean)];
}

/** What a page shows a user when a step fails: its address, dialogs, alerts, messages, notifications, form errors and last API answers. */
async function pageState(page: Page, answers: Response[]): Promise<string> {
  const texts = (selector: string) => page.locator(`${selector}:visible`).allTextContents();
  const [dialogs, alerts, messages, notifications, formErrors, calls] = await Promise.all([
    texts('.ant-modal-title'),
    texts('.ant-alert'),
    texts('.ant-message-notice'),
    texts('.ant-notification-notice'),
    texts('.ant-form-item-explain-error'),
    // Read only now: "status path code" of each kept answer.
    Promise.all(
      answers.map(async (r) => {
        const code = await r.json().then(
          (body: { code?: unknown }) => body?.code,
          () => '?',
        );
        return `${r.status()} ${new URL(r.url()).pathname} ${String(code)}`;
      }),
    ),
  ]);
  const shown = { dialogs, alerts, messages, notifications, formErrors };
  const parts = Object.entries(shown).map(([name, list]) => `${name} ${JSON.stringify(list)}`);
  return `page ${page.url()}; ${parts.join('; ')}; its last API answers ${JSON.stringify(calls)}`;
}

/** Keeps the page's last 12 JSON answers, for a failure's message (their bodies are read only then). */
function keepAnswers(page: Page): Response[] {
  const answers: Response[] = [];
  page.on('response', (r) => {
    if (!(r.headers()['content-type'] ?? '').includes('json')) return;
    answers.push(r);
    if (answers.length > 12) answers.shift();
  });
  return answers;
}

/** Runs `fn` on a new page of `context`, closed after; a failure's message tells what the page showed then. */
async function onNewPage(context: BrowserContext, fn: (page: Page, context: BrowserContext) => Promise<void>): Promise<void> {
  let page: Page | undefined;
  let answers: Response[] = [];
  try {
    page = await context.newPage();
    answers = keepAnswers(page);
    await fn(page, context);
  } catch (e) {
    if (page && e instanceof Error)
      e.message += `\n  when it failed: ${await pageState(page, answers).catch((why) => `unreadable (${why})`)}`;
    throw e;
  } finally {
    await context.close();
  }
}

/** Runs `fn` on a new page of a fresh context (English, no cookies) and closes it after. */
export async function withNewPage(browser: Browser, fn: (page: Page, context: BrowserContext) => Promise<void>): Promise<void> {
  return onNewPage(await newContext(browser), fn);
}

/** Runs `fn` on a new page signed in with `state` (English) and closes it after. */
export async function withSignedInPage(browser: Browser, state: SignedInState, fn: (page: Page) => Promise<void>): Promise<void> {
  return onNewPage(await newSignedInContext(browser, state), fn);
}

/** Signs in through the password tab and waits for the main layout. */
export async function signInToLayout(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await loginWithPassword(page, username, password);
  await page.getByTestId('app-layout').waitFor();
}

/** What greets an account until dismissed: the upgrade notice (until SysVersion is the client's) and the guide. */
export interface Greetings {
  SysVersion: string;
  GuideClosed: boolean;
}

/** Sets an account's greetings through its own calls (as dismissing them does) and answers what they were. */
export async function setGreetings(username: string, state: Greetings): Promise<Greetings> {
  const client = apiClient(await apiLogin(username));
  const me = (await client.call(api.getUserInfo, {})).data;
  const own = { SysUserId: me.SysUserId, UpdateBy: me.SysUserId };
  for (const res of [
    await client.call(api.updateUser, { ...own, SysVersion: state.SysVersion }),
    await client.call(api.updateGuideClosed, { ...own, GuideClosed: state.GuideClosed }),
  ])
    if (res.code !== 100000) throw new Error(`greetings of ${username}: ${res.code} ${res.msg}`);
  return { SysVersion: me.SysVersion, GuideClosed: me.GuideClosed };
}

/**
 * Marks the upgrade notice seen and the guide closed for a test file (park01 is seeded fresh: both
 * would cover the screens under test) and answers what puts them back as they were, since the
 * browser tests share one database.
 */
export async function dismissGreetings(username: string): Promise<() => Promise<void>> {
  const before = await setGreetings(username, { SysVersion: CLIENT_VERSION, GuideClosed: true });
  return async () => {
    await setGreetings(username, before);
  };
}
