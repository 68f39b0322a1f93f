import { api, ENTRUST_KIND, medicineFeeding, parentEntrust, resourceEndpoints } from '@kc/contract';
import { beforeAll, expect, it } from 'vitest';
import { apiClient, apiLogin, toast, waitForSettled, withSignedInPage } from '../src/browser.ts';
import { runStamp, schoolToday } from '../src/dates.ts';
import { addChild } from '../src/records.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * A teacher records a dose: a confirmed medicine instruction of their class shows its doses of
 * today on the parentsEntrust screen's "Today's doses"; one tap opens the dose's dialog (the
 * instruction's dose filled in), a photo is uploaded, and the dose is then fed by them.
 */

const suite = browserSuite({ signIn: ['teacher01'], quiet: ['teacher01'] });
let teacher: ReturnType<typeof apiClient>;
const stamp = runStamp();
const childName = `喂药${stamp}`;
let entrustId: number;

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  teacher = apiClient(await apiLogin('teacher01'));
  const park = apiClient(await apiLogin('park01'));
  const classes = await teacher.call(api.attendanceClasses, {});
  const first = classes.data[0];
  const childId = await addChild(park, {
    SchoolId: first?.SchoolId as number,
    ClassId: first?.ClassId as number,
    StudentName: childName,
    Gender: 2,
    Birthday: '2021-06-01',
    EnrolDate: '2021-09-01',
  });
  const today = schoolToday();
  const added = await teacher.call(resourceEndpoints(parentEntrust).Add, {
    StudentId: childId,
    Kind: ENTRUST_KIND.Medicine,
    StartDate: today,
    EndDate: today,
    Details: '饭后服用',
    MedicineName: `退烧药${stamp}`,
    Dose: '5 ml',
    DoseTimes: ['07:00'],
  });
  expect(added.code, added.msg).toBe(100000);
  entrustId = (added.data as { ParentEntrustId: number }).ParentEntrustId;
  const confirmed = await teacher.call(api.parentEntrustConfirm, { ParentEntrustId: entrustId, Remark: '' });
  expect(confirmed.code, confirmed.msg).toBe(100000);
});

it("teacher01 records a dose of today's from the doses view: one tap, the dialog, a photo", async () => {
  await withSignedInPage(suite.browser, suite.state('teacher01'), async (page) => {
    await page.goto('/Teach/parentsEntrust?tab=doses');
    const card = page.locator(`[data-testid="dose-card"][data-student="${childName}"]`);
    await card.waitFor();
    expect(['due', 'overdue']).toContain(await card.getAttribute('data-state'));
    await card.getByTestId('dose-record').click();
    const dialog = page.getByTestId('dose-dialog');
    await waitForSettled(dialog.getByTestId('dose-input'));
    await expect.poll(() => dialog.getByTestId('dose-input').inputValue()).toBe('5 ml');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'dose.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => dialog.getByTestId('dose-photo-image').locator('img').count()).toBe(1);
    await dialog.getByTestId('dose-input').fill('4 ml');
    await dialog.getByTestId('dose-dialog-ok').click();
    await toast(page, /Dose recorded/).waitFor();
    await page.locator(`[data-testid="dose-card"][data-student="${childName}"][data-state="fed"]`).waitFor();
    await card.getByTestId('dose-fed').filter({ hasText: 'Fed by' }).waitFor();
    expect(await card.getByTestId('dose-record').count()).toBe(0);
  });
  const records = await teacher.call(resourceEndpoints(medicineFeeding).SelectPage, { ParentEntrustId: entrustId, cur_page: 1, size: 10 });
  expect(records.code, records.msg).toBe(100000);
  const list = (records.data as { list: Record<string, unknown>[] }).list;
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({ DueTime: '07:00', Dose: '4 ml', FedByName: '刘老师' });
  expect(String(list[0]?.Photo)).toMatch(/^\/uploads\/image\//);
});
