import { api } from '@kc/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiClient, apiLogin, toast } from '../src/browser.ts';
import { plusDays, runStamp, schoolToday } from '../src/dates.ts';
import { addChild } from '../src/records.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * A temperature round on the class grid: teacher01 opens /Child/Infrared on their class at a
 * time of yesterday, types one child's fever (flagged red before saving), leaves the others
 * blank (not recorded), saves once and finds the round as the server keeps it after a reload.
 */
const suite = browserSuite({ signIn: ['teacher01'] });
let teacher: ReturnType<typeof apiClient>;
let ownClass: number;
let child: { id: number; name: string };
const pages: Page[] = [];
const yesterday = plusDays(schoolToday(), -1);

beforeAll(async () => {
  const park = apiClient(await apiLogin('park01'));
  teacher = apiClient(await apiLogin('teacher01'));
  const own = await teacher.call(api.infraredClasses, {});
  expect(own.code, own.msg).toBe(100000);
  const mine = own.data.find((c) => c.Mine) as { ClassId: number; SchoolId: number };
  ownClass = mine.ClassId;
  const name = `体温${runStamp()}`;
  const id = await addChild(park, {
    SchoolId: mine.SchoolId,
    StudentName: name,
    Gender: 2,
    Birthday: '2021-03-01',
    ClassId: ownClass,
    EnrolDate: '2025-09-01',
  });
  child = { id, name };
});
afterAll(async () => {
  for (const p of pages) await p.context().close();
});

it('teacher01 takes a temperature round of their class: a fever is flagged, the blank children are not recorded', async () => {
  const context = await suite.signedInContext('teacher01', { width: 1366, height: 900 });
  const page = await context.newPage();
  pages.push(page);
  await page.goto(`/Child/Infrared?ClassId=${ownClass}&Date=${yesterday}&Time=09:05`);
  const row = page.getByTestId(`infrared-grid-row-${child.id}`);
  await row.waitFor();
  const value = page.getByLabel(`Temperature (°C) · ${child.name}`);
  expect(await value.inputValue()).toBe('');
  await value.fill('38.3');
  await value.blur();
  await expect.poll(() => row.getAttribute('data-flagged')).toBe('true');
  await page.getByTestId('infrared-grid-save').click();
  await toast(page, 'Saved: 1 reading').waitFor();
  const round = await teacher.call(api.infraredClassDay, { ClassId: ownClass, Date: yesterday, Time: '09:05' });
  expect(round.code, round.msg).toBe(100000);
  expect(round.data.Children.filter((c) => c.Record).map((c) => [c.StudentId, c.Record?.Value, c.Record?.Abnormal])).toEqual([
    [child.id, 38.3, true],
  ]);
  await page.reload();
  const again = page.getByTestId(`infrared-grid-row-${child.id}`);
  await again.waitFor();
  await expect.poll(() => again.getAttribute('data-flagged')).toBe('true');
  expect(await page.getByLabel(`Temperature (°C) · ${child.name}`).inputValue()).toBe('38.3');
});
