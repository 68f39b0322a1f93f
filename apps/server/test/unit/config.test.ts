import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { DEV_APP_KEY, DEV_DATA_KEY, loadConfig } from '../../src/config.ts';

describe('configuration', () => {
  it('refuses to start in production on the built-in development APP_KEY', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_KEY: DEV_APP_KEY })).toThrow(/APP_KEY/);
    expect(loadConfig({ NODE_ENV: 'production', APP_KEY: 'a-real-secret', DATA_KEY: 'another-secret' }).appKey).toBe('a-real-secret');
  });

  it('refuses to start in production on the built-in development DATA_KEY (personal data encrypted at rest)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', APP_KEY: 'a-real-secret' })).toThrow(/DATA_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_KEY: 'a-real-secret', DATA_KEY: DEV_DATA_KEY })).toThrow(/DATA_KEY/);
    expect(loadConfig({ NODE_ENV: 'production', APP_KEY: 'a', DATA_KEY: 'a-real-data-secret' }).dataKey).toBe('a-real-data-secret');
    expect(loadConfig({}).dataKey).toBe(DEV_DATA_KEY);
  });

  it('defaults to port 8080 and ./data, and reads the documented variables', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
    const d = loadConfig({ PORT: '9090', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://h/db', REDIS_URL: 'redis://r', APP_CODE: 'c' });
    expect([d.port, d.dataDir, d.databaseUrl, d.redisUrl, d.appCode, d.uploadDir]).toEqual([
      9090,
      '/tmp/x',
      'postgres://h/db',
      'redis://r',
      'c',
      '/tmp/x/uploads',
    ]);
  });

  it('sizes the database pool from DATABASE_POOL_SIZE, else twice the cores (at least 4), and refuses a size that is no positive integer', () => {
    expect(loadConfig({}).databasePoolSize).toBe(Math.max(4, 2 * os.availableParallelism()));
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    for (const bad of ['0', '-3', '2.5', 'ten'])
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(`DATABASE_POOL_SIZE must be a positive integer, got "${bad}"`);
  });
});
