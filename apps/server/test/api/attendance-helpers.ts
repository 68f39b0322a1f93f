import type { ApiClient, Endpoint, InputOf, OutputOf } from '@kc/contract';
import { expect } from 'vitest';
import type { TestServer } from '../harness.ts';

/** Helpers of the attendance, leave and vacation tests: typed calls, fixtures, dates of a past month. */

export type Envelope<T> = { code: number; data: T; msg: string };

export async function call<E extends Endpoint>(client: ApiClient, endpoint: E, input: InputOf<E>): Promise<Envelope<OutputOf<E>>> {
  return (await client.call(endpoint, input)) as Envelope<OutputOf<E>>;
}

/** Calls and expects success; answers the data. */
export async function ok<E extends Endpoint>(client: ApiClient, endpoint: E, input: InputOf<E>): Promise<OutputOf<E>> {
  const res = await call(client, endpoint, input);
  expect(`${res.code} ${res.msg}`, `${endpoint.path} ${JSON.stringify(input)}`).toBe('100000 ok');
  return res.data;
}

const pad = (n: number) => String(n).padStart(2, '0');
const utc = (d: string) => new Date(`${d}T00:00:00Z`);
export const dateOf = (d: Date) => d.toISOString().slice(0, 10);
export const plusDays = (d: string, n: number) => dateOf(new Date(utc(d).getTime() + n * 86_400_000));
export const weekday = (d: string) => utc(d).getUTCDay();

/** Today in Beijing (the demo schools' zone), computed independently of the server's helpers. */
export const beijingToday = () => dateOf(new Date(Date.now() + 8 * 3_600_000));

/**
 * A month a year back: no seeded register, no seeded holidays (the seed's calendar is this
 * school year's), entirely past. 'YYYY-MM'.
 */
export function pastMonth(monthsBack = 12): string {
  const t = utc(beijingToday());
  const d = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() - monthsBack, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

export function daysOfMonth(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: last }, (_, i) => `${month}-${pad(i + 1)}`);
}

/** The n-th (1-based) given weekday (0 Sunday … 6 Saturday) of a month. */
export function nthWeekday(month: string, n: number, wd: number): string {
  const hits = daysOfMonth(month).filter((d) => weekday(d) === wd);
  const hit = hits[n - 1];
  if (!hit) throw new Error(`no ${n}th weekday ${wd} in ${month}`);
  return hit;
}

export const isWeekend = (d: string) => weekday(d) === 0 || weekday(d) === 6;

/** The instant a Beijing wall clock shows `clock` on `date`, as the API answers it. */
export const beijingIso = (date: string, clock: string) => new Date(`${date}T${clock}:00+08:00`).toISOString();

/**
 * A class of its own in a school with `children` children enrolled long ago, optionally with
 * teachers linked: a register no seeded data touches.
 */
export async function fixtureClass(
  server: TestServer,
  schoolId: number,
  opts: { grade?: string; children?: number; teacherIds?: number[]; name?: string } = {},
): Promise<{ classId: number; studentIds: number[] }> {
  const { classId } = await server.db
    .insertInto('schoolClass')
    .values({
      schoolId,
      className: opts.name ?? `考勤测试班${Math.random().toString(36).slice(2, 7)}`,
      grade: opts.grade ?? 'junior',
      academicYear: '2020-2021',
      capacity: 30,
    })
    .returning('classId')
    .executeTakeFirstOrThrow();
  const studentIds: number[] = [];
  for (let i = 0; i < (opts.children ?? 3); i++) {
    const { studentId } = await server.db
      .insertInto('student')
      .values({ schoolId, classId, studentName: `测试幼儿${String.fromCharCode(65 + i)}`, status: 2, enrolDate: '2020-09-01' })
      .returning('studentId')
      .executeTakeFirstOrThrow();
    studentIds.push(studentId);
  }
  for (const teacherId of opts.teacherIds ?? []) await server.db.insertInto('classTeacher').values({ classId, teacherId }).execute();
  return { classId, studentIds };
}

/** The account's id (for CreateBy checks). */
export async function userId(server: TestServer, username: string): Promise<number> {
  const u = await server.db.selectFrom('sysUser').select('sysUserId').where('username', '=', username).executeTakeFirstOrThrow();
  return u.sysUserId;
}

/** The demo schools by their seeded order (1, 2, 3). */
export async function demoSchoolIds(server: TestServer): Promise<number[]> {
  return (await server.db.selectFrom('school').select('schoolId').orderBy('schoolId').limit(3).execute()).map((s) => s.schoolId);
}

/** teacher01's staff record and classes; a class of school 1 that is not theirs. */
export async function teacher01Classes(server: TestServer, schoolId: number) {
  const u = await server.db.selectFrom('sysUser').select('identityId').where('username', '=', 'teacher01').executeTakeFirstOrThrow();
  const teacherId = Number(u.identityId);
  const own = await server.db.selectFrom('classTeacher').select('classId').where('teacherId', '=', teacherId).orderBy('classId').execute();
  const ownIds = own.map((c) => c.classId);
  const other = await server.db
    .selectFrom('schoolClass')
    .select('classId')
    .where('schoolId', '=', schoolId)
    .where('classId', 'not in', ownIds)
    .orderBy('classId')
    .executeTakeFirstOrThrow();
  return { teacherId, ownIds, otherClassId: other.classId };
}

export async function childrenOf(server: TestServer, classId: number): Promise<number[]> {
  const rows = await server.db.selectFrom('student').select('studentId').where('classId', '=', classId).orderBy('studentId').execute();
  return rows.map((r) => r.studentId);
}
