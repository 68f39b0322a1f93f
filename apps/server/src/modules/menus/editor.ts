import { type api, MENU_EXTERNAL_RE, type MenuAdminNode } from '@kc/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/index.ts';
import type { Database, SysMenuTable } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.ts';
import { isSuperAdmin } from '../../lib/scope.ts';
import { nestRows } from '../../lib/tree.ts';

type Tx = Kysely<Database>;
type InsertInput = z.output<(typeof api.sysRoleMenuInsert)['input']>;
type UpdateInput = z.output<(typeof api.sysRoleMenuUpdate)['input']>;

/** The audit event of every change of the menu tree. */
export const MENU_CHANGE_EVENT = 'menu.change';
/** The menu editor's own entry: it (and the entries above it) must stay enabled, or nobody could reach the editor again. */
export const MENU_EDITOR = 'ManagerPage';
/** One menu change at a time: sort numbers and parent links are read and rewritten as a whole. */
const MENU_LOCK = 7106;

export interface EditorFacts {
  session: Session;
  ip: string;
  serial: string;
  /** Menu names the server's endpoints check grants against (renaming or deleting them would cut those grants off). */
  protectedNames: ReadonlySet<string>;
}

const COLUMNS = [
  'sysMenuId',
  'parentId',
  'path',
  'name',
  'titleZh',
  'titleEn',
  'titleEs',
  'icon',
  'component',
  'redirect',
  'hidden',
  'noCache',
  'sort',
  'state',
  'systemId',
] as const;

/** A menu entry as the editor reads it. */
type MenuRow = Pick<Selectable<SysMenuTable>, (typeof COLUMNS)[number]>;

/** Every entry (the whole tree is a couple of hundred rows: checks read it at once). */
const allEntries = (db: Tx, systemId?: number): Promise<MenuRow[]> => {
  let q = db.selectFrom('sysMenu').select(COLUMNS).orderBy('systemId').orderBy('sort').orderBy('sysMenuId');
  if (systemId != null) q = q.where('systemId', '=', systemId);
  return q.execute();
};

/** SysRoleMenu/Tree: the whole tree of a system, every state, with how many roles hold each entry. */
export async function menuAdminTree(db: Db, systemId: number, protectedNames: ReadonlySet<string>): Promise<MenuAdminNode[]> {
  const [rows, counts] = await Promise.all([
    allEntries(db, systemId),
    db
      .selectFrom('sysRoleMenu')
      .select((eb) => ['sysMenuId', eb.fn.countAll<number>().as('n')])
      .groupBy('sysMenuId')
      .execute(),
  ]);
  const roles = new Map(counts.map((c) => [c.sysMenuId, Number(c.n)]));
  return nestRows(
    rows,
    (r) => r.sysMenuId,
    (r): MenuAdminNode => ({
      SysMenuId: r.sysMenuId,
      ParentId: r.parentId,
      Path: r.path,
      Name: r.name,
      TitleZh: r.titleZh,
      TitleEn: r.titleEn,
      TitleEs: r.titleEs,
      Icon: r.icon,
      Component: r.component,
      Redirect: r.redirect,
      Hidden: r.hidden,
      NoCache: r.noCache,
      Sort: r.sort,
      State: r.state,
      SystemId: r.systemId,
      Roles: roles.get(r.sysMenuId) ?? 0,
      Protected: protectedNames.has(r.name),
      Children: [],
    }),
  );
}

/** The ids of an entry and everything below it. */
function subtreeIds(rows: readonly MenuRow[], rootId: number): number[] {
  const children = new Map<number, number[]>();
  for (const r of rows) if (r.parentId != null) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.sysMenuId]);
  const out: number[] = [];
  const stack = [rootId];
  while (stack.length) {
    const id = stack.pop() as number;
    out.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}

const byId = (rows: readonly MenuRow[]) => new Map(rows.map((r) => [r.sysMenuId, r]));

function parentOrInvalid(rows: readonly MenuRow[], parentId: number | null | undefined): MenuRow | null {
  if (parentId == null) return null;
  const parent = byId(rows).get(parentId);
  if (!parent) throw invalid('menus.noEntry', { id: parentId }, 'ParentId');
  return parent;
}

