import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseFromDropdown, openFromSidebar, recordedNavigations, recordNavigations, tagPaths } from '../src/browser.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * Spec §2.4 "Tag bar" and "Breadcrumb", §9 (context menu clamp, wheel ÷ 4), in Chromium against
 * the real server. One sign-in (admin) for the file; every test gets a fresh context, so a fresh
 * tag bar.
 */

const STUDENTS = '/Teach/BabyInfo/StudentManage';
const PARENTS = '/Teach/BabyInfo/Parents';
const KAOQIN = '/Teach/CheckList/Kaoqin';
const CLASSES = '/Teach/ClassManage';

const suite = browserSuite({ signIn: ['admin'] });
let context: BrowserContext | undefined;

/** A fresh signed-in page on the dashboard (navigations recorded). */
async function dashboard(): Promise<Page> {
  context = await suite.signedInContext('admin');
  await recordNavigations(context);
  const page = await context.newPage();
  await page.goto('/Dashboard');
  await page.getByTestId('dashboard').waitFor();
  await page.locator('[data-testid="tag-/Dashboard"][data-active="true"]').waitFor();
  return page;
}

const activeTags = (page: Page) =>
  page
    .getByTestId('tags-view')
    .locator('[data-testid^="tag-/"][data-active="true"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')?.slice(4)));

async function rightClick(page: Page, path: string) {
  await page.getByTestId(`tag-${path}`).click({ button: 'right' });
  await page.getByTestId('tag-menu').waitFor();
}

/** Opens the account settings the way a user does (avatar menu), keeping the tag bar. */
async function securitySetting(page: Page) {
  await chooseFromDropdown(page, 'avatar-menu', 'avatar-menu-account');
  await page.waitForURL('**/SecuritySetting');
  const nickname = page.getByTestId('security-nickname');
  await nickname.waitFor();
  // the form is filled from the user once loaded
  await expect.poll(() => nickname.inputValue()).not.toBe('');
  return nickname;
}

