import { type ApiClient, api, Code, cookbook, FRAMEWORK, MEAL, RATING } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { call, demoSchoolIds, ok, plusDays } from './attendance-helpers.ts';
import { brackets, MONDAY, makeDish } from './diet-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * Cookbook/Analyse of a known menu, checked against figures worked out by hand from the seeded
 * USDA SR28 values (per 100 g) and the Chinese DRIs 2013 / US rows of the 4–6 y bracket:
 *
 * Monday: breakfast milk_whole 200 g; lunch tomato 100 g + egg_whole 50 g, and rice_white_cooked 150 g.
 * Tuesday: lunch pork_lean 50 g + tofu_firm 100 g, and rice 150 g. No other day has a menu.
 *
 * Monday energy 18 + 143×0.5 + 130×1.5 + 61×2 = 18 + 71.5 + 195 + 122 = 406.5 kcal;
 * protein 0.88 + 6.28 + 4.035 + 6.30 = 17.495 → 17.50 g; fat 0.20 + 4.755 + 0.42 + 6.54 = 11.915 → 11.92 g;
 * carbohydrate 3.89 + 0.36 + 42.255 + 9.56 = 56.065 → 56.07 g; calcium 10 + 28 + 15 + 226 = 279 mg;
 * vitamin A 42 + 80 + 0 + 92 = 214 µg RAE.
 * Tuesday energy 67 + 144 + 195 = 406; protein 10.6 + 17.27 + 4.035 = 31.905; fat 2.43 + 8.72 + 0.42 = 11.57;
 * carbohydrate 0 + 2.78 + 42.255 = 45.035; calcium 6.5 + 683 + 15 = 704.5; vitamin A 0.5 + (tofu: none) + 0.
 */
let server: TestServer;
let park: ApiClient;
let school1: number;
let bracket: number;

beforeAll(async () => {
  server = await startTestServer();
  const token = await server.login('park01');
  park = server.client(token);
  [school1] = (await demoSchoolIds(server)) as [number];
  bracket = (await brackets(server)).old;
  const milk = await makeDish(server, token, park, school1, '牛奶', { milk_whole: 200 });
  const eggs = await makeDish(server, token, park, school1, '番茄炒蛋', { tomato: 100, egg_whole: 50 });
  const rice = await makeDish(server, token, park, school1, '米饭', { rice_white_cooked: 150 });
  const tofu = await makeDish(server, token, park, school1, '肉末豆腐', { pork_lean: 50, tofu_firm: 100 });
  const menus = resourceApi(server, cookbook).as(token);
  const menu = async (CookDate: string, Meal: number, DishIds: number[]) => {
    const r = await menus.add({ SchoolId: school1, CookDate, Meal, AgeBracketId: bracket, DishIds });
    expect(r.code, r.msg).toBe(Code.Success);
  };
  await menu(MONDAY, MEAL.Breakfast, [milk]);
  await menu(MONDAY, MEAL.Lunch, [eggs, rice]);
  await menu(plusDays(MONDAY, 1), MEAL.Lunch, [tofu, rice]);
});
afterAll(() => server?.close());

const analyse = (Days: 1 | 7, DateFrom = MONDAY) =>
  ok(park, api.cookbookAnalyse, { SchoolId: school1, AgeBracketId: bracket, DateFrom, Days });
const nutrient = (r: Awaited<ReturnType<typeof analyse>>, code: string) => r.Nutrients.find((n) => n.Nutrient === code);
const share = (r: Awaited<ReturnType<typeof analyse>>, code: string) => r.EnergyShares.find((n) => n.Nutrient === code);

