import { api, Code, IDENTITY_TYPE, type MenuEntry, type MenuGrantNode, sysRole } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/db/index.ts';
import { resolveSession } from '../../src/http/auth.ts';
import { hashPlainPassword } from '../../src/lib/hash.ts';
import { roleMenus } from '../../src/modules/menus/role-menus.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * SysRoleManage: roles through the engine (CRUD, the super admin role kept, a held role kept),
 * their grants (GetMenuTree, SetMenuValues: one transaction, audited, no privilege escalation),
 * who holds them (SelectUsers); a change of grants applies to a signed-in user on the next call,
 * the session check and the cached menu alike, on every instance sharing the store.
 */
let server: TestServer;
let roles: ReturnType<typeof resourceApi>;
let adminToken: string;
const PASSWORD = 'Roles@2024';

beforeAll(async () => {
  server = await startTestServer();
  roles = resourceApi(server, sysRole);
  adminToken = await server.login('admin');
});
afterAll(() => server?.close());

const admin = () => server.client(adminToken);
const menuId = async (name: string) =>
  (await server.db.selectFrom('sysMenu').select('sysMenuId').where('name', '=', name).executeTakeFirstOrThrow()).sysMenuId;
const roleId = async (roleName: string) =>
  (await server.db.selectFrom('sysRole').select('sysRoleId').where('roleName', '=', roleName).executeTakeFirstOrThrow()).sysRoleId;
const grantsOf = async (sysRoleId: number) =>
  Object.fromEntries(
    (
      await server.db
        .selectFrom('sysRoleMenu as rm')
        .innerJoin('sysMenu as m', 'm.sysMenuId', 'rm.sysMenuId')
        .select(['m.name', 'rm.actionValues'])
        .where('rm.sysRoleId', '=', sysRoleId)
        .execute()
    ).map((r) => [r.name, r.actionValues]),
  );
const auditRows = (event: string) =>
  server.db.selectFrom('auditLog').select(['detail', 'username', 'logSerial']).where('event', '=', event).orderBy('auditLogId').execute();

let accountSeq = 0;
/** An account holding exactly `sysRoleId` (written directly: accounts are another screen's subject). */
async function accountWith(sysRoleId: number): Promise<string> {
  const username = `roletest${++accountSeq}${Date.now() % 100000}`;
  const { sysUserId } = await server.db
    .insertInto('sysUser')
    .values({
      username,
      fullName: `Role test ${accountSeq}`,
      mobile: `1770000${String(accountSeq).padStart(4, '0')}`,
      passwordHash: await hashPlainPassword(PASSWORD),
      identityType: IDENTITY_TYPE.Platform,
      currentRoleId: sysRoleId,
      sysVersion: 'V1.3.11',
      guideClosed: true,
    })
    .returning('sysUserId')
    .executeTakeFirstOrThrow();
  await server.db.insertInto('sysUserRole').values({ sysUserId, sysRoleId }).execute();
  return username;
}

async function newRole(RoleName: string, RoleType = 100): Promise<number> {
  const res = await roles.as(adminToken).add({ RoleName, RoleType, RoleValue: 0, Remark: 'test', State: 0 });
  expect(res.code, res.msg).toBe(Code.Success);
  return res.data.SysRoleId as number;
}

const setGrants = (token: string, SysRoleId: number, Menus: { SysMenuId: number; ActionValues: string[] }[]) =>
  server.client(token).call(api.sysRoleSetMenuValues, { SysRoleId, Menus: Menus as never });

const flatMenu = (tree: MenuEntry[]): MenuEntry[] => tree.flatMap((e) => [e, ...flatMenu(e.children)]);
const flatGrants = (tree: MenuGrantNode[]): MenuGrantNode[] => tree.flatMap((e) => [e, ...flatGrants(e.Children)]);

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

