import { type ApiClient, api, braceletData, Code, EMOTION, faceEmotionDetail, speechRecord, WARNING_TYPE } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseWarning } from '../../src/modules/alerts/raise.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { beijingIso, beijingToday, call, demoSchoolIds, fixtureClass, ok, plusDays, teacher01Classes } from './attendance-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * Bracelet, speech and emotion logs and the child's health timeline through the real server:
 * entries by hand (school and class the child's), the list's child and day filters, the export,
 * the emotions' daily distribution, the speech analysis, the timeline's sources, the scope and bad input.
 */
let server: TestServer;
let teacher: ApiClient;
let park2: ApiClient;
const token: Record<string, string> = {};
let school1: number;
let own: { classId: number; studentIds: number[] };
let otherChild: number;
const today = beijingToday();
const yesterday = plusDays(today, -1);

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['park01', 'park02', 'teacher01']) token[u] = await server.login(u);
  [teacher, park2] = [server.client(token.teacher01), server.client(token.park02)];
  [school1] = (await demoSchoolIds(server)) as [number];
  const { teacherId } = await teacher01Classes(server, school1);
  own = await fixtureClass(server, school1, { children: 2, teacherIds: [teacherId] });
  otherChild = (await fixtureClass(server, school1, { children: 1 })).studentIds[0] as number;
});
afterAll(() => server?.close());

describe('BraceletData', () => {
  it('adds a reading for a child of the teacher’s class; lists it by child and day; exports it', async () => {
    const bracelets = resourceApi(server, braceletData).as(token.teacher01 as string);
    const child = own.studentIds[0] as number;
    const added = await bracelets.add({
      StudentId: child,
      RecordTime: beijingIso(yesterday, '10:00'),
      HeartRate: 112,
      Steps: 800,
      SkinTemperature: 36.4,
      Worn: true,
    });
    expect(added.code).toBe(Code.Success);
    await bracelets.add({ StudentId: child, RecordTime: beijingIso(today, '10:00'), HeartRate: 98, Steps: 300, Worn: true });
    const page = await bracelets.page({
      StudentId: child,
      RecordTime_from: beijingIso(yesterday, '00:00'),
      RecordTime_to: beijingIso(yesterday, '23:59'),
    });
    expect(page.data.list).toEqual([
      expect.objectContaining({ HeartRate: 112, SchoolId: school1, ClassId: own.classId, SkinTemperature: 36.4 }),
    ]);
    const file = await bracelets.exportFile({ StudentId: child });
    expect(file).toMatchObject({ code: Code.Success, data: { Rows: 2 } });
  });

  it('refuses a child of another class (100004) and a reading out of bounds (100001)', async () => {
    const bracelets = resourceApi(server, braceletData).as(token.teacher01 as string);
    const foreign = await bracelets.add({ StudentId: otherChild, RecordTime: beijingIso(today, '09:00'), HeartRate: 100 });
    expect(foreign.code).toBe(Code.NotFound);
    const bad = await bracelets.add({ StudentId: own.studentIds[0], RecordTime: beijingIso(today, '09:00'), HeartRate: 400 });
    expect(bad.code).toBe(Code.InvalidInput);
    const badTemp = await bracelets.add({ StudentId: own.studentIds[0], RecordTime: beijingIso(today, '09:00'), SkinTemperature: 36.45 });
    expect(badTemp.code).toBe(Code.InvalidInput);
  });
});

describe('FaceEmotionDetail', () => {
  it('counts each child’s emotions of the day', async () => {
    const emotions = resourceApi(server, faceEmotionDetail).as(token.teacher01 as string);
    const child = own.studentIds[1] as number;
    for (const [clock, Emotion] of [
      ['09:00', EMOTION.Happy],
      ['10:00', EMOTION.Happy],
      ['11:00', EMOTION.Sad],
    ] as const) {
      expect((await emotions.add({ StudentId: child, CaptureTime: beijingIso(yesterday, clock), Emotion, Confidence: 0.9 })).code).toBe(
        Code.Success,
      );
    }
    const d = await ok(teacher, api.faceEmotionDistribution, { Date: yesterday, ClassId: own.classId });
    expect(d.Rows).toEqual([
      expect.objectContaining({
        StudentId: child,
        Total: 3,
        Counts: [
          { Emotion: EMOTION.Happy, Count: 2 },
          { Emotion: EMOTION.Sad, Count: 1 },
        ],
      }),
    ]);
    expect((await ok(teacher, api.faceEmotionDistribution, { Date: today, ClassId: own.classId })).Rows).toEqual([]);
    expect((await call(park2, api.faceEmotionDistribution, { Date: yesterday, ClassId: own.classId })).code).toBe(Code.NotFound);
    expect((await call(teacher, api.faceEmotionDistribution, { Date: '2026-13-01' })).code).toBe(Code.InvalidInput);
    const badEmotion = await emotions.add({ StudentId: child, CaptureTime: beijingIso(today, '09:00'), Emotion: 9 });
    expect(badEmotion.code).toBe(Code.InvalidInput);
  });
});

