import { type ApiClient, ATTENDANCE_STATUS, api, Code, LEAVE_KIND, LEAVE_SOURCE, LEAVE_STATE, leave, vacation } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import {
  beijingToday,
  call,
  childrenOf,
  demoSchoolIds,
  fixtureClass,
  isWeekend,
  nthWeekday,
  ok,
  pastMonth,
  plusDays,
  teacher01Classes,
} from './attendance-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * Leave (FreeManage) through the real server: entering (sick leave with symptoms), the rules of a
 * pending leave, Audit (approve marks the school days as leave in the register in the same
 * transaction; reject needs a remark), Cancel (takes the marks back), and the scope.
 */
let server: TestServer;
let park: ApiClient;
let park2: ApiClient;
let teacher: ApiClient;
const token: Record<string, string> = {};
let school1: number;
let school2: number;
let fixture: { classId: number; studentIds: number[] };
/** teacher01's entries (pending until audited) and park01's (approved on entry). */
let leaves: ReturnType<ReturnType<typeof resourceApi>['as']>;
let parkLeaves: typeof leaves;
const month = pastMonth();
/** Monday to the Monday after: six school days, less the holiday on Wednesday. */
const monday = nthWeekday(month, 2, 1);
const wednesday = plusDays(monday, 2);

const sick = (StudentId: number, over: Record<string, unknown> = {}) => ({
  StudentId,
  Kind: LEAVE_KIND.Sick,
  StartDate: monday,
  EndDate: plusDays(monday, 7),
  Reason: '发烧咳嗽，在家休息',
  Symptoms: ['fever', 'cough'],
  ...over,
});
const marks = (studentId: number) =>
  server.db
    .selectFrom('attendance')
    .select(['date', 'status', 'leaveId', 'checkInTime'])
    .where('studentId', '=', studentId)
    .orderBy('date')
    .execute();
const leaveRow = (leaveId: number) =>
  server.db.selectFrom('studentLeave').selectAll().where('leaveId', '=', leaveId).executeTakeFirstOrThrow();

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['park01', 'park02', 'teacher01']) token[u] = await server.login(u);
  [park, park2, teacher] = [server.client(token.park01), server.client(token.park02), server.client(token.teacher01)];
  [school1, school2] = (await demoSchoolIds(server)) as [number, number];
  // teacher01's class: a teacher's entry waits for the audit (a park admin's is approved on entry).
  const { teacherId } = await teacher01Classes(server, school1);
  fixture = await fixtureClass(server, school1, { children: 3, teacherIds: [teacherId] });
  leaves = resourceApi(server, leave).as(token.teacher01 as string);
  parkLeaves = resourceApi(server, leave).as(token.park01 as string);
  const holiday = await resourceApi(server, vacation)
    .as(token.park01 as string)
    .add({ SchoolId: school1, VacationName: '测试假日', Kind: 1, StartDate: wednesday, EndDate: wednesday });
  expect(holiday.code).toBe(Code.Success);
});
afterAll(() => server?.close());

describe('Leave: entering', () => {
  it('adds a pending sick leave with its symptoms; school and class are the child’s', async () => {
    const child = fixture.studentIds[0] as number;
    const added = await leaves.add(sick(child));
    expect(added.code).toBe(Code.Success);
    const detail = await leaves.detail(added.data.LeaveId as number);
    expect(detail.data).toMatchObject({
      SchoolId: school1,
      ClassId: fixture.classId,
      StudentId: child,
      StudentName: '测试幼儿A',
      Kind: LEAVE_KIND.Sick,
      Days: 8,
      Symptoms: ['fever', 'cough'],
      State: LEAVE_STATE.Pending,
      Source: LEAVE_SOURCE.Staff,
      AuditTime: null,
    });
    await parkLeaves.remove({ LeaveId: added.data.LeaveId });
  });

  it("approves a park admin's entry at once and marks its school days, as the audit would", async () => {
    const child = fixture.studentIds[0] as number;
    const added = await parkLeaves.add(sick(child, { StartDate: '2020-02-03', EndDate: '2020-02-04' }));
    expect(added.code).toBe(Code.Success);
    const id = added.data.LeaveId as number;
    expect((await parkLeaves.detail(id)).data).toMatchObject({ State: LEAVE_STATE.Approved, AuditorName: '王丽' });
    expect((await leaveRow(id)).auditTime).not.toBeNull();
    const marked = (await marks(child)).filter((m) => m.leaveId === id);
    expect(marked.map((m) => [m.date, m.status])).toEqual([
      ['2020-02-03', ATTENDANCE_STATUS.Leave],
      ['2020-02-04', ATTENDANCE_STATUS.Leave],
    ]);
    expect(await ok(park, api.leaveCancel, { LeaveId: id })).toEqual({ State: LEAVE_STATE.Cancelled, UnmarkedDays: 2 });
  });

  it('refuses a sick leave without symptoms, dates out of order, and overlapping leave; clears symptoms of personal leave', async () => {
    const child = fixture.studentIds[0] as number;
    const count = async () =>
      (await server.db.selectFrom('studentLeave').select('leaveId').where('studentId', '=', child).execute()).length;
    const before = await count();
    const noSymptoms = await leaves.add(sick(child, { Symptoms: [] }));
    expect(noSymptoms.code).toBe(Code.InvalidInput);
    expect(noSymptoms.msg).toMatch(/^Symptoms: /);
    const reversed = await leaves.add(sick(child, { StartDate: plusDays(monday, 3), EndDate: monday }));
    expect(reversed.code).toBe(Code.InvalidInput);
    expect(reversed.msg).toMatch(/^EndDate: /);
    expect((await leaves.add(sick(child, { Symptoms: ['sneezing'] }))).code).toBe(Code.InvalidInput);
    expect((await leaves.add(sick(child, { Reason: '' }))).code).toBe(Code.InvalidInput);
    expect(await count()).toBe(before);

    const personal = await leaves.add(
      sick(child, { Kind: LEAVE_KIND.Personal, Reason: '回老家', StartDate: '2020-01-06', EndDate: '2020-01-07' }),
    );
    expect(personal.code).toBe(Code.Success);
    expect((await leaveRow(personal.data.LeaveId as number)).symptoms).toEqual([]);
    const overlap = await leaves.add(sick(child, { StartDate: '2020-01-07', EndDate: '2020-01-08' }));
    expect(overlap.code).toBe(Code.Conflict);
    expect(overlap.msg).toMatch(/already has a leave from 2020-01-06 to 2020-01-07/);
  });

  it('has the seeded pending sick leave at school 1', async () => {
    const page = await parkLeaves.page({ State: LEAVE_STATE.Pending, Kind: LEAVE_KIND.Sick });
    const seeded = page.data.list.find((l) => l.SchoolId === school1 && (l.Symptoms as string[]).includes('fever'));
    expect(seeded).toBeDefined();
    expect((seeded?.StartDate as string) > beijingToday()).toBe(true);
  });
});

