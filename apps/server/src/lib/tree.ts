/**
 * Rows linked by `parentId` as a tree: each row's node under its parent's, in the rows' order
 * (rows sorted by position give every level sorted); a row whose parent is not among the rows
 * stands at the top.
 */
export function nestRows<R extends { parentId: number | null }, N extends { Children: N[] }>(
  rows: readonly R[],
  idOf: (row: R) => number,
  nodeOf: (row: R) => N,
): N[] {
  const nodes = new Map<number, N>();
  for (const r of rows) nodes.set(idOf(r), nodeOf(r));
  const tree: N[] = [];
  for (const r of rows) {
    const node = nodes.get(idOf(r)) as N;
    const parent = r.parentId == null ? undefined : nodes.get(r.parentId);
    (parent ? parent.Children : tree).push(node);
  }
  return tree;
}
