import { api, CLIENT_TYPE_PC, type Endpoint, md5Hex, ROLE_TYPE } from '@kc/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../harness.ts';
import { countRows, idleSession, sendCode, sessionOf, snapshot, userIdOf, userRow } from './auth-helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const signIn = (username: string, password: string) =>
  server.client().call(api.passwordLogin, { Username: username, Password: md5Hex(password), ClientType: CLIENT_TYPE_PC });

describe('reset password (NoLogin/SysUser/GetResetPasswordToken, NoLogin/SysUser/ResetPassword)', () => {
  const mobile = '13800000009'; // park02

  it('trades a ResetPassword code for a one-time token, sets the password and ends every session', async () => {
    const a = await server.login('park02');
    const b = await server.login('park02');
    const code = await sendCode(server, mobile, 'ResetPassword');
    const tokenRes = await server.client().call(api.resetPasswordToken, { Mobile: mobile, VerifyCode: code });
    expect(tokenRes.code).toBe(100000);
    const resetToken = tokenRes.data.ResetToken;
    expect(resetToken.length).toBeGreaterThanOrEqual(40);
    const stored = await server.db.selectFrom('passwordReset').selectAll().executeTakeFirstOrThrow();
    expect(stored.tokenHash).not.toBe(resetToken);
    expect((stored.expireTime.getTime() - Date.now()) / 60_000).toBeCloseTo(15, 0);
    // The code is used up.
    expect((await server.client().call(api.resetPasswordToken, { Mobile: mobile, VerifyCode: code })).code).toBe(100001);

    const res = await server
      .client()
      .call(api.resetPassword, { ResetToken: resetToken, NewPassword: 'Fresh@2024', RepeatPassword: 'Fresh@2024' });
    expect(res).toEqual({ code: 100000, data: null, msg: 'ok' });
    for (const t of [a, b]) {
      expect((await sessionOf(server, t)).endReason).toBe('password changed');
      expect((await server.client(t).call(api.logout, {})).code).toBe(-103);
    }
    expect((await signIn('park02', DEMO_PASSWORD)).code).toBe(100001);
    expect((await signIn('park02', 'Fresh@2024')).code).toBe(100000);
    // The reset token is single use.
    const again = await server
      .client()
      .call(api.resetPassword, { ResetToken: resetToken, NewPassword: 'Other@2024', RepeatPassword: 'Other@2024' });
    expect(again.code).toBe(100001);
    const audit = await server.db.selectFrom('auditLog').selectAll().where('event', '=', 'password.reset').executeTakeFirstOrThrow();
    expect(audit.sysUserId).toBe(await userIdOf(server, 'park02'));
  });

  it('refuses a wrong code and writes no token', async () => {
    const code = await sendCode(server, mobile, 'ResetPassword');
    const before = await countRows(server, 'passwordReset');
    const res = await server.client().call(api.resetPasswordToken, { Mobile: mobile, VerifyCode: code === '000000' ? '111111' : '000000' });
    expect(res).toMatchObject({ code: 100001, msg: 'verification code error' });
    expect(await countRows(server, 'passwordReset')).toBe(before);
  });

  it('refuses an unknown or expired reset token', async () => {
    const unknown = await server
      .client()
      .call(api.resetPassword, { ResetToken: 'x'.repeat(43), NewPassword: 'Fresh@2025', RepeatPassword: 'Fresh@2025' });
    expect(unknown.code).toBe(100001);
    const code = await sendCode(server, mobile, 'ResetPassword');
    const { data } = await server.client().call(api.resetPasswordToken, { Mobile: mobile, VerifyCode: code });
    await server.db
      .updateTable('passwordReset')
      .set({ expireTime: sql<Date>`now() - interval '1 second'` })
      .where('usedTime', 'is', null)
      .execute();
    const hash = (await userRow(server, 'park02')).passwordHash;
    const res = await server
      .client()
      .call(api.resetPassword, { ResetToken: data.ResetToken, NewPassword: 'Fresh@2025', RepeatPassword: 'Fresh@2025' });
    expect(res.code).toBe(100001);
    expect((await userRow(server, 'park02')).passwordHash).toBe(hash);
  });

  it('refuses invalid input with 100001 and writes nothing', async () => {
    const before = await snapshot(server);
    const hash = (await userRow(server, 'park02')).passwordHash;
    const mismatch = await server
      .client()
      .call(api.resetPassword, { ResetToken: 'abc', NewPassword: 'Fresh@2026', RepeatPassword: 'Fresh@2027' });
    expect(mismatch).toMatchObject({ code: 100001, msg: 'RepeatPassword: the two passwords entered are inconsistent' });
    const short = await server.client().call(api.resetPassword, { ResetToken: 'abc', NewPassword: '123', RepeatPassword: '123' });
    expect(short).toMatchObject({ code: 100001, msg: 'NewPassword: cannot be empty, length 6-20 characters' });
    expect((await server.client().call(api.resetPasswordToken, { Mobile: mobile, VerifyCode: '1234' })).code).toBe(100001);
    expect(await snapshot(server)).toEqual(before);
    expect((await userRow(server, 'park02')).passwordHash).toBe(hash);
  });
});

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

