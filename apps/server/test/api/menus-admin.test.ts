import { api, Code, type MenuAdminNode, type MenuEntry, menuTree } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRANTS_VERSION_KEY } from '../../src/modules/menus/role-menus.ts';
import { startTestServer, type TestServer } from '../harness.ts';

/**
 * ManagerPage: the menu editor (SysRoleMenu Tree, Insert, Update, Move, DeleteSelfAndChildren)
 * and the cache reset (SysUser/ResetRedis). Every change shows in the menus at once (the grants
 * version), is audited, and keeps the tree in the shape the web builds routes from.
 */
let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await server.login('admin');
});
afterAll(() => server?.close());

const admin = () => server.client(adminToken);
/** The seeded entries of the Client section, in order. */
const SEEDED_CLIENT = (menuTree.find((e) => e.name === 'Client')?.children ?? []).map((e) => e.name);
const flat = <T extends { Children: T[] }>(tree: T[]): T[] => tree.flatMap((e) => [e, ...flat(e.Children)]);
const flatMenu = (tree: MenuEntry[]): MenuEntry[] => tree.flatMap((e) => [e, ...flatMenu(e.children)]);
async function tree(): Promise<MenuAdminNode[]> {
  const res = await admin().call(api.sysRoleMenuTree, {});
  expect(res.code, res.msg).toBe(Code.Success);
  return res.data;
}
const node = async (name: string) => flat(await tree()).find((e) => e.Name === name) as MenuAdminNode;
const menuCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('sysMenu')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const auditRows = (event: string) =>
  server.db.selectFrom('auditLog').select(['detail', 'username']).where('event', '=', event).orderBy('auditLogId').execute();
const sidebarOf = async (token: string) => flatMenu((await server.client(token).call(api.selectMenuList, {})).data);

const entry = (over: Record<string, unknown> = {}) => ({
  Path: 'RolesTestPage',
  Name: 'RolesTestPage',
  TitleZh: '测试页面',
  TitleEn: 'Test page',
  TitleEs: 'Página de prueba',
  Component: 'client/RolesTestPage',
  ...over,
});
const insert = (input: Record<string, unknown>, token = adminToken) => server.client(token).call(api.sysRoleMenuInsert, input as never);
const update = (input: Record<string, unknown>, token = adminToken) => server.client(token).call(api.sysRoleMenuUpdate, input as never);

describe('SysRoleMenu/Tree', () => {
  it('answers every entry in order, with how many roles hold it and whether the server checks grants against it', async () => {
    const t = await tree();
    expect(flat(t)).toHaveLength(await menuCount());
    const client = t.find((e) => e.Name === 'Client') as MenuAdminNode;
    expect(client).toMatchObject({ Path: '/Client', Component: 'Layout', ParentId: null, State: 0, SystemId: 1 });
    expect(client.Children.map((e) => e.Name)).toEqual(SEEDED_CLIENT);
    const all = flat(t);
    // super admin, operator, park admin, teacher, government supervisor (view)
    expect(all.find((e) => e.Name === 'StudentManage')?.Roles).toBe(5);
    expect(all.find((e) => e.Name === 'ManagerPage')).toMatchObject({ Protected: true, Roles: 1, TitleEn: 'Menu management' });
    expect(all.find((e) => e.Name === 'ClassManage')?.Protected).toBe(true);
    // A screen not built yet (issue 24's): no resource or call checks grants against it.
    expect(all.find((e) => e.Name === 'GoldTask')?.Protected).toBe(false);
  });
});

