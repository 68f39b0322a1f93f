import { api, Code, type Endpoint, type InputOf, STUDENT_CHANGE_KIND, STUDENT_STATUS, student, studentChange } from '@kc/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILD_HAS_OPEN_LEAVE, ID_CARD_TAKEN } from '../../src/modules/resources/student.ts';
import { fieldCipher } from '../../src/modules/students/id-card.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { idCardNo } from '../id-card.ts';
import { type Envelope, readSheet, resourceApi, uploadExcel, xlsx } from './resource-helpers.ts';

// The server runs in UTC here (as in production containers): the schools' local dates must not follow it.
process.env.TZ = 'UTC';

/**
 * Children (Student), their history (StudentChange) and StudentManage's workflow calls,
 * through the real server: each action and refusal, the encrypted ID card number, scope
 * (park01 of school 1 against school 2; teacher01 against a class not theirs), imports that
 * never half-write, and birthdays / ages on each school's local date.
 */
let server: TestServer;
type Client = ReturnType<ReturnType<typeof resourceApi>['as']>;
let admin: Client;
let park: Client;
let teacher: Client;
let parkChanges: Client;
let teacherChanges: Client;
let parkToken: string;
let S1: number;
let S2: number;
/** School 1's classes: junior (teacher01's), middle (teacher01's), senior (not theirs). */
let junior: number;
let middle: number;
let senior: number;
let S2class: number;
let seq = 0;

const call = async <E extends Endpoint>(username: string, endpoint: E, input: InputOf<E>) =>
  (await server.as(username)).call(endpoint, input) as Promise<
    Envelope<Record<string, unknown> & { list: Record<string, unknown>[]; total: number }>
  >;

const uniqueName = (base = '测试') => `${base}${++seq}号`;
const child = (over: Record<string, unknown> = {}) => ({
  SchoolId: S1,
  StudentName: uniqueName(),
  Gender: 1,
  Birthday: '2022-05-06',
  EnrolDate: '2025-09-01',
  ...over,
});
const addChild = async (over: Record<string, unknown> = {}, by: Client = park) => {
  const res = await by.add(child(over));
  expect(res.code, res.msg).toBe(Code.Success);
  return res.data.StudentId as number;
};
const row = (id: number) => server.db.selectFrom('student').selectAll().where('studentId', '=', id).executeTakeFirstOrThrow();
const count = async (schoolId?: number) => {
  let q = server.db.selectFrom('student').select((eb) => eb.fn.countAll<number>().as('n'));
  if (schoolId) q = q.where('schoolId', '=', schoolId);
  return Number((await q.executeTakeFirstOrThrow()).n);
};
const newClass = async (schoolId: number, className: string, grade = 'junior', capacity = 25, academicYear?: string) => {
  const c = await server.db
    .insertInto('schoolClass')
    .values({ schoolId, className, grade, academicYear: academicYear ?? '2026-2027', capacity })
    .returning('classId')
    .executeTakeFirstOrThrow();
  return c.classId;
};
const newSchool = async (schoolName: string, timeZone = 'Asia/Shanghai') =>
  (
    await server.db
      .insertInto('school')
      .values({ schoolName, timeZone, schoolContractType: 2 })
      .returning('schoolId')
      .executeTakeFirstOrThrow()
  ).schoolId;

beforeAll(async () => {
  server = await startTestServer();
  const students = resourceApi(server, student);
  const changes = resourceApi(server, studentChange);
  parkToken = await server.login('park01');
  const teacherToken = await server.login('teacher01');
  admin = students.as(await server.login('admin'));
  park = students.as(parkToken);
  teacher = students.as(teacherToken);
  parkChanges = changes.as(parkToken);
  teacherChanges = changes.as(teacherToken);
  const schools = await server.db.selectFrom('school').select('schoolId').orderBy('schoolId').execute();
  S1 = schools[0]?.schoolId as number;
  S2 = schools[1]?.schoolId as number;
  const classes = await server.db.selectFrom('schoolClass').select(['classId', 'schoolId', 'grade']).orderBy('classId').execute();
  const of = (s: number, g: string) => classes.find((c) => c.schoolId === s && c.grade === g)?.classId as number;
  [junior, middle, senior, S2class] = [of(S1, 'junior'), of(S1, 'middle'), of(S1, 'senior'), of(S2, 'junior')];
});
afterAll(() => server?.close());

