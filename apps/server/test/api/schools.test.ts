import { agent, api, Code, type MenuEntry, messageCatalog, school } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHOOL_IN_USE } from '../../src/modules/schools/school-binding.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { readSheet, resourceApi } from './resource-helpers.ts';

/** School (SchoolManage) through the real server: actions, the three-level address, who may change what, scope. */
let server: TestServer;
let schools: ReturnType<typeof resourceApi>;
const tokens: Record<string, string> = {};
const as = (username: string) => schools.as(tokens[username] as string);

const BEIJING_HAIDIAN = ['11', '1101', '110108'];
const SHANGHAI_XUHUI = ['31', '3101', '310104'];

beforeAll(async () => {
  server = await startTestServer();
  schools = resourceApi(server, school);
  for (const u of ['admin', 'operator', 'park01', 'park02', 'gov01', 'agent01', 'teacher01']) tokens[u] = await server.login(u);
});
afterAll(() => server?.close());

const schoolRow = (id: number) => server.db.selectFrom('school').selectAll().where('schoolId', '=', id).executeTakeFirstOrThrow();
const schoolCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('school')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const newSchool = (over: Record<string, unknown> = {}) => ({
  SchoolName: `测试幼儿园${Math.random().toString(36).slice(2, 7)}`,
  ShortName: '测试',
  Area: BEIJING_HAIDIAN,
  Address: '中关村大街 1 号',
  Phone: '010-62750000',
  PrincipalName: '李园长',
  SchoolType: 3,
  Capacity: 200,
  LicenseNo: 'EDU-11-9999',
  AgentId: 1,
  SchoolContractType: 1,
  OpenDate: '2024-09-01',
  ...over,
});
const ids = (page: { list: Record<string, unknown>[] }) => page.list.map((r) => r.SchoolId as number).sort((a, b) => a - b);

describe('School: Add, GetDetail, Update, Delete (operator)', () => {
  it('adds a school: the address lands in its three code columns, the audit fields are set, GetDetail answers the codes', async () => {
    const op = as('operator');
    const added = await op.add(newSchool({ SchoolName: '海淀测试幼儿园' }));
    expect(added.code).toBe(Code.Success);
    const id = added.data.SchoolId as number;
    const row = await schoolRow(id);
    const operator = await server.db.selectFrom('sysUser').select('sysUserId').where('username', '=', 'operator').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      schoolName: '海淀测试幼儿园',
      provinceCode: '11',
      cityCode: '1101',
      districtCode: '110108',
      schoolType: 3,
      capacity: 200,
      agentId: 1,
      schoolContractType: 1,
      state: 0,
      createBy: operator.sysUserId,
      updateBy: operator.sysUserId,
    });
    const detail = await op.detail(id);
    expect(detail.code).toBe(Code.Success);
    expect(detail.data).toMatchObject({
      SchoolId: id,
      SchoolName: '海淀测试幼儿园',
      Area: BEIJING_HAIDIAN,
      OpenDate: '2024-09-01',
      State: 0,
    });
    expect(detail.data).not.toHaveProperty('ProvinceCode');
  });

  it('updates the address and other fields; UpdateBy follows the caller', async () => {
    const id = (await as('operator').add(newSchool())).data.SchoolId as number;
    const res = await as('admin').update({ SchoolId: id, Area: SHANGHAI_XUHUI, Capacity: 260, State: 1 });
    expect(res.code).toBe(Code.Success);
    const row = await schoolRow(id);
    expect(row).toMatchObject({ provinceCode: '31', cityCode: '3101', districtCode: '310104', capacity: 260, state: 1 });
    const admin = await server.db.selectFrom('sysUser').select('sysUserId').where('username', '=', 'admin').executeTakeFirstOrThrow();
    expect(row.updateBy).toBe(admin.sysUserId);
  });

  it('keeps a time zone: China’s by default, one of the offered zones when set, anything else refused', async () => {
    const op = as('operator');
    const id = (await op.add(newSchool())).data.SchoolId as number;
    expect((await op.detail(id)).data.TimeZone).toBe('Asia/Shanghai');
    expect((await op.update({ SchoolId: id, TimeZone: 'America/New_York' })).code).toBe(Code.Success);
    expect((await schoolRow(id)).timeZone).toBe('America/New_York');
    const bad = await op.update({ SchoolId: id, TimeZone: 'Mars/Olympus' });
    expect(bad.code).toBe(Code.InvalidInput);
    expect(bad.msg).toMatch(/^TimeZone: /);
    expect((await schoolRow(id)).timeZone).toBe('America/New_York');
  });

  it('accepts a town as third level where a city has no districts (Dongguan)', async () => {
    const res = await as('operator').add(newSchool({ Area: ['44', '4419', '441900003'] }));
    expect(res.code).toBe(Code.Success);
    expect((await as('operator').detail(res.data.SchoolId as number)).data.Area).toEqual(['44', '4419', '441900003']);
  });

  it('refuses to delete a school that still has classes, children, staff or accounts (100005), and deletes an empty one with its parameters', async () => {
    const op = as('operator');
    const refused = await op.remove({ SchoolId: 1 });
    expect(refused.code).toBe(Code.Conflict);
    expect(refused.msg).toContain(messageCatalog.en[SCHOOL_IN_USE]);
    expect(refused.msg).toContain('阳光幼儿园');
    expect(await schoolRow(1)).toBeTruthy();

    const id = (await op.add(newSchool())).data.SchoolId as number;
    await server.db.insertInto('schoolParameter').values({ schoolId: id, billingDay: 9 }).execute();
    // All or none: with school 1 in the batch, the empty school stays too.
    expect((await op.remove({ Ids: [id, 1] })).code).toBe(Code.Conflict);
    expect(await schoolRow(id)).toBeTruthy();
    const res = await op.remove({ SchoolId: id });
    expect(res).toMatchObject({ code: Code.Success, data: { Deleted: 1 } });
    expect(await server.db.selectFrom('school').select('schoolId').where('schoolId', '=', id).executeTakeFirst()).toBeUndefined();
    expect(await server.db.selectFrom('schoolParameter').select('schoolId').where('schoolId', '=', id).executeTakeFirst()).toBeUndefined();
  });

  it('offers active schools only in the picker (SelectList); a disabled school stays listed in the page', async () => {
    const op = as('operator');
    const id = (await op.add(newSchool({ SchoolName: '停用测试幼儿园', State: 1 }))).data.SchoolId as number;
    const list = await op.list();
    expect(list.code).toBe(Code.Success);
    expect(list.data.map((o) => o.Value)).not.toContain(id);
    expect(list.data.map((o) => o.Label)).toContain('阳光幼儿园');
    expect(ids((await op.page({ State: 1 })).data)).toContain(id);
  });
});

