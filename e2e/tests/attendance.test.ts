import { ATTENDANCE_STATUS, api, isSchoolDayKind, LEAVE_KIND, leave, resourceEndpoints } from '@kc/contract';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import {
  apiClient,
  apiLogin,
  clickRowAction,
  clickSettled,
  rowActionIds,
  type SignedInState,
  signedInState,
  toast,
  waitForSettled,
  withSignedInPage,
} from '../src/browser.ts';
import { checkInAfterTheFact, monthOf, runStamp, schoolClockNow, schoolToday, shiftMonth } from '../src/dates.ts';
import { addChild as addStudent } from '../src/records.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * The register as a park admin and a teacher use it: park01 approves a sick leave and sees its
 * day marked in the class grid; records a check-in and a check-out and marks a child absent from
 * the day panel; teacher01 keeps only their classes' register and leave. Every test works on
 * children and leave it creates.
 */

/** park01 is seeded fresh: its greetings are dismissed for this file and put back after. */
const suite = browserSuite({ signIn: ['park01'], quiet: ['park01'] });
let park: ReturnType<typeof apiClient>;
/** teacher01 enters the leave: a teacher's entry waits for the audit (a park admin's is approved at once). */
let teacher: ReturnType<typeof apiClient>;
const stamp = runStamp();
let schoolId: number;
/** teacher01's class (小一班) and a class of the school that is not theirs (大一班). */
let ownClass: number;
let otherClass: number;
let children: { id: number; name: string }[] = [];

/** School days of school 1 around today, by its calendar (holidays out, make-up days in). */
async function schoolDays(months: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const Month of months) {
    const cal = await park.call(api.vacationCalendar, { SchoolId: schoolId, Month });
    expect(cal.code, cal.msg).toBe(100000);
    out.push(...cal.data.Days.filter((d) => isSchoolDayKind(d.Kind)).map((d) => d.Date));
  }
  return out;
}

async function addChild(classId: number, name: string) {
  // Enrolled before the days the tests record.
  const child = {
    SchoolId: schoolId,
    StudentName: name,
    Gender: 1,
    Birthday: '2021-05-01',
    ClassId: classId,
    EnrolDate: '2025-09-01',
  } as const;
  return { id: await addStudent(park, child), name };
}
/** A sick leave entered through the API, by teacher01 unless `by` says who (park01's entry is approved at once). */
async function addLeave(StudentId: number, StartDate: string, EndDate: string, by = teacher) {
  const r = await by.call(resourceEndpoints(leave).Add, {
    StudentId,
    Kind: LEAVE_KIND.Sick,
    StartDate,
    EndDate,
    Reason: '发烧',
    Symptoms: ['fever'],
  });
  expect(r.code, r.msg).toBe(100000);
  return (r.data as { LeaveId: number }).LeaveId;
}

beforeAll(async () => {
  park = apiClient(await apiLogin('park01'));
  teacher = apiClient(await apiLogin('teacher01'));
  const own = await teacher.call(api.attendanceClasses, {});
  const all = await park.call(api.attendanceClasses, {});
  schoolId = all.data[0]?.SchoolId as number;
  ownClass = own.data.find((c) => c.ClassName === '小一班')?.ClassId as number;
  otherClass = all.data.find((c) => c.ClassName === '大一班' && c.SchoolId === schoolId)?.ClassId as number;
  children = [await addChild(ownClass, `考勤甲${stamp}`), await addChild(ownClass, `考勤乙${stamp}`)];
});

const withPage = (state: SignedInState, fn: (page: Page) => Promise<void>) => withSignedInPage(suite.browser, state, fn);

const cell = (page: Page, studentId: number, date: string) =>
  page.locator(`[data-testid="grid-cell"][data-student="${studentId}"][data-date="${date}"]`);

