import { type ApiClient, api, Code, HYGIENE_KIND, infrared, READING_SOURCE, SLEEP_QUALITY, WARNING_TYPE } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { beijingToday, call, childrenOf, demoSchoolIds, fixtureClass, ok, plusDays, teacher01Classes } from './attendance-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * The rounds of the timed daily-care kinds through the real server: a temperature round
 * (Infrared), a care round (Hygiene) and the day's naps (SleepRecord). A save replaces the round:
 * rows added or updated, a child left out removed, device readings untouched, every row or none;
 * the scope of the class; fevers raised and withdrawn with the round.
 */
let server: TestServer;
let teacher: ApiClient;
let gov: ApiClient;
const token: Record<string, string> = {};
let school1: number;
let otherClassId: number;
let fixture: { classId: number; studentIds: number[] };
const yesterday = plusDays(beijingToday(), -1);

const readingsOf = (classId: number) =>
  server.db
    .selectFrom('infraredReading')
    .select(['infraredId', 'studentId', 'value', 'abnormal', 'source', 'measureTime'])
    .where('classId', '=', classId)
    .orderBy('studentId')
    .execute();
const feversOf = (ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : server.db
        .selectFrom('warningEvent')
        .select(['source', 'value'])
        .where(
          'source',
          'in',
          ids.map((i) => `Infrared:${i}`),
        )
        .where('type', '=', WARNING_TYPE.Fever)
        .execute();

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['park01', 'teacher01', 'gov01']) token[u] = await server.login(u);
  [teacher, gov] = [server.client(token.teacher01), server.client(token.gov01)];
  [school1] = (await demoSchoolIds(server)) as [number];
  const mine = await teacher01Classes(server, school1);
  otherClassId = mine.otherClassId;
  fixture = await fixtureClass(server, school1, { children: 4, teacherIds: [mine.teacherId] });
});
afterAll(() => server?.close());

