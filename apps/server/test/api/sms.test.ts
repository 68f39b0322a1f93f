import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, SMS_CODE_MAX_TRIES, SMS_DAILY_LIMIT, SMS_RESEND_SECONDS } from '@kc/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_LOOKUPS_PER_IP, SMS_PER_IP_HOUR } from '../../src/lib/rate-limit.ts';
import { codeFromContent } from '../../src/modules/messages/delivery.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { clientFrom, latestCode, sendCode, skipResendWait, snapshot } from './auth-helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const REGISTERED = '13800000004'; // sales01
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

describe('sendShortMessage (Member/SendShortMessage)', () => {
  it('issues a 6-digit code: hashed in sms_code, delivered through the outbox, resend after 60 s', async () => {
    const res = await clientFrom(server, '10.2.0.1').call(api.sendShortMessage, { mobile: REGISTERED, messageType: 'Login' });
    expect(res).toEqual({ code: 100000, data: { ResendAfter: SMS_RESEND_SECONDS }, msg: 'ok' });
    const outbox = await server.db.selectFrom('msgOutbox').selectAll().where('recipient', '=', REGISTERED).executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({ channel: 'sms', messageType: 'Login', state: 1, retries: 0 });
    expect(outbox.sendTime).toBeInstanceOf(Date);
    const code = await latestCode(server, REGISTERED);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await server.db.selectFrom('smsCode').selectAll().where('mobile', '=', REGISTERED).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ messageType: 'Login', tries: 0, usedTime: null });
    expect(stored.codeHash).not.toContain(code);
    const ttl = (stored.expireTime.getTime() - stored.createTime.getTime()) / 1000;
    expect(ttl).toBeCloseTo(300, 0);
  });

  it('refuses a second code within 60 s with 100006 naming the seconds left', async () => {
    const c = clientFrom(server, '10.2.0.2');
    const again = await c.call(api.sendShortMessage, { mobile: REGISTERED, messageType: 'ResetPassword' });
    expect(again.code).toBe(100006);
    expect(again.msg).toMatch(/^please wait (\d+) seconds before requesting another code$/);
    const left = Number(/(\d+)/.exec(again.msg)?.[1]);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(SMS_RESEND_SECONDS);
  });

  it('a newer code replaces the older one of the same mobile and purpose', async () => {
    const first = await sendCode(server, REGISTERED, 'UpdatePassword');
    const second = await sendCode(server, REGISTERED, 'UpdatePassword');
    const check = (VerifyCode: string) =>
      server.client().call(api.checkVerifyCode, { Mobile: REGISTERED, VerifyCode, MessageType: 'UpdatePassword' });
    if (first !== second) expect((await check(first)).code).toBe(100001);
    expect((await check(second)).code).toBe(100000);
  });

  it('refuses invalid input with 100001 and the spec messages, writing nothing', async () => {
    const before = await snapshot(server);
    const c = clientFrom(server, '10.2.0.3');
    expect(await c.call(api.sendShortMessage, { mobile: '', messageType: 'Login' })).toMatchObject({
      code: 100001,
      msg: 'mobile: phone number cannot be empty',
    });
    expect(await c.call(api.sendShortMessage, { mobile: '12345678901', messageType: 'Login' })).toMatchObject({
      code: 100001,
      msg: 'mobile: phone number wrong',
    });
    const type = await c.call(api.sendShortMessage, { mobile: REGISTERED, messageType: 'Hello' as 'Login' });
    expect(type.code).toBe(100001);
    expect(type.msg).toContain('messageType');
    expect(await snapshot(server)).toEqual(before);
  });

  it('refuses Login, UpdatePassword and ResetPassword codes to an unregistered mobile (100004), writing nothing', async () => {
    const before = await snapshot(server);
    const c = clientFrom(server, '10.2.0.4');
    for (const messageType of ['Login', 'UpdatePassword', 'ResetPassword'] as const) {
      expect(await c.call(api.sendShortMessage, { mobile: '13911112222', messageType })).toMatchObject({
        code: 100004,
        msg: 'mobile number not registered',
      });
    }
    expect(await snapshot(server)).toEqual(before);
  });

  it('refuses Register and UpdateMobile codes to a mobile an account uses (100005), and sends them to a new one', async () => {
    const c = clientFrom(server, '10.2.0.5');
    for (const messageType of ['Register', 'UpdateMobile'] as const) {
      expect(await c.call(api.sendShortMessage, { mobile: '13800000002', messageType })).toMatchObject({
        code: 100005,
        msg: 'mobile number already registered',
      });
    }
    expect((await c.call(api.sendShortMessage, { mobile: '13911113333', messageType: 'Register' })).code).toBe(100000);
  });

  it(`refuses more than ${SMS_DAILY_LIMIT} codes a day to one mobile`, async () => {
    const mobile = '13911114444';
    for (let i = 0; i < SMS_DAILY_LIMIT; i++) await sendCode(server, mobile, 'Register');
    await skipResendWait(server, mobile);
    const res = await clientFrom(server, '10.2.0.6').call(api.sendShortMessage, { mobile, messageType: 'Register' });
    expect(res).toMatchObject({ code: 100006, msg: 'too many codes requested for this mobile number today, try again tomorrow' });
  });

  it(`refuses more than ${SMS_PER_IP_HOUR.limit} requests an hour from one address`, async () => {
    const c = clientFrom(server, '10.2.0.7');
    for (let i = 0; i < SMS_PER_IP_HOUR.limit; i++) {
      const res = await c.call(api.sendShortMessage, { mobile: `1370000${String(i).padStart(4, '0')}`, messageType: 'Register' });
      expect(res.code, res.msg).toBe(100000);
    }
    const res = await c.call(api.sendShortMessage, { mobile: '13700009999', messageType: 'Register' });
    expect(res).toMatchObject({ code: 100006 });
    expect((await clientFrom(server, '10.2.0.8').call(api.sendShortMessage, { mobile: '13700009999', messageType: 'Register' })).code).toBe(
      100000,
    );
  });
});

