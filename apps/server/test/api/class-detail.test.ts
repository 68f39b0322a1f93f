import { type ApiClient, api, Code, SCHOOL_TIME_ZONE, STUDENT_STATUS, schoolClass, TEACHER_STATUS } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { teacher01Classes } from './attendance-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * A class's staff and children: HeadTeacherId / TeacherIds (class_teacher) and StudentCount on
 * the Class resource, and Class/GetOverview (the ClassDetail screen), within the scopes.
 */
let server: TestServer;
let park: ReturnType<ReturnType<typeof resourceApi>['as']>;
let parkApi: ApiClient;
let teacherApi: ApiClient;
let teacher01: number;
let year: string;
/** Staff of school 1 and of school 2 (seed). */
let staff1: number[];
let staff2: number;

beforeAll(async () => {
  server = await startTestServer();
  park = resourceApi(server, schoolClass).as(await server.login('park01'));
  parkApi = await server.as('park01');
  teacherApi = await server.as('teacher01');
  teacher01 = Number(
    (await server.db.selectFrom('sysUser').select('identityId').where('username', '=', 'teacher01').executeTakeFirstOrThrow()).identityId,
  );
  year = (await server.db.selectFrom('schoolClass').select('academicYear').executeTakeFirstOrThrow()).academicYear;
  staff1 = (await server.db.selectFrom('teacher').select('teacherId').where('schoolId', '=', 1).orderBy('teacherId').execute()).map(
    (t) => t.teacherId,
  );
  staff2 = (await server.db.selectFrom('teacher').select('teacherId').where('schoolId', '=', 2).executeTakeFirstOrThrow()).teacherId;
});
afterAll(() => server?.close());

let serial = 0;
const newClass = async (over: Record<string, unknown> = {}) => {
  const r = await park.add({ SchoolId: 1, ClassName: `详情班${serial++}`, Grade: 'middle', AcademicYear: year, Capacity: 20, ...over });
  expect(r.code, r.msg).toBe(Code.Success);
  return r.data.ClassId as number;
};
const linksOf = async (classId: number) =>
  (await server.db.selectFrom('classTeacher').select('teacherId').where('classId', '=', classId).orderBy('teacherId').execute()).map(
    (r) => r.teacherId,
  );

describe('Class staff and count', () => {
  it('keeps the head teacher among the staff and answers HeadTeacherId, TeacherIds and StudentCount', async () => {
    const [a, b, c] = staff1.slice(1) as [number, number, number];
    const id = await newClass({ HeadTeacherId: a, TeacherIds: [b] });
    expect(await linksOf(id)).toEqual([a, b].sort((x, y) => x - y));
    expect((await park.detail(id)).data).toMatchObject({ HeadTeacherId: a, TeacherIds: [a, b].sort((x, y) => x - y), StudentCount: 0 });
    // New staff without the head teacher: the head teacher stays one of them.
    expect((await park.update({ ClassId: id, TeacherIds: [c] })).code).toBe(Code.Success);
    expect(await linksOf(id)).toEqual([a, c].sort((x, y) => x - y));
    // The Teachers filter finds teacher01's classes.
    const mine = await park.page({ TeacherIds: teacher01, size: 100 });
    const expected = await server.db
      .selectFrom('classTeacher')
      .select('classId')
      .where('teacherId', '=', teacher01)
      .orderBy('classId')
      .execute();
    expect(mine.data.list.map((r) => r.ClassId)).toEqual(expected.map((e) => e.classId));
  });

  it('refuses staff of another school or who resigned, naming the field; writes nothing', async () => {
    const id = await newClass();
    // Another school's staff member is, for park01, as one that does not exist.
    expect(await park.update({ ClassId: id, HeadTeacherId: staff2 })).toMatchObject({
      code: Code.NotFound,
      msg: `HeadTeacherId: staff member ${staff2} does not exist`,
    });
    expect(await park.update({ ClassId: id, TeacherIds: [staff1[1], staff2] })).toMatchObject({
      code: Code.NotFound,
      msg: `TeacherIds: staff member ${staff2} does not exist`,
    });
    const gone = await server.db
      .insertInto('teacher')
      .values({ schoolId: 1, name: '已离职', mobile: '13511112222', status: TEACHER_STATUS.Resigned, state: 1 })
      .returning('teacherId')
      .executeTakeFirstOrThrow();
    expect(await park.update({ ClassId: id, HeadTeacherId: gone.teacherId })).toMatchObject({
      code: Code.InvalidInput,
      msg: 'HeadTeacherId: a staff member has resigned',
    });
    expect(await linksOf(id)).toEqual([]);
  });

  it('counts the children at school (not withdrawn or graduated) and sorts by the count', async () => {
    const id = await newClass({ ClassName: '计数班' });
    await server.db
      .insertInto('student')
      .values([
        { schoolId: 1, classId: id, studentName: '在读甲', status: STUDENT_STATUS.Enrolled },
        { schoolId: 1, classId: id, studentName: '试读乙', status: STUDENT_STATUS.Trial },
        { schoolId: 1, classId: id, studentName: '已退学丙', status: STUDENT_STATUS.Withdrawn },
      ])
      .execute();
    expect((await park.detail(id)).data.StudentCount).toBe(2);
    const sorted = await park.page({ sort: '-StudentCount', size: 100 });
    const counts = sorted.data.list.map((r) => Number(r.StudentCount));
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    // A class with children is not deleted, and says why.
    expect(await park.remove({ ClassId: id })).toMatchObject({ code: Code.Conflict, msg: 'the class still has children: 计数班' });
  });
});

