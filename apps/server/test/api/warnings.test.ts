import {
  type ApiClient,
  api,
  Code,
  type LiveWarning,
  NO_SMART_CENTRE_MESSAGE,
  WARNING_LIVE_EVENTS,
  WARNING_STATE,
  WARNING_TYPE,
  warningEvent,
} from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseWarning } from '../../src/modules/alerts/raise.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { beijingToday, call, demoSchoolIds, fixtureClass, ok, teacher01Classes } from './attendance-helpers.ts';
import { type LiveFeed, openLive, openWithTicket, raisedFor, saveMorningCheck } from './live-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * Warnings (/Ai/Warm) through the real server: the list and its filters within each role's scope,
 * the workflow (new → acknowledged → handled or false alarm: who, when, a remark; 100005 for any
 * other move), who may move them (a teacher their classes', a supervisor never), the smart-centre
 * rule (park03), the badge's open count, and the live feed: a fever saved by a class's daily check
 * reaches the signed-in staff who may see it, at once, and nobody else.
 */
let server: TestServer;
const token: Record<string, string> = {};
const client: Record<string, ApiClient> = {};
let school1: number;
let school2: number;
let own: { classId: number; studentIds: number[] };
let otherClassId: number;
const today = beijingToday();
const warnings = () => resourceApi(server, warningEvent);

/** The newest warning of a child. */
const warningOf = (studentId: number) =>
  server.db
    .selectFrom('warningEvent')
    .selectAll()
    .where('studentId', '=', studentId)
    .orderBy('warningEventId', 'desc')
    .executeTakeFirstOrThrow();

/** A warning raised the way daily care raises it (the domain's own function), of any class. */
async function raised(schoolId: number, classId: number | null, type: number = WARNING_TYPE.Symptom) {
  const source = `Test:${Math.random().toString(36).slice(2)}`;
  await raiseWarning(server.db, { schoolId, classId, type, value: 'cough', source });
  return (await server.db.selectFrom('warningEvent').select('warningEventId').where('source', '=', source).executeTakeFirstOrThrow())
    .warningEventId;
}

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['park01', 'park02', 'park03', 'teacher01', 'gov01', 'operator']) {
    token[u] = await server.login(u);
    client[u] = server.client(token[u]);
  }
  [school1, school2] = (await demoSchoolIds(server)) as [number, number];
  const t = await teacher01Classes(server, school1);
  otherClassId = t.otherClassId;
  own = await fixtureClass(server, school1, { children: 6, teacherIds: [t.teacherId] });
});
afterAll(() => server?.close());