describe('School: validation (100001 naming the field, nothing written)', () => {
  const refused = async (over: Record<string, unknown>, message: string) => {
    const before = await schoolCount();
    const res = await as('operator').add(newSchool(over));
    expect(res.code, JSON.stringify(over)).toBe(Code.InvalidInput);
    expect(res.msg).toContain(message);
    expect(await schoolCount()).toBe(before);
  };

  it('the address needs all three levels, in one line of descent, of real codes', async () => {
    await refused({ Area: ['11', '1101'] }, 'Area: please choose school address');
    await refused({ Area: [] }, 'Area: please choose school address');
    await refused({ Area: undefined }, 'Area');
    await refused({ Area: ['11', '3101', '310104'] }, 'Area: please choose school address');
    await refused({ Area: ['11', '1101', '110199'] }, 'Area: 110199 is not a ChinaArea code');
    await refused({ Area: '110105' }, 'Area: please choose school address');
  });

  it('capacity is a positive integer within bounds; the name follows the name rule', async () => {
    await refused({ Capacity: 0 }, 'Capacity: cannot be empty and value greater than 0');
    await refused({ Capacity: 12.5 }, 'Capacity: cannot be empty and value greater than 0');
    await refused({ Capacity: 'many' }, 'Capacity');
    await refused({ Capacity: 50_000 }, 'Capacity: must be at most 5000');
    await refused({ SchoolName: '' }, 'SchoolName: name cannot be empty');
    // The server trims every string: a name of spaces is an empty name.
    await refused({ SchoolName: '   ' }, 'SchoolName: name cannot be empty');
    await refused({ SchoolContractType: 3 }, 'SchoolContractType: must be one of 1, 2, 6, 20');
    await refused({ AgentId: 99_999 }, 'AgentId: the agent does not exist');
  });

  it('an update cannot empty the address', async () => {
    const res = await as('operator').update({ SchoolId: 2, Area: null });
    expect(res.code).toBe(Code.InvalidInput);
    expect(res.msg).toBe('Area: please choose school address');
    expect((await schoolRow(2)).districtCode).toBe('310104');
  });
});

