import { api, Code } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/db/index.ts';
import { resolveSession } from '../../src/http/auth.ts';
import { roleMenus } from '../../src/modules/menus/role-menus.ts';

import {
  accountWith,
  admin,
  adminToken,
  auditRows,
  flatGrants,
  flatMenu,
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
 * SysRoleManage: a role's grants (GetMenuTree, SetMenuValues: one transaction, audited, no
 * privilege escalation); a change of grants applies to a signed-in user on the next call, the
 * session check and the cached menu alike, on every instance sharing the store.
 */
useRolesServer();

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
