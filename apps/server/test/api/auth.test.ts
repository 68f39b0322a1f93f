import { api, CLIENT_TYPE_PC, Headers, type InputOf, md5Hex, newSerial, ROLE_TYPE } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/lib/hash.ts';
import { LOGIN_FAILURES_PER_IP, LOGIN_PER_USERNAME } from '../../src/lib/rate-limit.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../harness.ts';
import { clientFrom, countRows, idleSession, rawCall, sendCode, sessionOf, snapshot, userIdOf, userRow } from './auth-helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const pw = (username: string, password = DEMO_PASSWORD): InputOf<typeof api.passwordLogin> => ({
  Username: username,
  Password: md5Hex(password),
  ClientType: CLIENT_TYPE_PC,
});

describe('passwordLogin (NoLogin/admin/SysUserLogin)', () => {
  it('answers an opaque token, stores only its hash, takes the current role and records the sign-in', async () => {
    const before = await userRow(server, 'operator');
    const res = await server.client().call(api.passwordLogin, pw('operator'));
    expect(res.code).toBe(100000);
    const token = res.data.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(await server.db.selectFrom('userSession').select('tokenHash').where('tokenHash', '=', token).executeTakeFirst()).toBeUndefined();
    const session = await sessionOf(server, token);
    expect(session).toMatchObject({ sysUserId: before.sysUserId, sysRoleId: before.currentRoleId, clientType: 1, endTime: null });
    const after = await userRow(server, 'operator');
    expect(after.lastLoginTime).toBeInstanceOf(Date);
    const audit = await server.db
      .selectFrom('auditLog')
      .selectAll()
      .where('event', '=', 'login.success')
      .where('sysUserId', '=', before.sysUserId)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ username: 'operator', detail: { method: 'password' } });
    expect(audit.logSerial).toBeTruthy();
    // The token opens the session.
    expect((await server.client(token).call(api.logout, {})).code).toBe(100000);
  });

  it('answers the same refusal for an unknown username and a wrong password, and audits both', async () => {
    const c = clientFrom(server, '10.1.0.1');
    const unknown = await c.call(api.passwordLogin, pw('nobody-here'));
    const wrong = await c.call(api.passwordLogin, pw('gov01', 'Wrong@123'));
    expect(unknown).toEqual({ code: 100001, data: null, msg: 'wrong username or password' });
    expect(wrong).toEqual(unknown);
    const failures = await server.db.selectFrom('auditLog').selectAll().where('event', '=', 'login.failure').execute();
    expect(failures.map((f) => f.username)).toEqual(expect.arrayContaining(['nobody-here', 'gov01']));
  });

  it('refuses invalid input with 100001 and writes nothing', async () => {
    const before = await snapshot(server);
    const c = server.client();
    const short = await c.call(api.passwordLogin, pw('abc'));
    expect(short).toMatchObject({ code: 100001, msg: 'Username: cannot be empty, length 5-25 characters' });
    const plain = await c.call(api.passwordLogin, { Username: 'admin', Password: DEMO_PASSWORD, ClientType: 1 });
    expect(plain.code).toBe(100001);
    expect(plain.msg).toContain('Password');
    const client = await c.call(api.passwordLogin, { ...pw('admin'), ClientType: 2 as 1 });
    expect(client.code).toBe(100001);
    expect(client.msg).toContain('ClientType');
    expect(await snapshot(server)).toEqual(before);
  });

  it('trims the username as the web does', async () => {
    const res = await server.client().call(api.passwordLogin, pw('  director01  '));
    expect(res.code).toBe(100000);
  });

  it('refuses a disabled account (after the password) and opens no session', async () => {
    await server.db.updateTable('sysUser').set({ state: 1 }).where('username', '=', 'sales01').execute();
    try {
      const sessions = await countRows(server, 'userSession');
      const res = await server.client().call(api.passwordLogin, pw('sales01'));
      expect(res).toMatchObject({ code: 100003, msg: 'this account is disabled, please contact the administrator' });
      expect(await countRows(server, 'userSession')).toBe(sessions);
    } finally {
      await server.db.updateTable('sysUser').set({ state: 0 }).where('username', '=', 'sales01').execute();
    }
  });

  it(`refuses the ${LOGIN_PER_USERNAME.limit + 1}th attempt after ${LOGIN_PER_USERNAME.limit} wrong passwords with 100006, even with the right password`, async () => {
    const c = clientFrom(server, '10.1.0.2');
    for (let i = 0; i < LOGIN_PER_USERNAME.limit; i++) {
      expect((await c.call(api.passwordLogin, pw('park02', `Wrong@${i}xx`))).code).toBe(100001);
    }
    const blocked = await c.call(api.passwordLogin, pw('park02'));
    expect(blocked).toMatchObject({ code: 100006, msg: 'too many attempts, try again later' });
    // From another address too: the limit is per username.
    expect((await clientFrom(server, '10.1.0.3').call(api.passwordLogin, pw('park02'))).code).toBe(100006);
    // Other accounts are not affected.
    expect((await c.call(api.passwordLogin, pw('park03'))).code).toBe(100000);
  });

  it('a success clears the username count', async () => {
    const c = clientFrom(server, '10.1.0.4');
    for (let i = 0; i < LOGIN_PER_USERNAME.limit - 1; i++)
      expect((await c.call(api.passwordLogin, pw('teacher01', 'Wrong@1xx'))).code).toBe(100001);
    expect((await c.call(api.passwordLogin, pw('teacher01'))).code).toBe(100000);
    for (let i = 0; i < LOGIN_PER_USERNAME.limit - 1; i++)
      expect((await c.call(api.passwordLogin, pw('teacher01', 'Wrong@1xx'))).code).toBe(100001);
    expect((await c.call(api.passwordLogin, pw('teacher01'))).code).toBe(100000);
  });

  it(`refuses an address after ${LOGIN_FAILURES_PER_IP.limit} failed sign-ins, whatever the username`, async () => {
    const c = clientFrom(server, '10.1.0.5');
    for (let i = 0; i < LOGIN_FAILURES_PER_IP.limit; i++) {
      expect((await c.call(api.passwordLogin, pw(`stuffing${i}`))).code).toBe(100001);
    }
    expect((await c.call(api.passwordLogin, pw('agent01'))).code).toBe(100006);
    expect((await clientFrom(server, '10.1.0.6').call(api.passwordLogin, pw('agent01'))).code).toBe(100000);
  });
});