describe('SysRole/GetMenuTree', () => {
  it('answers the whole tree with the role’s actions per entry, and everything grantable for a super admin', async () => {
    const res = await admin().call(api.sysRoleGetMenuTree, { SysRoleId: await roleId('教师') });
    expect(res.code, res.msg).toBe(Code.Success);
    expect(res.data).toMatchObject({ RoleName: '教师', RoleType: 210, RoleValue: 0 });
    const all = flatGrants(res.data.Tree);
    const count = await server.db
      .selectFrom('sysMenu')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(all).toHaveLength(Number(count.n));
    expect(res.data.Tree.map((e) => e.Name)).toContain('Client');
    const byName = (n: string) => all.find((e) => e.Name === n);
    expect(byName('ClassManage')).toMatchObject({
      ActionValues: ['view'],
      Grantable: ['view', 'add', 'edit', 'delete', 'audit', 'export'],
    });
    expect(byName('Msgtransfer')?.ActionValues).toEqual([]);
    expect(byName('Teach')?.Children.map((e) => e.Name)).toContain('BabyInfo');
  });

  it('answers 100004 for an unknown role and 100001 for a bad id', async () => {
    expect((await admin().call(api.sysRoleGetMenuTree, { SysRoleId: 999999 })).code).toBe(Code.NotFound);
    const bad = await admin().call(api.sysRoleGetMenuTree, { SysRoleId: 'x' as unknown as number });
    expect(bad.code).toBe(Code.InvalidInput);
    expect(bad.msg).toContain('SysRoleId');
  });
});

