import {
  type CurrentUser,
  type Language,
  type LocalizedTitle,
  type MenuEntry,
  type MenuTreeEntry,
  menuTree,
  NO_AI_CONTRACT_TYPES,
} from '@kc/contract';

/**
 * The console's route table: the local views merged with the server's menu (spec §2.2, §2.3, §4).
 * Pure data and functions only (no DOM, no React), so the unit tests can drive it.
 */

/** 'layout' = a main-layout section, 'parent' = a nested group, 'view' = a screen. */
export type RouteKind = 'layout' | 'parent' | 'view';

export interface RouteNode {
  /** Absolute path (may hold `:param` segments), or the URL of an external link. */
  path: string;
  name: string;
  title: LocalizedTitle | null;
  icon: string;
  kind: RouteKind;
  /** Component path looked up in the view registry (views.ts); '' for sections. */
  component: string;
  /** Absolute redirect target, 'noRedirect', or null. */
  redirect: string | null;
  hidden: boolean;
  external: boolean;
  noCache: boolean;
  /** false hides the entry from the breadcrumb. */
  breadcrumb: boolean;
  roles: readonly string[];
  /**
   * Local pages that stand for a menu entry: open to role value 1, to a role granted that
   * entry (by menu name), or to the listed role types; anyone else gets 401 (spec §2.1).
   */
  access?: { grant: string; roleTypes?: readonly number[] };
  children: RouteNode[];
}

export const NO_REDIRECT = 'noRedirect';
/** 'noRedirect' in any spelling ('noredirect' too). */
export const isNoRedirect = (redirect: string | null | undefined) => redirect?.toLowerCase() === NO_REDIRECT.toLowerCase();
export const DASHBOARD_PATH = '/Dashboard';

/** Links the sidebar opens in a new tab instead of routing (spec §2.4). */
export const isExternal = (path: string) => /^(https?:|mailto:|tel:)/.test(path);

export function normalizePath(path: string): string {
  const p = `/${path}`.replace(/\/{2,}/g, '/');
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
}

/** Child paths are relative to their parent unless they start with '/' or are external. */
export function joinPath(parent: string, child: string): string {
  if (isExternal(child)) return child;
  if (child.startsWith('/')) return normalizePath(child);
  if (child === '') return normalizePath(parent);
  return normalizePath(`${parent}/${child}`);
}

/** Picks the title in the current language (falls back to English, then Chinese). */
export function pickTitle(title: LocalizedTitle | null | undefined, lng: string): string | null {
  if (!title) return null;
  const key = (lng.slice(0, 2) as Language) in title ? (lng.slice(0, 2) as Language) : 'en';
  return title[key] || title.en || title.zh || null;
}

function kindOf(entry: MenuEntry): RouteKind {
  if (entry.component === 'Layout') return 'layout';
  if (entry.component === 'ParentView') return 'parent';
  if (!entry.component && entry.children.length > 0) return 'parent';
  return 'view';
}

/** Maps one server menu entry (and its children) to route nodes. */
export function fromMenu(entry: MenuEntry, parentPath = '/'): RouteNode {
  const path = joinPath(parentPath, entry.path);
  const kind = kindOf(entry);
  const external = isExternal(path);
  const redirect = entry.redirect
    ? isNoRedirect(entry.redirect)
      ? NO_REDIRECT
      : isExternal(entry.redirect)
        ? entry.redirect
        : joinPath(path, entry.redirect)
    : null;
  return {
    path,
    name: entry.name,
    title: entry.title,
    icon: entry.icon || entry.meta?.icon || '',
    kind,
    component: kind === 'view' ? entry.component : '',
    redirect,
    hidden: entry.hidden,
    external,
    noCache: entry.meta?.noCache ?? false,
    breadcrumb: entry.meta?.breadcrumb ?? true,
    roles: entry.meta?.roles ?? [],
    children: external ? [] : entry.children.map((c) => fromMenu(c, path)),
  };
}

const isAiPath = (path: string) => path.replace(/^\/+/, '').toLowerCase() === 'ai';

/** Spec §6: a teacher whose school contract type is 6 or 20 has no 'Ai' menu. */
export function withoutAi(menu: readonly MenuEntry[], user: Pick<CurrentUser, 'IdentityInfo'> | null): MenuEntry[] {
  const type = user?.IdentityInfo?.SchoolContractType;
  if (type == null || !NO_AI_CONTRACT_TYPES.includes(type)) return [...menu];
  const strip = (entries: readonly MenuEntry[]): MenuEntry[] =>
    entries.filter((e) => !isAiPath(e.path)).map((e) => ({ ...e, children: strip(e.children) }));
  return strip(menu);
}

/**
 * Merges two trees by path: the server entry gives title, icon, visibility, redirect and
 * roles; a local view keeps its component (what is built here); children merge the same way.
 * Local-only entries come first (the dashboard), then the server's in the server's order.
 */
