import {
  ATTENDANCE_STATUS,
  api,
  CHECK_METHOD,
  LEAVE_KIND,
  LEAVE_SOURCE,
  LEAVE_STATE,
  leave,
  type OutputOf,
  resourceEndpoints,
  student,
  teacher,
  VACATION_KIND,
} from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpGrantsVersion } from '../../src/modules/menus/role-menus.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { beijingToday, call, demoSchoolIds, fixtureClass, ok, plusDays, teacher01Classes } from './attendance-helpers.ts';

type SchoolData = OutputOf<typeof api.homeSchoolData>;
type Todo = OutputOf<typeof api.homeTodolist>;

const Leave = resourceEndpoints(leave);
const Teacher = resourceEndpoints(teacher);
const Student = resourceEndpoints(student);

let server: TestServer;
let school1: number;
let school2: number;
let today: string;
/** The fixture class of school 1 and its seven children A–G. */
let fixture: { classId: number; studentIds: number[] };
let teacherId: number;
/** park01's figures before the fixture's day was written. */
let before: SchoolData;
let todoBefore: Todo;

const schoolData = async (username: string, input: { SchoolId?: number } = {}) => ok(await server.as(username), api.homeSchoolData, input);
const todolist = async (username: string, input: { SchoolId?: number } = {}) => ok(await server.as(username), api.homeTodolist, input);
const item = (todo: Todo, key: string) => todo.Items.find((i) => i.Key === key);
const totals = (d: SchoolData) => ({
  Enrolled: d.Enrolled,
  Present: d.Present,
  Late: d.Late,
  Absent: d.Absent,
  Leave: d.Leave,
  NotCheckedIn: d.NotCheckedIn,
  Fever: d.Fever,
  StaffOnDuty: d.StaffOnDuty,
});

beforeAll(async () => {
  server = await startTestServer();
  [school1, school2] = (await demoSchoolIds(server)) as [number, number];
  today = beijingToday();
  // Today is a school day at school 1 whatever the calendar says (a make-up working day wins over
  // a holiday), and a holiday at school 2.
  await server.db
    .insertInto('vacation')
    .values([
      { schoolId: school1, vacationName: 'home test', kind: VACATION_KIND.MakeUpDay, startDate: today, endDate: today },
      { schoolId: school2, vacationName: 'home test', kind: VACATION_KIND.Holiday, startDate: today, endDate: today },
    ])
    .execute();
  const staff = await server.db
    .insertInto('teacher')
    .values({ schoolId: school1, name: '值班老师', mobile: '13912340001', post: 2 })
    .returning('teacherId')
    .executeTakeFirstOrThrow();
  teacherId = staff.teacherId;
  fixture = await fixtureClass(server, school1, { children: 7, teacherIds: [teacherId], name: '首页测试班' });
  before = await schoolData('park01');
  todoBefore = await todolist('park01');

  // The day of the fixture class: A and B check in (A with a fever), C arrives late, D is marked
  // and G are marked absent, E goes on an approved leave, F has nothing yet; its teacher checks in.
  const park = await server.as('park01');
  const [a, b, c, d, e, , g] = fixture.studentIds as number[] as [number, number, number, number, number, number, number];
  await ok(park, api.attendanceCheckIn, { StudentId: a, Date: today, Time: '00:00', Method: CHECK_METHOD.Face, EntryTemperature: 38.2 });
  await ok(park, api.attendanceCheckIn, { StudentId: b, Date: today, Time: '00:01', Method: CHECK_METHOD.Card, EntryTemperature: 36.6 });
  await server.db
    .insertInto('attendance')
    .values({
      schoolId: school1,
      classId: fixture.classId,
      studentId: c,
      date: today,
      status: ATTENDANCE_STATUS.Late,
      checkInTime: new Date(),
    })
    .execute();
  await ok(park, api.attendanceBulkMark, { StudentIds: [d, g], Date: today, Status: ATTENDANCE_STATUS.Absent });
  // A park admin's entry is approved on entry.
  await ok(park, Leave.Add, { StudentId: e, Kind: LEAVE_KIND.Personal, StartDate: today, EndDate: today, Reason: '家中有事' });
  await server.db
    .insertInto('teacherCheckIn')
    .values({ schoolId: school1, teacherId, date: today, status: ATTENDANCE_STATUS.Present, checkInTime: new Date() })
    .execute();
});
afterAll(() => server?.close());

