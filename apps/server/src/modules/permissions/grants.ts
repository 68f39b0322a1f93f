import { type api, GRANT_ACTIONS, type GrantAction, type MenuGrantNode, maskPhone, ROLE_TYPE, SUPER_ADMIN_ROLE_VALUE } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import { entityName } from '../../lib/field-labels.ts';
import { isSuperAdmin } from '../../lib/scope.ts';
import { nestRows } from '../../lib/tree.ts';
import { escapeLike } from '../../resource/sql.ts';

type Tx = Kysely<Database>;

/** The audit event of every change of a role's grants. */
export const GRANT_CHANGE_EVENT = 'grant.change';

/** A role that passes every check (value 1) or is typed as one. */
export const isSuperRole = (r: { roleValue: number | null; roleType: number }): boolean =>
  r.roleValue === SUPER_ADMIN_ROLE_VALUE || r.roleType === ROLE_TYPE.SuperAdmin;

/** Action values in their canonical order, each once (unknown words dropped). */
const canonical = (values: readonly string[] | null | undefined): GrantAction[] => GRANT_ACTIONS.filter((a) => values?.includes(a));
const sameActions = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * What the caller may give on each entry: everything for a super admin, else exactly what
 * their current role holds (read from the database, not the menu cache: it decides a write).
 * `null` stands for "everything".
 */
async function grantableBy(db: Tx, session: Session): Promise<Map<number, GrantAction[]> | null> {
  if (isSuperAdmin(session)) return null;
  const rows = await db
    .selectFrom('sysRoleMenu')
    .select(['sysMenuId', 'actionValues'])
    .where('sysRoleId', '=', session.sysRoleId)
    .execute();
  return new Map(rows.map((r) => [r.sysMenuId, canonical(r.actionValues)]));
}

async function roleOrNotFound(db: Tx, sysRoleId: number, lock = false) {
  let q = db.selectFrom('sysRole').select(['sysRoleId', 'roleName', 'roleType', 'roleValue']).where('sysRoleId', '=', sysRoleId);
  if (lock) q = q.forUpdate();
  const role = await q.executeTakeFirst();
  if (!role) throw notFound('resource.recordNotFound', { entity: entityName('SysRole') });
  return role;
}

/** SysRole/GetMenuTree: every entry (any state) with the role's actions on it and what the caller may give. */
export async function menuGrantTree(db: Db, session: Session, sysRoleId: number) {
  const role = await roleOrNotFound(db, sysRoleId);
  const [rows, grantable] = await Promise.all([
    db
      .selectFrom('sysMenu as m')
      .leftJoin('sysRoleMenu as rm', (j) => j.onRef('rm.sysMenuId', '=', 'm.sysMenuId').on('rm.sysRoleId', '=', sysRoleId))
      .select(['m.sysMenuId', 'm.parentId', 'm.name', 'm.titleZh', 'm.titleEn', 'm.titleEs', 'm.hidden', 'm.state', 'rm.actionValues'])
      .orderBy('m.systemId')
      .orderBy('m.sort')
      .orderBy('m.sysMenuId')
      .execute(),
    grantableBy(db, session),
  ]);
  const tree = nestRows(
    rows,
    (r) => r.sysMenuId,
    (r): MenuGrantNode => ({
      SysMenuId: r.sysMenuId,
      ParentId: r.parentId,
      Name: r.name,
      TitleZh: r.titleZh,
      TitleEn: r.titleEn,
      TitleEs: r.titleEs,
      Hidden: r.hidden,
      State: r.state,
      ActionValues: canonical(r.actionValues),
      Grantable: grantable ? (grantable.get(r.sysMenuId) ?? []) : [...GRANT_ACTIONS],
      Children: [],
    }),
  );
  return { SysRoleId: role.sysRoleId, RoleName: role.roleName, RoleType: role.roleType, RoleValue: role.roleValue, Tree: tree };
}

interface GrantDiffEntry {
  SysMenuId: number;
  Name: string;
  ActionValues: GrantAction[];
}

/**
 * SysRole/SetMenuValues: the listed entries with actions become the role's grants, in one
 * transaction (the role row locked, so two saves of one role do not interleave). Refused:
 * a super admin role unless the caller is a super admin; giving an action on an entry the
 * caller does not hold themselves (privilege escalation). Taking grants away is allowed.
 * The audit row (who, the role, added / removed / changed entries) commits with the change.
 * Answers the counts and whether anything changed (the caller bumps the grants version).
 */