describe('Student: Add, GetDetail, Update (and UpdateV2), the ID card number', () => {
  it('adds a child on trial by default, keeps the ID card number encrypted and answers it masked', async () => {
    const number = idCardNo('2022-05-06', 101);
    const id = await addChild({ IdCardNo: number, ClassId: junior, Allergies: '花生' });
    const stored = await row(id);
    expect(stored).toMatchObject({ schoolId: S1, classId: junior, status: STUDENT_STATUS.Trial, state: 0, allergies: '花生' });
    expect(stored.idCardNo).toMatch(/^v1:/);
    expect(stored.idCardNo).not.toContain(number.slice(0, 10));
    expect(fieldCipher(server.config.dataKey).decrypt(stored.idCardNo)).toBe(number);
    expect(stored.createBy).not.toBeNull();

    const detail = await park.detail(id);
    expect(detail.code).toBe(Code.Success);
    expect(detail.data).toMatchObject({ StudentId: id, IdCardNo: `${number.slice(0, 3)}***********${number.slice(-4)}`, IsVip: false });
    expect(detail.data.AgeMonths).toBeGreaterThan(40);
    const page = await park.page({ StudentName: detail.data.StudentName });
    expect(page.data.list[0]?.IdCardNo).toBe(detail.data.IdCardNo);
  });

  it('refuses a bad ID card number, one that disagrees with the birthday, a birthday to come, a status of a change: nothing written', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ IdCardNo: '110105202205061234' }, 'IdCardNo: not a valid 18-character ID card number'],
      [{ IdCardNo: idCardNo('2021-01-01') }, 'IdCardNo: the number carries the birth date 2021-01-01, not the birthday 2022-05-06'],
      [{ Birthday: '2099-01-01' }, 'Birthday: cannot be after today'],
      [{ Status: STUDENT_STATUS.Graduated }, 'Status: a child is added on trial or enrolled; the other statuses come from changes'],
      [{ EnrolDate: '2020-01-01' }, 'EnrolDate: cannot be before the birthday'],
      [{ StudentName: '' }, 'StudentName: name cannot be empty'],
      [{ Gender: 3 }, 'Gender: must be one of 1, 2'],
    ];
    for (const [over, msg] of cases) {
      const res = await park.add(child(over));
      expect([res.code, res.msg]).toEqual([Code.InvalidInput, msg]);
    }
    expect(await count()).toBe(before);
  });

  it('refuses the same ID card number twice in a school (100005), but not in another school', async () => {
    const number = idCardNo('2022-05-06', 202);
    await addChild({ IdCardNo: number });
    const again = await park.add(child({ IdCardNo: number.toLowerCase() }));
    expect([again.code, again.msg]).toEqual([Code.Conflict, ID_CARD_TAKEN]);
    const elsewhere = await admin.add(child({ SchoolId: S2, IdCardNo: number }));
    expect(elsewhere.code).toBe(Code.Success);
  });

  it('refuses a class that is full or disabled, and another school’s class', async () => {
    const small = await newClass(S1, uniqueName('小小班'), 'junior', 1);
    await addChild({ ClassId: small });
    const full = await park.add(child({ ClassId: small }));
    expect(full.code).toBe(Code.Conflict);
    expect(full.msg).toMatch(/^ClassId: the class 小小班\d+号 is full \(1 of 1 places taken\)$/);
    const off = await newClass(S1, uniqueName('停用班'));
    await server.db.updateTable('schoolClass').set({ state: 1 }).where('classId', '=', off).execute();
    expect((await park.add(child({ ClassId: off }))).msg).toMatch(/is disabled$/);
    // park01 may not place a child in school 2's class; the platform learns it is not the school's.
    expect((await park.add(child({ ClassId: S2class }))).code).toBe(Code.NoPermission);
    const admins = await admin.add(child({ ClassId: S2class }));
    expect([admins.code, admins.msg]).toEqual([Code.InvalidInput, "ClassId: the class is not one of the school's"]);
  });

  it('updates the fields of the form; the masked number sent back keeps it; class and status are not changed by Update or UpdateV2', async () => {
    const number = idCardNo('2022-05-06', 303);
    const id = await addChild({ IdCardNo: number, ClassId: junior });
    const cipherBefore = (await row(id)).idCardNo;
    const shown = (await park.detail(id)).data.IdCardNo as string;
    const res = await park.update({ StudentId: id, StudentName: '改名儿', IdCardNo: shown, MedicalNotes: '哮喘' });
    expect(res.code, res.msg).toBe(Code.Success);
    expect(await row(id)).toMatchObject({ studentName: '改名儿', idCardNo: cipherBefore, medicalNotes: '哮喘' });

    const v2 = await call('park01', api.studentUpdateV2, {
      StudentId: id,
      BloodType: 'AB',
      ClassId: middle,
      Status: STUDENT_STATUS.Graduated,
    } as never);
    expect(v2.code, v2.msg).toBe(Code.Success);
    expect(await row(id)).toMatchObject({ bloodType: 'AB', classId: junior, status: STUDENT_STATUS.Trial });

    const other = idCardNo('2022-05-06', 304);
    expect((await park.update({ StudentId: id, IdCardNo: other })).code).toBe(Code.Success);
    expect((await park.update({ StudentId: id, Birthday: '2022-05-07' })).msg).toBe(
      'Birthday: the ID card number carries the birth date 2022-05-06',
    );
    expect(fieldCipher(server.config.dataKey).decrypt((await row(id)).idCardNo)).toBe(other);
    expect((await park.update({ StudentId: id, IdCardNo: null })).code).toBe(Code.Success);
    expect(await row(id)).toMatchObject({ idCardNo: '', idCardHash: null });
    expect((await park.update({ StudentId: id, Birthday: '2099-01-01' })).msg).toBe('Birthday: cannot be after today');
  });
});