describe('WarningEvent: the workflow', () => {
  it('a fever of a daily check is a new warning the class teacher sees, acknowledges, then handles with a remark', async () => {
    const child = own.studentIds[0] as number;
    await saveMorningCheck(client.teacher01 as ApiClient, own.classId, own.studentIds, child, today);
    const w = await warningOf(child);
    const id = w.warningEventId;
    const teacher = warnings().as(token.teacher01 as string);
    const page = await teacher.page({ Type: WARNING_TYPE.Fever, State: WARNING_STATE.New, ClassId: own.classId });
    expect(page.code, page.msg).toBe(Code.Success);
    expect(page.data.list.map((r) => r.WarningEventId)).toContain(id);
    expect(page.data.list.find((r) => r.WarningEventId === id)).toMatchObject({
      Type: WARNING_TYPE.Fever,
      State: WARNING_STATE.New,
      StudentName: '测试幼儿A',
      ClassId: own.classId,
      SchoolId: school1,
      Value: '38.6',
      HandledByName: null,
    });

    // Not closed before someone acknowledged it.
    const early = await call(client.teacher01 as ApiClient, api.warningHandle, { WarningEventId: id, Remark: 'sent home' });
    expect(early).toMatchObject({ code: Code.Conflict, msg: 'State: only an acknowledged warning can be closed; this one is new' });

    const before = await ok(client.teacher01 as ApiClient, api.warningOpenCount, {});
    const ack = await ok(client.teacher01 as ApiClient, api.warningAcknowledge, { WarningEventId: id });
    expect(ack.State).toBe(WARNING_STATE.Acknowledged);
    const again = await call(client.teacher01 as ApiClient, api.warningAcknowledge, { WarningEventId: id });
    expect(again).toMatchObject({ code: Code.Conflict, msg: 'State: only a new warning can be acknowledged; this one is acknowledged' });
    const afterAck = await ok(client.teacher01 as ApiClient, api.warningOpenCount, {});
    expect(afterAck).toEqual({ Open: before.Open, New: before.New - 1 });

    const noRemark = await call(client.teacher01 as ApiClient, api.warningHandle, { WarningEventId: id, Remark: '  ' });
    expect(noRemark.code).toBe(Code.InvalidInput);
    const done = await ok(client.teacher01 as ApiClient, api.warningHandle, { WarningEventId: id, Remark: '已通知家长接回' });
    expect(done.State).toBe(WARNING_STATE.Handled);
    const detail = await teacher.detail(id);
    expect(detail.data).toMatchObject({
      State: WARNING_STATE.Handled,
      AcknowledgedByName: '刘老师',
      HandledByName: '刘老师',
      Remark: '已通知家长接回',
    });
    expect(Date.parse(String(detail.data.HandledTime))).toBeGreaterThanOrEqual(Date.parse(String(detail.data.AcknowledgedTime)));
    expect(await ok(client.teacher01 as ApiClient, api.warningOpenCount, {})).toEqual({ Open: before.Open - 1, New: before.New - 1 });

    // Closed is closed.
    for (const ep of [api.warningAcknowledge, api.warningHandle, api.warningFalseAlarm]) {
      const res = await call(client.teacher01 as ApiClient, ep, { WarningEventId: id, Remark: 'again' });
      expect(res.code, ep.path).toBe(Code.Conflict);
    }
  });

  it('a park admin calls an acknowledged warning a false alarm; the record says who and why', async () => {
    const id = await raised(school1, otherClassId);
    await ok(client.park01 as ApiClient, api.warningAcknowledge, { WarningEventId: id, Remark: '看一下' });
    const res = await ok(client.park01 as ApiClient, api.warningFalseAlarm, { WarningEventId: id, Remark: '体温计故障' });
    expect(res.State).toBe(WARNING_STATE.FalseAlarm);
    const d = await warnings()
      .as(token.park01 as string)
      .detail(id);
    expect(d.data).toMatchObject({ State: WARNING_STATE.FalseAlarm, HandledByName: '王丽', Remark: '体温计故障' });
    const closed = await call(client.park01 as ApiClient, api.warningHandle, { WarningEventId: id, Remark: 'x' });
    expect(closed).toMatchObject({
      code: Code.Conflict,
      msg: 'State: only an acknowledged warning can be closed; this one is false alarm',
    });
  });

  it('answers a warning outside the scope exactly as a missing one, and changes nothing', async () => {
    const otherClass = await raised(school1, otherClassId);
    const otherSchool = await raised(school2, null);
    const missing = 99_999_999;
    const refusal = async (who: string, id: number) => {
      const r = await call(client[who] as ApiClient, api.warningAcknowledge, { WarningEventId: id });
      return `${r.code} ${r.msg.replace(String(id), '#')}`;
    };
    const asMissing = await refusal('teacher01', missing);
    expect(asMissing).toMatch(/^100004 /);
    expect(await refusal('teacher01', otherClass)).toBe(asMissing);
    expect(await refusal('teacher01', otherSchool)).toBe(asMissing);
    expect(await refusal('park02', otherClass)).toBe(await refusal('park02', missing));
    const states = await server.db
      .selectFrom('warningEvent')
      .select('state')
      .where('warningEventId', 'in', [otherClass, otherSchool])
      .execute();
    expect(states.map((s) => s.state)).toEqual([WARNING_STATE.New, WARNING_STATE.New]);
    // The list too: the teacher sees their classes only, a park admin their school, the operator all.
    const teacherIds = (
      await warnings()
        .as(token.teacher01 as string)
        .page({ size: 100 })
    ).data.list.map((r) => r.WarningEventId);
    expect(teacherIds).not.toContain(otherClass);
    expect(teacherIds).not.toContain(otherSchool);
    const parkIds = (
      await warnings()
        .as(token.park01 as string)
        .page({ size: 100 })
    ).data.list.map((r) => r.WarningEventId);
    expect(parkIds).toContain(otherClass);
    expect(parkIds).not.toContain(otherSchool);
    const opIds = (
      await warnings()
        .as(token.operator as string)
        .page({ size: 100 })
    ).data.list.map((r) => r.WarningEventId);
    expect(opIds).toEqual(expect.arrayContaining([otherClass, otherSchool]));
  });

  it('a supervisor reads its region’s warnings but never moves one; park03 (no smart centre) is refused everything', async () => {
    const id = await raised(school1, otherClassId);
    const gov = warnings().as(token.gov01 as string);
    const page = await gov.page({ SchoolId: school1 });
    expect(page.code, page.msg).toBe(Code.Success);
    expect(page.data.list.map((r) => r.WarningEventId)).toContain(id);
    const refused = await call(client.gov01 as ApiClient, api.warningAcknowledge, { WarningEventId: id });
    expect(refused.code).toBe(Code.NoPermission);
    for (const res of [
      await warnings()
        .as(token.park03 as string)
        .page(),
      await call(client.park03 as ApiClient, api.warningOpenCount, {}),
      await call(client.park03 as ApiClient, api.warningLiveTicket, {}),
      await call(client.park03 as ApiClient, api.warningAcknowledge, { WarningEventId: id }),
    ]) {
      expect(res).toMatchObject({ code: Code.NoPermission, msg: NO_SMART_CENTRE_MESSAGE });
    }
    // The control room is the platform's.
    expect((await call(client.park01 as ApiClient, api.controlRoom, {})).code).toBe(Code.NoPermission);
  });

  it('filters by type, level, state, child, school and day, sorts and exports', async () => {
    const t = warnings().as(token.park01 as string);
    const fever = await t.page({
      Type: WARNING_TYPE.Fever,
      OccurTime_from: `${today}T00:00:00+08:00`,
      OccurTime_to: `${today}T23:59:59+08:00`,
    });
    expect(fever.code, fever.msg).toBe(Code.Success);
    expect(fever.data.total).toBeGreaterThanOrEqual(1);
    expect(fever.data.list.every((r) => r.Type === WARNING_TYPE.Fever)).toBe(true);
    const byName = await t.page({ StudentName: '测试幼儿A', sort: 'OccurTime' });
    expect(byName.data.list.every((r) => String(r.StudentName).includes('测试幼儿A'))).toBe(true);
    const none = await t.page({ OccurTime_from: '2001-01-01T00:00:00+08:00', OccurTime_to: '2001-01-02T00:00:00+08:00' });
    expect(none.data.total).toBe(0);
    const impossible = await t.page({ OccurTime_from: '2026-02-30T00:00:00+08:00' });
    expect(impossible.code).toBe(Code.InvalidInput);
    const file = await warnings()
      .as(token.teacher01 as string)
      .exportFile({ Type: WARNING_TYPE.Fever });
    expect(file.code, file.msg).toBe(Code.Success);
    expect(file.data.Rows).toBeGreaterThanOrEqual(1);
  });
});

