import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, chooseFromDropdown, cookieValue, recordedNavigations, recordNavigations, toast, waitForSettled } from '../src/browser.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * Spec §2.4 top-bar extras and §4 "Layout", §8 (success messages, uncaught errors), §9 (sizes,
 * widths, breakpoint, default colour), in Chromium against the real server. One sign-in (admin)
 * for the file; every test gets a fresh context (fresh cookies and storage).
 */

const suite = browserSuite({ signIn: ['admin'] });
let context: BrowserContext | undefined;

async function open(path: string, options: { width?: number; height?: number } = {}): Promise<Page> {
  context = await suite.signedInContext('admin', options);
  await recordNavigations(context);
  const page = await context.newPage();
  await page.goto(path);
  await page.getByTestId('app-layout').waitFor();
  return page;
}

const ctx = () => context as BrowserContext;

/** Account settings: a view with antd controls (an input and a primary button). */
async function securitySetting(options: { width?: number; height?: number } = {}) {
  const page = await open('/SecuritySetting', options);
  const nickname = page.getByTestId('security-nickname');
  await nickname.waitFor();
  await expect.poll(() => nickname.inputValue()).not.toBe('');
  return { page, nickname, save: page.getByTestId('security-nickname-save') };
}

const box = async (page: Page, testId: string) => {
  const b = await page.getByTestId(testId).boundingBox();
  if (!b) throw new Error(`${testId} has no box`);
  return b;
};

describe('language', () => {
  it('switches to Chinese and Spanish and back: menu titles, tabs and the message follow; the cookie keeps it over a reload', async () => {
    const page = await open('/Dashboard');
    await page.getByTestId('dashboard').waitFor();
    const teach = page.getByTestId('sidebar-submenu-/Teach');
    const homeTag = page.getByTestId('tag-/Dashboard');
    expect(await teach.innerText()).toBe('Teaching affairs');
    expect(await page.getByTestId('language-select').getAttribute('data-language')).toBe('en');

    const cases = [
      { lang: 'zh', message: '切换语言成功', teach: '教务管理', home: '首页' },
      { lang: 'es', message: 'Idioma cambiado', teach: 'Asuntos docentes', home: 'Inicio' },
      { lang: 'en', message: 'Switch Language Success', teach: 'Teaching affairs', home: 'Home' },
    ] as const;
    for (const c of cases) {
      await chooseFromDropdown(page, 'language-select', `language-option-${c.lang}`);
      await toast(page, c.message).waitFor();
      await expect.poll(() => teach.innerText()).toBe(c.teach);
      await expect.poll(() => homeTag.innerText()).toBe(c.home);
      expect(await page.getByTestId('language-select').getAttribute('data-language')).toBe(c.lang);
      expect(await cookieValue(ctx(), 'language')).toBe(c.lang);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(c.lang);

      await page.reload();
      await page.getByTestId('dashboard').waitFor();
      await expect.poll(() => teach.innerText()).toBe(c.teach);
      expect(await homeTag.innerText()).toBe(c.home);
      expect(await page.getByTestId('language-select').getAttribute('data-language')).toBe(c.lang);
    }
  });
});

describe('size', () => {
  it('small and mini: message, cookie, the view is refreshed and antd controls get the size; kept over a reload', async () => {
    const { page, nickname, save } = await securitySetting();
    const saved = await nickname.inputValue();
    expect(await page.getByTestId('size-select').getAttribute('data-size')).toBe('medium');
    expect(await nickname.getAttribute('class')).not.toContain('ant-input-sm');
    expect(await save.getAttribute('class')).not.toContain('ant-btn-sm');
    const mediumHeight = (await box(page, 'security-nickname-save')).height;

    // small
    await nickname.fill('typed-before-small');
    await recordedNavigations(page, true);
    await chooseFromDropdown(page, 'size-select', 'size-option-small');
    const smallToast = toast(page, 'Switch Size Success');
    await smallToast.waitFor();
    expect(await cookieValue(ctx(), 'size')).toBe('small');
    expect(await page.getByTestId('size-select').getAttribute('data-size')).toBe('small');
    // the view went through /Redirect: remounted, the typed text is gone
    await expect.poll(() => recordedNavigations(page)).toEqual(['/Redirect/SecuritySetting', '/SecuritySetting']);
    await expect.poll(() => nickname.inputValue()).toBe(saved);
    await expect.poll(() => nickname.getAttribute('class')).toContain('ant-input-sm');
    expect(await save.getAttribute('class')).toContain('ant-btn-sm');
    const smallHeight = (await box(page, 'security-nickname-save')).height;
    expect(smallHeight).toBeLessThan(mediumHeight);

    // mini (wait for the first message to go so the second one is really new)
    await smallToast.waitFor({ state: 'detached', timeout: 10_000 });
    await chooseFromDropdown(page, 'size-select', 'size-option-mini');
    await toast(page, 'Switch Size Success').waitFor();
    expect(await cookieValue(ctx(), 'size')).toBe('mini');
    expect(await page.getByTestId('size-select').getAttribute('data-size')).toBe('mini');
    await expect.poll(async () => (await box(page, 'security-nickname-save')).height).toBeLessThan(smallHeight);
    expect(await nickname.getAttribute('class')).toContain('ant-input-sm');

    await page.reload();
    await nickname.waitFor();
    expect(await page.getByTestId('size-select').getAttribute('data-size')).toBe('mini');
    expect(await nickname.getAttribute('class')).toContain('ant-input-sm');
    expect((await box(page, 'security-nickname-save')).height).toBeLessThan(smallHeight);
  });
});

