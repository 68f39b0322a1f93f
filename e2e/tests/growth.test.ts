import { api, hw, resourceEndpoints } from '@kc/contract';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { apiClient, apiLogin, chooseOption, clickRowAction, toast, withSignedInPage } from '../src/browser.ts';
import { runStamp } from '../src/dates.ts';
import { addChild } from '../src/records.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * Growth as a school's nurse keeps it (park01 here): a child's height and weight entered on the
 * Hw screen, then the child's curves open from the row, the point drawn over the WHO bands.
 */

const suite = browserSuite({ signIn: ['park01'], quiet: ['park01'] });
let park: ReturnType<typeof apiClient>;
const stamp = runStamp();
let childName: string;
let childId: number;
const MEASURED = '2025-11-10';

beforeAll(async () => {
  park = apiClient(await apiLogin('park01'));
  const first = (await park.call(api.attendanceClasses, {})).data[0];
  childName = `生长${stamp}`;
  childId = await addChild(park, {
    SchoolId: first?.SchoolId as number,
    ClassId: first?.ClassId as number,
    StudentName: childName,
    Gender: 2,
    Birthday: '2022-05-10',
    EnrolDate: '2024-09-01',
  });
});

const input = (page: Page, field: string) =>
  page.locator([`[data-testid="resource-field-${field}"] input`, `input[data-testid="resource-field-${field}"]`].join(', ')).first();

it('park01 records a child’s height and weight and sees the point on the growth curves', async () => {
  await withSignedInPage(suite.browser, suite.state('park01'), async (page) => {
    await page.goto('/Child/HealthList/Hw');
    await page.getByTestId('resource-add').click();
    await page.getByTestId('resource-form').waitFor();
    await chooseOption(page, 'resource-field-StudentId', childName, true);
    await input(page, 'MeasureDate').click();
    await input(page, 'MeasureDate').fill(MEASURED);
    await page.keyboard.press('Enter');
    await input(page, 'Height').fill('98.6');
    await input(page, 'Weight').fill('15.4');
    await page.getByTestId('resource-form-submit').click();
    await toast(page, 'added successfully').waitFor();

    // The server computed the WHO figures: a girl of 1280 days, 98.6 cm, 15.4 kg.
    const list = await park.call(resourceEndpoints(hw).SelectPage, { StudentId: childId, PageIndex: 1, PageSize: 10 });
    const row = (list.data as { list: Record<string, unknown>[] }).list[0];
    expect(row).toMatchObject({ MeasureDate: MEASURED, Height: 98.6, Weight: 15.4, Bmi: 15.84 });
    expect(typeof row?.WeightForAgeZ).toBe('number');

    await page.goto(`/Child/HealthList/Hw?StudentName=${encodeURIComponent(childName)}`);
    const tr = page.getByTestId('resource-table').locator(`tr[data-row-id="${row?.HwId}"]`);
    await tr.waitFor();
    await clickRowAction(tr, 'growth-curve');
    const chart = page.getByTestId('growth-chart-weightForAge');
    await chart.locator('svg').first().waitFor();
    await expect.poll(() => chart.getAttribute('data-points')).toBe('1');
    const label = (await chart.getAttribute('aria-label')) ?? '';
    expect(label).toContain(childName);
    expect(label).toContain(`${MEASURED}: `);
    expect(label).toContain('15.4 Weight (kg)');
    expect(label).toContain(`z ${row?.WeightForAgeZ}`);
    // The bands and the child's line are drawn: seven SD lines and the child's.
    await expect.poll(() => chart.locator('svg path').count()).toBeGreaterThan(8);

    await page.getByTestId('growth-tab-heightForAge').click();
    const height = page.getByTestId('growth-chart-heightForAge');
    await height.locator('svg').first().waitFor();
    expect(await height.getAttribute('aria-label')).toContain('98.6 Length/height (cm)');
  });
});

it('the report tab lists a child beyond ±2 SD', async () => {
  // The same girl a month later, much heavier: weight-for-height far above +2 SD.
  const r = await park.call(resourceEndpoints(hw).Add, { StudentId: childId, MeasureDate: '2025-12-10', Height: 99, Weight: 24 });
  expect(r.code, r.msg).toBe(100000);
  await withSignedInPage(suite.browser, suite.state('park01'), async (page) => {
    await page.goto('/Child/HealthList/Hw');
    await page.getByTestId('growth-tab-report').click();
    const report = page.getByTestId('growth-report');
    await report.getByText(childName).waitFor();
    await report.getByRole('button', { name: childName }).click();
    await page.getByTestId('growth-chart-weightForAge').locator('svg').first().waitFor();
    await expect.poll(() => page.getByTestId('growth-chart-weightForAge').getAttribute('data-points')).toBe('2');
  });
});
