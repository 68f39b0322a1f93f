import { ACCOUNT_AUDIT_EVENTS, api, Code, IDENTITY_TYPE, messageCatalog } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import { OWN_ACCOUNT_ROLES } from '../../src/modules/sys-users/guards.ts';
import {
  addAccount,
  admin,
  adminId,
  adminToken,
  auditRows,
  call,
  roleIds,
  schoolIds,
  server,
  signIn,
  useSysUsersServer,
} from './sys-users-helpers.ts';

/** Account administration's workflow calls (SysUser/UpdateState, AdminResetPassword, Unlock) and role and school changes taking effect. */
useSysUsersServer();

describe('SysUser: workflow calls', () => {
  it('disables an account (its sessions end, it cannot sign in) and enables it again; both audited', async () => {
    const a = await addAccount();
    const token = await server.login(a.Username, a.Password);
    expect((await call(token, api.getUserInfo, {})).code).toBe(Code.Success);

    expect((await call(adminToken, api.sysUserUpdateState, { SysUserId: a.SysUserId, State: 1 })).code).toBe(Code.Success);
    expect((await call(token, api.getUserInfo, {})).code).toBe(Code.SessionEnded);
    expect(await signIn(a.Username, a.Password)).toMatchObject({ code: Code.NoPermission });
    expect((await admin().page({ Username: a.Username, State: 1 })).data.total).toBe(1);
    expect(await auditRows(ACCOUNT_AUDIT_EVENTS.disable, a.SysUserId)).toMatchObject([{ sysUserId: adminId, username: 'admin' }]);

    // Disabling twice changes nothing (and audits nothing).
    expect((await call(adminToken, api.sysUserUpdateState, { SysUserId: a.SysUserId, State: 1 })).code).toBe(Code.Success);
    expect(await auditRows(ACCOUNT_AUDIT_EVENTS.disable, a.SysUserId)).toHaveLength(1);

    expect((await call(adminToken, api.sysUserUpdateState, { SysUserId: a.SysUserId, State: 0 })).code).toBe(Code.Success);
    expect((await signIn(a.Username, a.Password)).code).toBe(Code.Success);
    expect(await auditRows(ACCOUNT_AUDIT_EVENTS.enable, a.SysUserId)).toHaveLength(1);

    expect(await call(adminToken, api.sysUserUpdateState, { SysUserId: adminId, State: 1 })).toMatchObject({
      code: Code.Conflict,
      msg: 'you cannot disable your own account',
    });
    expect(await call(adminToken, api.sysUserUpdateState, { SysUserId: a.SysUserId, State: 2 })).toMatchObject({
      code: Code.InvalidInput,
      msg: 'State: must be 0 (active) or 1 (disabled)',
    });
    expect((await call(adminToken, api.sysUserUpdateState, { SysUserId: 999999, State: 1 })).code).toBe(Code.NotFound);
  });

  it('resets a password: the old one stops working, the new one works, sessions end; audited', async () => {
    const a = await addAccount();
    const token = await server.login(a.Username, a.Password);
    const reset = (input: Record<string, unknown>) => call(adminToken, api.sysUserAdminResetPassword, { SysUserId: a.SysUserId, ...input });

    expect(await reset({ NewPassword: 'NewPass#1', RepeatPassword: 'NewPass#2' })).toMatchObject({
      code: Code.InvalidInput,
      msg: 'RepeatPassword: the two passwords entered are inconsistent',
    });
    expect(await reset({ NewPassword: '12345', RepeatPassword: '12345' })).toMatchObject({
      code: Code.InvalidInput,
      msg: 'NewPassword: cannot be empty, length 6-20 characters',
    });
    expect((await call(token, api.getUserInfo, {})).code).toBe(Code.Success);

    expect((await reset({ NewPassword: 'NewPass#1', RepeatPassword: 'NewPass#1' })).code).toBe(Code.Success);
    expect((await call(token, api.getUserInfo, {})).code).toBe(Code.SessionEnded);
    expect(await signIn(a.Username, a.Password)).toMatchObject({ code: Code.InvalidInput, msg: 'wrong username or password' });
    expect((await signIn(a.Username, 'NewPass#1')).code).toBe(Code.Success);
    expect(await auditRows(ACCOUNT_AUDIT_EVENTS.passwordReset, a.SysUserId)).toMatchObject([{ username: 'admin' }]);

    expect(
      await call(adminToken, api.sysUserAdminResetPassword, { SysUserId: adminId, NewPassword: 'abcdef', RepeatPassword: 'abcdef' }),
    ).toMatchObject({ code: Code.Conflict, msg: 'use the security settings to change your own password' });
  });

  it('unlocks an account locked by 5 failed sign-ins', async () => {
    const a = await addAccount();
    for (let i = 0; i < 5; i++) expect((await signIn(a.Username, 'wrong-password')).code).toBe(Code.InvalidInput);
    expect((await signIn(a.Username, a.Password)).code).toBe(Code.TooManyRequests);
    expect((await admin().page({ Username: a.Username })).data.list[0]?.IsLocked).toBe(true);
    expect((await admin().detail(a.SysUserId)).data.IsLocked).toBe(true);

    expect((await call(adminToken, api.sysUserUnlock, { SysUserId: a.SysUserId })).code).toBe(Code.Success);
    expect((await admin().page({ Username: a.Username })).data.list[0]?.IsLocked).toBe(false);
    expect((await signIn(a.Username, a.Password)).code).toBe(Code.Success);
    expect(await auditRows(ACCOUNT_AUDIT_EVENTS.unlock, a.SysUserId)).toMatchObject([{ detail: { WasLocked: true } }]);
  });

  it('applies a role change on the next call: an added role is offered, a revoked one ends its sessions', async () => {
    const a = await addAccount({ Roles: [roleIds.Teacher] });
    const token = await server.login(a.Username, a.Password);
    const roles = async (t: string) => (await call(t, api.getUserInfo, {})).data?.Roles.map((r: { SysRoleId: number }) => r.SysRoleId);
    expect(await roles(token)).toEqual([roleIds.Teacher]);

    expect((await admin().update({ SysUserId: a.SysUserId, Roles: [roleIds.Teacher, roleIds.Operator] })).code).toBe(Code.Success);
    expect(await roles(token)).toEqual([roleIds.Operator, roleIds.Teacher].sort((x, y) => (x ?? 0) - (y ?? 0)));

    expect((await admin().update({ SysUserId: a.SysUserId, Roles: [roleIds.Operator] })).code).toBe(Code.Success);
    expect((await call(token, api.getUserInfo, {})).code).toBe(Code.SessionEnded);
    const again = await server.login(a.Username, a.Password);
    expect((await call(again, api.getUserInfo, {})).data?.SysRoleId).toBe(roleIds.Operator);

    const audited = await auditRows(ACCOUNT_AUDIT_EVENTS.rolesChange, a.SysUserId);
    expect(audited.map((r) => r.detail)).toEqual([
      expect.objectContaining({ added: [roleIds.Operator], removed: [] }),
      expect.objectContaining({ added: [], removed: [roleIds.Teacher] }),
    ]);
    // Nobody changes their own roles.
    expect(await admin().update({ SysUserId: adminId, Roles: [roleIds.SuperAdmin, roleIds.Operator] })).toMatchObject({
      code: Code.Conflict,
      msg: `Roles: ${messageCatalog.en[OWN_ACCOUNT_ROLES]}`,
    });
  });

  it('changes the park scope with the school binding, on the next call; audited', async () => {
    const a = await addAccount({ IdentityType: IDENTITY_TYPE.School, Roles: [roleIds.ParkAdmin], Schools: [schoolIds[0]] });
    const token = await server.login(a.Username, a.Password);
    const schools = async () =>
      (await call(token, api.selectSchoolList, { State: 0, IdentityType: 2 })).data?.map((s: { SchoolId: number }) => s.SchoolId);
    expect(await schools()).toEqual([schoolIds[0]]);

    expect((await admin().update({ SysUserId: a.SysUserId, Schools: [schoolIds[1], schoolIds[2]] })).code).toBe(Code.Success);
    expect(await schools()).toEqual([schoolIds[1], schoolIds[2]]);
    expect((await auditRows(ACCOUNT_AUDIT_EVENTS.schoolsChange, a.SysUserId))[0]?.detail).toMatchObject({
      added: [schoolIds[1], schoolIds[2]],
      removed: [schoolIds[0]],
    });

    const tree = await call(adminToken, api.sysUserSchoolTree, {});
    expect(tree.data?.map((s) => s.SchoolId)).toEqual(expect.arrayContaining(schoolIds));
    expect(tree.data?.find((s) => s.SchoolId === schoolIds[0])).toMatchObject({ ProvinceName: '北京市', AgentName: expect.any(String) });
  });
});