describe('theme colour', () => {
  it('a preset colour restyles primary buttons without downloading any stylesheet, and is kept over a reload', async () => {
    const { page, save } = await securitySetting();
    const background = () => save.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await page.getByTestId('theme-picker').getAttribute('data-color')).toBe('#409EFF');
    expect(await background()).toBe('rgb(64, 158, 255)');

    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));

    await page.getByTestId('theme-picker').locator('.ant-color-picker-trigger').click();
    const presets = page.locator('.ant-color-picker-presets-color');
    await waitForSettled(presets.first());
    const colours = await presets.evaluateAll((els) =>
      els.map((e) => getComputedStyle(e.querySelector('.ant-color-picker-color-block-inner') ?? e).backgroundColor),
    );
    const target = colours.indexOf('rgb(17, 169, 131)'); // #11A983
    expect(target, JSON.stringify(colours)).toBeGreaterThanOrEqual(0);
    await presets.nth(target).click();

    await toast(page, 'Theme Change Success').waitFor();
    await expect.poll(background).toBe('rgb(17, 169, 131)');
    expect(await page.getByTestId('theme-picker').getAttribute('data-color')).toBe('#11A983');
    expect(await page.evaluate(() => localStorage.getItem('themeColor'))).toBe('#11A983');

    // applied through theme tokens: no stylesheet (nor anything else) fetched for it
    const origin = new URL(baseUrl()).origin;
    const fetched = requests.map((r) => ({ url: r.url(), type: r.resourceType() }));
    expect(fetched.filter((r) => r.type === 'stylesheet' || /\.css(\?|$)|theme/i.test(r.url))).toEqual([]);
    expect(fetched.filter((r) => !r.url.startsWith(origin) && !r.url.startsWith('data:'))).toEqual([]);

    await page.reload();
    await save.waitFor();
    await expect.poll(background).toBe('rgb(17, 169, 131)');
    expect(await page.getByTestId('theme-picker').getAttribute('data-color')).toBe('#11A983');
  });
});

