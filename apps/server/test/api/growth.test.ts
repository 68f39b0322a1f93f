import { type ApiClient, api, Code, GROWTH_CATEGORY, hw } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { beijingToday, call, demoSchoolIds, fixtureClass, ok, plusDays, teacher01Classes } from './attendance-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * Growth (Hw) through the real server: a measurement's WHO figures computed at write time and
 * again on update, the list's filters, the refusals of bad input (100001) and of records out of
 * scope (100004), the report of children beyond ±2 SD and a child's curve. Expected z-scores are
 * who-expected.py's (unit/who-zscores.test.ts) for the same sex, age in days and measures.
 */
let server: TestServer;
let park: ApiClient;
let park2: ApiClient;
let teacher: ApiClient;
const token: Record<string, string> = {};
let school1: number;
let school2: number;
let own: { classId: number; studentIds: number[] };
let other: { classId: number; studentIds: number[] };
let far: { classId: number; studentIds: number[] };
let rows: { as: (t: string) => ReturnType<ReturnType<typeof resourceApi>['as']> };
const today = beijingToday();

/** A child with a birthday `days` before today and a sex (1 boy, 2 girl). */
const born = (studentId: number, days: number, gender: number) =>
  server.db
    .updateTable('student')
    .set({ birthday: plusDays(today, -days), gender })
    .where('studentId', '=', studentId)
    .execute();

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['park01', 'park02', 'teacher01']) token[u] = await server.login(u);
  [park, park2, teacher] = [server.client(token.park01), server.client(token.park02), server.client(token.teacher01)];
  [school1, school2] = (await demoSchoolIds(server)) as [number, number];
  const { teacherId } = await teacher01Classes(server, school1);
  own = await fixtureClass(server, school1, { children: 3, teacherIds: [teacherId], name: '生长测试班' });
  other = await fixtureClass(server, school1, { children: 1, name: '生长他班' });
  far = await fixtureClass(server, school2, { children: 1 });
  const [a, b, c] = own.studentIds as [number, number, number];
  await born(a, 1000, 1);
  await born(b, 700, 2);
  await born(c, 400, 1);
  await born(other.studentIds[0]!, 1300, 2);
  await born(far.studentIds[0]!, 1000, 1);
  const r = resourceApi(server, hw);
  rows = { as: (t) => r.as(t) };
});
afterAll(() => server?.close());

