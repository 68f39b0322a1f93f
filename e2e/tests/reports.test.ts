import { api, developmentReport, resourceEndpoints } from '@kc/contract';
import { beforeAll, expect, it } from 'vitest';
import { apiClient, apiLogin, clickRowAction, withSignedInPage } from '../src/browser.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * A teacher's term report (issue 22): teacher01 drafts their class's reports of a term, opens a
 * child's report from the list (the radar of levels by domain and its table), and downloads its
 * PDF, made by the job while the screen shows its progress.
 */

const suite = browserSuite({ signIn: ['teacher01'], quiet: ['teacher01'] });
const TERM = '2025-2026-1';
let classId: number;
let reportId: number;
let childName: string;

beforeAll(async () => {
  const teacher = apiClient(await apiLogin('teacher01'));
  classId = (await teacher.call(api.attendanceClasses, {})).data[0]?.ClassId as number;
  const drafted = await teacher.call(api.developmentReportGenerate, { ClassId: classId, Term: TERM });
  expect(drafted.code, drafted.msg).toBe(100000);
  const page = await teacher.call(resourceEndpoints(developmentReport).SelectPage, { ClassId: classId, Term: TERM, cur_page: 1, size: 10 });
  const row = (page.data as { list: Record<string, unknown>[] }).list[0];
  reportId = row?.ReportId as number;
  childName = String(row?.StudentName);
});

it('teacher01 opens a child’s term report and downloads its PDF', async () => {
  await withSignedInPage(suite.browser, suite.state('teacher01'), async (page) => {
    await page.goto(`/Teach/DevelopmentReport?ClassId=${classId}&Term=${TERM}`);
    const tr = page.getByTestId('resource-table').locator(`tr[data-row-id="${reportId}"]`);
    await tr.waitFor();
    await clickRowAction(tr, 'reports-open');
    const view = page.getByTestId('report-view');
    await view.waitFor();
    await expect.poll(() => view.getByTestId('report-child').textContent()).toBe(childName);
    await page.getByRole('img', { name: 'Radar chart of the levels by domain, 1 to 5' }).waitFor();
    await expect.poll(() => view.getByTestId('report-levels').locator('tbody tr').count()).toBe(5);
    const [download] = await Promise.all([page.waitForEvent('download'), view.getByTestId('report-pdf').click()]);
    expect(await download.failure()).toBeNull();
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
