import {
  type ApiClient,
  api,
  CERT_STATE,
  Code,
  SCHOOL_TIME_ZONE,
  STAFF_POST,
  TEACHER_CHANGE_KIND,
  TEACHER_STATUS,
  teacher,
  teacherChange,
} from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { readSheet, resourceApi, uploadExcel, xlsx } from './resource-helpers.ts';

/**
 * Staff through the real server: the Teacher resource (classes, masking, certificate state),
 * the changes recorded for post and class edits, TeacherChange/Add (leave, back to duty,
 * resignation), Teacher/SelectCertExpiring at the 30-day edge, Teacher/GetPromoCode, and the
 * scopes (park01: school 1; teacher01: themselves and the staff of their classes).
 */
let server: TestServer;
let park: ReturnType<ReturnType<typeof resourceApi>['as']>;
let parkChanges: ReturnType<ReturnType<typeof resourceApi>['as']>;
let teacherRes: ReturnType<ReturnType<typeof resourceApi>['as']>;
let teacherChanges: ReturnType<ReturnType<typeof resourceApi>['as']>;
let parkApi: ApiClient;
let parkToken: string;
let teacherApi: ApiClient;
let teacher01: number;
let school1Classes: number[];
let school2Class: number;

beforeAll(async () => {
  server = await startTestServer();
  parkToken = await server.login('park01');
  const teacherToken = await server.login('teacher01');
  park = resourceApi(server, teacher).as(parkToken);
  parkChanges = resourceApi(server, teacherChange).as(parkToken);
  teacherRes = resourceApi(server, teacher).as(teacherToken);
  teacherChanges = resourceApi(server, teacherChange).as(teacherToken);
  parkApi = await server.as('park01');
  teacherApi = await server.as('teacher01');
  teacher01 = Number(
    (await server.db.selectFrom('sysUser').select('identityId').where('username', '=', 'teacher01').executeTakeFirstOrThrow()).identityId,
  );
  school1Classes = (await server.db.selectFrom('schoolClass').select('classId').where('schoolId', '=', 1).orderBy('classId').execute()).map(
    (c) => c.classId,
  );
  school2Class = (await server.db.selectFrom('schoolClass').select('classId').where('schoolId', '=', 2).executeTakeFirstOrThrow()).classId;
});
afterAll(() => server?.close());

