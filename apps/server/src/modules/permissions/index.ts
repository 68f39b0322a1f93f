import { api } from '@kc/contract';
import type { Registrar } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { bumpGrantsVersion } from '../menus/role-menus.ts';
import { auditLogBinding } from './audit-log-binding.ts';
import { clientRoleBinding } from './client-role-binding.ts';
import { menuGrantTree, roleUsers, setMenuValues } from './grants.ts';
import { postClientRoleBinding } from './post-client-role-binding.ts';
import { postDefaults } from './post-defaults.ts';
import { sysRoleBinding } from './sys-role-binding.ts';

/** Roles (SysRole), the audit log, the app roles (ClientRole) and the posts' default app roles. */
export const permissionsBindings = {
  SysRole: sysRoleBinding,
  AuditLog: auditLogBinding,
  ClientRole: clientRoleBinding,
  PostClientRoleSetting: postClientRoleBinding,
} satisfies Partial<ResourceBindings>;

/**
 * Roles' grants (SysRoleManage): the grant tree of a role, its menu values and its users; and
 * the default app roles of a post. A grant change bumps the grants version after it commits,
 * so every instance's menus follow at once; the session's grant check reads the database on
 * every call anyway.
 */
export function permissionsModule(r: Registrar): void {
  r.handle(api.sysRoleGetMenuTree, async ({ db, session, input }) => menuGrantTree(db, session, input.SysRoleId));

  r.handle(api.sysRoleSetMenuValues, async ({ db, store, session, input, ip, serial }) => {
    const { any, ...counts } = await setMenuValues(db, session, input, { ip, serial });
    if (any) await bumpGrantsVersion({ db, store });
    return counts;
  });

  r.handle(api.sysRoleSelectUsers, async ({ db, input }) => roleUsers(db, input));

  r.handle(api.postClientRoleDefaults, postDefaults);
}
