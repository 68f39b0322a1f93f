import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NonceSet } from '../../src/store/nonce-set.ts';

const serial = () => randomUUID().replace(/-/g, '');

describe('NonceSet', () => {
  it('claims each nonce once, across growth of its table', () => {
    const set = new NonceSet(60_000);
    const nonces = Array.from({ length: 20_000 }, serial);
    for (const n of nonces) expect(set.claim(n)).toBe(true);
    expect(set.size).toBe(20_000);
    // Every one is still known after the table has doubled several times.
    expect(nonces.filter((n) => set.claim(n))).toEqual([]);
    expect(set.claim('')).toBe(true);
    expect(set.claim('')).toBe(false);
  });

  it('remembers a nonce for at least one lifetime and forgets it after two', () => {
    let now = 1_000_000;
    const set = new NonceSet(10_000, () => now);
    expect(set.claim('a')).toBe(true);
    now += 9_999;
    expect(set.claim('a')).toBe(false);
    now += 1; // rotation: 'a' moves to the previous generation, still known
    expect(set.claim('a')).toBe(false);
    expect(set.claim('b')).toBe(true);
    now += 10_000; // rotation: 'a' is dropped, 'b' is in the previous generation
    expect(set.claim('a')).toBe(true);
    expect(set.claim('b')).toBe(false);
    now += 25_000; // idle for more than two lifetimes: everything is over
    expect(set.claim('b')).toBe(true);
    expect(set.size).toBe(1);
  });

  it('tells apart texts that differ in one character or in order', () => {
    const set = new NonceSet(60_000);
    for (const n of ['ab', 'ba', 'abc', 'abd', 'a', 'b', 'A']) expect(set.claim(n), n).toBe(true);
  });
});
