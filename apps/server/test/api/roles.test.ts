import { api, Code } from '@kc/contract';
import { describe, expect, it } from 'vitest';

import {
  accountWith,
  admin,
  adminToken,
  auditRows,
  grantsOf,
  menuId,
  newRole,
  PASSWORD,
  roleId,
  roles,
  server,
  setGrants,
  useRolesServer,
} from './roles-helpers.ts';

/**
 * SysRoleManage: roles through the engine (CRUD, the super admin role kept, a held role kept),
 * who holds them (SelectUsers), and who may not touch them. Their grants: role-grants.test.ts.
 */
useRolesServer();

describe('SysRole (engine)', () => {
  it('adds, lists with the account count, filters, sorts, reads, updates and deletes a role', async () => {
    const a = roles.as(adminToken);
    const id = await newRole('教研主管', 200);
    const page = await a.page({ RoleName: '教研' });
    expect(page.code).toBe(Code.Success);
    expect(page.data.list).toEqual([
      expect.objectContaining({ SysRoleId: id, RoleName: '教研主管', RoleType: 200, RoleValue: 0, UserCount: 0 }),
    ]);
    const byCount = await a.page({ sort: '-UserCount' });
    const park = byCount.data.list.find((r) => r.RoleName === '园长');
    expect(park?.UserCount).toBe(3);
    expect(byCount.data.list[0]?.UserCount).toBe(3);
    expect((await a.page({ RoleType: 210 })).data.list.map((r) => r.RoleName)).toEqual(['教师']);

    expect((await a.update({ SysRoleId: id, RoleName: '教研组长', Remark: 'renamed' })).code).toBe(Code.Success);
    expect((await a.detail(id)).data).toMatchObject({ RoleName: '教研组长', Remark: 'renamed', RoleType: 200 });
    expect((await a.list('教研')).data).toEqual([{ Value: id, Label: '教研组长' }]);
    const del = await a.remove({ SysRoleId: id });
    expect(del.code, del.msg).toBe(Code.Success);
    expect((await a.detail(id)).code).toBe(Code.NotFound);
  });

  it('refuses bad input naming the field, and a duplicate name, writing nothing', async () => {
    const a = roles.as(adminToken);
    const before = (await a.page()).data.total;
    const badType = await a.add({ RoleName: 'X', RoleType: 999 });
    expect(badType.code).toBe(Code.InvalidInput);
    expect(badType.msg).toContain('RoleType');
    const noName = await a.add({ RoleName: '', RoleType: 200 });
    expect(noName.code).toBe(Code.InvalidInput);
    expect(noName.msg).toContain('RoleName');
    const badValue = await a.add({ RoleName: 'Y', RoleType: 200, RoleValue: -1 });
    expect(badValue.code).toBe(Code.InvalidInput);
    expect(badValue.msg).toContain('RoleValue');
    const dup = await a.add({ RoleName: '园长', RoleType: 200 });
    expect(dup.code).toBe(Code.Conflict);
    expect(dup.msg).toBe('RoleName: a role with this name already exists');
    expect((await a.page()).data.total).toBe(before);
  });

  it('keeps the super admin role and roles that accounts hold', async () => {
    const a = roles.as(adminToken);
    const superRole = await roleId('超级管理员');
    const keep = await a.remove({ SysRoleId: superRole });
    expect(keep.code).toBe(Code.Conflict);
    expect(keep.msg).toContain('the super admin role cannot be deleted');
    const held = await a.remove({ SysRoleId: await roleId('园长') });
    expect(held.code).toBe(Code.Conflict);
    expect(held.msg).toBe('the role is still held by accounts: 园长 (3); take it from them first');
    // all or none: a free role listed with a held one stays too
    const free = await newRole('临时角色');
    expect((await a.remove({ Ids: [free, await roleId('教师')] })).code).toBe(Code.Conflict);
    expect((await a.detail(free)).code).toBe(Code.Success);
    // a role whose last holder left goes, with its grants and its old sessions
    await setGrants(adminToken, free, [{ SysMenuId: await menuId('StudentManage'), ActionValues: ['view'] }]);
    const username = await accountWith(free);
    await server.login(username, PASSWORD);
    const user = await server.db.selectFrom('sysUser').select('sysUserId').where('username', '=', username).executeTakeFirstOrThrow();
    await server.db.deleteFrom('sysUserRole').where('sysUserId', '=', user.sysUserId).execute();
    const gone = await a.remove({ SysRoleId: free });
    expect(gone.code, gone.msg).toBe(Code.Success);
    expect(await grantsOf(free)).toEqual({});
    expect(await server.db.selectFrom('userSession').select('tokenHash').where('sysRoleId', '=', free).execute()).toEqual([]);
    expect((await auditRows('role.delete')).at(-1)?.detail).toMatchObject({
      roles: [{ SysRoleId: free, RoleName: '临时角色', Grants: 1 }],
    });
  });

  it('keeps the last enabled super admin role one', async () => {
    const a = roles.as(adminToken);
    const superRole = await roleId('超级管理员');
    const demote = await a.update({ SysRoleId: superRole, RoleValue: 0 });
    expect(demote.code).toBe(Code.Conflict);
    expect(demote.msg).toContain('last enabled super admin role');
    expect((await a.update({ SysRoleId: superRole, State: 1 })).code).toBe(Code.Conflict);
    expect((await a.detail(superRole)).data).toMatchObject({ RoleValue: 1, State: 0 });
  });

  it('ends the sessions of a role when it is disabled', async () => {
    const id = await newRole('停用测试');
    const token = await server.login(await accountWith(id), PASSWORD);
    expect((await server.client(token).call(api.getUserInfo, {})).code).toBe(Code.Success);
    expect((await roles.as(adminToken).update({ SysRoleId: id, State: 1 })).code).toBe(Code.Success);
    expect((await server.client(token).call(api.getUserInfo, {})).code).toBe(Code.SessionEnded);
    expect((await auditRows('role.disable')).at(-1)?.detail).toMatchObject({ SysRoleId: id, SessionsEnded: 1 });
  });
});

