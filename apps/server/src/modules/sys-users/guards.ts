import { SUPER_ADMIN_ROLE_VALUE } from '@kc/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import { LOGIN_PER_USERNAME, limitKey } from '../../lib/rate-limit.ts';
import { isSuperAdmin } from '../../lib/scope.ts';
import type { KvStore } from '../../store/index.ts';

// The rules every change of an account obeys, whether it comes through the standard actions
// (the SysUser binding's hooks) or the workflow calls (UpdateState, AdminResetPassword, Unlock).

export const NOT_SUPER_ADMIN = 'accounts.notSuperAdmin';
export const SUPER_ADMIN_ROLE_REFUSED = 'accounts.superRoleRefused';
export const OWN_ACCOUNT_STATE = 'accounts.ownState';
export const OWN_ACCOUNT_DELETE = 'accounts.ownDelete';
export const OWN_ACCOUNT_ROLES = 'accounts.ownRoles';
export const OWN_ACCOUNT_PASSWORD = 'accounts.ownPassword';
export const HAS_SIGNED_IN = 'accounts.hasSignedIn';

/** Of these accounts, the ones holding a role of value 1 (super administrators). */
export async function superAdminAccounts(db: Kysely<Database>, sysUserIds: readonly number[]): Promise<Set<number>> {
  if (sysUserIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.sysRoleId', 'ur.sysRoleId')
    .select('ur.sysUserId')
    .distinct()
    .where('ur.sysUserId', 'in', sysUserIds)
    .where('r.roleValue', '=', SUPER_ADMIN_ROLE_VALUE)
    .execute();
  return new Set(rows.map((r) => r.sysUserId));
}

/** A caller who is not a super administrator may not change a super administrator's account (100003). */
export async function assertMayManage(db: Kysely<Database>, session: Session, sysUserIds: readonly number[]): Promise<void> {
  if (isSuperAdmin(session)) return;
  if ((await superAdminAccounts(db, sysUserIds)).size > 0) throw forbidden(NOT_SUPER_ADMIN);
}

/** Nobody disables or deletes the account they are signed in with (100005): they would lock themselves out. */
export function assertNotOwn(session: Session, sysUserId: number, message: string): void {
  if (sysUserId === session.sysUserId) throw conflict(message);
}

/** Whether the sign-in limit of a username is exhausted: its next password attempt is refused (100006). */
export async function isLocked(store: KvStore, username: string): Promise<boolean> {
  return (await store.count(limitKey(LOGIN_PER_USERNAME, username))) >= LOGIN_PER_USERNAME.limit;
}
