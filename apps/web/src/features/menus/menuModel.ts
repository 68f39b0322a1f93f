import {
  type Language,
  MENU_COMPONENT_RE,
  MENU_EXTERNAL_RE,
  MENU_ICON_RE,
  MENU_NAME_RE,
  MENU_PATH_RE,
  MENU_REDIRECT_RE,
  MENU_TITLE_MAX,
  type MenuAdminNode,
} from '@kc/contract';
import type { ParseKeys } from 'i18next';
import { fieldOfRefusal, type Refusal } from '../../lib/fieldOfRefusal.ts';

// Pure helpers of the menu editor: tree lookups, where a drop lands, the form's values and checks.

export const flatMenu = (tree: readonly MenuAdminNode[]): MenuAdminNode[] => tree.flatMap((n) => [n, ...flatMenu(n.Children)]);

export const titleOf = (n: Pick<MenuAdminNode, 'TitleZh' | 'TitleEn' | 'TitleEs'>, lang: Language): string =>
  lang === 'zh' ? n.TitleZh : lang === 'es' ? n.TitleEs : n.TitleEn;

/** Sections (Layout) and groups (ParentView) hold entries; screens do not. */
export const isContainer = (n: Pick<MenuAdminNode, 'Component'>): boolean => n.Component === 'Layout' || n.Component === 'ParentView';

/** The entries below a parent (null: the top level), in order. */
export function childrenOf(tree: readonly MenuAdminNode[], parentId: number | null): MenuAdminNode[] {
  if (parentId == null) return [...tree];
  return flatMenu(tree).find((n) => n.SysMenuId === parentId)?.Children ?? [];
}

/** What deleting an entry takes along: the entries (itself included), the grants on them, and whether the server checks any of them. */
export function deletionOf(n: MenuAdminNode): { entries: number; grants: number; protectedNames: string[] } {
  const all = flatMenu([n]);
  return {
    entries: all.length,
    grants: all.reduce((sum, x) => sum + x.Roles, 0),
    protectedNames: all.filter((x) => x.Protected).map((x) => x.Name),
  };
}

/**
 * Where a dragged entry lands, as SysRoleMenu/Move's parent and index (the index among the new
 * siblings without the dragged entry): into `target` (first), or before / after it.
 */
export function dropTarget(
  tree: readonly MenuAdminNode[],
  dragId: number,
  target: MenuAdminNode,
  place: 'into' | 'before' | 'after',
): { ParentId: number | null; Index: number } {
  if (place === 'into') return { ParentId: target.SysMenuId, Index: 0 };
  const siblings = childrenOf(tree, target.ParentId).filter((n) => n.SysMenuId !== dragId);
  const at = siblings.findIndex((n) => n.SysMenuId === target.SysMenuId);
  return { ParentId: target.ParentId, Index: place === 'before' ? at : at + 1 };
}

/** Move up (-1) or down (+1) among the siblings; null at either end. */
export function shifted(tree: readonly MenuAdminNode[], n: MenuAdminNode, by: -1 | 1): { ParentId: number | null; Index: number } | null {
  const siblings = childrenOf(tree, n.ParentId);
  const at = siblings.findIndex((x) => x.SysMenuId === n.SysMenuId);
  const to = at + by;
  if (at < 0 || to < 0 || to >= siblings.length) return null;
  return { ParentId: n.ParentId, Index: to };
}

export interface MenuFormValues {
  /** 0 stands for the top level in the parent picker. */
  ParentId: number;
  Name: string;
  Path: string;
  TitleZh: string;
  TitleEn: string;
  TitleEs: string;
  Icon: string;
  Component: string;
  Redirect: string;
  Hidden: boolean;
  NoCache: boolean;
  Enabled: boolean;
  Sort?: number | null;
}

export const TOP_LEVEL = 0;

export const formValuesOf = (n: MenuAdminNode): MenuFormValues => ({
  ParentId: n.ParentId ?? TOP_LEVEL,
  Name: n.Name,
  Path: n.Path,
  TitleZh: n.TitleZh,
  TitleEn: n.TitleEn,
  TitleEs: n.TitleEs,
  Icon: n.Icon,
  Component: n.Component,
  Redirect: n.Redirect ?? '',
  Hidden: n.Hidden,
  NoCache: n.NoCache,
  Enabled: n.State === 0,
  Sort: n.Sort,
});

