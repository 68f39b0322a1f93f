import {
  GUIDE_KEYS,
  type GuideKey,
  IDENTITY_TYPE,
  MENU_LIST_QUERY,
  type MenuEntry,
  NO_AI_CONTRACT_TYPES,
  SUPER_ADMIN_ROLE_VALUE,
} from '@kc/contract';
import type { Db } from '../../db/index.ts';
import type { Session } from '../../http/context.ts';
import { firstBoundSchool } from '../../lib/scope.ts';

/** Every action a grant can hold, in value order (Const/GetAction). */
export const ALL_ACTIONS = ['view', 'add', 'edit', 'delete', 'audit', 'export'] as const;

/** Guide keys are menu names, except the course-planning one (spec §6). */
export const GUIDE_MENU_NAME: Record<GuideKey, string> = {
  CustomerManage: 'CustomerManage',
  MyCustomer: 'MyCustomer',
  StudentManage: 'StudentManage',
  TeacherManage: 'TeacherManage',
  CourseArrangement: 'WeeklyPlan',
  ClassManage: 'ClassManage',
  PackageSet: 'PackageSet',
  Parameter: 'Parameter',
};

/** What one role is granted: the menu tree as the web reads it, and the names in it. */
export interface RoleMenus {
  tree: MenuEntry[];
  names: ReadonlySet<string>;
  /** Menu name → the actions its grant allows (empty for an ancestor shown only for a granted child). */
  actions: ReadonlyMap<string, readonly string[]>;
}

/** Grants change rarely and GetUserInfo / SelectMenuList run on every page load: keep each role's answer a few seconds. */
const TTL_MS = 10_000;
const caches = new WeakMap<Db, Map<string, { at: number; value: Promise<RoleMenus> }>>();

/** Drops the cached grants (after a change of menus or role grants on this instance). */
export function invalidateMenuCache(db: Db): void {
  caches.delete(db);
}

interface Row {
  sysMenuId: number;
  parentId: number | null;
  path: string;
  name: string;
  titleZh: string;
  titleEn: string;
  titleEs: string;
  icon: string;
  component: string;
  redirect: string | null;
  hidden: boolean;
  noCache: boolean;
  actionValues: string[] | null;
}

async function loadRoleMenus(db: Db, roleId: number, all: boolean, state: number, systemId: number): Promise<RoleMenus> {
  const rows: Row[] = await db
    .selectFrom('sysMenu as m')
    .leftJoin('sysRoleMenu as rm', (j) => j.onRef('rm.sysMenuId', '=', 'm.sysMenuId').on('rm.sysRoleId', '=', roleId))
    .select([
      'm.sysMenuId',
      'm.parentId',
      'm.path',
      'm.name',
      'm.titleZh',
      'm.titleEn',
      'm.titleEs',
      'm.icon',
      'm.component',
      'm.redirect',
      'm.hidden',
      'm.noCache',
      'rm.actionValues',
    ])
    .where('m.state', '=', state)
    .where('m.systemId', '=', systemId)
    .orderBy('m.sort')
    .orderBy('m.sysMenuId')
    .execute();

  const byId = new Map(rows.map((r) => [r.sysMenuId, r]));
  // A granted entry brings its ancestors along; an entry whose ancestor is missing (disabled) cannot be shown.
  const shown = new Set<number>();
  for (const r of rows) {
    if (!all && !r.actionValues) continue;
    const chain: number[] = [];
    let cur: Row | undefined = r;
    while (cur) {
      chain.push(cur.sysMenuId);
      if (cur.parentId == null) break;
      cur = byId.get(cur.parentId);
    }
    if (cur?.parentId != null) continue; // broken chain
    for (const id of chain) shown.add(id);
  }

  const entries = new Map<number, MenuEntry>();
  const tree: MenuEntry[] = [];
  const names = new Set<string>();
  const actions = new Map<string, readonly string[]>();
  for (const r of rows) {
    if (!shown.has(r.sysMenuId)) continue;
    names.add(r.name);
    actions.set(r.name, all ? ALL_ACTIONS : (r.actionValues ?? []));
    entries.set(r.sysMenuId, {
      SysMenuId: r.sysMenuId,
      path: r.path,
      name: r.name,
      title: { zh: r.titleZh, en: r.titleEn, es: r.titleEs },
      icon: r.icon,
      component: r.component,
      redirect: r.redirect,
      hidden: r.hidden,
      meta: {
        icon: r.icon,
        roles: [],
        noCache: r.noCache,
        breadcrumb: true,
        actions: all ? [...ALL_ACTIONS] : (r.actionValues ?? []),
      },
      children: [],
    });
  }
  // Rows come in sort order, so appending keeps every level sorted.
  for (const r of rows) {
    const e = entries.get(r.sysMenuId);
    if (!e) continue;
    const parent = r.parentId == null ? undefined : entries.get(r.parentId);
    if (r.parentId == null) tree.push(e);
    else parent?.children.push(e);
  }
  return { tree, names, actions };
}

/** The menus the session's current role is granted (role value 1: every entry), cached per role for a few seconds. */
export function roleMenus(db: Db, session: Session, state: number = MENU_LIST_QUERY.State, systemId: number = MENU_LIST_QUERY.SystemId) {
  const all = session.roleValue === SUPER_ADMIN_ROLE_VALUE;
  const key = `${all ? 'all' : session.sysRoleId}:${state}:${systemId}`;
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(key);
  const now = Date.now();
  if (hit && now - hit.at < TTL_MS) return hit.value;
  const value = loadRoleMenus(db, session.sysRoleId, all, state, systemId);
  cache.set(key, { at: now, value });
  value.catch(() => cache.delete(key));
  return value;
}

/** Whether the session's current role may do `action` on the screen named `menuName` (role value 1: always). */
export async function can(db: Db, session: Session, menuName: string, action: (typeof ALL_ACTIONS)[number] = 'view'): Promise<boolean> {
  if (session.roleValue === SUPER_ADMIN_ROLE_VALUE) return true;
  return (await roleMenus(db, session)).actions.get(menuName)?.includes(action) ?? false;
}

/** The guide keys among `keys` whose menu entry the role is granted. */
export const grantedGuideKeys = (names: ReadonlySet<string>, keys: readonly GuideKey[] = GUIDE_KEYS): GuideKey[] =>
  keys.filter((k, i) => keys.indexOf(k) === i && names.has(GUIDE_MENU_NAME[k]));

/** A school user whose (first) school has contract type 6 or 20 has no smart centre (spec §6). */
export async function hasNoSmartCentre(db: Db, session: Session): Promise<boolean> {
  if (session.identityType !== IDENTITY_TYPE.School) return false;
  const school = await firstBoundSchool(db, session.sysUserId);
  return school != null && NO_AI_CONTRACT_TYPES.includes(school.schoolContractType);
}

const isSmartCentre = (e: MenuEntry) => e.path.replace(/^\//, '').toLowerCase() === 'ai';

/** The tree without the smart centre; never mutates the (cached) input. */
export const withoutSmartCentre = (tree: MenuEntry[]): MenuEntry[] =>
  tree
    .filter((e) => !isSmartCentre(e))
    .map((e) => (e.children.some(isSmartCentre) ? { ...e, children: withoutSmartCentre(e.children) } : e));
