import { api, type Endpoint } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../harness.ts';
import { idleSession, passwordSignIn, sendCode, sessionOf, snapshot, userIdOf, userRow } from './auth-helpers.ts';

/** The caller's own account (modules/me): password, mobile, avatar and guide, each for their own account only. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const signIn = (username: string, password: string) => passwordSignIn(server, username, password);

describe('updatePasswordV2 (SysUser/UpdatePasswordV2)', () => {
  const mobile = '13800000010'; // park03

  it('changes the own password with an UpdatePassword code and ends every session, this one included', async () => {
    const other = await server.login('park03');
    const token = await server.login('park03');
    const sysUserId = await userIdOf(server, 'park03');
    const code = await sendCode(server, mobile, 'UpdatePassword');
    const res = await server.client(token).call(api.updatePasswordV2, {
      SysUserId: sysUserId,
      Mobile: mobile,
      VerifyCode: code,
      NewPassword: 'Change@2024',
      RepeatPassword: 'Change@2024',
      UpdateBy: sysUserId,
    });
    expect(res.code).toBe(100000);
    expect((await server.client(token).call(api.logout, {})).code).toBe(-103);
    expect((await server.client(other).call(api.logout, {})).code).toBe(-103);
    expect((await sessionOf(server, token)).endReason).toBe('password changed');
    expect((await signIn('park03', 'Change@2024')).code).toBe(100000);
    expect((await signIn('park03', DEMO_PASSWORD)).code).toBe(100001);
    expect((await userRow(server, 'park03')).updateBy).toBe(sysUserId);
    expect(await server.db.selectFrom('auditLog').select('event').where('event', '=', 'password.change').execute()).toHaveLength(1);
  });

  it("refuses another user's SysUserId with 100003 and changes nothing (the code stays usable)", async () => {
    const token = await server.login('park01');
    const park03 = await userRow(server, 'park03');
    const code = await sendCode(server, mobile, 'UpdatePassword');
    const res = await server.client(token).call(api.updatePasswordV2, {
      SysUserId: park03.sysUserId,
      Mobile: mobile,
      VerifyCode: code,
      NewPassword: 'Hijack@2024',
      RepeatPassword: 'Hijack@2024',
      UpdateBy: park03.sysUserId,
    });
    expect(res.code).toBe(100003);
    expect(await userRow(server, 'park03')).toEqual(park03);
    expect(
      (await server.client().call(api.checkVerifyCode, { Mobile: mobile, VerifyCode: code, MessageType: 'UpdatePassword' })).code,
    ).toBe(100000);
  });

  it('refuses a mobile that is not the account’s, and a wrong code', async () => {
    const token = await server.login('park01');
    const park01 = await userRow(server, 'park01');
    const code = await sendCode(server, mobile, 'UpdatePassword'); // park03's number
    const foreign = await server.client(token).call(api.updatePasswordV2, {
      SysUserId: park01.sysUserId,
      Mobile: mobile,
      VerifyCode: code,
      NewPassword: 'Hijack@2024',
      RepeatPassword: 'Hijack@2024',
    });
    expect(foreign).toMatchObject({ code: 100001, msg: 'Mobile: not the mobile number of this account' });
    const own = await sendCode(server, park01.mobile, 'UpdatePassword');
    const wrong = await server.client(token).call(api.updatePasswordV2, {
      SysUserId: park01.sysUserId,
      Mobile: park01.mobile,
      VerifyCode: own === '000000' ? '111111' : '000000',
      NewPassword: 'Other@2024',
      RepeatPassword: 'Other@2024',
    });
    expect(wrong.code).toBe(100001);
    expect(await userRow(server, 'park01')).toEqual(park01);
    expect((await sessionOf(server, token)).endTime).toBeNull();
  });

  it('refuses invalid input with 100001 and writes nothing', async () => {
    const token = await server.login('park01');
    const park01 = await userRow(server, 'park01');
    const before = await snapshot(server);
    const res = await server.client(token).call(api.updatePasswordV2, {
      SysUserId: park01.sysUserId,
      Mobile: park01.mobile,
      VerifyCode: '123456',
      NewPassword: 'Other@2024',
      RepeatPassword: 'Other@2025',
    });
    expect(res).toMatchObject({ code: 100001, msg: 'RepeatPassword: the two passwords entered are inconsistent' });
    expect(await snapshot(server)).toEqual(before);
    expect(await userRow(server, 'park01')).toEqual(park01);
  });
});

describe('updateMobile (SysUser/UpdateMobile)', () => {
  it('moves the own account (and its staff record) to a new number verified by an UpdateMobile code', async () => {
    const token = await server.login('teacher01');
    const before = await userRow(server, 'teacher01');
    const newMobile = '13933334444';
    const code = await sendCode(server, newMobile, 'UpdateMobile');
    const res = await server
      .client(token)
      .call(api.updateMobile, { SysUserId: before.sysUserId, Mobile: newMobile, VerifyCode: code, UpdateBy: 999 });
    expect(res.code).toBe(100000);
    const after = await userRow(server, 'teacher01');
    expect(after).toMatchObject({ mobile: newMobile, updateBy: before.sysUserId });
    expect(after.updateTime.getTime()).toBeGreaterThan(before.updateTime.getTime());
    const teacher = await server.db
      .selectFrom('teacher')
      .select('mobile')
      .where('sysUserId', '=', before.sysUserId)
      .executeTakeFirstOrThrow();
    expect(teacher.mobile).toBe(newMobile);
    const audit = await server.db.selectFrom('auditLog').selectAll().where('event', '=', 'mobile.change').executeTakeFirstOrThrow();
    expect(audit.detail).toEqual({ from: '138****0008', to: '139****4444' });
    // Signing in by SMS now goes to the new number.
    const login = await sendCode(server, newMobile, 'Login');
    expect((await server.client().call(api.smsLogin, { Mobile: newMobile, VerifyCode: login, ClientType: 1 })).code).toBe(100000);
  });

  it('refuses a number another account took meanwhile with 100005', async () => {
    const token = await server.login('operator');
    const before = await userRow(server, 'operator');
    const newMobile = '13933335555';
    const code = await sendCode(server, newMobile, 'UpdateMobile');
    await server.db.updateTable('sysUser').set({ mobile: newMobile }).where('username', '=', 'gov01').execute();
    const res = await server.client(token).call(api.updateMobile, { SysUserId: before.sysUserId, Mobile: newMobile, VerifyCode: code });
    expect(res).toMatchObject({ code: 100005, msg: 'mobile number already registered' });
    expect(await userRow(server, 'operator')).toEqual(before);
  });

  it("refuses another user's SysUserId with 100003 and changes nothing", async () => {
    const token = await server.login('operator');
    const admin = await userRow(server, 'admin');
    const newMobile = '13933336666';
    const code = await sendCode(server, newMobile, 'UpdateMobile');
    const res = await server.client(token).call(api.updateMobile, { SysUserId: admin.sysUserId, Mobile: newMobile, VerifyCode: code });
    expect(res.code).toBe(100003);
    expect(await userRow(server, 'admin')).toEqual(admin);
  });

  it('refuses invalid input and the current number with 100001, writing nothing', async () => {
    const token = await server.login('operator');
    const op = await userRow(server, 'operator');
    const before = await snapshot(server);
    expect(
      (await server.client(token).call(api.updateMobile, { SysUserId: op.sysUserId, Mobile: '1234', VerifyCode: '123456' })).code,
    ).toBe(100001);
    const same = await server.client(token).call(api.updateMobile, { SysUserId: op.sysUserId, Mobile: op.mobile, VerifyCode: '123456' });
    expect(same).toMatchObject({ code: 100001, msg: 'Mobile: this is already the mobile number of your account' });
    expect(await snapshot(server)).toEqual(before);
    expect(await userRow(server, 'operator')).toEqual(op);
  });
});

describe('updateAvatarAndNickname, updateUser, updateGuideClosed', () => {
  it('changes the own avatar and nickname and records who and when', async () => {
    const token = await server.login('agent01');
    const before = await userRow(server, 'agent01');
    const res = await server.client(token).call(api.updateAvatarAndNickname, {
      SysUserId: before.sysUserId,
      Avatar: '/uploads/image/a.png',
      Nickname: '  周总  ',
      UpdateBy: 1,
    });
    expect(res.code).toBe(100000);
    const after = await userRow(server, 'agent01');
    expect(after).toMatchObject({ avatar: '/uploads/image/a.png', nickname: '周总', updateBy: before.sysUserId });
    expect(after.updateTime.getTime()).toBeGreaterThan(before.updateTime.getTime());
  });

  it('records the SysVersion seen and the avatar through updateUser', async () => {
    const token = await server.login('park01');
    const park01 = await userRow(server, 'park01');
    expect(park01.sysVersion).toBe('');
    expect((await server.client(token).call(api.updateUser, { SysUserId: park01.sysUserId, SysVersion: 'V1.3.11' })).code).toBe(100000);
    expect((await userRow(server, 'park01')).sysVersion).toBe('V1.3.11');
    expect(
      (await server.client(token).call(api.updateUser, { SysUserId: park01.sysUserId, Avatar: 'https://cdn.example.com/a.png' })).code,
    ).toBe(100000);
    expect(await userRow(server, 'park01')).toMatchObject({ avatar: 'https://cdn.example.com/a.png', sysVersion: 'V1.3.11' });
  });

  it('records "do not remind next time" through updateGuideClosed', async () => {
    const token = await server.login('park01');
    const park01 = await userRow(server, 'park01');
    expect(park01.guideClosed).toBe(false);
    expect((await server.client(token).call(api.updateGuideClosed, { SysUserId: park01.sysUserId, GuideClosed: true })).code).toBe(100000);
    expect(await userRow(server, 'park01')).toMatchObject({ guideClosed: true, updateBy: park01.sysUserId });
  });

  it("refuses another user's SysUserId with 100003 and changes nothing", async () => {
    const token = await server.login('agent01');
    const admin = await userRow(server, 'admin');
    const c = server.client(token);
    expect((await c.call(api.updateAvatarAndNickname, { SysUserId: admin.sysUserId, Nickname: 'pwned' })).code).toBe(100003);
    expect((await c.call(api.updateUser, { SysUserId: admin.sysUserId, SysVersion: 'x' })).code).toBe(100003);
    expect((await c.call(api.updateGuideClosed, { SysUserId: admin.sysUserId, GuideClosed: false })).code).toBe(100003);
    expect(await userRow(server, 'admin')).toEqual(admin);
  });

  it('refuses invalid input with 100001 and writes nothing', async () => {
    const token = await server.login('agent01');
    const before = await userRow(server, 'agent01');
    const c = server.client(token);
    const id = before.sysUserId;
    expect(await c.call(api.updateAvatarAndNickname, { SysUserId: id, Nickname: '   ' })).toMatchObject({
      code: 100001,
      msg: 'Nickname: name cannot be empty',
    });
    expect((await c.call(api.updateAvatarAndNickname, { SysUserId: id, Nickname: 'x'.repeat(51) })).code).toBe(100001);
    expect((await c.call(api.updateAvatarAndNickname, { SysUserId: id, Avatar: 'javascript:alert(1)' })).code).toBe(100001);
    expect((await c.call(api.updateUser, { SysUserId: id })).code).toBe(100001);
    expect((await c.call(api.updateUser, { SysUserId: id, Avatar: 'data:image/png;base64,AAAA' })).code).toBe(100001);
    expect((await c.call(api.updateGuideClosed, { SysUserId: id, GuideClosed: 'yes' as unknown as boolean })).code).toBe(100001);
    expect((await c.call(api.updateGuideClosed, { SysUserId: 'me' as unknown as number, GuideClosed: true })).code).toBe(100001);
    expect(await userRow(server, 'agent01')).toEqual(before);
  });
});

describe('every own-account call answers -101, -102 and -103', () => {
  const calls: [string, Endpoint, (id: number) => Record<string, unknown>][] = [
    ['updateMobile', api.updateMobile, (id) => ({ SysUserId: id, Mobile: '13944445555', VerifyCode: '123456' })],
    ['updateAvatarAndNickname', api.updateAvatarAndNickname, (id) => ({ SysUserId: id, Nickname: 'n' })],
    [
      'updatePasswordV2',
      api.updatePasswordV2,
      (id) => ({ SysUserId: id, Mobile: '13800000005', VerifyCode: '123456', NewPassword: 'Abc@12345', RepeatPassword: 'Abc@12345' }),
    ],
    ['updateUser', api.updateUser, (id) => ({ SysUserId: id, SysVersion: 'V1.3.11' })],
    ['updateGuideClosed', api.updateGuideClosed, (id) => ({ SysUserId: id, GuideClosed: true })],
  ];
  it.each(calls)('%s', async (_name, endpoint, body) => {
    const id = await userIdOf(server, 'director01');
    const before = await userRow(server, 'director01');
    expect((await server.client().call(endpoint, body(id) as never)).code).toBe(-101);
    const idle = await server.login('director01');
    await idleSession(server, idle);
    expect((await server.client(idle).call(endpoint, body(id) as never)).code).toBe(-102);
    const ended = await server.login('director01');
    await server.client(ended).call(api.logout, {});
    expect((await server.client(ended).call(endpoint, body(id) as never)).code).toBe(-103);
    const { lastLoginTime: _a, ...restAfter } = await userRow(server, 'director01');
    const { lastLoginTime: _b, ...restBefore } = before;
    expect(restAfter).toEqual(restBefore);
  });
});
