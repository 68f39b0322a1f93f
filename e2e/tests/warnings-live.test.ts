import { api, BODY_CHECK, resourceEndpoints, WARNING_STATE, WARNING_TYPE, warningEvent } from '@kc/contract';
import { beforeAll, expect, it } from 'vitest';
import { apiClient, apiLogin, clickRowAction, notification, toast } from '../src/browser.ts';
import { runStamp, schoolToday } from '../src/dates.ts';
import { addChild } from '../src/records.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * A fever comes in live: teacher01 has the warnings list open; another client (park01, through
 * the API) saves the morning check of teacher01's class with a fever; without a reload the top
 * bar's badge counts one more open warning and a notification names the child; the list shows
 * it; teacher01 acknowledges it; the operator's control room counts it among its school's open
 * fevers; teacher01 closes it as handled with a remark.
 */
const suite = browserSuite({ signIn: ['teacher01', 'operator'], quiet: ['teacher01', 'operator'] });
let park: ReturnType<typeof apiClient>;
let operator: ReturnType<typeof apiClient>;
const stamp = runStamp();
const childName = `发热${stamp}`;
let childId: number;
let classId: number;
let schoolId: number;

/** The operator's count of open fevers of the school, from the control room's own call. */
async function openFevers(): Promise<number> {
  const room = await operator.call(api.controlRoom, {});
  expect(room.code, room.msg).toBe(100000);
  return room.data.OpenByType.find((o) => o.SchoolId === schoolId && o.Type === WARNING_TYPE.Fever)?.Open ?? 0;
}

beforeAll(async () => {
  park = apiClient(await apiLogin('park01'));
  operator = apiClient(await apiLogin('operator'));
  const teacher = apiClient(await apiLogin('teacher01'));
  const own = await teacher.call(api.bodyClasses, {});
  expect(own.code, own.msg).toBe(100000);
  const mine = own.data.find((c) => c.Mine);
  classId = mine?.ClassId as number;
  schoolId = mine?.SchoolId as number;
  childId = await addChild(park, {
    SchoolId: schoolId,
    ClassId: classId,
    StudentName: childName,
    Gender: 2,
    Birthday: '2021-04-01',
    EnrolDate: '2025-09-01',
  });
});

it('teacher01 sees a fever saved by another client appear live, acknowledges and handles it; the control room counts it', async () => {
  const context = await suite.signedInContext('teacher01', { width: 1366, height: 900 });
  const page = await context.newPage();
  await page.goto('/Ai/Warm');
  await page.getByTestId('resource-table').waitFor();
  const badge = page.getByTestId('warning-badge');
  await badge.waitFor();
  // The feed is open once the badge has its count (the feed's `ready` reads it again).
  await expect.poll(() => badge.getAttribute('data-count')).not.toBeNull();
  const before = Number(await badge.getAttribute('data-count'));
  const feversBefore = await openFevers();

  const saved = await park.call(api.bodySaveClassDay, {
    ClassId: classId,
    Date: schoolToday(),
    Check: BODY_CHECK.Morning,
    Rows: [{ StudentId: childId, Temperature: 38.9 }],
  });
  expect(saved.code, saved.msg).toBe(100000);

  await notification(page, childName).waitFor();
  expect(await notification(page, childName).textContent()).toContain('38.9');
  await expect.poll(async () => Number(await badge.getAttribute('data-count'))).toBe(before + 1);
  const row = page.locator('[data-testid="resource-table"] tr[data-row-id]', { hasText: childName });
  await row.waitFor();

  await clickRowAction(row, 'warning-acknowledge');
  await page.getByTestId('warning-move-ok').click();
  await toast(page, 'Acknowledged').waitFor();
  await row.getByTestId('warning-handle').waitFor();

  // The operator's control room shows the school's open fever, this one among them.
  const room = await (await suite.signedInContext('operator', { width: 1366, height: 900 })).newPage();
  await room.goto('/Ai/ControlRoom');
  const school = room.locator('[data-testid="control-room-schools"] tr[data-school="阳光幼儿园"]');
  await school.waitFor();
  expect(feversBefore + 1).toBe(await openFevers());
  await school.locator(`[data-type="${WARNING_TYPE.Fever}"]`, { hasText: String(feversBefore + 1) }).waitFor();
  expect(Number((await school.getByTestId('control-room-fever').textContent())?.split(' ')[0])).toBeGreaterThanOrEqual(1);

  await clickRowAction(row, 'warning-handle');
  await page.getByTestId('warning-move-ok').click();
  await page.locator('.ant-form-item-explain-error', { hasText: 'Say what was done' }).waitFor();
  await page.getByTestId('warning-remark').fill('已通知家长接回，复测体温');
  await page.getByTestId('warning-move-ok').click();
  await toast(page, 'Closed as handled').waitFor();
  await expect.poll(async () => Number(await badge.getAttribute('data-count'))).toBe(before);
  await expect.poll(() => row.getByTestId('warning-handle').count()).toBe(0);

  const stored = await operator.call(resourceEndpoints(warningEvent).SelectPage, { cur_page: 1, size: 10, StudentId: childId });
  expect(stored.code, stored.msg).toBe(100000);
  const item = (stored.data as { list: Record<string, unknown>[] }).list[0];
  expect(item).toMatchObject({ State: WARNING_STATE.Handled, HandledByName: '刘老师', Remark: '已通知家长接回，复测体温' });
});