describe('SpeechRecord and its analysis', () => {
  it('adds recordings of the teacher’s class and sums them per class and day, shares weighted by duration', async () => {
    const speech = resourceApi(server, speechRecord).as(token.teacher01 as string);
    // No transcript: the figures are as given (a transcript's words are counted by the speech settings: speech-settings.test.ts).
    const base = { ClassId: own.classId };
    expect(
      (
        await speech.add({
          ...base,
          RecordTime: beijingIso(yesterday, '09:00'),
          DurationSeconds: 600,
          WordCount: 500,
          TeacherShare: 0.6,
          ChildShare: 0.4,
          VocabularyRichness: 0.3,
        })
      ).code,
    ).toBe(Code.Success);
    expect(
      (
        await speech.add({
          ...base,
          RecordTime: beijingIso(yesterday, '15:00'),
          DurationSeconds: 1800,
          WordCount: 900,
          TeacherShare: 0.4,
          ChildShare: 0.6,
          VocabularyRichness: 0.5,
        })
      ).code,
    ).toBe(Code.Success);
    const a = await ok(teacher, api.speechAnalysis, { From: yesterday, To: today, ClassId: own.classId });
    expect(a.Rows).toEqual([
      {
        ClassId: own.classId,
        ClassName: expect.any(String),
        Date: yesterday,
        Recordings: 2,
        Minutes: 40,
        Words: 1400,
        TeacherShare: 0.45,
        ChildShare: 0.55,
        VocabularyRichness: 0.45,
        TeacherTalksTooMuch: false,
        ChildrenTalkTooLittle: false,
        Revisions: [],
      },
    ]);
    const list = await speech.page({ ClassId: own.classId });
    expect(list.data.list).toHaveLength(2);
  });

  it('refuses a class not the teacher’s (100004) and a range too long or reversed (100001)', async () => {
    const { otherClassId } = await teacher01Classes(server, school1);
    const speech = resourceApi(server, speechRecord).as(token.teacher01 as string);
    const foreign = await speech.add({ ClassId: otherClassId, RecordTime: beijingIso(today, '09:00'), DurationSeconds: 60 });
    expect(foreign.code).toBe(Code.NotFound);
    expect((await call(teacher, api.speechAnalysis, { From: plusDays(today, -200), To: today })).code).toBe(Code.InvalidInput);
    expect((await call(teacher, api.speechAnalysis, { From: today, To: yesterday })).code).toBe(Code.InvalidInput);
    expect((await call(teacher, api.speechAnalysis, { From: yesterday, To: today, ClassId: otherClassId })).code).toBe(Code.NotFound);
  });
});

describe('Student/GetHealthTimeline', () => {
  it('gathers the child’s temperatures, warnings and logs by day, newest first', async () => {
    const child = own.studentIds[0] as number;
    await server.db
      .insertInto('attendance')
      .values({
        schoolId: school1,
        classId: own.classId,
        studentId: child,
        date: yesterday,
        status: 1,
        checkInTime: new Date(beijingIso(yesterday, '08:05')),
        entryTemperature: 37.8,
      })
      .execute();
    await raiseWarning(server.db, {
      schoolId: school1,
      classId: own.classId,
      studentId: child,
      type: WARNING_TYPE.Fever,
      value: '37.8',
      source: `Test:${child}`,
      occurTime: new Date(beijingIso(yesterday, '08:06')),
    });
    const tl = await ok(teacher, api.studentHealthTimeline, { StudentId: child, From: plusDays(today, -3), To: today });
    expect(tl.Days.map((d) => d.Date)).toEqual([today, yesterday]);
    const y = tl.Days[1]?.Entries ?? [];
    expect(y.map((e) => e.Source)).toEqual(['bracelet', 'temperature', 'warning']);
    expect(y[1]).toMatchObject({ Value: '37.8 °C', Alert: true });
    expect(y[2]).toMatchObject({ Title: 'Fever', Value: '37.8', Alert: true });
  });

  it('answers in the caller’s scope only (100004) and refuses a range too long (100001)', async () => {
    expect((await call(teacher, api.studentHealthTimeline, { StudentId: otherChild })).code).toBe(Code.NotFound);
    expect((await call(park2, api.studentHealthTimeline, { StudentId: own.studentIds[0] as number })).code).toBe(Code.NotFound);
    const long = await call(teacher, api.studentHealthTimeline, {
      StudentId: own.studentIds[0] as number,
      From: plusDays(today, -100),
      To: today,
    });
    expect(long.code).toBe(Code.InvalidInput);
    // Two weeks unless told.
    const dflt = await ok(teacher, api.studentHealthTimeline, { StudentId: own.studentIds[0] as number });
    expect(dflt).toMatchObject({ From: plusDays(today, -13), To: today });
  });
});
