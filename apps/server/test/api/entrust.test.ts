import {
  type ApiClient,
  api,
  Code,
  ENTRUST_KIND,
  ENTRUST_STATE,
  medicineFeeding,
  parentEntrust,
  signedHeaders,
  WARNING_TYPE,
} from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepMedicine } from '../../src/modules/entrust/doses.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { beijingToday, call, demoSchoolIds, fixtureClass, ok, plusDays, teacher01Classes } from './attendance-helpers.ts';
import { resourceApi } from './resource-helpers.ts';
import { PNG } from './upload-fixtures.ts';

/**
 * Parents' instructions and medicine doses through the real server: entering, Confirm / Reject,
 * a dose recorded (with a photo uploaded through Upload/Image), an overdue dose raising its
 * warning_event row (the sweep and DueToday), the instruction done, the scope and bad input.
 */
let server: TestServer;
let park: ApiClient;
let park2: ApiClient;
let teacher: ApiClient;
const token: Record<string, string> = {};
let school1: number;
let own: { classId: number; studentIds: number[] };
let otherChild: number;
let teacherClasses: number[];
let entrusts: ReturnType<ReturnType<typeof resourceApi>['as']>;
let parkEntrusts: typeof entrusts;
const today = beijingToday();
const yesterday = plusDays(today, -1);
const tomorrow = plusDays(today, 1);

const medicine = (StudentId: number, over: Record<string, unknown> = {}) => ({
  StudentId,
  Kind: ENTRUST_KIND.Medicine,
  StartDate: yesterday,
  EndDate: tomorrow,
  Details: '咳嗽，饭后服用',
  MedicineName: '止咳糖浆',
  Dose: '5 ml',
  DoseTimes: ['18:30', '07:00'],
  ...over,
});

async function uploadPhoto(tok: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)]), 'dose.png');
  const res = await fetch(`${server.baseUrl}/api/Upload/Image`, {
    method: 'POST',
    headers: signedHeaders(server.config.appCode, server.config.appKey, tok),
    body: form,
  });
  const body = (await res.json()) as { data: { success: boolean; path: string }[] };
  return body.data[0]?.path as string;
}

async function addConfirmed(client: typeof entrusts, input: Record<string, unknown>): Promise<number> {
  const added = await client.add(input);
  expect(added.code).toBe(Code.Success);
  const id = Number(added.data.ParentEntrustId);
  await ok(park, api.parentEntrustConfirm, { ParentEntrustId: id, Remark: '' });
  return id;
}

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['park01', 'park02', 'teacher01']) token[u] = await server.login(u);
  [park, park2, teacher] = [server.client(token.park01), server.client(token.park02), server.client(token.teacher01)];
  [school1] = (await demoSchoolIds(server)) as [number];
  const { teacherId, ownIds } = await teacher01Classes(server, school1);
  own = await fixtureClass(server, school1, { children: 3, teacherIds: [teacherId] });
  teacherClasses = [...ownIds, own.classId];
  otherChild = (await fixtureClass(server, school1, { children: 1 })).studentIds[0] as number;
  entrusts = resourceApi(server, parentEntrust).as(token.teacher01 as string);
  parkEntrusts = resourceApi(server, parentEntrust).as(token.park01 as string);
});
afterAll(() => server?.close());