describe('SysRoleMenu/Insert, Update, Move', () => {
  it('adds an entry last under its parent, shows it in the super admin’s menu at once, and audits it', async () => {
    const client = await node('Client');
    await admin().call(api.selectMenuList, {}); // the admin's menu is cached from here on
    const res = await insert(entry({ ParentId: client.SysMenuId, Icon: 'team' }));
    expect(res.code, res.msg).toBe(Code.Success);
    const added = await node('RolesTestPage');
    expect(added).toMatchObject({
      SysMenuId: res.data.SysMenuId,
      ParentId: client.SysMenuId,
      Hidden: false,
      State: 0,
      Roles: 0,
      Protected: false,
      Icon: 'team',
    });
    expect((await node('Client')).Children.at(-1)?.Name).toBe('RolesTestPage');
    expect((await sidebarOf(adminToken)).find((e) => e.name === 'RolesTestPage')?.title.en).toBe('Test page');
    const row = await server.db
      .selectFrom('sysMenu')
      .select(['createBy', 'updateBy'])
      .where('name', '=', 'RolesTestPage')
      .executeTakeFirst();
    expect(row).toMatchObject({ createBy: expect.any(Number), updateBy: expect.any(Number) });
    expect((await auditRows('menu.change')).at(-1)).toMatchObject({
      username: 'admin',
      detail: { op: 'insert', Name: 'RolesTestPage', ParentId: client.SysMenuId },
    });
  });

  it('refuses bad entries naming the field, writing nothing', async () => {
    const client = await node('Client');
    const screen = await node('ClassManage');
    const before = await menuCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [entry({ ParentId: client.SysMenuId, Name: 'Bad1', Path: 'Bad1', TitleEn: '' }), Code.InvalidInput, 'TitleEn: cannot be empty'],
      [entry({ ParentId: client.SysMenuId, Name: '1bad', Path: 'Bad2' }), Code.InvalidInput, 'Name: must start with a letter'],
      [entry({ ParentId: client.SysMenuId, Name: 'Bad3', Path: 'has space' }), Code.InvalidInput, 'Path: must be a route path'],
      [entry({ ParentId: client.SysMenuId, Name: 'Bad4', Path: 'Bad4', Component: 'Nope' }), Code.InvalidInput, 'Component:'],
      [
        entry({ ParentId: client.SysMenuId, Name: 'managerpage', Path: 'Bad5' }),
        Code.Conflict,
        'Name: a menu entry named ManagerPage already exists',
      ],
      [entry({ ParentId: client.SysMenuId, Name: 'Bad6', Path: 'managerpage' }), Code.Conflict, 'Path: ManagerPage already uses the path'],
      [
        entry({ ParentId: client.SysMenuId, Name: 'Bad7', Path: 'Bad7', Component: 'Layout' }),
        Code.InvalidInput,
        'Component: Layout is for top-level',
      ],
      [entry({ Name: 'Bad8', Path: '/Bad8' }), Code.InvalidInput, 'Component: a top-level entry is a section'],
      [entry({ Name: 'Bad9', Path: 'Bad9', Component: 'Layout' }), Code.InvalidInput, 'Path: a top-level path starts with /'],
      [entry({ ParentId: screen.SysMenuId, Name: 'Bad10', Path: 'Bad10' }), Code.InvalidInput, 'ParentId: ClassManage is a screen'],
      [entry({ ParentId: 999999, Name: 'Bad11', Path: 'Bad11' }), Code.InvalidInput, 'ParentId: no menu entry 999999'],
      [
        entry({ ParentId: client.SysMenuId, Name: 'Bad12', Path: '/Bad12' }),
        Code.InvalidInput,
        'Path: below the top level a path is relative',
      ],
      [entry({ ParentId: client.SysMenuId, Name: 'Bad13', Path: 'Bad13', Redirect: 'somewhere' }), Code.InvalidInput, 'Redirect:'],
    ];
    for (const [input, code, msg] of cases) {
      const res = await insert(input);
      expect([res.code, res.msg], JSON.stringify(input)).toEqual([code, expect.stringContaining(msg)]);
    }
    expect(await menuCount()).toBe(before);
  });

  it('changes titles, icon and hidden; the menus follow at once', async () => {
    const e = await node('RolesTestPage');
    await admin().call(api.selectMenuList, {});
    const res = await update({ SysMenuId: e.SysMenuId, TitleEn: 'Renamed page', Hidden: true, Icon: 'setting', NoCache: true });
    expect(res.code, res.msg).toBe(Code.Success);
    const shown = (await sidebarOf(adminToken)).find((x) => x.name === 'RolesTestPage');
    expect(shown).toMatchObject({ title: { en: 'Renamed page', zh: '测试页面' }, hidden: true, icon: 'setting', meta: { noCache: true } });
    expect((await auditRows('menu.change')).at(-1)?.detail).toMatchObject({
      op: 'update',
      changes: { TitleEn: ['Test page', 'Renamed page'], Hidden: [false, true] },
    });
    expect((await update({ SysMenuId: 999999, TitleEn: 'x' })).code).toBe(Code.NotFound);
    const bad = await update({ SysMenuId: e.SysMenuId, TitleZh: '' });
    expect([bad.code, bad.msg]).toEqual([Code.InvalidInput, 'TitleZh: cannot be empty']);
  });

  it('renames only unprotected entries, and only as a super admin', async () => {
    const e = await node('RolesTestPage');
    const renamed = await update({ SysMenuId: e.SysMenuId, Name: 'RolesTestPage2' });
    expect(renamed.code, renamed.msg).toBe(Code.Success);
    expect((await update({ SysMenuId: e.SysMenuId, Name: 'RolesTestPage' })).code).toBe(Code.Success);
    const outbox = await node('Msgtransfer');
    const kept = await update({ SysMenuId: outbox.SysMenuId, Name: 'Outbox' });
    expect([kept.code, kept.msg]).toEqual([Code.Conflict, 'Name: the server checks grants against Msgtransfer; it cannot be renamed']);

    // The operator may edit menus, but renaming would rewire grants: refused.
    const operator = await grantOperator({ ManagerPage: ['view', 'add', 'edit', 'delete'] });
    const byOperator = await update({ SysMenuId: e.SysMenuId, Name: 'Sneaky' }, operator);
    expect([byOperator.code, byOperator.msg]).toEqual([
      Code.NoPermission,
      'Name: only a super admin may rename a menu entry (names key routes and grants)',
    ]);
    expect((await update({ SysMenuId: e.SysMenuId, TitleEs: 'Página editada' }, operator)).code).toBe(Code.Success);
    expect((await node('RolesTestPage')).Name).toBe('RolesTestPage');
  });

  it('moves and reorders, never under the entry itself or below it', async () => {
    const client = await node('Client');
    const e = await node('RolesTestPage');
    const first = await admin().call(api.sysRoleMenuMove, { SysMenuId: e.SysMenuId, ParentId: client.SysMenuId, Index: 0 });
    expect(first.code, first.msg).toBe(Code.Success);
    const names = (await node('Client')).Children.map((x) => x.Name);
    expect(names).toEqual(['RolesTestPage', ...SEEDED_CLIENT]);
    expect((await node('Client')).Children.map((x) => x.Sort)).toEqual(names.map((_, i) => i));
    // the menu of the super admin follows the order
    const sidebar = (await admin().call(api.selectMenuList, {})).data.find((x) => x.name === 'Client');
    expect(sidebar?.children[0]?.name).toBe('RolesTestPage');

    expect((await admin().call(api.sysRoleMenuMove, { SysMenuId: e.SysMenuId, ParentId: client.SysMenuId, Index: 99 })).code).toBe(
      Code.Success,
    );
    expect((await node('Client')).Children.at(-1)?.Name).toBe('RolesTestPage');

    // into a group of another section
    const group = await node('BabyInfo');
    expect((await admin().call(api.sysRoleMenuMove, { SysMenuId: e.SysMenuId, ParentId: group.SysMenuId, Index: 1 })).code).toBe(
      Code.Success,
    );
    expect((await node('BabyInfo')).Children.map((x) => x.Name)).toEqual(['StudentManage', 'RolesTestPage', 'Parents']);

    const teach = await node('Teach');
    const loop = await admin().call(api.sysRoleMenuMove, { SysMenuId: teach.SysMenuId, ParentId: group.SysMenuId, Index: 0 });
    expect([loop.code, loop.msg]).toEqual([Code.InvalidInput, 'ParentId: an entry cannot be moved under itself or one of its descendants']);
    const self = await update({ SysMenuId: group.SysMenuId, ParentId: group.SysMenuId });
    expect(self.code).toBe(Code.InvalidInput);
    const toTop = await admin().call(api.sysRoleMenuMove, { SysMenuId: e.SysMenuId, ParentId: null, Index: 0 });
    expect([toTop.code, toTop.msg]).toEqual([Code.InvalidInput, 'Component: a top-level entry is a section: its component must be Layout']);

    // Update with a new parent moves it too, last among its new siblings.
    expect((await update({ SysMenuId: e.SysMenuId, ParentId: client.SysMenuId })).code).toBe(Code.Success);
    expect((await node('Client')).Children.at(-1)?.Name).toBe('RolesTestPage');
    expect((await node('BabyInfo')).Children.map((x) => x.Name)).toEqual(['StudentManage', 'Parents']);
  });

  it('keeps the menu editor reachable: its entry and those above it stay enabled', async () => {
    for (const name of ['ManagerPage', 'Client']) {
      const e = await node(name);
      const res = await update({ SysMenuId: e.SysMenuId, State: 1 });
      expect([res.code, res.msg]).toEqual([
        Code.Conflict,
        'State: the menu editor (ManagerPage) and the entries above it must stay enabled',
      ]);
      expect((await node(name)).State).toBe(0);
    }
    const market = await node('Market');
    const manager = await node('ManagerPage');
    await update({ SysMenuId: market.SysMenuId, State: 1 });
    try {
      const res = await admin().call(api.sysRoleMenuMove, { SysMenuId: manager.SysMenuId, ParentId: market.SysMenuId, Index: 0 });
      expect(res.code).toBe(Code.Conflict);
      expect((await node('ManagerPage')).ParentId).toBe(manager.ParentId);
    } finally {
      await update({ SysMenuId: market.SysMenuId, State: 0 });
    }
  });
});

