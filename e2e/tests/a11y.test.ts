import { readFileSync } from 'node:fs';
import path from 'node:path';
import { api, type MenuEntry } from '@kc/contract';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { apiClient, apiLogin, newContext } from '../src/browser.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * WCAG 2.1 AA with axe-core on every real screen of the console: each entry of the super admin's
 * menu whose component the web's view registry holds (so a screen added to the registry is
 * checked from then on; the others open the 'soon' page), the console's own screens, the sign-in
 * page and the error pages. A critical or serious violation fails, named with its rule and targets.
 */

const suite = browserSuite({ signIn: ['admin'], quiet: ['admin'] });
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The registry's keys as written in apps/web/src/router/views.ts (`'teach/Kaoqin': () => import(…)`). */
function registryKeys(): Set<string> {
  const source = readFileSync(path.join(import.meta.dirname, '../../apps/web/src/router/views.ts'), 'utf8');
  return new Set([...source.matchAll(/^\s*'([^']+)': \(\) => import\(/gm)].map((m) => (m[1] as string).toLowerCase()));
}

/** The paths of the menu entries that open a built screen. */
function screenPaths(menu: readonly MenuEntry[], built: Set<string>, parent = ''): string[] {
  return menu.flatMap((e) => {
    const full = e.path.startsWith('/') ? e.path : `${parent}/${e.path}`;
    const own = built.has(e.component.replace(/^\/+/, '').toLowerCase()) ? [full] : [];
    return [...own, ...screenPaths(e.children, built, full)];
  });
}

let screens: string[];
beforeAll(async () => {
  const menu = await apiClient(await apiLogin('admin')).call(api.selectMenuList, { State: 0, SystemId: 1 });
  screens = [...new Set([...screenPaths(menu.data, registryKeys()), '/Dashboard', '/SecuritySetting', '/401', '/404'])];
});

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  targets: string[];
}

/** The screen's own part of the layout (the shell around it is the same on every screen). */
const MAIN = '[data-testid="app-main"]';

/**
 * Waits until the screen has drawn its data (no spinner, no skeleton), then runs axe on it: on
 * the whole page with its shell, or on the screen's part only (pages outside the layout whole).
 */
async function check(page: Page, screen: string, withShell = true): Promise<Finding[]> {
  const t0 = Date.now();
  await page.locator('#root > *').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'));
  const t1 = Date.now();
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  if (process.env.A11Y_LOG) console.log(screen, 'drawn in', t1 - t0, 'ms');
  const results = await page.evaluate(
    ({ tags, shell, main }) =>
      (window as unknown as { axe: typeof axe }).axe.run(shell || !document.querySelector(main) ? document : { include: [[main]] }, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    { tags: TAGS, shell: withShell, main: MAIN },
  );
  return results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({ screen, rule: v.id, impact: v.impact as string, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

it('every real screen of the admin menu has no critical or serious WCAG 2.1 AA violation', async () => {
  expect(screens.length).toBeGreaterThan(15);
  const context = await suite.signedInContext('admin');
  // axe loaded with each page rather than sent into it after the load: sending its 0.5 MB
  // source cost 3–4 s a screen on a loaded host, most of the walk.
  await context.addInitScript({ content: axe.source });
  const page = await context.newPage();
  const findings: Finding[] = [];
  for (const screen of screens) {
    await page.goto(screen);
    if ((await page.getByTestId('soon-page').count()) > 0) throw new Error(`${screen} is in the registry but opens the 'soon' page`);
    const started = Date.now();
    // The shell (sidebar, navbar, tags: the same everywhere) is checked on the first screen only.
    const found = await check(page, screen, screen === screens[0]);
    findings.push(...found);
    if (process.env.A11Y_LOG)
      console.log(
        screen,
        Date.now() - started,
        'ms',
        found.map((f) => `${f.rule}: ${f.targets.join(' | ')}`),
      );
  }
  if (findings.length) console.log(findings.map((f) => `${f.screen} ${f.rule} (${f.impact}): ${f.targets.join(' | ')}`).join('\n'));
  expect(findings.map((f) => `${f.screen} ${f.rule}`)).toEqual([]);
  // Each step waits at most its own 30 s; the whole walk grows with the screens (about 2 s each
  // on an idle host, 6 s on a loaded one).
}, 900_000);

it('the sign-in page has no critical or serious WCAG 2.1 AA violation', async () => {
  const context = await newContext(suite.browser);
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByTestId('login-username').waitFor();
    const findings = await check(page, '/login');
    if (findings.length) console.log(findings);
    expect(findings.map((f) => `${f.rule}: ${f.targets.join(' | ')}`)).toEqual([]);
  } finally {
    await context.close();
  }
});