describe('Cookbook/Analyse: a day', () => {
  it("gives Monday's amounts against the Chinese DRIs 2013 of 4–6 y, with percents and ratings", async () => {
    const r = await analyse(1);
    expect(r.Framework).toBe(FRAMEWORK.CnDri2013);
    expect(r.MenuDays).toBe(1);
    // EER of 4, 5 and 6 y, both sexes and every activity level: 1250–1800 kcal; 406.5 / 1250 = 32.52 %.
    expect(nutrient(r, 'energy')).toEqual({
      Nutrient: 'energy',
      Unit: 'kcal/d',
      Amount: 406.5,
      UnknownFoods: 0,
      Reference: { Value: 1250, ValueHigh: 1800, ValueKind: 'EER', Unit: 'kcal/d', Sources: ['CN-DRI-2013-EER'] },
      Percent: 32.5,
      Rating: RATING.Low,
    });
    // Protein RNI 30 g (3–5 y) and 35 g (6 y): 17.50 / 30 = 58.33 %.
    expect(nutrient(r, 'protein')).toMatchObject({
      Amount: 17.5,
      Percent: 58.3,
      Rating: RATING.Low,
      Reference: { Value: 30, ValueHigh: 35, ValueKind: 'RNI' },
    });
    // Calcium RNI 800 mg: 279 / 800 = 34.875 %.
    expect(nutrient(r, 'calcium')).toMatchObject({
      Amount: 279,
      Percent: 34.9,
      Rating: RATING.Low,
      Reference: { Value: 800, ValueHigh: null },
    });
    // Vitamin A RNI 360 µg RAE: 214 / 360 = 59.44 %.
    expect(nutrient(r, 'vitamin_a')).toMatchObject({ Amount: 214, UnknownFoods: 0, Percent: 59.4, Rating: RATING.Low });
    // The Chinese DRIs give fat only as a share of energy and carbohydrate only as an EAR: no g/d reference.
    expect(nutrient(r, 'fat')).toMatchObject({ Amount: 11.92, Reference: null, Percent: null, Rating: null });
    expect(nutrient(r, 'carbohydrate')).toMatchObject({ Amount: 56.07, Reference: null, Percent: null, Rating: null });
  });

  it('gives the energy shares at 4/9/4 kcal per g, rated against the AMDR ranges', async () => {
    const r = await analyse(1);
    // 17.50 × 4 = 70 kcal, 70 / 406.5 = 17.22 %; the Chinese DRIs give no protein share for 4–6 y.
    expect(share(r, 'protein')).toEqual({ Nutrient: 'protein', Kcal: 70, Percent: 17.2, Range: null, Rating: null });
    // 11.92 × 9 = 107.28 kcal, 26.39 % within 20–30 %.
    expect(share(r, 'fat')).toMatchObject({
      Kcal: 107.28,
      Percent: 26.4,
      Range: { Value: 20, ValueHigh: 30, ValueKind: 'AMDR' },
      Rating: RATING.Good,
    });
    // 56.07 × 4 = 224.28 kcal, 55.17 % within 50–65 %.
    expect(share(r, 'carbohydrate')).toMatchObject({ Kcal: 224.28, Percent: 55.2, Rating: RATING.Good });
  });
});