describe('Home/GetSchoolData', () => {
  it('counts the day the test wrote, by class and for the school (park01)', async () => {
    const data = await schoolData('park01');
    expect(data.Date).toBe(today);
    expect(data.SchoolDay).toBe(true);
    expect(data.Schools).toBe(1);
    expect(data.BySchool).toEqual([]);
    const row = data.ByClass.find((c) => c.ClassId === fixture.classId);
    expect(row).toEqual({
      ClassId: fixture.classId,
      ClassName: '首页测试班',
      Grade: 'junior',
      SchoolId: school1,
      Enrolled: 7,
      Present: 3,
      Late: 1,
      Absent: 2,
      Leave: 1,
      NotCheckedIn: 1,
      Fever: 1,
      StaffOnDuty: 1,
    });
    // The school's totals moved by exactly the fixture's day.
    expect(totals(data)).toEqual({
      Enrolled: before.Enrolled,
      Present: before.Present + 3,
      Late: before.Late + 1,
      Absent: before.Absent + 2,
      Leave: before.Leave + 1,
      NotCheckedIn: before.NotCheckedIn - 6,
      Fever: before.Fever + 1,
      StaffOnDuty: before.StaffOnDuty + 1,
    });
    expect(before.NotCheckedIn).toBe(before.Enrolled - before.Present - before.Absent - before.Leave);
    expect(data.Classes).toBe(data.ByClass.length);
    // The school is the sum of its classes (every demo child is in a class).
    const sum = (k: 'Enrolled' | 'Present' | 'Absent' | 'Leave' | 'NotCheckedIn') => data.ByClass.reduce((n, c) => n + c[k], 0);
    expect([sum('Enrolled'), sum('Present'), sum('Absent'), sum('Leave'), sum('NotCheckedIn')]).toEqual([
      data.Enrolled,
      data.Present,
      data.Absent,
      data.Leave,
      data.NotCheckedIn,
    ]);
  });

  it('keeps park02 to school 2, on holiday today, and refuses another school by id', async () => {
    const data = await schoolData('park02');
    expect(data.Schools).toBe(1);
    expect(data.SchoolDay).toBe(false);
    expect(data.Enrolled).toBeGreaterThan(0);
    expect(data.ByClass.length).toBeGreaterThan(0);
    const classes = await server.db.selectFrom('schoolClass').select('classId').where('schoolId', '=', school2).execute();
    const ids = new Set(classes.map((c) => c.classId));
    expect(data.ByClass.every((c) => c.SchoolId === school2 && ids.has(c.ClassId))).toBe(true);
    expect([data.Present, data.Absent, data.Leave, data.Fever]).toEqual([0, 0, 0, 0]);
    // Nobody is expected on a holiday.
    expect(data.NotCheckedIn).toBe(0);

    const park = await server.as('park01');
    // Another school's id answers as a missing one: same code, same message but the number.
    expect(await call(park, api.homeSchoolData, { SchoolId: school2 })).toMatchObject({
      code: 100004,
      msg: `SchoolId: school ${school2} does not exist`,
    });
    expect(await call(park, api.homeSchoolData, { SchoolId: 999999 })).toMatchObject({
      code: 100004,
      msg: 'SchoolId: school 999999 does not exist',
    });
    const bad = await call(park, api.homeSchoolData, { SchoolId: 'x' as unknown as number });
    expect(bad.code).toBe(100001);
    expect(bad.msg).toMatch(/SchoolId/);
  });

  it('gives teacher01 only the children of their classes', async () => {
    const { ownIds, teacherId: self } = await teacher01Classes(server, school1);
    const data = await schoolData('teacher01');
    expect(data.ByClass.map((c) => c.ClassId).sort((x, y) => x - y)).toEqual([...ownIds].sort((x, y) => x - y));
    expect(data.Classes).toBe(ownIds.length);
    const park = await schoolData('park01');
    const theirs = park.ByClass.filter((c) => ownIds.includes(c.ClassId));
    expect(data.Enrolled).toBe(theirs.reduce((n, c) => n + c.Enrolled, 0));
    expect(data.Enrolled).toBeLessThan(park.Enrolled);
    // The fixture class is not theirs: none of its day shows.
    expect(data.Absent).toBe(theirs.reduce((n, c) => n + c.Absent, 0));
    expect(data.Fever).toBe(0);
    // Staff: themselves and the staff of their classes.
    const linked = await server.db.selectFrom('classTeacher').select('teacherId').where('classId', 'in', ownIds).execute();
    expect(data.StaffTotal).toBe(new Set([self, ...linked.map((c) => c.teacherId)]).size);
    expect(data.StaffTotal).toBeLessThan(park.StaffTotal);
  });

  it('reads a supervisor’s region and answers several schools one row each', async () => {
    const park = await schoolData('park01');
    const gov = await schoolData('gov01');
    expect(gov.Schools).toBe(1);
    expect(totals(gov)).toEqual(totals(park));

    const admin = await schoolData('admin');
    expect(admin.Schools).toBe(3);
    expect(admin.ByClass).toEqual([]);
    expect(admin.BySchool.map((s) => s.SchoolId)).toEqual((await demoSchoolIds(server)).slice(0, 3));
    const first = admin.BySchool[0];
    expect(first && { ...totals({ ...admin, ...first }) }).toEqual(totals(park));
    expect(admin.Present).toBe(admin.BySchool.reduce((n, s) => n + s.Present, 0));
    // One school of the network by id: its classes.
    const one = await schoolData('admin', { SchoolId: school1 });
    expect(one.ByClass.some((c) => c.ClassId === fixture.classId)).toBe(true);
    expect(totals(one)).toEqual(totals(park));

    expect((await call(server.client(), api.homeSchoolData, {})).code).toBe(-101);
  });
});

