import { api, Code, messageConfig, resourceEndpoints, STAFF_POST, TEACHER_STATUS, WARNING_STATE, WARNING_TYPE } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverWarnings } from '../../src/modules/alerts/delivery.ts';
import { raiseWarning } from '../../src/modules/alerts/raise.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { demoSchoolIds, fixtureClass } from './attendance-helpers.ts';

/**
 * The warnings' delivery through the real server's database: a school's rule (MessageConfig) with
 * the SMS channel texts its recipients once — the staff named and the posts named, a teacher's post
 * only the warning's class's own — through the outbox; console-only types are marked and texted to
 * nobody; quiet hours hold a warning back until they end, and one acknowledged meanwhile is never sent.
 */
let server: TestServer;
let school1: number;
let fixture: { classId: number; studentIds: number[] };
const staff: Record<string, { id: number; mobile: string }> = {};

const smsTo = async (warningType: string) =>
  (
    await server.db
      .selectFrom('msgOutbox')
      .select(['recipient', 'content'])
      .where('messageType', '=', 'WarningRaised')
      .where('content', 'like', `%${warningType}%`)
      .orderBy('recipient')
      .execute()
  ).map((r) => r.recipient);

async function addStaff(name: string, mobile: string, post: number, classId?: number) {
  const { teacherId } = await server.db
    .insertInto('teacher')
    .values({ schoolId: school1, name, mobile, post, status: TEACHER_STATUS.OnDuty })
    .returning('teacherId')
    .executeTakeFirstOrThrow();
  if (classId) await server.db.insertInto('classTeacher').values({ classId, teacherId }).execute();
  staff[name] = { id: teacherId, mobile };
}

const raise = (type: number, value: string, studentIndex = 0) =>
  raiseWarning(server.db, {
    schoolId: school1,
    classId: fixture.classId,
    studentId: fixture.studentIds[studentIndex] as number,
    type,
    value,
    source: `Test:${type}:${value}:${Math.random()}`,
  });

beforeAll(async () => {
  server = await startTestServer();
  [school1] = (await demoSchoolIds(server)) as [number];
  fixture = await fixtureClass(server, school1, { children: 3 });
  const other = await fixtureClass(server, school1, { children: 1 });
  await addStaff('送达保健医', '13911110001', STAFF_POST.Nurse);
  await addStaff('送达班主任', '13911110002', STAFF_POST.Teacher, fixture.classId);
  await addStaff('别班老师', '13911110003', STAFF_POST.Teacher, other.classId);
  await addStaff('指定园长', '13911110004', STAFF_POST.Principal);
  // Warnings the demo raised before this test are no concern of it.
  await server.db.updateTable('warningEvent').set({ deliveredTime: new Date() }).where('deliveredTime', 'is', null).execute();
  // The demo's rule of school 1's fevers, as a school would set it: SMS to the nurse, the class's
  // teachers and the principal by name, no quiet hours.
  const park = await server.as('park01');
  const rule = await server.db
    .selectFrom('messageConfig')
    .select('messageConfigId')
    .where('schoolId', '=', school1)
    .where('type', '=', WARNING_TYPE.Fever)
    .executeTakeFirstOrThrow();
  const updated = await park.call(resourceEndpoints(messageConfig).Update, {
    MessageConfigId: rule.messageConfigId,
    RecipientPosts: [String(STAFF_POST.Nurse), String(STAFF_POST.Teacher)],
    RecipientTeacherIds: [staff.指定园长?.id],
    Channels: ['console', 'sms'],
    QuietFrom: null,
    QuietTo: null,
  } as never);
  expect(updated.code, updated.msg).toBe(Code.Success);
});
afterAll(() => server?.close());

describe('the delivery of new warnings', () => {
  it('texts a fever once to the nurse, the class’s own teacher and the principal named, not another class’s teacher', async () => {
    await raise(WARNING_TYPE.Fever, '38.4');
    const first = await deliverWarnings(server.db);
    expect(first).toEqual({ delivered: 1, messages: 3 });
    expect(await smsTo('38.4')).toEqual([staff.送达保健医?.mobile, staff.送达班主任?.mobile, staff.指定园长?.mobile].sort());
    expect((await smsTo('38.4')).includes(staff.别班老师?.mobile as string)).toBe(false);
    // Once: the next run finds nothing to send.
    expect(await deliverWarnings(server.db)).toEqual({ delivered: 0, messages: 0 });
  });

  it('marks a type the school sends on the console only, and texts nobody', async () => {
    await raise(WARNING_TYPE.Symptom, 'cough');
    expect(await deliverWarnings(server.db)).toEqual({ delivered: 1, messages: 0 });
    expect(await smsTo('cough')).toEqual([]);
  });

  it('holds a warning back in the quiet hours and sends it after them, unless it was acknowledged meanwhile', async () => {
    await server.db
      .updateTable('messageConfig')
      .set({ quietFrom: '00:00', quietTo: '23:59' } as never)
      .where('schoolId', '=', school1)
      .where('type', '=', WARNING_TYPE.Fever)
      .execute();
    await raise(WARNING_TYPE.Fever, '38.9', 1);
    await raise(WARNING_TYPE.Fever, '39.1', 2);
    expect(await deliverWarnings(server.db)).toEqual({ delivered: 0, messages: 0 });
    const seen = await server.db.selectFrom('warningEvent').select('warningEventId').where('value', '=', '39.1').executeTakeFirstOrThrow();
    const park = await server.as('park01');
    const ack = await park.call(api.warningAcknowledge, { WarningEventId: seen.warningEventId, Remark: '' });
    expect(ack.code, ack.msg).toBe(Code.Success);
    await server.db
      .updateTable('messageConfig')
      .set({ quietFrom: '', quietTo: '' } as never)
      .where('schoolId', '=', school1)
      .where('type', '=', WARNING_TYPE.Fever)
      .execute();
    expect(await deliverWarnings(server.db)).toEqual({ delivered: 1, messages: 3 });
    expect(await smsTo('38.9')).toHaveLength(3);
    expect(await smsTo('39.1')).toEqual([]);
    const acknowledged = await server.db
      .selectFrom('warningEvent')
      .select(['state', 'deliveredTime'])
      .where('warningEventId', '=', seen.warningEventId)
      .executeTakeFirstOrThrow();
    expect(acknowledged).toEqual({ state: WARNING_STATE.Acknowledged, deliveredTime: null });
  });

  it('runs as the minute job of the server', async () => {
    await raise(WARNING_TYPE.Fever, '38.2');
    expect((await server.jobs.runNow('warning-delivery')).state).toBe('completed');
    expect(await smsTo('38.2')).toHaveLength(3);
  });
});
