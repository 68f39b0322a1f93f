import { api, GUIDE_KEYS, type MenuEntry, menuTree } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSession } from '../../src/http/auth.ts';
import { can } from '../../src/modules/menus/role-menus.ts';
import { startTestServer, type TestServer } from '../harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** One sign-in per demo account for the whole file. */
const as = (username: string) => server.as(username);
async function menuOf(username: string): Promise<MenuEntry[]> {
  const res = await (await as(username)).call(api.selectMenuList, { State: 0, SystemId: 1 });
  expect(res.code).toBe(100000);
  return res.data;
}
const flat = (tree: MenuEntry[]): MenuEntry[] => tree.flatMap((e) => [e, ...flat(e.children)]);
const find = (tree: MenuEntry[], name: string) => flat(tree).find((e) => e.name === name);
const top = (tree: MenuEntry[]) => tree.map((e) => e.name);

const SECTIONS = [
  'Market',
  'Teach',
  'GardenManage',
  'Child',
  'Ai',
  'SchoolJoin',
  'SchoolFinance',
  'Government',
  'Operation',
  'Sale',
  'Client',
  'Root',
  'Benefit',
  'Info',
  'GovConnectivity',
  'Parameter',
];

describe('menu seed (spec §2.3)', () => {
  it('has every section, unique names, and the guide entries', () => {
    const all = menuTree.flatMap(function walk(e): { name: string; title: readonly string[] }[] {
      return [e, ...(e.children ?? []).flatMap(walk)];
    });
    expect(menuTree.map((e) => e.name)).toEqual(SECTIONS);
    expect(new Set(all.map((e) => e.name)).size).toBe(all.length);
    for (const name of [
      'CustomerManage',
      'MyCustomer',
      'StudentManage',
      'TeacherManage',
      'ClassManage',
      'PackageSet',
      'Parameter',
      'WeeklyPlan',
    ])
      expect(all.map((e) => e.name)).toContain(name);
    for (const e of all) expect(e.title.every((t) => t.length > 0)).toBe(true);
    expect(all.length).toBeGreaterThan(170);
  });
});

