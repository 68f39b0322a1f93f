import { type ApiClient, api, COOKBOOK_STATE, Code, cookbook, dish, MEAL } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { call, demoSchoolIds, fixtureClass, ok, plusDays } from './attendance-helpers.ts';
import { brackets, foodIds, makeDish } from './diet-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * Dishes and the cookbook through the real server: the park admin writes, teachers read, other
 * schools see nothing; ingredients all or nothing; a week copied and published; a dish holding an
 * allergen of a child of the bracket is flagged.
 */
let server: TestServer;
const token: Record<string, string> = {};
let park: ApiClient;
let park2: ApiClient;
let teacher: ApiClient;
let school1: number;
let school2: number;
let bracket: number;
let eggs: number;
let rice: number;
const MONDAY = '2021-05-03';

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['park01', 'park02', 'teacher01', 'operator']) token[u] = await server.login(u);
  [park, park2, teacher] = [server.client(token.park01), server.client(token.park02), server.client(token.teacher01)];
  [school1, school2] = (await demoSchoolIds(server)) as [number, number];
  bracket = (await brackets(server)).old;
  eggs = await makeDish(server, token.park01 as string, park, school1, '番茄炒蛋', { tomato: 100, egg_whole: 50 });
  rice = await makeDish(server, token.park01 as string, park, school1, '米饭', { rice_white_cooked: 150 });
  // A child of 5 allergic to egg, one of 5 allergic to nothing, and one of 2 allergic to egg (another bracket).
  const { studentIds } = await fixtureClass(server, school1, { children: 3, name: '膳食测试班' });
  const born = ['2016-01-10', '2016-02-10', '2019-01-10'];
  for (const [i, id] of studentIds.entries()) {
    await server.db
      .updateTable('student')
      .set({ birthday: born[i] as string, allergens: i === 1 ? [] : ['egg'] })
      .where('studentId', '=', id)
      .execute();
  }
});
afterAll(() => server?.close());

const dishes = (who: string) => resourceApi(server, dish).as(token[who] as string);
const menus = (who: string) => resourceApi(server, cookbook).as(token[who] as string);

describe('Dish', () => {
  it('lists the school’s dishes with their ingredient count and allergens; teachers read, other schools do not see them', async () => {
    const page = await dishes('teacher01').page({ SchoolId: school1 });
    expect(page.code).toBe(Code.Success);
    expect(page.data.list.find((d) => d.DishId === eggs)).toMatchObject({ DishName: '番茄炒蛋', IngredientCount: 2, Allergens: ['egg'] });
    expect((await dishes('park01').page({ Allergens: 'egg' })).data.list.map((d) => d.DishId)).toEqual([eggs]);
    expect((await dishes('park02').page()).data.list.map((d) => d.DishId)).not.toContain(eggs);
    expect((await dishes('park02').detail(eggs)).code).toBe(Code.NotFound);
    expect((await call(park2, api.dishGetIngredients, { DishId: eggs })).code).toBe(Code.NotFound);
    const rows = await ok(teacher, api.dishGetIngredients, { DishId: eggs });
    expect(rows.Rows.map((r) => [r.Grams, r.Allergens])).toEqual([
      [100, []],
      [50, ['egg']],
    ]);
  });

  it('refuses a teacher’s write (100003) and another school’s (100004), and bad input (100001)', async () => {
    expect((await dishes('teacher01').add({ SchoolId: school1, DishName: '汤', Category: 'soup' })).code).toBe(Code.NoPermission);
    expect((await call(teacher, api.dishSaveIngredients, { DishId: eggs, Rows: [] })).code).toBe(Code.NoPermission);
    expect((await dishes('park02').add({ SchoolId: school1, DishName: '汤', Category: 'soup' })).code).toBe(Code.NotFound);
    expect((await call(park2, api.dishSaveIngredients, { DishId: eggs, Rows: [] })).code).toBe(Code.NotFound);
    expect((await dishes('park01').add({ SchoolId: school1, DishName: '', Category: 'soup' })).code).toBe(Code.InvalidInput);
    expect((await dishes('park01').add({ SchoolId: school1, DishName: '汤', Category: 'dessert' })).code).toBe(Code.InvalidInput);
  });

  it('saves ingredients all or nothing: a food twice, a missing food or bad grams change nothing', async () => {
    const { tomato = 0 } = await foodIds(server, ['tomato']);
    const before = await ok(park, api.dishGetIngredients, { DishId: eggs });
    const twice = await call(park, api.dishSaveIngredients, {
      DishId: eggs,
      Rows: [
        { FoodId: tomato, Grams: 10 },
        { FoodId: tomato, Grams: 20 },
      ],
    });
    expect(twice.code).toBe(Code.InvalidInput);
    const missing = await call(park, api.dishSaveIngredients, {
      DishId: eggs,
      Rows: [
        { FoodId: tomato, Grams: 10 },
        { FoodId: 99999999, Grams: 20 },
      ],
    });
    expect(missing.code).toBe(Code.NotFound);
    expect((await call(park, api.dishSaveIngredients, { DishId: eggs, Rows: [{ FoodId: tomato, Grams: 0 }] })).code).toBe(
      Code.InvalidInput,
    );
    expect(
      (await call(park, api.dishSaveIngredients, { DishId: eggs, Rows: [{ FoodId: tomato, Grams: '10' as unknown as number }] })).code,
    ).toBe(Code.InvalidInput);
    expect(await ok(park, api.dishGetIngredients, { DishId: eggs })).toEqual(before);
  });
});

