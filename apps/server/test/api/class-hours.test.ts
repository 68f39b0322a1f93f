import { type ApiClient, addMonths, api, BALANCE_UNIT, Code, classPeriod, SIGNIN_STATE } from '@kc/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { beijingToday, call, demoSchoolIds, fixtureClass, ok, plusDays, teacher01Classes } from './attendance-helpers.ts';
import { fixtureContract } from './payments-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * Class hours and Degree through the real server: sessions, sign-ins consuming one hour of the
 * child's effective hours contract in the same transaction (never below zero, the child named;
 * two at once never take the same last hour), undoing giving the hour back, the balances, the
 * place forecast on crafted data with the conversion rates measured from the school's leads,
 * and the scopes.
 */
let server: TestServer;
let park: ApiClient;
let park2: ApiClient;
let teacher: ApiClient;
let tokens: Record<string, string>;
let school1: number;
let school2: number;
let own: { classId: number; studentIds: number[] };
let k0: number;
let k1: number;
let k2: number;
let h0: number;
let h2: number;
let teacherId: number;
let otherClassId: number;
const today = beijingToday();
let periods: ReturnType<ReturnType<typeof resourceApi>['as']>;

const consumed = async (contractId: number) =>
  (await server.db.selectFrom('contract').select('consumedHours').where('contractId', '=', contractId).executeTakeFirstOrThrow())
    .consumedHours;
const session = async (client: typeof periods, classId: number, over: Record<string, unknown> = {}) => {
  const r = await client.add({ ClassId: classId, CourseName: '美术', PeriodDate: today, StartClock: '09:00', EndClock: '10:00', ...over });
  expect(r.code, r.msg).toBe(Code.Success);
  return Number(r.data.ClassPeriodId);
};
const signinOf = async (classPeriodId: number, studentId: number) =>
  (await ok(park, api.classPeriodRoster, { ClassPeriodId: classPeriodId })).Children.find((c) => c.StudentId === studentId);

beforeAll(async () => {
  server = await startTestServer();
  tokens = Object.fromEntries(
    await Promise.all(['park01', 'park02', 'teacher01', 'gov01', 'operator'].map(async (u) => [u, await server.login(u)])),
  );
  [park, park2, teacher] = [server.client(tokens.park01), server.client(tokens.park02), server.client(tokens.teacher01)];
  [school1, school2] = (await demoSchoolIds(server)) as [number, number];
  ({ teacherId, otherClassId } = await teacher01Classes(server, school1));
  own = await fixtureClass(server, school1, { children: 3, teacherIds: [teacherId] });
  [k0, k1, k2] = own.studentIds as [number, number, number];
  const span = { schoolId: school1, kind: 2 as const, startDate: addMonths(today, -1), endDate: addMonths(today, 1), total: 20_000 };
  h0 = (await fixtureContract(server, { ...span, studentId: k0, hours: 2 })).contractId;
  h2 = (await fixtureContract(server, { ...span, studentId: k2, hours: 1 })).contractId;
  periods = resourceApi(server, classPeriod).as(tokens.park01 as string);
});
afterAll(() => server?.close());

describe('ClassPeriod', () => {
  it("is the class's school's; its teacher works there; another school's class answers as missing", async () => {
    const id = await session(periods, own.classId, { TeacherId: teacherId });
    expect((await periods.detail(id)).data).toMatchObject({ SchoolId: school1, ClassId: own.classId, TeacherId: teacherId, SignedIn: 0 });
    const stranger = await server.db.selectFrom('teacher').select('teacherId').where('schoolId', '=', school2).executeTakeFirstOrThrow();
    const r = await periods.add({
      ClassId: own.classId,
      CourseName: '美术',
      PeriodDate: today,
      StartClock: '09:00',
      EndClock: '10:00',
      TeacherId: stranger.teacherId,
    });
    expect(r).toMatchObject({ code: Code.InvalidInput, field: 'TeacherId' });
    const ends = await periods.add({ ClassId: own.classId, CourseName: '美术', PeriodDate: today, StartClock: '10:00', EndClock: '09:00' });
    expect(ends).toMatchObject({ code: Code.InvalidInput, field: 'EndClock' });
    const other = resourceApi(server, classPeriod).as(tokens.park02 as string);
    expect(
      (await other.add({ ClassId: own.classId, CourseName: '美术', PeriodDate: today, StartClock: '09:00', EndClock: '10:00' })).code,
    ).toBe(Code.NotFound);
  });
});

