import { type AreaNode, api, signedHeaders } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('teacher01');
});
afterAll(() => server?.close());

/** A signed POST with a raw body, for what the typed client cannot send. */
const rawPost = async (path: string, body: string, auth: string | null = token) =>
  (await (
    await fetch(`${server.baseUrl}/api/${path}`, {
      method: 'POST',
      headers: { ...signedHeaders(server.config.appCode, server.config.appKey, auth), 'content-type': 'application/json' },
      body,
    })
  ).json()) as { code: number; msg: string };

describe('constGetAction (Const/GetAction)', () => {
  it('answers the six action values with titles in three languages', async () => {
    const res = await server.client(token).call(api.constGetAction, {});
    expect(res.code).toBe(100000);
    expect(res.data.map((a) => [a.Key, a.Value])).toEqual([
      ['view', 1],
      ['add', 2],
      ['edit', 4],
      ['delete', 8],
      ['audit', 16],
      ['export', 32],
    ]);
    expect(res.data[0]?.Title).toEqual({ zh: '查看', en: 'View', es: 'Ver' });
  });

  it('refuses a missing token (-101) and a body that is not an object (100001)', async () => {
    expect((await server.client().call(api.constGetAction, {})).code).toBe(-101);
    expect((await rawPost(api.constGetAction.path, '"x"')).code).toBe(100001);
  });
});

describe('chinaAreaTree (ChinaArea/SelectTree)', () => {
  it('answers the real province / city / district tree without signing in', async () => {
    const res = await server.client().call(api.chinaAreaTree, {});
    expect(res.code).toBe(100000);
    const tree = res.data;
    expect(tree.length).toBe(31);
    const beijing = tree.find((p) => p.Code === '11') as AreaNode;
    expect(beijing.Name).toBe('北京市');
    const districts = beijing.Children?.flatMap((c) => c.Children ?? []) ?? [];
    expect(districts).toContainEqual({ Code: '110105', Name: '朝阳区' });
    // three levels everywhere, districts are leaves
    for (const p of tree) for (const c of p.Children ?? []) for (const d of c.Children ?? []) expect(d.Children).toBeUndefined();
    expect(tree.find((p) => p.Code === '44')?.Children?.find((c) => c.Code === '4403')?.Name).toBe('深圳市');
  });

  it('also answers GET, and refuses an unsigned call (100007) and a non-object body (100001)', async () => {
    const get = await fetch(`${server.baseUrl}/api/${api.chinaAreaTree.path}`, {
      headers: signedHeaders(server.config.appCode, server.config.appKey),
    });
    expect(((await get.json()) as { code: number }).code).toBe(100000);
    const unsigned = await fetch(`${server.baseUrl}/api/${api.chinaAreaTree.path}`, { method: 'POST' });
    expect(((await unsigned.json()) as { code: number }).code).toBe(100007);
    expect((await rawPost(api.chinaAreaTree.path, '[1]', null)).code).toBe(100001);
  });
});

describe('abilityClassifyAll (AbilityClassify/SelectAll)', () => {
  it('answers the five development domains in order', async () => {
    const res = await server.client(token).call(api.abilityClassifyAll, {});
    expect(res.code).toBe(100000);
    expect(res.data.map((a) => a.Name.en)).toEqual(['Health', 'Language', 'Social', 'Science', 'Art']);
    expect(res.data[0]).toMatchObject({ AbilityClassifyId: expect.any(Number), Name: { zh: '健康', en: 'Health', es: 'Salud' }, Sort: 0 });
  });

  it('leaves out disabled classifications', async () => {
    await server.db.updateTable('abilityClassify').set({ state: 1 }).where('nameEn', '=', 'Art').execute();
    const res = await server.client(token).call(api.abilityClassifyAll, {});
    expect(res.data.map((a) => a.Name.en)).not.toContain('Art');
    await server.db.updateTable('abilityClassify').set({ state: 0 }).where('nameEn', '=', 'Art').execute();
  });

  it('refuses a missing token (-101) and a body that is not an object (100001)', async () => {
    expect((await server.client().call(api.abilityClassifyAll, {})).code).toBe(-101);
    expect((await rawPost(api.abilityClassifyAll.path, '[]')).code).toBe(100001);
  });
});
