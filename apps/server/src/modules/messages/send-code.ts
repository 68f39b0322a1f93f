import { type api, SMS_RESEND_SECONDS, type SmsMessageType } from '@kc/contract';
import type { Handler } from '../../http/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { MOBILE_ALREADY_USED, MOBILE_NOT_REGISTERED, sysUserByMobile } from '../../lib/mobile-accounts.ts';
import {
  claimCooldown,
  consume,
  ensureUnder,
  record,
  SMS_PER_IP_HOUR,
  SMS_PER_MOBILE_DAY,
  SMS_RESEND_PER_MOBILE,
} from '../../lib/rate-limit.ts';
import { issueCode } from './codes.ts';
import { codeContent, deliver } from './delivery.ts';

/** Purposes whose code goes to the mobile of an existing account. */
const FOR_ACCOUNTS: readonly SmsMessageType[] = ['Login', 'UpdatePassword', 'ResetPassword'];
/** Purposes whose code goes to a mobile no account uses yet. */
const FOR_NEW_NUMBERS: readonly SmsMessageType[] = ['Register', 'UpdateMobile'];

/**
 * Member/SendShortMessage: a fresh code for a mobile and purpose, kept in the outbox and
 * delivered (delivery.ts), within the sending limits of the address and the mobile.
 */
export const sendCode: Handler<typeof api.sendShortMessage> = async ({ input, db, store, config, log, ip }) => {
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
};
