import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ApiClient, api, createApiClient, READING_SOURCE, WARNING_LEVEL, WARNING_STATE, WARNING_TYPE } from '@kc/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB, serverJobs } from '../../src/jobs/index.ts';
import { escalateWarnings } from '../../src/modules/alerts/escalation.ts';
import { raiseWarning } from '../../src/modules/alerts/raise.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { beijingToday, demoSchoolIds, fixtureClass, ok, teacher01Classes } from './attendance-helpers.ts';
import { type LiveFeed, openLive, openWithTicket, raisedFor, saveMorningCheck } from './live-helpers.ts';

/**
 * Two API instances on one database, sharing Redis (REDIS_URL), as a scaled-out deployment runs:
 * a warning raised through one reaches the live feeds opened on the other (PostgreSQL NOTIFY),
 * a ticket taken on one opens a feed on the other (the shared store); each queued job runs on one
 * instance only; the escalation raises a forgotten warning's level and queues one SMS to the
 * school's park admin, once; the retention deletes raw readings older than the platform's setting
 * and nothing else.
 */
const redisUrl = process.env.REDIS_URL;
let a: TestServer;
let b: RunningServer;
let bUrl: string;
const tokens: Record<string, string> = {};
let school1: number;
let fixture: { classId: number; studentIds: number[] };
const feeds: LiveFeed[] = [];

/** A signed client of instance B for a token. */
const onB = (token: string): ApiClient =>
  createApiClient({ baseUrl: bUrl, appCode: b.config.appCode, appKey: b.config.appKey, getToken: () => token });

/** A warning of school 1 raised `minutesAgo`, the domain's way; answers its id. */
async function warningAgo(minutesAgo: number, studentId: number | null = null, type: number = WARNING_TYPE.Fever) {
  const source = `Test:${Math.random().toString(36).slice(2)}`;
  await raiseWarning(a.db, {
    schoolId: school1,
    classId: fixture.classId,
    studentId,
    type,
    value: '38.5',
    source,
    occurTime: new Date(Date.now() - minutesAgo * 60_000),
  });
  return (await a.db.selectFrom('warningEvent').select('warningEventId').where('source', '=', source).executeTakeFirstOrThrow())
    .warningEventId;
}
const warning = (id: number) => a.db.selectFrom('warningEvent').selectAll().where('warningEventId', '=', id).executeTakeFirstOrThrow();

