import { abilityScoreRecord, api, resourceEndpoints } from '@kc/contract';
import { beforeAll, expect, it } from 'vitest';
import { apiClient, apiLogin, toast, withSignedInPage } from '../src/browser.ts';
import { schoolToday } from '../src/dates.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * A teacher assesses their class on two indicators in the class grid: the indicator dialog
 * offers the school's indicators of the class's bracket, a level is chosen for every child on
 * both, one save writes them all (checked through the API, levels that differ from run to run).
 */

const suite = browserSuite({ signIn: ['teacher01'], quiet: ['teacher01'] });
let teacher: ReturnType<typeof apiClient>;
// Each run picks other levels, so a run that saved nothing cannot pass on an earlier run's records.
const first = 1 + (Math.floor(Date.now() / 1000) % 5);
const second = 1 + ((first + 1) % 5);

beforeAll(async () => {
  teacher = apiClient(await apiLogin('teacher01'));
});

it('teacher01 assesses a class on two indicators in the grid, saved in one call', async () => {
  await withSignedInPage(suite.browser, suite.state('teacher01'), async (page) => {
    await page.goto('/Child/AbilityScoreRecord');
    await page.getByTestId('assessment-no-indicators').waitFor();
    await page.getByTestId('assessment-choose-indicators').click();
    const options = page.getByTestId('assessment-indicator-option');
    await options.nth(1).waitFor();
    await options.nth(0).click();
    await options.nth(1).click();
    await page.getByTestId('assessment-indicators-ok').click();
    await page.getByTestId('assessment-grid-table').waitFor();

    const groups = page.locator('[data-testid^="assessment-level-"]');
    await groups.first().waitFor();
    const ids = await groups.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
    const cells = ids.map((id) => id.split('-').slice(2).map(Number) as [number, number]);
    const indicatorIds = [...new Set(cells.map(([, i]) => i))];
    expect(indicatorIds).toHaveLength(2);
    for (const [student, ind] of cells) {
      const level = ind === indicatorIds[0] ? first : second;
      const group = page.getByTestId(`assessment-level-${student}-${ind}`);
      await group
        .locator('label')
        .filter({ hasText: new RegExp(`^${level}$`) })
        .click();
      expect(await group.getByRole('radio', { checked: true }).getAttribute('value')).toBe(String(level));
    }
    await page.getByTestId('assessment-save').click();
    await toast(page, new RegExp(`${cells.length} assessments saved`)).waitFor();

    const classes = (await teacher.call(api.attendanceClasses, {})).data;
    const mine = classes.find((c) => c.Mine) ?? classes[0];
    const grid = await teacher.call(api.abilityScoreRecordGetGrid, {
      ClassId: mine?.ClassId as number,
      ObservedOn: schoolToday(),
      IndicatorIds: indicatorIds,
    });
    expect(grid.code).toBe(100000);
    const saved = grid.data.Rows.flatMap((r) => r.Cells.map((c) => [r.StudentId, c.IndicatorId, c.Level]));
    expect(saved).toEqual(expect.arrayContaining(cells.map(([s, i]) => [s, i, i === indicatorIds[0] ? first : second])));
    expect(saved).toHaveLength(cells.length);
  });
});

it('teacher01 picks a child in the student check and evaluates them in the evaluate dialog, with the level described', async () => {
  await withSignedInPage(suite.browser, suite.state('teacher01'), async (page) => {
    await page.goto('/Child/AbilityScoreRecord');
    await page.getByTestId('assessment-student-check').click();
    const dialog = page.getByTestId('assessment-student-dialog');
    const children = dialog.getByTestId('assessment-student-option');
    await children.first().waitFor();
    const studentId = Number(await children.first().locator('xpath=descendant-or-self::input').getAttribute('value'));
    await children.first().click();
    await page.getByTestId('assessment-students-ok').click();

    const evaluate = page.getByRole('dialog', { name: /^Evaluate / });
    await evaluate.waitFor();
    // The picker offers the class's bracket only, grouped by domain (the framework's order: Health first).
    await evaluate.getByLabel('Indicator').click();
    const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await open.locator('.ant-select-item-group').first().filter({ hasText: 'Health' }).waitFor();
    await open.locator('.ant-select-item-option').first().click();
    await evaluate
      .getByRole('radiogroup', { name: 'Level' })
      .locator('label')
      .filter({ hasText: new RegExp(`^${second}$`) })
      .click();
    // The chosen level's description (the indicator's own, from its level descriptions) is shown.
    const described = evaluate.getByTestId('assessment-evaluate-describe').locator('.ant-alert-description');
    await described.waitFor();
    expect((await described.innerText()).trim().length).toBeGreaterThan(10);
    const note = `dialog run ${Date.now()}`;
    await evaluate.getByLabel('Note').fill(note);
    await page.getByTestId('assessment-evaluate-save').click();
    await toast(page, / evaluated$/).waitFor();

    const records = await teacher.call(resourceEndpoints(abilityScoreRecord).SelectPage, {
      StudentId: studentId,
      cur_page: 1,
      size: 100,
    } as never);
    expect(records.code).toBe(100000);
    const row = (records.data as { list: Record<string, unknown>[] }).list.find((r) => r.Note === note);
    expect(row).toMatchObject({ StudentId: studentId, Level: second, Domain: 'health', ObservedOn: schoolToday() });
    await toast(page, new RegExp(`${String(row?.StudentName)} evaluated`)).waitFor();
  });
});
