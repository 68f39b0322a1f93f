import { type ApiClient, api, Code, ENTRUST_KIND, parentEntrust, WARNING_TYPE } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepMedicine } from '../../src/modules/entrust/doses.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { beijingIso, beijingToday, call, demoSchoolIds, fixtureClass, ok, plusDays, teacher01Classes } from './attendance-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * The dashboard's health of today (Home/GetHealthToday) and its to-do items (Home/GetTodolist:
 * instructions to confirm, doses overdue today), counted within the caller's scope.
 */
let server: TestServer;
let teacher: ApiClient;
let park: ApiClient;
let park2: ApiClient;
const token: Record<string, string> = {};
let school1: number;
let own: { classId: number; studentIds: number[] };
const today = beijingToday();

type Todo = Awaited<ReturnType<typeof todo>>;
const todo = (client: ApiClient) => ok(client, api.homeTodolist, {});
const item = (t: Todo, key: string) => t.Items.find((i) => i.Key === key);

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['park01', 'park02', 'teacher01']) token[u] = await server.login(u);
  [teacher, park, park2] = [server.client(token.teacher01), server.client(token.park01), server.client(token.park02)];
  [school1] = (await demoSchoolIds(server)) as [number];
  const { teacherId } = await teacher01Classes(server, school1);
  own = await fixtureClass(server, school1, { children: 3, teacherIds: [teacherId] });
});
afterAll(() => server?.close());

describe('Home/GetHealthToday and the to-do items of instructions and doses', () => {
  it('counts fevers, doses due, fed and overdue, instructions to confirm and the day’s warnings', async () => {
    const before = await ok(teacher, api.homeHealthToday, {});
    const todoBefore = await todo(teacher);
    const entrusts = resourceApi(server, parentEntrust).as(token.teacher01 as string);
    const medicine = (StudentId: number, DoseTimes: string[]) => ({
      StudentId,
      Kind: ENTRUST_KIND.Medicine,
      StartDate: plusDays(today, -1),
      EndDate: today,
      Details: '饭后',
      MedicineName: '糖浆',
      Dose: '5 ml',
      DoseTimes,
    });
    // One pending; one confirmed with two doses today (one fed) and yesterday's overdue.
    const pending = await entrusts.add(medicine(own.studentIds[0] as number, ['08:00']));
    expect(pending.code).toBe(Code.Success);
    const confirmedId = Number((await entrusts.add(medicine(own.studentIds[1] as number, ['07:00', '18:30']))).data.ParentEntrustId);
    await ok(teacher, api.parentEntrustConfirm, { ParentEntrustId: confirmedId, Remark: '' });
    await ok(teacher, api.medicineRecord, { ParentEntrustId: confirmedId, DueDate: today, DueTime: '07:00', Dose: '5 ml' });
    await sweepMedicine(server.db);
    await server.db
      .insertInto('attendance')
      .values({
        schoolId: school1,
        classId: own.classId,
        studentId: own.studentIds[2] as number,
        date: today,
        status: 1,
        checkInTime: new Date(beijingIso(today, '00:01')),
        entryTemperature: 38.1,
      })
      .execute();

    const after = await ok(teacher, api.homeHealthToday, {});
    const overdueToday = Date.now() > new Date(`${today}T19:00:00+08:00`).getTime() ? 1 : 0;
    expect(after).toMatchObject({
      Date: today,
      Fever: before.Fever + 1,
      DosesDue: before.DosesDue + 2,
      DosesFed: before.DosesFed + 1,
      DosesOverdue: before.DosesOverdue + overdueToday,
      EntrustPending: before.EntrustPending + 1,
    });
    // Yesterday's 18:30 dose became overdue yesterday: a warning of yesterday, not today's.
    const medicineWarnings = (h: typeof after) => h.Warnings.find((w) => w.Type === WARNING_TYPE.MedicineOverdue)?.Count ?? 0;
    expect(medicineWarnings(after)).toBe(medicineWarnings(before) + overdueToday);

    const todoAfter = await todo(teacher);
    expect(item(todoAfter, 'entrustPending')?.Count).toBe((item(todoBefore, 'entrustPending')?.Count ?? 0) + 1);
    expect(item(todoAfter, 'entrustPending')?.First).toContainEqual(
      expect.objectContaining({
        Id: Number(pending.data.ParentEntrustId),
        Name: '测试幼儿A',
        Date: plusDays(today, -1),
        Value: ENTRUST_KIND.Medicine,
      }),
    );
    expect(item(todoAfter, 'medicineOverdue')?.Count).toBe((item(todoBefore, 'medicineOverdue')?.Count ?? 0) + overdueToday);
  });

  it('stays within the caller’s scope: another school counts none of them and cannot name this one (100004)', async () => {
    const mine = await ok(park, api.homeHealthToday, { SchoolId: school1 });
    expect(mine.EntrustPending).toBeGreaterThanOrEqual(1);
    const other = await ok(park2, api.homeHealthToday, {});
    const school2Pending = await server.db
      .selectFrom('parentEntrust')
      .innerJoin('school', 'school.schoolId', 'parentEntrust.schoolId')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parentEntrust.state', '=', 1)
      .where('school.schoolName', '=', '小星星双语幼儿园')
      .executeTakeFirstOrThrow();
    expect(other.EntrustPending).toBe(Number(school2Pending.n));
    expect((await call(park2, api.homeHealthToday, { SchoolId: school1 })).code).toBe(Code.NotFound);
    expect((await call(park2, api.homeHealthToday, { SchoolId: 'x' as unknown as number })).code).toBe(Code.InvalidInput);
  });
});