let serial = 0;
const mobile = () => `136${String(Date.now() % 1e6).padStart(6, '0')}${String(serial++ % 100).padStart(2, '0')}`;
/** The school's local date plus `days` (schools are in SCHOOL_TIME_ZONE). */
function localDate(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const newStaff = async (over: Record<string, unknown> = {}) => {
  const added = await park.add({ SchoolId: 1, Name: '测试老师', Mobile: mobile(), Post: STAFF_POST.Teacher, Gender: 2, ...over });
  expect(added.code, added.msg).toBe(Code.Success);
  return added.data.TeacherId as number;
};
const classesOf = async (teacherId: number) =>
  (await server.db.selectFrom('classTeacher').select('classId').where('teacherId', '=', teacherId).orderBy('classId').execute()).map(
    (r) => r.classId,
  );
const changesOf = (teacherId: number) =>
  server.db.selectFrom('teacherChange').selectAll().where('teacherId', '=', teacherId).orderBy('teacherChangeId').execute();

describe('Teacher resource', () => {
  it('adds staff with classes; lists mask the mobile, the detail shows it to editors only', async () => {
    const m = mobile();
    const id = await newStaff({
      Name: '周老师',
      Mobile: m,
      ClassIds: [school1Classes[0], school1Classes[1]],
      EntryDate: '2024-08-20',
      TeacherCertNo: 'JS-2024-001',
      BraceletId: 'BR-9',
    });
    expect(await classesOf(id)).toEqual([school1Classes[0], school1Classes[1]]);
    const row = await server.db.selectFrom('teacher').selectAll().where('teacherId', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ schoolId: 1, name: '周老师', mobile: m, post: STAFF_POST.Teacher, status: TEACHER_STATUS.OnDuty });
    expect(row.teacherCertNo).toBe('JS-2024-001');

    const listed = (await park.page({ Name: '周老师' })).data.list[0];
    expect(listed).toMatchObject({ TeacherId: id, Mobile: `${m.slice(0, 3)}****${m.slice(7)}`, CertState: null, Status: 1 });
    expect(listed?.ClassIds).toEqual([school1Classes[0], school1Classes[1]]);
    expect((await park.detail(id)).data.Mobile).toBe(m);
    // teacher01 shares a class with the new colleague: sees them, masked (view only).
    expect((await teacherRes.detail(id)).data.Mobile).toContain('****');
    // No change recorded for a new record.
    expect(await changesOf(id)).toEqual([]);
  });

  it('refuses bad input, classes of another school and a duplicate mobile; writes nothing', async () => {
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('teacher')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ Mobile: '1380000' }, Code.InvalidInput, 'Mobile: phone number format error'],
      [{ Post: 99 }, Code.InvalidInput, 'Post: must be one of 1, 2, 3, 4, 5, 6, 7, 8'],
      [{ HealthCertExpire: '2025-13-01x' }, Code.InvalidInput, 'HealthCertExpire: must be a real date YYYY-MM-DD'],
      [{ ClassIds: [school2Class] }, Code.NotFound, `ClassIds: class ${school2Class} does not exist`],
      [{ Mobile: '13800000008' }, Code.Conflict, 'Mobile: a staff member with this mobile already exists in this school'],
    ];
    for (const [over, code, msg] of cases) {
      const r = await park.add({ SchoolId: 1, Name: '坏数据', Mobile: mobile(), Post: 2, ...over });
      expect(r, JSON.stringify(over)).toMatchObject({ code, msg });
    }
    expect(await count()).toBe(before);
  });

  it('records post and class edits as changes; leaving a class ends being its head teacher', async () => {
    const [c1, c2, c3] = school1Classes as [number, number, number];
    const id = await newStaff({ ClassIds: [c1, c2] });
    await server.db.updateTable('schoolClass').set({ headTeacherId: id }).where('classId', '=', c2).execute();
    const upd = await park.update({ TeacherId: id, Post: STAFF_POST.Nurse, ClassIds: [c1, c3] });
    expect(upd.code, upd.msg).toBe(Code.Success);
    expect(await classesOf(id)).toEqual([c1, c3]);
    const head = await server.db.selectFrom('schoolClass').select('headTeacherId').where('classId', '=', c2).executeTakeFirstOrThrow();
    expect(head.headTeacherId).toBeNull();
    const changes = await changesOf(id);
    expect(changes.map((c) => [c.kind, c.fromPost, c.post, c.fromStatus, c.status])).toEqual([
      [TEACHER_CHANGE_KIND.Post, STAFF_POST.Teacher, STAFF_POST.Nurse, 1, 1],
      [TEACHER_CHANGE_KIND.Classes, STAFF_POST.Nurse, STAFF_POST.Nurse, 1, 1],
    ]);
    expect(changes[0]?.changeDate).toBe(localDate());
    const names = await server.db
      .selectFrom('schoolClass')
      .select('className')
      .where('classId', 'in', [c1, c2])
      .orderBy('classId')
      .execute();
    expect(changes[1]?.fromClasses).toBe(names.map((n) => n.className).join(', '));
    const listed = await parkChanges.page({ TeacherId: id });
    expect(listed.data.total).toBe(2);
    expect(listed.data.list[0]).toMatchObject({ Kind: TEACHER_CHANGE_KIND.Classes, ClassIds: [c1, c3], OperatorName: '王丽' });
    // An edit that changes neither records nothing.
    expect((await park.update({ TeacherId: id, Name: '改名老师', ClassIds: [c3, c1] })).code).toBe(Code.Success);
    expect((await changesOf(id)).length).toBe(2);
  });

  it('refuses deleting staff with a console account; deletes others with their history', async () => {
    expect(await park.remove({ TeacherId: teacher01 })).toMatchObject({
      code: Code.Conflict,
      msg: 'the staff member has a console account: record a resignation instead: 刘老师',
    });
    const id = await newStaff({ ClassIds: [school1Classes[0]] });
    expect((await park.update({ TeacherId: id, Post: STAFF_POST.Cook })).code).toBe(Code.Success);
    expect((await park.remove({ TeacherId: id })).code).toBe(Code.Success);
    expect(await changesOf(id)).toEqual([]);
    expect(await classesOf(id)).toEqual([]);
  });
});

