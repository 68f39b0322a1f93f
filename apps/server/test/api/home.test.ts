import { api, signedHeaders } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const overview = async (username: string) => {
  const res = await server.client(await server.login(username)).call(api.dataOverview, {});
  expect(res.code).toBe(100000);
  return res.data;
};
const count = async (table: 'parent' | 'teacher' | 'student' | 'schoolClass', schoolIds?: number[]) => {
  let q = server.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  if (schoolIds) q = q.where('schoolId', 'in', schoolIds);
  return Number((await q.executeTakeFirstOrThrow()).n);
};

describe('dataOverview (Home/GetDataOverview)', () => {
  it('counts the whole network for the super admin', async () => {
    const data = await overview('admin');
    expect(data).toMatchObject({
      Schools: 3,
      Classes: 9,
      Students: 60,
      Teachers: await count('teacher'),
      Parents: await count('parent'),
      Agents: 2,
    });
    expect(data.StudentsByGrade).toEqual([
      { Grade: 'junior', Count: 21 },
      { Grade: 'middle', Count: 21 },
      { Grade: 'senior', Count: 18 },
    ]);
    expect(data.SchoolsByContractType).toEqual([
      { SchoolContractType: 1, Count: 1 },
      { SchoolContractType: 2, Count: 1 },
      { SchoolContractType: 6, Count: 1 },
    ]);
  });

  it('counts only school 1 for its park admin, and no agents', async () => {
    const [school1] = await server.db.selectFrom('school').select('schoolId').orderBy('schoolId').execute();
    const ids = [school1?.schoolId as number];
    const data = await overview('park01');
    expect(data).toEqual({
      Schools: 1,
      Classes: 3,
      Students: 20,
      Teachers: await count('teacher', ids),
      Parents: await count('parent', ids),
      Agents: 0,
      StudentsByGrade: [
        { Grade: 'junior', Count: 7 },
        { Grade: 'middle', Count: 7 },
        { Grade: 'senior', Count: 6 },
      ],
      SchoolsByContractType: [{ SchoolContractType: 2, Count: 1 }],
    });
  });

  it('counts an agent’s schools and itself, a supervisor’s region, nothing for an unbound salesperson', async () => {
    expect(await overview('agent01')).toMatchObject({ Schools: 2, Students: 40, Classes: 6, Agents: 1 });
    expect(await overview('gov01')).toMatchObject({ Schools: 1, Students: 20, Agents: 0 });
    expect(await overview('sales01')).toEqual({
      Schools: 0,
      Classes: 0,
      Students: 0,
      Teachers: 0,
      Parents: 0,
      Agents: 0,
      StudentsByGrade: [],
      SchoolsByContractType: [],
    });
  });

  it('leaves out removed rows and lists students without a class last', async () => {
    const [s1] = await server.db.selectFrom('student').select('studentId').orderBy('studentId').limit(2).execute();
    const [, s2] = await server.db.selectFrom('student').select('studentId').orderBy('studentId').limit(2).execute();
    await server.db
      .updateTable('student')
      .set({ state: 1 })
      .where('studentId', '=', s1?.studentId as number)
      .execute();
    await server.db
      .updateTable('student')
      .set({ classId: null })
      .where('studentId', '=', s2?.studentId as number)
      .execute();
    const data = await overview('park01');
    expect(data.Students).toBe(19);
    expect(data.StudentsByGrade.at(-1)).toEqual({ Grade: 'unassigned', Count: 1 });
    expect(data.StudentsByGrade.reduce((n, g) => n + g.Count, 0)).toBe(19);
  });

  it('refuses a missing token (-101) and a body that is not an object (100001)', async () => {
    expect((await server.client().call(api.dataOverview, {})).code).toBe(-101);
    const token = await server.login('admin');
    const res = await fetch(`${server.baseUrl}/api/${api.dataOverview.path}`, {
      method: 'POST',
      headers: { ...signedHeaders(server.config.appCode, server.config.appKey, token), 'content-type': 'application/json' },
      body: '[1]',
    });
    expect(((await res.json()) as { code: number }).code).toBe(100001);
  });
});
