import { GRANT_ACTIONS, type GrantAction, type MenuGrantNode } from '@kc/contract';

/** A role's grants as the drawer edits them: menu entry id → its action values (never empty). */
export type Grants = ReadonlyMap<number, readonly GrantAction[]>;

const ordered = (actions: Iterable<string>): GrantAction[] => {
  const set = new Set(actions);
  return GRANT_ACTIONS.filter((a) => set.has(a));
};

const walk = (nodes: readonly MenuGrantNode[]): MenuGrantNode[] => nodes.flatMap((n) => [n, ...walk(n.Children)]);

/** Every entry of the tree, parents before children. */
export const flatEntries = walk;

/** The grants the server answered. */
export const grantsOf = (tree: readonly MenuGrantNode[]): Map<number, GrantAction[]> =>
  new Map(
    walk(tree)
      .filter((n) => n.ActionValues.length)
      .map((n) => [n.SysMenuId, ordered(n.ActionValues)]),
  );

/**
 * Checking a branch grants it and everything below: entries already granted keep their
 * actions, the others get `defaults` as far as the caller may give them (an entry where that
 * leaves nothing stays unchecked).
 */
export function checkBranch(grants: Grants, node: MenuGrantNode, defaults: readonly GrantAction[]): Map<number, readonly GrantAction[]> {
  const next = new Map(grants);
  for (const n of walk([node])) {
    if (next.has(n.SysMenuId)) continue;
    const actions = ordered(defaults.filter((a) => n.Grantable.includes(a)));
    if (actions.length) next.set(n.SysMenuId, actions);
  }
  return next;
}

/** Unchecking a branch takes it and everything below it away. */
export function uncheckBranch(grants: Grants, node: MenuGrantNode): Map<number, readonly GrantAction[]> {
  const next = new Map(grants);
  for (const n of walk([node])) next.delete(n.SysMenuId);
  return next;
}

/** One entry's actions; none left means not granted. */
export function setActions(grants: Grants, id: number, actions: Iterable<string>): Map<number, readonly GrantAction[]> {
  const next = new Map(grants);
  const list = ordered(actions);
  if (list.length) next.set(id, list);
  else next.delete(id);
  return next;
}

/**
 * Whether an action box of an entry can change: the caller may give it, or it is set (taking
 * away is always allowed).
 */
export const actionEditable = (node: MenuGrantNode, granted: readonly GrantAction[] | undefined, action: GrantAction): boolean =>
  node.Grantable.includes(action) || !!granted?.includes(action);

/** How many entries differ between two grant sets. */
export function changedEntries(before: Grants, after: Grants): number {
  let n = 0;
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const a = before.get(id) ?? [];
    const b = after.get(id) ?? [];
    if (a.length !== b.length || a.some((x, i) => x !== b[i])) n++;
  }
  return n;
}

/** The SetMenuValues list: every granted entry with its actions. */
export const menusInput = (grants: Grants) =>
  [...grants].map(([SysMenuId, ActionValues]) => ({ SysMenuId, ActionValues: [...ActionValues] }));