/** A new entry's starting values: a section at the top, a group's or section's screen below. */
export const newValuesUnder = (parent: MenuAdminNode | null): MenuFormValues => ({
  ParentId: parent?.SysMenuId ?? TOP_LEVEL,
  Name: '',
  Path: parent ? '' : '/',
  TitleZh: '',
  TitleEn: '',
  TitleEs: '',
  Icon: '',
  Component: parent ? '' : 'Layout',
  Redirect: '',
  Hidden: false,
  NoCache: false,
  Enabled: true,
  Sort: null,
});

type Payload = Record<string, string | number | boolean | null>;

/** The values as the server takes them (trimmed; empty redirect: none). */
function payloadOf(v: MenuFormValues): Payload {
  const p: Payload = {
    ParentId: v.ParentId === TOP_LEVEL ? null : v.ParentId,
    Name: v.Name.trim(),
    Path: v.Path.trim(),
    TitleZh: v.TitleZh.trim(),
    TitleEn: v.TitleEn.trim(),
    TitleEs: v.TitleEs.trim(),
    Icon: (v.Icon ?? '').trim(),
    Component: v.Component.trim(),
    Redirect: (v.Redirect ?? '').trim() || null,
    Hidden: !!v.Hidden,
    NoCache: !!v.NoCache,
    State: v.Enabled ? 0 : 1,
  };
  if (v.Sort != null) p.Sort = v.Sort;
  return p;
}

/** SysRoleMenu/Insert input. */
export const insertInput = (v: MenuFormValues): Payload => payloadOf(v);

/** SysRoleMenu/Update input: the id and only what changed. */
export function updateInput(n: MenuAdminNode, v: MenuFormValues): Payload {
  const before = payloadOf(formValuesOf(n));
  const after = payloadOf(v);
  const out: Payload = { SysMenuId: n.SysMenuId };
  for (const [k, value] of Object.entries(after)) if (value !== before[k]) out[k] = value;
  return out;
}

/** The check of one form field: an i18n key of the 'menus' namespace (with values), or null. */
export type Problem = { key: ParseKeys<'menus'>; values?: Record<string, unknown> } | null;

const required = (v: unknown): Problem => (typeof v === 'string' && v.trim() ? null : { key: 'required' });

export const fieldChecks: Partial<Record<keyof MenuFormValues, (v: unknown, all: MenuFormValues) => Problem>> = {
  Name: (v) => required(v) ?? (MENU_NAME_RE.test(String(v).trim()) ? null : { key: 'badName' }),
  Path: (v, all) => {
    const p = String(v ?? '').trim();
    if (!p) return { key: 'required' };
    if (!MENU_PATH_RE.test(p)) return { key: 'badPath' };
    const top = all.ParentId === TOP_LEVEL;
    if (!MENU_EXTERNAL_RE.test(p) && top !== p.startsWith('/')) return { key: 'badPath' };
    return null;
  },
  TitleZh: (v) => required(v) ?? (String(v).trim().length > MENU_TITLE_MAX ? { key: 'tooLong', values: { max: MENU_TITLE_MAX } } : null),
  TitleEn: (v) => required(v) ?? (String(v).trim().length > MENU_TITLE_MAX ? { key: 'tooLong', values: { max: MENU_TITLE_MAX } } : null),
  TitleEs: (v) => required(v) ?? (String(v).trim().length > MENU_TITLE_MAX ? { key: 'tooLong', values: { max: MENU_TITLE_MAX } } : null),
  Icon: (v) => (MENU_ICON_RE.test(String(v ?? '').trim()) ? null : { key: 'badIcon' }),
  Component: (v) => required(v) ?? (MENU_COMPONENT_RE.test(String(v).trim()) ? null : { key: 'badComponent' }),
  Redirect: (v) => (MENU_REDIRECT_RE.test(String(v ?? '').trim()) ? null : { key: 'badRedirect' }),
};

/** A refusal worded `Field: reason` about one of the form's fields (State is the Enabled switch). */
export function menuFieldOfRefusal(message: Refusal): { field: keyof MenuFormValues; message: string } | null {
  const fieldOf = (name: string) => (name === 'State' ? 'Enabled' : name);
  const about = fieldOfRefusal(message, (name) => fieldOf(name) in newValuesUnder(null));
  return about && { field: fieldOf(about.field) as keyof MenuFormValues, message: about.message };
}