describe('Teacher: Export and Import', () => {
  it("exports the school's staff masked; imports all rows or none, a duplicate mobile reported", async () => {
    const exported = await park.exportFile({});
    const inSchool1 = await server.db.selectFrom('teacher').select('teacherId').where('schoolId', '=', 1).execute();
    expect(exported.data.Rows).toBe(inSchool1.length);
    const sheet = await readSheet(server, exported.data.FilePath);
    expect(sheet.rows.slice(1).every((r) => /^\d{3}\*{4}\d{4}$/.test(String(r[3])))).toBe(true);

    const template = await readSheet(server, (await resourceApi(server, teacher).as(parkToken, 'en').template()).data.FilePath);
    expect(template.rows[1]).toEqual(['SchoolId', 'Name', 'Mobile', 'Gender', 'Post', 'EntryDate', 'TeacherCertNo', 'HealthCertExpire']);
    const fresh = mobile();
    const rows = (second: string) => [
      template.rows[0] as unknown[],
      template.rows[1] as unknown[],
      [1, '导入老师', fresh, 'Female', 'Nurse / health', '2025-09-01', 'JS-IMPORT-1', localDate(200)],
      [1, '导入老师二', second, 'Male', 'Cook / kitchen', '', '', ''],
    ];
    const bad = await park.import(await uploadExcel(server, parkToken, await xlsx(rows('13800000008'))));
    expect(bad.data.Written).toBe(0);
    expect(bad.data.Errors).toEqual([
      { Row: 4, Field: 'Mobile', Message: 'a staff member with this mobile already exists in this school' },
    ]);
    expect(await server.db.selectFrom('teacher').select('teacherId').where('mobile', '=', fresh).execute()).toEqual([]);
    const good = await park.import(await uploadExcel(server, parkToken, await xlsx(rows(mobile()))));
    expect(good.data).toMatchObject({ Written: 2, Errors: [] });
    const row = await server.db.selectFrom('teacher').selectAll().where('mobile', '=', fresh).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: '导入老师', post: STAFF_POST.Nurse, gender: 2, teacherCertNo: 'JS-IMPORT-1', status: 1 });
  });
});

describe('TeacherChange/Add', () => {
  it('applies leave, back to duty and resignation; a resigned member leaves classes and pickers', async () => {
    const [c1] = school1Classes as [number];
    const id = await newStaff({ ClassIds: [c1] });
    await server.db.updateTable('schoolClass').set({ headTeacherId: id }).where('classId', '=', c1).execute();
    const add = (over: Record<string, unknown>) => parkChanges.add({ TeacherId: id, ChangeDate: localDate(), ...over });

    expect((await add({ Kind: TEACHER_CHANGE_KIND.Leave, Reason: '产假' })).code).toBe(Code.Success);
    expect((await park.detail(id)).data.Status).toBe(TEACHER_STATUS.OnLeave);
    expect(await add({ Kind: TEACHER_CHANGE_KIND.Leave })).toMatchObject({
      code: Code.InvalidInput,
      msg: 'Kind: only staff on duty can go on leave',
    });
    expect((await add({ Kind: TEACHER_CHANGE_KIND.BackToDuty })).code).toBe(Code.Success);
    expect(await add({ Kind: TEACHER_CHANGE_KIND.Post })).toMatchObject({ code: Code.InvalidInput, msg: 'Post: choose the new post' });
    expect(await add({ Kind: TEACHER_CHANGE_KIND.Classes, ClassIds: [school2Class] })).toMatchObject({
      code: Code.NotFound,
      msg: `ClassIds: class ${school2Class} does not exist`,
    });

    const resign = await add({ Kind: TEACHER_CHANGE_KIND.Resign, Reason: '个人原因' });
    expect(resign.code, resign.msg).toBe(Code.Success);
    const row = await server.db.selectFrom('teacher').select(['status', 'state']).where('teacherId', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: TEACHER_STATUS.Resigned, state: 1 });
    expect(await classesOf(id)).toEqual([]);
    const head = await server.db.selectFrom('schoolClass').select('headTeacherId').where('classId', '=', c1).executeTakeFirstOrThrow();
    expect(head.headTeacherId).toBeNull();
    const picker = await park.list();
    expect(picker.data.some((o) => o.Value === id)).toBe(false);

    const detail = await parkChanges.detail(resign.data.TeacherChangeId as number);
    expect(detail.data).toMatchObject({
      Kind: TEACHER_CHANGE_KIND.Resign,
      FromStatus: TEACHER_STATUS.OnDuty,
      Status: TEACHER_STATUS.Resigned,
      ClassIds: [],
      Reason: '个人原因',
      SchoolId: 1,
    });
    expect((await changesOf(id)).map((c) => c.kind)).toEqual([
      TEACHER_CHANGE_KIND.Leave,
      TEACHER_CHANGE_KIND.BackToDuty,
      TEACHER_CHANGE_KIND.Resign,
    ]);
    // A resigned member takes no class and has no promotion code.
    expect((await park.update({ TeacherId: id, ClassIds: [c1] })).msg).toBe('ClassIds: the staff member has resigned');
    expect((await parkApi.call(api.teacherGetPromoCode, { TeacherId: id })).code).toBe(Code.Conflict);
  });
});

