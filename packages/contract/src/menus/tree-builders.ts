/**
 * How the entries of the menu tree (tree.ts) are built: the entry's shape, and builders that keep
 * each name's literal type (`const` type parameters) so the tree's names become a union. No imports.
 */

/** [zh, en, es]. */
export type Title = readonly [zh: string, en: string, es: string];

/** One entry of the tree; `N` and `C` keep its name's and its component's literal types while the tree is built. */
export interface MenuTreeEntry<N extends string = string, C extends string = string> {
  path: string;
  name: N;
  title: Title;
  icon?: string;
  /** 'Layout', 'ParentView' or a view path such as 'teach/StudentManage'. */
  component: C;
  redirect?: string;
  hidden?: boolean;
  noCache?: boolean;
  children?: readonly MenuTreeEntry[];
}

/** An entry whose children keep their types (and so their names). */
type Parent<N extends string, C extends readonly MenuTreeEntry[], V extends string> = MenuTreeEntry<N, V> & { children: C };

/** The names of an entry and of every entry below it. */
export type NamesOf<E> = E extends { name: infer N extends string }
  ? N | (E extends { children: readonly (infer C)[] } ? NamesOf<C> : never)
  : never;

/** The components of an entry and of every entry below it. */
export type ComponentsOf<E> = E extends { component: infer V extends string }
  ? V | (E extends { children: readonly (infer C)[] } ? ComponentsOf<C> : never)
  : never;

interface PageOptions {
  /** Defaults to the name. */
  path?: string;
  /** Defaults to `${folder}/${path}` (the path's first segment). */
  view?: string;
}

/** The first segment of a path ('WarningRecord/:WarningType' → 'WarningRecord'). */
type Head<P extends string> = P extends `${infer H}/${string}` ? H : P;
/** The component `page` gives a screen: the view of its options, else `${folder}/${path}`. */
type ViewOf<F extends string, N extends string, O extends PageOptions> = O extends { view: infer V extends string }
  ? V
  : `${F}/${Head<O extends { path: infer P extends string } ? P : N>}`;

// The builders take their names and views as `const` type parameters, so the literals survive into
// `MenuName` and `MenuComponent`.

/** A screen of `folder`. */
export const page = <const F extends string, const N extends string, const O extends PageOptions = PageOptions>(
  folder: F,
  name: N,
  title: Title,
  o?: O,
): MenuTreeEntry<N, ViewOf<F, N, O>> => {
  const path = o?.path ?? name;
  return { path, name, title, component: (o?.view ?? `${folder}/${path.split('/')[0]}`) as ViewOf<F, N, O> };
};
/** A detail screen: hidden from the sidebar, never cached. */
export const detail = <const F extends string, const N extends string, const O extends PageOptions = PageOptions>(
  folder: F,
  name: N,
  title: Title,
  o?: O,
): MenuTreeEntry<N, ViewOf<F, N, O>> => ({
  ...page(folder, name, title, o),
  hidden: true,
  noCache: true,
});
export const group = <const N extends string, const C extends readonly MenuTreeEntry[]>(
  name: N,
  title: Title,
  children: C,
): Parent<N, C, 'ParentView'> => ({
  path: name,
  name,
  title,
  component: 'ParentView',
  redirect: 'noredirect',
  children,
});

/** Full path of the first visible screen below `entry`, `base` being the entry's own full path. */
function firstScreen(entry: MenuTreeEntry, base: string): string | undefined {
  for (const child of entry.children ?? []) {
    if (child.hidden) continue;
    const full = `${base}/${child.path}`;
    if (!child.children?.length) return full;
    const below = firstScreen(child, full);
    if (below) return below;
  }
  return undefined;
}
/** Full path of the entry named `name` below `entry`. */
function pathOf(entry: MenuTreeEntry, base: string, name: string): string | undefined {
  for (const child of entry.children ?? []) {
    const full = `${base}/${child.path}`;
    if (child.name === name) return full;
    const below = pathOf(child, full, name);
    if (below) return below;
  }
  return undefined;
}

/** A top-level section; redirects to `home` (a name in it) or to its first visible screen. */
export const section = <const N extends string, const C extends readonly MenuTreeEntry[]>(
  name: N,
  title: Title,
  icon: string,
  children: C,
  home?: NamesOf<C[number]>,
): Parent<N, C, 'Layout'> => {
  const entry: Parent<N, C, 'Layout'> = { path: `/${name}`, name, title, icon, component: 'Layout', children };
  const redirect = home ? pathOf(entry, entry.path, home) : firstScreen(entry, entry.path);
  if (!redirect) throw new Error(`menu section ${name}: no redirect target`);
  return { ...entry, redirect };
};
/** A single page of §2.2: a Layout entry with one 'index' screen. */
export const single = <const N extends string, const V extends string>(name: N, title: Title, icon: string, view: V) =>
  section(name, title, icon, [{ path: 'index', name: `${name}Index` as const, title, component: view }]);

/** The screens of one view folder. */
const screensOf =
  <const F extends string>(folder: F) =>
  <const N extends string, const O extends PageOptions = PageOptions>(name: N, title: Title, o?: O) =>
    page(folder, name, title, o);
export const market = screensOf('market');
export const teach = screensOf('teach');
export const child = screensOf('child');
export const ai = screensOf('ai');
export const bill = screensOf('schoolJoin');
export const finance = screensOf('finance');
export const gov = screensOf('government');
export const operation = screensOf('operation');
export const sale = screensOf('sale');
export const client = screensOf('client');
export const root = screensOf('root');
export const benefit = screensOf('benefit');
export const info = screensOf('info');