describe('School: list filters, sort, paging and export', () => {
  it('filters by an area of any level (the schools at it or within it)', async () => {
    const op = as('operator');
    const bj = ids((await op.page({ Area: '11' })).data);
    expect(bj).toContain(1);
    expect(bj).not.toContain(2);
    expect(ids((await op.page({ Area: '1101' })).data)).toEqual(bj);
    expect(ids((await op.page({ Area: '310104' })).data)).toContain(2);
    expect(ids((await op.page({ Area: '440305' })).data)).toEqual([3]);
    const bad = await op.page({ Area: '1x' });
    expect(bad.code).toBe(Code.InvalidInput);
    expect(bad.msg).toContain('Area');
  });

  it('filters by name, agent and contract type; sorts by area; pages', async () => {
    const op = as('operator');
    expect(ids((await op.page({ SchoolName: '彩虹' })).data)).toEqual([3]);
    const north = ids((await op.page({ AgentId: 1 })).data);
    expect(north).toEqual(expect.arrayContaining([1, 2]));
    expect(north).not.toContain(3);
    expect(ids((await op.page({ SchoolContractType: 6 })).data)).toContain(3);
    const sorted = (await op.page({ sort: '-Area' })).data.list.map((r) => (r.Area as string[])[0]);
    expect(sorted).toEqual([...sorted].sort().reverse());
    const first = await op.page({ cur_page: 1, size: 2, sort: 'SchoolId' });
    const second = await op.page({ cur_page: 2, size: 2, sort: 'SchoolId' });
    expect(first.data.list).toHaveLength(2);
    expect(first.data.total).toBe(second.data.total);
    expect(ids(second.data)[0]).toBeGreaterThan(ids(first.data)[1] as number);
  });

  it('exports the address as names from the province down with its code', async () => {
    const res = await schools.as(tokens.operator as string, 'zh').exportFile({ SchoolName: '阳光' });
    expect(res.code).toBe(Code.Success);
    expect(res.data.Rows).toBe(1);
    const { rows } = await readSheet(server, res.data.FilePath);
    const header = rows[0] as string[];
    const line = rows[1] as unknown[];
    expect(line[header.indexOf('学校地址')]).toBe('北京市/市辖区/朝阳区 (110105)');
    expect(line[header.indexOf('签约类型')]).toBe('高级版（直播与会员）');
  });
});

describe('School: who may change what', () => {
  it("a park admin updates their school's profile (the phone)", async () => {
    const res = await as('park01').update({ SchoolId: 1, Phone: '010-64789999', PrincipalName: '王丽' });
    expect(res.code).toBe(Code.Success);
    expect((await schoolRow(1)).phone).toBe('010-64789999');
  });

  it('a park admin cannot change the contract type, agent, capacity, name or state (100003, nothing changed), but may send them unchanged', async () => {
    const before = await schoolRow(1);
    for (const [field, value] of [
      ['SchoolContractType', 1],
      ['AgentId', 2],
      ['Capacity', 999],
      ['SchoolName', '改名幼儿园'],
      ['State', 1],
    ] as const) {
      const res = await as('park01').update({ SchoolId: 1, Phone: '010-11111111', [field]: value });
      expect(res.code, field).toBe(Code.NoPermission);
      expect(res.msg).toContain(field);
    }
    expect(await schoolRow(1)).toMatchObject({
      phone: before.phone,
      schoolContractType: before.schoolContractType,
      agentId: before.agentId,
      capacity: before.capacity,
      schoolName: before.schoolName,
      state: before.state,
    });
    const same = await as('park01').update({
      SchoolId: 1,
      SchoolContractType: before.schoolContractType,
      AgentId: before.agentId,
      Capacity: before.capacity,
      Address: '北京市朝阳区望京街道 12 号 A 座',
    });
    expect(same.code).toBe(Code.Success);
    expect((await schoolRow(1)).address).toBe('北京市朝阳区望京街道 12 号 A 座');
  });

  it('a park admin cannot add or delete schools (grants), and the menu grants them SchoolManage with view and edit', async () => {
    expect((await as('park01').add(newSchool())).code).toBe(Code.NoPermission);
    expect((await as('park01').remove({ SchoolId: 1 })).code).toBe(Code.NoPermission);
    const menu = await server.client(tokens.park01).call(api.selectMenuList, { State: 0, SystemId: 1 });
    const flat = (t: MenuEntry[]): MenuEntry[] => t.flatMap((e) => [e, ...flat(e.children)]);
    expect(flat(menu.data).find((e) => e.name === 'SchoolManage')?.meta.actions).toEqual(['view', 'edit']);
  });

  it('a teacher has no grant on schools', async () => {
    expect((await as('teacher01').page()).code).toBe(Code.NoPermission);
  });
});