describe('Cookbook', () => {
  const week = { AgeBracketId: 0, WeekStart: MONDAY };
  beforeAll(() => {
    week.AgeBracketId = bracket;
  });

  it('adds a meal’s menu as a draft; one per school, date, meal and bracket; dishes of the school only', async () => {
    const added = await menus('park01').add({
      SchoolId: school1,
      CookDate: MONDAY,
      Meal: MEAL.Lunch,
      AgeBracketId: bracket,
      DishIds: [eggs, rice],
    });
    expect(added.code, added.msg).toBe(Code.Success);
    expect((await menus('teacher01').detail(added.data.CookbookId as number)).data).toMatchObject({
      State: COOKBOOK_STATE.Draft,
      DishIds: [eggs, rice],
    });
    const again = await menus('park01').add({
      SchoolId: school1,
      CookDate: MONDAY,
      Meal: MEAL.Lunch,
      AgeBracketId: bracket,
      DishIds: [rice],
    });
    expect(again.code).toBe(Code.Conflict);
    const otherDish = await makeDish(server, token.park02 as string, park2, school2, '面条', { noodles_wheat_thin_cooked: 100 });
    const foreign = await menus('park01').add({
      SchoolId: school1,
      CookDate: MONDAY,
      Meal: MEAL.Dinner,
      AgeBracketId: bracket,
      DishIds: [otherDish],
    });
    expect(foreign.code).toBe(Code.InvalidInput);
    expect(foreign.msg).toMatch(/^DishIds: /);
    expect(
      (await menus('teacher01').add({ SchoolId: school1, CookDate: MONDAY, Meal: MEAL.Dinner, AgeBracketId: bracket, DishIds: [] })).code,
    ).toBe(Code.NoPermission);
    expect((await menus('park02').page({ SchoolId: school1 })).data.total).toBe(0);
    expect((await menus('park01').add({ SchoolId: school1, CookDate: '2021-02-30', Meal: MEAL.Dinner, AgeBracketId: bracket })).code).toBe(
      Code.InvalidInput,
    );
    expect((await menus('park01').add({ SchoolId: school1, CookDate: MONDAY, Meal: 9, AgeBracketId: bracket })).code).toBe(
      Code.InvalidInput,
    );
  });

  it('answers the week with each dish flagged with the children of the bracket allergic to it', async () => {
    const r = await ok(teacher, api.cookbookGetWeek, { SchoolId: school1, ...week });
    expect(r.Days).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => plusDays(MONDAY, i)));
    expect(r.Entries).toHaveLength(1);
    // Only the child of 5 allergic to egg: the one of 2 is of the other bracket.
    expect(r.Entries[0]?.Dishes).toEqual([
      { DishId: eggs, DishName: '番茄炒蛋', Allergens: ['egg'], AllergicChildren: ['测试幼儿A'] },
      { DishId: rice, DishName: '米饭', Allergens: [], AllergicChildren: [] },
    ]);
    expect((await call(park2, api.cookbookGetWeek, { SchoolId: school1, ...week })).code).toBe(Code.NotFound);
    expect((await call(park, api.cookbookGetWeek, { SchoolId: school1, ...week, WeekStart: plusDays(MONDAY, 1) })).code).toBe(
      Code.InvalidInput,
    );
  });

  it('copies the week into the next one’s empty meals as drafts, publishes a week, and refuses an empty week before', async () => {
    const next = plusDays(MONDAY, 7);
    expect(await ok(park, api.cookbookPublish, { SchoolId: school1, ...week })).toEqual({ Published: 1 });
    expect(await ok(park, api.cookbookCopyWeek, { SchoolId: school1, ...week, WeekStart: next })).toEqual({ Copied: 1 });
    // Copying again finds the meal taken.
    expect(await ok(park, api.cookbookCopyWeek, { SchoolId: school1, ...week, WeekStart: next })).toEqual({ Copied: 0 });
    const copied = await ok(park, api.cookbookGetWeek, { SchoolId: school1, ...week, WeekStart: next });
    expect(copied.Entries.map((e) => [e.CookDate, e.Meal, e.State, e.Dishes.map((d) => d.DishId)])).toEqual([
      [next, MEAL.Lunch, COOKBOOK_STATE.Draft, [eggs, rice]],
    ]);
    const empty = await call(park, api.cookbookCopyWeek, { SchoolId: school1, ...week, WeekStart: plusDays(MONDAY, 28) });
    expect(empty.code).toBe(Code.InvalidInput);
    expect((await call(teacher, api.cookbookCopyWeek, { SchoolId: school1, ...week, WeekStart: next })).code).toBe(Code.NoPermission);
    expect((await call(teacher, api.cookbookPublish, { SchoolId: school1, ...week, WeekStart: next })).code).toBe(Code.NoPermission);
    expect((await call(park2, api.cookbookPublish, { SchoolId: school1, ...week, WeekStart: next })).code).toBe(Code.NotFound);
  });

  it('keeps a dish used in a menu from being deleted', async () => {
    const r = await dishes('park01').remove({ DishId: rice });
    expect(r.code).toBe(Code.Conflict);
    expect((await dishes('park01').detail(rice)).code).toBe(Code.Success);
  });
});