describe('Health certificates', () => {
  it('flags a certificate 30 days ahead (not 31) and an expired one, in the list, the filter and SelectCertExpiring', async () => {
    const in30 = await newStaff({ Name: '证30天', HealthCertExpire: localDate(30) });
    const in31 = await newStaff({ Name: '证31天', HealthCertExpire: localDate(31) });
    const expired = await newStaff({ Name: '证已过期', HealthCertExpire: localDate(-1) });
    const today = await newStaff({ Name: '证今天', HealthCertExpire: localDate(0) });

    const states = async () => Object.fromEntries((await park.page({ Name: '证', size: 100 })).data.list.map((r) => [r.Name, r.CertState]));
    expect(await states()).toEqual({
      证30天: CERT_STATE.Expiring,
      证31天: CERT_STATE.Valid,
      证已过期: CERT_STATE.Expired,
      证今天: CERT_STATE.Expiring,
    });
    const flagged = await park.page({ CertState: CERT_STATE.Expiring, size: 100 });
    expect(flagged.data.list.every((r) => r.CertState === CERT_STATE.Expiring)).toBe(true);
    const ours = [in30, in31, expired, today];
    expect(
      flagged.data.list
        .map((r) => Number(r.TeacherId))
        .filter((id) => ours.includes(id))
        .sort(),
    ).toEqual([in30, today].sort());

    const soon = await parkApi.call(api.teacherSelectCertExpiring, {});
    expect(soon.code).toBe(Code.Success);
    const mine = soon.data.filter((r) => [in30, in31, expired, today].includes(r.TeacherId));
    expect(mine.map((r) => [r.TeacherId, r.DaysLeft, r.CertState])).toEqual([
      [expired, -1, CERT_STATE.Expired],
      [today, 0, CERT_STATE.Expiring],
      [in30, 30, CERT_STATE.Expiring],
    ]);
    // The demo's assistant teacher of school 1 is flagged too (seed: 20 days ahead).
    const assistant = await server.db
      .selectFrom('teacher')
      .select('teacherId')
      .where('schoolId', '=', 1)
      .where('post', '=', STAFF_POST.AssistantTeacher)
      .orderBy('teacherId')
      .executeTakeFirstOrThrow();
    expect(soon.data.find((r) => r.TeacherId === assistant.teacherId)).toMatchObject({ DaysLeft: 20, CertState: CERT_STATE.Expiring });
    // Moving the expiry one day later takes it off the list.
    expect((await park.update({ TeacherId: in30, HealthCertExpire: localDate(31) })).code).toBe(Code.Success);
    expect((await parkApi.call(api.teacherSelectCertExpiring, {})).data.some((r) => r.TeacherId === in30)).toBe(false);
    // Another school's staff are never listed to park01.
    const s2 = await server.db.selectFrom('teacher').select('teacherId').where('schoolId', '=', 2).executeTakeFirstOrThrow();
    await server.db
      .updateTable('teacher')
      .set({ healthCertExpire: localDate(3) })
      .where('teacherId', '=', s2.teacherId)
      .execute();
    expect((await parkApi.call(api.teacherSelectCertExpiring, {})).data.every((r) => r.SchoolId === 1)).toBe(true);
    const operator = await server.as('operator');
    expect((await operator.call(api.teacherSelectCertExpiring, { SchoolId: 2 })).data.map((r) => r.TeacherId)).toContain(s2.teacherId);
  });
});