describe('tag bar', () => {
  it('adds a tag per visited view, never twice, and marks the current one active', async () => {
    const page = await dashboard();
    expect(await tagPaths(page)).toEqual(['/Dashboard']);

    await openFromSidebar(page, STUDENTS);
    await openFromSidebar(page, PARENTS);
    await openFromSidebar(page, KAOQIN);
    expect(await tagPaths(page)).toEqual(['/Dashboard', STUDENTS, PARENTS, KAOQIN]);
    await expect.poll(() => activeTags(page)).toEqual([KAOQIN]);

    // visiting again (from the sidebar or a tag) adds nothing
    await openFromSidebar(page, STUDENTS);
    await page.getByTestId(`tag-${PARENTS}`).click();
    await page.waitForURL(`**${PARENTS}`);
    await page.getByTestId('tag-/Dashboard').click();
    await page.waitForURL('**/Dashboard');
    expect(await tagPaths(page)).toEqual(['/Dashboard', STUDENTS, PARENTS, KAOQIN]);
    await expect.poll(() => activeTags(page)).toEqual(['/Dashboard']);

    // the tab carries the view's title from the route meta
    await expect.poll(() => page.getByTestId(`tag-${STUDENTS}`).innerText()).toBe('Children');
    await expect.poll(() => page.getByTestId('tag-/Dashboard').innerText()).toBe('Home');
  });

  it('closes a tag: an inactive one in place, the active one moving to the last visited view', async () => {
    const page = await dashboard();
    await openFromSidebar(page, STUDENTS);
    await openFromSidebar(page, PARENTS);
    await openFromSidebar(page, KAOQIN);
    await openFromSidebar(page, PARENTS);

    // an inactive tag: gone, the page stays
    await page.getByTestId(`tag-${STUDENTS}`).hover();
    await page.getByTestId(`tag-close-${STUDENTS}`).click();
    await expect.poll(() => tagPaths(page)).toEqual(['/Dashboard', PARENTS, KAOQIN]);
    expect(new URL(page.url()).pathname).toBe(PARENTS);

    // the active tag: gone, and the last visited tag's view opens
    await page.getByTestId(`tag-close-${PARENTS}`).click();
    await page.waitForURL(`**${KAOQIN}`);
    await expect.poll(() => tagPaths(page)).toEqual(['/Dashboard', KAOQIN]);
    await expect.poll(() => activeTags(page)).toEqual([KAOQIN]);

    // through the context menu
    await rightClick(page, KAOQIN);
    await page.getByTestId('tag-menu-close').click();
    await page.waitForURL('**/Dashboard');
    await expect.poll(() => tagPaths(page)).toEqual(['/Dashboard']);
    expect(await page.getByTestId('tag-menu').count()).toBe(0);
  });

  it('close others keeps only the chosen tag and shows it', async () => {
    const page = await dashboard();
    await openFromSidebar(page, STUDENTS);
    await openFromSidebar(page, PARENTS);
    await openFromSidebar(page, KAOQIN);

    await rightClick(page, PARENTS);
    await page.getByTestId('tag-menu-close-others').click();
    await page.waitForURL(`**${PARENTS}`);
    await expect.poll(() => tagPaths(page)).toEqual([PARENTS]);
    await expect.poll(() => activeTags(page)).toEqual([PARENTS]);
    // the closed views are no longer kept
    expect(await page.locator(`[data-testid="view-${KAOQIN}"]`).count()).toBe(0);
  });

  it('close all returns to the root, which lands on the dashboard', async () => {
    const page = await dashboard();
    await openFromSidebar(page, STUDENTS);
    await openFromSidebar(page, PARENTS);

    await rightClick(page, STUDENTS);
    await page.getByTestId('tag-menu-close-all').click();
    await page.waitForURL('**/Dashboard');
    await page.getByTestId('dashboard').waitFor();
    await expect.poll(() => tagPaths(page)).toEqual(['/Dashboard']);
    expect(await page.locator(`[data-testid="view-${STUDENTS}"]`).count()).toBe(0);
    expect(await page.locator(`[data-testid="view-${PARENTS}"]`).count()).toBe(0);
  });

  it('a cached view keeps its typed state while another tab is shown', async () => {
    const page = await dashboard();
    const nickname = await securitySetting(page);
    await nickname.fill('typed-e2e-cache');

    await page.getByTestId('tag-/Dashboard').click();
    await page.waitForURL('**/Dashboard');
    await page.locator('[data-testid="view-/Dashboard"][data-active="true"]').waitFor();
    expect(await nickname.isVisible()).toBe(false);

    await openFromSidebar(page, STUDENTS);

    await page.getByTestId('tag-/SecuritySetting').click();
    await page.waitForURL('**/SecuritySetting');
    await page.locator('[data-testid="view-/SecuritySetting"][data-active="true"]').waitFor();
    expect(await nickname.inputValue()).toBe('typed-e2e-cache');
  });

  it('refresh goes through /Redirect and remounts the view: typed state is reset', async () => {
    const page = await dashboard();
    const nickname = await securitySetting(page);
    const saved = await nickname.inputValue();
    await nickname.fill('typed-e2e-refresh');
    await recordedNavigations(page, true);

    await rightClick(page, '/SecuritySetting');
    await page.getByTestId('tag-menu-refresh').click();
    await expect.poll(() => nickname.inputValue()).toBe(saved);
    expect(new URL(page.url()).pathname).toBe('/SecuritySetting');
    expect(await recordedNavigations(page)).toEqual(['/Redirect/SecuritySetting', '/SecuritySetting']);
    await expect.poll(() => tagPaths(page)).toEqual(['/Dashboard', '/SecuritySetting']);
    expect(await page.getByTestId('tag-menu').count()).toBe(0);

    // refreshing another (cached, hidden) view from its tab opens it afresh too
    await nickname.fill('typed-e2e-refresh-2');
    await page.getByTestId('tag-/Dashboard').click();
    await page.waitForURL('**/Dashboard');
    await rightClick(page, '/SecuritySetting');
    await page.getByTestId('tag-menu-refresh').click();
    await page.waitForURL('**/SecuritySetting');
    await expect.poll(() => nickname.inputValue()).toBe(saved);
  });

  it('the context menu opens at the pointer + 15 px, clamped to the bar width − 105 px', async () => {
    const page = await dashboard();
    const bar = page.getByTestId('tags-view');

    // near the left: left = x − bar left + 15, top = y − bar top
    const dash = await page.getByTestId('tag-/Dashboard').boundingBox();
    const barBox = await bar.boundingBox();
    if (!dash || !barBox) throw new Error('no box');
    const x1 = Math.round(dash.x + dash.width / 2);
    const y1 = Math.round(dash.y + dash.height / 2);
    await page.mouse.click(x1, y1, { button: 'right' });
    const menu = page.getByTestId('tag-menu');
    await menu.waitFor();
    const offsetWidth = await bar.evaluate((el) => (el as HTMLElement).offsetWidth);
    expect(offsetWidth - 105).toBeGreaterThan(x1 - barBox.x + 15); // really unclamped
    expect(await menu.evaluate((el) => (el as HTMLElement).style.left)).toBe(`${x1 - barBox.x + 15}px`);
    expect(await menu.evaluate((el) => (el as HTMLElement).style.top)).toBe(`${y1 - barBox.y}px`);
    // a click elsewhere closes it
    await page.getByTestId('breadcrumb').click();
    await menu.waitFor({ state: 'detached' });

    // fill the bar so that a tag sits at its right edge (the active tag is scrolled into view)
    for (const p of ROOT_SCREENS) await openFromSidebar(page, p);
    const last = ROOT_SCREENS.at(-1) as string;
    const lastBox = await page.getByTestId(`tag-${last}`).boundingBox();
    if (!lastBox) throw new Error('no box');
    const x2 = Math.round(Math.min(lastBox.x + lastBox.width, barBox.x + barBox.width) - 8);
    expect(x2 - barBox.x + 15).toBeGreaterThan(offsetWidth - 105); // really past the clamp
    await page.mouse.click(x2, Math.round(lastBox.y + lastBox.height / 2), { button: 'right' });
    await menu.waitFor();
    expect(await menu.evaluate((el) => (el as HTMLElement).style.left)).toBe(`${offsetWidth - 105}px`);
    // the menu acts on the tag under the pointer
    await page.getByTestId('tag-menu-close').click();
    await expect.poll(() => tagPaths(page)).not.toContain(last);
  });

  it('the mouse wheel over the tag bar scrolls it sideways by deltaY ÷ 4', async () => {
    const page = await dashboard();
    for (const p of ROOT_SCREENS) await openFromSidebar(page, p);
    const wrapper = page.getByTestId('tags-view').locator('.tags-view-wrapper');
    const overflow = await wrapper.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeGreaterThan(150); // the bar really overflows
    // the active (last) tag was scrolled into view: the bar sits at its far right
    const start = await wrapper.evaluate((el) => el.scrollLeft);
    expect(start).toBeGreaterThan(100);

    const box = await wrapper.boundingBox();
    if (!box) throw new Error('no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => wrapper.evaluate((el) => el.scrollLeft)).toBeCloseTo(start - 50, 0);
    await page.mouse.wheel(0, -400);
    await expect.poll(() => wrapper.evaluate((el) => el.scrollLeft)).toBeCloseTo(start - 150, 0);
    await page.mouse.wheel(0, 120);
    await expect.poll(() => wrapper.evaluate((el) => el.scrollLeft)).toBeCloseTo(start - 120, 0);
  });
});

/** Screens of the admin's 'System configuration' section (all 'soon' pages), enough to overflow the bar. */
const ROOT_SCREENS = [
  '/Root/IndicatorLibs',
  '/Root/EmotionGrowthAdvice',
  '/Root/ClientTemplate',
  '/Root/PostClientRoleSetting',
  '/Root/WarningMessageTypeSetting',
  '/Root/AbilityDescribe',
  '/Root/SpeechAnalysis',
  '/Root/AppVersion',
  '/Root/NutritiveElement',
  '/Root/NutritiveAppraisalConfig',
  '/Root/AgeBracket',
  '/Root/NutritiveElementADI',
  '/Root/foodInformation',
  '/Root/DataDeleteConfig',
  '/Root/Msgmeta',
  '/Root/Metachannel',
];

describe('breadcrumb', () => {
  it('starts with the dashboard; groups and the last item are plain text; sections are links that navigate', async () => {
    const page = await dashboard();
    const crumbs = page.getByTestId('breadcrumb');
    // on the dashboard: one plain item
    expect(await crumbs.locator('[data-testid^="breadcrumb-"]').allInnerTexts()).toEqual(['Home']);
    expect(await crumbs.getByTestId('breadcrumb-link').count()).toBe(0);

    await openFromSidebar(page, PARENTS);
    const items = crumbs.locator('[data-testid="breadcrumb-link"], [data-testid="breadcrumb-text"]');
    await expect
      .poll(() => items.evaluateAll((els) => els.map((e) => `${e.getAttribute('data-testid')}:${(e as HTMLElement).innerText}`)))
      .toEqual([
        'breadcrumb-link:Home',
        'breadcrumb-link:Teaching affairs',
        'breadcrumb-text:Child information', // a group (redirect noredirect)
        'breadcrumb-text:Parents', // the last item
      ]);
    expect(await crumbs.getByTestId('breadcrumb-text').evaluateAll((els) => els.map((e) => e.tagName))).toEqual(['SPAN', 'SPAN']);

    // a section link goes to the section's default screen
    await crumbs.getByTestId('breadcrumb-link').filter({ hasText: 'Teaching affairs' }).click();
    await page.waitForURL(`**${STUDENTS}`);
    await expect
      .poll(() => crumbs.locator('[data-testid^="breadcrumb-"]').allInnerTexts())
      .toEqual(['Home', 'Teaching affairs', 'Child information', 'Children']);

    // a single-level screen: dashboard, section, screen
    await openFromSidebar(page, CLASSES);
    await expect
      .poll(() => crumbs.locator('[data-testid^="breadcrumb-"]').allInnerTexts())
      .toEqual(['Home', 'Teaching affairs', 'Classes']);

    // the dashboard link
    await crumbs.getByTestId('breadcrumb-link').filter({ hasText: 'Home' }).click();
    await page.waitForURL('**/Dashboard');
    await expect.poll(() => crumbs.locator('[data-testid^="breadcrumb-"]').allInnerTexts()).toEqual(['Home']);
  });
});
