import { SMS_DAILY_LIMIT, SMS_RESEND_SECONDS } from '@kc/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/errors.ts';
import {
  claimCooldown,
  consume,
  ensureUnder,
  type LimitRule,
  LOGIN_FAILURES_PER_IP,
  LOGIN_PER_USERNAME,
  limitKey,
  record,
  resetLimit,
  SMS_PER_IP_HOUR,
  SMS_PER_MOBILE_DAY,
  SMS_RESEND_PER_MOBILE,
} from '../../src/lib/rate-limit.ts';
import { MemoryStore } from '../../src/store/index.ts';

const store = new MemoryStore();
afterEach(async () => {
  for (const k of ['a', 'b', 'user', '13800000001']) for (const r of [rule, SMS_RESEND_PER_MOBILE]) await resetLimit(store, r, k);
});

const rule: LimitRule = { prefix: 'rl:test:', limit: 3, windowSeconds: 60, message: 'slow down' };

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
};

describe('the limits chosen', () => {
  it('are the documented numbers', () => {
    expect([LOGIN_PER_USERNAME.limit, LOGIN_PER_USERNAME.windowSeconds]).toEqual([5, 900]);
    expect([LOGIN_FAILURES_PER_IP.limit, LOGIN_FAILURES_PER_IP.windowSeconds]).toEqual([30, 900]);
    expect([SMS_RESEND_PER_MOBILE.limit, SMS_RESEND_PER_MOBILE.windowSeconds]).toEqual([1, SMS_RESEND_SECONDS]);
    expect([SMS_PER_MOBILE_DAY.limit, SMS_PER_MOBILE_DAY.windowSeconds]).toEqual([SMS_DAILY_LIMIT, 86_400]);
    expect([SMS_PER_IP_HOUR.limit, SMS_PER_IP_HOUR.windowSeconds]).toEqual([30, 3600]);
  });

  it('keys are per rule and case-insensitive per subject', () => {
    expect(limitKey(LOGIN_PER_USERNAME, 'Admin')).toBe('rl:login:user:admin');
    expect(limitKey(LOGIN_PER_USERNAME, 'x')).not.toBe(limitKey(LOGIN_FAILURES_PER_IP, 'x'));
  });
});

describe('consume', () => {
  it('allows `limit` events in the window and refuses the next with 100006 and the rule message', async () => {
    for (let i = 0; i < rule.limit; i++) await consume(store, rule, 'a');
    const err = await refusal(consume(store, rule, 'a'));
    expect(err.code).toBe(100006);
    expect(err.message).toBe('slow down');
    // Other subjects have their own count.
    await consume(store, rule, 'b');
  });

  it('starts over after a reset', async () => {
    for (let i = 0; i < rule.limit; i++) await consume(store, rule, 'user');
    await resetLimit(store, rule, 'user');
    await consume(store, rule, 'user');
  });
});

describe('ensureUnder and record', () => {
  it('count only what is recorded', async () => {
    for (let i = 0; i < rule.limit; i++) {
      await ensureUnder(store, rule, 'a');
      await ensureUnder(store, rule, 'a');
      await record(store, rule, 'a');
    }
    expect((await refusal(ensureUnder(store, rule, 'a'))).code).toBe(100006);
  });
});

describe('claimCooldown', () => {
  it('refuses a second claim naming the seconds left, and can be given back', async () => {
    const release = await claimCooldown(store, SMS_RESEND_PER_MOBILE, '13800000001');
    const err = await refusal(claimCooldown(store, SMS_RESEND_PER_MOBILE, '13800000001'));
    expect(err.code).toBe(100006);
    expect(err.message).toBe(`please wait ${SMS_RESEND_SECONDS} seconds before requesting another code`);
    await release();
    await claimCooldown(store, SMS_RESEND_PER_MOBILE, '13800000001');
  });
});