describe('Hw: a measurement and its WHO figures', () => {
  let hwId: number;
  it('adds a boy of 1000 days, 92.4 cm, 13.9 kg: BMI and the four z-scores, percentiles and categories', async () => {
    const child = own.studentIds[0]!;
    const added = await rows.as(token.park01!).add({ StudentId: child, MeasureDate: today, Height: 92.4, Weight: 13.9 });
    expect(added.code).toBe(Code.Success);
    hwId = added.data.HwId!;
    const d = (await rows.as(token.park01!).detail(hwId)).data;
    expect(d).toMatchObject({
      StudentId: child,
      SchoolId: school1,
      ClassId: own.classId,
      MeasureDate: today,
      Height: 92.4,
      Weight: 13.9,
      Bmi: 16.28,
      AgeMonths: 32.9,
      WeightForAgeZ: 0.06,
      HeightForAgeZ: -0.44,
      WeightForHeightZ: 0.41,
      BmiForAgeZ: 0.46,
      WeightForAgeCategory: GROWTH_CATEGORY.Normal,
      BmiForAgeCategory: GROWTH_CATEGORY.Normal,
    });
    // Φ(0.06) = 52.39 %, Φ(−0.44) = 33.0 %.
    expect(d.WeightForAgePercentile).toBeCloseTo(52.4, 0);
    expect(d.HeightForAgePercentile).toBeCloseTo(33.0, 0);
  });

  it('computes them again on update', async () => {
    const updated = await rows.as(token.park01!).update({ HwId: hwId, Height: 96.5, Weight: 12 });
    expect(updated.code).toBe(Code.Success);
    const d = (await rows.as(token.park01!).detail(hwId)).data;
    // A boy of 1000 days at 96.5 cm and 12 kg: weight-for-height below −2 SD (wasted).
    expect(d.Bmi).toBe(12.89);
    expect(Number(d.WeightForHeightZ)).toBeLessThan(-2);
    expect(d.WeightForHeightCategory).toBe(GROWTH_CATEGORY.Wasted);
    expect(await rows.as(token.park01!).update({ HwId: hwId, Height: 92.4, Weight: 13.9 })).toMatchObject({ code: Code.Success });
  });

  it('lists by school, class, child and date range, with the figures on each row; exports', async () => {
    const [, b, c] = own.studentIds as [number, number, number];
    // A girl of 700 days, 80 cm, 16.5 kg (weight-for-length +5.49); a boy of 400 days, 70.5 cm, 7 kg (weight-for-age −3.13).
    expect((await rows.as(token.teacher01!).add({ StudentId: b, MeasureDate: today, Height: 80, Weight: 16.5 })).code).toBe(Code.Success);
    expect((await rows.as(token.teacher01!).add({ StudentId: c, MeasureDate: today, Height: 70.5, Weight: 7 })).code).toBe(Code.Success);
    expect((await rows.as(token.park01!).add({ StudentId: c, MeasureDate: plusDays(today, -60), Height: 68, Weight: 6.9 })).code).toBe(
      Code.Success,
    );
    const byChild = (await rows.as(token.park01!).page({ StudentId: c })).data;
    expect(byChild.total).toBe(2);
    expect(byChild.list[0]).toMatchObject({ MeasureDate: today, WeightForAgeZ: -3.13, HeightForAgeZ: -2.7, WeightForHeightZ: -2.49 });
    const inRange = (
      await rows.as(token.park01!).page({ ClassId: own.classId, MeasureDate_from: plusDays(today, -1), MeasureDate_to: today })
    ).data;
    expect(inRange.total).toBe(3);
    expect(
      (await rows.as(token.park01!).page({ SchoolId: school1, ClassId: own.classId, WeightForHeightZ_from: 3 })).data.list.map(
        (r) => r.StudentId,
      ),
    ).toEqual([b]);
    const file = await rows.as(token.park01!).exportFile({ ClassId: own.classId });
    expect(file).toMatchObject({ code: Code.Success, data: { Rows: 4 } });
  });
});

describe('Hw: refusals', () => {
  const child = () => own.studentIds[0]!;
  it.each([
    ['a height as text', { Height: '92.4' }],
    ['a height over the bound', { Height: 200 }],
    ['a weight under the bound', { Weight: 0.5 }],
    ['two decimals of height', { Height: 92.45 }],
    ['an impossible date', { MeasureDate: '2024-02-30' }],
    ['a date in the future', { MeasureDate: plusDays(today, 2) }],
    ['a date before the birthday', { MeasureDate: plusDays(today, -1001) }],
  ])('refuses %s with 100001', async (_, over) => {
    const r = await rows.as(token.park01!).add({ StudentId: child(), MeasureDate: today, Height: 92.4, Weight: 13.9, ...over });
    expect(r.code).toBe(Code.InvalidInput);
    expect(r.msg).not.toBe('');
  });

  it('answers a record or child out of scope as missing (100004)', async () => {
    const mine = (await rows.as(token.park01!).page({ StudentId: own.studentIds[0] })).data.list[0]!.HwId as number;
    expect((await rows.as(token.park02!).detail(mine)).code).toBe(Code.NotFound);
    expect((await rows.as(token.park02!).update({ HwId: mine, Weight: 14 })).code).toBe(Code.NotFound);
    expect((await rows.as(token.park02!).add({ StudentId: own.studentIds[0], MeasureDate: today, Height: 90, Weight: 13 })).code).toBe(
      Code.NotFound,
    );
    // teacher01 keeps only their classes' children.
    expect(
      (await rows.as(token.teacher01!).add({ StudentId: other.studentIds[0], MeasureDate: today, Height: 100, Weight: 25 })).code,
    ).toBe(Code.NotFound);
    expect((await rows.as(token.park01!).add({ StudentId: other.studentIds[0], MeasureDate: today, Height: 104, Weight: 25 })).code).toBe(
      Code.Success,
    );
    const seen = (await rows.as(token.teacher01!).page({ SchoolId: school1 })).data.list.map((r) => r.StudentId);
    expect(seen).not.toContain(other.studentIds[0]);
    expect(seen.length).toBeGreaterThan(0);
    expect((await rows.as(token.park02!).page({ StudentId: own.studentIds[0] })).data.total).toBe(0);
  });
});