describe.skipIf(!redisUrl)('two instances on one database with Redis', () => {
  beforeAll(async () => {
    a = await startTestServer({ redisUrl });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kc-data-'));
    b = await startServer({ ...a.config, port: 0, dataDir, uploadDir: path.join(dataDir, 'uploads') });
    bUrl = b.url.replace('0.0.0.0', '127.0.0.1');
    for (const u of ['park01', 'teacher01']) tokens[u] = await a.login(u);
    [school1] = (await demoSchoolIds(a)) as [number];
    const t = await teacher01Classes(a, school1);
    fixture = await fixtureClass(a, school1, { children: 4, teacherIds: [t.teacherId] });
  }, 120_000);
  afterAll(async () => {
    for (const f of feeds) f.close();
    await b?.close();
    await a?.close();
  });

  it('a fever saved through one instance reaches the feed opened on the other', async () => {
    const teacherOnB = await openLive(bUrl, onB(tokens.teacher01 as string));
    feeds.push(teacherOnB);
    const child = fixture.studentIds[0] as number;
    await saveMorningCheck(a.client(tokens.park01), fixture.classId, fixture.studentIds, child, beijingToday());
    const e = await teacherOnB.next(raisedFor(child));
    expect(e.data).toMatchObject({ Type: WARNING_TYPE.Fever, StudentId: child, ClassId: fixture.classId });
  });

  it('a ticket taken on one instance opens the feed on the other, once', async () => {
    const { Ticket } = await ok(a.client(tokens.park01), api.warningLiveTicket, {});
    const feed = await openWithTicket(bUrl, Ticket);
    feeds.push(feed);
    expect(feed.status).toBe(200);
    expect((await openWithTicket(a.baseUrl, Ticket)).status).toBe(401);
  });

  it('schedules each job once and runs each queued job on one instance only', async () => {
    const { rows } = await sql<{
      name: string;
      n: number;
    }>`SELECT name, count(*)::int AS n FROM pgboss.schedule GROUP BY name ORDER BY name`.execute(a.db);
    expect(rows).toEqual(
      Object.values(JOB)
        .filter((name) => serverJobs().find((j) => j.name === name)?.cron)
        .sort()
        .map((name) => ({ name, n: 1 })),
    );
    const runsOf = (s: RunningServer) => s.jobs.runs.get(JOB.retention) ?? 0;
    const before = runsOf(a) + runsOf(b);
    const ids = [await a.jobs.trigger(JOB.retention), await b.jobs.trigger(JOB.retention), await a.jobs.trigger(JOB.retention)];
    for (const id of ids) expect((await a.jobs.waitFor(JOB.retention, id)).state).toBe('completed');
    expect(runsOf(a) + runsOf(b) - before).toBe(ids.length);
  });

  it('escalation raises a warning left new past its minutes and queues one SMS to the park admin, once', async () => {
    const child = fixture.studentIds[1] as number;
    const forgotten = await warningAgo(20, child);
    const recent = await warningAgo(5, fixture.studentIds[2] as number);
    const acknowledged = await warningAgo(30, fixture.studentIds[3] as number, WARNING_TYPE.Symptom);
    await a.db.updateTable('warningEvent').set({ state: WARNING_STATE.Acknowledged }).where('warningEventId', '=', acknowledged).execute();
    const history = await warningAgo(3 * 24 * 60, child, WARNING_TYPE.Symptom);
    const name = (await a.db.selectFrom('student').select('studentName').where('studentId', '=', child).executeTakeFirstOrThrow())
      .studentName;
    const smsAbout = async () =>
      a.db
        .selectFrom('msgOutbox')
        .select(['recipient', 'content', 'state'])
        .where('messageType', '=', 'WarningEscalated')
        .where('content', 'like', `%${name}%`)
        .execute();

    expect((await b.jobs.runNow(JOB.escalation)).state).toBe('completed');
    const w = await warning(forgotten);
    expect(w.level).toBe(WARNING_LEVEL.Critical);
    expect(w.escalatedTime).not.toBeNull();
    expect(w.state).toBe(WARNING_STATE.New);
    for (const id of [recent, acknowledged, history]) {
      const x = await warning(id);
      expect([x.level, x.escalatedTime], String(id)).toEqual([WARNING_LEVEL.Warning, null]);
    }
    const sms = await smsAbout();
    expect(sms).toEqual([{ recipient: '13800000007', content: expect.stringContaining('告警升级'), state: 0 }]);
    expect(sms[0]?.content).toContain('15 分钟');

    // Again, on the other instance: nothing more.
    expect((await a.jobs.runNow(JOB.escalation)).state).toBe('completed');
    expect((await warning(forgotten)).level).toBe(WARNING_LEVEL.Critical);
    expect(await smsAbout()).toHaveLength(1);
  });

  it('escalation follows the minutes the alert rules answer (none: never)', async () => {
    const tenMinutes = await warningAgo(10, null, WARNING_TYPE.LowBattery);
    expect(await escalateWarnings(a.db, async () => null)).toEqual({ escalated: 0, messages: 0 });
    expect((await warning(tenMinutes)).escalatedTime).toBeNull();
    const r = await escalateWarnings(a.db, async (_db, schoolId, type) =>
      schoolId === school1 && type === WARNING_TYPE.LowBattery ? 5 : null,
    );
    expect(r).toEqual({ escalated: 1, messages: 1 });
    expect((await warning(tenMinutes)).level).toBe(WARNING_LEVEL.Critical);
  });

  it('retention deletes the raw readings older than the platform setting, and only them', async () => {
    await a.db.updateTable('platformSetting').set({ value: '30' }).where('key', '=', 'rawReadingRetentionDays').execute();
    const child = fixture.studentIds[0] as number;
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
    const base = { schoolId: school1, classId: fixture.classId, studentId: child };
    const bracelet = async (days: number) =>
      (
        await a.db
          .insertInto('braceletData')
          .values({ ...base, recordTime: ago(days), heartRate: 100 })
          .returning('braceletDataId')
          .executeTakeFirstOrThrow()
      ).braceletDataId;
    const infrared = async (days: number, source: number) =>
      (
        await a.db
          .insertInto('infraredReading')
          .values({ ...base, date: beijingToday(), measureTime: ago(days), value: 36.5, source })
          .returning('infraredId')
          .executeTakeFirstOrThrow()
      ).infraredId;
    const emotion = async (days: number) =>
      (
        await a.db
          .insertInto('faceEmotionDetail')
          .values({ ...base, captureTime: ago(days), emotion: 1 })
          .returning('faceEmotionDetailId')
          .executeTakeFirstOrThrow()
      ).faceEmotionDetailId;
    const speech = async (days: number) =>
      (
        await a.db
          .insertInto('speechRecord')
          .values({ schoolId: school1, classId: fixture.classId, recordTime: ago(days), durationSeconds: 60 })
          .returning('speechRecordId')
          .executeTakeFirstOrThrow()
      ).speechRecordId;
    const old = {
      bracelet: await bracelet(40),
      device: await infrared(40, READING_SOURCE.Device),
      emotion: await emotion(31),
      speech: await speech(45),
    };
    const kept = {
      bracelet: await bracelet(29),
      manual: await infrared(40, READING_SOURCE.Manual),
      device: await infrared(2, READING_SOURCE.Device),
      emotion: await emotion(1),
      speech: await speech(10),
    };
    const run = await a.jobs.runNow(JOB.retention);
    expect(run.state).toBe('completed');
    const out = run.output as Record<string, number>;
    expect(out.days).toBe(30);
    for (const table of ['bracelet_data', 'infrared_reading', 'face_emotion_detail', 'speech_record'])
      expect(out[table]).toBeGreaterThanOrEqual(1);
    const exists = async (table: 'braceletData' | 'infraredReading' | 'faceEmotionDetail' | 'speechRecord', idCol: string, id: number) =>
      (
        await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))}
        WHERE ${sql.ref(idCol)} = ${id}`.execute(a.db)
      ).rows[0]?.n === 1;
    expect(await exists('braceletData', 'bracelet_data_id', old.bracelet)).toBe(false);
    expect(await exists('infraredReading', 'infrared_id', old.device)).toBe(false);
    expect(await exists('faceEmotionDetail', 'face_emotion_detail_id', old.emotion)).toBe(false);
    expect(await exists('speechRecord', 'speech_record_id', old.speech)).toBe(false);
    expect(await exists('braceletData', 'bracelet_data_id', kept.bracelet)).toBe(true);
    expect(await exists('infraredReading', 'infrared_id', kept.manual)).toBe(true);
    expect(await exists('infraredReading', 'infrared_id', kept.device)).toBe(true);
    expect(await exists('faceEmotionDetail', 'face_emotion_detail_id', kept.emotion)).toBe(true);
    expect(await exists('speechRecord', 'speech_record_id', kept.speech)).toBe(true);
  });
});
