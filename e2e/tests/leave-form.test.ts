import { api, LEAVE_STATE, leave, resourceEndpoints } from '@kc/contract';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { apiClient, apiLogin, chooseOption, toast, waitForSettled, withSignedInPage } from '../src/browser.ts';
import { runStamp } from '../src/dates.ts';
import { addChild } from '../src/records.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * The leave form as a park admin fills it: the end date follows the start, a sick leave's
 * symptoms are asked for before anything is sent (the contract's rule, the server's too), the
 * admin's entry is approved at once, and cancelling it is confirmed with verbs, in red.
 */

const suite = browserSuite({ signIn: ['park01'], quiet: ['park01'] });
let park: ReturnType<typeof apiClient>;
const stamp = runStamp();
let childName: string;
let childId: number;

beforeAll(async () => {
  park = apiClient(await apiLogin('park01'));
  const classes = await park.call(api.attendanceClasses, {});
  const first = classes.data[0];
  childName = `请假表${stamp}`;
  childId = await addChild(park, {
    SchoolId: first?.SchoolId as number,
    ClassId: first?.ClassId as number,
    StudentName: childName,
    Gender: 1,
    Birthday: '2021-04-01',
    EnrolDate: '2021-09-01',
  });
});

const leavesOfChild = async () => {
  const r = await park.call(resourceEndpoints(leave).SelectPage, { StudentId: childId, PageIndex: 1, PageSize: 10 });
  expect(r.code, r.msg).toBe(100000);
  return r as { data: { list: Record<string, unknown>[] } };
};
const input = (page: Page, field: string) =>
  page
    .locator(
      [
        `[data-testid="resource-field-${field}"] input`,
        `input[data-testid="resource-field-${field}"]`,
        `textarea[data-testid="resource-field-${field}"]`,
      ].join(', '),
    )
    .first();
const fieldError = (page: Page, field: string) =>
  page.locator(`.ant-form-item:has([data-testid="resource-field-${field}"]) .ant-form-item-explain-error`);

it('park01 enters a sick leave: the end follows the start, symptoms are asked for first, and it is approved at once', async () => {
  await withSignedInPage(suite.browser, suite.state('park01'), async (page) => {
    const adds: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/Leave/Add')) adds.push(r.url());
    });
    await page.goto('/Teach/CheckList/FreeManage');
    await page.getByTestId('resource-add').click();
    await page.getByTestId('resource-form').waitFor();
    await chooseOption(page, 'resource-field-StudentId', childName, true);
    await chooseOption(page, 'resource-field-Kind', 'Sick leave');
    await input(page, 'StartDate').click();
    await input(page, 'StartDate').fill('2022-03-09');
    await page.keyboard.press('Enter');
    // The end date takes the start date.
    await expect.poll(() => input(page, 'EndDate').inputValue()).toBe('2022-03-09');
    await input(page, 'Reason').fill('发烧');

    // Without symptoms the form refuses on the field, and nothing is sent.
    await page.getByTestId('resource-form-submit').click();
    await fieldError(page, 'Symptoms').filter({ hasText: 'required when the Kind is Sick leave' }).waitFor();
    expect(adds).toEqual([]);

    await page.getByTestId('resource-field-Symptoms').getByText('Fever').click();
    await expect.poll(() => fieldError(page, 'Symptoms').count()).toBe(0);
    await page.getByTestId('resource-form-submit').click();
    await toast(page, 'added successfully').waitFor();
    expect(adds.length).toBe(1);
  });

  const list = await leavesOfChild();
  expect(list.data.list).toHaveLength(1);
  expect(list.data.list[0]).toMatchObject({ StartDate: '2022-03-09', EndDate: '2022-03-09', State: LEAVE_STATE.Approved });
});

it('cancelling a leave asks "Cancel this leave?" with "Keep leave" and a red "Cancel leave"', async () => {
  const list = await leavesOfChild();
  const leaveId = list.data.list[0]?.LeaveId as number;
  await withSignedInPage(suite.browser, suite.state('park01'), async (page) => {
    await page.goto(`/Teach/CheckList/FreeManage?StudentName=${encodeURIComponent(childName)}`);
    const row = page.getByTestId('resource-table').locator(`tr[data-row-id="${leaveId}"]`);
    await row.getByTestId('leave-cancel').click();
    const confirm = page.getByTestId('leave-cancel-confirm');
    await waitForSettled(confirm);
    const pop = page.locator('.ant-popconfirm:visible');
    expect(await pop.textContent()).toContain('Cancel this leave?');
    expect(await pop.locator('button').allTextContents()).toEqual(['Keep leave', 'Cancel leave']);
    expect(await confirm.getAttribute('class')).toContain('ant-btn-dangerous');
    await confirm.click();
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('Cancelled');
  });
});
