import { type ApiClient, api, Code, createApiClient } from '@kc/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCacheOf } from '../../src/http/auth.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { startTestServer, type TestServer } from '../harness.ts';

/**
 * Sessions, grants and the smart-centre rule are cached per instance; every change of them,
 * through any instance's API or straight in SQL, applies on the next call of every instance.
 */
let a: TestServer;
/** A second instance on the same database. */
let b: RunningServer;
let bUrl: string;

beforeAll(async () => {
  a = await startTestServer();
  b = await startServer({ ...a.config });
  bUrl = b.url.replace('0.0.0.0', '127.0.0.1');
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const onB = (token: string): ApiClient =>
  createApiClient({ baseUrl: bUrl, appCode: a.config.appCode, appKey: a.config.appKey, getToken: () => token });
const cacheOf = (server: RunningServer) => {
  const cache = sessionCacheOf(server.db);
  if (!cache) throw new Error('no session cache');
  return cache;
};
const outbox = (client: ApiClient) => client.call(api.msgtransferPage, { cur_page: 1, size: 5 });

const parkRole = async () =>
  (await a.db.selectFrom('sysRole').select('sysRoleId').where('roleType', '=', 200).executeTakeFirstOrThrow()).sysRoleId;
const outboxMenu = async () =>
  (await a.db.selectFrom('sysMenu').select('sysMenuId').where('name', '=', 'Msgtransfer').executeTakeFirstOrThrow()).sysMenuId;
const grantOutboxBySql = async () => {
  await a.db
    .insertInto('sysRoleMenu')
    .values({ sysRoleId: await parkRole(), sysMenuId: await outboxMenu(), actionValues: ['view'] })
    .execute();
};
const revokeOutboxBySql = async () => {
  await a.db
    .deleteFrom('sysRoleMenu')
    .where('sysRoleId', '=', await parkRole())
    .where('sysMenuId', '=', await outboxMenu())
    .execute();
};

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 10_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('session cache', () => {
  it('answers repeated calls from the cache, and a grant change by SQL applies on the next call', async () => {
    const park = a.client(await a.login('park01'));
    const cache = cacheOf(a);
    expect(cache.listening).toBe(true);
    expect((await outbox(park)).code).toBe(Code.NoPermission);
    const hits = cache.stats.hits;
    expect((await outbox(park)).code).toBe(Code.NoPermission);
    expect(cache.stats.hits).toBe(hits + 1);

    await grantOutboxBySql();
    try {
      expect((await outbox(park)).code).toBe(Code.Success);
      expect((await outbox(park)).code).toBe(Code.Success);
    } finally {
      await revokeOutboxBySql();
    }
    expect((await outbox(park)).code).toBe(Code.NoPermission);
  });

  it('applies a change made through one instance on the next call of the other', async () => {
    const token = await a.login('park01');
    const onA = a.client(token);
    expect((await outbox(onB(token))).code).toBe(Code.NoPermission);
    expect((await outbox(onB(token))).code).toBe(Code.NoPermission); // now cached on B

    const admin = await a.as('admin');
    const sysRoleId = await parkRole();
    const current = await a.db.selectFrom('sysRoleMenu').select(['sysMenuId', 'actionValues']).where('sysRoleId', '=', sysRoleId).execute();
    const grants = current.map((g) => ({ SysMenuId: g.sysMenuId, ActionValues: g.actionValues }));
    const set = (Menus: typeof grants) => admin.call(api.sysRoleSetMenuValues, { SysRoleId: sysRoleId, Menus: Menus as never });
    expect((await set([...grants, { SysMenuId: await outboxMenu(), ActionValues: ['view'] }])).code).toBe(Code.Success);
    try {
      expect((await outbox(onB(token))).code).toBe(Code.Success);
      expect((await outbox(onA)).code).toBe(Code.Success);
    } finally {
      expect((await set(grants)).code).toBe(Code.Success);
    }
    expect((await outbox(onB(token))).code).toBe(Code.NoPermission);
  });

  it('refuses a disabled account and an ended session at once on both instances', async () => {
    const adminToken = await a.login('admin');
    const park = await a.login('park02');
    const teacher = await a.login('teacher01');
    for (const token of [park, teacher]) {
      expect((await a.client(token).call(api.getUserInfo, {})).code).toBe(Code.Success);
      expect((await onB(token).call(api.getUserInfo, {})).code).toBe(Code.Success);
    }

    // Disabled through B; A refuses on its next call.
    const { sysUserId } = await a.db.selectFrom('sysUser').select('sysUserId').where('username', '=', 'park02').executeTakeFirstOrThrow();
    const disable = await onB(adminToken).call(api.sysUserUpdateState, { SysUserId: sysUserId, State: 1 });
    expect(disable.code, disable.msg).toBe(Code.Success);
    try {
      expect((await a.client(park).call(api.getUserInfo, {})).code).toBe(Code.SessionEnded);
      expect((await onB(park).call(api.getUserInfo, {})).code).toBe(Code.SessionEnded);
    } finally {
      await a.db.updateTable('sysUser').set({ state: 0 }).where('sysUserId', '=', sysUserId).execute();
    }

    // Signed out on A; B refuses on its next call.
    expect((await a.client(teacher).call(api.logout, {})).code).toBe(Code.Success);
    expect((await onB(teacher).call(api.getUserInfo, {})).code).toBe(Code.SessionEnded);
    expect((await a.client(teacher).call(api.getUserInfo, {})).code).toBe(Code.SessionEnded);
  });

  it('reads the database while its listener is down, so changes meanwhile apply, and caches again once it is back', async () => {
    const cache = cacheOf(a);
    const park = a.client(await a.login('park01'));
    expect((await outbox(park)).code).toBe(Code.NoPermission);
    expect((await outbox(park)).code).toBe(Code.NoPermission); // cached

    const { rows } = await sql<{ n: number }>`SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
      WHERE application_name = 'kc-auth-listener' AND datname = current_database()`.execute(a.db);
    expect(rows[0]?.n).toBe(2); // one per instance
    await until(() => !cache.listening, 'the listener to be lost');

    // The first retry comes 500 ms later: this change lands while nobody listens, its notification lost.
    const bypasses = cache.stats.bypasses;
    await grantOutboxBySql();
    try {
      expect((await outbox(park)).code).toBe(Code.Success);
      expect(cache.stats.bypasses).toBeGreaterThan(bypasses);

      await until(() => cache.listening && cacheOf(b).listening, 'the listeners to reconnect');
      expect((await outbox(park)).code).toBe(Code.Success); // not the entry cached before the outage
      const hits = cache.stats.hits;
      expect((await outbox(park)).code).toBe(Code.Success);
      expect(cache.stats.hits).toBe(hits + 1);
    } finally {
      await revokeOutboxBySql();
    }
    expect((await outbox(park)).code).toBe(Code.NoPermission);
  });
});
