import type { CurrentUser, MenuEntry, MenuTreeEntry } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import { canOpen } from '../src/auth/access.ts';
import { dashboardRoute, localRoutes } from '../src/router/localRoutes.ts';
import { loginUrl, redirectTargetOf } from '../src/router/paths.ts';
import {
  activeSidebarKey,
  breadcrumbs,
  buildRouteTable,
  CONSOLE_PATHS,
  fromMenu,
  joinPath,
  matchRoute,
  menuTreePaths,
  pickTitle,
  routeOutcome,
  sidebarItems,
  submenuKeys,
  withoutAi,
} from '../src/router/routeTable.ts';
import { normalizeComponent } from '../src/router/views.ts';
import { bigScreenUrl } from '../src/shell/urls.ts';

const t = (en: string) => ({ zh: `${en}-zh`, en, es: `${en}-es` });

function entry(path: string, name: string, component: string, extra: Partial<MenuEntry> = {}): MenuEntry {
  return {
    SysMenuId: 0,
    path,
    name,
    title: t(name),
    icon: '',
    component,
    redirect: null,
    hidden: false,
    meta: { icon: '', roles: [], noCache: false, breadcrumb: true, actions: [] },
    children: [],
    ...extra,
  };
}

/** Shaped like the seeded menu: sections, a 'noredirect' group, hidden details, a param route, single pages. */
const menu: MenuEntry[] = [
  entry('/Market', 'Market', 'Layout', {
    icon: 'shop',
    redirect: '/Market/CustomerManage',
    children: [
      entry('CustomerManage', 'CustomerManage', 'market/CustomerManage'),
      entry('CustomerDetail', 'CustomerDetail', 'market/CustomerDetail', { hidden: true }),
      entry('ThingsList', 'ThingsList', 'ParentView', {
        redirect: 'noredirect',
        children: [entry('PackageSet', 'PackageSet', 'market/PackageSet'), entry('DiscountItem', 'DiscountItem', 'market/DiscountItem')],
      }),
      entry('EnrollmentTools', 'EnrollmentTools', 'ParentView', {
        redirect: 'noredirect',
        children: [entry('BizWeixinGroup', 'BizWeixinGroup', 'market/BizWeixinGroup')],
      }),
    ],
  }),
  entry('/Ai', 'Ai', 'Layout', {
    icon: 'robot',
    redirect: '/Ai/Warm',
    children: [
      entry('Warm', 'Warm', 'ai/Warm'),
      entry('WarningRecord/:WarningType', 'WarningRecord', 'ai/WarningRecord', { hidden: true }),
    ],
  }),
  entry('/Parameter', 'Parameter', 'Layout', {
    icon: 'control',
    redirect: '/Parameter/index',
    children: [entry('index', 'ParameterIndex', 'parameter/Parameter', { title: t('Parameter') })],
  }),
  entry('/Secret', 'Secret', 'Layout', {
    redirect: '/Secret/Vault',
    meta: { icon: '', roles: ['auditor'], noCache: false, breadcrumb: true, actions: [] },
    children: [entry('Vault', 'Vault', 'secret/Vault')],
  }),
  entry('https://example.com/help', 'Help', 'Layout'),
];

const user = (contractType: number | null) => ({ IdentityInfo: { SchoolContractId: 1, SchoolContractType: contractType } }) as CurrentUser;
const table = buildRouteTable(localRoutes, menu, user(1));
const all = () => true;

