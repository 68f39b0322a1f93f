import { expect, it } from 'vitest';
import { withSignedInPage } from '../src/browser.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * teacher01 plans next week for their class: smart course planning fills the week (each cell
 * saying why), they change one activity through the chooser (saved at once) and publish the week.
 */

const suite = browserSuite({ signIn: ['teacher01'], quiet: ['teacher01'] });

it("teacher01 generates next week's plan, swaps one activity and publishes it", async () => {
  await withSignedInPage(suite.browser, suite.state('teacher01'), async (page) => {
    await page.goto('/Teach/WeeklyPlan');
    await page.getByTestId('plan-table').waitFor();

    const generated = page.waitForResponse((r) => r.url().includes('/api/WeeklyPlan/Generate'));
    await page.getByTestId('plan-generate').click();
    expect((await (await generated).json()).code).toBe(100000);
    const cell = page.getByTestId('plan-cell-1-activity1');
    await expect.poll(() => cell.getByTestId('plan-cell-why').textContent()).toContain('Why');
    await expect.poll(() => page.getByTestId('plan-state').textContent()).toBe('Draft');
    const before = (await cell.getByTestId('plan-cell-title').textContent()) ?? '';
    expect(before).not.toBe('');

    // Change Monday's first activity to another of the same domain through the chooser.
    await page.getByTestId('plan-change-1-activity1').click();
    const dialog = page.getByTestId('plan-choose');
    await dialog.getByTestId('plan-choose-pick').first().waitFor();
    const other = dialog
      .locator('tr', { has: page.getByTestId('plan-choose-pick') })
      .filter({ hasNotText: before })
      .first();
    const after = ((await other.locator('td').first().textContent()) ?? '').trim();
    const saved = page.waitForResponse((r) => r.url().includes('/api/WeeklyPlan/Save'));
    await other.getByTestId('plan-choose-pick').click();
    expect((await (await saved).json()).code).toBe(100000);
    await expect.poll(() => cell.getByTestId('plan-cell-title').textContent()).toBe(after);
    expect(after).not.toBe(before);

    await page.getByTestId('plan-publish').click();
    const published = page.waitForResponse((r) => r.url().includes('/api/WeeklyPlan/Publish'));
    await page.getByTestId('plan-publish-confirm').click();
    expect((await (await published).json()).code).toBe(100000);
    await expect.poll(() => page.getByTestId('plan-state').textContent()).toContain('Published');
    await expect.poll(() => cell.getByTestId('plan-cell-title').textContent()).toBe(after);
    await expect.poll(async () => page.getByTestId('plan-publish').count()).toBe(0);
  });
});