export async function setMenuValues(
  db: Db,
  session: Session,
  input: z.output<(typeof api.sysRoleSetMenuValues)['input']>,
  request: { ip: string; serial: string },
) {
  const wanted = new Map<number, GrantAction[]>();
  const listed = new Set<number>();
  for (const [i, m] of input.Menus.entries()) {
    const id = m.SysMenuId;
    if (listed.has(id)) throw invalid('grants.listedTwice', { id }, `Menus.${i}.SysMenuId`);
    listed.add(id);
    const actions = canonical(m.ActionValues as string[]);
    if (actions.length) wanted.set(id, actions);
  }

  return db.transaction().execute(async (trx) => {
    const role = await roleOrNotFound(trx, input.SysRoleId, true);
    if (isSuperRole(role) && !isSuperAdmin(session)) {
      throw forbidden('grants.superOnly');
    }
    const current = new Map(
      (
        await trx
          .selectFrom('sysRoleMenu')
          .select(['sysMenuId', 'actionValues'])
          .where('sysRoleId', '=', role.sysRoleId)
          .forUpdate()
          .execute()
      ).map((r) => [r.sysMenuId, canonical(r.actionValues)]),
    );
    const ids = [...new Set([...listed, ...current.keys()])];
    const names = new Map(
      ids.length
        ? (await trx.selectFrom('sysMenu').select(['sysMenuId', 'name']).where('sysMenuId', 'in', ids).execute()).map((r) => [
            r.sysMenuId,
            r.name,
          ])
        : [],
    );
    const missing = [...listed].filter((id) => !names.has(id));
    if (missing.length) throw invalid('grants.noMenuEntry', { ids: missing.join(', ') }, 'Menus');

    const added: GrantDiffEntry[] = [];
    const removed: GrantDiffEntry[] = [];
    const changed: (GrantDiffEntry & { Before: GrantAction[] })[] = [];
    const name = (id: number) => names.get(id) ?? String(id);
    for (const [id, actions] of wanted) {
      const before = current.get(id);
      if (!before) added.push({ SysMenuId: id, Name: name(id), ActionValues: actions });
      else if (!sameActions(before, actions)) changed.push({ SysMenuId: id, Name: name(id), ActionValues: actions, Before: before });
    }
    for (const [id, before] of current) if (!wanted.has(id)) removed.push({ SysMenuId: id, Name: name(id), ActionValues: before });

    const grantable = await grantableBy(trx, session);
    if (grantable) {
      const gains: { e: GrantDiffEntry; before: readonly GrantAction[] }[] = [
        ...added.map((e) => ({ e, before: [] })),
        ...changed.map((e) => ({ e, before: e.Before })),
      ];
      for (const { e, before } of gains) {
        const gained = e.ActionValues.filter((a) => !before.includes(a) && !grantable.get(e.SysMenuId)?.includes(a));
        if (gained.length) {
          throw forbidden('grants.notHeld', { name: e.Name, actions: gained.join(', ') });
        }
      }
    }

    if (removed.length) {
      await trx
        .deleteFrom('sysRoleMenu')
        .where('sysRoleId', '=', role.sysRoleId)
        .where(
          'sysMenuId',
          'in',
          removed.map((e) => e.SysMenuId),
        )
        .execute();
    }
    const upserts = [...added, ...changed];
    if (upserts.length) {
      await trx
        .insertInto('sysRoleMenu')
        .values(upserts.map((e) => ({ sysRoleId: role.sysRoleId, sysMenuId: e.SysMenuId, actionValues: e.ActionValues })))
        .onConflict((oc) => oc.columns(['sysRoleId', 'sysMenuId']).doUpdateSet({ actionValues: (eb) => eb.ref('excluded.actionValues') }))
        .execute();
    }
    const any = added.length + removed.length + changed.length > 0;
    if (any) {
      await writeAudit(trx, {
        event: GRANT_CHANGE_EVENT,
        sysUserId: session.sysUserId,
        username: session.username,
        ip: request.ip,
        serial: request.serial,
        detail: { SysRoleId: role.sysRoleId, RoleName: role.roleName, added, removed, changed },
      });
    }
    return { Added: added.length, Removed: removed.length, Changed: changed.length, any };
  });
}

const USER_SORT = {
  SysUserId: 'u.sys_user_id',
  Username: 'u.username',
  FullName: 'u.full_name',
  LastLoginTime: 'u.last_login_time',
} as const;

/** SysRole/SelectUsers: the accounts holding the role, paged, sorted, searched by username, name or mobile. */
export async function roleUsers(db: Db, input: z.output<(typeof api.sysRoleSelectUsers)['input']>) {
  const role = await roleOrNotFound(db, input.SysRoleId);
  const size = Number(input.size ?? 10);
  const offset = (Number(input.cur_page ?? 1) - 1) * size;
  const sort = input.sort ?? 'SysUserId';
  const desc = sort.startsWith('-');
  const column = USER_SORT[sort.replace(/^-/, '') as keyof typeof USER_SORT];
  const dir = desc ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`;
  const keyword = input.Keyword ? `%${escapeLike(input.Keyword)}%` : null;
  const where = keyword
    ? sql`AND (u.username ILIKE ${keyword} ESCAPE '\\' OR u.full_name ILIKE ${keyword} ESCAPE '\\' OR u.mobile LIKE ${keyword} ESCAPE '\\')`
    : sql``;
  const from = sql`FROM sys_user u JOIN sys_user_role ur ON ur.sys_user_id = u.sys_user_id AND ur.sys_role_id = ${role.sysRoleId}`;
  const [rows, count] = await Promise.all([
    sql<{
      sysUserId: number;
      username: string;
      fullName: string;
      mobile: string;
      identityType: number;
      state: number;
      current: boolean;
      lastLoginTime: Date | null;
    }>`SELECT u.sys_user_id, u.username, u.full_name, u.mobile, u.identity_type, u.state,
        COALESCE(u.current_role_id = ${role.sysRoleId}, false) AS current, u.last_login_time
      ${from} WHERE true ${where}
      ORDER BY ${sql.raw(column)} ${dir}, u.sys_user_id ${desc ? sql`DESC` : sql`ASC`} LIMIT ${size} OFFSET ${offset}`.execute(db),
    sql<{ total: number }>`SELECT count(*)::int AS total ${from} WHERE true ${where}`.execute(db),
  ]);
  return {
    list: rows.rows.map((u) => ({
      SysUserId: u.sysUserId,
      Username: u.username,
      FullName: u.fullName,
      Mobile: maskPhone(u.mobile),
      IdentityType: u.identityType,
      State: u.state,
      Current: u.current,
      LastLoginTime: u.lastLoginTime ? u.lastLoginTime.toISOString() : null,
    })),
    total: count.rows[0]?.total ?? 0,
  };
}