describe('sidebar collapse', () => {
  it('the hamburger toggles 180 ↔ 72 px (logo 116 ↔ 32 px); sidebarStatus 1/0 is kept over a reload', async () => {
    const page = await open('/Dashboard');
    await page.getByTestId('dashboard').waitFor();
    const layout = page.getByTestId('app-layout');
    const sidebar = page.getByTestId('sidebar');
    const width = async () => (await box(page, 'sidebar')).width;
    const logoWidth = async () => (await page.getByTestId('sidebar-logo').locator('svg').boundingBox())?.width;
    expect(await width()).toBe(180);
    expect(await logoWidth()).toBe(116);
    expect(await layout.getAttribute('data-sidebar')).toBe('open');

    // collapse
    await page.getByTestId('hamburger').click();
    await expect.poll(width).toBe(72); // after the 0.28 s transition
    expect(await logoWidth()).toBe(32);
    expect(await sidebar.getAttribute('data-collapsed')).toBe('true');
    expect(await layout.getAttribute('data-sidebar')).toBe('closed');
    expect(await cookieValue(ctx(), 'sidebarStatus')).toBe('0');
    await expect.poll(async () => (await box(page, 'navbar')).x).toBe(72); // the main area follows

    // expand
    await page.getByTestId('hamburger').click();
    await expect.poll(width).toBe(180);
    expect(await logoWidth()).toBe(116);
    expect(await sidebar.getAttribute('data-collapsed')).toBe('false');
    expect(await cookieValue(ctx(), 'sidebarStatus')).toBe('1');
    await expect.poll(async () => (await box(page, 'navbar')).x).toBe(180);

    // open is kept over a reload
    await page.reload();
    await page.getByTestId('dashboard').waitFor();
    expect(await width()).toBe(180);
    expect(await sidebar.getAttribute('data-collapsed')).toBe('false');

    // collapsed is kept over a reload
    await page.getByTestId('hamburger').click();
    await expect.poll(width).toBe(72);
    expect(await cookieValue(ctx(), 'sidebarStatus')).toBe('0');
    await page.reload();
    await page.getByTestId('dashboard').waitFor();
    expect(await width()).toBe(72);
    expect(await logoWidth()).toBe(32);
    expect(await sidebar.getAttribute('data-collapsed')).toBe('true');
    expect(await layout.getAttribute('data-sidebar')).toBe('closed');
    // loaded collapsed, no group's flyout is open over the page, and the sidebar still works
    expect(await page.locator('.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)').count()).toBe(0);
    await page.getByTestId('hamburger').click();
    await expect.poll(width).toBe(180);
    expect(await cookieValue(ctx(), 'sidebarStatus')).toBe('1');
  });
});

describe('mobile', () => {
  it('under the breakpoint: a closed drawer, opened by the hamburger, closed by tapping outside and by a route change; no full screen', async () => {
    const page = await open('/Dashboard', { width: 800, height: 900 });
    await page.getByTestId('dashboard').waitFor();
    const layout = page.getByTestId('app-layout');
    const sidebar = page.getByTestId('sidebar');
    expect(await layout.getAttribute('data-device')).toBe('mobile');
    expect(await layout.getAttribute('data-sidebar')).toBe('closed');
    expect(await sidebar.isVisible()).toBe(false);
    expect(await page.getByTestId('drawer-bg').count()).toBe(0);
    expect(await page.getByTestId('fullscreen').count()).toBe(0);
    // the main area takes the whole width
    expect((await box(page, 'navbar')).x).toBe(0);

    // open: a full-width drawer over the page
    await page.getByTestId('hamburger').click();
    await page.getByTestId('drawer-bg').waitFor();
    expect(await layout.getAttribute('data-sidebar')).toBe('open');
    await expect.poll(async () => (await box(page, 'sidebar')).x).toBe(0);
    expect((await box(page, 'sidebar')).width).toBe(180);
    expect(await sidebar.getAttribute('data-collapsed')).toBe('false');

    // tapping outside closes it
    await page.getByTestId('drawer-bg').click({ position: { x: 600, y: 450 } });
    await page.getByTestId('drawer-bg').waitFor({ state: 'detached' });
    expect(await layout.getAttribute('data-sidebar')).toBe('closed');
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/Dashboard');

    // a route change closes it
    await page.getByTestId('hamburger').click();
    await page.getByTestId('drawer-bg').waitFor();
    await expect.poll(async () => (await box(page, 'sidebar')).x).toBe(0);
    await page.getByTestId('sidebar-item-/Teach/BabyInfo/Parents').click();
    await page.waitForURL('**/Teach/BabyInfo/Parents');
    await page.getByTestId('drawer-bg').waitFor({ state: 'detached' });
    expect(await layout.getAttribute('data-sidebar')).toBe('closed');
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    await page.locator('[data-testid="view-/Teach/BabyInfo/Parents"][data-active="true"]').waitFor();
  });

  it('the device follows resizes across 1024 − 3 px of body width', async () => {
    const page = await open('/Dashboard', { width: 1366, height: 860 });
    await page.getByTestId('dashboard').waitFor();
    const layout = page.getByTestId('app-layout');
    expect(await layout.getAttribute('data-device')).toBe('desktop');
    expect(await page.getByTestId('fullscreen').isVisible()).toBe(true);
    const scrollbar = await page.evaluate(() => window.innerWidth - document.body.getBoundingClientRect().width);

    await page.setViewportSize({ width: 1021 + scrollbar, height: 860 }); // body 1021: still desktop
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
    expect(await layout.getAttribute('data-device')).toBe('desktop');
    expect(await page.evaluate(() => document.body.getBoundingClientRect().width)).toBe(1021);

    await page.setViewportSize({ width: 1020 + scrollbar, height: 860 }); // body 1020: mobile, sidebar closed
    await expect.poll(() => layout.getAttribute('data-device')).toBe('mobile');
    expect(await layout.getAttribute('data-sidebar')).toBe('closed');
    expect(await page.getByTestId('fullscreen').count()).toBe(0);

    await page.setViewportSize({ width: 1366, height: 860 });
    await expect.poll(() => layout.getAttribute('data-device')).toBe('desktop');
    expect(await page.getByTestId('fullscreen').isVisible()).toBe(true);
  });
});