describe('School: scope', () => {
  it('park01 sees only school 1: by page, filter, id, picker and export', async () => {
    const park = as('park01');
    expect(ids((await park.page()).data)).toEqual([1]);
    expect((await park.page({ Area: '31' })).data).toEqual({ list: [], total: 0 });
    expect((await park.page({ SchoolName: '小星星' })).data.total).toBe(0);
    expect((await park.page({ cur_page: 2, size: 1 })).data).toEqual({ list: [], total: 1 });
    expect((await park.detail(2)).code).toBe(Code.NotFound);
    expect((await park.list()).data.map((o) => o.Value)).toEqual([1]);
    expect((await park.exportFile()).code).toBe(Code.NoPermission);
  });

  it('park01 cannot change school 2 (as if it did not exist), nothing changes', async () => {
    const before = await schoolRow(2);
    const res = await as('park01').update({ SchoolId: 2, Phone: '010-00000000' });
    expect(res.code).toBe(Code.NotFound);
    expect(await schoolRow(2)).toEqual(before);
  });

  it('gov01 (Beijing) reads the schools of its region, read-only', async () => {
    const gov = as('gov01');
    const seen = ids((await gov.page()).data);
    expect(seen).toContain(1);
    expect(seen).not.toContain(2);
    expect(seen).not.toContain(3);
    for (const id of seen) expect((await schoolRow(id)).provinceCode).toBe('11');
    expect((await gov.detail(2)).code).toBe(Code.NotFound);
    const before = await schoolRow(1);
    expect((await gov.update({ SchoolId: 1, Phone: '010-22222222' })).code).toBe(Code.NoPermission);
    expect(await schoolRow(1)).toEqual(before);
  });

  it("agent01 reads its agent's schools (1 and 2), not school 3, and cannot change them", async () => {
    const ag = as('agent01');
    const seen = ids((await ag.page()).data);
    expect(seen).toEqual(expect.arrayContaining([1, 2]));
    expect(seen).not.toContain(3);
    expect((await ag.detail(3)).code).toBe(Code.NotFound);
    expect((await ag.update({ SchoolId: 1, Phone: '010-33333333' })).code).toBe(Code.NoPermission);
    const exported = await ag.exportFile();
    expect(exported.code).toBe(Code.Success);
    expect(exported.data.Rows).toBe(seen.length);
  });
});

describe('School/GetOverview (SchoolDetail)', () => {
  it("answers a school's classes with their children and teachers, and its totals", async () => {
    const res = await server.client(tokens.park01).call(api.schoolOverview, { SchoolId: 1 });
    expect(res.code).toBe(Code.Success);
    const o = res.data;
    expect(o.SchoolId).toBe(1);
    expect(o.ClassTotal).toBe(o.Classes.length);
    expect(o.Classes.length).toBeGreaterThanOrEqual(3);
    const children = await server.db
      .selectFrom('student')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('schoolId', '=', 1)
      .where('state', '=', 0)
      .where('status', 'in', [1, 2, 3])
      .executeTakeFirstOrThrow();
    expect(o.ChildrenTotal).toBe(Number(children.n));
    expect(o.Classes.reduce((n, c) => n + c.Children, 0)).toBeLessThanOrEqual(o.ChildrenTotal);
    expect(o.StaffTotal).toBeGreaterThanOrEqual(4);
    expect(o.ParentTotal).toBeGreaterThan(0);
    const junior = o.Classes.find((c) => c.ClassName === '小一班');
    expect(junior).toMatchObject({ Grade: 'junior', Capacity: 25 });
    expect(junior?.Teachers).toBeGreaterThanOrEqual(1);
  });

  it('refuses a school outside the scope (100004) and a role without the SchoolDetail grant (100003)', async () => {
    expect((await server.client(tokens.park01).call(api.schoolOverview, { SchoolId: 2 })).code).toBe(Code.NotFound);
    expect((await server.client(tokens.operator).call(api.schoolOverview, { SchoolId: 2 })).code).toBe(Code.Success);
    expect((await server.client(tokens.teacher01).call(api.schoolOverview, { SchoolId: 1 })).code).toBe(Code.NoPermission);
    expect((await server.client(tokens.gov01).call(api.schoolOverview, { SchoolId: 1 })).code).toBe(Code.NoPermission);
  });
});

describe('Agent (read-only picker)', () => {
  it('lists every agent for the platform, its own for an agent, none for a park admin', async () => {
    const agents = resourceApi(server, agent);
    const all = await agents.as(tokens.operator as string).list();
    expect(all.code).toBe(Code.Success);
    expect(all.data.length).toBeGreaterThanOrEqual(2);
    const own = await agents.as(tokens.agent01 as string).list();
    expect(own.data.map((o) => o.Value)).toEqual([1]);
    expect((await agents.as(tokens.park01 as string).list()).code).toBe(Code.NoPermission);
  });
});