describe('SysRole/SelectUsers', () => {
  it('pages, searches and sorts the accounts holding a role, mobiles masked', async () => {
    const park = await roleId('园长');
    const page = await admin().call(api.sysRoleSelectUsers, { SysRoleId: park, cur_page: 1, size: 2, sort: '-Username' });
    expect(page.code, page.msg).toBe(Code.Success);
    expect(page.data.total).toBe(3);
    expect(page.data.list.map((u) => u.Username)).toEqual(['park03', 'park02']);
    expect(page.data.list[0]).toMatchObject({ FullName: '黄敏', Mobile: '138****0010', Current: true, State: 0 });
    const second = await admin().call(api.sysRoleSelectUsers, { SysRoleId: park, cur_page: 2, size: 2, sort: '-Username' });
    expect(second.data.list.map((u) => u.Username)).toEqual(['park01']);
    const search = await admin().call(api.sysRoleSelectUsers, { SysRoleId: park, Keyword: '陈' });
    expect(search.data.list.map((u) => u.Username)).toEqual(['park02']);
    // director01 holds the salesperson role but works as regional director
    const sales = await admin().call(api.sysRoleSelectUsers, { SysRoleId: await roleId('业务员'), sort: 'Username' });
    expect(sales.data.list.map((u) => [u.Username, u.Current])).toEqual([
      ['director01', false],
      ['sales01', true],
    ]);
    expect((await admin().call(api.sysRoleSelectUsers, { SysRoleId: 999999 })).code).toBe(Code.NotFound);
    const badSort = await admin().call(api.sysRoleSelectUsers, { SysRoleId: park, sort: 'Mobile' as 'Username' });
    expect(badSort.code).toBe(Code.InvalidInput);
  });
});

describe('refusals', () => {
  it('refuses every role call to a park admin (100003) and changes nothing', async () => {
    const park = await server.login('park01');
    const p = server.client(park);
    const teacherRole = await roleId('教师');
    const before = await grantsOf(teacherRole);
    expect((await roles.as(park).page()).code).toBe(Code.NoPermission);
    expect((await roles.as(park).add({ RoleName: 'park', RoleType: 200 })).code).toBe(Code.NoPermission);
    expect((await roles.as(park).remove({ SysRoleId: teacherRole })).code).toBe(Code.NoPermission);
    expect((await p.call(api.sysRoleGetMenuTree, { SysRoleId: teacherRole })).code).toBe(Code.NoPermission);
    expect((await p.call(api.sysRoleSelectUsers, { SysRoleId: teacherRole })).code).toBe(Code.NoPermission);
    expect((await setGrants(park, teacherRole, [])).code).toBe(Code.NoPermission);
    expect(await grantsOf(teacherRole)).toEqual(before);
    expect((await roles.as(adminToken).page({ RoleName: 'park' })).data.total).toBe(0);
    expect((await server.client().call(api.sysRoleGetMenuTree, { SysRoleId: teacherRole })).code).toBe(Code.NotSignedIn);
  });
});