describe('Leave/Audit and Leave/Cancel', () => {
  it('approval marks the school days as leave (weekend and holiday out, a day the child came kept); the grid shows them', async () => {
    const child = fixture.studentIds[1] as number;
    // The child came on Thursday after all.
    await ok(park, api.attendanceCheckIn, { StudentId: child, Date: plusDays(monday, 3), Time: '07:50', Method: 1 });
    const id = (await leaves.add(sick(child))).data.LeaveId as number;
    const res = await ok(park, api.leaveAudit, { LeaveId: id, Approved: true, AuditRemark: '注意休息' });
    const schoolDays = Array.from({ length: 8 }, (_, i) => plusDays(monday, i)).filter((d) => !isWeekend(d) && d !== wednesday);
    expect(res).toEqual({ State: LEAVE_STATE.Approved, MarkedDays: schoolDays.length - 1 });

    const rows = await marks(child);
    expect(rows.map((r) => [r.date, r.status, r.leaveId])).toEqual(
      schoolDays.map((d) => (d === plusDays(monday, 3) ? [d, ATTENDANCE_STATUS.Present, null] : [d, ATTENDANCE_STATUS.Leave, id])),
    );
    const stored = await leaveRow(id);
    expect(stored).toMatchObject({ state: LEAVE_STATE.Approved, auditRemark: '注意休息' });
    expect(stored.auditBy).toBeGreaterThan(0);
    expect((await leaves.detail(id)).data).toMatchObject({ State: LEAVE_STATE.Approved, AuditorName: '王丽' });

    const grid = await ok(park, api.attendanceClassGrid, { ClassId: fixture.classId, Month: month });
    const cells = grid.Children.find((c) => c.StudentId === child)?.Statuses ?? [];
    const at = (d: string) => cells[grid.Days.findIndex((x) => x.Date === d)];
    expect(at(monday)).toBe(ATTENDANCE_STATUS.Leave);
    expect(at(wednesday)).toBeNull();
    expect(grid.Children.find((c) => c.StudentId === child)?.LeaveDays).toBe(schoolDays.length - 1);

    // An approved leave is neither audited again, edited, nor deleted.
    expect((await call(park, api.leaveAudit, { LeaveId: id, Approved: false, AuditRemark: 'x' })).code).toBe(Code.Conflict);
    expect((await parkLeaves.update({ LeaveId: id, Reason: '改' })).code).toBe(Code.Conflict);
    expect((await parkLeaves.remove({ LeaveId: id })).code).toBe(Code.Conflict);

    // Cancel: the marked days go, the day the child came stays (unlinked).
    const cancelled = await ok(park, api.leaveCancel, { LeaveId: id });
    expect(cancelled).toEqual({ State: LEAVE_STATE.Cancelled, UnmarkedDays: schoolDays.length - 1 });
    expect((await marks(child)).map((r) => [r.date, r.status, r.leaveId])).toEqual([
      [plusDays(monday, 3), ATTENDANCE_STATUS.Present, null],
    ]);
    expect((await call(park, api.leaveCancel, { LeaveId: id })).code).toBe(Code.Conflict);
  });

  it('rejection needs a remark and marks nothing; a pending leave can be cancelled', async () => {
    const child = fixture.studentIds[2] as number;
    const id = (await leaves.add(sick(child))).data.LeaveId as number;
    const bare = await call(park, api.leaveAudit, { LeaveId: id, Approved: false });
    expect(bare.code).toBe(Code.InvalidInput);
    expect(bare.msg).toMatch(/AuditRemark/);
    expect((await leaveRow(id)).state).toBe(LEAVE_STATE.Pending);
    expect(await ok(park, api.leaveAudit, { LeaveId: id, Approved: false, AuditRemark: '请提供医院证明' })).toEqual({
      State: LEAVE_STATE.Rejected,
      MarkedDays: 0,
    });
    expect(await marks(child)).toEqual([]);
    expect((await call(park, api.leaveCancel, { LeaveId: id })).code).toBe(Code.Conflict);

    const again = (await leaves.add(sick(child))).data.LeaveId as number;
    expect(await ok(park, api.leaveCancel, { LeaveId: again })).toEqual({ State: LEAVE_STATE.Cancelled, UnmarkedDays: 0 });
    expect((await call(park, api.leaveAudit, { LeaveId: 99999999, Approved: true })).code).toBe(Code.NotFound);
  });
});

