import { api, SMS_RESEND_SECONDS, type SmsMessageType } from '@kc/contract';
import type { Db } from '../../db/index.ts';
import type { Module } from '../../http/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import {
  claimCooldown,
  consume,
  ensureUnder,
  MOBILE_LOOKUPS_PER_IP,
  record,
  SMS_PER_IP_HOUR,
  SMS_PER_MOBILE_DAY,
  SMS_RESEND_PER_MOBILE,
} from '../../lib/rate-limit.ts';
import { checkCode, issueCode } from './codes.ts';
import { codeContent, deliver } from './delivery.ts';

/** Purposes whose code goes to the mobile of an existing account. */
const FOR_ACCOUNTS: readonly SmsMessageType[] = ['Login', 'UpdatePassword', 'ResetPassword'];
/** Purposes whose code goes to a mobile no account uses yet. */
const FOR_NEW_NUMBERS: readonly SmsMessageType[] = ['Register', 'UpdateMobile'];

export const MOBILE_NOT_REGISTERED = 'mobile number not registered';
export const MOBILE_ALREADY_USED = 'mobile number already registered';

export const sysUserByMobile = (db: Db, mobile: string) =>
  db.selectFrom('sysUser').select(['sysUserId', 'username', 'state']).where('mobile', '=', mobile).executeTakeFirst();

export const smsModule: Module = (r) => {
  r.handle(api.sendShortMessage, async ({ input, db, store, config, log, ip }) => {
    const { mobile, messageType } = input;
    await consume(store, SMS_PER_IP_HOUR, ip);
    // The same one lookup on every path, whatever it finds.
    const account = await sysUserByMobile(db, mobile);
    if (FOR_ACCOUNTS.includes(messageType) && !account) throw notFound(MOBILE_NOT_REGISTERED);
    if (FOR_NEW_NUMBERS.includes(messageType) && account) throw conflict(MOBILE_ALREADY_USED);

    await ensureUnder(store, SMS_PER_MOBILE_DAY, mobile);
    const releaseCooldown = await claimCooldown(store, SMS_RESEND_PER_MOBILE, mobile);
    await record(store, SMS_PER_MOBILE_DAY, mobile);

    const { code, content, msgtransferId } = await db.transaction().execute(async (trx) => {
      const code = await issueCode(trx, config.appKey, mobile, messageType);
      const content = codeContent(code, config.sms.sign);
      const row = await trx
        .insertInto('msgOutbox')
        .values({ channel: 'sms', recipient: mobile, messageType, content, state: 0 })
        .returning('msgtransferId')
        .executeTakeFirstOrThrow();
      return { code, content, msgtransferId: row.msgtransferId };
    });
    try {
      await deliver({ db, config, log }, msgtransferId, { recipient: mobile, messageType, content, code });
    } catch (err) {
      // Not delivered: the user may ask again at once.
      await releaseCooldown();
      throw err;
    }
    return { ResendAfter: SMS_RESEND_SECONDS };
  });

  r.handle(api.checkVerifyCode, async ({ input, db, config }) => {
    await checkCode(db, { secret: config.appKey, mobile: input.Mobile, type: input.MessageType, code: input.VerifyCode });
    return { Valid: true as const };
  });

  r.handle(api.teacherMobileExists, async ({ input, db, store, ip }) => {
    await consume(store, MOBILE_LOOKUPS_PER_IP, ip);
    const row = await db
      .selectFrom('teacher')
      .select('teacherId')
      .where('mobile', '=', input.Mobile)
      .where('state', '=', 0)
      .limit(1)
      .executeTakeFirst();
    return { Exists: Boolean(row) };
  });

  r.handle(api.sysUserMobileExists, async ({ input, db, store, ip }) => {
    await consume(store, MOBILE_LOOKUPS_PER_IP, ip);
    return { Exists: Boolean(await sysUserByMobile(db, input.Mobile)) };
  });
};
