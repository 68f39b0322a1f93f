import { api, dish, foodInformation, resourceEndpoints } from '@kc/contract';
import { beforeAll, expect, it } from 'vitest';
import { apiClient, apiLogin, chooseOption, withSignedInPage } from '../src/browser.ts';
import { runStamp } from '../src/dates.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * A park admin builds a week's menu on the cookbook grid (dishes picked per meal and day, each
 * saved as it is picked) and reads its nutrition analysis: the daily average over the days with a
 * menu, against the Chinese DRIs 2013 of the 4–6 y bracket.
 */

const suite = browserSuite({ signIn: ['park01'], quiet: ['park01'] });
const stamp = runStamp();
const milkName = `热牛奶${stamp}`;
const eggName = `番茄炒蛋${stamp}`;

beforeAll(async () => {
  const park = apiClient(await apiLogin('park01'));
  const classes = await park.call(api.attendanceClasses, {});
  const schoolId = classes.data[0]?.SchoolId as number;
  const foods = async (code: string) => {
    const r = await park.call(resourceEndpoints(foodInformation).SelectPage, { Code: code, cur_page: 1, size: 1 } as never);
    return Number((r.data as { list: { FoodId: number }[] }).list[0]?.FoodId);
  };
  const make = async (DishName: string, grams: [string, number][]) => {
    const added = await park.call(resourceEndpoints(dish).Add, { SchoolId: schoolId, DishName, Category: 'meat' } as never);
    expect(added.code, added.msg).toBe(100000);
    const DishId = (added.data as { DishId: number }).DishId;
    const Rows = await Promise.all(grams.map(async ([code, Grams]) => ({ FoodId: await foods(code), Grams })));
    const saved = await park.call(api.dishSaveIngredients, { DishId, Rows });
    expect(saved.code, saved.msg).toBe(100000);
  };
  await make(milkName, [['milk_whole', 200]]);
  await make(eggName, [
    ['tomato', 100],
    ['egg_whole', 50],
  ]);
});

it("park01 builds a week's menu for 4–6 y and reads its analysis", async () => {
  await withSignedInPage(suite.browser, suite.state('park01'), async (page) => {
    await page.goto('/Child/DietList/Cook');
    await page.getByTestId('cook-week-table').waitFor();
    await chooseOption(page, 'cook-bracket', '4–6');
    // The grid's first column is the week's Monday: breakfast (meal 1) and lunch (meal 3) of the first two days.
    const first = page.locator('[data-testid^="cook-dishes-"][data-testid$="-1"]').first();
    await first.waitFor();
    const monday = ((await first.getAttribute('data-testid')) ?? '').slice('cook-dishes-'.length, -2);
    const tuesday = new Date(Date.parse(`${monday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const pick = async (cell: string, name: string) => {
      const saved = page.waitForResponse((r) => r.url().includes('/api/Cookbook/Add'));
      await chooseOption(page, cell, name, true);
      await saved;
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId(cell).textContent()).toContain(name);
    };
    await pick(`cook-dishes-${monday}-1`, milkName);
    await pick(`cook-dishes-${tuesday}-3`, eggName);

    await page.getByTestId('cook-tab-analysis').click();
    // Monday 200 g of milk: 61 × 2 = 122 kcal; Tuesday 100 g tomato + 50 g egg: 18 + 71.5 = 89.5 kcal; (122 + 89.5) / 2 = 105.75.
    await expect.poll(() => page.getByTestId('analyse-days').textContent()).toBe('Average over 2 days with a menu');
    await expect.poll(() => page.getByTestId('analyse-amount-energy').textContent()).toBe('105.75 kcal');
    // Protein (6.30 + 0.88 + 6.28) / 2 = 6.73 g, against the RNI 30–35 g: 22.4 %, low.
    await expect.poll(() => page.getByTestId('analyse-amount-protein').textContent()).toBe('6.73 g');
    const protein = page.getByTestId('analyse-table').locator('tr', { has: page.getByTestId('analyse-amount-protein') });
    await expect.poll(() => protein.textContent()).toContain('22.4%');
    await expect.poll(() => protein.textContent()).toContain('Low');
    await expect.poll(() => page.getByTestId('analyse-shares').textContent()).toContain('AMDR');
  });
});
