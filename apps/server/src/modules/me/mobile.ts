import { type api, maskPhone } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { conflict, invalid, uniqueViolation } from '../../lib/errors.ts';
import { MOBILE_ALREADY_USED, sysUserByMobile } from '../../lib/mobile-accounts.ts';
import { useCode } from '../messages/codes.ts';
import { accountOf, ownAccount } from './own-account.ts';

/** SysUser/UpdateMobile: the caller's new mobile, confirmed by an SMS code sent to it; the staff record follows. */
export const updateMobile: Handler<typeof api.updateMobile> = async ({ config, input, db, session, ip, serial }) => {
  const sysUserId = ownAccount(input, session);
  const account = await accountOf(db, sysUserId);
  if (account.mobile === input.Mobile) throw invalid('me.sameMobile', {}, 'Mobile');
  if (await sysUserByMobile(db, input.Mobile)) throw conflict(MOBILE_ALREADY_USED);
  try {
    await useCode(db, { secret: config.appKey, mobile: input.Mobile, type: 'UpdateMobile', code: input.VerifyCode }, async (trx) => {
      await trx
        .updateTable('sysUser')
        .set({ mobile: input.Mobile, updateTime: sql`now()`, updateBy: sysUserId })
        .where('sysUserId', '=', sysUserId)
        .execute();
      // The staff record of a school account carries the same number.
      await trx
        .updateTable('teacher')
        .set({ mobile: input.Mobile, updateTime: sql`now()`, updateBy: sysUserId })
        .where('sysUserId', '=', sysUserId)
        .where('mobile', '=', account.mobile)
        .execute();
      await writeAudit(trx, {
        event: 'mobile.change',
        sysUserId,
        username: account.username,
        ip,
        serial,
        detail: { from: maskPhone(account.mobile), to: maskPhone(input.Mobile) },
      });
    });
  } catch (err) {
    if (uniqueViolation(err) !== null) throw conflict(MOBILE_ALREADY_USED);
    throw err;
  }
  return null;
};