describe('Infrared: the temperature round', () => {
  it('adds the round’s readings, flags a fever, and on a second save updates, removes the child left out and withdraws the fever', async () => {
    const [a, b, c] = fixture.studentIds as [number, number, number];
    const first = await ok(teacher, api.infraredSaveClassDay, {
      ClassId: fixture.classId,
      Date: yesterday,
      Time: '09:30',
      Rows: [
        { StudentId: a, Value: 36.5 },
        { StudentId: b, Value: 38.2 },
        { StudentId: c, Value: 36.9 },
      ],
    });
    expect(first).toEqual({ Saved: 3, Warnings: 1 });
    const stored = await readingsOf(fixture.classId);
    expect(stored.map((r) => [r.studentId, Number(r.value), r.abnormal, r.source])).toEqual([
      [a, 36.5, false, READING_SOURCE.Manual],
      [b, 38.2, true, READING_SOURCE.Manual],
      [c, 36.9, false, READING_SOURCE.Manual],
    ]);
    // 09:30 on the school's clock (Beijing, UTC+8).
    expect(new Date(stored[0]?.measureTime as Date).toISOString()).toBe(`${yesterday}T01:30:00.000Z`);
    const feverId = stored[1]?.infraredId as number;
    expect(await feversOf([feverId])).toEqual([{ source: `Infrared:${feverId}`, value: '38.2' }]);

    const day = await ok(teacher, api.infraredClassDay, { ClassId: fixture.classId, Date: yesterday, Time: '09:30' });
    expect(day.Children.find((x) => x.StudentId === b)?.Record).toEqual({ InfraredId: feverId, Value: 38.2, Abnormal: true });
    expect(day.Children.find((x) => x.StudentId === fixture.studentIds[3])?.Record).toBeNull();
    // Another time of the day is another round: empty.
    const other = await ok(teacher, api.infraredClassDay, { ClassId: fixture.classId, Date: yesterday, Time: '14:00' });
    expect(other.Children.every((x) => x.Record === null)).toBe(true);

    // A device's reading in the same round is never touched by the grid.
    const { infraredId: deviceReading } = await server.db
      .insertInto('infraredReading')
      .values({
        schoolId: school1,
        classId: fixture.classId,
        studentId: c,
        date: yesterday,
        measureTime: new Date(`${yesterday}T01:30:00Z`),
        value: 36.4,
        source: READING_SOURCE.Device,
      })
      .returning('infraredId')
      .executeTakeFirstOrThrow();

    const second = await ok(teacher, api.infraredSaveClassDay, {
      ClassId: fixture.classId,
      Date: yesterday,
      Time: '09:30',
      Rows: [
        { StudentId: a, Value: 36.6 },
        { StudentId: b, Value: 37.0 },
      ],
    });
    expect(second).toEqual({ Saved: 2, Warnings: 0 });
    const after = await readingsOf(fixture.classId);
    expect(after.map((r) => [r.infraredId, r.studentId, Number(r.value)])).toEqual([
      [stored[0]?.infraredId, a, 36.6],
      [feverId, b, 37],
      [deviceReading, c, 36.4],
    ]);
    expect(await feversOf([feverId, stored[2]?.infraredId as number])).toEqual([]);
  });

  it('writes nothing when a row is bad, refuses a time later than now, another class and a supervisor', async () => {
    const before = await readingsOf(fixture.classId);
    const bad = await call(teacher, api.infraredSaveClassDay, {
      ClassId: fixture.classId,
      Date: yesterday,
      Time: '10:00',
      Rows: [
        { StudentId: fixture.studentIds[0] as number, Value: 36.5 },
        { StudentId: (await childrenOf(server, otherClassId))[0] as number, Value: 36.5 },
      ],
    });
    expect(bad.code).toBe(Code.InvalidInput);
    expect((bad as { field?: string }).field).toBe('Rows.1.StudentId');
    for (const Time of ['24:00', '9:30', '']) {
      const r = await call(teacher, api.infraredSaveClassDay, {
        ClassId: fixture.classId,
        Date: yesterday,
        Time,
        Rows: [{ StudentId: fixture.studentIds[0] as number, Value: 36.5 }],
      });
      expect(r.code).toBe(Code.InvalidInput);
      expect(r.msg).toContain('Time');
    }
    const today = beijingToday();
    const later = await call(teacher, api.infraredSaveClassDay, {
      ClassId: fixture.classId,
      Date: today,
      Time: '23:59',
      Rows: [{ StudentId: fixture.studentIds[0] as number, Value: 36.5 }],
    });
    // Unless the test runs in the school's last minute of the day, 23:59 is still to come.
    if (new Date().getUTCHours() !== 15 || new Date().getUTCMinutes() < 59) {
      expect(later.code).toBe(Code.InvalidInput);
      expect(later.msg).toContain('now');
    }
    const foreign = await call(teacher, api.infraredClassDay, { ClassId: otherClassId, Date: yesterday, Time: '09:30' });
    expect(foreign.code).toBe(Code.NotFound);
    const supervisor = await call(gov, api.infraredSaveClassDay, {
      ClassId: fixture.classId,
      Date: yesterday,
      Time: '10:00',
      Rows: [{ StudentId: fixture.studentIds[0] as number, Value: 36.5 }],
    });
    expect(supervisor.code).toBe(Code.NoPermission);
    expect(await readingsOf(fixture.classId)).toEqual(before);
  });

  it('lists the round’s readings on the records list like any reading', async () => {
    const page = await resourceApi(server, infrared)
      .as(token.teacher01 as string)
      .page({ ClassId: fixture.classId, Date_from: yesterday, Date_to: yesterday });
    expect(page.data.total).toBe(3);
  });
});