describe('Student: lists, filters, delete', () => {
  it('filters by name, class, awaiting a class and status, pages and sorts', async () => {
    const name = uniqueName('筛选');
    const a = await addChild({ StudentName: `${name}甲`, ClassId: junior, Birthday: '2022-01-01' });
    const b = await addChild({ StudentName: `${name}乙`, Birthday: '2022-02-02' });
    const byName = await park.page({ StudentName: name, sort: 'Birthday' });
    expect(byName.data.list.map((r) => r.StudentId)).toEqual([a, b]);
    expect((await park.page({ StudentName: name, ClassId: junior })).data.list.map((r) => r.StudentId)).toEqual([a]);
    expect((await park.page({ StudentName: name, AwaitingClass: true })).data.list.map((r) => r.StudentId)).toEqual([b]);
    expect((await park.page({ StudentName: name, Status: STUDENT_STATUS.Enrolled })).data.total).toBe(0);
    const paged = await park.page({ StudentName: name, size: 1, cur_page: 2, sort: '-Birthday' });
    expect([paged.data.total, paged.data.list[0]?.StudentId]).toEqual([2, a]);
  });

  it('finds names by one character, a pair or more, in any case, and only real matches', async () => {
    const tag = `龘${++seq}`;
    const han = await addChild({ StudentName: `${tag}靐鱻` });
    const apart = await addChild({ StudentName: `${tag}鱻X靐` });
    const latin = await addChild({ StudentName: `McKinley ${tag}` });
    const found = async (search: string) =>
      (await park.page({ StudentName: search, size: 50 })).data.list
        .map((r) => Number(r.StudentId))
        .filter((id) => [han, apart, latin].includes(id));
    expect(await found('靐')).toEqual(expect.arrayContaining([han, apart]));
    expect(await found('靐鱻')).toEqual([han]);
    expect(await found(`${tag}靐`)).toEqual([han]);
    expect(await found('mckinLEY')).toEqual([latin]);
    expect(await found('鱻靐')).toEqual([]);
  });

  it('deletes a child with its history; refuses one with an open leave, naming the child', async () => {
    const plain = await addChild({ ClassId: junior });
    const onLeave = await addChild({ ClassId: junior });
    await server.db
      .insertInto('studentChange')
      .values({ schoolId: S1, studentId: plain, kind: 2, changeDate: '2026-01-05', fromStatus: 1, toStatus: 3 })
      .execute();
    await sql`INSERT INTO student_leave (school_id, class_id, student_id, kind, start_date, end_date, state)
      VALUES (${S1}, ${junior}, ${onLeave}, 1, current_date, current_date + 3, 1)`.execute(server.db);
    const name = (await row(onLeave)).studentName;
    const refused = await park.remove({ Ids: [plain, onLeave] });
    expect([refused.code, refused.msg]).toEqual([Code.Conflict, `cannot delete ${name}: ${CHILD_HAS_OPEN_LEAVE}`]);
    expect((await row(plain)).studentId).toBe(plain);

    const ok = await park.remove({ StudentId: plain });
    expect(ok.data).toEqual({ Deleted: 1 });
    expect(await server.db.selectFrom('studentChange').select('studentId').where('studentId', '=', plain).execute()).toEqual([]);
    // Once the leave is cancelled, the child can go.
    await sql`UPDATE student_leave SET state = 4 WHERE student_id = ${onLeave}`.execute(server.db);
    expect((await park.remove({ StudentId: onLeave })).code).toBe(Code.Success);
  });
});

