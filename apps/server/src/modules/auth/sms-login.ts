import { type api, maskPhone } from '@kc/contract';
import type { Handler } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { ApiError, forbidden, invalid } from '../../lib/errors.ts';
import { MOBILE_NOT_REGISTERED } from '../../lib/mobile-accounts.ts';
import { useCode } from '../messages/codes.ts';
import { ACCOUNT_DISABLED, signIn } from './session.ts';

/** SysUser/Login: a mobile and its SMS code; a refusal is audited. */
export const smsLogin: Handler<typeof api.smsLogin> = async ({ input, db, config, ip, serial, userAgent }) => {
  try {
    const token = await useCode(db, { secret: config.appKey, mobile: input.Mobile, type: 'Login', code: input.VerifyCode }, async (trx) => {
      const user = await trx
        .selectFrom('sysUser')
        .select(['sysUserId', 'username', 'state', 'currentRoleId'])
        .where('mobile', '=', input.Mobile)
        .executeTakeFirst();
      if (!user) throw invalid(MOBILE_NOT_REGISTERED);
      if (user.state !== 0) throw forbidden(ACCOUNT_DISABLED);
      return signIn(trx, user, { clientType: input.ClientType, ip, userAgent, serial, method: 'sms' });
    });
    return { token };
  } catch (err) {
    if (err instanceof ApiError) {
      const owner = await db.selectFrom('sysUser').select(['sysUserId', 'username']).where('mobile', '=', input.Mobile).executeTakeFirst();
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
};
