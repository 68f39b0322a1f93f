import { AMOUNT, type ApiClient, api, Code, cookbook, dietRecord, MEAL } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { call, demoSchoolIds, fixtureClass, ok, teacher01Classes } from './attendance-helpers.ts';
import { brackets, makeDish } from './diet-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * The class meal grid (DietRecord/GetClassMeal, SaveClassMeal) through the real server: every
 * child of the class with the dishes of the meal they are allergic to; one save for the class, all
 * rows or none; a teacher only their classes; the records' list and corrections.
 */
let server: TestServer;
const token: Record<string, string> = {};
let park: ApiClient;
let teacher: ApiClient;
let school1: number;
let own: { classId: number; studentIds: number[] };
let other: { classId: number; studentIds: number[] };
const DAY = '2021-06-07';

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['park01', 'teacher01', 'park02']) token[u] = await server.login(u);
  [park, teacher] = [server.client(token.park01), server.client(token.teacher01)];
  [school1] = (await demoSchoolIds(server)) as [number];
  const { teacherId } = await teacher01Classes(server, school1);
  own = await fixtureClass(server, school1, { children: 3, teacherIds: [teacherId], name: '膳食记录班' });
  other = await fixtureClass(server, school1, { children: 1, name: '膳食别班' });
  for (const [i, id] of own.studentIds.entries()) {
    await server.db
      .updateTable('student')
      .set({ birthday: '2016-03-01', allergens: i === 0 ? ['milk'] : [] })
      .where('studentId', '=', id)
      .execute();
  }
  const milk = await makeDish(server, token.park01 as string, park, school1, '热牛奶', { milk_whole: 200 });
  const bun = await makeDish(server, token.park01 as string, park, school1, '馒头', { wheat_flour_allpurpose: 50 });
  const added = await resourceApi(server, cookbook)
    .as(token.park01 as string)
    .add({ SchoolId: school1, CookDate: DAY, Meal: MEAL.Breakfast, AgeBracketId: (await brackets(server)).old, DishIds: [milk, bun] });
  expect(added.code, added.msg).toBe(Code.Success);
});
afterAll(() => server?.close());

const grid = (client: ApiClient, ClassId = own.classId) =>
  call(client, api.dietGetClassMeal, { ClassId, RecordDate: DAY, Meal: MEAL.Breakfast });
const rows = (amounts: number[], ids = own.studentIds) =>
  ids.map((StudentId, i) => ({ StudentId, Amount: amounts[i] ?? AMOUNT.All, Note: '' }));
const saved = () =>
  server.db.selectFrom('dietRecord').select(['studentId', 'amount', 'note']).where('recordDate', '=', DAY).orderBy('studentId').execute();

