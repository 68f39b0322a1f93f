import { type ApiClient, api, BODY_ACTION, BODY_CHECK, body, Code, LEAVE_KIND, leave, WARNING_TYPE } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { beijingToday, call, childrenOf, demoSchoolIds, fixtureClass, ok, plusDays, teacher01Classes } from './attendance-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * Body (the three daily checks) through the real server: Add and the list, the defaults, the scope
 * (a teacher's own classes, a park admin's school, a supervisor reads), bad input, the refusal of
 * a child on approved leave, warnings (fever at the school's threshold, symptom, sent home, and
 * withdrawn when corrected), and the class grid: GetClassDay and SaveClassDay, all rows or none.
 */
let server: TestServer;
let park: ApiClient;
let teacher: ApiClient;
const token: Record<string, string> = {};
let school1: number;
let fixture: { classId: number; studentIds: number[] };
let otherChild: number;
let checks: ReturnType<ReturnType<typeof resourceApi>['as']>;
const today = beijingToday();
const yesterday = plusDays(today, -1);

const warningsOf = (source: string) =>
  server.db
    .selectFrom('warningEvent')
    .select(['type', 'value', 'studentId', 'classId'])
    .where('source', '=', source)
    .orderBy('type')
    .execute();
const checksOf = (classId: number, date: string) =>
  server.db.selectFrom('bodyCheck').selectAll().where('classId', '=', classId).where('date', '=', date).orderBy('studentId').execute();

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['park01', 'park02', 'teacher01', 'gov01']) token[u] = await server.login(u);
  [park, teacher] = [server.client(token.park01), server.client(token.teacher01)];
  [school1] = (await demoSchoolIds(server)) as [number];
  const { teacherId, otherClassId } = await teacher01Classes(server, school1);
  fixture = await fixtureClass(server, school1, { children: 4, teacherIds: [teacherId] });
  otherChild = (await childrenOf(server, otherClassId))[0] as number;
  checks = resourceApi(server, body).as(token.teacher01 as string);
});
afterAll(() => server?.close());

describe('Body: one check', () => {
  it('adds a check with everything else normal; school and class are the child’s, the checker the caller', async () => {
    const child = fixture.studentIds[0] as number;
    const added = await checks.add({ StudentId: child, Date: yesterday, Check: BODY_CHECK.Morning, Temperature: 36.6 });
    expect(added.code, added.msg).toBe(Code.Success);
    const d = await checks.detail(added.data.BodyId as number);
    expect(d.data).toMatchObject({
      SchoolId: school1,
      ClassId: fixture.classId,
      StudentId: child,
      Date: yesterday,
      Temperature: 36.6,
      Mouth: 1,
      Spirit: 1,
      Action: BODY_ACTION.Normal,
      Symptoms: [],
      Checker: '刘老师',
    });
    expect(await warningsOf(`Body:${added.data.BodyId}`)).toEqual([]);
    const page = await checks.page({ ClassId: fixture.classId, Date_from: yesterday, Date_to: yesterday, StudentId: child });
    expect(page.data.total).toBe(1);
    const file = await checks.exportFile({ ClassId: fixture.classId });
    expect(file.code).toBe(Code.Success);
    expect(file.data.Rows).toBeGreaterThanOrEqual(1);
  });

  it('refuses the same check twice, a day after today, a temperature out of range and a finer one', async () => {
    const child = fixture.studentIds[0] as number;
    const again = await checks.add({ StudentId: child, Date: yesterday, Check: BODY_CHECK.Morning, Temperature: 36.8 });
    expect(again.code).toBe(Code.Conflict);
    const future = await checks.add({ StudentId: child, Date: plusDays(today, 2), Check: BODY_CHECK.Noon, Temperature: 36.8 });
    expect(future.code).toBe(Code.InvalidInput);
    expect(future.msg).toContain('today');
    for (const Temperature of [50, 36.55]) {
      const bad = await checks.add({ StudentId: child, Date: yesterday, Check: BODY_CHECK.Noon, Temperature });
      expect(bad.code, String(Temperature)).toBe(Code.InvalidInput);
    }
  });

  it('raises fever, symptom and sent-home warnings and withdraws them when the check is corrected', async () => {
    const child = fixture.studentIds[1] as number;
    const added = await checks.add({
      StudentId: child,
      Date: yesterday,
      Check: BODY_CHECK.Noon,
      Temperature: 38.2,
      Symptoms: ['cough'],
      Action: BODY_ACTION.SentHome,
    });
    expect(added.code, added.msg).toBe(Code.Success);
    const source = `Body:${added.data.BodyId}`;
    expect(await warningsOf(source)).toEqual([
      { type: WARNING_TYPE.Fever, value: '38.2', studentId: child, classId: fixture.classId },
      { type: WARNING_TYPE.Symptom, value: 'cough', studentId: child, classId: fixture.classId },
      { type: WARNING_TYPE.SentHome, value: '', studentId: child, classId: fixture.classId },
    ]);
    const fixed = await checks.update({ BodyId: added.data.BodyId, Temperature: 36.9, Symptoms: [], Action: BODY_ACTION.Observe });
    expect(fixed.code, fixed.msg).toBe(Code.Success);
    expect(await warningsOf(source)).toEqual([]);
    await checks.update({ BodyId: added.data.BodyId, Temperature: 37.3 });
    expect((await warningsOf(source)).map((w) => w.type)).toEqual([WARNING_TYPE.Fever]);
    const removed = await checks.remove({ BodyId: added.data.BodyId });
    expect(removed.code, removed.msg).toBe(Code.Success);
    expect(await warningsOf(source)).toEqual([]);
  });

  it('keeps the scope: a teacher’s own classes, a park admin’s school; a supervisor reads and never writes', async () => {
    const foreign = await checks.add({ StudentId: otherChild, Date: yesterday, Check: BODY_CHECK.Morning, Temperature: 36.6 });
    expect(foreign.code).toBe(Code.NotFound);
    const mine = await checks.page({ ClassId: fixture.classId });
    const id = mine.data.list[0]?.BodyId as number;
    const park2 = resourceApi(server, body).as(token.park02 as string);
    expect((await park2.detail(id)).code).toBe(Code.NotFound);
    expect((await park2.page({ ClassId: fixture.classId })).data.total).toBe(0);
    const parkChecks = resourceApi(server, body).as(token.park01 as string);
    expect((await parkChecks.detail(id)).code).toBe(Code.Success);
    const gov = resourceApi(server, body).as(token.gov01 as string);
    expect((await gov.detail(id)).code).toBe(Code.Success);
    const govAdd = await gov.add({ StudentId: fixture.studentIds[2], Date: yesterday, Check: BODY_CHECK.Morning, Temperature: 36.6 });
    expect(govAdd.code).toBe(Code.NoPermission);
  });
});