/**
 * Where an entry may sit (the shape the web builds routes from, menus.ts seed conventions): a
 * top-level entry is a section (component Layout, path '/Name'); below, entries sit under a
 * section or a group (ParentView), with a relative path or an external link.
 */
function checkPlacement(entry: Pick<MenuRow, 'component' | 'path'>, parent: MenuRow | null): void {
  if (!parent) {
    if (entry.component !== 'Layout') throw invalid('menus.topLayout', {}, 'Component');
    if (!entry.path.startsWith('/') && !MENU_EXTERNAL_RE.test(entry.path)) throw invalid('menus.topPath', {}, 'Path');
    return;
  }
  if (parent.component !== 'Layout' && parent.component !== 'ParentView') {
    throw invalid('menus.underScreen', { name: parent.name }, 'ParentId');
  }
  if (entry.component === 'Layout') throw invalid('menus.layoutTopOnly', {}, 'Component');
  if (entry.path.startsWith('/')) throw invalid('menus.relativePath', {}, 'Path');
}

/** Name once in the whole menu, path once among its siblings (both whatever their case). */
function checkUnique(rows: readonly MenuRow[], entry: Pick<MenuRow, 'sysMenuId' | 'parentId' | 'name' | 'path' | 'systemId'>): void {
  const name = entry.name.toLowerCase();
  const clash = rows.find((r) => r.sysMenuId !== entry.sysMenuId && r.name.toLowerCase() === name);
  if (clash) throw conflict('menus.nameClash', { name: clash.name }, 'Name');
  const path = entry.path.toLowerCase();
  const sibling = rows.find(
    (r) =>
      r.sysMenuId !== entry.sysMenuId && r.systemId === entry.systemId && r.parentId === entry.parentId && r.path.toLowerCase() === path,
  );
  if (sibling) throw conflict('menus.pathClash', { name: sibling.name, path: sibling.path }, 'Path');
}

/** After a change: the editor's entry and every entry above it still enabled (else nobody reaches the editor). */
async function checkEditorReachable(trx: Tx): Promise<void> {
  const r = await sql<{ ok: boolean | null }>`
    WITH RECURSIVE chain AS (
      SELECT sys_menu_id, parent_id, state, 1 AS depth FROM sys_menu WHERE name = ${MENU_EDITOR}
      UNION ALL
      SELECT m.sys_menu_id, m.parent_id, m.state, c.depth + 1 FROM sys_menu m JOIN chain c ON m.sys_menu_id = c.parent_id WHERE c.depth < 50
    ) SELECT bool_and(state = 0) AS ok FROM chain`.execute(trx);
  if (r.rows[0]?.ok === false) {
    throw conflict('menus.editorEnabled', { editor: MENU_EDITOR }, 'State');
  }
}