describe('checkVerifyCode (Member/CheckVerifyCode)', () => {
  const mobile = '13800000006'; // gov01
  const check = (VerifyCode: string) =>
    server.client().call(api.checkVerifyCode, { Mobile: mobile, VerifyCode, MessageType: 'ResetPassword' });

  it('confirms a right code without using it up', async () => {
    const code = await sendCode(server, mobile, 'ResetPassword');
    expect(await check(code)).toEqual({ code: 100000, data: { Valid: true }, msg: 'ok' });
    expect((await check(code)).code).toBe(100000);
    const row = await server.db
      .selectFrom('smsCode')
      .selectAll()
      .where('mobile', '=', mobile)
      .orderBy('smsCodeId', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.usedTime).toBeNull();
  });

  it(`counts wrong tries: after ${SMS_CODE_MAX_TRIES} the code is dead`, async () => {
    const code = await sendCode(server, mobile, 'ResetPassword');
    for (let i = 1; i <= SMS_CODE_MAX_TRIES; i++) {
      const res = await check(wrongOf(code));
      expect(res.code).toBe(100001);
      expect(res.msg).toBe(
        i < SMS_CODE_MAX_TRIES ? 'verification code error' : 'verification code error, too many wrong tries: please get a new code',
      );
    }
    expect((await check(code)).code).toBe(100001);
    // A new code works again.
    expect((await check(await sendCode(server, mobile, 'ResetPassword'))).code).toBe(100000);
  });

  it('refuses an expired code', async () => {
    const code = await sendCode(server, mobile, 'ResetPassword');
    await server.db
      .updateTable('smsCode')
      .set({ expireTime: sql<Date>`now() - interval '1 second'` })
      .where('mobile', '=', mobile)
      .where('usedTime', 'is', null)
      .execute();
    expect(await check(code)).toMatchObject({ code: 100001, msg: 'verification code expired or already used, please get a new code' });
  });

  it('refuses a code of another purpose or mobile', async () => {
    const code = await sendCode(server, mobile, 'ResetPassword');
    expect((await server.client().call(api.checkVerifyCode, { Mobile: mobile, VerifyCode: code, MessageType: 'Login' })).code).toBe(100001);
    expect(
      (await server.client().call(api.checkVerifyCode, { Mobile: '13800000005', VerifyCode: code, MessageType: 'ResetPassword' })).code,
    ).toBe(100001);
  });

  it('refuses invalid input with 100001 and writes nothing', async () => {
    const before = await snapshot(server);
    const tries = await server.db.selectFrom('smsCode').select(['smsCodeId', 'tries']).execute();
    expect((await check('12345')).code).toBe(100001);
    const type = await server.client().call(api.checkVerifyCode, { Mobile: mobile, VerifyCode: '123456', MessageType: 'x' as 'Login' });
    expect(type.code).toBe(100001);
    expect(await snapshot(server)).toEqual(before);
    expect(await server.db.selectFrom('smsCode').select(['smsCodeId', 'tries']).execute()).toEqual(tries);
  });
});

