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
import type { Services, Session } from '../../http/context.ts';
import { firstBoundSchool } from '../../lib/scope.ts';
import type { KvStore } from '../../store/index.ts';

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

/**
 * Grants change rarely and GetUserInfo / SelectMenuList run on every page load, so each instance
 * keeps each role's answer. The cache is keyed on the grants version kept in the shared store
 * (in-process, or Redis for several instances): every change of grants or menus, and the cache
 * reset, bumps it after its commit, so every instance reloads on its next call. The TTL only
 * bounds changes made behind the API's back (a database script).
 */
const TTL_MS = 10_000;
export const GRANTS_VERSION_KEY = 'grants:version';
/** The version counter lives in the store's counters, which expire: this one practically never does. */
const VERSION_KEEP_SECONDS = 10 * 365 * 24 * 3600;

/** What the menu service reads: the database and the store holding the grants version. */
export type MenuServices = Pick<Services, 'db' | 'store'>;

interface RoleCache {
  version: number;
  entries: Map<string, { at: number; value: Promise<RoleMenus> }>;
}
const caches = new WeakMap<Db, RoleCache>();

/** The current grants version (0 before the first change). */
export const grantsVersion = (store: KvStore): Promise<number> => store.count(GRANTS_VERSION_KEY);

/**
 * Call after a change of grants or menus has committed: every instance's cached menus are stale
 * from now on (this one's are dropped at once). Answers the new version.
 */
export async function bumpGrantsVersion({ db, store }: MenuServices): Promise<number> {
  caches.delete(db);
  return store.hit(GRANTS_VERSION_KEY, VERSION_KEEP_SECONDS);
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

/** The menus the session's current role is granted (role value 1: every entry), cached per role and grants version. */
export async function roleMenus(
  { db, store }: MenuServices,
  session: Session,
  state: number = MENU_LIST_QUERY.State,
  systemId: number = MENU_LIST_QUERY.SystemId,
): Promise<RoleMenus> {
  const version = await grantsVersion(store);
  const all = session.roleValue === SUPER_ADMIN_ROLE_VALUE;
  const key = `${all ? 'all' : session.sysRoleId}:${state}:${systemId}`;
  let cache = caches.get(db);
  if (!cache || cache.version !== version) {
    cache = { version, entries: new Map() };
    caches.set(db, cache);
  }
  const entries = cache.entries;
  const hit = entries.get(key);
  const now = Date.now();
  if (hit && now - hit.at < TTL_MS) return hit.value;
  const value = loadRoleMenus(db, session.sysRoleId, all, state, systemId);
  entries.set(key, { at: now, value });
  value.catch(() => entries.delete(key));
  return value;
}

/** Whether the session's current role may do `action` on the screen named `menuName` (role value 1: always). */
export async function can(
  services: MenuServices,
  session: Session,
  menuName: string,
  action: (typeof ALL_ACTIONS)[number] = 'view',
): Promise<boolean> {
  if (session.roleValue === SUPER_ADMIN_ROLE_VALUE) return true;
  return (await roleMenus(services, session)).actions.get(menuName)?.includes(action) ?? false;
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