describe('Body: the class grid', () => {
  const rowsOf = (ids: number[], temperature = 36.5) => ids.map((StudentId) => ({ StudentId, Temperature: temperature }));

  it('loads the children of the class with their stored checks', async () => {
    const day = await ok(teacher, api.bodyClassDay, { ClassId: fixture.classId, Date: yesterday, Check: BODY_CHECK.Morning });
    expect(day.Children.map((c) => c.StudentId).sort()).toEqual([...fixture.studentIds].sort());
    const first = day.Children.find((c) => c.StudentId === fixture.studentIds[0]);
    expect(first?.Record).toMatchObject({ Temperature: 36.6, Fever: false });
    expect(day.TemperatureThreshold).toBe(37.3);
    const foreign = await call(teacher, api.bodyClassDay, {
      ClassId: (await teacher01Classes(server, school1)).otherClassId,
      Date: today,
      Check: 1,
    });
    expect(foreign.code).toBe(Code.NotFound);
  });

  it('saves every row in one call, replacing a stored check, and raises a fever', async () => {
    const rows = rowsOf(fixture.studentIds);
    rows[2] = { StudentId: fixture.studentIds[2] as number, Temperature: 38.4 };
    const saved = await ok(teacher, api.bodySaveClassDay, { ClassId: fixture.classId, Date: today, Check: BODY_CHECK.Morning, Rows: rows });
    expect(saved).toEqual({ Saved: 4, Warnings: 1 });
    const stored = await checksOf(fixture.classId, today);
    expect(stored).toHaveLength(4);
    const fever = stored.find((r) => r.studentId === fixture.studentIds[2]);
    expect(await warningsOf(`Body:${fever?.bodyId}`)).toEqual([
      { type: WARNING_TYPE.Fever, value: '38.4', studentId: fixture.studentIds[2], classId: fixture.classId },
    ]);
    // Saved again, corrected: the same rows, the fever withdrawn.
    const again = await ok(teacher, api.bodySaveClassDay, {
      ClassId: fixture.classId,
      Date: today,
      Check: BODY_CHECK.Morning,
      Rows: rowsOf(fixture.studentIds, 36.7),
    });
    expect(again).toEqual({ Saved: 4, Warnings: 0 });
    expect((await checksOf(fixture.classId, today)).map((r) => r.bodyId)).toEqual(stored.map((r) => r.bodyId));
    expect(await warningsOf(`Body:${fever?.bodyId}`)).toEqual([]);
  });

  it('writes nothing when one row is bad, and names the row', async () => {
    const before = await checksOf(fixture.classId, yesterday);
    const rows = [...rowsOf(fixture.studentIds.slice(1), 38.9), { StudentId: otherChild, Temperature: 36.5 }];
    const refused = await call(teacher, api.bodySaveClassDay, {
      ClassId: fixture.classId,
      Date: yesterday,
      Check: BODY_CHECK.Morning,
      Rows: rows,
    });
    expect(refused.code).toBe(Code.InvalidInput);
    expect((refused as { field?: string }).field).toBe('Rows.3.StudentId');
    const twice = await call(teacher, api.bodySaveClassDay, {
      ClassId: fixture.classId,
      Date: yesterday,
      Check: BODY_CHECK.Morning,
      Rows: rowsOf([fixture.studentIds[1] as number, fixture.studentIds[1] as number]),
    });
    expect(twice.code).toBe(Code.InvalidInput);
    const badValue = await call(teacher, api.bodySaveClassDay, {
      ClassId: fixture.classId,
      Date: yesterday,
      Check: BODY_CHECK.Morning,
      Rows: [
        { StudentId: fixture.studentIds[1] as number, Temperature: 36.6 },
        { StudentId: fixture.studentIds[2] as number, Temperature: 99 },
      ],
    });
    expect(badValue.code).toBe(Code.InvalidInput);
    expect((badValue as { field?: string }).field).toBe('Rows.1.Temperature');
    expect(await checksOf(fixture.classId, yesterday)).toEqual(before);
    const future = await call(teacher, api.bodySaveClassDay, {
      ClassId: fixture.classId,
      Date: plusDays(today, 3),
      Check: 1,
      Rows: rowsOf(fixture.studentIds),
    });
    expect(future.code).toBe(Code.InvalidInput);
  });

  it('follows the school’s own temperature threshold', async () => {
    await ok(park, api.schoolParameterUpdate, { SchoolId: school1, TemperatureThreshold: 37.0 });
    const child = fixture.studentIds[3] as number;
    const saved = await ok(teacher, api.bodySaveClassDay, {
      ClassId: fixture.classId,
      Date: today,
      Check: BODY_CHECK.Noon,
      Rows: [{ StudentId: child, Temperature: 37.1 }],
    });
    expect(saved.Warnings).toBe(1);
    const day = await ok(teacher, api.bodyClassDay, { ClassId: fixture.classId, Date: today, Check: BODY_CHECK.Noon });
    expect(day.TemperatureThreshold).toBe(37);
    expect(day.Children.find((c) => c.StudentId === child)?.Record?.Fever).toBe(true);
    await ok(park, api.schoolParameterUpdate, { SchoolId: school1, TemperatureThreshold: null });
  });
});

