import type { api } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Handler } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { newToken, sha256Hex } from '../../lib/hash.ts';
import { MOBILE_NOT_REGISTERED } from '../../lib/mobile-accounts.ts';
import { LOGIN_PER_USERNAME, resetLimit } from '../../lib/rate-limit.ts';
import { useCode } from '../messages/codes.ts';
import { setPassword } from './password.ts';

export const RESET_TOKEN_MINUTES = 15;
export const RESET_TOKEN_INVALID = 'auth.resetTokenInvalid';

/** NoLogin/SysUser/GetResetPasswordToken: a verified SMS code exchanged for a one-time reset token (an earlier unused one stops working). */
export const resetPasswordToken: Handler<typeof api.resetPasswordToken> = async ({ config, input, db }) => {
  const resetToken = newToken();
  await useCode(db, { secret: config.appKey, mobile: input.Mobile, type: 'ResetPassword', code: input.VerifyCode }, async (trx) => {
    const user = await trx.selectFrom('sysUser').select('sysUserId').where('mobile', '=', input.Mobile).executeTakeFirst();
    if (!user) throw notFound(MOBILE_NOT_REGISTERED);
    // One reset at a time: an earlier unused token stops working.
    await trx
      .updateTable('passwordReset')
      .set({ usedTime: sql`now()` })
      .where('sysUserId', '=', user.sysUserId)
      .where('usedTime', 'is', null)
      .execute();
    await trx
      .insertInto('passwordReset')
      .values({
        tokenHash: sha256Hex(resetToken),
        sysUserId: user.sysUserId,
        expireTime: sql<Date>`now() + make_interval(mins => ${RESET_TOKEN_MINUTES})`,
      })
      .execute();
  });
  return { ResetToken: resetToken };
};

/** NoLogin/SysUser/ResetPassword: the token's account gets the new password; every session of it ends. */
export const resetPassword: Handler<typeof api.resetPassword> = async ({ input, db, store, ip, serial }) => {
  const tokenHash = sha256Hex(input.ResetToken);
  const live = (q: Kysely<Database>) =>
    q
      .selectFrom('passwordReset')
      .innerJoin('sysUser', 'sysUser.sysUserId', 'passwordReset.sysUserId')
      .select(['sysUser.sysUserId', 'sysUser.username'])
      .where('passwordReset.tokenHash', '=', tokenHash)
      .where('passwordReset.usedTime', 'is', null)
      .where('passwordReset.expireTime', '>', sql<Date>`now()`);
  // Checked before the (slow) password hash is computed.
  if (!(await live(db).executeTakeFirst())) throw invalid(RESET_TOKEN_INVALID);
  const user = await db.transaction().execute(async (trx) => {
    const user = await live(trx).forUpdate().executeTakeFirst();
    if (!user) throw invalid(RESET_TOKEN_INVALID);
    await trx.updateTable('passwordReset').set({ usedTime: sql`now()` }).where('tokenHash', '=', tokenHash).execute();
    await setPassword(trx, user.sysUserId, input.NewPassword, user.sysUserId);
    await writeAudit(trx, { event: 'password.reset', sysUserId: user.sysUserId, username: user.username, ip, serial });
    return user;
  });
  await resetLimit(store, LOGIN_PER_USERNAME, user.username);
  return null;
};
