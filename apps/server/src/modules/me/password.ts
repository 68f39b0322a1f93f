import type { api } from '@kc/contract';
import type { Handler } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { invalid } from '../../lib/errors.ts';
import { LOGIN_PER_USERNAME, resetLimit } from '../../lib/rate-limit.ts';
import { setPassword } from '../auth/password.ts';
import { useCode } from '../messages/codes.ts';
import { accountOf, ownAccount } from './own-account.ts';

/** SysUser/UpdatePasswordV2: the caller's new password, confirmed by an SMS code to the account's mobile; every session of it ends. */
export const updatePassword: Handler<typeof api.updatePasswordV2> = async ({ config, input, db, store, session, ip, serial }) => {
  const sysUserId = ownAccount(input, session);
  const account = await accountOf(db, sysUserId);
  if (account.mobile !== input.Mobile) throw invalid('me.notAccountMobile', {}, 'Mobile');
  await useCode(db, { secret: config.appKey, mobile: input.Mobile, type: 'UpdatePassword', code: input.VerifyCode }, async (trx) => {
    await setPassword(trx, sysUserId, input.NewPassword, sysUserId);
    await writeAudit(trx, { event: 'password.change', sysUserId, username: account.username, ip, serial });
  });
  await resetLimit(store, LOGIN_PER_USERNAME, account.username);
  return null;
};
