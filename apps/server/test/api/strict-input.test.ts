import { type Envelope, type FieldDef, resourceList, signedHeaders } from '@kc/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';

/**
 * The input contract (README "Input contract"), finding by finding of issue 16: JSON bodies carry
 * the declared types (no coercion of ids, numbers, booleans, enums), GET query strings are
 * converted from the schema, a NUL character or an impossible date or month anywhere is 100001
 * naming the field; each refusal changes nothing.
 */
let server: TestServer;
let admin: string;
let park01: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  park01 = await server.login('park01');
});
afterAll(async () => {
  await server?.close();
});

async function post(path: string, body: unknown, token = admin): Promise<Envelope> {
  const res = await fetch(`${server.baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { ...signedHeaders(server.config.appCode, server.config.appKey, token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Envelope;
}

async function get(path: string, query: string, token = admin): Promise<Envelope> {
  const res = await fetch(`${server.baseUrl}/api/${path}?${query}`, {
    headers: signedHeaders(server.config.appCode, server.config.appKey, token),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Envelope;
}

/** Row count and checksum of tables, to show a refusal changed nothing. */
async function snapshot(...tables: string[]) {
  const out: Record<string, string> = {};
  for (const t of tables) {
    const r = await sql<{
      n: string;
      sum: string | null;
    }>`SELECT count(*) AS n, md5(string_agg(x::text, ',' ORDER BY x::text)) AS sum FROM ${sql.table(t)} x`.execute(server.db);
    out[t] = `${r.rows[0]?.n}:${r.rows[0]?.sum}`;
  }
  return out;
}

const expectRefused = (answer: Envelope, field: string) => {
  expect(answer.code, answer.msg).toBe(100001);
  expect(answer.msg.startsWith(`${field}:`), answer.msg).toBe(true);
};

const filterKeysOf = (name: string, f: FieldDef) => (f.filter === 'range' ? [`${name}_from`, `${name}_to`] : [name]);

const LOOSE_IDS = [true, '1', ' 1 ', '0x1', '1e0', [1], [[1]]];

describe('ids, numbers, booleans and enums carry their JSON type', () => {
  it('Student/GetDetail refuses every loose id form, takes 1', async () => {
    for (const id of LOOSE_IDS) expectRefused(await post('Student/GetDetail', { StudentId: id }), 'StudentId');
    const ok = await post('Student/GetDetail', { StudentId: 1 });
    expect(ok.code, ok.msg).toBe(100000);
  });

  it('SysRoleMenu/DeleteSelfAndChildren {"SysMenuId":true} deletes nothing', async () => {
    const before = await snapshot('sys_menu', 'sys_role_menu');
    expectRefused(await post('SysRoleMenu/DeleteSelfAndChildren', { SysMenuId: true }), 'SysMenuId');
    expectRefused(await post('SysRoleMenu/DeleteSelfAndChildren', { SysMenuId: '1' }), 'SysMenuId');
    expect(await snapshot('sys_menu', 'sys_role_menu')).toEqual(before);
  });

  it('SysRole/SetMenuValues {"SysRoleId":true,"Menus":[]} leaves the grants', async () => {
    const before = await snapshot('sys_role_menu');
    expectRefused(await post('SysRole/SetMenuValues', { SysRoleId: true, Menus: [] }), 'SysRoleId');
    expectRefused(await post('SysRole/SetMenuValues', { SysRoleId: [1], Menus: [] }), 'SysRoleId');
    expect(await snapshot('sys_role_menu')).toEqual(before);
  });

  it('SysRole/Add {"RoleType":true} is refused and adds no role', async () => {
    const before = await snapshot('sys_role');
    const answer = await post('SysRole/Add', { RoleName: 'Loose type', RoleValue: 50, RoleType: true });
    expect(answer.code, answer.msg).toBe(100001);
    expect(answer.msg).toMatch(/RoleType/);
    expect(await snapshot('sys_role')).toEqual(before);
  });

  it('Leave/Delete with true or a string removes no row', async () => {
    const before = await snapshot('student_leave');
    expectRefused(await post('Leave/Delete', { LeaveId: true }, park01), 'LeaveId');
    const ids = await post('Leave/Delete', { Ids: [true, '2'] }, park01);
    expect(ids.code).toBe(100001);
    expect(await snapshot('student_leave')).toEqual(before);
  });

  it('refuses strings for numbers and booleans, numbers for booleans', async () => {
    expectRefused(await post('Student/SelectPage', { cur_page: '1' }), 'cur_page');
    expectRefused(await post('Student/SelectPage', { size: 100_000 }), 'size');
    expectRefused(await post('Student/SelectNoClassList', { EnrolYear: '2026' }), 'EnrolYear');
    expectRefused(await post('SysUser/UpdateState', { SysUserId: 2, State: '1' }), 'State');
    expectRefused(await post('Parent/SetPickUp', { ParentId: 1, StudentId: 1, MayPickUp: 'false' }), 'MayPickUp');
  });
});

describe('GET query strings are converted from the schema', () => {
  it('?StudentId=1 answers the child, ?StudentId=0x1 and other forms are refused', async () => {
    const ok = await get('Student/GetDetail', 'StudentId=1');
    expect(ok.code, ok.msg).toBe(100000);
    expect((ok.data as { StudentId: number }).StudentId).toBe(1);
    for (const v of ['0x1', '1e0', '%201%20', 'true', '-1', '', '1&StudentId=2'])
      expectRefused(await get('Student/GetDetail', `StudentId=${v}`), 'StudentId');
  });

  it('converts paging, booleans and lists where the schema says so', async () => {
    const page = await get('Student/SelectPage', 'cur_page=1&size=5');
    expect(page.code, page.msg).toBe(100000);
    expect((page.data as { list: unknown[] }).list.length).toBeLessThanOrEqual(5);
    expectRefused(await get('Student/SelectPage', 'size=5.0'), 'size');
  });
});

describe('NUL characters and impossible dates are 100001 naming the field', () => {
  it('refuses NUL in a filter, a nested value and a key, in POST and GET', async () => {
    expectRefused(await post('Student/SelectPage', { StudentName: 'a\u0000b' }), 'StudentName');
    expectRefused(await get('Student/SelectPage', 'StudentName=a%00b'), 'StudentName');
    expectRefused(
      await post('SysRole/SetMenuValues', { SysRoleId: 2, Menus: [{ SysMenuId: 1, ActionValues: ['view\u0000'] }] }),
      'Menus.0.ActionValues.0',
    );
    const key = await post('Student/SelectPage', { 'Student\u0000Name': 'a' });
    expect(key.code).toBe(100001);
    expect(key.msg).toMatch(/field name must not contain the NUL/);
  });

  it('refuses impossible dates in every date filter of every resource, in POST and GET', async () => {
    let checked = 0;
    for (const def of resourceList) {
      if (!def.actions.includes('SelectPage')) continue;
      for (const [name, f] of Object.entries(def.fields)) {
        if (f.kind !== 'date' || !f.filter) continue;
        for (const key of filterKeysOf(name, f))
          for (const v of ['2026-02-30', '0000-00-00', '2026-13-45']) {
            expectRefused(await post(`${def.name}/SelectPage`, { [key]: v }), key);
            checked++;
          }
        const key = filterKeysOf(name, f)[0] as string;
        expectRefused(await get(`${def.name}/SelectPage`, `${key}=2026-02-30`), key);
      }
    }
    // Student, School, Teacher, TeacherChange, Vacation… at least.
    expect(checked).toBeGreaterThanOrEqual(15);
  });

  it('refuses impossible months', async () => {
    for (const m of ['2026-13', '2026-00', '0000-01']) {
      expectRefused(await post('Student/GetOverview', { StudentId: 1, Month: m }), 'Month');
      expectRefused(await post('Attendance/GetClassGrid', { ClassId: 1, Month: m }), 'Month');
      expectRefused(await post('Attendance/GetChildMonth', { StudentId: 1, Month: m }), 'Month');
      expectRefused(await post('Vacation/GetCalendar', { SchoolId: 1, Month: m }), 'Month');
      expectRefused(await get('Attendance/GetChildMonth', `StudentId=1&Month=${m}`), 'Month');
    }
    const ok = await post('Attendance/GetChildMonth', { StudentId: 1, Month: '2026-02' });
    expect(ok.code, ok.msg).toBe(100000);
  });
});
