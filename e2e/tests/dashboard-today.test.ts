import { api, CHECK_METHOD, LEAVE_KIND, leave, type OutputOf, resourceEndpoints } from '@kc/contract';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { apiClient, apiLogin, type SignedInState, signedInState, withSignedInPage } from '../src/browser.ts';
import { plusDays, runStamp, schoolToday } from '../src/dates.ts';
import { addChild as addStudent } from '../src/records.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * The dashboard's today data, school home and to-do panels as park01 and the super admin see
 * them: the figures are the server's (read through the API at the same moment), a class row
 * opens that class's register of the day, and a to-do link opens its screen filtered. Every test
 * works on children and leave it creates.
 */

const suite = browserSuite({ signIn: ['park01'], quiet: ['park01'] });
let park: ReturnType<typeof apiClient>;
const stamp = runStamp();
let schoolId: number;
let classId: number;

async function addChild(name: string, inClass: boolean) {
  const child = { SchoolId: schoolId, StudentName: name, Gender: 2, Birthday: '2021-06-01', EnrolDate: '2025-09-01' } as const;
  return addStudent(park, inClass ? { ...child, ClassId: classId } : child);
}

const withPage = (state: SignedInState, fn: (page: Page) => Promise<void>) => withSignedInPage(suite.browser, state, fn);

/** The panels load after the page: wait for what they show longer than expect.poll's one second. */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
const figure = (page: Page, id: string) => page.getByTestId(`today-${id}`).textContent();
const number = (text: string | null) => Number((text ?? '').replace(/,/g, ''));

beforeAll(async () => {
  park = apiClient(await apiLogin('park01'));
  const classes = await park.call(api.attendanceClasses, {});
  const first = classes.data[0];
  schoolId = first?.SchoolId as number;
  classId = first?.ClassId as number;
});

it("park01's today panels show the server's figures, and a class row opens its register of the day", async () => {
  // A child of the first class checks in now with a fever.
  const child = await addChild(`首页甲${stamp}`, true);
  const checked = await park.call(api.attendanceCheckIn, { StudentId: child, Method: CHECK_METHOD.Manual, EntryTemperature: 38.4 });
  expect(checked.code, checked.msg).toBe(100000);
  const server = (await park.call(api.homeSchoolData, {})).data;
  expect(server.Present).toBeGreaterThanOrEqual(1);
  expect(server.Fever).toBeGreaterThanOrEqual(1);

  await withPage(suite.state('park01'), async (page) => {
    await page.goto('/Dashboard');
    await page.getByTestId('dashboard-today').waitFor();
    await poll(() => page.getByTestId('today-date').textContent()).toBe(server.Date);
    const shown = async () => ({
      Enrolled: number(await figure(page, 'enrolled')),
      Present: number(await figure(page, 'present')),
      Late: number(await figure(page, 'late')),
      Absent: number(await figure(page, 'absent')),
      Leave: number(await figure(page, 'leave')),
      NotCheckedIn: number(await figure(page, 'not-checked-in')),
      Fever: number(await figure(page, 'fever')),
      StaffOnDuty: number(await figure(page, 'staff-on-duty')),
    });
    await poll(shown).toEqual({
      Enrolled: server.Enrolled,
      Present: server.Present,
      Late: server.Late,
      Absent: server.Absent,
      Leave: server.Leave,
      NotCheckedIn: server.NotCheckedIn,
      Fever: server.Fever,
      StaffOnDuty: server.StaffOnDuty,
    });

    // The fever is on the to-do list, by name.
    const fever = page.getByTestId('todo-feverToday');
    await poll(async () => (await fever.textContent()) ?? '').toContain(`首页甲${stamp}`);

    // School home: the class's row shows its figures and opens the register of the class today.
    const row = page.getByTestId('today-by-class').locator(`tr[data-row-id="${classId}"]`);
    const mine = server.ByClass.find((c) => c.ClassId === classId) as OutputOf<typeof api.homeSchoolData>['ByClass'][number];
    await poll(async () => (await row.textContent()) ?? '').toContain(`${mine.Present} (`);
    await row.getByTestId('today-class-link').click();
    await page.waitForURL((url) => url.pathname === '/Teach/CheckList/Kaoqin');
    const url = new URL(page.url());
    expect([url.searchParams.get('ClassId'), url.searchParams.get('Date')]).toEqual([String(classId), server.Date]);
    await page.locator(`[data-testid="kaoqin-day"][data-date="${server.Date}"] tr[data-student="${child}"]`).waitFor();
  });
});