describe('selectMenuList (SysMenu/SelectMenuList)', () => {
  it('gives the super admin the whole tree with every action, in the seeded order', async () => {
    const tree = await menuOf('admin');
    expect(top(tree)).toEqual(SECTIONS);
    const client = find(tree, 'Client');
    expect(client?.children.map((e) => e.name)).toEqual([
      'ManagerRoot',
      'GovernmentSupervise',
      'SysRoleManage',
      'ClientRole',
      'ManagerPage',
      'SalespersonManage',
      'AuditLog',
    ]);
    expect(find(tree, 'Root')?.children).toHaveLength(18);
    const count = await server.db
      .selectFrom('sysMenu')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(flat(tree)).toHaveLength(Number(count.n));
    expect(find(tree, 'Msgtransfer')?.meta.actions).toEqual(['view', 'add', 'edit', 'delete', 'audit', 'export']);
  });

  it('answers the contract shape: titles in three languages, meta, sections and groups', async () => {
    const tree = await menuOf('admin');
    const teach = find(tree, 'Teach') as MenuEntry;
    expect(teach).toMatchObject({
      path: '/Teach',
      component: 'Layout',
      redirect: '/Teach/BabyInfo/StudentManage',
      hidden: false,
      title: { zh: '教务管理', en: 'Teaching affairs', es: 'Asuntos docentes' },
      meta: { icon: teach.icon, roles: [], noCache: false, breadcrumb: true },
    });
    expect(teach.icon).not.toBe('');
    expect(find(tree, 'Market')?.redirect).toBe('/Market/CustomerManage');
    expect(find(tree, 'Child')?.redirect).toBe('/Child/Body');
    const babyInfo = find(tree, 'BabyInfo') as MenuEntry;
    expect(babyInfo).toMatchObject({ component: 'ParentView', path: 'BabyInfo' });
    expect(babyInfo.children.map((e) => e.name)).toEqual(['StudentManage', 'Parents']);
    expect(find(tree, 'StudentManage')).toMatchObject({ component: 'teach/StudentManage', path: 'StudentManage', hidden: false });
    expect(find(tree, 'StudentDetail')).toMatchObject({ hidden: true, meta: { noCache: true } });
    expect(find(tree, 'TeachContractDetail')).toMatchObject({ path: 'ContractDetail', hidden: true });
    expect(find(tree, 'ContractDetail')).toMatchObject({ path: 'ContractDetail', component: 'market/ContractDetail' });
    expect(find(tree, 'WarningRecord')).toMatchObject({ path: 'WarningRecord/:WarningType', hidden: true });
    expect(find(tree, 'Parameter')).toMatchObject({ path: '/Parameter', component: 'Layout', redirect: '/Parameter/index' });
    expect(find(tree, 'Parameter')?.children).toHaveLength(1);
    expect(find(tree, 'GovConnectivity')?.children).toHaveLength(1);
    expect(find(tree, 'ParentFeedback')?.hidden).toBe(true);
    for (const e of flat(tree)) {
      expect(e.title.zh && e.title.en && e.title.es).toBeTruthy();
      if (e.component === 'ParentView' || e.component === 'Layout') expect(e.children.length).toBeGreaterThan(0);
      else expect(e.component).toMatch(/^[a-zA-Z]+\/[A-Za-z]+$/);
    }
  });

  /** The nutrition reference under Root, read-only (a park admin also reads the emotion growth advice). */
  const expectNutritionReferenceOnly = (tree: MenuEntry[], also: string[] = []) => {
    const root = find(tree, 'Root')?.children ?? [];
    expect(root.map((e) => e.name).sort()).toEqual(
      ['AgeBracket', 'NutritiveAppraisalConfig', 'NutritiveElement', 'NutritiveElementADI', 'foodInformation', ...also].sort(),
    );
    for (const e of root) expect(e.meta.actions).toEqual(['view']);
  };

  it('gives a park admin its sections only, with the actions of its grants', async () => {
    const tree = await menuOf('park01');
    expect(top(tree)).toEqual([
      'Market',
      'Teach',
      'GardenManage',
      'Child',
      'Ai',
      'SchoolJoin',
      'SchoolFinance',
      'Operation',
      'Root',
      'Parameter',
    ]);
    expect(top(tree)).not.toContain('Client');
    // Of system configuration, only the nutrition reference their dishes and menus are built from, to read.
    expectNutritionReferenceOnly(tree, ['EmotionGrowthAdvice']);
    // Of app management, only their school's profile (SchoolManage), to view and edit.
    expect(find(tree, 'Operation')?.children.map((e) => e.name)).toEqual(['SchoolManage']);
    expect(find(tree, 'SchoolManage')?.meta.actions).toEqual(['view', 'edit']);
    // The smart centre but the operators' control room.
    expect(find(tree, 'Warm')).toBeDefined();
    expect(find(tree, 'ControlRoom')).toBeUndefined();
    expect(find(await menuOf('operator'), 'ControlRoom')?.meta.actions).toContain('view');
    expect(find(tree, 'StudentManage')?.meta.actions).toEqual(['view', 'add', 'edit', 'delete', 'audit', 'export']);
  });

  it('removes the smart centre for a school with contract type 6', async () => {
    const tree = await menuOf('park03');
    expect(top(tree)).not.toContain('Ai');
    expect(flat(tree).some((e) => e.path.toLowerCase() === '/ai' || e.name === 'Warm')).toBe(false);
    expect(top(tree)).toContain('Teach');
    // ... and for any school user whose first school has type 20
    const [, school2] = await server.db.selectFrom('school').select('schoolId').orderBy('schoolId').execute();
    await server.db
      .updateTable('school')
      .set({ schoolContractType: 20 })
      .where('schoolId', '=', school2?.schoolId as number)
      .execute();
    expect(top(await menuOf('park02'))).not.toContain('Ai');
    await server.db
      .updateTable('school')
      .set({ schoolContractType: 1 })
      .where('schoolId', '=', school2?.schoolId as number)
      .execute();
    expect(top(await menuOf('park02'))).toContain('Ai');
  });

  it('gives a teacher teaching and daily care, read-only, and their classes’ warnings', async () => {
    const tree = await menuOf('teacher01');
    expect(top(tree)).toEqual(['Teach', 'Child', 'Ai', 'Root']);
    expect(find(tree, 'ClassManage')?.meta.actions).toEqual(['view']);
    expectNutritionReferenceOnly(tree);
    // Of the smart centre, the warnings only: acknowledged and handled by the teacher, not the control room.
    const ai = tree.find((e) => e.name === 'Ai');
    expect(ai?.children.map((e) => [e.name, e.meta.actions])).toEqual([
      ['Warm', ['view', 'edit', 'export']],
      ['WarningRecord', ['view', 'edit', 'export']],
      ['ParentEntrustWarning', ['view', 'edit', 'export']],
    ]);
  });

  it('brings the ancestors of a granted entry and nothing else', async () => {
    const role = await server.db.selectFrom('sysRole').select('sysRoleId').where('roleName', '=', '政府监管').executeTakeFirstOrThrow();
    const entry = await server.db.selectFrom('sysMenu').select('sysMenuId').where('name', '=', 'Parents').executeTakeFirstOrThrow();
    await server.db.deleteFrom('sysRoleMenu').where('sysRoleId', '=', role.sysRoleId).execute();
    await server.db
      .insertInto('sysRoleMenu')
      .values({ sysRoleId: role.sysRoleId, sysMenuId: entry.sysMenuId, actionValues: ['view', 'export'] })
      .execute();
    const tree = await menuOf('gov01');
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ name: 'Teach', meta: { actions: [] } });
    expect(tree[0]?.children).toHaveLength(1);
    expect(tree[0]?.children[0]).toMatchObject({ name: 'BabyInfo' });
    expect(tree[0]?.children[0]?.children.map((e) => [e.name, e.meta.actions])).toEqual([['Parents', ['view', 'export']]]);
  });

  it('answers only State 0 / SystemId 1 entries as asked', async () => {
    expect((await (await as('admin')).call(api.selectMenuList, { State: 0, SystemId: 2 })).data).toEqual([]);
    expect((await (await as('admin')).call(api.selectMenuList, {})).data.length).toBe(SECTIONS.length);
  });

  it('refuses invalid input (100001) and a missing token (-101)', async () => {
    const bad = await (await as('admin')).call(api.selectMenuList, { State: 'x' as unknown as number, SystemId: 1 });
    expect(bad.code).toBe(100001);
    expect(bad.msg).toContain('State');
    expect((await server.client().call(api.selectMenuList, {})).code).toBe(-101);
  });
});