describe('sidebar and resizes', () => {
  it("the collapse under the breakpoint is not the user's choice: back at 1440 px the sidebar is as they left it", async () => {
    const page = await open('/Dashboard', { width: 1440, height: 900 });
    const layout = page.getByTestId('app-layout');
    expect(await layout.getAttribute('data-sidebar')).toBe('open');
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect.poll(() => layout.getAttribute('data-device')).toBe('mobile');
    expect(await layout.getAttribute('data-sidebar')).toBe('closed');
    expect(await cookieValue(ctx(), 'sidebarStatus')).not.toBe('0');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => layout.getAttribute('data-sidebar')).toBe('open');
    expect(await page.getByTestId('sidebar').getAttribute('data-collapsed')).toBe('false');

    // A user who collapsed it finds it collapsed again after the round trip.
    await page.getByTestId('hamburger').click();
    await expect.poll(() => cookieValue(ctx(), 'sidebarStatus')).toBe('0');
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect.poll(() => layout.getAttribute('data-device')).toBe('mobile');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => layout.getAttribute('data-device')).toBe('desktop');
    expect(await layout.getAttribute('data-sidebar')).toBe('closed');
  });

  it('a long menu title ends in an ellipsis before its arrow and shows whole in a tooltip', async () => {
    const page = await open('/Dashboard', { width: 1440, height: 900 });
    const title = page.getByTestId('sidebar-submenu-/Market');
    await title.waitFor();
    const { text, arrow } = await title.evaluate((el) => {
      const row = el.closest('.ant-menu-submenu-title') as HTMLElement;
      const arrowBox = (row.querySelector('.ant-menu-submenu-arrow') as HTMLElement).getBoundingClientRect();
      return { text: el.getBoundingClientRect().toJSON() as DOMRect, arrow: arrowBox.toJSON() as DOMRect };
    });
    expect(text.right).toBeLessThanOrEqual(arrow.left);
    await title.hover();
    await page.locator('.ant-tooltip:visible').filter({ hasText: 'Enrolment operation' }).waitFor();
  });
});

describe('full screen', () => {
  it('the desktop button enters and leaves full screen', async () => {
    const page = await open('/Dashboard');
    await page.getByTestId('dashboard').waitFor();
    const button = page.getByTestId('fullscreen');
    expect(await button.getAttribute('data-fullscreen')).toBe('false');
    await button.click();
    await expect.poll(() => button.getAttribute('data-fullscreen')).toBe('true');
    expect(await page.evaluate(() => document.fullscreenElement === document.documentElement)).toBe(true);
    await button.click();
    await expect.poll(() => button.getAttribute('data-fullscreen')).toBe('false');
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
  });
});

describe('error log', () => {
  it('appears with the first uncaught error, lists its message and URL, and clearing empties it', async () => {
    const page = await open('/Dashboard');
    await page.getByTestId('dashboard').waitFor();
    expect(await page.getByTestId('error-log-button').count()).toBe(0);

    const url = page.url();
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('boom-e2e');
      });
    });
    const button = page.getByTestId('error-log-button');
    await button.waitFor();
    await button.click();
    const dialog = page.getByTestId('error-log-dialog');
    await dialog.waitFor();
    const text = await dialog.innerText();
    expect(text).toContain('boom-e2e');
    expect(text).toContain(url);
    expect(await dialog.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);

    await page.getByTestId('error-log-clear').click();
    await button.waitFor({ state: 'detached' });
    await dialog.waitFor({ state: 'hidden' });

    // a second error brings it back with only that one
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('boom-e2e-again');
      });
    });
    await button.waitFor();
    await button.click();
    await expect.poll(() => dialog.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);
    expect(await dialog.innerText()).toContain('boom-e2e-again');
    expect(await dialog.innerText()).not.toContain('boom-e2e\n');
  });
});