describe('teacherRegister (NoLogin/Teacher/Register)', () => {
  const form = (over: Record<string, unknown> = {}) => ({
    FullName: '张园长',
    Mobile: '13955556666',
    VerifyCode: '000000',
    Username: 'zhangyz01',
    Password: 'Reg@2024',
    RepeatPassword: 'Reg@2024',
    SchoolName: '向日葵幼儿园',
    AreaCodes: ['33', '3301', '330106'],
    Agreement: true as const,
    ...over,
  });

  it('creates the school (active), the principal, the park-admin account and its session, in one go', async () => {
    const code = await sendCode(server, '13955556666', 'Register');
    const res = await server.client().call(api.teacherRegister, form({ VerifyCode: code }));
    expect(res.code, res.msg).toBe(100000);
    const user = await userRow(server, 'zhangyz01');
    const school = await server.db.selectFrom('school').selectAll().where('schoolName', '=', '向日葵幼儿园').executeTakeFirstOrThrow();
    expect(school).toMatchObject({
      provinceCode: '33',
      cityCode: '3301',
      districtCode: '330106',
      schoolContractType: 1,
      state: 0,
      principalName: '张园长',
      createBy: user.sysUserId,
    });
    const teacher = await server.db.selectFrom('teacher').selectAll().where('schoolId', '=', school.schoolId).executeTakeFirstOrThrow();
    expect(teacher).toMatchObject({ name: '张园长', mobile: '13955556666', post: 1, sysUserId: user.sysUserId });
    const parkRole = await server.db
      .selectFrom('sysRole')
      .select('sysRoleId')
      .where('roleType', '=', ROLE_TYPE.ParkAdmin)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      fullName: '张园长',
      mobile: '13955556666',
      identityType: 2,
      identityId: teacher.teacherId,
      currentRoleId: parkRole.sysRoleId,
      state: 0,
    });
    expect(await server.db.selectFrom('sysUserRole').selectAll().where('sysUserId', '=', user.sysUserId).execute()).toEqual([
      { sysUserId: user.sysUserId, sysRoleId: parkRole.sysRoleId },
    ]);
    expect(await server.db.selectFrom('sysUserSchool').selectAll().where('sysUserId', '=', user.sysUserId).execute()).toEqual([
      { sysUserId: user.sysUserId, schoolId: school.schoolId },
    ]);
    expect(await sessionOf(server, res.data.token)).toMatchObject({
      sysUserId: user.sysUserId,
      sysRoleId: parkRole.sysRoleId,
      endTime: null,
    });
    // The new park admin works in their school at once.
    const me = await server.client(res.data.token).call(api.getUserInfo, {});
    expect(me.data.Schools).toEqual([{ SchoolId: school.schoolId, SchoolName: '向日葵幼儿园' }]);
    expect(me.data.RoleType).toBe(ROLE_TYPE.ParkAdmin);
    expect((await server.client(res.data.token).call(api.dataOverview, {})).data).toMatchObject({ Schools: 1, Teachers: 1, Students: 0 });
    expect((await signIn('zhangyz01', 'Reg@2024')).code).toBe(100000);
    expect(await server.db.selectFrom('auditLog').select('event').where('event', '=', 'account.register').execute()).toHaveLength(1);
  });

  it('refuses a taken username (100005) and a wrong code (100001), writing nothing', async () => {
    const code = await sendCode(server, '13955557777', 'Register');
    const before = await snapshot(server);
    const taken = await server.client().call(api.teacherRegister, form({ Mobile: '13955557777', VerifyCode: code, Username: 'park01' }));
    expect(taken).toMatchObject({ code: 100005, msg: 'username already exists' });
    const wrong = await server
      .client()
      .call(
        api.teacherRegister,
        form({ Mobile: '13955557777', VerifyCode: code === '000000' ? '111111' : '000000', Username: 'newuser01' }),
      );
    expect(wrong.code).toBe(100001);
    const used = await server.client().call(api.teacherRegister, form({ Mobile: '13800000001', Username: 'newuser02' }));
    expect(used).toMatchObject({ code: 100005, msg: 'mobile number already registered' });
    expect(await snapshot(server)).toEqual(before);
  });

  it('refuses invalid input with the spec messages (100001), writing nothing', async () => {
    const before = await snapshot(server);
    const c = server.client();
    const cases: [Record<string, unknown>, string][] = [
      [{ AreaCodes: ['33', '3301'] }, 'AreaCodes: please choose school address'],
      [{ AreaCodes: ['33', '3301', '110105'] }, 'AreaCodes: please choose school address'],
      [{ AreaCodes: ['99', '9901', '990101'] }, 'AreaCodes: please choose school address'],
      [{ Agreement: false }, 'Agreement: please read and agree to the agreement'],
      [{ RepeatPassword: 'Other@2024' }, 'RepeatPassword: the two passwords entered are inconsistent'],
      [{ Username: 'abc' }, 'Username: cannot be empty, length 5-25 characters'],
      [{ Mobile: '23955556666' }, 'Mobile: phone number format error'],
      [{ SchoolName: '' }, 'SchoolName: name cannot be empty'],
      [{ FullName: '' }, 'FullName: name cannot be empty'],
      [{ Password: '12345', RepeatPassword: '12345' }, 'Password: cannot be empty, length 6-20 characters'],
    ];
    for (const [over, msg] of cases) {
      expect(await c.call(api.teacherRegister, form({ Username: 'valid001', Mobile: '13955558888', ...over }) as never)).toMatchObject({
        code: 100001,
        msg,
      });
    }
    expect(await snapshot(server)).toEqual(before);
  });

  it('leaves nothing half-written when a step fails mid-way, and the code stays usable', async () => {
    const mobile = '13955559999';
    const code = await sendCode(server, mobile, 'Register');
    const before = await snapshot(server);
    // The account insert (after school and staff record) fails.
    await sql`ALTER TABLE sys_user ADD CONSTRAINT test_refuse_boom CHECK (username <> 'boomuser01')`.execute(server.db);
    try {
      const res = await server
        .client()
        .call(api.teacherRegister, form({ Mobile: mobile, VerifyCode: code, Username: 'boomuser01', SchoolName: '爆炸幼儿园' }));
      expect(res.code).toBe(100500);
      expect(res.msg).toMatch(/^internal error, log serial [0-9a-f]+$/);
    } finally {
      await sql`ALTER TABLE sys_user DROP CONSTRAINT test_refuse_boom`.execute(server.db);
    }
    expect(await snapshot(server)).toEqual(before);
    expect(await server.db.selectFrom('school').select('schoolId').where('schoolName', '=', '爆炸幼儿园').execute()).toEqual([]);
    expect(await server.db.selectFrom('teacher').select('teacherId').where('mobile', '=', mobile).execute()).toEqual([]);
    const retry = await server
      .client()
      .call(api.teacherRegister, form({ Mobile: mobile, VerifyCode: code, Username: 'boomuser02', SchoolName: '爆炸幼儿园' }));
    expect(retry.code).toBe(100000);
  });
});