describe('StudentChange: apply, history, audit', () => {
  it('suspends, resumes, transfers and withdraws, each applied at once and kept with who and when', async () => {
    const id = await addChild({ ClassId: junior, Status: STUDENT_STATUS.Enrolled });
    const add = (input: Record<string, unknown>) => parkChanges.add({ StudentId: id, ChangeDate: '2026-03-02', ...input });

    expect((await add({ Kind: STUDENT_CHANGE_KIND.Suspend, Reason: '回老家' })).code).toBe(Code.Success);
    expect(await row(id)).toMatchObject({ status: STUDENT_STATUS.Suspended, classId: junior, state: 0 });
    const resume = await add({ Kind: STUDENT_CHANGE_KIND.Resume });
    expect(resume.code).toBe(Code.Success);
    const transfer = await add({ Kind: STUDENT_CHANGE_KIND.Transfer, ToClassId: middle });
    expect(transfer.code, transfer.msg).toBe(Code.Success);
    expect(await row(id)).toMatchObject({ status: STUDENT_STATUS.Enrolled, classId: middle });
    expect((await add({ Kind: STUDENT_CHANGE_KIND.Withdraw, Reason: '搬家' })).code).toBe(Code.Success);
    expect(await row(id)).toMatchObject({ status: STUDENT_STATUS.Withdrawn, classId: null, state: 1 });

    const history = await parkChanges.page({ StudentId: id, sort: 'ChangeDate' });
    expect(history.data.total).toBe(4);
    expect(history.data.list.map((r) => [r.Kind, r.FromStatus, r.ToStatus, r.FromClassId, r.ToClassId])).toEqual([
      [STUDENT_CHANGE_KIND.Suspend, 2, 3, junior, null],
      [STUDENT_CHANGE_KIND.Resume, 3, 2, junior, null],
      [STUDENT_CHANGE_KIND.Transfer, 2, 2, junior, middle],
      [STUDENT_CHANGE_KIND.Withdraw, 2, 5, middle, null],
    ]);
    expect(history.data.list[0]).toMatchObject({
      SchoolId: S1,
      Reason: '回老家',
      OperatorName: expect.any(String),
      ChangeDate: '2026-03-02',
    });
    expect(String(history.data.list[0]?.OperatorName).length).toBeGreaterThan(0);
    const audit = await server.db
      .selectFrom('auditLog')
      .select(['event', 'username', 'detail'])
      .where('event', '=', 'student.change')
      .where(sql`detail->>'StudentId'`, '=', String(id))
      .execute();
    expect(audit).toHaveLength(4);
    expect(audit.every((a) => a.username === 'park01')).toBe(true);
  });

  it('refuses a change the status does not allow, a date to come, a transfer without a room or to the same class: nothing changes', async () => {
    const id = await addChild({ ClassId: junior });
    const add = (input: Record<string, unknown>) => parkChanges.add({ StudentId: id, ChangeDate: '2026-03-02', ...input });
    const graduate = await add({ Kind: STUDENT_CHANGE_KIND.Graduate });
    expect([graduate.code, graduate.msg]).toEqual([
      Code.Conflict,
      expect.stringMatching(/^Kind: .+ is trial: a graduate applies only to enrolled children$/),
    ]);
    expect((await add({ Kind: STUDENT_CHANGE_KIND.Resume })).code).toBe(Code.Conflict);
    expect((await add({ Kind: STUDENT_CHANGE_KIND.Suspend, ChangeDate: '2099-01-01' })).msg).toBe(
      'ChangeDate: a change applies at once: the date cannot be after today at the school',
    );
    expect((await add({ Kind: STUDENT_CHANGE_KIND.Transfer })).msg).toBe('ToClassId: choose the class the child moves to');
    expect((await add({ Kind: STUDENT_CHANGE_KIND.Transfer, ToClassId: junior })).code).toBe(Code.Conflict);
    const full = await newClass(S1, uniqueName('满班'), 'junior', 1);
    await addChild({ ClassId: full });
    expect((await add({ Kind: STUDENT_CHANGE_KIND.Transfer, ToClassId: full })).msg).toMatch(/is full/);
    expect((await add({ Kind: STUDENT_CHANGE_KIND.Transfer, ToClassId: S2class })).code).toBe(Code.NoPermission);
    expect(await row(id)).toMatchObject({ status: STUDENT_STATUS.Trial, classId: junior });
    expect((await parkChanges.page({ StudentId: id })).data.total).toBe(0);
  });
});

