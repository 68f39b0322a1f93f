import type { Db } from '../db/index.ts';

// Accounts by their mobile number: sign-in by SMS, codes sent, registration and mobile changes.

export const MOBILE_NOT_REGISTERED = 'auth.mobileNotRegistered';
export const MOBILE_ALREADY_USED = 'auth.mobileAlreadyUsed';

/** The account with this mobile, if any. */
export const sysUserByMobile = (db: Db, mobile: string) =>
  db.selectFrom('sysUser').select(['sysUserId', 'username', 'state']).where('mobile', '=', mobile).executeTakeFirst();