describe('sign-ins and hours', () => {
  let p1: number;
  let p2: number;
  let p3: number;
  beforeAll(async () => {
    [p1, p2, p3] = [await session(periods, own.classId), await session(periods, own.classId), await session(periods, own.classId)];
  });

  it('a sign-in consumes one hour of the effective hours contract, in the same transaction', async () => {
    expect(await ok(park, api.classPeriodSignIn, { ClassPeriodId: p1, StudentIds: [k0] })).toEqual({ Signed: 1, Consumed: 1 });
    expect(await consumed(h0)).toBe(1);
    expect(await signinOf(p1, k0)).toMatchObject({ HoursLeft: 1, State: SIGNIN_STATE.SignedIn });
    // Signing in again changes nothing.
    expect(await ok(park, api.classPeriodSignIn, { ClassPeriodId: p1, StudentIds: [k0] })).toEqual({ Signed: 1, Consumed: 0 });
    await ok(park, api.classPeriodSignIn, { ClassPeriodId: p2, StudentIds: [k0] });
    expect(await consumed(h0)).toBe(2);
  });

  it('never below zero: the child is named, and the whole call is refused', async () => {
    const none = await call(park, api.classPeriodSignIn, { ClassPeriodId: p3, StudentIds: [k2, k0] });
    expect(none.code).toBe(Code.Conflict);
    expect(none.msg).toContain('测试幼儿A');
    expect(await consumed(h0)).toBe(2);
    expect(await consumed(h2)).toBe(0);
    expect((await signinOf(p3, k2))?.State).toBeNull();
    const noContract = await call(park, api.classPeriodSignIn, { ClassPeriodId: p3, StudentIds: [k1] });
    expect(noContract.code).toBe(Code.Conflict);
    expect(noContract.msg).toContain('测试幼儿B');
    expect(noContract.msg).toContain(today);
  });

  it('undoing a sign-in gives the hour back; leave and absence consume none', async () => {
    const signin = (await signinOf(p2, k0))?.ClassPeriodSigninId as number;
    expect(await ok(park, api.classPeriodSigninState, { ClassPeriodSigninId: signin, State: SIGNIN_STATE.Cancelled })).toEqual({
      State: SIGNIN_STATE.Cancelled,
      HoursLeft: null,
    });
    expect(await consumed(h0)).toBe(1);
    await ok(park, api.classPeriodSignIn, { ClassPeriodId: p3, StudentIds: [k0] });
    expect(await consumed(h0)).toBe(2);
    // Back to signed in needs an hour: none left.
    expect((await call(park, api.classPeriodSigninState, { ClassPeriodSigninId: signin, State: SIGNIN_STATE.SignedIn })).code).toBe(
      Code.Conflict,
    );
    expect(await ok(park, api.classPeriodSignIn, { ClassPeriodId: p1, StudentIds: [k2], State: SIGNIN_STATE.Leave })).toEqual({
      Signed: 1,
      Consumed: 0,
    });
    expect(await consumed(h2)).toBe(0);
    // Signed in from leave: the hour is taken; then absent: given back.
    const leave = (await signinOf(p1, k2))?.ClassPeriodSigninId as number;
    expect((await ok(park, api.classPeriodSigninState, { ClassPeriodSigninId: leave, State: SIGNIN_STATE.SignedIn })).HoursLeft).toBe(0);
    expect(await consumed(h2)).toBe(1);
    await ok(park, api.classPeriodSigninState, { ClassPeriodSigninId: leave, State: SIGNIN_STATE.Absent });
    expect(await consumed(h2)).toBe(0);
  });

  it('two sign-ins at once never take the same last hour (the contract is locked)', async () => {
    const [p4, p5] = [await session(periods, own.classId), await session(periods, own.classId)];
    const both = await Promise.all([
      call(park, api.classPeriodSignIn, { ClassPeriodId: p4, StudentIds: [k2] }),
      call(teacher, api.classPeriodSignIn, { ClassPeriodId: p5, StudentIds: [k2] }),
    ]);
    expect(both.map((r) => r.code).sort()).toEqual([Code.Success, Code.Conflict]);
    expect(await consumed(h2)).toBe(1);
  });

  it('a session with children signed in is kept; once undone it is deleted', async () => {
    const kept = await periods.remove({ Ids: [p3] });
    expect(kept.code).toBe(Code.Conflict);
    const signin = (await signinOf(p3, k0))?.ClassPeriodSigninId as number;
    await ok(park, api.classPeriodSigninState, { ClassPeriodSigninId: signin, State: SIGNIN_STATE.Cancelled });
    expect((await periods.remove({ Ids: [p3] })).code).toBe(Code.Success);
    expect(await consumed(h0)).toBe(1);
  });

  it("scopes: another school's session, child or sign-in answers as missing; a teacher only their classes; a supervisor none", async () => {
    const signin = (await signinOf(p1, k0))?.ClassPeriodSigninId as number;
    expect((await call(park2, api.classPeriodSignIn, { ClassPeriodId: p1, StudentIds: [k0] })).code).toBe(Code.NotFound);
    expect((await call(park2, api.classPeriodRoster, { ClassPeriodId: p1 })).code).toBe(Code.NotFound);
    expect((await call(park2, api.classPeriodSigninState, { ClassPeriodSigninId: signin, State: SIGNIN_STATE.Cancelled })).code).toBe(
      Code.NotFound,
    );
    const theirClass = await fixtureClass(server, school2, { children: 1 });
    const theirs = await session(resourceApi(server, classPeriod).as(tokens.park02 as string), theirClass.classId);
    expect((await call(park2, api.classPeriodSignIn, { ClassPeriodId: theirs, StudentIds: [k0] })).code).toBe(Code.NotFound);
    const notTheirs = await session(periods, otherClassId);
    expect((await call(teacher, api.classPeriodSignIn, { ClassPeriodId: notTheirs, StudentIds: [k0] })).code).toBe(Code.NotFound);
    expect((await call(teacher, api.classPeriodRoster, { ClassPeriodId: p1 })).code).toBe(Code.Success);
    const gov = resourceApi(server, classPeriod).as(tokens.gov01 as string);
    expect((await gov.page({})).code).toBe(Code.NoPermission);
    expect(await consumed(h0)).toBe(1);
  });
});

