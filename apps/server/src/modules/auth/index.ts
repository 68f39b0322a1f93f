import { api, Code, maskPhone, md5Hex } from '@kc/contract';
import { sql } from 'kysely';
import { endSessions } from '../../http/auth.ts';
import type { Module } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { ApiError, forbidden, invalid } from '../../lib/errors.ts';
import { hashPasswordDigest, newToken, verifyPasswordDigest } from '../../lib/hash.ts';
import { consume, ensureUnder, LOGIN_FAILURES_PER_IP, LOGIN_PER_USERNAME, record, resetLimit } from '../../lib/rate-limit.ts';
import { useCode } from '../sms/codes.ts';
import { createSession, signIn } from './session.ts';

export const WRONG_CREDENTIALS = 'wrong username or password';
export const ACCOUNT_DISABLED = 'this account is disabled, please contact the administrator';

/** Verified against when the username is unknown, so both answers take the same time. */
let dummyHash: Promise<string> | undefined;
const timingDummy = () => {
  dummyHash ??= hashPasswordDigest(md5Hex(newToken()));
  return dummyHash;
};

export const authModule: Module = (r) => {
  r.handle(api.passwordLogin, async ({ input, db, store, ip, serial, userAgent }) => {
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
  });

  r.handle(api.smsLogin, async ({ input, db, config, ip, serial, userAgent }) => {
    try {
      const token = await useCode(
        db,
        { secret: config.appKey, mobile: input.Mobile, type: 'Login', code: input.VerifyCode },
        async (trx) => {
          const user = await trx
            .selectFrom('sysUser')
            .select(['sysUserId', 'username', 'state', 'currentRoleId'])
            .where('mobile', '=', input.Mobile)
            .executeTakeFirst();
          if (!user) throw invalid('mobile number not registered');
          if (user.state !== 0) throw forbidden(ACCOUNT_DISABLED);
          return signIn(trx, user, { clientType: input.ClientType, ip, userAgent, serial, method: 'sms' });
        },
      );
      return { token };
    } catch (err) {
      if (err instanceof ApiError) {
        const owner = await db
          .selectFrom('sysUser')
          .select(['sysUserId', 'username'])
          .where('mobile', '=', input.Mobile)
          .executeTakeFirst();
        await writeAudit(db, {
          event: 'login.failure',
          sysUserId: owner?.sysUserId ?? null,
          username: owner?.username ?? null,
          ip,
          serial,
          detail: { method: 'sms', mobile: maskPhone(input.Mobile), reason: err.message },
        });
      }
      throw err;
    }
  });

  r.handle(api.logout, async ({ db, session, ip, serial }) => {
    await endSessions(db, { tokenHash: session.tokenHash }, 'logout');
    await writeAudit(db, { event: 'logout', sysUserId: session.sysUserId, username: session.username, ip, serial });
    return null;
  });

  r.handle(api.switchRole, async ({ input, db, session, ip, serial, userAgent }) => {
    const role = await db
      .selectFrom('sysUserRole as ur')
      .innerJoin('sysRole as r', 'r.sysRoleId', 'ur.sysRoleId')
      .select(['r.sysRoleId', 'r.roleName'])
      .where('ur.sysUserId', '=', session.sysUserId)
      .where('ur.sysRoleId', '=', input.SysRoleId)
      .where('r.state', '=', 0)
      .executeTakeFirst();
    if (!role) {
      await writeAudit(db, {
        event: 'role.switch.failure',
        sysUserId: session.sysUserId,
        username: session.username,
        ip,
        serial,
        detail: { from: session.sysRoleId, to: input.SysRoleId },
      });
      throw forbidden('you do not have this role');
    }

    const token = await db.transaction().execute(async (trx) => {
      // Ends this session; if a concurrent call ended it first, this one is no longer valid.
      const ended = await trx
        .updateTable('userSession')
        .set({ endTime: sql`now()`, endReason: 'role switched' })
        .where('tokenHash', '=', session.tokenHash)
        .where('endTime', 'is', null)
        .returning('clientType')
        .executeTakeFirst();
      if (!ended) throw new ApiError(Code.SessionEnded, 'session ended elsewhere, please sign in again');
      await trx
        .updateTable('sysUser')
        .set({ currentRoleId: role.sysRoleId, updateTime: sql`now()`, updateBy: session.sysUserId })
        .where('sysUserId', '=', session.sysUserId)
        .execute();
      const token = await createSession(trx, {
        sysUserId: session.sysUserId,
        sysRoleId: role.sysRoleId,
        clientType: ended.clientType,
        ip,
        userAgent,
      });
      await writeAudit(trx, {
        event: 'role.switch',
        sysUserId: session.sysUserId,
        username: session.username,
        ip,
        serial,
        detail: { from: session.sysRoleId, to: role.sysRoleId },
      });
      return token;
    });
    return { token };
  });
};
