import type { MenuTreeEntry } from '@kc/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Inserts a menu tree (the contract's menuTree; `title` is [zh, en, es]) depth-first; answers
 * name → id, and name → ids of the entry and all its descendants.
 */
export async function insertMenuTree(trx: Transaction<Database>, tree: readonly MenuTreeEntry[]) {
  const ids = new Map<string, number>();
  const subtree = new Map<string, number[]>();
  const insert = async (entries: readonly MenuTreeEntry[], parentId: number | null): Promise<number[]> => {
    const all: number[] = [];
    for (const [sort, m] of entries.entries()) {
      const { sysMenuId } = await trx
        .insertInto('sysMenu')
        .values({
          parentId,
          path: m.path,
          name: m.name,
          titleZh: m.title[0],
          titleEn: m.title[1],
          titleEs: m.title[2],
          icon: m.icon ?? '',
          component: m.component,
          redirect: m.redirect ?? null,
          hidden: m.hidden ?? false,
          noCache: m.noCache ?? false,
          sort,
        })
        .returning('sysMenuId')
        .executeTakeFirstOrThrow();
      const below = await insert(m.children ?? [], sysMenuId);
      ids.set(m.name, sysMenuId);
      subtree.set(m.name, [sysMenuId, ...below]);
      all.push(sysMenuId, ...below);
    }
    return all;
  };
  const every = await insert(tree, null);
  return { ids, subtree, every };
}