it('park01 approves a sick leave and sees its day marked as leave in the class grid', async () => {
  const today = schoolToday();
  // The next school day after today (approval marks days to come too).
  const day = (await schoolDays([monthOf(today), shiftMonth(monthOf(today), 1)])).find((d) => d > today) as string;
  const child = children[0] as { id: number; name: string };
  const leaveId = await addLeave(child.id, day, day);

  await withPage(suite.state('park01'), async (page) => {
    await page.goto('/Teach/CheckList/FreeManage');
    const row = page.getByTestId('resource-table').locator(`tr[data-row-id="${leaveId}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain(child.name);
    // Pending: edited and deleted like any record.
    expect(await rowActionIds(row)).toEqual(expect.arrayContaining(['resource-row-edit', 'resource-row-delete']));
    await clickRowAction(row, 'leave-audit');
    // The dialog's form is there before its buttons are used (as a user sees it).
    await page.getByTestId('leave-audit-remark').waitFor();
    // A rejection needs a remark: refused on the page before anything is sent.
    await clickSettled(page, 'leave-reject');
    await page.getByText('A rejection needs a remark').waitFor();
    await page.getByTestId('leave-audit-remark').fill('注意休息');
    await page.getByTestId('leave-approve').click();
    await toast(page, 'Approved: 1 school day marked as leave').waitFor();
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('Approved');
    // Approved: the server refuses edit and delete (cancel first), so the row offers neither.
    expect(await rowActionIds(row)).not.toContain('resource-row-edit');
    expect(await rowActionIds(row)).not.toContain('resource-row-delete');
    expect(await row.locator('.ant-checkbox-input').isDisabled()).toBe(true);

    await page.goto(`/Teach/CheckList/Kaoqin?ClassId=${ownClass}&Month=${monthOf(day)}`);
    await page.getByTestId('kaoqin-grid').waitFor();
    await expect.poll(() => cell(page, child.id, day).getAttribute('data-status')).toBe(String(ATTENDANCE_STATUS.Leave));
  });
  const stored = await park.call(api.attendanceDay, { ClassId: ownClass, Date: day });
  expect(stored.data.Children.find((c) => c.StudentId === child.id)).toMatchObject({ Status: ATTENDANCE_STATUS.Leave, LeaveId: leaveId });
});

it('park01 records a check-in and a check-out and marks a child absent from the day panel', async () => {
  const today = schoolToday();
  // The last school day before today: a day with the whole day behind it.
  const days = await schoolDays([shiftMonth(monthOf(today), -1), monthOf(today)]);
  const day = days.filter((d) => d < today).at(-1) as string;
  const [first, second] = children as [{ id: number; name: string }, { id: number; name: string }];

  await withPage(suite.state('park01'), async (page) => {
    await page.goto(`/Teach/CheckList/Kaoqin?ClassId=${ownClass}&Month=${monthOf(day)}&Date=${day}`);
    const panel = page.locator(`[data-testid="kaoqin-day"][data-date="${day}"]`);
    await panel.waitFor();
    await page.getByTestId('kaoqin-rules').waitFor();
    const row = (id: number) => panel.locator(`tr[data-student="${id}"]`);
    await row(first.id).waitFor();

    // Check in at the school's opening time (the dialog's default for a past day), with a temperature.
    await row(first.id).getByTestId('day-check-in').click();
    await page.getByTestId('check-form').waitFor();
    await page.locator('[data-testid="check-temperature"] input, input[data-testid="check-temperature"]').fill('36.5');
    await clickSettled(page, 'check-save');
    await toast(page, `${first.name} checked in`).waitFor();
    await expect.poll(() => row(first.id).getAttribute('data-status')).toBe(String(ATTENDANCE_STATUS.Present));

    // Check out: the pick-up person is required.
    await row(first.id).getByTestId('day-check-out').click();
    await page.getByTestId('check-form').waitFor();
    await clickSettled(page, 'check-save');
    await page.getByText('Required').first().waitFor();
    const pickUp = page.locator('[data-testid="check-pick-up"] input, input[data-testid="check-pick-up"]').first();
    await pickUp.click();
    await page.keyboard.type('外婆');
    await page.getByTestId('check-save').click();
    await toast(page, `${first.name} checked out`).waitFor();
    await expect.poll(async () => (await row(first.id).textContent()) ?? '').toContain('外婆');

    // Bulk: the second child marked absent.
    await row(second.id).locator('input[type="checkbox"]').check();
    await page.getByTestId('day-markAbsent').click();
    await toast(page, 'Marked 1, skipped 0').waitFor();
    await expect.poll(() => row(second.id).getAttribute('data-status')).toBe(String(ATTENDANCE_STATUS.Absent));
    // The grid above shows both.
    await expect.poll(() => cell(page, second.id, day).getAttribute('data-status')).toBe(String(ATTENDANCE_STATUS.Absent));
  });
  const stored = await park.call(api.attendanceDay, { ClassId: ownClass, Date: day });
  const [a, b] = [first.id, second.id].map((id) => stored.data.Children.find((c) => c.StudentId === id));
  expect(a).toMatchObject({ Status: ATTENDANCE_STATUS.Present, EntryTemperature: 36.5, PickUpPerson: '外婆' });
  expect(a?.CheckInTime).not.toBeNull();
  expect(a?.CheckOutTime).not.toBeNull();
  expect(b).toMatchObject({ Status: ATTENDANCE_STATUS.Absent, CheckInTime: null });
});

it("teacher01 keeps only their classes' register and leave", async () => {
  const other = await addChild(otherClass, `别班${stamp}`);
  const otherLeave = await addLeave(other.id, '2020-03-02', '2020-03-03', park);
  const ownLeave = await addLeave(children[1]?.id as number, '2020-03-02', '2020-03-03');
  const teacherState = await signedInState(suite.browser, 'teacher01');
  await withPage(teacherState, async (page) => {
    await page.goto('/Teach/CheckList/Kaoqin');
    await page.getByTestId('kaoqin-grid').waitFor();
    await page.getByTestId('kaoqin-class').click();
    const options = page.locator('.ant-select-item-option');
    await waitForSettled(options.first());
    const names = await options.allTextContents();
    expect(names.some((n) => n.startsWith('小一班'))).toBe(true);
    expect(names.some((n) => n.startsWith('中一班'))).toBe(true);
    expect(names.some((n) => n.startsWith('大一班'))).toBe(false);
    await page.keyboard.press('Escape');

    await page.goto('/Teach/CheckList/FreeManage');
    const table = page.getByTestId('resource-table');
    await table.locator(`tr[data-row-id="${ownLeave}"]`).waitFor();
    expect(await table.locator(`tr[data-row-id="${otherLeave}"]`).count()).toBe(0);
  });
});

it('a check-in entered after the fact asks when the child arrived, so the child is not made late', async () => {
  const today = schoolToday();
  const child = children[1] as { id: number; name: string };
  const day = await park.call(api.attendanceDay, { ClassId: ownClass, Date: today });
  const rules = day.data.Rules;
  const now = schoolClockNow(rules.TimeZone);
  // Once an arrival now would be late (the school opened more than its late margin ago), the time is asked.
  const afterTheFact = checkInAfterTheFact(rules);

  await withPage(suite.state('park01'), async (page) => {
    await page.goto(`/Teach/CheckList/Kaoqin?ClassId=${ownClass}&Month=${monthOf(today)}&Date=${today}`);
    const panel = page.locator(`[data-testid="kaoqin-day"][data-date="${today}"]`);
    const row = panel.locator(`tr[data-student="${child.id}"]`);
    await row.getByTestId('day-check-in').click();
    await page.getByTestId('check-form').waitFor();
    const time = page.locator('[data-testid="check-time"] input, input[data-testid="check-time"]').first();
    if (afterTheFact) {
      expect(await time.inputValue()).toBe('');
      await clickSettled(page, 'check-save');
      await page.getByText('Required').first().waitFor();
      await page.getByTestId('check-time-open').click();
      expect(await time.inputValue()).toBe(rules.OpenTime);
    } else {
      // Now (the clock may have turned a minute since).
      expect([now, schoolClockNow(rules.TimeZone)]).toContain(await time.inputValue());
    }
    await page.getByTestId('check-save').click();
    await toast(page, `${child.name} checked in`).waitFor();
    await expect.poll(() => row.getAttribute('data-status')).toBe(String(ATTENDANCE_STATUS.Present));
  });
});

it('opens on the first class with children (a teacher: their own) and keeps the class from tab to tab', async () => {
  const classes = (await park.call(api.attendanceClasses, {})).data;
  const expected = classes.find((c) => c.Children > 0) as { ClassId: number; ClassName: string };
  const teacherClasses = (await teacher.call(api.attendanceClasses, {})).data;
  const theirs = teacherClasses.find((c) => c.Mine) as { ClassName: string };
  await withPage(suite.state('park01'), async (page) => {
    await page.goto('/Teach/CheckList/Kaoqin');
    const picked = page.getByTestId('kaoqin-class');
    await expect.poll(async () => (await picked.textContent()) ?? '').toContain(expected.ClassName);

    await page.getByTestId('kaoqin-class').click();
    const other = classes.find((c) => c.ClassId !== expected.ClassId && c.SchoolId === classes[0]?.SchoolId) as {
      ClassId: number;
      ClassName: string;
    };
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: other.ClassName }).first();
    await waitForSettled(option);
    await option.click();
    await page.waitForURL((url) => url.searchParams.get('ClassId') === String(other.ClassId));

    await page.getByTestId('kaoqin-tab-rate').click();
    await page.getByTestId('kaoqin-rate').waitFor();
    expect(new URL(page.url()).searchParams.get('ClassId')).toBe(String(other.ClassId));
    await expect.poll(async () => (await page.getByTestId('rate-class').textContent()) ?? '').toContain(other.ClassName);

    await page.getByTestId('kaoqin-tab-register').click();
    await expect.poll(async () => (await picked.textContent()) ?? '').toContain(other.ClassName);
  });
  const teacherState = await signedInState(suite.browser, 'teacher01');
  await withPage(teacherState, async (page) => {
    await page.goto('/Teach/CheckList/Kaoqin');
    const picked = page.getByTestId('kaoqin-class');
    await expect.poll(async () => (await picked.textContent()) ?? '').toContain(theirs.ClassName);
  });
});
