import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, student } from '@kc/contract';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiClient, tokenOf } from '../src/browser.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * Files for their owners (issue 16), as the console uses them: the server serves an export only
 * to the account that made it and an upload only to its school's scope, reading the session from
 * the Admin-Token cookie a link or an image sends. park01 exports the children and the download
 * arrives under a name they recognise; park01's uploaded avatar still shows.
 */

const suite = browserSuite({ signIn: ['park01'], quiet: ['park01'] });
const SCREEN = '/Teach/BabyInfo/StudentManage';
/** A 24×24 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAKElEQVQ4jWN4N9OFKohh1KB3o2H0bjQdzRzNIjNHixGX0RLSZSBrEQBFiAj99rUXRgAAAABJRU5ErkJggg==',
  'base64',
);
let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'files-e2e-'));
});
afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** Whether an <img> matched by `selector` has loaded (a refused file would leave it broken). */
const loaded = (page: Page, selector: string) =>
  page.waitForFunction((s) => {
    const img = document.querySelector<HTMLImageElement>(s);
    return !!img && img.complete && img.naturalWidth > 0;
  }, selector);

it('park01 exports the children: the download arrives, named after the list, holding the rows', async () => {
  const context = await suite.signedInContext('park01');
  const page = await context.newPage();
  await page.goto(SCREEN);
  await page.locator('[data-testid="resource-page"][data-resource="Student"]').waitFor();
  await page.getByTestId('resource-table').locator('tbody tr[data-row-id]').first().waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('resource-export').click()]);
  // Named as a person would: the list, park01's school, the day.
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${student.title.en}-阳光幼儿园-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
  expect(await download.failure()).toBeNull();
  const file = path.join(tmp, 'children.xlsx');
  await download.saveAs(file);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  expect(wb.worksheets[0]?.rowCount).toBeGreaterThan(1);
});

it('park01 uploads an avatar: it shows in the settings and the top bar, fetched with the session cookie', async () => {
  const context = await suite.signedInContext('park01');
  const token = (await tokenOf(context)) as string;
  const me = await apiClient(token).call(api.getUserInfo, {});
  const before = me.data.Avatar;
  const page = await context.newPage();
  try {
    await page.goto('/SecuritySetting');
    await page.getByTestId('security-setting').locator('input[type=file]').waitFor({ state: 'attached' });
    const file = path.join(tmp, 'me.png');
    writeFileSync(file, PNG);
    const saved = page.waitForResponse((r) => r.url().includes('/api/SysUser/UpdateUser'));
    await page.getByTestId('security-setting').locator('input[type=file]').setInputFiles(file);
    await saved;
    await loaded(page, '[data-testid="security-avatar-image"] img[src^="/uploads/image/"]');
    await loaded(page, '[data-testid="avatar-menu"] img[src^="/uploads/image/"]');
    // Without the session the same address is refused.
    const src = await page.locator('[data-testid="security-avatar-image"] img').getAttribute('src');
    expect((await fetch(new URL(src as string, page.url()))).status).toBe(401);
  } finally {
    await apiClient(token).call(api.updateUser, { SysUserId: me.data.SysUserId, Avatar: before ?? '', UpdateBy: me.data.SysUserId });
  }
});
