import { Code, type Endpoint, type InputOf, student, studentChange } from '@kc/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { type Envelope, resourceApi } from './resource-helpers.ts';

/**
 * The server, clients and fixtures of the children tests (students.test.ts, student-changes.test.ts).
 * Each test file calls `useStudentServer()` once: it starts a server of the file's own and fills the
 * bindings below, which the importing file reads live.
 */
export type Client = ReturnType<ReturnType<typeof resourceApi>['as']>;
export let server: TestServer;
export let admin: Client;
export let park: Client;
export let teacher: Client;
export let parkChanges: Client;
export let teacherChanges: Client;
export let parkToken: string;
export let S1: number;
export let S2: number;
/** School 1's classes: junior (teacher01's), middle (teacher01's), senior (not theirs). */
export let junior: number;
export let middle: number;
export let senior: number;
export let S2class: number;
let seq = 0;

export function useStudentServer() {
  // The server runs in UTC here (as in production containers): the schools' local dates must not follow it.
  process.env.TZ = 'UTC';
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
}

export const call = async <E extends Endpoint>(username: string, endpoint: E, input: InputOf<E>) =>
  (await server.as(username)).call(endpoint, input) as Promise<
    Envelope<Record<string, unknown> & { list: Record<string, unknown>[]; total: number }>
  >;

export const uniqueName = (base = '测试') => `${base}${++seq}号`;
export const child = (over: Record<string, unknown> = {}) => ({
  SchoolId: S1,
  StudentName: uniqueName(),
  Gender: 1,
  Birthday: '2022-05-06',
  EnrolDate: '2025-09-01',
  ...over,
});
export const addChild = async (over: Record<string, unknown> = {}, by: Client = park) => {
  const res = await by.add(child(over));
  expect(res.code, res.msg).toBe(Code.Success);
  return res.data.StudentId as number;
};
export const row = (id: number) => server.db.selectFrom('student').selectAll().where('studentId', '=', id).executeTakeFirstOrThrow();
export const count = async (schoolId?: number) => {
  let q = server.db.selectFrom('student').select((eb) => eb.fn.countAll<number>().as('n'));
  if (schoolId) q = q.where('schoolId', '=', schoolId);
  return Number((await q.executeTakeFirstOrThrow()).n);
};
export const newClass = async (schoolId: number, className: string, grade = 'junior', capacity = 25, academicYear?: string) => {
  const c = await server.db
    .insertInto('schoolClass')
    .values({ schoolId, className, grade, academicYear: academicYear ?? '2026-2027', capacity })
    .returning('classId')
    .executeTakeFirstOrThrow();
  return c.classId;
};
export const newSchool = async (schoolName: string, timeZone = 'Asia/Shanghai') =>
  (
    await server.db
      .insertInto('school')
      .values({ schoolName, timeZone, schoolContractType: 2 })
      .returning('schoolId')
      .executeTakeFirstOrThrow()
  ).schoolId;