describe('Cookbook/Analyse: a week', () => {
  it('averages over the days with a menu and reports a value no food gives as unknown, not 0', async () => {
    const r = await analyse(7);
    expect(r.MenuDays).toBe(2);
    // (406.5 + 406) / 2 = 406.25 kcal; 406.25 / 1250 = 32.5 %.
    expect(nutrient(r, 'energy')).toMatchObject({ Amount: 406.25, Percent: 32.5, Rating: RATING.Low });
    // (17.495 + 31.905) / 2 = 24.70 g; 24.7 / 30 = 82.33 %: good (80–120 %).
    expect(nutrient(r, 'protein')).toMatchObject({ Amount: 24.7, Percent: 82.3, Rating: RATING.Good });
    // (279 + 704.5) / 2 = 491.75 mg; 491.75 / 800 = 61.47 %.
    expect(nutrient(r, 'calcium')).toMatchObject({ Amount: 491.75, Percent: 61.5, Rating: RATING.Low });
    // Tofu has no vitamin A in SR28: (214 + 0.5) / 2 = 107.25 from the others, one food unknown, no rating.
    expect(nutrient(r, 'vitamin_a')).toMatchObject({ Amount: 107.25, UnknownFoods: 1, Percent: 29.8, Rating: null });
    // (11.915 + 11.57) / 2 = 11.7425 → 11.74 g × 9 = 105.66 kcal = 26.01 %; (56.065 + 45.035) / 2 = 50.55 g × 4 = 202.2 kcal = 49.77 %.
    expect(share(r, 'fat')).toMatchObject({ Kcal: 105.66, Percent: 26, Rating: RATING.Good });
    expect(share(r, 'carbohydrate')).toMatchObject({ Kcal: 202.2, Percent: 49.8, Rating: RATING.Low });
    // 24.70 × 4 = 98.8 kcal = 24.32 %.
    expect(share(r, 'protein')).toMatchObject({ Kcal: 98.8, Percent: 24.3 });
  });

  it('answers unknown amounts for a week without a menu', async () => {
    const r = await analyse(7, plusDays(MONDAY, 14));
    expect(r.MenuDays).toBe(0);
    expect(nutrient(r, 'energy')).toMatchObject({ Amount: null, Percent: null, Rating: null });
  });
});

describe('Cookbook/Analyse: the school picks its framework', () => {
  it('compares with the US rows once the school picks them, and back', async () => {
    await ok(park, api.cookbookSaveSetting, { SchoolId: school1, Framework: FRAMEWORK.UsDri });
    expect(await ok(park, api.cookbookGetSetting, { SchoolId: school1 })).toEqual({ Framework: FRAMEWORK.UsDri });
    const r = await analyse(1);
    expect(r.Framework).toBe(FRAMEWORK.UsDri);
    // DGA calorie needs of 4, 5 and 6 y: 1200–1800 kcal; 406.5 / 1200 = 33.875 %.
    expect(nutrient(r, 'energy')).toMatchObject({
      Percent: 33.9,
      Reference: { Value: 1200, ValueHigh: 1800, ValueKind: 'estimated calorie need', Sources: ['US-DGA-A2-2'] },
    });
    // RDA 19 g (4–8 y): 17.5 / 19 = 92.1 %: good. AMDR protein 10–30 %: 17.22 % good.
    expect(nutrient(r, 'protein')).toMatchObject({
      Percent: 92.1,
      Rating: RATING.Good,
      Reference: { Value: 19, ValueKind: 'RDA', Sources: ['US-DRI-MACRO'] },
    });
    expect(share(r, 'protein')).toMatchObject({ Percent: 17.2, Range: { Value: 10, ValueHigh: 30 }, Rating: RATING.Good });
    await ok(park, api.cookbookSaveSetting, { SchoolId: school1, Framework: FRAMEWORK.CnDri2013 });
  });

  it('refuses another school, a missing bracket and a span other than a day or a week', async () => {
    const park2 = server.client(await server.login('park02'));
    const other = await call(park2, api.cookbookAnalyse, { SchoolId: school1, AgeBracketId: bracket, DateFrom: MONDAY, Days: 1 });
    expect(other.code).toBe(Code.NotFound);
    const missing = await call(park, api.cookbookAnalyse, { SchoolId: school1, AgeBracketId: 999999, DateFrom: MONDAY, Days: 1 });
    expect(missing.code).toBe(Code.NotFound);
    const span = await call(park, api.cookbookAnalyse, { SchoolId: school1, AgeBracketId: bracket, DateFrom: MONDAY, Days: 3 as 1 });
    expect(span.code).toBe(Code.InvalidInput);
    const teacher = server.client(await server.login('teacher01'));
    expect((await call(teacher, api.cookbookAnalyse, { SchoolId: school1, AgeBracketId: bracket, DateFrom: MONDAY, Days: 7 })).code).toBe(
      Code.Success,
    );
    expect((await call(teacher, api.cookbookSaveSetting, { SchoolId: school1, Framework: FRAMEWORK.UsDri })).code).toBe(Code.NoPermission);
  });
});
