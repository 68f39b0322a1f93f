import { type ApiClient, api } from '@kc/contract';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { demoSchoolIds, fixtureClass, nthWeekday, ok, pastMonth } from './attendance-helpers.ts';

/**
 * The server, clients and register of the attendance tests (attendance.test.ts, attendance-reports.test.ts).
 * Each test file calls `useAttendanceServer()` once: it starts a server of the file's own, sets school 1's
 * rules and fills the bindings below, which the importing file reads live.
 */
export let server: TestServer;
export let admin: ApiClient;
export let park: ApiClient;
export let park2: ApiClient;
export let teacher: ApiClient;
/** Tokens of park01, park02 and teacher01 (sign-ins are rate limited per username: once each). */
export const token: Record<string, string> = {};
export let school1: number;
export let school2: number;
/** A register of its own in school 1: three children, a junior class. */
export let fixture: { classId: number; studentIds: number[] };
export let school2Child: number;
/** A month a year back: nothing seeded in it. */
export const month = pastMonth();
export const monday = nthWeekday(month, 2, 1);

export const records = (studentId: number) =>
  server.db.selectFrom('attendance').selectAll().where('studentId', '=', studentId).orderBy('date').execute();

export function useAttendanceServer() {
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.as('admin');
    for (const u of ['park01', 'park02', 'teacher01']) token[u] = await server.login(u);
    [park, park2, teacher] = [server.client(token.park01), server.client(token.park02), server.client(token.teacher01)];
    [school1, school2] = (await demoSchoolIds(server)) as [number, number];
    fixture = await fixtureClass(server, school1, { grade: 'junior', children: 3 });
    const s2 = await server.db
      .selectFrom('student')
      .select('studentId')
      .where('schoolId', '=', school2)
      .orderBy('studentId')
      .executeTakeFirstOrThrow();
    school2Child = s2.studentId;
    // School 1 opens 08:00 (late from 08:15) and closes 17:00 (early until 16:30); fever from 37.5 °C; juniors 1:2.
    await ok(admin, api.schoolParameterUpdate, {
      SchoolId: school1,
      OpenTime: '08:00',
      LateAfter: 15,
      CloseTime: '17:00',
      EarlyLeaveBefore: 30,
      TemperatureThreshold: 37.5,
      RatioJunior: 2,
      // The endpoint's parameter shape is built from a table, so its input type is loose.
    } as never);
  });
  afterAll(() => server?.close());
}