describe('SysRole/SetMenuValues', () => {
  it('replaces the grants in one go, audits the added, changed and removed entries', async () => {
    const id = await newRole('审计测试');
    const [students, classes, parents] = await Promise.all([menuId('StudentManage'), menuId('ClassManage'), menuId('Parents')]);
    const first = await setGrants(adminToken, id, [
      { SysMenuId: students, ActionValues: ['export', 'view', 'view'] },
      { SysMenuId: classes, ActionValues: ['view'] },
    ]);
    expect(first.code, first.msg).toBe(Code.Success);
    expect(first.data).toEqual({ Added: 2, Removed: 0, Changed: 0 });
    expect(await grantsOf(id)).toEqual({ StudentManage: ['view', 'export'], ClassManage: ['view'] });

    const second = await setGrants(adminToken, id, [
      { SysMenuId: students, ActionValues: ['view'] },
      { SysMenuId: classes, ActionValues: [] },
      { SysMenuId: parents, ActionValues: ['view', 'add'] },
    ]);
    expect(second.data).toEqual({ Added: 1, Removed: 1, Changed: 1 });
    expect(await grantsOf(id)).toEqual({ StudentManage: ['view'], Parents: ['view', 'add'] });
    const audit = (await auditRows('grant.change')).at(-1);
    expect(audit?.username).toBe('admin');
    expect(audit?.logSerial).toBeTruthy();
    expect(audit?.detail).toMatchObject({
      SysRoleId: id,
      RoleName: '审计测试',
      added: [{ Name: 'Parents', ActionValues: ['view', 'add'] }],
      removed: [{ Name: 'ClassManage', ActionValues: ['view'] }],
      changed: [{ Name: 'StudentManage', ActionValues: ['view'], Before: ['view', 'export'] }],
    });

    // The same grants again: nothing changes, nothing is audited.
    const auditCount = (await auditRows('grant.change')).length;
    const same = await setGrants(adminToken, id, [
      { SysMenuId: students, ActionValues: ['view'] },
      { SysMenuId: parents, ActionValues: ['add', 'view'] },
    ]);
    expect(same.data).toEqual({ Added: 0, Removed: 0, Changed: 0 });
    expect(await auditRows('grant.change')).toHaveLength(auditCount);

    // Not listed: not granted any more.
    expect((await setGrants(adminToken, id, [])).data).toEqual({ Added: 0, Removed: 2, Changed: 0 });
    expect(await grantsOf(id)).toEqual({});
  });

  it('refuses duplicates, unknown entries, unknown actions and unknown roles, changing nothing', async () => {
    const id = await newRole('校验测试');
    const students = await menuId('StudentManage');
    await setGrants(adminToken, id, [{ SysMenuId: students, ActionValues: ['view'] }]);
    const twice = await setGrants(adminToken, id, [
      { SysMenuId: students, ActionValues: ['view'] },
      { SysMenuId: students, ActionValues: ['add'] },
    ]);
    expect(twice.code).toBe(Code.InvalidInput);
    expect(twice.msg).toBe(`Menus.1.SysMenuId: entry ${students} is listed twice`);
    const unknown = await setGrants(adminToken, id, [{ SysMenuId: 999999, ActionValues: ['view'] }]);
    expect(unknown.code).toBe(Code.InvalidInput);
    expect(unknown.msg).toBe('Menus: no menu entry 999999');
    const badAction = await setGrants(adminToken, id, [{ SysMenuId: students, ActionValues: ['fly'] }]);
    expect(badAction.code).toBe(Code.InvalidInput);
    expect(badAction.msg).toContain('Menus.0.ActionValues');
    expect((await setGrants(adminToken, 999999, [])).code).toBe(Code.NotFound);
    expect(await grantsOf(id)).toEqual({ StudentManage: ['view'] });
  });

  it('applies on the next call of a signed-in user: the grant check and the (cached) menu, without signing out', async () => {
    const id = await newRole('即时生效');
    const [students, outbox] = await Promise.all([menuId('StudentManage'), menuId('Msgtransfer')]);
    await setGrants(adminToken, id, [{ SysMenuId: students, ActionValues: ['view'] }]);
    const token = await server.login(await accountWith(id), PASSWORD);
    const user = server.client(token);
    const menuNames = async () => flatMenu((await user.call(api.selectMenuList, {})).data).map((e) => e.name);
    const outboxPage = () => user.call(api.msgtransferPage, { cur_page: 1, size: 5 });

    // The menu is cached now; the outbox call refused.
    expect(await menuNames()).toEqual(['Teach', 'BabyInfo', 'StudentManage']);
    expect((await outboxPage()).code).toBe(Code.NoPermission);

    await setGrants(adminToken, id, [
      { SysMenuId: students, ActionValues: ['view'] },
      { SysMenuId: outbox, ActionValues: ['view'] },
    ]);
    expect(await menuNames()).toContain('Msgtransfer');
    expect((await outboxPage()).code).toBe(Code.Success);
    expect((await user.call(api.getUserInfo, {})).code).toBe(Code.Success);

    await setGrants(adminToken, id, [{ SysMenuId: students, ActionValues: ['view'] }]);
    expect(await menuNames()).not.toContain('Msgtransfer');
    expect((await outboxPage()).code).toBe(Code.NoPermission);
  });

  it('reaches another instance sharing the store: its cached menu follows the grants version', async () => {
    const id = await newRole('多实例');
    const [students, classes] = await Promise.all([menuId('StudentManage'), menuId('ClassManage')]);
    await setGrants(adminToken, id, [{ SysMenuId: students, ActionValues: ['view'] }]);
    const token = await server.login(await accountWith(id), PASSWORD);
    const session = await resolveSession(server.db, token, 120);
    // A second instance: its own pool (so its own cache), the same database and store.
    const other: Db = createDb(server.config.databaseUrl as string, 2);
    try {
      const names = async () => [...(await roleMenus({ db: other, store: server.store }, session)).names];
      expect(await names()).not.toContain('ClassManage');
      // A change behind the API's back is not seen yet: the menu is cached ...
      await server.db
        .insertInto('sysRoleMenu')
        .values({ sysRoleId: id, sysMenuId: await menuId('Parents'), actionValues: ['view'] })
        .execute();
      expect(await names()).not.toContain('Parents');
      // ... but a change through the API bumps the shared version, and the other instance reloads.
      await setGrants(adminToken, id, [
        { SysMenuId: students, ActionValues: ['view'] },
        { SysMenuId: classes, ActionValues: ['view'] },
        { SysMenuId: await menuId('Parents'), ActionValues: ['view'] },
      ]);
      expect(await names()).toEqual(expect.arrayContaining(['ClassManage', 'Parents']));
    } finally {
      await other.destroy();
    }
  });

  it('lets nobody but a super admin give more than they hold (privilege escalation)', async () => {
    const operatorRole = await roleId('平台运营');
    const [roleManage, outbox, students, classes] = await Promise.all([
      menuId('SysRoleManage'),
      menuId('Msgtransfer'),
      menuId('StudentManage'),
      menuId('ClassManage'),
    ]);
    // The operator may manage roles (view, add, edit) besides their seeded sections.
    const current = await admin().call(api.sysRoleGetMenuTree, { SysRoleId: operatorRole });
    const held = flatGrants(current.data.Tree)
      .filter((e) => e.ActionValues.length)
      .map((e) => ({ SysMenuId: e.SysMenuId, ActionValues: e.ActionValues as string[] }));
    const grant = await setGrants(adminToken, operatorRole, [...held, { SysMenuId: roleManage, ActionValues: ['view', 'add', 'edit'] }]);
    expect(grant.code).toBe(Code.Success);
    const operator = await server.login('operator');
    const target = await newRole('被授权角色', 200);
    await setGrants(adminToken, target, [{ SysMenuId: outbox, ActionValues: ['view'] }]);

    const tree = await server.client(operator).call(api.sysRoleGetMenuTree, { SysRoleId: target });
    const entry = (n: string) => flatGrants(tree.data.Tree).find((e) => e.Name === n);
    expect(entry('Msgtransfer')?.Grantable).toEqual([]);
    expect(entry('SysRoleManage')?.Grantable).toEqual(['view', 'add', 'edit']);
    expect(entry('StudentManage')?.Grantable).toHaveLength(6);

    const escalate = await setGrants(operator, target, [
      { SysMenuId: outbox, ActionValues: ['view', 'export'] },
      { SysMenuId: students, ActionValues: ['view'] },
    ]);
    expect(escalate.code).toBe(Code.NoPermission);
    expect(escalate.msg).toBe('no permission: you cannot give Msgtransfer (export), you do not hold it yourself');
    const more = await setGrants(operator, target, [
      { SysMenuId: outbox, ActionValues: ['view'] },
      { SysMenuId: roleManage, ActionValues: ['view', 'delete'] },
    ]);
    expect(more.code).toBe(Code.NoPermission);
    expect(more.msg).toContain('SysRoleManage (delete)');
    expect(await grantsOf(target)).toEqual({ Msgtransfer: ['view'] });

    // Within what they hold, and taking away what they do not hold: allowed.
    const fine = await setGrants(operator, target, [
      { SysMenuId: students, ActionValues: ['view', 'export'] },
      { SysMenuId: classes, ActionValues: ['view'] },
      { SysMenuId: roleManage, ActionValues: ['view'] },
    ]);
    expect(fine.code, fine.msg).toBe(Code.Success);
    expect(await grantsOf(target)).toEqual({ StudentManage: ['view', 'export'], ClassManage: ['view'], SysRoleManage: ['view'] });

    // The super admin role, its value and type: a super admin's alone.
    const superRole = await roleId('超级管理员');
    expect((await setGrants(operator, superRole, [])).code).toBe(Code.NoPermission);
    const o = roles.as(operator);
    expect((await o.add({ RoleName: '提权', RoleType: 200, RoleValue: 1 })).code).toBe(Code.NoPermission);
    expect((await o.add({ RoleName: '提权', RoleType: 1 })).code).toBe(Code.NoPermission);
    expect((await o.update({ SysRoleId: target, RoleValue: 1 })).code).toBe(Code.NoPermission);
    expect((await o.update({ SysRoleId: superRole, Remark: 'mine' })).code).toBe(Code.NoPermission);
    expect((await o.page({ RoleName: '提权' })).data.total).toBe(0);
    expect((await roles.as(adminToken).detail(target)).data).toMatchObject({ RoleValue: 0, RoleType: 200 });
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
