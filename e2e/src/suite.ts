import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import {
  dismissGreetings,
  launch,
  newSignedInContext,
  type SignedInState,
  signedInState,
  type ViewOptions,
  withNewPage,
  withSignedInPage,
} from './browser.ts';

export interface BrowserSuite {
  /** The file's browser, launched before its tests. */
  readonly browser: Browser;
  /** The saved sign-in of one of the suite's accounts. */
  state(username: string): SignedInState;
  /** Runs `fn` on a new page of a fresh context (English, no cookies), closed after. */
  withPage(fn: (page: Page, context: BrowserContext) => Promise<void>): Promise<void>;
  /** Runs `fn` on a new page signed in as one of the suite's accounts (English), closed after. */
  withSignedInPage(username: string, fn: (page: Page) => Promise<void>): Promise<void>;
  /** A fresh context signed in as one of the suite's accounts, closed after the current test. */
  signedInContext(username: string, options?: ViewOptions): Promise<BrowserContext>;
}

/**
 * What a browser test file sets up before its tests and puts back after them: one browser; the
 * accounts of `signIn`, each signed in once through the login page (sign-ins are rate limited
 * per username); the greetings (upgrade notice, guide) of `quiet` dismissed for the file and
 * restored after, since the files share one database. Call it at the top of the file: its
 * after-hooks run after the file's own.
 */
export function browserSuite(options: { signIn?: readonly string[]; quiet?: readonly string[] } = {}): BrowserSuite {
  let browser: Browser | undefined;
  const states = new Map<string, SignedInState>();
  const restore: (() => Promise<void>)[] = [];
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launch();
    for (const username of options.quiet ?? []) restore.push(await dismissGreetings(username));
    for (const username of options.signIn ?? []) states.set(username, await signedInState(browser, username));
  });
  afterEach(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    contexts = [];
  });
  afterAll(async () => {
    for (const put of restore) await put();
    await browser?.close();
  });

  const started = (): Browser => {
    if (!browser) throw new Error('the browser starts in beforeAll');
    return browser;
  };
  const state = (username: string): SignedInState => {
    const s = states.get(username);
    if (!s) throw new Error(`${username} is not signed in by this suite (browserSuite({ signIn }))`);
    return s;
  };
  return {
    get browser() {
      return started();
    },
    state,
    withPage: (fn) => withNewPage(started(), fn),
    withSignedInPage: (username, fn) => withSignedInPage(started(), state(username), fn),
    async signedInContext(username, viewOptions = {}) {
      const context = await newSignedInContext(started(), state(username), viewOptions);
      contexts.push(context);
      return context;
    },
  };
}
