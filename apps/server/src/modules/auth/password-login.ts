import { type api, md5Hex } from '@kc/contract';
import type { Handler } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { ApiError, forbidden, invalid } from '../../lib/errors.ts';
import { hashPasswordDigest, newToken, verifyPasswordDigest } from '../../lib/hash.ts';
import { consume, ensureUnder, LOGIN_FAILURES_PER_IP, LOGIN_PER_USERNAME, record, resetLimit } from '../../lib/rate-limit.ts';
import { ACCOUNT_DISABLED, signIn } from './session.ts';

export const WRONG_CREDENTIALS = 'auth.wrongCredentials';

/** Verified against when the username is unknown, so both answers take the same time. */
let dummyHash: Promise<string> | undefined;
const timingDummy = () => {
  dummyHash ??= hashPasswordDigest(md5Hex(newToken()));
  return dummyHash;
};

/**
 * NoLogin/admin/SysUserLogin: a username and password (the web's MD5 digest of it); failures
 * are audited and limited per address and per username.
 */
export const passwordLogin: Handler<typeof api.passwordLogin> = async ({ input, db, store, ip, serial, userAgent }) => {
  const username = input.Username;
  try {
    await ensureUnder(store, LOGIN_FAILURES_PER_IP, ip);
    // Counts this attempt; a success clears the count, so it holds the failures since the last success.
    await consume(store, LOGIN_PER_USERNAME, username);
  } catch (err) {
    // A locked-out attempt is a security event too (guessing goes on behind the lock).
    if (err instanceof ApiError) {
      await writeAudit(db, { event: 'login.failure', username, ip, serial, detail: { method: 'password', reason: 'rate limited' } });
    }
    throw err;
  }

  const user = await db
    .selectFrom('sysUser')
    .select(['sysUserId', 'username', 'passwordHash', 'state', 'currentRoleId'])
    .where('username', '=', username)
    .executeTakeFirst();
  const passwordOk = await verifyPasswordDigest(user?.passwordHash ?? (await timingDummy()), input.Password);
  if (!user || !passwordOk) {
    await record(store, LOGIN_FAILURES_PER_IP, ip);
    await writeAudit(db, {
      event: 'login.failure',
      sysUserId: user?.sysUserId ?? null,
      username,
      ip,
      serial,
      detail: { method: 'password', reason: user ? 'wrong password' : 'unknown username' },
    });
    throw invalid(WRONG_CREDENTIALS);
  }
  if (user.state !== 0) {
    await writeAudit(db, {
      event: 'login.failure',
      sysUserId: user.sysUserId,
      username,
      ip,
      serial,
      detail: { method: 'password', reason: 'account disabled' },
    });
    throw forbidden(ACCOUNT_DISABLED);
  }
  await resetLimit(store, LOGIN_PER_USERNAME, username);
  const token = await db
    .transaction()
    .execute((trx) => signIn(trx, user, { clientType: input.ClientType, ip, userAgent, serial, method: 'password' }));
  return { token };
};
