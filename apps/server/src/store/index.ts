import { Redis } from 'ioredis';
import { NonceSet } from './nonce-set.ts';

/**
 * Short-lived shared counters and markers: rate limits and replay nonces.
 * In-process by default; Redis (REDIS_URL) when several API instances serve together.
 */
export interface KvStore {
  /** Adds one to the counter, starting its window if new; answers the count. */
  hit(key: string, windowSeconds: number): Promise<number>;
  /** Current count without adding. */
  count(key: string): Promise<number>;
  /** Sets the marker if absent; answers false when it was already there. */
  claim(key: string, ttlSeconds: number): Promise<boolean>;
  /** Marks a signed call's request serial as used for at least ttlSeconds; false when it already was. */
  claimSerial(serial: string, ttlSeconds: number): Promise<boolean>;
  /** Seconds left before the key expires (0 when absent). */
  ttl(key: string): Promise<number>;
  del(key: string): Promise<void>;
  /** Keeps a short text (a long call's progress) for ttlSeconds; `read` answers it, or null once gone. */
  put(key: string, value: string, ttlSeconds: number): Promise<void>;
  read(key: string): Promise<string | null>;
  close(): Promise<void>;
}

export class MemoryStore implements KvStore {
  private entries = new Map<string, { value: number; expires: number }>();
  private sweeper = setInterval(() => this.sweep(), 60_000).unref();
  /** Serials by lifetime (one in practice): fingerprints, not entries (nonce-set.ts). */
  private serials = new Map<number, NonceSet>();
  private texts = new Map<string, { value: string; expires: number }>();

  private live(key: string) {
    const e = this.entries.get(key);
    if (e && e.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }
  private sweep() {
    const now = Date.now();
    for (const [k, e] of this.entries) if (e.expires <= now) this.entries.delete(k);
    for (const [k, e] of this.texts) if (e.expires <= now) this.texts.delete(k);
  }
  async hit(key: string, windowSeconds: number) {
    const e = this.live(key);
    if (e) return ++e.value;
    this.entries.set(key, { value: 1, expires: Date.now() + windowSeconds * 1000 });
    return 1;
  }
  async count(key: string) {
    return this.live(key)?.value ?? 0;
  }
  async claim(key: string, ttlSeconds: number) {
    if (this.live(key)) return false;
    this.entries.set(key, { value: 1, expires: Date.now() + ttlSeconds * 1000 });
    return true;
  }
  async claimSerial(serial: string, ttlSeconds: number) {
    let set = this.serials.get(ttlSeconds);
    if (!set) {
      set = new NonceSet(ttlSeconds * 1000);
      this.serials.set(ttlSeconds, set);
    }
    return set.claim(serial);
  }
  async ttl(key: string) {
    const e = this.live(key);
    return e ? Math.ceil((e.expires - Date.now()) / 1000) : 0;
  }
  async del(key: string) {
    this.entries.delete(key);
    this.texts.delete(key);
  }
  async put(key: string, value: string, ttlSeconds: number) {
    this.texts.set(key, { value, expires: Date.now() + ttlSeconds * 1000 });
  }
  async read(key: string) {
    const e = this.texts.get(key);
    return e && e.expires > Date.now() ? e.value : null;
  }
  async close() {
    clearInterval(this.sweeper);
  }
}

export class RedisStore implements KvStore {
  private redis: Redis;
  constructor(
    url: string,
    private prefix = 'kc:',
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  }
  async hit(key: string, windowSeconds: number) {
    const k = this.prefix + key;
    const [[, count]] = (await this.redis.multi().incr(k).expire(k, windowSeconds, 'NX').exec()) as [[unknown, number]];
    return count;
  }
  async count(key: string) {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }
  async claim(key: string, ttlSeconds: number) {
    return (await this.redis.set(this.prefix + key, '1', 'EX', ttlSeconds, 'NX')) === 'OK';
  }
  claimSerial(serial: string, ttlSeconds: number) {
    return this.claim(`serial:${serial}`, ttlSeconds);
  }
  async ttl(key: string) {
    return Math.max(0, await this.redis.ttl(this.prefix + key));
  }
  async del(key: string) {
    await this.redis.del(this.prefix + key);
  }
  async put(key: string, value: string, ttlSeconds: number) {
    await this.redis.set(this.prefix + key, value, 'EX', ttlSeconds);
  }
  read(key: string) {
    return this.redis.get(this.prefix + key);
  }
  async close() {
    await this.redis.quit();
  }
}

export const createStore = (redisUrl: string | undefined, prefix?: string): KvStore =>
  redisUrl ? new RedisStore(redisUrl, prefix) : new MemoryStore();