/** Gives the operator role the named entries (besides what it holds) and answers a fresh operator token. */
async function grantOperator(extra: Record<string, string[]>): Promise<string> {
  const role = await server.db.selectFrom('sysRole').select('sysRoleId').where('roleName', '=', '平台运营').executeTakeFirstOrThrow();
  const current = await admin().call(api.sysRoleGetMenuTree, { SysRoleId: role.sysRoleId });
  const ids = new Map(flat(await tree()).map((e) => [e.Name, e.SysMenuId]));
  const menus = flat(current.data.Tree)
    .filter((e) => e.ActionValues.length && !(e.Name in extra))
    .map((e) => ({ SysMenuId: e.SysMenuId, ActionValues: e.ActionValues as string[] }));
  for (const [name, actions] of Object.entries(extra)) menus.push({ SysMenuId: ids.get(name) as number, ActionValues: actions });
  const res = await admin().call(api.sysRoleSetMenuValues, { SysRoleId: role.sysRoleId, Menus: menus as never });
  expect(res.code, res.msg).toBe(Code.Success);
  return server.login('operator');
}

describe('SysRoleMenu/DeleteSelfAndChildren', () => {
  it('deletes an entry with everything below it and their grants, in one go', async () => {
    const client = await node('Client');
    const group = await insert(
      entry({ ParentId: client.SysMenuId, Name: 'RolesGroup', Path: 'RolesGroup', Component: 'ParentView', Redirect: 'noredirect' }),
    );
    expect(group.code, group.msg).toBe(Code.Success);
    const a = await insert(entry({ ParentId: group.data.SysMenuId, Name: 'RolesChildA', Path: 'A', Component: 'client/RolesChildA' }));
    const b = await insert(entry({ ParentId: group.data.SysMenuId, Name: 'RolesChildB', Path: 'B', Component: 'client/RolesChildB' }));
    const parkRole = await server.db.selectFrom('sysRole').select('sysRoleId').where('roleName', '=', '园长').executeTakeFirstOrThrow();
    await server.db
      .insertInto('sysRoleMenu')
      .values([
        { sysRoleId: parkRole.sysRoleId, sysMenuId: a.data.SysMenuId, actionValues: ['view'] },
        { sysRoleId: parkRole.sysRoleId, sysMenuId: b.data.SysMenuId, actionValues: ['view', 'add'] },
      ])
      .execute();
    const park = await server.login('park01');
    await server.client(park).call(api.selectMenuList, {}); // cached with the group in it
    expect((await sidebarOf(park)).some((e) => e.name === 'RolesChildA')).toBe(true);
    expect((await node('RolesGroup')).Children.map((x) => x.Roles)).toEqual([1, 1]);

    const before = await menuCount();
    const res = await admin().call(api.sysRoleMenuDeleteSelfAndChildren, { SysMenuId: group.data.SysMenuId });
    expect(res.code, res.msg).toBe(Code.Success);
    expect(res.data).toEqual({ Deleted: 3, Grants: 2 });
    expect(await menuCount()).toBe(before - 3);
    const left = await server.db
      .selectFrom('sysRoleMenu')
      .select('sysMenuId')
      .where('sysMenuId', 'in', [group.data.SysMenuId, a.data.SysMenuId, b.data.SysMenuId])
      .execute();
    expect(left).toEqual([]);
    const names = (await sidebarOf(park)).map((e) => e.name);
    expect(names).not.toContain('RolesChildA');
    expect(names).not.toContain('Client');
    expect((await auditRows('menu.change')).at(-1)?.detail).toMatchObject({
      op: 'delete',
      Name: 'RolesGroup',
      Deleted: expect.arrayContaining(['RolesGroup', 'RolesChildA', 'RolesChildB']),
      Grants: 2,
      Roles: [parkRole.sysRoleId],
    });
  });

  it('refuses entries the server checks grants against (and branches holding them), and unknown ids', async () => {
    const before = await menuCount();
    const outbox = await admin().call(api.sysRoleMenuDeleteSelfAndChildren, { SysMenuId: (await node('Msgtransfer')).SysMenuId });
    expect([outbox.code, outbox.msg]).toEqual([Code.Conflict, 'the server checks grants against Msgtransfer: hide or disable it instead']);
    const section = await admin().call(api.sysRoleMenuDeleteSelfAndChildren, { SysMenuId: (await node('Client')).SysMenuId });
    expect(section.code).toBe(Code.Conflict);
    expect(section.msg).toContain('ManagerPage');
    expect((await admin().call(api.sysRoleMenuDeleteSelfAndChildren, { SysMenuId: 999999 })).code).toBe(Code.NotFound);
    expect(await menuCount()).toBe(before);
  });
});

