import { api, CLIENT_VERSION, type CurrentUser, GUIDE_KEYS, signedHeaders } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** One sign-in per demo account for the whole file. */
const as = (username: string) => server.as(username);
async function userInfo(username: string): Promise<CurrentUser> {
  const res = await (await as(username)).call(api.getUserInfo, {});
  expect(res.code).toBe(100000);
  return res.data;
}
const schoolIds = async () =>
  (await server.db.selectFrom('school').select(['schoolId', 'schoolName']).orderBy('schoolId').execute()).map((s) => s.schoolId);

describe('getUserInfo (SysUser/GetUserInfo)', () => {
  it('answers every field of the current user for the super admin, with every school and guide key', async () => {
    const me = await userInfo('admin');
    const row = await server.db.selectFrom('sysUser').selectAll().where('username', '=', 'admin').executeTakeFirstOrThrow();
    expect(me).toMatchObject({
      SysUserId: row.sysUserId,
      userId: row.sysUserId,
      Username: 'admin',
      FullName: '系统管理员',
      name: '系统管理员',
      Nickname: '系统管理员', // no nickname yet: falls back to FullName
      Mobile: '13800000001',
      Avatar: '',
      RoleType: 1,
      RoleValue: 1,
      SysRoleName: '超级管理员',
      IdentityType: 1,
      IdentityId: null,
      IdentityInfo: null,
      GuideClosed: true,
      SysVersion: CLIENT_VERSION,
    });
    expect(me.Roles).toEqual([{ SysRoleId: me.SysRoleId, RoleName: '超级管理员', RoleType: 1, RoleValue: 1 }]);
    expect(me.Schools.map((s) => s.SchoolId)).toEqual(await schoolIds());
    expect(me.SchoolTree).toHaveLength(3);
    expect(me.SchoolTree[0]).toMatchObject({ SchoolName: '阳光幼儿园', AgentId: expect.any(Number) });
    expect(me.GuideRoles.map((g) => g.Key).sort()).toEqual([...GUIDE_KEYS].sort());
    // Every key of the contract's shape is there, nothing else.
    expect(Object.keys(me).sort()).toEqual(Object.keys(api.getUserInfo.output.shape).sort());
  });

  it('gives a park admin only its own school, its contract identity and the guide keys of its grants', async () => {
    const me = await userInfo('park01');
    const [first] = await schoolIds();
    expect(me.Schools).toEqual([{ SchoolId: first, SchoolName: '阳光幼儿园' }]);
    expect(me.SchoolTree.map((s) => s.SchoolId)).toEqual([first]);
    expect(me).toMatchObject({
      RoleType: 200,
      RoleValue: 0,
      SysRoleName: '园长',
      IdentityType: 2,
      IdentityId: expect.any(Number),
      IdentityInfo: { SchoolContractId: expect.any(Number), SchoolContractType: 2 },
      GuideClosed: false,
      SysVersion: '',
    });
    const keys = me.GuideRoles.map((g) => g.Key);
    expect(keys).toEqual(expect.arrayContaining(['StudentManage', 'TeacherManage', 'CourseArrangement', 'ClassManage', 'Parameter']));
    expect(keys).toEqual(expect.arrayContaining(['CustomerManage', 'PackageSet']));
  });

  it('answers the contract type of the first school (type 6 for park03)', async () => {
    const me = await userInfo('park03');
    expect(me.IdentityInfo).toEqual({ SchoolContractId: expect.any(Number), SchoolContractType: 6 });
    expect(me.Schools.map((s) => s.SchoolName)).toEqual(['彩虹托育园']);
  });

  it('gives a teacher the guide keys of teaching only', async () => {
    const keys = (await userInfo('teacher01')).GuideRoles.map((g) => g.Key);
    expect(keys).toContain('StudentManage');
    expect(keys).toContain('CourseArrangement');
    expect(keys).not.toContain('Parameter');
    expect(keys).not.toContain('CustomerManage');
  });

  it('scopes schools: an agent its agent’s schools, a supervisor its region, a salesperson none, the operator all', async () => {
    const ids = await schoolIds();
    expect((await userInfo('agent01')).Schools.map((s) => s.SchoolId)).toEqual(ids.slice(0, 2));
    expect((await userInfo('gov01')).Schools.map((s) => s.SchoolId)).toEqual(ids.slice(0, 1));
    expect((await userInfo('sales01')).Schools).toEqual([]);
    expect((await userInfo('operator')).Schools.map((s) => s.SchoolId)).toEqual(ids);
    const agent = await userInfo('agent01');
    expect(agent.IdentityInfo).toBeNull();
    expect(agent.GuideRoles.map((g) => g.Key).sort()).toEqual(['CustomerManage', 'MyCustomer', 'PackageSet']);
  });

  it('lists every role of a two-role account and marks the current one', async () => {
    const me = await userInfo('director01');
    expect(me.Roles.map((r) => r.RoleName)).toEqual(['业务员', '区域总监']);
    expect(me.Roles).toHaveLength(2);
    expect(me.Roles.map((r) => r.SysRoleId)).toContain(me.SysRoleId);
    expect(me.SysRoleName).toBe('区域总监');
    expect(me.RoleType).toBe(320);
  });

  it('shows the nickname once set', async () => {
    await server.db.updateTable('sysUser').set({ nickname: '小刘' }).where('username', '=', 'teacher01').execute();
    const me = await userInfo('teacher01');
    expect(me.Nickname).toBe('小刘');
    expect(me.FullName).toBe('刘老师');
  });

  it('also answers GET', async () => {
    const token = await server.login('admin');
    const res = await fetch(`${server.baseUrl}/api/${api.getUserInfo.path}`, {
      headers: signedHeaders(server.config.appCode, server.config.appKey, token),
    });
    expect(((await res.json()) as { code: number }).code).toBe(100000);
  });

  it('refuses a call without a token or with an unknown one (-101)', async () => {
    expect((await server.client().call(api.getUserInfo, {})).code).toBe(-101);
    expect((await server.client('not-a-token').call(api.getUserInfo, {})).code).toBe(-101);
  });

  it('refuses a body that is not an object (100001)', async () => {
    const token = await server.login('admin');
    const res = await fetch(`${server.baseUrl}/api/${api.getUserInfo.path}`, {
      method: 'POST',
      headers: { ...signedHeaders(server.config.appCode, server.config.appKey, token), 'content-type': 'application/json' },
      body: '[1]',
    });
    expect(((await res.json()) as { code: number }).code).toBe(100001);
  });
});

