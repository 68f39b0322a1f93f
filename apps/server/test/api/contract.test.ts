import { api, Code, md5Hex, signedHeaders } from '@kc/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';

/** The API contract of ARCHITECTURE.md §3 as any caller meets it. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const post = (path: string, body: unknown, headers: Record<string, string>) =>
  fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('API contract', () => {
  it('trims every string it receives', async () => {
    const res = await server
      .client()
      .call(api.passwordLogin, { Username: '  admin  ', Password: ` ${md5Hex('Demo@123456')} `, ClientType: 1 });
    expect(res.code).toBe(Code.Success);
    // and the raw body, sent without the client's own trimming, is trimmed by the server too
    const raw = await post(
      '/api/NoLogin/admin/SysUserLogin',
      { Username: ' admin ', Password: md5Hex('Demo@123456'), ClientType: 1 },
      signedHeaders(server.config.appCode, server.config.appKey),
    );
    expect(((await raw.json()) as { code: number }).code).toBe(Code.Success);
  });

  it('answers invalid input with 100001 naming the field and the rule', async () => {
    const res = await server.client().call(api.passwordLogin, { Username: 'abc', Password: md5Hex('x'), ClientType: 1 });
    expect(res.code).toBe(Code.InvalidInput);
    expect(res.msg).toBe('Username: cannot be empty, length 5-25 characters');
  });

  it('serves the same calls under /callapi with a permissive CORS header', async () => {
    const res = await post('/callapi/ChinaArea/SelectTree', {}, signedHeaders(server.config.appCode, server.config.appKey));
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await res.json()) as { code: number }).code).toBe(Code.Success);
    const pre = await fetch(`${server.baseUrl}/callapi/ChinaArea/SelectTree`, { method: 'OPTIONS' });
    expect(pre.status).toBe(204);
  });

  it('answers an internal failure with 100500 and the log serial, never a stack', async () => {
    const token = await server.login('admin');
    const headers = signedHeaders(server.config.appCode, server.config.appKey, token, 'serial-internal-1');
    // Break the database under the running server: a real internal error, not a simulated one.
    await sql`ALTER TABLE ability_classify RENAME TO ability_classify_gone`.execute(server.db);
    try {
      const res = await post('/api/AbilityClassify/SelectAll', {}, headers);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { code: number; msg: string; data: unknown };
      expect(body.code).toBe(Code.InternalError);
      expect(body.msg).toContain('serial-internal-1');
      expect(body.msg).not.toMatch(/at |\.ts|relation/);
      expect(body.data).toBeNull();
    } finally {
      await sql`ALTER TABLE ability_classify_gone RENAME TO ability_classify`.execute(server.db);
    }
  });

  it('refuses a missing signature, a stale timestamp and a replayed serial with 100007', async () => {
    const { appCode, appKey } = server.config;
    const noSig = await post('/api/ChinaArea/SelectTree', {}, {});
    expect(((await noSig.json()) as { code: number }).code).toBe(Code.BadSignature);
    const stale = signedHeaders(appCode, appKey, null, 'stale-1', String(Date.now() - 6 * 60_000));
    expect(((await (await post('/api/ChinaArea/SelectTree', {}, stale)).json()) as { code: number }).code).toBe(Code.BadSignature);
    const wrongKey = signedHeaders(appCode, 'not-the-key', null);
    expect(((await (await post('/api/ChinaArea/SelectTree', {}, wrongKey)).json()) as { code: number }).code).toBe(Code.BadSignature);
    const once = signedHeaders(appCode, appKey, null, 'replay-1');
    expect(((await (await post('/api/ChinaArea/SelectTree', {}, once)).json()) as { code: number }).code).toBe(Code.Success);
    expect(((await (await post('/api/ChinaArea/SelectTree', {}, once)).json()) as { code: number }).code).toBe(Code.BadSignature);
  });
});