describe('workflow: MoveClass, ConfirmSchool, SetVip, SelectNoClassList', () => {
  it('moves children to a class of their school, as transfers; refuses a full class or another school’s for all of them', async () => {
    const a = await addChild({ ClassId: junior });
    const b = await addChild();
    const moved = await call('park01', api.studentMoveClass, { Ids: [a, b], ClassId: middle, Reason: '调整' });
    expect(moved.data, moved.msg).toEqual({ Moved: 2 });
    expect([(await row(a)).classId, (await row(b)).classId]).toEqual([middle, middle]);
    const history = await parkChanges.page({ StudentId: b });
    expect(history.data.list[0]).toMatchObject({
      Kind: STUDENT_CHANGE_KIND.Transfer,
      FromClassId: null,
      ToClassId: middle,
      Reason: '调整',
    });

    const tiny = await newClass(S1, uniqueName('两人班'), 'middle', 2);
    await addChild({ ClassId: tiny });
    const tooMany = await call('park01', api.studentMoveClass, { Ids: [a, b], ClassId: tiny });
    expect([tooMany.code, tooMany.msg]).toEqual([Code.Conflict, expect.stringMatching(/is full \(1 of 2 places taken, 2 more asked\)$/)]);
    expect((await call('park01', api.studentMoveClass, { Ids: [a], ClassId: S2class })).code).toBe(Code.NoPermission);
    // Another school's full class is refused as out of scope, its name and places untold.
    const fullName = uniqueName('别校满班');
    const full = await newClass(S2, fullName, 'middle', 1);
    await addChild({ SchoolId: S2, ClassId: full }, admin);
    const elsewhere = await call('park01', api.studentMoveClass, { Ids: [a, b], ClassId: full });
    expect(elsewhere.code).toBe(Code.NoPermission);
    expect(elsewhere.msg).not.toContain(fullName);
    expect([(await row(a)).classId, (await row(b)).classId]).toEqual([middle, middle]);
  });

  it('confirms trial children as enrolled, all or none', async () => {
    const a = await addChild();
    const b = await addChild({ Status: STUDENT_STATUS.Enrolled });
    const refused = await call('park01', api.studentConfirmSchool, { Ids: [a, b] });
    expect(refused.code).toBe(Code.Conflict);
    expect(refused.msg).toMatch(/is enrolled: a confirm enrolment applies only to trial children$/);
    expect((await row(a)).status).toBe(STUDENT_STATUS.Trial);
    const ok = await call('park01', api.studentConfirmSchool, { Ids: [a] });
    expect(ok.data).toEqual({ Confirmed: 1 });
    expect((await row(a)).status).toBe(STUDENT_STATUS.Enrolled);
    expect((await parkChanges.page({ StudentId: a })).data.list[0]).toMatchObject({
      Kind: STUDENT_CHANGE_KIND.Enrol,
      FromStatus: 1,
      ToStatus: 2,
    });
  });

  it('sets and clears VIP for a premium school; refuses a school without the premium contract', async () => {
    const a = await addChild({ ClassId: junior });
    const until = new Date(Date.now() + 30 * 86400_000).toISOString();
    const set = await call('park01', api.studentSetVip, { Ids: [a], VipExpireTime: until });
    expect(set.data, set.msg).toEqual({ Updated: 1 });
    const vip = await park.page({ StudentName: (await row(a)).studentName, IsVip: true });
    expect(vip.data.list.map((r) => [r.StudentId, r.IsVip])).toEqual([[a, true]]);
    expect((await park.detail(a)).data.VipExpireTime).toBe(until);
    expect((await call('park01', api.studentSetVip, { Ids: [a], VipExpireTime: null })).code).toBe(Code.Success);
    expect((await park.detail(a)).data.IsVip).toBe(false);

    const inSchool2 = (await admin.page({ SchoolId: S2, size: 1 })).data.list[0]?.StudentId as number;
    const refused = await call('admin', api.studentSetVip, { Ids: [inSchool2], VipExpireTime: until });
    expect([refused.code, refused.msg]).toEqual([
      Code.Conflict,
      expect.stringMatching(/^VIP comes with the premium contract: .+ has none$/),
    ]);
  });

  it('lists the children awaiting a class of the caller’s schools, oldest first, without those who left', async () => {
    const name = uniqueName('待分');
    const older = await addChild({ StudentName: `${name}大`, Birthday: '2021-03-03' });
    const younger = await addChild({ StudentName: `${name}小`, Birthday: '2022-03-03' });
    const gone = await addChild({ StudentName: `${name}走`, Birthday: '2021-01-01' });
    await parkChanges.add({ StudentId: gone, Kind: STUDENT_CHANGE_KIND.Withdraw, ChangeDate: '2026-03-03' });
    await admin.add(child({ SchoolId: S2, StudentName: `${name}外`, Birthday: '2020-01-01' }));
    const list = await call('park01', api.studentNoClassList, { cur_page: 1, size: 100, StudentName: name });
    expect(list.data.list.map((r) => r.StudentId)).toEqual([older, younger]);
    expect(list.data.list[0]).toMatchObject({ ClassId: null, SchoolId: S1, AgeMonths: expect.any(Number) });
    expect((await call('admin', api.studentNoClassList, { cur_page: 1, size: 100, StudentName: name })).data.total).toBe(3);
  });
});