describe('Teacher/GetPromoCode', () => {
  it('answers a stable code per staff member and the enrolment link of its QR code', async () => {
    const a = await parkApi.call(api.teacherGetPromoCode, { TeacherId: teacher01 });
    expect(a.code).toBe(Code.Success);
    expect(a.data.PromoCode).toMatch(/^T[A-HJKMNP-Z2-9]{7}$/);
    expect(a.data).toMatchObject({ TeacherId: teacher01, Name: '刘老师', SchoolId: 1, SchoolName: '阳光幼儿园' });
    expect(a.data.QrPayload).toBe(`/h5page/#/enrol?promo=${a.data.PromoCode}`);
    expect((await parkApi.call(api.teacherGetPromoCode, { TeacherId: teacher01 })).data.PromoCode).toBe(a.data.PromoCode);
    expect((await teacherApi.call(api.teacherGetPromoCode, { TeacherId: teacher01 })).data.PromoCode).toBe(a.data.PromoCode);
    const other = await newStaff();
    const b = await parkApi.call(api.teacherGetPromoCode, { TeacherId: other });
    expect(b.data.PromoCode).not.toBe(a.data.PromoCode);
  });
});

describe('Teacher scope', () => {
  it("park01 sees only school 1's staff and cannot change school 2's", async () => {
    const s2 = await server.db.selectFrom('teacher').select('teacherId').where('schoolId', '=', 2).executeTakeFirstOrThrow();
    expect((await park.detail(s2.teacherId)).code).toBe(Code.NotFound);
    expect((await park.update({ TeacherId: s2.teacherId, Name: '越权' })).code).toBe(Code.NotFound);
    expect((await park.page({ SchoolId: 2 })).data.total).toBe(0);
    expect((await park.add({ SchoolId: 2, Name: '越权', Mobile: mobile(), Post: 2 })).code).toBe(Code.NotFound);
    expect((await parkChanges.add({ TeacherId: s2.teacherId, Kind: TEACHER_CHANGE_KIND.Leave, ChangeDate: localDate() })).code).toBe(
      Code.NotFound,
    );
    expect((await parkApi.call(api.teacherGetPromoCode, { TeacherId: s2.teacherId })).code).toBe(Code.NotFound);
    const status = await server.db.selectFrom('teacher').select('status').where('teacherId', '=', s2.teacherId).executeTakeFirstOrThrow();
    expect(status.status).toBe(TEACHER_STATUS.OnDuty);
  });

  it('teacher01 sees themselves and the staff of their classes only, and changes nothing', async () => {
    const mine = await server.db.selectFrom('classTeacher').select('classId').where('teacherId', '=', teacher01).execute();
    const colleagues = await server.db
      .selectFrom('classTeacher')
      .select('teacherId')
      .distinct()
      .where(
        'classId',
        'in',
        mine.map((m) => m.classId),
      )
      .execute();
    const expected = [...new Set([teacher01, ...colleagues.map((c) => c.teacherId)])].sort((x, y) => x - y);
    const page = await teacherRes.page({ size: 100, sort: 'TeacherId' });
    expect(page.data.list.map((r) => r.TeacherId)).toEqual(expected);
    const outsider = await server.db
      .selectFrom('teacher')
      .select('teacherId')
      .where('schoolId', '=', 1)
      .where('teacherId', 'not in', expected)
      .orderBy('teacherId')
      .executeTakeFirstOrThrow();
    expect((await teacherRes.detail(outsider.teacherId)).code).toBe(Code.NotFound);
    expect((await teacherApi.call(api.teacherGetPromoCode, { TeacherId: outsider.teacherId })).code).toBe(Code.NotFound);
    const changes = await teacherChanges.page({ size: 100 });
    expect(changes.data.list.every((r) => expected.includes(Number(r.TeacherId)))).toBe(true);
    expect((await teacherRes.update({ TeacherId: teacher01, Name: '自己改' })).code).toBe(Code.NoPermission);
    // A supervisor reads the certificates of its region's schools only (demo school 1 is in its region).
    const supervised = await (await server.as('gov01')).call(api.teacherSelectCertExpiring, {});
    expect(supervised.code, supervised.msg).toBe(Code.Success);
    expect(supervised.data.every((r) => r.SchoolId === 1)).toBe(true);
  });
});