describe('Leave: scope', () => {
  it('keeps park01 and park02 to their schools', async () => {
    const school2Child = (
      await server.db.selectFrom('student').select('studentId').where('schoolId', '=', school2).executeTakeFirstOrThrow()
    ).studentId;
    const park2Leaves = resourceApi(server, leave).as(token.park02 as string);
    const theirs = (await park2Leaves.add(sick(school2Child, { StartDate: '2020-03-02', EndDate: '2020-03-03' }))).data.LeaveId as number;
    const register = await marks(school2Child);

    // park01 cannot enter leave for school 2's child, nor audit, cancel, read or find school 2's leave.
    const refused = await parkLeaves.add(sick(school2Child, { StartDate: '2020-04-06', EndDate: '2020-04-07' }));
    expect(refused).toMatchObject({ code: Code.NotFound, msg: `StudentId: child ${school2Child} does not exist` });
    expect((await call(park, api.leaveAudit, { LeaveId: theirs, Approved: true })).code).toBe(Code.NotFound);
    expect((await call(park, api.leaveCancel, { LeaveId: theirs })).code).toBe(Code.NotFound);
    expect((await parkLeaves.detail(theirs)).code).toBe(Code.NotFound);
    expect((await parkLeaves.page({ SchoolId: school2 })).data.total).toBe(0);
    // park02 entered it, so it was approved on entry; park01's refused calls left it so.
    expect((await leaveRow(theirs)).state).toBe(LEAVE_STATE.Approved);
    expect(await marks(school2Child)).toEqual(register);
    // …and park02 sees none of school 1's.
    const mine = await park2Leaves.page({});
    expect(mine.data.list.every((l) => l.SchoolId === school2)).toBe(true);
    expect((await call(park2, api.leaveCancel, { LeaveId: theirs })).code).toBe(Code.Success);
  });

  it("keeps teacher01 to their classes' leave: enters and audits theirs, nothing of another class", async () => {
    const { ownIds, otherClassId } = await teacher01Classes(server, school1);
    const ownChild = (await childrenOf(server, ownIds[0] as number))[0] as number;
    const otherChild = (await childrenOf(server, otherClassId))[0] as number;
    const teacherLeaves = resourceApi(server, leave).as(token.teacher01 as string);

    const own = await teacherLeaves.add(sick(ownChild, { StartDate: '2020-05-11', EndDate: '2020-05-12' }));
    expect(own.code).toBe(Code.Success);
    expect((await call(teacher, api.leaveAudit, { LeaveId: own.data.LeaveId as number, Approved: true })).code).toBe(Code.Success);
    expect((await marks(ownChild)).filter((r) => r.leaveId === own.data.LeaveId).length).toBe(2);

    const other = await teacherLeaves.add(sick(otherChild, { StartDate: '2020-05-11', EndDate: '2020-05-12' }));
    expect(other).toMatchObject({ code: Code.NotFound, msg: `StudentId: child ${otherChild} does not exist` });
    const parkOther = (await parkLeaves.add(sick(otherChild, { StartDate: '2020-06-08', EndDate: '2020-06-09' }))).data.LeaveId as number;
    expect((await call(teacher, api.leaveAudit, { LeaveId: parkOther, Approved: true })).code).toBe(Code.NotFound);
    expect((await teacherLeaves.detail(parkOther)).code).toBe(Code.NotFound);
    const page = await teacherLeaves.page({});
    expect(page.data.list.every((l) => ownIds.includes(l.ClassId as number))).toBe(true);
    expect((await leaveRow(parkOther)).state).toBe(LEAVE_STATE.Approved);
  });
});