describe('DivideClass: new children into the classes of a grade, preview then apply', () => {
  it('previews a balanced division without writing, applies it, and keeps each move as a transfer', async () => {
    const school = await newSchool(uniqueName('分班园'));
    const start = new Date().getUTCMonth() >= 8 ? new Date().getUTCFullYear() : new Date().getUTCFullYear() - 1;
    const year = `${start}-${start + 1}`;
    const c1 = await newClass(school, '新小一班', 'junior', 25, year);
    const c2 = await newClass(school, '新小二班', 'junior', 25, year);
    const midClass = await newClass(school, '新中一班', 'middle', 25, year);
    // Three years old on 31 August of the year: junior; one child two years old: nursery, left out.
    const kids: number[] = [];
    for (let i = 0; i < 6; i++) {
      kids.push(await addChild({ SchoolId: school, Gender: i < 4 ? 1 : 2, Birthday: `${start - 3}-0${1 + i}-15`, Status: 2 }, admin));
    }
    const toddler = await addChild({ SchoolId: school, Gender: 1, Birthday: `${start - 2}-01-15` }, admin);

    const preview = await call('admin', api.studentDivideClass, { ClassIds: [c1, c2] });
    expect(preview.code, preview.msg).toBe(Code.Success);
    const classes = preview.data.Classes as { ClassId: number; Added: { StudentId: number; Gender: number }[] }[];
    expect(preview.data).toMatchObject({ Applied: false, Grade: 'junior', Unplaced: [] });
    expect(classes.map((c) => c.Added.length)).toEqual([3, 3]);
    expect(classes.map((c) => c.Added.filter((k) => k.Gender === 1).length)).toEqual([2, 2]);
    expect(classes.flatMap((c) => c.Added.map((k) => k.StudentId)).sort()).toEqual([...kids].sort());
    expect((await row(kids[0] as number)).classId).toBeNull();

    const applied = await call('admin', api.studentDivideClass, { ClassIds: [c1, c2], Apply: true });
    expect(applied.data.Applied).toBe(true);
    expect(applied.data.Classes).toEqual(preview.data.Classes);
    for (const c of classes) for (const k of c.Added) expect((await row(k.StudentId)).classId).toBe(c.ClassId);
    expect((await row(toddler)).classId).toBeNull();
    const changes = await server.db.selectFrom('studentChange').select('toClassId').where('schoolId', '=', school).execute();
    expect(changes).toHaveLength(6);

    const mixed = await call('admin', api.studentDivideClass, { ClassIds: [c1, midClass] });
    expect([mixed.code, mixed.msg]).toEqual([Code.InvalidInput, 'ClassIds: the classes must be of one grade']);
    // Without the grade match the toddler is placed too.
    const any = await call('admin', api.studentDivideClass, { ClassIds: [c1, c2], MatchGrade: false });
    expect((any.data.Classes as { Added: { StudentId: number }[] }[]).flatMap((c) => c.Added.map((k) => k.StudentId))).toEqual([toddler]);
    // park01 cannot divide into another school's classes.
    expect((await call('park01', api.studentDivideClass, { ClassIds: [c1] })).code).toBe(Code.NoPermission);
  });
});

describe('birthdays and ages on the school’s local date', () => {
  let beijing: number;
  let newYork: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    beijing = await newSchool(uniqueName('北京园'), 'Asia/Shanghai');
    newYork = await newSchool(uniqueName('纽约园'), 'America/New_York');
    for (const [key, school, birthday] of [
      ['bjNewYear', beijing, '2020-01-01'],
      ['bjEve', beijing, '2020-12-31'],
      ['bjLeap', beijing, '2020-02-29'],
      ['nyNewYear', newYork, '2021-01-01'],
      ['nyEve', newYork, '2021-12-31'],
    ] as const) {
      ids[key] = await addChild({ SchoolId: school, Birthday: birthday, StudentName: `${key}宝宝` }, admin);
    }
  });

  const birthdays = async (input: Record<string, unknown>, username = 'admin') => {
    const res = await call(username, api.studentBirthdayList, { cur_page: 1, size: 100, ...input } as never);
    expect(res.code, res.msg).toBe(Code.Success);
    return res.data;
  };
  const mine = (list: Record<string, unknown>[]) => list.filter((r) => Object.values(ids).includes(Number(r.StudentId)));

  it('at 16:30 UTC on 31 December it is already 1 January in Beijing (UTC+8) but still 31 December in New York', async () => {
    expect(new Date().getTimezoneOffset()).toBe(0);
    const at = '2026-12-31T16:30:00Z';
    const list = mine((await birthdays({ At: at })).list);
    const byId = new Map(list.map((r) => [r.StudentId, r]));
    expect(byId.get(ids.bjNewYear)).toMatchObject({
      Today: '2027-01-01',
      BirthdayDate: '2027-01-01',
      IsToday: true,
      TurnsYears: 7,
      AgeYears: 7,
      AgeMonths: 0,
    });
    expect(byId.has(ids.bjEve)).toBe(false);
    expect(byId.get(ids.nyEve)).toMatchObject({ Today: '2026-12-31', IsToday: true, TurnsYears: 5, AgeYears: 5, AgeMonths: 0 });
    expect(byId.has(ids.nyNewYear)).toBe(false);

    // An hour earlier Beijing is still on 31 December: the other child's birthday is today there.
    const before = mine((await birthdays({ At: '2026-12-31T15:30:00Z', SchoolId: beijing })).list);
    expect(before.map((r) => [r.StudentId, r.IsToday, r.AgeYears, r.AgeMonths])).toEqual([[ids.bjEve, true, 6, 0]]);
  });

  it('lists a month asked for, in day order, with 29 February on the 28th in a common year', async () => {
    const feb = mine((await birthdays({ Month: 2, At: '2027-01-10T00:00:00Z', SchoolId: beijing })).list);
    expect(feb).toEqual([
      expect.objectContaining({
        StudentId: ids.bjLeap,
        BirthdayDate: '2027-02-28',
        TurnsYears: 7,
        AgeYears: 6,
        AgeMonths: 10,
        IsToday: false,
      }),
    ]);
    const jan = mine((await birthdays({ Month: 1, At: '2026-06-01T00:00:00Z' })).list);
    expect(jan.map((r) => r.StudentId)).toEqual([ids.bjNewYear, ids.nyNewYear]);
  });

  it('shows park01 only the birthdays of its school', async () => {
    const name = uniqueName('生日');
    await addChild({ StudentName: name, Birthday: '2021-07-07' });
    const list = (await birthdays({ Month: 7 }, 'park01')).list;
    expect(list.some((r) => r.StudentName === name)).toBe(true);
    expect(list.every((r) => r.SchoolId === S1)).toBe(true);
    expect((await birthdays({ Month: 7, SchoolId: S2 }, 'park01')).total).toBe(0);
  });
});

