import { ACCOUNT_AUDIT_EVENTS, type api } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { endSessions } from '../../http/auth.ts';
import type { Handler, Session } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { entityName } from '../../lib/field-labels.ts';
import { hashPlainPassword } from '../../lib/hash.ts';
import { LOGIN_PER_USERNAME, resetLimit } from '../../lib/rate-limit.ts';
import { assertMayManage, assertNotOwn, isLocked, OWN_ACCOUNT_PASSWORD, OWN_ACCOUNT_STATE } from './guards.ts';

export const accountNotFound = () => notFound('resource.recordNotFound', { entity: entityName('SysUser') });
export const DISABLED_BY_ADMIN = 'account disabled';
export const PASSWORD_RESET_BY_ADMIN = 'password reset by an administrator';

/** The account a workflow call names, locked for the change; 100004 when there is none. */
async function lockAccount(trx: Kysely<Database>, sysUserId: number) {
  const row = await trx
    .selectFrom('sysUser')
    .select(['sysUserId', 'username', 'state'])
    .where('sysUserId', '=', sysUserId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw accountNotFound();
  return row;
}

const auditOf = (session: Session, ip: string, serial: string) => (event: string, target: { sysUserId: number; username: string }) => ({
  event,
  sysUserId: session.sysUserId,
  username: session.username,
  ip,
  serial,
  detail: { SysUserId: target.sysUserId, Username: target.username },
});

/** SysUser/UpdateState: an account enabled or disabled (its sessions end). */
export const updateState: Handler<typeof api.sysUserUpdateState> = async ({ db, session, input, ip, serial }) => {
  const audit = auditOf(session, ip, serial);
  await db.transaction().execute(async (trx) => {
    const account = await lockAccount(trx, input.SysUserId);
    if (input.State !== 0) assertNotOwn(session, account.sysUserId, OWN_ACCOUNT_STATE);
    await assertMayManage(trx, session, [account.sysUserId]);
    if (account.state === input.State) return;
    await trx
      .updateTable('sysUser')
      .set({ state: input.State, updateTime: sql`now()`, updateBy: session.sysUserId })
      .where('sysUserId', '=', account.sysUserId)
      .execute();
    if (input.State !== 0) await endSessions(trx, { sysUserId: account.sysUserId }, DISABLED_BY_ADMIN);
    await writeAudit(trx, audit(input.State === 0 ? ACCOUNT_AUDIT_EVENTS.enable : ACCOUNT_AUDIT_EVENTS.disable, account));
  });
  return null;
};

/** SysUser/AdminResetPassword: an administrator sets another account's password (its sessions end). */
export const adminResetPassword: Handler<typeof api.sysUserAdminResetPassword> = async ({ db, store, session, input, ip, serial }) => {
  assertNotOwn(session, input.SysUserId, OWN_ACCOUNT_PASSWORD);
  // The slow hash is computed before the row is locked.
  const passwordHash = await hashPlainPassword(input.NewPassword);
  const account = await db.transaction().execute(async (trx) => {
    const account = await lockAccount(trx, input.SysUserId);
    await assertMayManage(trx, session, [account.sysUserId]);
    await trx
      .updateTable('sysUser')
      .set({ passwordHash, updateTime: sql`now()`, updateBy: session.sysUserId })
      .where('sysUserId', '=', account.sysUserId)
      .execute();
    await endSessions(trx, { sysUserId: account.sysUserId }, PASSWORD_RESET_BY_ADMIN);
    await writeAudit(trx, auditOf(session, ip, serial)(ACCOUNT_AUDIT_EVENTS.passwordReset, account));
    return account;
  });
  // A new password deserves fresh attempts.
  await resetLimit(store, LOGIN_PER_USERNAME, account.username);
  return null;
};

/** SysUser/Unlock: the sign-in lock after failed attempts lifted. */
export const unlock: Handler<typeof api.sysUserUnlock> = async ({ db, store, session, input, ip, serial }) => {
  const account = await db
    .selectFrom('sysUser')
    .select(['sysUserId', 'username'])
    .where('sysUserId', '=', input.SysUserId)
    .executeTakeFirst();
  if (!account) throw accountNotFound();
  await assertMayManage(db, session, [account.sysUserId]);
  const wasLocked = await isLocked(store, account.username);
  // The lock lives in the rate-limit store, not in the database: cleared first, then recorded.
  await resetLimit(store, LOGIN_PER_USERNAME, account.username);
  const entry = auditOf(session, ip, serial)(ACCOUNT_AUDIT_EVENTS.unlock, account);
  await writeAudit(db, { ...entry, detail: { ...entry.detail, WasLocked: wasLocked } });
  return null;
};