describe('Home/GetTodolist', () => {
  it('lists what waits for park01, within school 1', async () => {
    // A pending leave of the fixture's child F, a certificate expiring in 10 days and one
    // expired 3 days ago, a child without a class; and in school 2 the same, which must not show.
    const park = await server.as('park01');
    const f = fixture.studentIds[5] as number;
    // A parent's request from the app: pending until the school audits it.
    await server.db
      .insertInto('studentLeave')
      .values({
        schoolId: school1,
        classId: fixture.classId,
        studentId: f,
        kind: LEAVE_KIND.Sick,
        startDate: plusDays(today, 1),
        endDate: plusDays(today, 2),
        reason: '发烧',
        symptoms: ['fever'],
        state: LEAVE_STATE.Pending,
        source: LEAVE_SOURCE.Parent,
      })
      .execute();
    const [expiring, expired] = await server.db
      .insertInto('teacher')
      .values([
        { schoolId: school1, name: '证将到期', mobile: '13912340002', post: 2, healthCertExpire: plusDays(today, 10) },
        { schoolId: school1, name: '证已过期', mobile: '13912340003', post: 2, healthCertExpire: plusDays(today, -3) },
        { schoolId: school2, name: '别校过期', mobile: '13912340004', post: 2, healthCertExpire: plusDays(today, -3) },
      ])
      .returning('teacherId')
      .execute();
    const [waiting] = await server.db
      .insertInto('student')
      .values([
        { schoolId: school1, studentName: '待分班甲', status: 2, enrolDate: '2020-09-01' },
        { schoolId: school2, studentName: '别校待分班', status: 2 },
      ])
      .returning('studentId')
      .execute();

    const todo = await todolist('park01');
    expect(todo.Date).toBe(today);
    expect(todo.Items.map((i) => i.Key)).toEqual([
      'leavePending',
      'certExpiring',
      'certExpired',
      'noClass',
      'absentToday',
      'feverToday',
      'entrustPending',
      'medicineOverdue',
      'billOverdue',
    ]);
    const count = (t: Todo, key: string) => item(t, key)?.Count ?? -1;
    expect(count(todo, 'leavePending')).toBe(count(todoBefore, 'leavePending') + 1);
    expect(item(todo, 'leavePending')?.First).toContainEqual(
      expect.objectContaining({
        Name: '测试幼儿F',
        ClassName: '首页测试班',
        Date: plusDays(today, 1),
        EndDate: plusDays(today, 2),
        Value: LEAVE_KIND.Sick,
      }),
    );
    expect(count(todo, 'certExpiring')).toBe(count(todoBefore, 'certExpiring') + 1);
    expect(item(todo, 'certExpiring')?.First).toContainEqual(
      expect.objectContaining({ Id: expiring?.teacherId, Name: '证将到期', Date: plusDays(today, 10), Value: 10 }),
    );
    expect(count(todo, 'certExpired')).toBe(count(todoBefore, 'certExpired') + 1);
    expect(item(todo, 'certExpired')?.First).toContainEqual(expect.objectContaining({ Id: expired?.teacherId, Value: -3 }));
    expect(count(todo, 'noClass')).toBe(count(todoBefore, 'noClass') + 1);
    expect(item(todo, 'noClass')?.First).toContainEqual(expect.objectContaining({ Id: waiting?.studentId, Name: '待分班甲' }));
    expect(item(todo, 'absentToday')).toMatchObject({
      Menu: 'Kaoqin',
      Count: 2,
      First: [
        { Name: '测试幼儿D', ClassName: '首页测试班', Date: today },
        { Name: '测试幼儿G', ClassName: '首页测试班', Date: today },
      ],
    });
    expect(item(todo, 'feverToday')).toMatchObject({ Count: 1, First: [{ Name: '测试幼儿A', Value: 38.2 }] });
    for (const i of todo.Items) expect(i.First.every((x) => x.SchoolId === school1)).toBe(true);

    // The counts are what the linked screens list: pending leave (FreeManage State=1), staff by CertState, children awaiting a class.
    const total = async (page: typeof Leave.SelectPage, filters: Record<string, unknown>) =>
      ((await ok(park, page, { cur_page: 1, size: 10, ...filters })) as { total: number }).total;
    expect(await total(Leave.SelectPage, { State: 1 })).toBe(count(todo, 'leavePending'));
    expect(await total(Teacher.SelectPage, { CertState: 2 })).toBe(count(todo, 'certExpired'));
    expect(await total(Student.SelectPage, { AwaitingClass: true })).toBe(count(todo, 'noClass'));
  });

  it('answers only the items a role may act on, within its scope', async () => {
    // teacher01: no child without a class is theirs; the fixture class is not theirs either.
    const teacher = await todolist('teacher01');
    expect(item(teacher, 'noClass')?.Count ?? 0).toBe(0);
    expect(item(teacher, 'absentToday')?.Count ?? 0).toBe(0);
    expect(item(teacher, 'leavePending')?.First.some((x) => x.Name === '测试幼儿F') ?? false).toBe(false);
    // gov01 reads its region's screens but never acts (supervision accounts are read-only): nothing to do.
    expect((await todolist('gov01')).Items).toEqual([]);
    // park02 sees school 2's expired certificate and child, not school 1's.
    const park2 = await todolist('park02');
    expect(item(park2, 'certExpired')?.First.map((x) => x.Name)).toContain('别校过期');
    expect(item(park2, 'noClass')?.First.map((x) => x.Name)).toContain('别校待分班');
    expect(park2.Items.every((i) => i.First.every((x) => x.SchoolId === school2))).toBe(true);
    expect((await call(await server.as('park02'), api.homeTodolist, { SchoolId: school1 })).code).toBe(100004);
    // A grant taken away takes its items with it.
    await server.db
      .deleteFrom('sysRoleMenu')
      .where(
        'sysRoleId',
        '=',
        (await server.db.selectFrom('sysUser').select('currentRoleId').where('username', '=', 'park02').executeTakeFirstOrThrow())
          .currentRoleId,
      )
      .where('sysMenuId', 'in', server.db.selectFrom('sysMenu').select('sysMenuId').where('name', 'in', ['TeacherManage']))
      .execute();
    await bumpGrantsVersion({ db: server.db, store: server.store });
    const narrowed = await todolist('park02');
    expect(narrowed.Items.map((i) => i.Key)).toEqual([
      'leavePending',
      'noClass',
      'absentToday',
      'feverToday',
      'entrustPending',
      'medicineOverdue',
      'billOverdue',
    ]);
  });
});
