import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toast } from '../src/browser.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * The smart centre's visitor register (/Ai/Visit) for a school that has it, and the audit log
 * (/Client/AuditLog) for the super admin, in Chromium against the real server.
 */

const suite = browserSuite({ signIn: ['admin', 'park02'] });

async function open(user: string, path: string): Promise<Page> {
  const context = await suite.signedInContext(user);
  const page = await context.newPage();
  await page.goto(path);
  await page.getByTestId('resource-table').waitFor();
  await page.locator('.ant-table-row').first().waitFor();
  return page;
}

const column = (page: Page, key: string) => page.locator(`.ant-table-row [data-col="${key}"]`).allInnerTexts();

describe('visitor register (park02: park01 is greeted by the guide and the upgrade notice)', () => {
  it("lists the school's visits newest first, masks mobiles and marks a fever", async () => {
    const page = await open('park02', '/Ai/Visit');
    expect(await page.getByTestId('resource-total').innerText()).toBe('6 in total');
    const mobiles = await column(page, 'Mobile');
    expect(mobiles.every((m) => /^\d{3}\*{4}\d{4}$/.test(m))).toBe(true);
    await expect(page.getByTestId('visit-fever').innerText()).resolves.toBe('37.9');
    const states = await column(page, 'State');
    expect(states[0]).toBe('Expected'); // tomorrow's announced visit comes first
  });

  it('adds a visit: checks the form before sending, then saves and lists it', async () => {
    const page = await open('park02', '/Ai/Visit');
    await page.getByTestId('resource-add').click();
    const form = page.getByTestId('resource-form');
    await form.waitFor();
    await form.getByTestId('resource-field-VisitorName').fill('E2E 访客');
    await form.getByTestId('resource-field-Mobile').fill('1391234');
    await form.getByTestId('resource-field-Reason').fill('送资料');
    await form.getByTestId('resource-field-Temperature').fill('36.7');
    await page.getByTestId('resource-form-submit').click();
    const errorOf = (field: string) =>
      form
        .locator('.ant-form-item')
        .filter({ has: page.getByTestId(`resource-field-${field}`) })
        .locator('.ant-form-item-explain-error');
    await expect(errorOf('Mobile').innerText()).resolves.toBe('phone number format error');
    await expect(errorOf('SchoolId').innerText()).resolves.toBe('cannot be empty');

    await form.getByTestId('resource-field-Mobile').fill('13912340000');
    // The school picker: park02 has one school.
    await form.getByTestId('resource-field-SchoolId').click();
    await page.locator('.ant-select-item-option').first().click();
    await page.getByTestId('resource-form-submit').click();
    await toast(page, 'added successfully').waitFor();
    // The list refetches after the toast: wait for it.
    await expect.poll(() => page.getByTestId('resource-total').innerText()).toBe('7 in total');
    await expect.poll(() => column(page, 'VisitorName')).toContain('E2E 访客');
  });
});

describe('audit log (admin)', () => {
  it('lists sign-ins with readable events, filters by event, and shows the detail as JSON', async () => {
    const page = await open('admin', '/Client/AuditLog');
    expect(await page.getByTestId('resource-add').count()).toBe(0); // read-only
    await page.getByTestId('resource-filter-Event').click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /^Sign-in$/ })
      .click();
    await page.getByTestId('resource-search-submit').click();
    await page.waitForURL((url) => url.searchParams.get('Event') === 'login.success');
    await expect.poll(async () => [...new Set(await column(page, 'Event'))]).toEqual(['Sign-in']);
    expect(await column(page, 'Username')).toEqual(expect.arrayContaining(['admin', 'park02']));
    expect((await column(page, 'Detail'))[0]).toBe('method: password');

    await page.getByTestId('resource-row-view').first().click();
    const json = page.getByTestId('audit-detail-json');
    await json.waitFor();
    expect(JSON.parse(await json.innerText())).toEqual({ method: 'password' });
  });
});