export function mergeRoutes(local: readonly RouteNode[], server: readonly RouteNode[]): RouteNode[] {
  const key = (n: RouteNode) => n.path.toLowerCase();
  const taken = new Set<number>();
  const fromServer = server.map((s) => {
    const i = local.findIndex((l, idx) => !taken.has(idx) && key(l) === key(s));
    if (i < 0) return s;
    taken.add(i);
    const l = local[i] as RouteNode;
    const localView = l.kind === 'view' && s.kind === 'view';
    return {
      ...s,
      kind: localView ? l.kind : s.kind,
      component: localView ? l.component : s.component,
      title: s.title ?? l.title,
      icon: s.icon || l.icon,
      children: mergeRoutes(l.children, s.children),
    };
  });
  return [...local.filter((_, i) => !taken.has(i)), ...fromServer];
}

/** Builds the whole table: local routes + the server menu (minus 'Ai' where the contract says so). */
export function buildRouteTable(local: readonly RouteNode[], menu: readonly MenuEntry[], user: CurrentUser | null): RouteNode[] {
  const server = withoutAi(menu, user).map((e) => fromMenu(e));
  return mergeRoutes(local, server);
}

// ---------------------------------------------------------------- matching

export interface RouteMatch {
  /** Nodes from the top section down to the matched node. */
  chain: RouteNode[];
  node: RouteNode;
  params: Record<string, string>;
}

function matchPattern(pattern: string, pathname: string): { params: Record<string, string>; score: number } | null {
  const ps = pattern.split('/').filter(Boolean);
  const xs = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  let score = 0;
  for (let i = 0; i < ps.length; i++) {
    const p = ps[i] as string;
    if (p === '*') {
      params['*'] = xs.slice(i).map(decodeURIComponent).join('/');
      return { params, score };
    }
    const x = xs[i];
    if (x === undefined) {
      if (p.startsWith(':') && p.endsWith('?')) continue;
      return null;
    }
    if (p.startsWith(':')) {
      params[p.slice(1).replace(/\?$/, '')] = decodeURIComponent(x);
      score += 1;
    } else if (p.toLowerCase() === x.toLowerCase()) {
      score += 3;
    } else {
      return null;
    }
  }
  return xs.length > ps.length ? null : { params, score };
}

/** Finds the best route for a pathname (static segments beat params; case-insensitive). */
export function matchRoute(table: readonly RouteNode[], pathname: string): RouteMatch | null {
  const target = normalizePath(pathname);
  let best: (RouteMatch & { score: number }) | null = null;
  const walk = (nodes: readonly RouteNode[], chain: RouteNode[]) => {
    for (const node of nodes) {
      if (node.external) continue;
      const next = [...chain, node];
      const m = matchPattern(node.path, target);
      // equal scores: the deeper chain (a server section's screen) beats a local shortcut
      if (m && (!best || m.score > best.score || (m.score === best.score && next.length > best.chain.length)))
        best = { chain: next, node, params: m.params, score: m.score };
      walk(node.children, next);
    }
  };
  walk(table, []);
  if (!best) return null;
  const { score: _score, ...match } = best as RouteMatch & { score: number };
  return match;
}

/** Where a section (layout/parent) sends the user: its redirect, else its first routable child. */
export function sectionTarget(node: RouteNode): string | null {
  if (node.redirect && !isNoRedirect(node.redirect)) return node.redirect;
  const routable = (n: RouteNode) => !n.external && !n.path.includes(':');
  const child = node.children.find((c) => !c.hidden && routable(c)) ?? node.children.find(routable);
  return child ? child.path : null;
}

export type RouteOutcome =
  | { type: 'view'; match: RouteMatch }
  | { type: 'redirect'; to: string }
  | { type: 'forbidden' }
  | { type: 'notFound' };

/** The path of every entry of a menu tree, joined as the route table joins the server menu's (`:param` segments kept). */
export function menuTreePaths(tree: readonly MenuTreeEntry[], parentPath = '/'): string[] {
  return tree.flatMap((entry) => {
    const path = joinPath(parentPath, entry.path);
    return isExternal(path) ? [] : [path, ...menuTreePaths(entry.children ?? [], path)];
  });
}

/**
 * The console's routes whatever the role: every path of the contract's menu tree (spec §2.3). An
 * address that is one of them but not in the user's table is a page the role lacks (401), not an
 * unknown one (404).
 */
export const CONSOLE_PATHS: readonly string[] = menuTreePaths(menuTree);

/**
 * Decides what a path shows (spec §2.1): a view or a redirect of the user's table, 401 when the
 * role lacks it (a route of the table it may not open, or a route of the console's menu tree
 * that its menu does not hold), else 404.
 */