describe('server menu → routes', () => {
  it('joins relative child paths and keeps absolute and external ones', () => {
    expect(joinPath('/Market', 'CustomerManage')).toBe('/Market/CustomerManage');
    expect(joinPath('/Market', '/Other')).toBe('/Other');
    expect(joinPath('/Market', '')).toBe('/Market');
    expect(joinPath('/', 'https://x.y')).toBe('https://x.y');
    const node = fromMenu(menu[0] as MenuEntry);
    expect(node.kind).toBe('layout');
    expect(node.children[2]?.kind).toBe('parent');
    expect(node.children[2]?.redirect).toBe('noRedirect');
    expect(node.children[0]?.component).toBe('market/CustomerManage');
  });

  it('removes the Ai section for contract types 6 and 20 only (spec §6)', () => {
    expect(withoutAi(menu, user(6)).some((e) => e.path === '/Ai')).toBe(false);
    expect(withoutAi(menu, user(20)).some((e) => e.path === '/Ai')).toBe(false);
    expect(withoutAi(menu, user(1)).some((e) => e.path === '/Ai')).toBe(true);
    expect(withoutAi(menu, null).some((e) => e.path === '/Ai')).toBe(true);
    expect(matchRoute(buildRouteTable(localRoutes, menu, user(6)), '/Ai/Warm')).toBeNull();
  });

  it('merges local routes with the server menu by path', () => {
    const parameter = table.filter((n) => n.path === '/Parameter');
    expect(parameter).toHaveLength(1);
    expect(parameter[0]?.kind).toBe('layout');
    expect(parameter[0]?.hidden).toBe(false);
    // local-only single pages are routes but not sidebar items
    expect(matchRoute(table, '/GovConnectivity')?.node.kind).toBe('view');
    expect(sidebarItems(table).some((i) => i.path === '/GovConnectivity')).toBe(false);
    // no menu at all (refused menu call): the local routes only
    expect(buildRouteTable(localRoutes, [], null)).toEqual(localRoutes);
  });

  it('picks the title in the current language', () => {
    expect(pickTitle(t('Home'), 'es')).toBe('Home-es');
    expect(pickTitle(t('Home'), 'zh-CN')).toBe('Home-zh');
    expect(pickTitle(t('Home'), 'fr')).toBe('Home');
    expect(pickTitle(null, 'en')).toBeNull();
  });
});

describe('matching and outcomes', () => {
  it('matches case-insensitively, with params, static segments first', () => {
    expect(matchRoute(table, '/market/customermanage')?.node.name).toBe('CustomerManage');
    const m = matchRoute(table, '/Ai/WarningRecord/3');
    expect(m?.node.name).toBe('WarningRecord');
    expect(m?.params).toEqual({ WarningType: '3' });
    expect(m?.chain.map((n) => n.name)).toEqual(['Ai', 'WarningRecord']);
    expect(matchRoute(table, '/Market/CustomerManage/extra')).toBeNull();
    expect(matchRoute(table, '/Market/CustomerManage/')?.node.name).toBe('CustomerManage');
  });

  it('redirects the empty path to the dashboard and sections to their target', () => {
    expect(routeOutcome(table, '/', all)).toEqual({ type: 'redirect', to: '/Dashboard' });
    expect(routeOutcome(table, '/Market', all)).toEqual({ type: 'redirect', to: '/Market/CustomerManage' });
    // a noredirect group goes to its first screen
    expect(routeOutcome(table, '/Market/ThingsList', all)).toEqual({ type: 'redirect', to: '/Market/ThingsList/PackageSet' });
    // an empty local section only redirects
    expect(routeOutcome(table, '/ServiceOrder', all)).toEqual({ type: 'redirect', to: '/Dashboard' });
  });

  it('answers 404 for unknown paths and 401 for a missing role', () => {
    expect(routeOutcome(table, '/Nope', all).type).toBe('notFound');
    const canAccess = (node: { roles: readonly string[] }) => node.roles.length === 0;
    expect(routeOutcome(table, '/Secret/Vault', canAccess).type).toBe('forbidden');
    expect(routeOutcome(table, '/Market/CustomerManage', canAccess).type).toBe('view');
  });

  it('opens a local page only with its menu grant (or role type), else 401', () => {
    const teacher = {
      RoleValue: 0,
      RoleType: 210,
      Roles: [{ SysRoleId: 4, RoleName: 'teacher', RoleType: 210, RoleValue: 0 }],
    } as unknown as CurrentUser;
    const park = { ...teacher, RoleType: 200 } as CurrentUser;
    const admin = { ...teacher, RoleValue: 1 } as CurrentUser;
    // the menu of a role granted none of these entries: only the local pages stand for them
    const local = buildRouteTable(localRoutes, [], user(1));
    const outcome = (u: CurrentUser, granted: string[], path: string) =>
      routeOutcome(local, path, (node) => canOpen(u, new Set(granted), node)).type;
    expect(outcome(teacher, [], '/Parameter')).toBe('forbidden');
    expect(outcome(teacher, ['Parameter'], '/Parameter')).toBe('view');
    expect(outcome(admin, [], '/Parameter')).toBe('view');
    expect(outcome(teacher, [], '/Operation/SchoolManage')).toBe('forbidden');
    expect(outcome(park, [], '/Operation/SchoolManage')).toBe('view');
    expect(outcome(teacher, [], '/Dashboard')).toBe('view');
  });
});

