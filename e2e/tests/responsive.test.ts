import { api, resourceEndpoints, student } from '@kc/contract';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { apiClient, apiLogin, clickRowAction, clickSettled, waitForSettled } from '../src/browser.ts';
import { checkInAfterTheFact, runStamp, schoolToday } from '../src/dates.ts';
import { addChild } from '../src/records.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * The engine's lists and the register on a phone (390 × 844), a tablet (800 px) and a desktop
 * (1440 px), as park01 uses them: under 1021 px a list is cards (name, key fields, actions in a
 * menu), its filters a drawer, its toolbar Add and a menu; Kaoqin's day is a roster where one
 * tap checks a child in; a desktop row shows at most three actions and "More".
 */

const suite = browserSuite({ signIn: ['park01'], quiet: ['park01'] });
const SCREEN = '/Teach/BabyInfo/StudentManage';
const stamp = runStamp();
let park: ReturnType<typeof apiClient>;
let firstPage: string[];
let classId: number;
let child: { id: number; name: string };
/** A child of the class per Kaoqin width: each width checks one child in. */
const rosterChild: Record<number, number> = {};

beforeAll(async () => {
  park = apiClient(await apiLogin('park01'));
  const classes = await park.call(api.attendanceClasses, {});
  const first = classes.data[0];
  if (!first) throw new Error('park01 has no class');
  classId = first.ClassId;
  const name = `触屏${stamp}`;
  const child0 = {
    SchoolId: first.SchoolId,
    StudentName: name,
    Gender: 1,
    Birthday: '2021-05-01',
    ClassId: classId,
    EnrolDate: '2025-09-01',
  } as const;
  child = { id: await addChild(park, child0), name };
  for (const width of [390, 800]) rosterChild[width] = await addChild(park, { ...child0, StudentName: `触屏${width}${stamp}` });
  firstPage = await namesOfPage(1);
});

/** The names of a page of park01's children, as the server lists them (newest first). */
async function namesOfPage(page: number): Promise<string[]> {
  const list = await park.call(resourceEndpoints(student).SelectPage, { cur_page: page, size: 10 });
  expect(list.code, list.msg).toBe(100000);
  return (list.data as { list: { StudentName: string }[] }).list.map((r) => r.StudentName);
}

async function open(width: number, height: number, path: string): Promise<Page> {
  const context = await suite.signedInContext('park01', { width, height });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** Whether an element lies wholly inside the viewport's width (reachable without scrolling sideways). */
async function inWidth(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).first().boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return !!box && box.x >= 0 && box.x + box.width <= width;
}

for (const [width, height] of [
  [390, 844],
  [800, 1000],
] as const) {
  it(`StudentManage at ${width} px: cards with the children's names, filters in a drawer, Add in reach, paging`, async () => {
    const page = await open(width, height, SCREEN);
    await page.locator('[data-testid="resource-page"][data-layout="cards"]').waitFor();
    await page.getByTestId('resource-card').first().waitFor();
    expect(await page.getByTestId('resource-table').count()).toBe(0);
    expect(await page.getByTestId('resource-card-title').allTextContents()).toEqual(firstPage);
    expect(await inWidth(page, 'resource-card')).toBe(true);
    // key fields under the name: the definition's card (class, status, age)
    expect(
      await page
        .getByTestId('resource-card')
        .first()
        .locator('[data-col]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-col'))),
    ).toEqual(['ClassId', 'Status', 'AgeMonths']);

    // The toolbar: Add in reach, the rest (import, export…) in a menu.
    expect(await inWidth(page, 'resource-add')).toBe(true);
    expect(await page.getByTestId('resource-export').count()).toBe(0);
    await page.getByTestId('resource-toolbar-more').click();
    await waitForSettled(page.locator('.ant-dropdown:visible [data-testid="resource-export"]'));
    await page.keyboard.press('Escape');
    await page.getByTestId('resource-add').click();
    await page.getByTestId('resource-form').waitFor();
    await page.getByTestId('resource-form-cancel').click();
    await page.getByTestId('resource-form').waitFor({ state: 'hidden' });

    // A card's actions are in its menu: the profile opens from it.
    const card = page.locator(`[data-testid="resource-card"][data-row-id]`).first();
    expect(await card.getByTestId('resource-row-more').getAttribute('data-actions')).toContain('resource-row-view');

    // Filters fold into a drawer; the button counts the filters in force.
    expect(await page.getByTestId('resource-search').isVisible()).toBe(false);
    await page.getByTestId('resource-filters-open').click();
    const name = page.getByTestId('resource-filter-StudentName');
    await waitForSettled(name);
    await name.fill(child.name);
    await page.getByTestId('resource-search-submit').click();
    await page.waitForURL((url) => url.searchParams.get('StudentName') === child.name);
    await expect.poll(() => page.getByTestId('resource-card-title').allTextContents()).toEqual([child.name]);
    expect(await page.getByTestId('resource-filters-open').getAttribute('data-count')).toBe('1');
    await page.getByTestId('resource-search').waitFor({ state: 'hidden' });

    // Paging still works: the second page of the unfiltered list.
    await page.goto(`${SCREEN}?page=2`);
    await page.getByTestId('resource-card').first().waitFor();
    const second = await namesOfPage(2);
    expect(second.length).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('resource-card-title').allTextContents()).toEqual(second);
  });
}