describe('Hygiene: the care round', () => {
  it('records a kind at a time for the children sent, with water in ml; saving again replaces the round', async () => {
    const [a, b, c] = fixture.studentIds as [number, number, number];
    const round = { ClassId: fixture.classId, Date: yesterday, Kind: HYGIENE_KIND.Water, Time: '10:15' };
    expect(
      await ok(teacher, api.hygieneSaveClassDay, {
        ...round,
        Rows: [{ StudentId: a, Amount: 150 }, { StudentId: b, Amount: 100, Note: '喝得慢' }, { StudentId: c }],
      }),
    ).toEqual({ Saved: 3, Warnings: 0 });
    const day = await ok(teacher, api.hygieneClassDay, round);
    expect(day.Children.filter((x) => x.Record).map((x) => [x.StudentId, x.Record?.Amount, x.Record?.Note])).toEqual(
      expect.arrayContaining([
        [a, 150, ''],
        [b, 100, '喝得慢'],
        [c, null, ''],
      ]),
    );
    // Hand washing at the same time is another round.
    const washing = await ok(teacher, api.hygieneClassDay, { ...round, Kind: HYGIENE_KIND.HandWashing });
    expect(washing.Children.every((x) => x.Record === null)).toBe(true);
    await ok(teacher, api.hygieneSaveClassDay, { ...round, Rows: [{ StudentId: a, Amount: 200 }] });
    const rows = await server.db
      .selectFrom('hygieneRecord')
      .select(['studentId', 'amount', 'kind'])
      .where('classId', '=', fixture.classId)
      .execute();
    expect(rows).toEqual([{ studentId: a, amount: 200, kind: HYGIENE_KIND.Water }]);
    const tooMuch = await call(teacher, api.hygieneSaveClassDay, { ...round, Rows: [{ StudentId: a, Amount: 5000 }] });
    expect(tooMuch.code).toBe(Code.InvalidInput);
    expect((tooMuch as { field?: string }).field).toBe('Rows.0.Amount');
  });
});

describe('SleepRecord: the day’s naps', () => {
  it('saves every child’s nap on the school’s clock, answers it as HH:mm, and updates it on a second save', async () => {
    const [a, b] = fixture.studentIds as [number, number];
    const day = { ClassId: fixture.classId, Date: yesterday };
    await ok(teacher, api.sleepSaveClassDay, {
      ...day,
      Rows: [
        { StudentId: a, StartTime: '12:30', EndTime: '14:30', Quality: SLEEP_QUALITY.Good },
        { StudentId: b, StartTime: '12:45', Quality: SLEEP_QUALITY.Restless, Note: '醒了两次' },
      ],
    });
    const grid = await ok(teacher, api.sleepClassDay, day);
    const recordOf = (id: number) => grid.Children.find((x) => x.StudentId === id)?.Record;
    expect(recordOf(a)).toMatchObject({ StartTime: '12:30', EndTime: '14:30', Quality: SLEEP_QUALITY.Good });
    expect(recordOf(b)).toMatchObject({ StartTime: '12:45', EndTime: null, Quality: SLEEP_QUALITY.Restless, Note: '醒了两次' });
    const first = recordOf(a)?.SleepRecordId;

    await ok(teacher, api.sleepSaveClassDay, {
      ...day,
      Rows: [
        { StudentId: a, StartTime: '12:40', EndTime: '14:20', Quality: SLEEP_QUALITY.Good },
        { StudentId: b, StartTime: '12:45', EndTime: '14:00', Quality: SLEEP_QUALITY.Restless },
      ],
    });
    const again = await ok(teacher, api.sleepClassDay, day);
    expect(again.Children.find((x) => x.StudentId === a)?.Record).toMatchObject({ SleepRecordId: first, StartTime: '12:40' });
    const stored = await server.db.selectFrom('sleepRecord').select('studentId').where('classId', '=', fixture.classId).execute();
    expect(stored).toHaveLength(2);
  });

  it('refuses an end before its start on its row, and writes nothing', async () => {
    const before = await server.db.selectFrom('sleepRecord').selectAll().where('classId', '=', fixture.classId).execute();
    const r = await call(teacher, api.sleepSaveClassDay, {
      ClassId: fixture.classId,
      Date: yesterday,
      Rows: [
        { StudentId: fixture.studentIds[0] as number, StartTime: '12:30', EndTime: '14:30', Quality: SLEEP_QUALITY.Good },
        { StudentId: fixture.studentIds[1] as number, StartTime: '13:00', EndTime: '12:00', Quality: SLEEP_QUALITY.Good },
      ],
    });
    expect(r.code).toBe(Code.InvalidInput);
    expect((r as { field?: string }).field).toBe('Rows.1.EndTime');
    expect(await server.db.selectFrom('sleepRecord').selectAll().where('classId', '=', fixture.classId).execute()).toEqual(before);
  });
});
