import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { adminResetPassword, unlock, updateState } from './account-actions.ts';
import { identityOptions, roleOptions, schoolTree } from './form-options.ts';
import { sysUserBinding } from './sys-user-binding.ts';

/** The console's accounts (SysUser). */
export const sysUsersBindings = { SysUser: sysUserBinding } satisfies Partial<ResourceBindings>;

/**
 * Account administration's workflow calls (ManagerRoot): enable / disable, password reset by an
 * administrator, unlock after failed sign-ins, and the pickers of the account form. The
 * standard actions are the SysUser resource's (sys-user-binding.ts); both obey the same guards
 * (guards.ts). Every change is audited in its own transaction.
 */
export const sysUsersModule: Module = (r) => {
  r.handle(api.sysUserUpdateState, updateState);
  r.handle(api.sysUserAdminResetPassword, adminResetPassword);
  r.handle(api.sysUserUnlock, unlock);
  r.handle(api.sysUserSchoolTree, schoolTree);
  r.handle(api.sysUserRoleOptions, roleOptions);
  r.handle(api.sysUserIdentityOptions, identityOptions);
};