describe('ParentEntrust: entering and its transitions', () => {
  it('adds a pending medicine instruction; school and class are the child’s, times in order', async () => {
    const child = own.studentIds[0] as number;
    const added = await entrusts.add(medicine(child));
    expect(added.code).toBe(Code.Success);
    const row = (await entrusts.detail(Number(added.data.ParentEntrustId))).data;
    expect(row).toMatchObject({ SchoolId: school1, ClassId: own.classId, State: ENTRUST_STATE.Pending, DoseTimes: ['07:00', '18:30'] });
  });

  it('refuses a medicine instruction without its times, a span too long and a foreign photo (100001)', async () => {
    const child = own.studentIds[0] as number;
    const noTimes = await entrusts.add(medicine(child, { DoseTimes: [] }));
    expect(noTimes.code).toBe(Code.InvalidInput);
    const long = await entrusts.add(medicine(child, { EndDate: plusDays(yesterday, 40) }));
    expect(long).toMatchObject({ code: Code.InvalidInput, msg: expect.stringContaining('31') });
    const photo = await entrusts.add(medicine(child, { Photo: 'https://example.com/x.png' }));
    expect(photo.code).toBe(Code.InvalidInput);
    const badTime = await entrusts.add(medicine(child, { DoseTimes: ['07:15'] }));
    expect(badTime.code).toBe(Code.InvalidInput);
  });

  it('another kind keeps no medicine fields', async () => {
    const added = await entrusts.add({
      StudentId: own.studentIds[1],
      Kind: ENTRUST_KIND.PickUp,
      StartDate: today,
      EndDate: today,
      Details: '今天由外婆接',
      MedicineName: '不该保存',
      DoseTimes: ['07:00'],
    });
    expect(added.code).toBe(Code.Success);
    const row = (await entrusts.detail(Number(added.data.ParentEntrustId))).data;
    expect(row).toMatchObject({ MedicineName: '', DoseTimes: [] });
  });

  it('confirms a pending instruction once; a confirmed one is neither changed, decided again nor deleted', async () => {
    const id = Number((await entrusts.add(medicine(own.studentIds[0] as number))).data.ParentEntrustId);
    const confirmed = await ok(teacher, api.parentEntrustConfirm, { ParentEntrustId: id, Remark: '已收到药品' });
    expect(confirmed.State).toBe(ENTRUST_STATE.Confirmed);
    const row = (await entrusts.detail(id)).data;
    expect(row).toMatchObject({ State: ENTRUST_STATE.Confirmed, ConfirmByName: '刘老师', ConfirmRemark: '已收到药品' });
    expect((await call(teacher, api.parentEntrustConfirm, { ParentEntrustId: id, Remark: '' })).code).toBe(Code.Conflict);
    expect((await call(teacher, api.parentEntrustReject, { ParentEntrustId: id, Remark: '不行' })).code).toBe(Code.Conflict);
    expect((await entrusts.update({ ParentEntrustId: id, Details: '改' })).code).toBe(Code.Conflict);
    expect((await parkEntrusts.remove({ ParentEntrustId: id })).code).toBe(Code.Conflict);
  });

  it('rejects with a remark (none: 100001); a rejected one may be deleted', async () => {
    const id = Number((await entrusts.add(medicine(own.studentIds[1] as number))).data.ParentEntrustId);
    expect((await call(teacher, api.parentEntrustReject, { ParentEntrustId: id, Remark: '  ' })).code).toBe(Code.InvalidInput);
    const rejected = await ok(teacher, api.parentEntrustReject, { ParentEntrustId: id, Remark: '药品无标签' });
    expect(rejected.State).toBe(ENTRUST_STATE.Rejected);
    expect((await parkEntrusts.remove({ ParentEntrustId: id })).code).toBe(Code.Success);
  });

  it('keeps a teacher to their classes and a park admin to their school (100004)', async () => {
    const foreign = await entrusts.add(medicine(otherChild));
    expect(foreign.code).toBe(Code.NotFound);
    const parkOwn = await parkEntrusts.add(medicine(otherChild));
    expect(parkOwn.code).toBe(Code.Success);
    const id = Number(parkOwn.data.ParentEntrustId);
    expect((await call(teacher, api.parentEntrustConfirm, { ParentEntrustId: id, Remark: '' })).code).toBe(Code.NotFound);
    expect((await call(park2, api.parentEntrustConfirm, { ParentEntrustId: id, Remark: '' })).code).toBe(Code.NotFound);
    expect((await entrusts.detail(id)).code).toBe(Code.NotFound);
    const page = await entrusts.page({});
    expect(page.data.list.length).toBeGreaterThan(0);
    expect(page.data.list.every((r) => teacherClasses.includes(Number(r.ClassId)))).toBe(true);
  });
});