export function routeOutcome(
  table: readonly RouteNode[],
  pathname: string,
  canAccess: (node: RouteNode) => boolean,
  consolePaths: readonly string[] = CONSOLE_PATHS,
): RouteOutcome {
  const match = matchRoute(table, pathname);
  if (!match) {
    const target = normalizePath(pathname);
    return consolePaths.some((p) => matchPattern(p, target)) ? { type: 'forbidden' } : { type: 'notFound' };
  }
  if (match.chain.some((n) => !canAccess(n))) return { type: 'forbidden' };
  if (match.node.kind !== 'view') {
    const to = sectionTarget(match.node);
    if (!to || normalizePath(to).toLowerCase() === normalizePath(pathname).toLowerCase()) return { type: 'notFound' };
    return { type: 'redirect', to };
  }
  return { type: 'view', match };
}

/** Fills `:param` segments of a pattern. */
export function fillParams(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z0-9_]+)\??/g, (_, k: string) => encodeURIComponent(params[k] ?? ''));
}

// ---------------------------------------------------------------- breadcrumb

export interface Crumb {
  path: string;
  title: LocalizedTitle | null;
  /** A link unless it is the last item or marked noRedirect. */
  to: string | null;
}

const isDashboard = (n: RouteNode) => n.name.toLowerCase() === 'dashboard' || n.path.toLowerCase() === DASHBOARD_PATH.toLowerCase();

/** Spec §2.4: matched named routes, the dashboard first unless already there. */
export function breadcrumbs(match: RouteMatch | null, dashboard: RouteNode | null): Crumb[] {
  if (!match) return [];
  const sameTitle = (a: RouteNode, b: RouteNode | undefined) => !!b && JSON.stringify(a.title) === JSON.stringify(b.title);
  const named = match.chain.filter((n) => n.title && n.breadcrumb !== false);
  // a single page is a section with one screen of the same title: show it once
  let nodes = named.filter((n, i) => !sameTitle(n, named[i + 1]));
  const first = nodes[0];
  if (dashboard && (!first || !isDashboard(first))) nodes = [dashboard, ...nodes];
  return nodes.map((n, i) => {
    const last = i === nodes.length - 1;
    const plain = last || isNoRedirect(n.redirect);
    const to = n.redirect && !isNoRedirect(n.redirect) ? n.redirect : fillParams(n.path, match.params);
    return { path: n.path, title: n.title, to: plain ? null : to };
  });
}

/** Finds a node anywhere in the table by its name (case-insensitive). */
export function findByName(table: readonly RouteNode[], name: string): RouteNode | null {
  for (const n of table) {
    if (n.name.toLowerCase() === name.toLowerCase()) return n;
    const c = findByName(n.children, name);
    if (c) return c;
  }
  return null;
}

// ---------------------------------------------------------------- sidebar

export interface SidebarItem {
  key: string;
  path: string;
  title: LocalizedTitle | null;
  icon: string;
  external: boolean;
  /** Present for a submenu. */
  children?: SidebarItem[];
}

/**
 * Spec §2.4: a submenu when an entry has several visible children, otherwise a single link
 * (to the only visible child, or to the entry itself when it has none). Hidden entries are
 * routes without a sidebar item.
 */
export function sidebarItems(nodes: readonly RouteNode[]): SidebarItem[] {
  const items: SidebarItem[] = [];
  for (const node of nodes) {
    if (node.hidden) continue;
    const showing = node.children.filter((c) => !c.hidden);
    const only = showing[0];
    if (showing.length === 1 && only && only.children.every((c) => c.hidden)) {
      items.push({
        key: only.path,
        path: only.path,
        title: only.title ?? node.title,
        icon: only.icon || node.icon,
        external: only.external,
      });
    } else if (showing.length === 0) {
      if (node.kind !== 'view' && !node.title) continue;
      items.push({ key: node.path, path: node.path, title: node.title, icon: node.icon, external: node.external });
    } else {
      items.push({ key: node.path, path: node.path, title: node.title, icon: node.icon, external: false, children: sidebarItems(showing) });
    }
  }
  return items;
}

/** Keys of every submenu (all groups start open). */
export function submenuKeys(items: readonly SidebarItem[]): string[] {
  return items.flatMap((i) => (i.children ? [i.key, ...submenuKeys(i.children)] : []));
}

/** The sidebar item to highlight: the deepest matched node that is a link in the sidebar. */
export function activeSidebarKey(items: readonly SidebarItem[], match: RouteMatch | null): string | null {
  if (!match) return null;
  const links = new Set<string>();
  const collect = (xs: readonly SidebarItem[]) => {
    for (const x of xs) {
      if (x.children) collect(x.children);
      else links.add(x.key.toLowerCase());
    }
  };
  collect(items);
  for (let i = match.chain.length - 1; i >= 0; i--) {
    const n = match.chain[i] as RouteNode;
    if (links.has(n.path.toLowerCase())) return n.path;
  }
  return null;
}