describe('smsLogin (SysUser/Login)', () => {
  const mobile = '13800000007'; // park01

  it('signs in end to end with the code read from the outbox, once', async () => {
    const code = await sendCode(server, mobile, 'Login');
    const res = await server.client().call(api.smsLogin, { Mobile: mobile, VerifyCode: code, ClientType: CLIENT_TYPE_PC });
    expect(res.code).toBe(100000);
    const session = await sessionOf(server, res.data.token);
    expect(session.sysUserId).toBe(await userIdOf(server, 'park01'));
    const audit = await server.db
      .selectFrom('auditLog')
      .selectAll()
      .where('event', '=', 'login.success')
      .where('sysUserId', '=', session.sysUserId)
      .executeTakeFirstOrThrow();
    expect(audit.detail).toMatchObject({ method: 'sms' });
    // Single use.
    const again = await server.client().call(api.smsLogin, { Mobile: mobile, VerifyCode: code, ClientType: CLIENT_TYPE_PC });
    expect(again.code).toBe(100001);
  });

  it('lets only one of two simultaneous sign-ins use a code', async () => {
    const code = await sendCode(server, mobile, 'Login');
    const attempt = () => server.client().call(api.smsLogin, { Mobile: mobile, VerifyCode: code, ClientType: CLIENT_TYPE_PC });
    const results = await Promise.all([attempt(), attempt(), attempt()]);
    expect(results.map((r) => r.code).sort()).toEqual([100000, 100001, 100001]);
  });

  it('refuses a wrong code; after 5 wrong tries the right code is refused too', async () => {
    const code = await sendCode(server, mobile, 'Login');
    const wrong = code === '000000' ? '111111' : '000000';
    const sessions = await countRows(server, 'userSession');
    for (let i = 0; i < 5; i++) {
      const res = await server.client().call(api.smsLogin, { Mobile: mobile, VerifyCode: wrong, ClientType: CLIENT_TYPE_PC });
      expect(res.code).toBe(100001);
    }
    const right = await server.client().call(api.smsLogin, { Mobile: mobile, VerifyCode: code, ClientType: CLIENT_TYPE_PC });
    expect(right.code).toBe(100001);
    expect(right.msg).toMatch(/get a new code/);
    expect(await countRows(server, 'userSession')).toBe(sessions);
  });

  it('refuses invalid input with 100001 and writes nothing', async () => {
    const before = await snapshot(server);
    const bad = await server.client().call(api.smsLogin, { Mobile: mobile, VerifyCode: '12ab56', ClientType: CLIENT_TYPE_PC });
    expect(bad).toMatchObject({ code: 100001, msg: 'VerifyCode: verification code error' });
    const phone = await server.client().call(api.smsLogin, { Mobile: '12800000007', VerifyCode: '123456', ClientType: CLIENT_TYPE_PC });
    expect(phone).toMatchObject({ code: 100001, msg: 'Mobile: phone number format error' });
    expect(await snapshot(server)).toEqual(before);
  });

  it('refuses a code of another purpose', async () => {
    const code = await sendCode(server, mobile, 'UpdatePassword');
    const res = await server.client().call(api.smsLogin, { Mobile: mobile, VerifyCode: code, ClientType: CLIENT_TYPE_PC });
    expect(res.code).toBe(100001);
  });
});