describe('import: template, a bad row reported and nothing written, then fixed', () => {
  it('offers the template with the child columns', async () => {
    const tpl = await resourceApi(server, student).as(parkToken, 'en').template();
    const { rows } = await readSheet(server, tpl.data.FilePath);
    expect(rows[1]).toEqual(['SchoolId', 'StudentName', 'Gender', 'Birthday', 'IdCardNo', 'ClassId', 'EnrolDate', 'Status', 'Allergies']);
  });

  it('reports each bad row (also school 2 for park01) and writes nothing; the fixed file writes every row', async () => {
    const header = ['School', 'Name', 'Gender', 'Birthday', 'ID card number', 'Class', 'Enrolment date', 'Status', 'Allergies'];
    const base = uniqueName('导入');
    const good1 = [S1, `${base}一`, '男', '2022-04-01', idCardNo('2022-04-01', 501), junior, '2025-09-01', 'Enrolled', ''];
    const good2 = [S1, `${base}二`, 'Girl', '2022-06-01', '', '', '', '', '牛奶'];
    const badId = [S1, `${base}三`, '女', '2022-07-01', '110105202207011111', junior, '', '', ''];
    const other = [S2, `${base}四`, '男', '2022-07-01', '', '', '', '', ''];
    const before = await count();
    const bad = await uploadExcel(server, parkToken, await xlsx([header, good1, good2, badId, other]));
    const check = await park.check(bad);
    expect(check.data).toEqual({
      Total: 4,
      Valid: 2,
      Written: 0,
      Errors: [
        { Row: 4, Field: 'IdCardNo', Message: 'not a valid 18-character ID card number' },
        { Row: 5, Field: 'SchoolId', Message: 'no permission for this school' },
      ],
    });
    const imp = await park.import(bad);
    expect(imp.data.Written).toBe(0);
    expect(await count()).toBe(before);

    const fixed = await uploadExcel(
      server,
      parkToken,
      await xlsx([header, good1, good2, [...badId.slice(0, 4), idCardNo('2022-07-01', 9)]]),
    );
    expect((await park.check(fixed)).data).toEqual({ Total: 3, Valid: 3, Errors: [], Written: 0 });
    const done = await park.import(fixed);
    expect(done.data).toEqual({ Total: 3, Valid: 3, Errors: [], Written: 3 });
    expect(await count()).toBe(before + 3);
    const rows = await server.db.selectFrom('student').selectAll().where('studentName', 'like', `${base}%`).orderBy('studentId').execute();
    expect(rows.map((r) => [r.gender, r.classId, r.status, r.allergies])).toEqual([
      [1, junior, STUDENT_STATUS.Enrolled, ''],
      [2, null, STUDENT_STATUS.Trial, '牛奶'],
      [2, null, STUDENT_STATUS.Trial, ''],
    ]);
    expect(rows[0]?.idCardNo).toMatch(/^v1:/);
    // The same file again: every ID card number is taken now, nothing written.
    const again = await park.import(fixed);
    expect([again.data.Written, again.data.Errors.map((e) => e.Field)]).toEqual([0, ['IdCardNo', 'IdCardNo']]);
  });
});