for (const [width, height] of [
  [390, 844],
  [800, 1000],
] as const) {
  it(`Kaoqin at ${width} px: the day is a roster of 44 px targets; one tap checks a child in (after the fact, it asks the time)`, async () => {
    const rules = (await park.call(api.attendanceDay, { ClassId: classId, Date: schoolToday() })).data.Rules;
    const page = await open(width, height, `/Teach/CheckList/Kaoqin?ClassId=${classId}`);
    const row = page.locator(`[data-testid="roster-child"][data-student="${rosterChild[width]}"]`);
    await row.waitFor();
    expect(await page.getByTestId('kaoqin-day').locator('table').count()).toBe(0);
    const button = row.getByTestId('roster-check-in');
    const box = await button.boundingBox();
    expect(box && box.height >= 44 && box.width >= 44 && box.x + box.width <= width).toBe(true);
    expect(await row.getAttribute('data-status')).toBe('');
    await button.click();
    if (checkInAfterTheFact(rules)) {
      // After the fact the tap asks when the child came; "at opening" is one more tap.
      await page.getByTestId('check-form').waitFor();
      await page.getByTestId('check-time-open').click();
      await clickSettled(page, 'check-save');
    }
    // Recorded: present or late by the clock, and the button becomes a check-out.
    await expect.poll(() => row.getAttribute('data-status')).not.toBe('');
    await row.getByTestId('roster-check-out').waitFor();

    // The month grid scrolls under the fixed child column.
    const grid = page.getByTestId('kaoqin-grid');
    const body = grid.locator('.ant-table-content, .ant-table-body').first();
    const scrollable = await body.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrollable).toBe(true);
    const before = await grid.getByTestId('grid-child').first().boundingBox();
    await body.evaluate((el) => {
      el.scrollLeft = 400;
    });
    await expect.poll(async () => body.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect((await grid.getByTestId('grid-child').first().boundingBox())?.x).toBe(before?.x);
  });
}

it('StudentManage at 1440 px: a row shows at most three actions and "More" holds the others', async () => {
  const page = await open(1440, 900, SCREEN);
  const rows = page.getByTestId('resource-table').locator('tbody tr[data-row-id]');
  await rows.first().waitFor();
  for (const row of await rows.all()) {
    const shown = await row.locator('td button[data-row-id]:not([data-testid="resource-row-more"])').count();
    expect(shown).toBeLessThanOrEqual(3);
  }
  const row = rows.first();
  expect(await row.getByTestId('resource-row-more').getAttribute('data-actions')).toContain('students-change');
  // An action under "More" works: the change dialog of the row's child.
  await clickRowAction(row, 'students-change');
  await page.locator('.ant-modal:visible, .ant-drawer-open').first().waitFor();
});