describe('401 for a console route the menu lacks, 404 for no such page (spec §2.1)', () => {
  it('knows every path of the contract’s menu tree, joined as the route table joins them', () => {
    const tree: MenuTreeEntry[] = [
      {
        path: '/Ai',
        name: 'Ai',
        title: ['智慧中心', 'Smart centre', 'Centro inteligente'],
        component: 'Layout',
        children: [
          { path: 'WarningRecord/:WarningType', name: 'WarningRecord', title: ['a', 'b', 'c'], component: 'ai/WarningRecord' },
          {
            path: 'EquipmentList',
            name: 'EquipmentList',
            title: ['a', 'b', 'c'],
            component: 'ParentView',
            children: [{ path: 'CameraConfig', name: 'CameraConfig', title: ['a', 'b', 'c'], component: 'ai/CameraConfig' }],
          },
        ],
      },
      { path: 'https://example.com/help', name: 'Help', title: ['a', 'b', 'c'], component: 'Layout' },
    ];
    expect(menuTreePaths(tree)).toEqual(['/Ai', '/Ai/WarningRecord/:WarningType', '/Ai/EquipmentList', '/Ai/EquipmentList/CameraConfig']);
    expect(CONSOLE_PATHS).toEqual(
      expect.arrayContaining([
        '/Client',
        '/Client/ManagerRoot',
        '/Teach/BabyInfo/StudentManage',
        '/Ai/WarningRecord/:WarningType',
        '/Parameter/index',
      ]),
    );
    expect(new Set(CONSOLE_PATHS.map((p) => p.toLowerCase())).size).toBe(CONSOLE_PATHS.length);
  });

  it('a signed-in teacher opening a screen of the tree their menu does not hold gets 401; an unknown path 404', () => {
    // the teacher's menu: teaching only, no Client section (the local /Client section only redirects)
    const teacherMenu = [
      entry('/Teach', 'Teach', 'Layout', {
        redirect: '/Teach/BabyInfo/StudentManage',
        children: [
          entry('BabyInfo', 'BabyInfo', 'ParentView', { children: [entry('StudentManage', 'StudentManage', 'teach/StudentManage')] }),
        ],
      }),
    ];
    const teacher = buildRouteTable(localRoutes, teacherMenu, user(1));
    const outcome = (path: string) => routeOutcome(teacher, path, all).type;
    expect(outcome('/Teach/BabyInfo/StudentManage')).toBe('view');
    expect(outcome('/Client/ManagerRoot')).toBe('forbidden');
    expect(outcome('/client/managerroot/')).toBe('forbidden');
    expect(outcome('/Root/Msgtransfer')).toBe('forbidden');
    expect(outcome('/Teach/TeacherManage')).toBe('forbidden');
    expect(outcome('/Teach/TeacherDetail')).toBe('forbidden');
    expect(outcome('/Ai/WarningRecord/3')).toBe('forbidden');
    expect(outcome('/Ai')).toBe('forbidden');
    // what the local routes hold stays theirs: the empty section redirects
    expect(routeOutcome(teacher, '/Client', all)).toEqual({ type: 'redirect', to: '/Dashboard' });
    // no such page, even below a console route
    expect(outcome('/NoSuchPage')).toBe('notFound');
    expect(outcome('/Client/NoSuchPage')).toBe('notFound');
    expect(outcome('/Client/ManagerRoot/extra')).toBe('notFound');
    expect(outcome('/Ai/WarningRecord')).toBe('notFound');
  });

  it('decides against the paths it is given (the contract’s tree by default)', () => {
    const local = buildRouteTable(localRoutes, [], user(1));
    expect(routeOutcome(local, '/Client/ManagerRoot', all, []).type).toBe('notFound');
    expect(routeOutcome(local, '/Made/Up', all, ['/Made/Up']).type).toBe('forbidden');
  });
});