describe('logout (SysUser/Logout)', () => {
  it('ends the current session only: its token then answers -103', async () => {
    const a = await server.login('director01');
    const b = await server.login('director01');
    expect((await server.client(a).call(api.logout, {})).code).toBe(100000);
    expect((await sessionOf(server, a)).endReason).toBe('logout');
    expect(await server.client(a).call(api.logout, {})).toMatchObject({ code: -103, data: null });
    expect((await server.client(b).call(api.logout, {})).code).toBe(100000);
  });

  it('answers -101 without a token or with an unknown one, -102 when idle too long', async () => {
    expect((await server.client().call(api.logout, {})).code).toBe(-101);
    expect((await server.client('not-a-token').call(api.logout, {})).code).toBe(-101);
    const token = await server.login('director01');
    await idleSession(server, token);
    expect((await server.client(token).call(api.logout, {})).code).toBe(-102);
  });
});

describe('switchRole (SysUser/SwitchRole)', () => {
  const roleId = (roleType: number) =>
    server.db
      .selectFrom('sysRole')
      .select('sysRoleId')
      .where('roleType', '=', roleType)
      .executeTakeFirstOrThrow()
      .then((r) => r.sysRoleId);

  it('answers a new token with that role and ends the old one (-103)', async () => {
    const token = await server.login('director01');
    const sales = await roleId(ROLE_TYPE.Salesperson);
    const res = await server.client(token).call(api.switchRole, { SysRoleId: sales });
    expect(res.code).toBe(100000);
    const fresh = res.data.token;
    expect(fresh).not.toBe(token);
    expect(await sessionOf(server, fresh)).toMatchObject({ sysRoleId: sales, endTime: null });
    expect((await sessionOf(server, token)).endReason).toBe('role switched');
    expect((await server.client(token).call(api.logout, {})).code).toBe(-103);
    expect((await userRow(server, 'director01')).currentRoleId).toBe(sales);
    // The next sign-in takes the role chosen last.
    const next = await server.login('director01');
    expect((await sessionOf(server, next)).sysRoleId).toBe(sales);
    // And back.
    const director = await roleId(ROLE_TYPE.RegionalDirector);
    const back = await server.client(fresh).call(api.switchRole, { SysRoleId: director });
    expect(back.code).toBe(100000);
    expect((await sessionOf(server, back.data.token)).sysRoleId).toBe(director);
  });

  it('refuses a role the user does not hold with 100003 and changes nothing', async () => {
    const token = await server.login('director01');
    const before = await userRow(server, 'director01');
    const res = await server.client(token).call(api.switchRole, { SysRoleId: await roleId(ROLE_TYPE.SuperAdmin) });
    expect(res.code).toBe(100003);
    expect(await userRow(server, 'director01')).toEqual(before);
    expect((await sessionOf(server, token)).endTime).toBeNull();
  });

  it('refuses invalid input with 100001 and writes nothing', async () => {
    const token = await server.login('director01');
    const before = await snapshot(server);
    const res = await server.client(token).call(api.switchRole, { SysRoleId: 'abc' as unknown as number });
    expect(res.code).toBe(100001);
    expect((await server.client(token).call(api.switchRole, { SysRoleId: 0 })).code).toBe(100001);
    expect(await snapshot(server)).toEqual(before);
  });

  it('answers -101, -102 and -103', async () => {
    expect((await server.client().call(api.switchRole, { SysRoleId: 1 })).code).toBe(-101);
    const idle = await server.login('director01');
    await idleSession(server, idle);
    expect((await server.client(idle).call(api.switchRole, { SysRoleId: 1 })).code).toBe(-102);
    const ended = await server.login('director01');
    await server.client(ended).call(api.logout, {});
    expect((await server.client(ended).call(api.switchRole, { SysRoleId: 1 })).code).toBe(-103);
  });
});