describe('Degree: balances', () => {
  it('purchased, consumed and remaining hours or months per contract, scoped', async () => {
    const m = await fixtureContract(server, {
      schoolId: school1,
      studentId: k1,
      startDate: addMonths(today, -2),
      endDate: addMonths(today, 4),
      months: 6,
    });
    const page = await ok(park, api.degreeBalances, { cur_page: 1, size: 100, ClassId: own.classId, sort: 'StudentName' });
    const of = (id: number) => page.list.find((r) => r.ContractId === id);
    expect(of(h0)).toMatchObject({ Unit: BALANCE_UNIT.Hours, Purchased: 2, Consumed: 1, Remaining: 1, StudentId: k0 });
    // Two months and a day or so in: the third month has begun.
    expect(of(m.contractId)).toMatchObject({ Unit: BALANCE_UNIT.Months, Purchased: 6, Consumed: 3, Remaining: 3 });
    const hours = await ok(park, api.degreeBalances, { cur_page: 1, size: 100, ClassId: own.classId, Unit: BALANCE_UNIT.Hours });
    expect(hours.total).toBe(2);
    expect((await ok(teacher, api.degreeBalances, { cur_page: 1, size: 100 })).list.every((r) => r.SchoolId === school1)).toBe(true);
    expect((await ok(park2, api.degreeBalances, { cur_page: 1, size: 100, ClassId: own.classId })).total).toBe(0);
  });
});

