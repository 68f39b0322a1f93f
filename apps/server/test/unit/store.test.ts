import { afterAll, describe, expect, it } from 'vitest';
import { type KvStore, MemoryStore, RedisStore } from '../../src/store/index.ts';

const stores: [string, () => KvStore][] = [['memory', () => new MemoryStore()]];
// The shared store is exercised whenever a Redis is given (CI and dev machines have one).
if (process.env.REDIS_URL)
  stores.push(['redis', () => new RedisStore(process.env.REDIS_URL as string, `kc-test-${process.pid}-${Date.now()}:`)]);

describe.each(stores)('%s store', (_name, make) => {
  const store = make();
  afterAll(() => store.close());

  it('counts hits in a window', async () => {
    expect(await store.hit('a', 60)).toBe(1);
    expect(await store.hit('a', 60)).toBe(2);
    expect(await store.count('a')).toBe(2);
    expect(await store.ttl('a')).toBeGreaterThan(50);
    await store.del('a');
    expect(await store.count('a')).toBe(0);
  });

  it('claims a marker once', async () => {
    expect(await store.claim('marker:x', 60)).toBe(true);
    expect(await store.claim('marker:x', 60)).toBe(false);
  });

  it('claims a request serial once', async () => {
    const serial = `s${Date.now()}`;
    expect(await store.claimSerial(serial, 60)).toBe(true);
    expect(await store.claimSerial(serial, 60)).toBe(false);
    expect(await store.claimSerial(`${serial}-other`, 60)).toBe(true);
  });

  it('forgets a key when its window ends', async () => {
    await store.hit('short', 1);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await store.count('short')).toBe(0);
  });
});
