import { type ApiClient, api, Code, type ResourceDef, schoolClass, student, teacher } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * A government supervisor (gov01, its body's region: Beijing, code 11) reads the teaching affairs
 * of the schools in its region, and only those (demo school 1 is in Beijing, 2 in Shanghai, 3 in
 * Guangdong), and changes nothing.
 */
let server: TestServer;
let gov: ApiClient;
let govToken: string;
const inRegion = 1;
const outside = 2;
let classOf: Record<number, number>;
let childOf: Record<number, number>;

beforeAll(async () => {
  server = await startTestServer();
  govToken = await server.login('gov01');
  gov = await server.as('gov01');
  const first = async (table: 'schoolClass' | 'student', id: 'classId' | 'studentId', schoolId: number) =>
    Number(
      (
        (await server.db.selectFrom(table).select(id).where('schoolId', '=', schoolId).executeTakeFirstOrThrow()) as Record<string, unknown>
      )[id],
    );
  classOf = { [inRegion]: await first('schoolClass', 'classId', inRegion), [outside]: await first('schoolClass', 'classId', outside) };
  childOf = { [inRegion]: await first('student', 'studentId', inRegion), [outside]: await first('student', 'studentId', outside) };
});
afterAll(() => server?.close());

const schoolsOf = (list: Record<string, unknown>[]) => [...new Set(list.map((r) => Number(r.SchoolId)))];

describe('government supervisor: its region, read only', () => {
  it('lists the classes, children and staff of its region’s schools only, totals included', async () => {
    for (const def of [schoolClass, student, teacher] as ResourceDef[]) {
      const page = await resourceApi(server, def).as(govToken).page({ size: 100 });
      expect(page.code, `${def.name}: ${page.msg}`).toBe(Code.Success);
      expect(schoolsOf(page.data.list), def.name).toEqual([inRegion]);
      const table = def === schoolClass ? 'schoolClass' : def === student ? 'student' : 'teacher';
      const inDb = await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('schoolId', '=', inRegion)
        .executeTakeFirstOrThrow();
      expect(page.data.total, def.name).toBe(Number(inDb.n));
      // Asking for the other school by filter answers nothing, not even a count.
      expect((await resourceApi(server, def).as(govToken).page({ SchoolId: outside })).data.total, def.name).toBe(0);
    }
  });

  it('reads a child and a class’s register in its region; another region’s are refused', async () => {
    const children = resourceApi(server, student).as(govToken);
    expect((await children.detail(childOf[inRegion] as number)).code).toBe(Code.Success);
    expect((await children.detail(childOf[outside] as number)).code).toBe(Code.NotFound);
    const month = new Date().toISOString().slice(0, 7);
    const grid = await gov.call(api.attendanceClassGrid, { ClassId: classOf[inRegion] as number, Month: month });
    expect(grid.code, grid.msg).toBe(Code.Success);
    expect((await gov.call(api.attendanceClassGrid, { ClassId: classOf[outside] as number, Month: month })).code).toBe(Code.NotFound);
  });

  it('changes nothing: adding a child, checking one in, editing a class are refused', async () => {
    const children = resourceApi(server, student).as(govToken);
    const before = await children.page();
    const add = await children.add({ SchoolId: inRegion, StudentName: '监管新增', Gender: 1, Birthday: '2022-01-01' });
    expect(add.code).toBe(Code.NoPermission);
    const checkIn = await gov.call(api.attendanceCheckIn, { StudentId: childOf[inRegion] as number, Date: '2026-01-05' } as never);
    expect(checkIn.code).toBe(Code.NoPermission);
    const edit = await resourceApi(server, schoolClass).as(govToken).update({ ClassId: classOf[inRegion], ClassName: '改名' });
    expect(edit.code).toBe(Code.NoPermission);
    expect((await children.page()).data.total).toBe(before.data.total);
  });
});