describe('selectSchoolList (SysUser/SelectSchoolList)', () => {
  it('answers the active schools in the user’s scope', async () => {
    const ids = await schoolIds();
    const park = await (await as('park01')).call(api.selectSchoolList, { State: 0, IdentityType: 2 });
    expect(park).toMatchObject({ code: 100000, data: [{ SchoolId: ids[0], SchoolName: '阳光幼儿园' }] });
    expect(park.data).toHaveLength(1);
    const admin = await (await as('admin')).call(api.selectSchoolList, {});
    expect(admin.data.map((s) => s.SchoolId)).toEqual(ids);
    const agent = await (await as('agent01')).call(api.selectSchoolList, {});
    expect(agent.data.map((s) => s.SchoolId)).toEqual(ids.slice(0, 2));
  });

  it('filters on State', async () => {
    const disabled = await (await as('admin')).call(api.selectSchoolList, { State: 1, IdentityType: 2 });
    expect(disabled).toMatchObject({ code: 100000, data: [] });
  });

  it('refuses invalid input with 100001', async () => {
    const c = await as('admin');
    const type = await c.call(api.selectSchoolList, { State: 0, IdentityType: 3 });
    expect(type.code).toBe(100001);
    expect(type.msg).toContain('IdentityType');
    const state = await c.call(api.selectSchoolList, { State: 'x' as unknown as number, IdentityType: 2 });
    expect(state.code).toBe(100001);
    expect(state.msg).toContain('State');
    expect((await c.call(api.selectSchoolList, { State: 7, IdentityType: 2 })).code).toBe(100001);
  });

  it('refuses a call without a token (-101)', async () => {
    expect((await server.client().call(api.selectSchoolList, {})).code).toBe(-101);
  });
});