describe('DietRecord: the class meal grid', () => {
  it('lists every child of the class with the dishes of the meal they are allergic to', async () => {
    const r = await grid(teacher);
    expect(r.code).toBe(Code.Success);
    expect(r.data.Dishes.map((d) => [d.DishName, d.Allergens, d.AllergicChildren])).toEqual([
      ['热牛奶', ['milk'], ['测试幼儿A']],
      ['馒头', ['wheat'], []],
    ]);
    expect(r.data.Rows.map((c) => [c.StudentName, c.DietRecordId, c.Amount, c.AllergyDishes])).toEqual([
      ['测试幼儿A', null, null, ['热牛奶']],
      ['测试幼儿B', null, null, []],
      ['测试幼儿C', null, null, []],
    ]);
  });

  it('saves the whole class in one call, and a second save updates the same records', async () => {
    expect(
      await ok(teacher, api.dietSaveClassMeal, {
        ClassId: own.classId,
        RecordDate: DAY,
        Meal: MEAL.Breakfast,
        Rows: rows([AMOUNT.None, AMOUNT.Half, AMOUNT.All]),
      }),
    ).toEqual({
      Saved: 3,
    });
    const again = rows([AMOUNT.Little, AMOUNT.Half, AMOUNT.Most]).map((r, i) => (i === 0 ? { ...r, Note: '过敏，未喝牛奶' } : r));
    await ok(teacher, api.dietSaveClassMeal, { ClassId: own.classId, RecordDate: DAY, Meal: MEAL.Breakfast, Rows: again });
    expect((await saved()).map((s) => [s.amount, s.note])).toEqual([
      [AMOUNT.Little, '过敏，未喝牛奶'],
      [AMOUNT.Half, ''],
      [AMOUNT.Most, ''],
    ]);
    expect((await grid(teacher)).data.Rows.map((c) => c.Amount)).toEqual([AMOUNT.Little, AMOUNT.Half, AMOUNT.Most]);
  });

  it('writes nothing when one row is wrong: a child of another class, a child twice, a bad amount', async () => {
    const before = await saved();
    const base = { ClassId: own.classId, RecordDate: DAY, Meal: MEAL.Breakfast };
    const stranger = await call(teacher, api.dietSaveClassMeal, {
      ...base,
      Rows: [...rows([AMOUNT.None, AMOUNT.None, AMOUNT.None]), ...rows([1], other.studentIds)],
    });
    expect(stranger.code).toBe(Code.InvalidInput);
    expect(stranger.msg).toMatch(/^Rows: /);
    const twice = await call(teacher, api.dietSaveClassMeal, {
      ...base,
      Rows: [...rows([AMOUNT.None]), ...rows([AMOUNT.None])].slice(0, 4),
    });
    expect(twice.code).toBe(Code.InvalidInput);
    const bad = await call(teacher, api.dietSaveClassMeal, { ...base, Rows: rows([AMOUNT.None, 9, AMOUNT.None]) });
    expect(bad.code).toBe(Code.InvalidInput);
    expect((await call(teacher, api.dietSaveClassMeal, { ...base, Rows: [] })).code).toBe(Code.InvalidInput);
    expect((await call(teacher, api.dietSaveClassMeal, { ...base, RecordDate: '2021-02-30', Rows: rows([1, 1, 1]) })).code).toBe(
      Code.InvalidInput,
    );
    expect(await saved()).toEqual(before);
  });

  it('keeps a teacher to their classes and other schools out (100004)', async () => {
    expect((await grid(teacher, other.classId)).code).toBe(Code.NotFound);
    const base = { ClassId: other.classId, RecordDate: DAY, Meal: MEAL.Breakfast, Rows: rows([1], other.studentIds) };
    expect((await call(teacher, api.dietSaveClassMeal, base)).code).toBe(Code.NotFound);
    const park2 = server.client(token.park02);
    expect((await grid(park2)).code).toBe(Code.NotFound);
    expect((await grid(park, other.classId)).code).toBe(Code.Success);
  });
});

describe('DietRecord: the list', () => {
  it('lists the class’s records by child and meal; a correction changes the amount; scope as everywhere', async () => {
    const list = resourceApi(server, dietRecord);
    const page = await list.as(token.teacher01 as string).page({ ClassId: own.classId, RecordDate_from: DAY, RecordDate_to: DAY });
    expect(page.data.list.map((r) => [r.StudentName, r.Meal, r.Amount]).sort()).toEqual([
      ['测试幼儿A', MEAL.Breakfast, AMOUNT.Little],
      ['测试幼儿B', MEAL.Breakfast, AMOUNT.Half],
      ['测试幼儿C', MEAL.Breakfast, AMOUNT.Most],
    ]);
    const id = page.data.list[0]?.DietRecordId as number;
    expect((await list.as(token.teacher01 as string).update({ DietRecordId: id, Amount: AMOUNT.All })).code).toBe(Code.Success);
    expect((await list.as(token.teacher01 as string).update({ DietRecordId: id, Amount: 0 })).code).toBe(Code.InvalidInput);
    expect((await list.as(token.park02 as string).detail(id)).code).toBe(Code.NotFound);
    expect((await list.as(token.park02 as string).page({ ClassId: own.classId })).data.total).toBe(0);
  });
});
