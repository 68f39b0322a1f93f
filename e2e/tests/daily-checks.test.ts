import { api, BODY_CHECK } from '@kc/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiClient, apiLogin, toast } from '../src/browser.ts';
import { runStamp, schoolToday } from '../src/dates.ts';
import { addChild } from '../src/records.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * The morning check on the class grid: teacher01 opens /Child/Body on their class, every child
 * pre-filled as normal, types a fever for one child (flagged red before saving), saves the whole
 * class in one call and sees the fever still flagged from the server's answer; the same on a
 * phone's width, where each child is a card.
 */
const suite = browserSuite({ signIn: ['teacher01'] });
let park: ReturnType<typeof apiClient>;
let teacher: ReturnType<typeof apiClient>;
const stamp = runStamp();
let ownClass: number;
const children: Record<number, { id: number; name: string }> = {};
const pages: Page[] = [];

beforeAll(async () => {
  park = apiClient(await apiLogin('park01'));
  teacher = apiClient(await apiLogin('teacher01'));
  const own = await teacher.call(api.bodyClasses, {});
  expect(own.code, own.msg).toBe(100000);
  ownClass = own.data.find((c) => c.Mine)?.ClassId as number;
  const schoolId = own.data.find((c) => c.Mine)?.SchoolId as number;
  for (const width of [1366, 800]) {
    const name = `晨检${width}${stamp}`;
    const id = await addChild(park, {
      SchoolId: schoolId,
      StudentName: name,
      Gender: 1,
      Birthday: '2021-05-01',
      ClassId: ownClass,
      EnrolDate: '2025-09-01',
    });
    children[width] = { id, name };
  }
});
afterAll(async () => {
  for (const p of pages) await p.context().close();
});

async function open(width: number): Promise<Page> {
  const context = await suite.signedInContext('teacher01', { width, height: 900 });
  const page = await context.newPage();
  pages.push(page);
  await page.goto('/Child/Body');
  return page;
}

async function morningOf(studentId: number) {
  const day = await teacher.call(api.bodyClassDay, { ClassId: ownClass, Date: schoolToday(), Check: BODY_CHECK.Morning });
  expect(day.code, day.msg).toBe(100000);
  return day.data.Children.find((c) => c.StudentId === studentId)?.Record;
}

for (const width of [1366, 800]) {
  it(`teacher01 fills the morning check of their class and sees a fever flagged (${width} px)`, async () => {
    const child = children[width] as { id: number; name: string };
    const page = await open(width);
    const row = page.getByTestId(`body-grid-row-${child.id}`);
    await row.waitFor();
    // A phone shows cards, a desktop the table.
    await page.getByTestId(width < 1021 ? 'body-grid-cards' : 'body-grid-table').waitFor();
    expect(await row.getAttribute('data-flagged')).toBe('false');
    const temperature = page.getByLabel(`Temperature (°C) · ${child.name}`);
    expect(await temperature.inputValue()).toBe('36.5');
    await temperature.fill('38.6');
    await temperature.blur();
    await expect.poll(() => row.getAttribute('data-flagged')).toBe('true');
    await page.getByTestId('body-grid-save').click();
    await toast(page, /^Saved: \d+ checks$/).waitFor();
    await expect.poll(async () => (await morningOf(child.id))?.Temperature).toBe(38.6);
    expect((await morningOf(child.id))?.Fever).toBe(true);
    // Opened again, the grid shows what the server keeps: the fever is still flagged.
    await page.reload();
    const again = page.getByTestId(`body-grid-row-${child.id}`);
    await again.waitFor();
    await expect.poll(() => again.getAttribute('data-flagged')).toBe('true');
    expect(await page.getByLabel(`Temperature (°C) · ${child.name}`).inputValue()).toBe('38.6');
  });
}
