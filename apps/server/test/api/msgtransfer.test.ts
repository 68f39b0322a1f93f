import { api } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  const base = Date.parse('2026-01-01T08:00:00Z');
  await server.db
    .insertInto('msgOutbox')
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        channel: 'sms',
        recipient: `1390000${String(i).padStart(4, '0')}`,
        messageType: i % 3 === 0 ? 'Login' : 'UpdatePassword',
        content: `code ${String(100000 + i)}`,
        createTime: new Date(base + i * 60_000),
      })),
    )
    .execute();
});
afterAll(() => server?.close());

describe('msgtransferPage (Msgtransfer/SelectPage)', () => {
  it('pages the outbox, newest first by default', async () => {
    const res = await server.client(admin).call(api.msgtransferPage, { cur_page: 1, size: 5 });
    expect(res.code).toBe(100000);
    expect(res.data.total).toBe(12);
    expect(res.data.list).toHaveLength(5);
    expect(res.data.list[0]).toMatchObject({
      Channel: 'sms',
      Recipient: '13900000011',
      MessageType: 'UpdatePassword',
      Content: 'code 100011',
      State: 0,
      Retries: 0,
      CreateTime: '2026-01-01T08:11:00.000Z',
      MsgtransferId: expect.any(Number),
    });
    const page3 = await server.client(admin).call(api.msgtransferPage, { cur_page: 3, size: 5 });
    expect(page3.data.list.map((m) => m.Recipient)).toEqual(['13900000001', '13900000000']);
    expect(page3.data.total).toBe(12);
  });

  it('filters by Recipient and MessageType', async () => {
    const one = await server.client(admin).call(api.msgtransferPage, { Recipient: '13900000007' });
    expect(one.data).toMatchObject({ total: 1, list: [{ Recipient: '13900000007' }] });
    const partial = await server.client(admin).call(api.msgtransferPage, { Recipient: '0000001' });
    expect(partial.data.total).toBe(3); // ...0010, ...0011 and ...0001
    const login = await server.client(admin).call(api.msgtransferPage, { MessageType: 'Login', size: 100 });
    expect(login.data.total).toBe(4);
    expect(login.data.list.every((m) => m.MessageType === 'Login')).toBe(true);
    const none = await server.client(admin).call(api.msgtransferPage, { Recipient: '%' });
    expect(none.data).toEqual({ list: [], total: 0 });
  });

  it('honours sort on whitelisted fields', async () => {
    const asc = await server.client(admin).call(api.msgtransferPage, { sort: 'CreateTime', size: 2 });
    expect(asc.data.list.map((m) => m.Recipient)).toEqual(['13900000000', '13900000001']);
    const byRecipient = await server.client(admin).call(api.msgtransferPage, { sort: '-Recipient', size: 1 });
    expect(byRecipient.data.list[0]?.Recipient).toBe('13900000011');
  });

  it('refuses invalid paging, filters and sort fields (100001)', async () => {
    const c = server.client(admin);
    for (const input of [
      { size: 101 },
      { cur_page: 0 },
      { sort: 'Content' },
      { sort: 'drop table' },
      { Recipient: 5 as unknown as string },
    ]) {
      const res = await c.call(api.msgtransferPage, input);
      expect(res.code, JSON.stringify(input)).toBe(100001);
    }
    expect((await c.call(api.msgtransferPage, { sort: 'Content' })).msg).toContain('sort');
  });

  it('is for the super admin only (100003), and needs a token (-101)', async () => {
    const park = await server.client(await server.login('park01')).call(api.msgtransferPage, {});
    expect(park).toMatchObject({ code: 100003, data: null });
    const operator = await server.client(await server.login('operator')).call(api.msgtransferPage, {});
    expect(operator.code).toBe(100003);
    expect((await server.client().call(api.msgtransferPage, {})).code).toBe(-101);
  });
});
