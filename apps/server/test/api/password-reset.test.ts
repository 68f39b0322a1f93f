import { api } from '@kc/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../harness.ts';
import { countRows, passwordSignIn, sendCode, sessionOf, snapshot, userIdOf, userRow } from './auth-helpers.ts';

/** A forgotten password reset by an SMS code (modules/auth/reset-password.ts). */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const signIn = (username: string, password: string) => passwordSignIn(server, username, password);

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