describe('SysUser/ResetRedis', () => {
  it('drops the cached menus: a change made behind the API’s back shows after the reset', async () => {
    const teacher = await server.login('teacher01');
    const title = async () => (await sidebarOf(teacher)).find((e) => e.name === 'ClassManage')?.title.en;
    expect(await title()).toBe('Classes');
    await server.db.updateTable('sysMenu').set({ titleEn: 'Classes (edited in SQL)' }).where('name', '=', 'ClassManage').execute();
    try {
      expect(await title()).toBe('Classes'); // cached
      const version = await server.store.count(GRANTS_VERSION_KEY);
      const res = await admin().call(api.sysUserResetRedis, {});
      expect(res.code, res.msg).toBe(Code.Success);
      expect(res.data.GrantsVersion).toBe(version + 1);
      expect(await title()).toBe('Classes (edited in SQL)');
      expect((await auditRows('cache.reset')).at(-1)).toMatchObject({ username: 'admin', detail: { GrantsVersion: version + 1 } });
    } finally {
      await server.db.updateTable('sysMenu').set({ titleEn: 'Classes' }).where('name', '=', 'ClassManage').execute();
    }
  });
});

describe('refusals', () => {
  it('refuses every menu call to a park admin (100003) and changes nothing', async () => {
    const park = await server.login('park01');
    const client = await node('Client');
    const manager = await node('ManagerPage');
    const before = JSON.stringify(await tree());
    const version = await server.store.count(GRANTS_VERSION_KEY);
    const p = server.client(park);
    expect((await p.call(api.sysRoleMenuTree, {})).code).toBe(Code.NoPermission);
    expect((await insert(entry({ ParentId: client.SysMenuId, Name: 'ParkPage', Path: 'ParkPage' }), park)).code).toBe(Code.NoPermission);
    expect((await update({ SysMenuId: manager.SysMenuId, Hidden: true }, park)).code).toBe(Code.NoPermission);
    expect((await p.call(api.sysRoleMenuMove, { SysMenuId: manager.SysMenuId, ParentId: client.SysMenuId, Index: 0 })).code).toBe(
      Code.NoPermission,
    );
    expect((await p.call(api.sysRoleMenuDeleteSelfAndChildren, { SysMenuId: (await node('RolesTestPage')).SysMenuId })).code).toBe(
      Code.NoPermission,
    );
    expect((await p.call(api.sysUserResetRedis, {})).code).toBe(Code.NoPermission);
    expect(JSON.stringify(await tree())).toBe(before);
    expect(await server.store.count(GRANTS_VERSION_KEY)).toBe(version);
  });
});