describe('WarningEvent: the live feed', () => {
  const feeds: LiveFeed[] = [];
  afterAll(() => {
    for (const f of feeds) f.close();
  });

  it('the class teacher sees a fever of a check saved by another client at once; another school’s admin does not', async () => {
    const teacher = await openLive(server.baseUrl, client.teacher01 as ApiClient);
    const park2 = await openLive(server.baseUrl, client.park02 as ApiClient);
    feeds.push(teacher, park2);
    expect(teacher.status).toBe(200);
    const child = own.studentIds[1] as number;
    // The park admin saves the class's check: the teacher's top bar hears of it.
    await saveMorningCheck(client.park01 as ApiClient, own.classId, own.studentIds, child, today, 39.1);
    const e = await teacher.next(raisedFor(child));
    expect(e.data as LiveWarning).toMatchObject({
      Type: WARNING_TYPE.Fever,
      Value: '39.1',
      StudentName: '测试幼儿B',
      SchoolId: school1,
      ClassId: own.classId,
      State: WARNING_STATE.New,
    });
    // park02's feed works (a warning of its own school reaches it) and never carried school 1's.
    const theirs = await raised(school2, null);
    await park2.next((x) => x.event === WARNING_LIVE_EVENTS.Raised && (x.data as LiveWarning).WarningEventId === theirs);
    expect(park2.events.filter((x) => x.event === WARNING_LIVE_EVENTS.Raised && (x.data as LiveWarning).SchoolId === school1)).toEqual([]);
    expect(teacher.events.some((x) => (x.data as LiveWarning | null)?.WarningEventId === theirs)).toBe(false);
    // Acknowledging tells the feeds that see it to read their counts again.
    const id = (await warningOf(child)).warningEventId;
    const seen = teacher.events.length;
    await ok(client.teacher01 as ApiClient, api.warningAcknowledge, { WarningEventId: id });
    await teacher.next((x) => x.event === WARNING_LIVE_EVENTS.Changed && teacher.events.indexOf(x) >= seen);
  });

  it('opens only with a fresh ticket of a signed call, once', async () => {
    const { Ticket } = await ok(client.park01 as ApiClient, api.warningLiveTicket, {});
    const first = await openWithTicket(server.baseUrl, Ticket);
    feeds.push(first);
    expect(first.status).toBe(200);
    const second = await openWithTicket(server.baseUrl, Ticket);
    expect(second.status).toBe(401);
    for (const bad of ['', 'x'.repeat(32), 'not a ticket']) expect((await openWithTicket(server.baseUrl, bad)).status).toBe(401);
    // The ticket call itself is a signed, granted call.
    const unsigned = await fetch(`${server.baseUrl}/api/WarningEvent/LiveTicket`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.park01}` },
      body: '{}',
    });
    expect(((await unsigned.json()) as { code: number }).code).toBe(Code.BadSignature);
  });
});