describe('request signature on every call of sign-in, SMS and account', () => {
  const endpoints = [
    api.passwordLogin,
    api.smsLogin,
    api.logout,
    api.switchRole,
    api.sendShortMessage,
    api.checkVerifyCode,
    api.teacherMobileExists,
    api.sysUserMobileExists,
    api.resetPasswordToken,
    api.resetPassword,
    api.updateMobile,
    api.updateAvatarAndNickname,
    api.updatePasswordV2,
    api.updateUser,
    api.updateGuideClosed,
    api.teacherRegister,
  ];
  let token: string;
  beforeAll(async () => {
    token = await server.login('admin');
  });

  it.each(endpoints.map((e) => [e.path, e] as const))(
    '%s refuses a bad signature, a stale timestamp and a replayed serial',
    async (path) => {
      const body = { Username: 'admin', Password: md5Hex(DEMO_PASSWORD), ClientType: 1 };
      const before = await countRows(server, 'userSession');
      const bad = await rawCall(server, path, body, {
        token,
        tamper: (h) => {
          h[Headers.Signature] = (h[Headers.Signature] ?? '').replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
        },
      });
      expect(bad).toMatchObject({ code: 100007, msg: 'bad request signature' });
      const wrongKey = await rawCall(server, path, body, { token, appKey: 'another-key' });
      expect(wrongKey.code).toBe(100007);
      const missing = await rawCall(server, path, body, { token, tamper: (h) => delete h[Headers.Signature] });
      expect(missing.code).toBe(100007);
      const stale = await rawCall(server, path, body, { token, timestamp: String(Date.now() - 6 * 60_000) });
      expect(stale).toMatchObject({ code: 100007, msg: 'stale timestamp' });
      const serial = newSerial();
      const first = await rawCall(server, path, body, { token, serial });
      expect(first.code).not.toBe(100007);
      const replay = await rawCall(server, path, body, { token, serial });
      expect(replay).toMatchObject({ code: 100007, msg: 'replayed request serial' });
      // Only the one genuine call may have signed in.
      expect(await countRows(server, 'userSession')).toBeLessThanOrEqual(before + 1);
    },
  );

  it('keeps no plain token anywhere in the session table', async () => {
    const rows = await server.db.selectFrom('userSession').select('tokenHash').where('tokenHash', '=', sha256Hex(token)).execute();
    expect(rows).toHaveLength(1);
  });
});
