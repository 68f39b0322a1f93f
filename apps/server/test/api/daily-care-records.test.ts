import {
  behaviour,
  Code,
  HYGIENE_KIND,
  hygiene,
  infrared,
  LEAVE_KIND,
  leave,
  READING_SOURCE,
  SLEEP_QUALITY,
  sleepRecord,
  WARNING_TYPE,
} from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { beijingIso, beijingToday, childrenOf, demoSchoolIds, fixtureClass, plusDays, teacher01Classes } from './attendance-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * The timed daily-care records through the real server — Infrared (readings; abnormal at the
 * school's threshold raises a fever warning), Hygiene, SleepRecord and Action (behaviour): their
 * day is the school's date of their time; scope, bad input and the leave refusal.
 */
let server: TestServer;
const token: Record<string, string> = {};
let school1: number;
let fixture: { classId: number; studentIds: number[] };
let otherChild: number;
const yesterday = plusDays(beijingToday(), -1);
const at = (clock: string, date = yesterday) => beijingIso(date, clock);
const as = <D extends Parameters<typeof resourceApi>[1]>(def: D, user = 'teacher01') => resourceApi(server, def).as(token[user] as string);

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['park01', 'park02', 'teacher01', 'gov01']) token[u] = await server.login(u);
  [school1] = (await demoSchoolIds(server)) as [number];
  const { teacherId, otherClassId } = await teacher01Classes(server, school1);
  fixture = await fixtureClass(server, school1, { children: 3, teacherIds: [teacherId] });
  otherChild = (await childrenOf(server, otherClassId))[0] as number;
});
afterAll(() => server?.close());

describe('Infrared', () => {
  it('adds a reading by hand; at or above the threshold it is abnormal and raises a fever, corrected it is withdrawn', async () => {
    const readings = as(infrared);
    const child = fixture.studentIds[0] as number;
    // 00:30 in Beijing is still the day before in UTC: the day is the school's.
    const added = await readings.add({ StudentId: child, MeasureTime: at('00:30'), Value: 37.3 });
    expect(added.code, added.msg).toBe(Code.Success);
    const id = added.data.InfraredId as number;
    const d = (await readings.detail(id)).data;
    expect(d).toMatchObject({
      Date: yesterday,
      Abnormal: true,
      Source: READING_SOURCE.Manual,
      ClassId: fixture.classId,
      SchoolId: school1,
    });
    const fever = () => server.db.selectFrom('warningEvent').select(['type', 'value']).where('source', '=', `Infrared:${id}`).execute();
    expect(await fever()).toEqual([{ type: WARNING_TYPE.Fever, value: '37.3' }]);
    expect((await readings.update({ InfraredId: id, Value: 36.4 })).code).toBe(Code.Success);
    expect((await readings.detail(id)).data.Abnormal).toBe(false);
    expect(await fever()).toEqual([]);
    const page = await readings.page({ Abnormal: false, ClassId: fixture.classId, Date_from: yesterday, Date_to: yesterday });
    expect(page.data.list.map((r) => r.InfraredId)).toEqual([id]);
  });

  it('refuses a reading out of range, in the future, of another class, and a supervisor’s write', async () => {
    const readings = as(infrared);
    const child = fixture.studentIds[0] as number;
    expect((await readings.add({ StudentId: child, MeasureTime: at('09:00'), Value: 45 })).code).toBe(Code.InvalidInput);
    const future = await readings.add({ StudentId: child, MeasureTime: at('09:00', plusDays(beijingToday(), 2)), Value: 36.5 });
    expect(future.code).toBe(Code.InvalidInput);
    expect((await readings.add({ StudentId: otherChild, MeasureTime: at('09:00'), Value: 36.5 })).code).toBe(Code.NotFound);
    expect((await as(infrared, 'gov01').add({ StudentId: child, MeasureTime: at('09:00'), Value: 36.5 })).code).toBe(Code.NoPermission);
    expect((await as(infrared, 'park02').page({ ClassId: fixture.classId })).data.total).toBe(0);
  });
});