async function inMenuTransaction<R>(db: Db, fn: (trx: Tx, rows: MenuRow[]) => Promise<R>): Promise<R> {
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${MENU_LOCK})`.execute(trx);
      return fn(trx, await allEntries(trx));
    });
  } catch (e) {
    // The unique indexes back the checks above; a race between instances still gets a readable answer.
    const pg = e as { code?: string; constraint?: string };
    if (pg.code === '23505' && pg.constraint === 'sys_menu_sibling_path_key') throw conflict('menus.pathUsed', {}, 'Path');
    if (pg.code === '23505') throw conflict('menus.nameUsed', {}, 'Name');
    throw e;
  }
}

const audit = (trx: Tx, facts: EditorFacts, detail: Record<string, unknown>) =>
  writeAudit(trx, {
    event: MENU_CHANGE_EVENT,
    sysUserId: facts.session.sysUserId,
    username: facts.session.username,
    ip: facts.ip,
    serial: facts.serial,
    detail,
  });

const nextSort = (rows: readonly MenuRow[], parentId: number | null, systemId: number) =>
  rows.filter((r) => r.parentId === parentId && r.systemId === systemId).reduce((max, r) => Math.max(max, r.sort + 1), 0);

/** SysRoleMenu/Insert: a new entry, last among its siblings unless Sort says otherwise. */
export async function insertMenu(db: Db, input: InsertInput, facts: EditorFacts): Promise<number> {
  return inMenuTransaction(db, async (trx, rows) => {
    const parent = parentOrInvalid(rows, input.ParentId);
    const parentId = parent?.sysMenuId ?? null;
    const systemId = parent?.systemId ?? 1;
    const entry = { sysMenuId: 0, parentId, systemId, name: input.Name, path: input.Path, component: input.Component };
    checkPlacement(entry, parent);
    checkUnique(rows, entry);
    const { sysMenuId } = await trx
      .insertInto('sysMenu')
      .values({
        parentId,
        systemId,
        path: input.Path,
        name: input.Name,
        titleZh: input.TitleZh,
        titleEn: input.TitleEn,
        titleEs: input.TitleEs,
        icon: input.Icon ?? '',
        component: input.Component,
        redirect: input.Redirect || null,
        hidden: Boolean(input.Hidden),
        noCache: Boolean(input.NoCache),
        sort: input.Sort ?? nextSort(rows, parentId, systemId),
        state: input.State,
        createBy: facts.session.sysUserId,
        updateBy: facts.session.sysUserId,
      })
      .returning('sysMenuId')
      .executeTakeFirstOrThrow();
    await audit(trx, facts, { op: 'insert', SysMenuId: sysMenuId, Name: input.Name, ParentId: parentId });
    return sysMenuId;
  });
}

/** Keys of UpdateInput that are columns, with their column names. */
const FIELD_COLUMNS = {
  Path: 'path',
  Name: 'name',
  TitleZh: 'titleZh',
  TitleEn: 'titleEn',
  TitleEs: 'titleEs',
  Icon: 'icon',
  Component: 'component',
  Redirect: 'redirect',
  Hidden: 'hidden',
  NoCache: 'noCache',
  Sort: 'sort',
  State: 'state',
} as const satisfies Record<string, keyof MenuRow>;

/**
 * SysRoleMenu/Update: the fields given. A new ParentId moves the entry (last among its new
 * siblings unless Sort is given), never under itself or below it. A name keys routes and
 * grants: only a super admin renames, and never an entry the server checks grants against.
 */
export async function updateMenu(db: Db, input: UpdateInput, facts: EditorFacts): Promise<void> {
  await inMenuTransaction(db, async (trx, rows) => {
    const id = input.SysMenuId;
    const entry = byId(rows).get(id);
    if (!entry) throw notFound('menus.entryNotFound');
    const next: MenuRow = { ...entry };
    const changes: Record<string, [unknown, unknown]> = {};
    for (const [field, column] of Object.entries(FIELD_COLUMNS) as [keyof typeof FIELD_COLUMNS, keyof MenuRow][]) {
      const raw = input[field];
      if (raw === undefined) continue;
      const value = field === 'Redirect' ? raw || null : raw;
      if (value === entry[column]) continue;
      (next as unknown as Record<string, unknown>)[column] = value;
      changes[field] = [entry[column], value];
    }
    if (changes.Name) {
      if (facts.protectedNames.has(entry.name)) {
        throw conflict('menus.nameKeyed', { name: entry.name }, 'Name');
      }
      if (!isSuperAdmin(facts.session)) throw forbidden('menus.renameSuper', {}, 'Name');
    }
    const moving = input.ParentId !== undefined && (input.ParentId ?? null) !== entry.parentId;
    let parent = parentOrInvalid(rows, entry.parentId);
    if (moving) {
      parent = parentOrInvalid(rows, input.ParentId);
      if (parent && subtreeIds(rows, id).includes(parent.sysMenuId)) {
        throw invalid('menus.underItself', {}, 'ParentId');
      }
      if (parent && parent.systemId !== entry.systemId) throw invalid('menus.otherSystem', {}, 'ParentId');
      changes.ParentId = [entry.parentId, parent?.sysMenuId ?? null];
      next.parentId = parent?.sysMenuId ?? null;
      if (input.Sort == null) next.sort = nextSort(rows, next.parentId, entry.systemId);
    }
    if (!Object.keys(changes).length) return;
    checkPlacement(next, parent);
    if (changes.Component && rows.some((r) => r.parentId === id) && next.component !== 'Layout' && next.component !== 'ParentView') {
      throw invalid('menus.staysSection', { name: entry.name }, 'Component');
    }
    checkUnique(rows, next);
    await trx
      .updateTable('sysMenu')
      .set({
        parentId: next.parentId,
        path: next.path,
        name: next.name,
        titleZh: next.titleZh,
        titleEn: next.titleEn,
        titleEs: next.titleEs,
        icon: next.icon,
        component: next.component,
        redirect: next.redirect,
        hidden: next.hidden,
        noCache: next.noCache,
        sort: next.sort,
        state: next.state,
        updateTime: sql`now()`,
        updateBy: facts.session.sysUserId,
      })
      .where('sysMenuId', '=', id)
      .execute();
    await checkEditorReachable(trx);
    await audit(trx, facts, { op: 'update', SysMenuId: id, Name: entry.name, changes });
  });
}

/** SysRoleMenu/Move: the entry at position Index among ParentId's children; the siblings are renumbered 0, 1, 2, … */
export async function moveMenu(
  db: Db,
  input: { SysMenuId: number; ParentId: number | null; Index: number },
  facts: EditorFacts,
): Promise<void> {
  await inMenuTransaction(db, async (trx, rows) => {
    const id = input.SysMenuId;
    const entry = byId(rows).get(id);
    if (!entry) throw notFound('menus.entryNotFound');
    const parent = parentOrInvalid(rows, input.ParentId);
    const parentId = parent?.sysMenuId ?? null;
    if (parent && subtreeIds(rows, id).includes(parent.sysMenuId)) {
      throw invalid('menus.underItself', {}, 'ParentId');
    }
    if (parent && parent.systemId !== entry.systemId) throw invalid('menus.otherSystem', {}, 'ParentId');
    const moved = { ...entry, parentId };
    checkPlacement(moved, parent);
    checkUnique(rows, moved);
    const siblings = rows.filter((r) => r.parentId === parentId && r.systemId === entry.systemId && r.sysMenuId !== id);
    const index = Math.min(input.Index, siblings.length);
    const order = [...siblings.slice(0, index), moved, ...siblings.slice(index)];
    await trx
      .updateTable('sysMenu')
      .set({ parentId, sort: index, updateTime: sql`now()`, updateBy: facts.session.sysUserId })
      .where('sysMenuId', '=', id)
      .execute();
    // The siblings whose place changed, renumbered in one statement.
    const resorted = order.flatMap((r, sort) => (r.sysMenuId !== id && r.sort !== sort ? [{ id: r.sysMenuId, sort }] : []));
    if (resorted.length) {
      await sql`UPDATE sys_menu m SET sort = v.sort
        FROM unnest(${resorted.map((r) => r.id)}::bigint[], ${resorted.map((r) => r.sort)}::int[]) AS v(id, sort)
        WHERE m.sys_menu_id = v.id`.execute(trx);
    }
    await checkEditorReachable(trx);
    await audit(trx, facts, { op: 'move', SysMenuId: id, Name: entry.name, From: entry.parentId, ParentId: parentId, Index: index });
  });
}

/**
 * SysRoleMenu/DeleteSelfAndChildren: the entry, everything below it and the grants pointing at
 * them, in one transaction. Entries the server checks grants against are refused (hide or
 * disable them instead): deleting them would leave their calls to the super admin alone.
 */
export async function deleteMenu(db: Db, sysMenuId: number, facts: EditorFacts): Promise<{ Deleted: number; Grants: number }> {
  return inMenuTransaction(db, async (trx, rows) => {
    const entry = byId(rows).get(sysMenuId);
    if (!entry) throw notFound('menus.entryNotFound');
    const ids = subtreeIds(rows, sysMenuId);
    const entries = rows.filter((r) => ids.includes(r.sysMenuId));
    const kept = entries.filter((r) => facts.protectedNames.has(r.name)).map((r) => r.name);
    if (kept.length) {
      throw conflict(kept.length > 1 ? 'menus.keptMany' : 'menus.keptOne', { names: kept.join(', ') });
    }
    const grants = await trx.deleteFrom('sysRoleMenu').where('sysMenuId', 'in', ids).returning(['sysRoleId', 'sysMenuId']).execute();
    const deleted = await trx.deleteFrom('sysMenu').where('sysMenuId', 'in', ids).executeTakeFirst();
    await audit(trx, facts, {
      op: 'delete',
      SysMenuId: sysMenuId,
      Name: entry.name,
      Deleted: entries.map((r) => r.name),
      Grants: grants.length,
      Roles: [...new Set(grants.map((g) => g.sysRoleId))],
    });
    return { Deleted: Number(deleted.numDeletedRows), Grants: grants.length };
  });
}