describe('Class/GetOverview', () => {
  it("answers the class, its staff (head first, masked), its children with their primary contact, and today's figures", async () => {
    const classId = (
      await server.db
        .selectFrom('classTeacher')
        .select('classId')
        .where('teacherId', '=', teacher01)
        .orderBy('classId')
        .executeTakeFirstOrThrow()
    ).classId;
    const res = await parkApi.call(api.classGetOverview, { ClassId: classId });
    expect(res.code, res.msg).toBe(Code.Success);
    const { Class, Teachers, Children, Today } = res.data;
    const row = await server.db.selectFrom('schoolClass').selectAll().where('classId', '=', classId).executeTakeFirstOrThrow();
    expect(Class).toMatchObject({
      ClassId: classId,
      SchoolId: 1,
      SchoolName: '阳光幼儿园',
      ClassName: row.className,
      HeadTeacherId: row.headTeacherId,
    });
    expect(Teachers[0]).toMatchObject({ TeacherId: row.headTeacherId, IsHead: true });
    expect(Teachers.map((t) => t.TeacherId).sort()).toEqual(await linksOf(classId));
    expect(Teachers.every((t) => /^\d{3}\*{4}\d{4}$/.test(t.Mobile))).toBe(true);

    const kids = await server.db
      .selectFrom('student')
      .select(['studentId', 'studentName'])
      .where('classId', '=', classId)
      .where('status', 'in', [1, 2, 3])
      .execute();
    expect(Children.map((c) => c.StudentId).sort()).toEqual(kids.map((k) => k.studentId).sort());
    expect(Class.StudentCount).toBe(kids.length);
    const first = Children[0];
    const primary = await server.db
      .selectFrom('studentParent as sp')
      .innerJoin('parent as p', 'p.parentId', 'sp.parentId')
      .select(['p.name', 'p.mobile'])
      .where('sp.studentId', '=', Number(first?.StudentId))
      .where('sp.isPrimary', '=', true)
      .orderBy('p.parentId')
      .executeTakeFirstOrThrow();
    expect(first).toMatchObject({
      PrimaryContact: primary.name,
      PrimaryMobile: `${primary.mobile.slice(0, 3)}****${primary.mobile.slice(7)}`,
    });
    expect(Today.Date).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE }).format(new Date()));
    expect(Today).toMatchObject({ Children: kids.length, StaffOnDuty: Teachers.filter((t) => t.Status === TEACHER_STATUS.OnDuty).length });
  });

  it("is scoped: park01 not school 2's classes, teacher01 only their classes, no grant no overview", async () => {
    const s2 = await server.db.selectFrom('schoolClass').select('classId').where('schoolId', '=', 2).executeTakeFirstOrThrow();
    expect(await parkApi.call(api.classGetOverview, { ClassId: s2.classId })).toMatchObject({
      code: Code.NotFound,
      msg: 'Class: record not found',
    });
    const { ownIds, otherClassId } = await teacher01Classes(server, 1);
    expect((await teacherApi.call(api.classGetOverview, { ClassId: otherClassId })).code).toBe(Code.NotFound);
    expect((await teacherApi.call(api.classGetOverview, { ClassId: ownIds[0] as number })).code).toBe(Code.Success);
    expect((await (await server.as('sales01')).call(api.classGetOverview, { ClassId: s2.classId })).code).toBe(Code.NoPermission);
    const bad = await parkApi.call(api.classGetOverview, { ClassId: 'x' } as never);
    expect(bad.code).toBe(Code.InvalidInput);
    expect(bad.msg).toMatch(/^ClassId: /);
  });
});