describe('Hygiene, SleepRecord, Action', () => {
  it('adds and lists a hygiene record with the day filter', async () => {
    const care = as(hygiene);
    const added = await care.add({ StudentId: fixture.studentIds[1], Kind: HYGIENE_KIND.Water, RecordTime: at('10:00'), Amount: 150 });
    expect(added.code, added.msg).toBe(Code.Success);
    const page = await care.page({ ClassId: fixture.classId, Date_from: yesterday, Date_to: yesterday, Kind: HYGIENE_KIND.Water });
    expect(page.data.list).toHaveLength(1);
    expect(page.data.list[0]).toMatchObject({ Amount: 150, Date: yesterday, Source: 1 });
    expect((await care.add({ StudentId: fixture.studentIds[1], Kind: 9, RecordTime: at('10:00') })).code).toBe(Code.InvalidInput);
    expect((await care.add({ StudentId: otherChild, Kind: 1, RecordTime: at('10:00') })).code).toBe(Code.NotFound);
    expect((await as(hygiene, 'park02').detail(added.data.HygieneId as number)).code).toBe(Code.NotFound);
  });

  it('adds a nap; an end before its start is refused', async () => {
    const naps = as(sleepRecord);
    const child = fixture.studentIds[1] as number;
    const bad = await naps.add({ StudentId: child, StartTime: at('12:30'), EndTime: at('12:00'), Quality: SLEEP_QUALITY.Good });
    expect(bad.code).toBe(Code.InvalidInput);
    const added = await naps.add({ StudentId: child, StartTime: at('12:30'), EndTime: at('14:30'), Quality: SLEEP_QUALITY.Restless });
    expect(added.code, added.msg).toBe(Code.Success);
    const id = added.data.SleepRecordId as number;
    expect((await naps.update({ SleepRecordId: id, EndTime: at('12:00') })).code).toBe(Code.InvalidInput);
    expect((await naps.detail(id)).data).toMatchObject({ Date: yesterday, Quality: SLEEP_QUALITY.Restless });
  });

  it('adds a behaviour with its observer (the caller unless named)', async () => {
    const notes = as(behaviour);
    const added = await notes.add({ StudentId: fixture.studentIds[2], RecordTime: at('15:00'), Category: 1, Description: '主动分享玩具' });
    expect(added.code, added.msg).toBe(Code.Success);
    expect((await notes.detail(added.data.ActionId as number)).data).toMatchObject({ Observer: '刘老师', Date: yesterday });
    const named = await notes.add({
      StudentId: fixture.studentIds[2],
      RecordTime: at('15:10'),
      Category: 2,
      Description: '午睡后哭闹',
      Observer: '李老师',
    });
    expect((await notes.detail(named.data.ActionId as number)).data.Observer).toBe('李老师');
    expect((await notes.add({ StudentId: fixture.studentIds[2], RecordTime: at('15:00'), Category: 1, Description: '' })).code).toBe(
      Code.InvalidInput,
    );
    const gov = await as(behaviour, 'gov01').page({ ClassId: fixture.classId });
    expect(gov.data.total).toBe(2);
  });

  it('refuses any care record of a child on approved leave that day', async () => {
    const child = fixture.studentIds[2] as number;
    const date = plusDays(beijingToday(), -4);
    const l = await as(leave, 'park01').add({
      StudentId: child,
      Kind: LEAVE_KIND.Sick,
      StartDate: date,
      EndDate: date,
      Reason: '发烧',
      Symptoms: ['fever'],
    });
    expect(l.code, l.msg).toBe(Code.Success);
    const refusals = [
      await as(hygiene).add({ StudentId: child, Kind: HYGIENE_KIND.Toilet, RecordTime: at('10:00', date) }),
      await as(sleepRecord).add({ StudentId: child, StartTime: at('12:30', date), Quality: SLEEP_QUALITY.Good }),
      await as(behaviour).add({ StudentId: child, RecordTime: at('10:00', date), Category: 1, Description: '测试' }),
      await as(infrared).add({ StudentId: child, MeasureTime: at('08:00', date), Value: 36.5 }),
    ];
    for (const r of refusals) {
      expect(r.code).toBe(Code.InvalidInput);
      expect(r.msg).toContain('approved leave');
    }
    // The day after is fine.
    const next = await as(hygiene).add({ StudentId: child, Kind: HYGIENE_KIND.Toilet, RecordTime: at('10:00', plusDays(date, 1)) });
    expect(next.code, next.msg).toBe(Code.Success);
  });
});
