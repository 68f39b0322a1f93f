import { extendCode, mySchool, resourceEndpoints } from '@kc/contract';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { apiClient, apiLogin, chooseOption, clickRowAction, toast } from '../src/browser.ts';
import { runStamp, schoolToday } from '../src/dates.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * The school home page and a promotion code end to end: park01 fills its school's page (a photo
 * uploaded for the school) and publishes it; a visitor, not signed in, opens its public address
 * and sees it, photo included. park01 adds a promotion code; its QR image carries the scan link;
 * a visitor scanning it lands on the home page with the code, and the list counts the scan.
 */

const suite = browserSuite({ signIn: ['park01'], quiet: ['park01'] });
const stamp = runStamp();
const intro = `E2E 简介 ${stamp}`;
const code = `E2E-${stamp.toUpperCase()}`;
const pagesApi = resourceEndpoints(mySchool);
const codesApi = resourceEndpoints(extendCode);
let park: ReturnType<typeof apiClient>;
let pageId: number;
let schoolId: number;

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  park = apiClient(await apiLogin('park01'));
  const pages = await park.call(pagesApi.SelectPage, { cur_page: 1, size: 10 });
  expect(pages.code, pages.msg).toBe(100000);
  const own = (pages.data as { list: { MySchoolId: number; SchoolId: number }[] }).list[0];
  [pageId, schoolId] = [own?.MySchoolId as number, own?.SchoolId as number];
});

const input = (page: Page, field: string) =>
  page.locator(`[data-testid="resource-field-${field}"] input, input[data-testid="resource-field-${field}"]`).first();
const rowOf = (page: Page, id: number) => page.getByTestId('resource-table').locator(`tbody tr[data-row-id="${id}"]`);
const loadedImages = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length);

it('park01 fills and publishes the home page; a visitor who is not signed in sees it at its public address', async () => {
  await suite.withSignedInPage('park01', async (page) => {
    await page.goto('/Market/MySchool');
    const row = rowOf(page, pageId);
    await row.waitFor();
    await clickRowAction(row, 'resource-row-edit');
    await page.getByTestId('resource-form').waitFor();
    await page.getByTestId('resource-field-Intro').fill(intro);
    const wall = page.getByTestId('resource-field-Photos');
    const before = await wall.locator('img').count();
    await wall.locator('input[type="file"]').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => wall.locator('img').count()).toBe(before + 1);
    const published = page.getByTestId('resource-field-Published');
    if ((await published.getAttribute('aria-checked')) !== 'true') await published.click();
    await page.getByTestId('resource-form-submit').click();
    await toast(page, 'modified successfully').waitFor();

    // The preview shows it as the public will.
    await clickRowAction(row, `my-school-preview-${pageId}`);
    await page.getByTestId('my-school-preview').getByTestId('school-home-intro').filter({ hasText: intro }).waitFor();
    await page.keyboard.press('Escape');

    // The QR code carries the public address and downloads as a PNG.
    await clickRowAction(row, `my-school-qr-${pageId}`);
    const qr = page.getByTestId('promotion-qr');
    await qr.locator('canvas').waitFor();
    expect(await qr.getAttribute('data-value')).toMatch(new RegExp(`^https?://[^/]+/school/${schoolId}$`));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('promotion-qr-download').click()]);
    expect(download.suggestedFilename()).toMatch(/\.png$/);
  });

  await suite.withPage(async (page) => {
    await page.goto(`/school/${schoolId}`);
    await page.getByTestId('school-home-intro').filter({ hasText: intro }).waitFor();
    await expect.poll(() => loadedImages(page, '[data-testid="school-home-photos"] img')).toBeGreaterThan(0);
    expect(await page.getByTestId('school-home-book').getAttribute('href')).toBe(`/enrol/${schoolId}`);
    // Outside the console: no sign-in page, no layout.
    expect(new URL(page.url()).pathname).toBe(`/school/${schoolId}`);
    expect(await page.getByTestId('sidebar').count()).toBe(0);
  });
});

it('park01 adds a promotion code; a visitor scanning it lands on the home page with the code, and the list counts the scan', async () => {
  await suite.withSignedInPage('park01', async (page) => {
    await page.goto('/Market/ExtendCode');
    await page.getByTestId('resource-add').click();
    await page.getByTestId('resource-form').waitFor();
    // The dates first: Enter in a date picker also submits the form, refused while it is incomplete.
    const start = input(page, 'StartDate');
    await start.click();
    await start.fill(schoolToday());
    await page.keyboard.press('Enter');
    // The end date takes the start date: valid today only.
    await expect.poll(() => input(page, 'EndDate').inputValue()).toBe(schoolToday());
    await page.getByTestId('resource-field-Code').fill(code);
    await chooseOption(page, 'resource-field-SchoolId', '阳光幼儿园');
    await chooseOption(page, 'resource-field-Channel', 'Flyer');
    await page.getByTestId('resource-form-submit').click();
    await toast(page, 'added successfully').waitFor();

    const found = await park.call(codesApi.SelectPage, { cur_page: 1, size: 10, Code: code });
    const id = (found.data as { list: { ExtendCodeId: number }[] }).list[0]?.ExtendCodeId as number;
    const row = rowOf(page, id);
    await row.waitFor();
    await clickRowAction(row, `extend-code-qr-${id}`);
    const scanLink = (await page.getByTestId('promotion-qr').getAttribute('data-value')) as string;
    expect(scanLink).toMatch(new RegExp(`/api/public/scan/${schoolId}/${code}$`));
    await page.keyboard.press('Escape');

    await suite.withPage(async (visitor) => {
      await visitor.goto(scanLink);
      await visitor.getByTestId('school-home-intro').waitFor();
      expect(new URL(visitor.url()).pathname).toBe(`/school/${schoolId}`);
      expect(new URL(visitor.url()).searchParams.get('code')).toBe(code);
      expect(await visitor.getByTestId('school-home-book').getAttribute('href')).toBe(`/enrol/${schoolId}?code=${code}`);
    });

    await page.getByTestId('resource-reload').click();
    await expect.poll(() => row.locator('td').allInnerTexts()).toContain('1');
  });
});
