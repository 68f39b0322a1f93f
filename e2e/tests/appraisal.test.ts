import { api, questionnaire, questionnairePush, resourceEndpoints, school, schoolClass, teacher } from '@kc/contract';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { apiClient, apiLogin, chooseOption, clickRowAction, toast, withSignedInPage } from '../src/browser.ts';
import { runStamp } from '../src/dates.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * Performance appraisal as park01 does it: a parents' questionnaire appraising one teacher is
 * written with its items and published, its push scheduled by a cron expression (every minute:
 * the job fires it on its own), two parents' answers entered in the console, and the results read
 * — the weighted score worked out by hand.
 */
const suite = browserSuite({ signIn: ['park01'], quiet: ['park01'] });
let park: ReturnType<typeof apiClient>;
const stamp = runStamp();
const TITLE = `家长满意度 ${stamp}`;

const field = (page: Page, testId: string) =>
  page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"], textarea[data-testid="${testId}"]`).first();

beforeAll(async () => {
  park = apiClient(await apiLogin('park01'));
});

async function firstLabel(def: typeof schoolClass | typeof teacher | typeof school): Promise<string> {
  const r = await park.call(resourceEndpoints(def as typeof schoolClass).SelectList, {} as never);
  const first = (r.data as { Label: string }[])[0];
  if (!first) throw new Error(`${def.name}: nothing to choose`);
  return first.Label;
}

async function questionnaireId(): Promise<number> {
  const r = await park.call(resourceEndpoints(questionnaire).SelectPage, { cur_page: 1, size: 10, Title: TITLE } as never);
  const row = (r.data as { list: { QuestionnaireId: number }[] }).list[0];
  if (!row) throw new Error('questionnaire not found');
  return row.QuestionnaireId;
}

it('park01 writes a parents’ questionnaire, schedules its push, enters answers and reads the weighted results', {
  timeout: 240_000,
}, async () => {
  const className = await firstLabel(schoolClass);
  const teacherName = await firstLabel(teacher);
  const schoolName = await firstLabel(school);
  let id = 0;
  await withSignedInPage(suite.browser, suite.state('park01'), async (page) => {
    await page.goto('/Teach/Questionnaire');
    await page.getByTestId('resource-add').click();
    await page.getByTestId('resource-form').waitFor();
    await chooseOption(page, 'resource-field-SchoolId', schoolName);
    await field(page, 'resource-field-Title').fill(TITLE);
    await chooseOption(page, 'resource-field-Target', 'Parents');
    await chooseOption(page, 'resource-field-TeacherIds', teacherName, true);
    // A multiple select keeps its list open: closed before the submit, which it would cover.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await page.getByTestId('resource-form-submit').click();
    await toast(page, 'added successfully').waitFor();
    id = await questionnaireId();

    // Two items: a single choice (weight 1: 100 or 0 points) and a score 1–5 (weight 1).
    const row = page.getByTestId('resource-table').locator(`tr[data-row-id="${id}"]`);
    await row.waitFor();
    await clickRowAction(row, 'questionnaire-items');
    const dialog = page.getByTestId('questionnaire-items-dialog');
    await dialog.getByTestId('questionnaire-add-item').click();
    await field(page, 'item-0-title').fill('孩子在园是否开心');
    await field(page, 'item-0-option-0-label').fill('开心');
    await field(page, 'item-0-option-1-label').fill('不开心');
    await dialog.getByTestId('questionnaire-add-item').click();
    await field(page, 'item-1-title').fill('老师总体评分');
    await chooseOption(page, 'item-1-kind', 'Score 1–5');
    await page.getByTestId('questionnaire-items-ok').click();
    await toast(page, 'Items saved').waitFor();
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('2');

    await clickRowAction(row, 'questionnaire-publish');
    await page.getByTestId('questionnaire-publish-ok').click();
    await toast(page, 'Published').waitFor();

    // The row links to the push method of this questionnaire.
    const push = await row.getByTestId('questionnaire-push').count();
    expect(push + (await row.getByTestId('resource-row-more').count())).toBeGreaterThan(0);
  });

  // The push method, by a cron expression of every minute, to a class.
  await withSignedInPage(suite.browser, suite.state('park01'), async (page) => {
    await page.goto(`/GardenManage/QuestionnaireQuartz?QuestionnaireId=${id}`);
    await page.getByRole('columnheader', { name: 'Push at' }).waitFor();
    await page.getByTestId('resource-add').click();
    await page.getByTestId('resource-form').waitFor();
    await chooseOption(page, 'resource-field-Mode', 'Cron expression');
    await field(page, 'resource-field-Cron').fill('* * * * *');
    await chooseOption(page, 'resource-field-ClassIds', className, true);
    // A multiple select keeps its list open: closed before the submit, which it would cover.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await page.getByTestId('resource-form-submit').click();
    await toast(page, 'added successfully').waitFor();
  });

  // The job fires the push at the next minute by itself (no button): its recipients appear.
  await expect
    .poll(
      async () => {
        const r = await park.call(resourceEndpoints(questionnairePush).SelectPage, { cur_page: 1, size: 10, QuestionnaireId: id } as never);
        return Number((r.data as { list: { RecipientCount: number }[] }).list[0]?.RecipientCount ?? 0);
      },
      { timeout: 150_000, interval: 2_000 },
    )
    .toBeGreaterThan(1);
  const recipients = (await park.call(api.questionnaireRecipients, { QuestionnaireId: id })).data as { list: { Name: string }[] };

  await withSignedInPage(suite.browser, suite.state('park01'), async (page) => {
    await page.goto(`/GardenManage/QuestionnaireDetail?QuestionnaireId=${id}`);
    await page.getByTestId('questionnaire-detail').waitFor();
    // Two answers: (100 + 80) / 2 = 90 and (0 + 40) / 2 = 20.
    const answers: [string, string, string][] = [
      [recipients.list[0]?.Name as string, '开心', '4'],
      [recipients.list[1]?.Name as string, '不开心', '2'],
    ];
    for (const [name, choice, score] of answers) {
      await page.getByTestId('answer-enter').click();
      const dialog = page.getByTestId('answer-dialog');
      await chooseOption(page, 'answer-recipient', name, true);
      await chooseOption(page, 'answer-teacher', teacherName);
      await dialog.getByRole('radio', { name: choice, exact: true }).check();
      await dialog.getByRole('radio', { name: score, exact: true }).check();
      await page.getByTestId('answer-ok').click();
      await toast(page, /Answer saved/)
        .last()
        .waitFor();
      await dialog.waitFor({ state: 'hidden' });
    }
    await expect.poll(async () => page.getByTestId('results-answers').textContent()).toBe('2');
    await expect(page.getByTestId('results-score').textContent()).resolves.toBe('55.0');
    const ranking = page.getByTestId('results-ranking');
    await expect.poll(async () => (await ranking.textContent()) ?? '').toContain(teacherName);
    expect(await ranking.textContent()).toContain('55.0');
    const answerList = page.getByTestId('answer-list');
    await expect.poll(async () => (await answerList.textContent()) ?? '').toContain(answers[1]?.[0] as string);
  });
});