describe('breadcrumb (spec §2.4)', () => {
  const crumbs = (path: string) => breadcrumbs(matchRoute(table, path), dashboardRoute).map((c) => ({ title: c.title?.en, to: c.to }));

  it('prepends the dashboard; noRedirect items and the last item are plain', () => {
    expect(crumbs('/Market/ThingsList/PackageSet')).toEqual([
      { title: 'Home', to: '/Dashboard' },
      { title: 'Market', to: '/Market/CustomerManage' },
      { title: 'ThingsList', to: null },
      { title: 'PackageSet', to: null },
    ]);
  });

  it('does not repeat the dashboard and shows a single page once', () => {
    expect(crumbs('/Dashboard')).toEqual([{ title: 'Home', to: null }]);
    expect(crumbs('/Parameter/index')).toEqual([
      { title: 'Home', to: '/Dashboard' },
      { title: 'Parameter', to: null },
    ]);
  });
});

describe('sidebar (spec §2.4)', () => {
  const items = sidebarItems(table);

  it('shows one link for a single visible child, a submenu for several, nothing for hidden entries', () => {
    expect(items[0]).toMatchObject({ path: '/Dashboard', title: { en: 'Home' } });
    const market = items.find((i) => i.path === '/Market');
    expect(market?.children?.map((c) => c.path)).toEqual([
      '/Market/CustomerManage',
      '/Market/ThingsList',
      '/Market/EnrollmentTools/BizWeixinGroup',
    ]);
    expect(market?.children?.[1]?.children?.map((c) => c.path)).toEqual([
      '/Market/ThingsList/PackageSet',
      '/Market/ThingsList/DiscountItem',
    ]);
    // the Ai section has one visible child: a single link to it
    expect(items.find((i) => i.path === '/Ai/Warm')?.children).toBeUndefined();
    expect(items.find((i) => i.path === '/Parameter/index')?.title?.en).toBe('Parameter');
    expect(items.some((i) => i.path.includes('CustomerDetail'))).toBe(false);
    expect(items.find((i) => i.path === 'https://example.com/help')?.external).toBe(true);
  });

  it('opens every group and follows the path', () => {
    expect(submenuKeys(items)).toEqual(['/Market', '/Market/ThingsList']);
    expect(activeSidebarKey(items, matchRoute(table, '/market/thingslist/packageset'))).toBe('/Market/ThingsList/PackageSet');
    expect(activeSidebarKey(items, matchRoute(table, '/Market/CustomerDetail'))).toBeNull();
  });
});

describe('urls', () => {
  it('builds the login redirect with path and query', () => {
    expect(loginUrl('/Market/CustomerManage')).toBe('/login?redirect=/Market/CustomerManage');
    expect(loginUrl('/a?x=1&y=2')).toBe('/login?redirect=/a%3Fx%3D1%26y%3D2');
    expect(new URLSearchParams(loginUrl('/a?x=1&y=2').split('?')[1]).get('redirect')).toBe('/a?x=1&y=2');
    expect(loginUrl('/')).toBe('/login?redirect=/');
  });

  it('reads the refresh target of /Redirect/<path>', () => {
    expect(redirectTargetOf('/Redirect/Market/CustomerManage')).toBe('/Market/CustomerManage');
    expect(redirectTargetOf('/redirect/Dashboard')).toBe('/Dashboard');
    expect(redirectTargetOf('/Redirect')).toBe('/');
    expect(redirectTargetOf('/Dashboard')).toBeNull();
  });

  it('adds the token to the big-screen link', () => {
    expect(bigScreenUrl('/bigscreen/', 'a b')).toBe('/bigscreen/?token=a%20b');
    expect(bigScreenUrl('https://x/y?z=1', 't')).toBe('https://x/y?z=1&token=t');
  });

  it('normalizes view component paths', () => {
    expect(normalizeComponent('dashboard/index')).toBe('dashboard');
    expect(normalizeComponent('@/views/teach/StudentManage/index.vue')).toBe('teach/studentmanage');
    expect(normalizeComponent('/teach/StudentManage')).toBe('teach/studentmanage');
  });
});

describe('local shortcuts', () => {
  it('the school profile route exists without the menu and yields to the server entry', () => {
    const bare = buildRouteTable(localRoutes, [], null);
    expect(matchRoute(bare, '/Operation/SchoolManage')?.node.name).toBe('SchoolProfile');
    const granted = buildRouteTable(
      localRoutes,
      [entry('/Operation', 'Operation', 'Layout', { children: [entry('SchoolManage', 'SchoolManage', 'operation/SchoolManage')] })],
      null,
    );
    expect(matchRoute(granted, '/Operation/SchoolManage')?.chain.map((n) => n.name)).toEqual(['Operation', 'SchoolManage']);
  });
});
