import { z } from 'zod';
import { CLOCK_RE, check, HTTPS_URL_RE, MD5_HEX_RE, PHONE_RE, VERIFY_CODE_RE, validationMessages } from './validators.ts';

// zod lives here, apart from the plain predicates, so the web's first page can validate
// with `check` without loading zod.
const en = validationMessages.en;

/** zod pieces for the same rules, so a request schema states them once. */
export const zRule = {
  name: z
    .string()
    .min(1, en.nameRequired)
    .refine((v) => !v.startsWith(' '), en.nameLeadingSpace),
  username: z.string().min(5, en.username).max(25, en.username),
  phone: z.string().regex(PHONE_RE, en.phoneFormat),
  sendCodePhone: z.string().min(1, en.phoneEmpty).regex(PHONE_RE, en.phoneWrong),
  verifyCode: z.string().regex(VERIFY_CODE_RE, en.verifyCode),
  /** Plain password (register, reset, change): 6-20 characters. */
  password: z.string().min(6, en.password).max(20, en.password),
  /** Password as sent at sign-in: its MD5 hex digest. */
  passwordDigest: z.string().regex(MD5_HEX_RE, 'Password must be the 32-hex MD5 digest'),
  /** A JSON integer ≥ 1 (never a string or a boolean: no coercion, README "Input contract"). */
  positiveInteger: z.number(en.positiveInteger).int(en.positiveInteger).min(1, en.positiveInteger),
  /** Province, city and district codes, all three chosen. */
  /** A time of the day `HH:mm` (a school's hours). */
  clock: z.string().regex(CLOCK_RE, en.clock),
  /** A service's https address. */
  httpsUrl: z.string().regex(HTTPS_URL_RE, en.httpsUrl),
  schoolAddress: z.array(z.string(), en.schoolAddress).refine((codes) => check.schoolAddress(codes) === null, en.schoolAddress),
};