it('a to-do link opens its screen filtered: leave waiting for audit, children without a class', async () => {
  // teacher01 enters it for a child of their class: a teacher's entry waits for the audit.
  const teacher = apiClient(await apiLogin('teacher01'));
  const own = (await teacher.call(api.attendanceClasses, {})).data[0]?.ClassId as number;
  const waiting = await addStudent(park, {
    SchoolId: schoolId,
    StudentName: `首页乙${stamp}`,
    Gender: 2,
    Birthday: '2021-06-01',
    EnrolDate: '2025-09-01',
    ClassId: own,
  });
  const start = plusDays(schoolToday(), 30);
  const added = await teacher.call(resourceEndpoints(leave).Add, {
    StudentId: waiting,
    Kind: LEAVE_KIND.Personal,
    StartDate: start,
    EndDate: start,
    Reason: '外出',
  });
  expect(added.code, added.msg).toBe(100000);
  const leaveId = (added.data as { LeaveId: number }).LeaveId;
  const unplaced = await addChild(`首页丙${stamp}`, false);
  const todo = (await park.call(api.homeTodolist, {})).data;
  const count = (key: string) => todo.Items.find((i) => i.Key === key)?.Count ?? -1;
  expect(count('leavePending')).toBeGreaterThanOrEqual(1);
  expect(count('noClass')).toBeGreaterThanOrEqual(1);

  await withPage(suite.state('park01'), async (page) => {
    await page.goto('/Dashboard');
    const pending = page.getByTestId('todo-leavePending');
    await poll(() => pending.getAttribute('data-count')).toBe(String(count('leavePending')));
    await pending.getByTestId('todo-leavePending-link').click();
    await page.waitForURL((url) => url.pathname === '/Teach/CheckList/FreeManage' && url.searchParams.get('State') === '1');
    const table = page.getByTestId('resource-table');
    await table.locator(`tr[data-row-id="${leaveId}"]`).waitFor();
    // Every row listed is pending.
    const states = await table.locator('td[data-col="State"]').allTextContents();
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((s) => s.includes('Pending'))).toBe(true);

    await page.goto('/Dashboard');
    const noClass = page.getByTestId('todo-noClass');
    await poll(() => noClass.getAttribute('data-count')).toBe(String(count('noClass')));
    await noClass.getByTestId('todo-noClass-link').click();
    await page.waitForURL((url) => url.pathname === '/Teach/BabyInfo/StudentManage' && url.searchParams.get('AwaitingClass') === 'true');
    await page.getByTestId('resource-table').locator(`tr[data-row-id="${unplaced}"]`).waitFor();
  });
});

it('the super admin sees a row per school, schools by contract type by name, and narrows the panels to one', async () => {
  const admin = apiClient(await apiLogin('admin'));
  const server = (await admin.call(api.homeSchoolData, {})).data;
  expect(server.BySchool.length).toBeGreaterThan(1);
  const adminState = await signedInState(suite.browser, 'admin');
  await withPage(adminState, async (page) => {
    await page.goto('/Dashboard');
    const rows = page.getByTestId('today-by-school').locator('tr[data-row-id]');
    await poll(() => rows.count()).toBe(Math.min(server.BySchool.length, 10));
    await poll(async () => number(await figure(page, 'enrolled'))).toBe(server.Enrolled);
    // Schools by contract type say the type's name (Standard, Basic…), not its number.
    const types = page.getByTestId('dashboard-schools-by-contract-type');
    await poll(async () => (await types.textContent()) ?? '').toContain('Standard');
    expect(await types.textContent()).not.toMatch(/Contract type \d/);
    await page.getByTestId('today-by-school').locator(`tr[data-row-id="${schoolId}"]`).getByTestId('today-school-link').click();
    await page.waitForURL((url) => url.searchParams.get('SchoolId') === String(schoolId));
    const one = (await admin.call(api.homeSchoolData, { SchoolId: schoolId })).data;
    await page.getByTestId('today-by-class').locator(`tr[data-row-id="${classId}"]`).waitFor();
    await poll(async () => number(await figure(page, 'enrolled'))).toBe(one.Enrolled);
  });
});
