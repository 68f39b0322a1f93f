import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, resourceEndpoints, schoolClass, student } from '@kc/contract';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiClient, apiLogin, dismissGreetings, newSignedInContext, signedInState, toast, waitForSettled } from '../src/browser.ts';
import { runStamp } from '../src/dates.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * Children (/Teach/StudentManage) as a park admin and a teacher use them: the park admin fills
 * in the import template, sees the bad row reported (nothing imported), fixes it and imports;
 * moves a child to another class; teacher01 sees only the children of their classes.
 */

const suite = browserSuite({ signIn: ['park01', 'teacher01'], quiet: ['park01'] });
let tmp: string;
/** The group BabyInfo holds the screen (seed menu); the profile is a hidden entry of /Teach. */
const SCREEN = '/Teach/BabyInfo/StudentManage';
const stamp = runStamp();
const NAMES = [`导入甲${stamp}`, `导入乙${stamp}`];

interface ClassRow {
  ClassId: number;
  ClassName: string;
  SchoolId: number;
  Grade: string;
}
let classes: ClassRow[];
let schoolId: number;
let parkApi: ReturnType<typeof apiClient>;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'students-e2e-'));
  parkApi = apiClient(await apiLogin('park01'));
  const park = parkApi;
  const me = await park.call(api.getUserInfo, {});
  schoolId = me.data.Schools[0]?.SchoolId as number;
  const list = await park.call(resourceEndpoints(schoolClass).SelectPage, { cur_page: 1, size: 100, SchoolId: schoolId, sort: 'ClassId' });
  classes = (list.data as { list: ClassRow[] }).list;
});
afterAll(async () => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

const classOf = (grade: string) => classes.find((c) => c.Grade === grade) as ClassRow;
const tableRows = (page: Page) => page.getByTestId('resource-table').locator('tbody tr[data-row-id]');

/** A valid ID card number for a birthday (GB 11643 check character). */
function idCardNo(birthday: string, seq: number): string {
  const body = `110105${birthday.replaceAll('-', '')}${String(seq).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  return body + '10X98765432'[weights.reduce((s, w, i) => s + w * Number(body[i]), 0) % 11];
}

/** The downloaded template with data rows added under its two header rows. */
async function fillTemplate(template: string, rows: unknown[][], name: string): Promise<string> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(template);
  const ws = wb.worksheets[0] as ExcelJS.Worksheet;
  for (const r of rows) ws.addRow(r);
  const file = path.join(tmp, name);
  await wb.xlsx.writeFile(file);
  return file;
}

/** Searches the list by name and waits for the answer. */
async function searchByName(page: Page, name: string): Promise<void> {
  await page.getByTestId('resource-filter-StudentName').fill(name);
  await page.getByTestId('resource-search-submit').click();
  await page.waitForURL((url) => url.searchParams.get('StudentName') === name);
}

it('park01 imports children from the template: the bad row is reported and nothing imported, then the fixed file imports', async () => {
  const context = await newSignedInContext(suite.browser, suite.state('park01'));
  try {
    const page = await context.newPage();
    await page.goto(SCREEN);
    await page.locator('[data-testid="resource-page"][data-resource="Student"]').waitFor();

    await page.getByTestId('resource-import').click();
    const wizard = page.getByTestId('import-wizard');
    await wizard.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), wizard.getByTestId('import-template').click()]);
    const template = path.join(tmp, 'template.xlsx');
    await download.saveAs(template);
    const header = new ExcelJS.Workbook();
    await header.xlsx.readFile(template);
    const fieldRow = header.worksheets[0]?.getRow(2).values as unknown[];
    expect(fieldRow.slice(1)).toEqual([
      'SchoolId',
      'StudentName',
      'Gender',
      'Birthday',
      'IdCardNo',
      'ClassId',
      'EnrolDate',
      'Status',
      'Allergies',
    ]);

    const junior = classOf('junior');
    const first = [schoolId, NAMES[0], 'Boy', '2022-03-01', idCardNo('2022-03-01', 11), junior.ClassId, '2025-09-01', 'Enrolled', '花生'];
    const second = [schoolId, NAMES[1], 'Girl', '2022-05-20', '110105202205201111', junior.ClassId, '2025-09-01', 'Enrolled', ''];
    const bad = await fillTemplate(template, [first, second], 'bad.xlsx');
    await wizard.locator('input[type=file]').setInputFiles(bad);
    await wizard.getByTestId('import-file').waitFor();
    await wizard.getByTestId('import-check').click();
    await wizard.getByTestId('import-check-bad').waitFor();
    const errors = wizard.getByTestId('import-errors');
    expect(await errors.locator('tbody tr[data-row="4"]').textContent()).toContain('not a valid 18-character ID card number');
    expect(await wizard.getByTestId('import-run').isDisabled()).toBe(true);

    // Nothing was written: the first (good) row is not in the list either.
    const none = await parkApi.call(resourceEndpoints(student).SelectPage, { cur_page: 1, size: 10, StudentName: stamp });
    expect((none.data as { total: number }).total).toBe(0);

    await wizard.getByTestId('import-reupload').click();
    second[4] = idCardNo('2022-05-20', 12);
    const fixed = await fillTemplate(template, [first, second], 'fixed.xlsx');
    await wizard.locator('input[type=file]').setInputFiles(fixed);
    await wizard.getByTestId('import-file').waitFor();
    await wizard.getByTestId('import-check').click();
    await wizard.getByTestId('import-check-ok').waitFor();
    // The import names itself for its progress, and the wizard reads that progress while it runs.
    const polled: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/File/Progress')) polled.push(String((r.postDataJSON() as { ProgressKey?: string })?.ProgressKey));
    });
    const [importCall] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/Student/Import')),
      wizard.getByTestId('import-run').click(),
    ]);
    await expect.poll(() => wizard.getByTestId('import-result').getAttribute('data-written')).toBe('2');
    const key = (importCall.postDataJSON() as { ProgressKey?: string }).ProgressKey;
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(polled).toContain(key);
    await wizard.getByTestId('import-close').click();

    await searchByName(page, stamp);
    await expect.poll(async () => (await tableRows(page).allTextContents()).length).toBe(2);
    const names = await page.locator('tbody td[data-col="StudentName"]').allTextContents();
    expect(names.sort()).toEqual([...NAMES].sort());
    const classCells = await page.locator('tbody td[data-col="ClassId"]').allTextContents();
    expect(classCells).toEqual([junior.ClassName, junior.ClassName]);
  } finally {
    await context.close();
  }
});

it('park01 moves a child to another class; the list and the child’s history show it', async () => {
  const context = await newSignedInContext(suite.browser, suite.state('park01'));
  try {
    const page = await context.newPage();
    await page.goto(`${SCREEN}?StudentName=${encodeURIComponent(NAMES[0] as string)}`);
    const row = tableRows(page).first();
    await row.waitFor();
    const id = Number(await row.getAttribute('data-row-id'));
    const middle = classOf('middle');

    await row.locator('.ant-checkbox-input').check();
    await page.getByTestId('students-move').click();
    const dialog = page.getByTestId('students-move-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('students-move-class').click();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: middle.ClassName }).first();
    await waitForSettled(option);
    await option.click();
    await page.getByTestId('students-move-submit').click();
    await toast(page, '1 child moved').waitFor();
    await expect.poll(() => page.locator(`tbody tr[data-row-id="${id}"] td[data-col="ClassId"]`).textContent()).toBe(middle.ClassName);

    // The profile lists the move in the child's history.
    await page.locator(`tbody tr[data-row-id="${id}"]`).getByTestId('students-profile').click();
    await page.waitForURL((url) => url.pathname === '/Teach/StudentDetail' && url.searchParams.get('StudentId') === String(id));
    const history = page.getByTestId('student-detail-history');
    await expect.poll(() => history.locator('tbody').textContent()).toContain('Transfer');
    expect(await history.locator('tbody').textContent()).toContain(middle.ClassName);
    expect(await page.getByTestId('resource-detail-IdCardNo').textContent()).toMatch(/^110\*{11}\d{3}[\dX]$/);
  } finally {
    await context.close();
  }
});

it('teacher01 sees only the children of their classes, and no workflow buttons', async () => {
  const teacherApi = apiClient(await apiLogin('teacher01'));
  const own = await teacherApi.call(resourceEndpoints(schoolClass).SelectList, {});
  const ownClasses = (own.data as { Label: string }[]).map((c) => c.Label);
  expect(ownClasses.length).toBeGreaterThan(0);
  const senior = classOf('senior');
  expect(ownClasses).not.toContain(senior.ClassName);
  const inSenior = await parkApi.call(resourceEndpoints(student).SelectPage, { cur_page: 1, size: 100, ClassId: senior.ClassId });
  const seniorIds = (inSenior.data as { list: { StudentId: number }[] }).list.map((c) => String(c.StudentId));
  expect(seniorIds.length).toBeGreaterThan(0);

  const context = await newSignedInContext(suite.browser, suite.state('teacher01'));
  try {
    const page = await context.newPage();
    await page.goto(`${SCREEN}?size=100`);
    await page.locator('[data-testid="resource-page"][data-resource="Student"]').waitFor();
    await expect.poll(async () => (await tableRows(page).allTextContents()).length).toBeGreaterThan(0);
    const classCells = new Set(await page.locator('tbody td[data-col="ClassId"]').allTextContents());
    for (const c of classCells) expect(ownClasses).toContain(c);
    const ids = await tableRows(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-id')));
    for (const id of seniorIds) expect(ids).not.toContain(id);
    const total = await teacherApi.call(resourceEndpoints(student).SelectPage, { cur_page: 1, size: 1 });
    expect(await page.getByTestId('resource-total').textContent()).toBe(`${(total.data as { total: number }).total} in total`);
    // View only: no import, add, move or divide.
    for (const id of ['resource-import', 'resource-add', 'students-move', 'students-divide']) {
      expect(await page.getByTestId(id).count()).toBe(0);
    }
    await page.getByTestId('students-birthdays').click();
    await page.getByTestId('students-birthdays-dialog').waitFor();
  } finally {
    await context.close();
  }
});

it('gov01 (a supervisor, Beijing) reads the children of its region’s school only, with no button that changes anything', async () => {
  const restore = await dismissGreetings('gov01');
  const context = await newSignedInContext(suite.browser, await signedInState(suite.browser, 'gov01'));
  try {
    const govApi = apiClient(await apiLogin('gov01'));
    const total = (await govApi.call(resourceEndpoints(student).SelectPage, { cur_page: 1, size: 1 })).data as { total: number };
    const inSchool1 = (await parkApi.call(resourceEndpoints(student).SelectPage, { cur_page: 1, size: 1, SchoolId: schoolId })).data as {
      total: number;
    };
    expect(total.total).toBe(inSchool1.total);
    const page = await context.newPage();
    await page.goto(`${SCREEN}?size=100`);
    await page.locator('[data-testid="resource-page"][data-resource="Student"]').waitFor();
    await expect.poll(async () => (await tableRows(page).allTextContents()).length).toBe(Math.min(total.total, 100));
    expect(await page.getByTestId('resource-total').textContent()).toBe(`${total.total} in total`);
    expect(new Set(await page.locator('tbody td[data-col="SchoolId"]').allTextContents()).size).toBe(1);
    for (const id of ['resource-import', 'resource-add', 'students-move', 'students-divide']) {
      expect(await page.getByTestId(id).count(), id).toBe(0);
    }
  } finally {
    await context.close();
    await restore();
  }
});