describe('scope', () => {
  let s2child: number;
  beforeAll(async () => {
    // A seeded (enrolled) child of school 2.
    s2child = (await admin.page({ SchoolId: S2, size: 1, sort: 'StudentId' })).data.list[0]?.StudentId as number;
  });

  it('park01 neither reads nor changes school 2’s children: by id, filter, paging, export, workflow', async () => {
    expect((await park.detail(s2child)).code).toBe(Code.NotFound);
    expect((await park.update({ StudentId: s2child, StudentName: '改' })).code).toBe(Code.NotFound);
    expect((await park.remove({ StudentId: s2child })).code).toBe(Code.NotFound);
    expect((await park.page({ SchoolId: S2 })).data.total).toBe(0);
    const all = await park.page({ size: 100 });
    expect(all.data.total).toBe(await count(S1));
    expect(all.data.list.every((r) => r.SchoolId === S1)).toBe(true);
    const exported = await park.exportFile({});
    expect(exported.data.Rows).toBe(await count(S1));
    const sheet = await readSheet(server, exported.data.FilePath);
    const s2name = (await row(s2child)).studentName;
    expect(sheet.rows.flat().includes(s2name)).toBe(false);
    expect(sheet.rows.flat().some((c) => typeof c === 'string' && /^v1:/.test(c))).toBe(false);

    expect((await parkChanges.add({ StudentId: s2child, Kind: STUDENT_CHANGE_KIND.Suspend, ChangeDate: '2026-03-02' })).code).toBe(
      Code.NotFound,
    );
    expect((await call('park01', api.studentMoveClass, { Ids: [s2child], ClassId: junior })).code).toBe(Code.NotFound);
    expect((await call('park01', api.studentSetVip, { Ids: [s2child], VipExpireTime: null })).code).toBe(Code.NotFound);
    expect((await call('park01', api.studentConfirmSchool, { Ids: [s2child] })).code).toBe(Code.NotFound);
    expect((await call('park01', api.studentOverview, { StudentId: s2child })).code).toBe(Code.NotFound);
    expect((await parkChanges.page({ SchoolId: S2 })).data.total).toBe(0);
    expect((await row(s2child)).status).toBe(STUDENT_STATUS.Enrolled);
  });

  it('teacher01 sees only the children of their classes, and changes nothing', async () => {
    const inSenior = await addChild({ ClassId: senior });
    const inJunior = await addChild({ ClassId: junior });
    const list = await teacher.page({ size: 100 });
    expect(list.code).toBe(Code.Success);
    expect(new Set(list.data.list.map((r) => r.ClassId))).toEqual(new Set([junior, middle]));
    expect(list.data.total).toBe(
      Number(
        (
          await server.db
            .selectFrom('student')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('classId', 'in', [junior, middle])
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    expect((await teacher.detail(inSenior)).code).toBe(Code.NotFound);
    expect((await teacher.detail(inJunior)).code).toBe(Code.Success);
    expect((await teacher.page({ ClassId: senior })).data.total).toBe(0);
    expect((await teacher.add(child({ ClassId: junior }))).code).toBe(Code.NoPermission);
    expect((await call('teacher01', api.studentMoveClass, { Ids: [inJunior], ClassId: middle })).code).toBe(Code.NoPermission);
    expect((await call('teacher01', api.studentOverview, { StudentId: inSenior })).code).toBe(Code.NotFound);
    for (const id of [inSenior, inJunior]) {
      expect((await parkChanges.add({ StudentId: id, Kind: STUDENT_CHANGE_KIND.Suspend, ChangeDate: '2026-03-02' })).code).toBe(
        Code.Success,
      );
    }
    const history = await teacherChanges.page({ size: 100 });
    const seen = history.data.list.map((r) => r.StudentId);
    expect(seen).toContain(inJunior);
    expect(seen).not.toContain(inSenior);
    expect((await teacherChanges.page({ StudentId: inSenior })).data.total).toBe(0);
    expect(history.data.list.every((r) => [junior, middle].includes(Number(r.ToClassId ?? r.FromClassId)))).toBe(true);
  });
});

describe('GetOverview: families, attendance and leave of a child', () => {
  it('answers the families with masked mobiles and the month of attendance and leave', async () => {
    const seeded = (await park.page({ sort: 'StudentId', size: 1 })).data.list[0]?.StudentId as number;
    const res = await call('park01', api.studentOverview, { StudentId: seeded });
    expect(res.code, res.msg).toBe(Code.Success);
    const families = res.data.Families as { Mobile: string; IsPrimary: boolean }[];
    expect(families.length).toBeGreaterThan(0);
    expect(families[0]?.IsPrimary).toBe(true);
    expect(families.every((f) => /^\d{3}\*{4}\d{4}$/.test(f.Mobile))).toBe(true);
    expect(res.data.Attendance).toMatchObject({ Month: expect.stringMatching(/^\d{4}-\d{2}$/) });
    expect(Array.isArray(res.data.Leaves)).toBe(true);
  });
});