describe('mobile-exists checks (Teacher/CheckMobileExists, SysUser/CheckMobileExists)', () => {
  it('answers whether a staff record or an account uses the number', async () => {
    const c = clientFrom(server, '10.2.1.1');
    expect((await c.call(api.teacherMobileExists, { Mobile: '13800000008' })).data).toEqual({ Exists: true });
    expect((await c.call(api.teacherMobileExists, { Mobile: '13922223333' })).data).toEqual({ Exists: false });
    expect((await c.call(api.sysUserMobileExists, { Mobile: '13800000001' })).data).toEqual({ Exists: true });
    expect((await c.call(api.sysUserMobileExists, { Mobile: '13922223333' })).data).toEqual({ Exists: false });
  });

  it('also answers GET with query parameters', async () => {
    const { signedHeaders } = await import('@kc/contract');
    const res = await fetch(`${server.baseUrl}/api/SysUser/CheckMobileExists?Mobile=13800000001`, {
      headers: { ...signedHeaders(server.config.appCode, server.config.appKey), 'x-forwarded-for': '10.2.1.2' },
    });
    expect(await res.json()).toMatchObject({ code: 100000, data: { Exists: true } });
  });

  it('refuses invalid input with 100001', async () => {
    const c = clientFrom(server, '10.2.1.3');
    expect(await c.call(api.teacherMobileExists, { Mobile: '1380000000' })).toMatchObject({
      code: 100001,
      msg: 'Mobile: phone number format error',
    });
    expect((await c.call(api.sysUserMobileExists, { Mobile: 'abc' })).code).toBe(100001);
  });

  it(`refuses more than ${MOBILE_LOOKUPS_PER_IP.limit} lookups from one address`, async () => {
    const c = clientFrom(server, '10.2.1.4');
    for (let i = 0; i < MOBILE_LOOKUPS_PER_IP.limit; i++)
      expect((await c.call(api.sysUserMobileExists, { Mobile: '13800000001' })).code).toBe(100000);
    expect((await c.call(api.teacherMobileExists, { Mobile: '13800000001' })).code).toBe(100006);
  });
});

describe('delivery through an HTTP SMS gateway', () => {
  let gatewayServer: TestServer;
  let gateway: http.Server;
  const received: { body: Record<string, string> }[] = [];
  let failNext = false;

  beforeAll(async () => {
    gateway = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c) => {
        data += c;
      });
      req.on('end', () => {
        if (failNext) {
          failNext = false;
          res.writeHead(503).end('busy');
          return;
        }
        received.push({ body: JSON.parse(data) });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    // As in production: a real gateway, a key of its own.
    gatewayServer = await startTestServer({
      env: 'production',
      appKey: 'production-like-test-key',
      dataKey: 'production-like-data-key',
      sms: { gatewayUrl: `http://127.0.0.1:${port}/send`, sign: '童园' },
    });
  });
  afterAll(async () => {
    await gatewayServer?.close();
    await new Promise((resolve) => gateway?.close(resolve));
  });

  it('POSTs the message to the gateway, marks the outbox row sent and masks the code in it', async () => {
    const res = await gatewayServer.client().call(api.sendShortMessage, { mobile: REGISTERED, messageType: 'Login' });
    expect(res.code).toBe(100000);
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toMatchObject({ mobile: REGISTERED, sign: '童园', messageType: 'Login' });
    expect(received[0]?.body.content).toContain('【童园】');
    const code = codeFromContent(received[0]?.body.content ?? '');
    expect(code).toMatch(/^\d{6}$/);
    const row = await gatewayServer.db.selectFrom('msgOutbox').selectAll().where('recipient', '=', REGISTERED).executeTakeFirstOrThrow();
    expect(row.state).toBe(1);
    expect(row.content).not.toContain(code);
    expect(row.content).toContain('******');
    // The delivered code signs in.
    const login = await gatewayServer.client().call(api.smsLogin, { Mobile: REGISTERED, VerifyCode: code ?? '', ClientType: 1 });
    expect(login.code).toBe(100000);
  });

  it('answers 100500 when the gateway refuses, keeps the row pending with the error, and lets the user ask again at once', async () => {
    failNext = true;
    const mobile = '13800000003';
    const res = await gatewayServer.client().call(api.sendShortMessage, { mobile, messageType: 'Login' });
    expect(res).toMatchObject({ code: 100500, msg: 'the code could not be sent, please try again later' });
    const row = await gatewayServer.db.selectFrom('msgOutbox').selectAll().where('recipient', '=', mobile).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 0, retries: 1, lastError: 'SMS gateway answered HTTP 503' });
    expect((await gatewayServer.client().call(api.sendShortMessage, { mobile, messageType: 'Login' })).code).toBe(100000);
  });
});