describe('Degree: the place forecast', () => {
  let schoolId: number;
  const first = `${today.slice(0, 7)}-01`;
  const next = addMonths(first, 1).slice(0, 7);
  const after = addMonths(first, 2).slice(0, 7);

  beforeAll(async () => {
    const s = await server.db
      .insertInto('school')
      .values({ schoolName: '预测测试园', capacity: 10 })
      .returning('schoolId')
      .executeTakeFirstOrThrow();
    schoolId = s.schoolId;
    const cls = await fixtureClass(server, schoolId, { children: 4 });
    // One of the four leaves at the end of next month.
    await fixtureContract(server, {
      schoolId,
      studentId: cls.studentIds[0] as number,
      startDate: addMonths(today, -5),
      endDate: plusDays(addMonths(first, 2), -1),
      months: 7,
    });
    // A child with no class yet whose contract starts next month.
    const joining = await server.db
      .insertInto('student')
      .values({ schoolId, studentName: '新生', status: 2 })
      .returning('studentId')
      .executeTakeFirstOrThrow();
    await fixtureContract(server, {
      schoolId,
      studentId: joining.studentId,
      startDate: `${next}-01`,
      endDate: addMonths(`${next}-01`, 24),
      months: 24,
    });
    // The school's history: two signed, one lost after a visit, one lost when new.
    let n = 0;
    const lead = async (stage: number, intended: string | null = null) => {
      const r = await sql<{ customerId: number }>`
        INSERT INTO customer (school_id, child_name, mobile, source, stage, intended_start_date)
        VALUES (${schoolId}, ${`线索${n}`}, ${`1370000${String(n++).padStart(4, '0')}`}, 1, ${stage}, ${intended}) RETURNING customer_id`.execute(
        server.db,
      );
      return Number(r.rows[0]?.customerId);
    };
    const lose = (id: number) => sql`UPDATE customer SET stage = 9, lost_reason = '距离太远' WHERE customer_id = ${id}`.execute(server.db);
    await lead(6);
    await lead(6);
    await lose(await lead(3));
    await lose(await lead(1));
    // The pipeline: three new leads for next month, one on trial for the month after.
    for (let i = 0; i < 3; i++) await lead(1, `${next}-15`);
    await lead(4, `${after}-10`);
  });

  it('capacity − enrolled + leaving − expected, month by month and by year, with the measured rates', async () => {
    const op = server.client(tokens.operator);
    const f = await ok(op, api.degreeForecast, { SchoolId: schoolId });
    expect(f.Capacity).toBe(10);
    expect(f.Rates.map((r) => [r.Stage, r.Reached, r.Contracted, r.Rate])).toEqual([
      [1, 4, 2, 0.5],
      [2, 3, 2, 0.6667],
      [3, 3, 2, 0.6667],
      [4, 2, 2, 1],
      [5, 2, 2, 1],
    ]);
    expect(f.Months).toHaveLength(12);
    expect(f.Months[0]).toMatchObject({ Period: today.slice(0, 7), Enrolled: 4, Leaving: 0, Expected: 0, Free: 6 });
    // Next month: one leaves; expected 1 contract starting + 3 new leads × 0.5 = 2.5 → 3 children.
    expect(f.Months[1]).toMatchObject({ Period: next, Enrolled: 4, Leaving: 1, Expected: 2.5, Free: 4 });
    expect(f.Months[2]).toMatchObject({ Period: after, Enrolled: 6, Leaving: 0, Expected: 1, Free: 3 });
    expect(f.Months[11]).toMatchObject({ Enrolled: 7, Leaving: 0, Expected: 0, Free: 3 });
    const year = Number(today.slice(0, 4));
    expect(f.Years.map((y) => y.Period)).toEqual([String(year), String(year + 1)]);
    expect(f.Years[0]?.Enrolled).toBe(4);
    expect(f.Years[1]).toMatchObject({ Free: 3 });
    expect((f.Years[0]?.Leaving ?? 0) + (f.Years[1]?.Leaving ?? 0)).toBe(1);
  });

  it('a park admin reads their school; another school answers as missing; a supervisor reads their region', async () => {
    expect((await call(park2, api.degreeForecast, { SchoolId: schoolId })).code).toBe(Code.NotFound);
    expect((await call(park2, api.degreeForecast, { SchoolId: school1 })).code).toBe(Code.NotFound);
    expect((await call(park, api.degreeForecast, { SchoolId: school1 })).code).toBe(Code.Success);
    const gov = server.client(tokens.gov01);
    expect((await call(gov, api.degreeForecast, { SchoolId: school1 })).code).toBe(Code.Success);
    expect((await call(gov, api.degreeForecast, { SchoolId: school2 })).code).toBe(Code.NotFound);
  });
});