describe('Body: a child on approved leave', () => {
  it('refuses a check of the child that day, in a single add and in the grid, with the child named', async () => {
    const child = fixture.studentIds[3] as number;
    const name = (await server.db.selectFrom('student').select('studentName').where('studentId', '=', child).executeTakeFirstOrThrow())
      .studentName;
    const date = plusDays(today, -3);
    const leaveAdded = await resourceApi(server, leave)
      .as(token.park01 as string)
      .add({ StudentId: child, Kind: LEAVE_KIND.Personal, StartDate: date, EndDate: date, Reason: '家中有事' });
    expect(leaveAdded.code, leaveAdded.msg).toBe(Code.Success);
    const single = await checks.add({ StudentId: child, Date: date, Check: BODY_CHECK.Morning, Temperature: 36.6 });
    expect(single.code).toBe(Code.InvalidInput);
    expect(single.msg).toContain(name);
    expect(single.msg).toContain('leave');
    const day = await ok(teacher, api.bodyClassDay, { ClassId: fixture.classId, Date: date, Check: BODY_CHECK.Morning });
    expect(day.Children.find((c) => c.StudentId === child)?.OnLeave).toBe(true);
    const grid = await call(teacher, api.bodySaveClassDay, {
      ClassId: fixture.classId,
      Date: date,
      Check: BODY_CHECK.Morning,
      Rows: fixture.studentIds.map((StudentId) => ({ StudentId, Temperature: 36.5 })),
    });
    expect(grid.code).toBe(Code.InvalidInput);
    expect((grid as { field?: string }).field).toBe('Rows.3.StudentId');
    expect(await checksOf(fixture.classId, date)).toEqual([]);
    // The others are saved once the child on leave is left out.
    const rest = await ok(teacher, api.bodySaveClassDay, {
      ClassId: fixture.classId,
      Date: date,
      Check: BODY_CHECK.Morning,
      Rows: fixture.studentIds.slice(0, 3).map((StudentId) => ({ StudentId, Temperature: 36.5 })),
    });
    expect(rest.Saved).toBe(3);
  });
});
