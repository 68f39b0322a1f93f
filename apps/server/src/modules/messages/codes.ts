import { createHmac } from 'node:crypto';
import { SMS_CODE_MAX_TRIES, SMS_CODE_TTL_SECONDS, type SmsMessageType, safeEqualHex } from '@kc/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../../lib/errors.ts';
import { sixDigitCode } from '../../lib/hash.ts';

/**
 * Codes are kept only as a keyed hash (the server's app key) bound to their mobile and
 * purpose: six digits are too few to keep a plain hash from being inverted.
 */
export const codeHash = (secret: string, mobile: string, type: SmsMessageType, code: string) =>
  createHmac('sha256', secret).update(`sms-code:${mobile}:${type}:${code}`).digest('hex');

export const CODE_WRONG = 'rule.verifyCode';
export const CODE_DEAD = 'sms.codeDead';
export const CODE_MISSING = 'sms.codeMissing';

/**
 * Issues a fresh 6-digit code for mobile + purpose, valid SMS_CODE_TTL_SECONDS; every older
 * unused code of the same mobile and purpose stops working. Answers the plain code (for delivery).
 */
export async function issueCode(trx: Kysely<Database>, secret: string, mobile: string, type: SmsMessageType): Promise<string> {
  const code = sixDigitCode();
  await trx
    .updateTable('smsCode')
    .set({ usedTime: new Date() })
    .where('mobile', '=', mobile)
    .where('messageType', '=', type)
    .where('usedTime', 'is', null)
    .execute();
  await trx
    .insertInto('smsCode')
    .values({
      mobile,
      messageType: type,
      codeHash: codeHash(secret, mobile, type, code),
      expireTime: sql<Date>`now() + make_interval(secs => ${SMS_CODE_TTL_SECONDS})`,
    })
    .execute();
  return code;
}

export interface CodeClaim {
  /** The key of the code hash: config.appKey. */
  secret: string;
  mobile: string;
  type: SmsMessageType;
  code: string;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Checks the latest code of mobile + purpose under a row lock. A wrong code counts a try
 * (committed even though the call is refused); after SMS_CODE_MAX_TRIES wrong tries the code
 * is dead. A right code is used up (when `consume`) in the same transaction as `work`, so a
 * refused or failed `work` leaves the code usable and writes nothing.
 */
async function withCode<T>(db: Kysely<Database>, claim: CodeClaim, consume: boolean, work: (trx: Transaction<Database>) => Promise<T>) {
  const outcome: Outcome<T> = await db.transaction().execute(async (trx): Promise<Outcome<T>> => {
    const row = await trx
      .selectFrom('smsCode')
      .select(['smsCodeId', 'codeHash', 'tries', 'usedTime', sql<boolean>`expire_time > now()`.as('live')])
      .where('mobile', '=', claim.mobile)
      .where('messageType', '=', claim.type)
      .orderBy('smsCodeId', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.usedTime || !row.live) return { ok: false, message: CODE_MISSING };
    if (row.tries >= SMS_CODE_MAX_TRIES) return { ok: false, message: CODE_DEAD };
    if (!safeEqualHex(row.codeHash, codeHash(claim.secret, claim.mobile, claim.type, claim.code))) {
      const tries = row.tries + 1;
      await trx.updateTable('smsCode').set({ tries }).where('smsCodeId', '=', row.smsCodeId).execute();
      return { ok: false, message: tries >= SMS_CODE_MAX_TRIES ? CODE_DEAD : CODE_WRONG };
    }
    if (consume) await trx.updateTable('smsCode').set({ usedTime: new Date() }).where('smsCodeId', '=', row.smsCodeId).execute();
    return { ok: true, value: await work(trx) };
  });
  if (!outcome.ok) throw invalid(outcome.message);
  return outcome.value;
}

/** Uses up the code and runs `work` in the same transaction (100001 on a wrong, dead or missing code). */
export const useCode = <T>(db: Kysely<Database>, claim: CodeClaim, work: (trx: Transaction<Database>) => Promise<T>) =>
  withCode(db, claim, true, work);

/** Checks the code without using it up; wrong tries count. */
export const checkCode = (db: Kysely<Database>, claim: CodeClaim) => withCode(db, claim, false, async () => undefined);