describe('MedicineFeeding: doses', () => {
  let id: number;
  beforeAll(async () => {
    id = await addConfirmed(entrusts, medicine(own.studentIds[2] as number));
  });

  it('records a past dose with a photo: late, fed by the caller, listed', async () => {
    const Photo = await uploadPhoto(token.teacher01 as string);
    const rec = await ok(teacher, api.medicineRecord, {
      ParentEntrustId: id,
      DueDate: yesterday,
      DueTime: '07:00',
      Dose: '5 ml',
      Photo,
      Remark: '',
    });
    expect(rec).toMatchObject({ Late: true, EntrustState: ENTRUST_STATE.Confirmed });
    const list = await resourceApi(server, medicineFeeding)
      .as(token.teacher01 as string)
      .page({ ParentEntrustId: id });
    expect(list.data.list).toEqual([
      expect.objectContaining({
        DueDate: yesterday,
        DueTime: '07:00',
        Dose: '5 ml',
        FedByName: '刘老师',
        MedicineName: '止咳糖浆',
        Late: true,
      }),
    ]);
    const again = await call(teacher, api.medicineRecord, { ParentEntrustId: id, DueDate: yesterday, DueTime: '07:00', Dose: '5 ml' });
    expect(again.code).toBe(Code.Conflict);
  });

  it('refuses a time the instruction has not, a later day, a day outside it and a bad photo (100001)', async () => {
    const base = { ParentEntrustId: id, Dose: '5 ml' };
    expect((await call(teacher, api.medicineRecord, { ...base, DueDate: yesterday, DueTime: '12:00' })).code).toBe(Code.InvalidInput);
    expect((await call(teacher, api.medicineRecord, { ...base, DueDate: tomorrow, DueTime: '07:00' })).code).toBe(Code.InvalidInput);
    expect((await call(teacher, api.medicineRecord, { ...base, DueDate: plusDays(today, -5), DueTime: '07:00' })).code).toBe(
      Code.InvalidInput,
    );
    expect((await call(teacher, api.medicineRecord, { ...base, DueDate: '2026-02-30', DueTime: '07:00' })).code).toBe(Code.InvalidInput);
    expect((await call(teacher, api.medicineRecord, { ...base, DueDate: yesterday, DueTime: '18:30', Photo: '/etc/passwd' })).code).toBe(
      Code.InvalidInput,
    );
  });

  it('an overdue dose raises its MedicineOverdue warning_event row (the sweep), once', async () => {
    await sweepMedicine(server.db);
    await sweepMedicine(server.db);
    const rows = await server.db
      .selectFrom('warningEvent')
      .selectAll()
      .where('source', '=', `MedicineDose:${id}:${yesterday}:18:30`)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: WARNING_TYPE.MedicineOverdue,
      schoolId: school1,
      classId: own.classId,
      studentId: own.studentIds[2],
    });
    // The dose fed (late) raised none.
    const fed = await server.db
      .selectFrom('warningEvent')
      .select('source')
      .where('source', '=', `MedicineDose:${id}:${yesterday}:07:00`)
      .execute();
    expect(fed).toHaveLength(0);
  });

  it('DueToday answers today’s doses of the caller’s classes; a dose recorded shows fed', async () => {
    const before = await ok(teacher, api.medicineDueToday, { ClassId: own.classId });
    const mine = before.Doses.filter((d) => d.ParentEntrustId === id);
    expect(mine.map((d) => d.DueTime)).toEqual(['07:00', '18:30']);
    expect(mine.every((d) => d.DueDate === today && ['due', 'overdue'].includes(d.State))).toBe(true);
    await ok(teacher, api.medicineRecord, { ParentEntrustId: id, DueDate: today, DueTime: '07:00', Dose: '5 ml' });
    const after = await ok(teacher, api.medicineDueToday, {});
    const dose = after.Doses.find((d) => d.ParentEntrustId === id && d.DueTime === '07:00');
    expect(dose).toMatchObject({ State: 'fed', FedByName: '刘老师', FedDose: '5 ml' });
    // Scope: another school's park admin sees none of them, and cannot name the class.
    expect((await ok(park2, api.medicineDueToday, {})).Doses.some((d) => d.ParentEntrustId === id)).toBe(false);
    expect((await call(park2, api.medicineDueToday, { ClassId: own.classId })).code).toBe(Code.NotFound);
  });

  it('DueToday checks on read: a dose past its time and margin is overdue and has its warning, before any sweep', async () => {
    const single = await addConfirmed(
      entrusts,
      medicine(own.studentIds[0] as number, { StartDate: today, EndDate: today, DoseTimes: ['07:00'] }),
    );
    const overdue = Date.now() > new Date(`${today}T07:30:00+08:00`).getTime();
    const dose = (await ok(teacher, api.medicineDueToday, { ClassId: own.classId })).Doses.find((d) => d.ParentEntrustId === single);
    expect(dose).toMatchObject({
      DueTime: '07:00',
      State: overdue ? 'overdue' : 'due',
      DueAt: new Date(`${today}T07:00:00+08:00`).toISOString(),
    });
    const rows = await server.db.selectFrom('warningEvent').select('source').where('source', 'like', `MedicineDose:${single}:%`).execute();
    expect(rows.map((r) => r.source)).toEqual(overdue ? [`MedicineDose:${single}:${today}:07:00`] : []);
  });

  it('a teacher cannot record a dose of another class (100004); the instruction is done with its last dose', async () => {
    const foreign = await addConfirmed(
      parkEntrusts,
      medicine(otherChild, { StartDate: yesterday, EndDate: yesterday, DoseTimes: ['07:00'] }),
    );
    const refused = await call(teacher, api.medicineRecord, { ParentEntrustId: foreign, DueDate: yesterday, DueTime: '07:00', Dose: '1' });
    expect(refused.code).toBe(Code.NotFound);
    const done = await ok(park, api.medicineRecord, { ParentEntrustId: foreign, DueDate: yesterday, DueTime: '07:00', Dose: '1 片' });
    expect(done.EntrustState).toBe(ENTRUST_STATE.Done);
    const more = await call(park, api.medicineRecord, { ParentEntrustId: foreign, DueDate: yesterday, DueTime: '07:00', Dose: '1' });
    expect(more.code).toBe(Code.Conflict);
  });

  it('the sweep closes a confirmed instruction whose days are over', async () => {
    const past = await addConfirmed(parkEntrusts, {
      StudentId: own.studentIds[1],
      Kind: ENTRUST_KIND.SpecialCare,
      StartDate: plusDays(today, -3),
      EndDate: yesterday,
      Details: '午睡时多盖被子',
    });
    await sweepMedicine(server.db);
    expect((await parkEntrusts.detail(past)).data.State).toBe(ENTRUST_STATE.Done);
  });
});