describe('Hw/GrowthReport and Hw/Curve', () => {
  it('lists the children whose latest measurement is beyond ±2 SD, by school and by class', async () => {
    const [a, b, c] = own.studentIds as [number, number, number];
    const school = await ok(park, api.hwGrowthReport, { SchoolId: school1 });
    // a is normal; b (+5.49 weight-for-length), c (−3.13 weight-for-age) and the other class's girl (1300 days, 104 cm, 25 kg) are not.
    // The demo's children are measured too (seed/growth.ts).
    expect(school.Measured).toBeGreaterThanOrEqual(4);
    const ids = school.Rows.map((r) => r.StudentId);
    expect(ids).toEqual(expect.arrayContaining([b, c, other.studentIds[0]]));
    expect(
      school.Rows.every((r) => [r.WeightForAgeZ, r.HeightForAgeZ, r.WeightForHeightZ, r.BmiForAgeZ].some((z) => Math.abs(z ?? 0) > 2)),
    ).toBe(true);
    expect(school.Rows.find((r) => r.StudentId === b)).toMatchObject({
      WeightForHeightCategory: GROWTH_CATEGORY.Obese,
      ClassName: '生长测试班',
    });
    expect(school.Rows.map((r) => r.StudentId)).not.toContain(a);
    const cls = await ok(teacher, api.hwGrowthReport, { ClassId: own.classId });
    expect(cls).toMatchObject({ Measured: 3, ClassId: own.classId, SchoolId: school1 });
    expect(cls.Rows.map((r) => r.StudentId).sort()).toEqual([b, c].sort());
    // A teacher's school report holds their classes only.
    const teacherSchool = await ok(teacher, api.hwGrowthReport, { SchoolId: school1 });
    expect(teacherSchool.Rows.map((r) => r.StudentId)).not.toContain(other.studentIds[0]);
  });

  it('refuses a school, class or child out of scope with 100004, and a call naming neither with 100001', async () => {
    expect((await call(park2, api.hwGrowthReport, { SchoolId: school1 })).code).toBe(Code.NotFound);
    expect((await call(park2, api.hwGrowthReport, { ClassId: own.classId })).code).toBe(Code.NotFound);
    expect((await call(teacher, api.hwGrowthReport, { ClassId: other.classId })).code).toBe(Code.NotFound);
    expect((await call(park, api.hwGrowthReport, { ClassId: far.classId })).code).toBe(Code.NotFound);
    expect((await call(park, api.hwGrowthReport, {} as never)).code).toBe(Code.InvalidInput);
    expect((await call(park, api.hwGrowthReport, { SchoolId: school2, ClassId: own.classId })).code).toBe(Code.InvalidInput);
    expect((await call(park2, api.hwCurve, { StudentId: own.studentIds[0]! })).code).toBe(Code.NotFound);
    expect((await call(teacher, api.hwCurve, { StudentId: other.studentIds[0]! })).code).toBe(Code.NotFound);
  });

  it('draws a child’s points over the WHO bands from birth to past the child’s age', async () => {
    const c = own.studentIds[2]!;
    const curve = await ok(park, api.hwCurve, { StudentId: c });
    expect(curve.Points.map((p) => p.MeasureDate)).toEqual([plusDays(today, -60), today]);
    expect(curve.Points[1]).toMatchObject({ AgeDays: 400, Height: 70.5, Weight: 7, WeightForAgeZ: -3.13 });
    const wfa = curve.Bands.WeightForAge;
    expect(wfa[0]).toMatchObject({ X: 0 });
    // The boys' weight-for-age median at birth is 3.3464 kg (weianthro.txt, day 0).
    expect(wfa[0]!.Sd[3]).toBe(3.35);
    expect(wfa[0]!.Sd).toHaveLength(7);
    expect(wfa.at(-1)!.X).toBeGreaterThan(13);
    // Under 2 years the weight band is by length (lying), around the measured lengths.
    expect(curve.Bands.WeightForHeight[0]!.X).toBeLessThanOrEqual(58);
  });
});
