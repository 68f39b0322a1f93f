import { SMS_DAILY_LIMIT, SMS_RESEND_SECONDS } from '@kc/contract';
import type { KvStore } from '../store/index.ts';
import { tooMany } from './errors.ts';

/**
 * Every rate limit of the server, in one place. Counters live in the KvStore (in-process,
 * or Redis when several instances serve together), so every instance sees the same counts.
 */
export interface LimitRule {
  /** Key prefix in the store; the subject (username, IP, mobile) follows it. */
  prefix: string;
  /** Allowed events per window; the next one is refused. */
  limit: number;
  windowSeconds: number;
  /** The msg of the 100006 answer. */
  message: string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const TOO_MANY_ATTEMPTS = 'limit.tooManyAttempts';

/** Sign-in with a password: attempts per username since the last success (a success resets it). */
export const LOGIN_PER_USERNAME: LimitRule = {
  prefix: 'rl:login:user:',
  limit: 5,
  windowSeconds: 15 * MINUTE,
  message: TOO_MANY_ATTEMPTS,
};

/** Sign-in with a password: failed attempts per client IP (credential stuffing across usernames). */
export const LOGIN_FAILURES_PER_IP: LimitRule = {
  prefix: 'rl:login:ip:',
  limit: 30,
  windowSeconds: 15 * MINUTE,
  message: TOO_MANY_ATTEMPTS,
};

/** SMS codes: one per mobile every SMS_RESEND_SECONDS (the 60 s of the send-code button). */
export const SMS_RESEND_PER_MOBILE: LimitRule = {
  prefix: 'rl:sms:resend:',
  limit: 1,
  windowSeconds: SMS_RESEND_SECONDS,
  message: 'limit.waitForCode',
};

/** SMS codes: per mobile per day. */
export const SMS_PER_MOBILE_DAY: LimitRule = {
  prefix: 'rl:sms:day:',
  limit: SMS_DAILY_LIMIT,
  windowSeconds: DAY,
  message: 'limit.codesToday',
};

/** SMS codes: requests per client IP per hour (also bounds probing which mobiles are registered). */
export const SMS_PER_IP_HOUR: LimitRule = {
  prefix: 'rl:sms:ip:',
  limit: 30,
  windowSeconds: HOUR,
  message: 'limit.tooManyRequests',
};

/** Public mobile-exists checks per client IP (they tell whether a number is registered). */
export const MOBILE_LOOKUPS_PER_IP: LimitRule = {
  prefix: 'rl:lookup:ip:',
  limit: 60,
  windowSeconds: 10 * MINUTE,
  message: 'limit.tooManyRequests',
};

/** Public appointment requests (Subscribe/Submit) per client IP: a family sends one or two, a script many. */
export const SUBSCRIBE_PER_IP: LimitRule = {
  prefix: 'rl:subscribe:ip:',
  limit: 10,
  windowSeconds: HOUR,
  message: 'limit.tooManyRequests',
};

export const limitKey = (rule: LimitRule, subject: string) => `${rule.prefix}${subject.toLowerCase()}`;

/** Counts one event and refuses it (100006) once the window already holds `limit` events. */
export async function consume(store: KvStore, rule: LimitRule, subject: string): Promise<void> {
  const count = await store.hit(limitKey(rule, subject), rule.windowSeconds);
  if (count > rule.limit) throw tooMany(rule.message);
}

/** Refuses (100006) when the window already holds `limit` events, without counting this one. */
export async function ensureUnder(store: KvStore, rule: LimitRule, subject: string): Promise<void> {
  if ((await store.count(limitKey(rule, subject))) >= rule.limit) throw tooMany(rule.message);
}

/** Counts one event without refusing (failures counted after the fact). */
export async function record(store: KvStore, rule: LimitRule, subject: string): Promise<void> {
  await store.hit(limitKey(rule, subject), rule.windowSeconds);
}

export async function resetLimit(store: KvStore, rule: LimitRule, subject: string): Promise<void> {
  await store.del(limitKey(rule, subject));
}

/**
 * The resend rule: claims the mobile's cool-down window, or refuses (100006) naming the
 * seconds left. Answers a function that gives the window back (when delivery failed).
 */
export async function claimCooldown(store: KvStore, rule: LimitRule, subject: string): Promise<() => Promise<void>> {
  const key = limitKey(rule, subject);
  if (!(await store.claim(key, rule.windowSeconds))) {
    const left = Math.max(1, await store.ttl(key));
    throw tooMany('limit.waitSeconds', { seconds: left });
  }
  return () => store.del(key);
}