describe('can (the grant check for later calls)', () => {
  it('answers from the current role’s grants and their actions', async () => {
    const session = async (u: string) => resolveSession(server.db, await server.login(u), 120);
    const teacher = await session('teacher01');
    expect(await can(server, teacher, 'StudentManage')).toBe(true);
    expect(await can(server, teacher, 'StudentManage', 'delete')).toBe(false);
    expect(await can(server, teacher, 'Msgtransfer')).toBe(false);
    expect(await can(server, await session('admin'), 'Msgtransfer', 'delete')).toBe(true);
  });
});

describe('getGuideRoles (SysRole/GetGuideRoles)', () => {
  const keys = async (username: string, Keys = [...GUIDE_KEYS]) => {
    const res = await (await as(username)).call(api.getGuideRoles, { Keys });
    expect(res.code).toBe(100000);
    return res.data.map((k) => k.Key);
  };

  it('answers the asked keys whose entry the role is granted', async () => {
    expect(await keys('admin')).toEqual([...GUIDE_KEYS]);
    const teacher = await keys('teacher01');
    expect(teacher).toEqual(['StudentManage', 'TeacherManage', 'CourseArrangement', 'ClassManage']);
    expect(teacher).not.toContain('Parameter');
    expect(await keys('park01')).toEqual([...GUIDE_KEYS]);
    expect(await keys('park01', ['Parameter', 'StudentManage'])).toEqual(['Parameter', 'StudentManage']);
    expect(await keys('sales01')).toEqual(['CustomerManage', 'MyCustomer', 'PackageSet']);
  });

  it('refuses unknown or missing keys (100001) and a missing token (-101)', async () => {
    const c = await as('admin');
    const unknown = await c.call(api.getGuideRoles, { Keys: ['Nope' as 'Parameter'] });
    expect(unknown.code).toBe(100001);
    expect(unknown.msg).toContain('Keys');
    expect((await c.call(api.getGuideRoles, { Keys: [] })).code).toBe(100001);
    expect((await c.call(api.getGuideRoles, {} as { Keys: ['Parameter'] })).code).toBe(100001);
    expect((await server.client().call(api.getGuideRoles, { Keys: ['Parameter'] })).code).toBe(-101);
  });
});
