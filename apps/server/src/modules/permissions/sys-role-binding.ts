import { ROLE_TYPE, SUPER_ADMIN_ROLE_VALUE, type sysRole, textsOf } from '@kc/contract';
import { sql } from 'kysely';
import { writeAudit } from '../../lib/audit.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import { isPlatform, isSuperAdmin } from '../../lib/scope.ts';
import type { RecordOf, ResourceBinding } from '../../resource/index.ts';
import { isSuperRole } from './grants.ts';

export const ROLE_HELD = 'roles.held';
export const SUPER_ROLE_KEPT = 'roles.superKept';

const superRole = (r: RecordOf<typeof sysRole>) => isSuperRole({ roleValue: r.RoleValue, roleType: r.RoleType });

/**
 * SysRole (SysRoleManage) on sys_role: platform-level, the grant decides who manages roles.
 * What a role passes is a privilege, so only a super admin makes or changes a super admin role
 * (role value 1 or type 1), and only platform staff type a role as platform operator (it sees
 * the whole network). The last enabled super admin role stays one. A role that accounts hold
 * cannot be deleted; disabling a role ends the sessions using it (-103 on their next call).
 */
export const sysRoleBinding: ResourceBinding<typeof sysRole> = {
  table: 'sysRole',
  computed: {
    UserCount: (t) => sql`(SELECT count(*)::int FROM sys_user_role ur WHERE ur.sys_role_id = ${sql.ref(`${t}.sysRoleId`)})`,
  },
  unique: { sys_role_name_key: { fields: ['RoleName'], message: 'unique.roleName' } },
  hooks: {
    beforeWrite: async (values, { trx, session, existing }) => {
      if (!isSuperAdmin(session)) {
        if (existing && superRole(existing)) throw forbidden('roles.superOnlyChange');
        if (values.RoleValue === SUPER_ADMIN_ROLE_VALUE) throw forbidden('roles.superOnlyValue', {}, 'RoleValue');
        if (values.RoleType === ROLE_TYPE.SuperAdmin) throw forbidden('roles.superOnlyType', {}, 'RoleType');
        if (values.RoleType === ROLE_TYPE.Operator && !isPlatform(session)) {
          throw forbidden('roles.operatorPlatform', {}, 'RoleType');
        }
      }
      const demoted =
        existing &&
        existing.RoleValue === SUPER_ADMIN_ROLE_VALUE &&
        existing.State === 0 &&
        ((values.RoleValue != null && values.RoleValue !== SUPER_ADMIN_ROLE_VALUE) || values.State === 1);
      if (demoted) {
        const other = await trx
          .selectFrom('sysRole')
          .select('sysRoleId')
          .where('roleValue', '=', SUPER_ADMIN_ROLE_VALUE)
          .where('state', '=', 0)
          .where('sysRoleId', '<>', existing.SysRoleId)
          .limit(1)
          .executeTakeFirst();
        if (!other) throw conflict('roles.lastSuper', {}, 'RoleValue');
      }
      return values;
    },
    afterWrite: async (id, values, { trx, session, existing, request }) => {
      if (!existing || values.State !== 1 || existing.State === 1) return;
      const ended = await trx
        .updateTable('userSession')
        .set({ endTime: sql`now()`, endReason: 'role disabled' })
        .where('sysRoleId', '=', id)
        .where('endTime', 'is', null)
        .executeTakeFirst();
      await writeAudit(trx, {
        event: 'role.disable',
        sysUserId: session.sysUserId,
        username: session.username,
        ip: request?.ip,
        serial: request?.serial,
        detail: { SysRoleId: id, RoleName: existing.RoleName, SessionsEnded: Number(ended.numUpdatedRows) },
      });
    },
    beforeDelete: async (rows, { trx, session, request }) => {
      const kept = rows.filter(superRole);
      if (kept.length) throw conflict('inUse.named', { what: textsOf(SUPER_ROLE_KEPT), names: kept.map((r) => r.RoleName).join(', ') });
      const ids = rows.map((r) => r.SysRoleId);
      const held = await trx
        .selectFrom('sysUserRole')
        .select((eb) => ['sysRoleId', eb.fn.countAll<number>().as('n')])
        .where('sysRoleId', 'in', ids)
        .groupBy('sysRoleId')
        .execute();
      if (held.length) {
        const name = (id: number) => rows.find((r) => r.SysRoleId === id)?.RoleName;
        const list = held.map((h) => `${name(h.sysRoleId)} (${h.n})`).join(', ');
        throw conflict(ROLE_HELD, { list });
      }
      // Nobody holds these roles any more: their old sessions and remembered current roles go with them.
      await trx.updateTable('sysUser').set({ currentRoleId: null }).where('currentRoleId', 'in', ids).execute();
      await trx.deleteFrom('userSession').where('sysRoleId', 'in', ids).execute();
      const grants = await trx
        .selectFrom('sysRoleMenu')
        .select((eb) => ['sysRoleId', eb.fn.countAll<number>().as('n')])
        .where('sysRoleId', 'in', ids)
        .groupBy('sysRoleId')
        .execute();
      await writeAudit(trx, {
        event: 'role.delete',
        sysUserId: session.sysUserId,
        username: session.username,
        ip: request?.ip,
        serial: request?.serial,
        detail: {
          roles: rows.map((r) => ({
            SysRoleId: r.SysRoleId,
            RoleName: r.RoleName,
            Grants: grants.find((g) => g.sysRoleId === r.SysRoleId)?.n ?? 0,
          })),
        },
      });
    },
  },
};
