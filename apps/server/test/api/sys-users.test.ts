import { ACCOUNT_AUDIT_EVENTS, api, Code, IDENTITY_TYPE, messageCatalog } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import { HAS_SIGNED_IN, NOT_SUPER_ADMIN, SUPER_ADMIN_ROLE_REFUSED } from '../../src/modules/sys-users/guards.ts';

const USERNAME_EXISTS = 'Username: username already exists';
const MOBILE_EXISTS = 'Mobile: mobile number already registered';

import { readSheet } from './resource-helpers.ts';
import {
  accountCount,
  accountRow,
  accounts,
  addAccount,
  admin,
  adminId,
  adminToken,
  auditRows,
  call,
  newAccount,
  roleIds,
  schoolIds,
  server,
  signIn,
  useSysUsersServer,
  withManagerRootGrant,
} from './sys-users-helpers.ts';

/** Account administration (ManagerRoot): the SysUser resource's standard actions and who may use them, against the real server. */
useSysUsersServer();

describe('SysUser: the standard actions', () => {
  it('adds an account (password hashed, never answered), lists it with filters, updates it', async () => {
    const a = await addAccount({
      IdentityType: IDENTITY_TYPE.School,
      Roles: [roleIds.ParkAdmin],
      Schools: [schoolIds[0], schoolIds[1]],
      Nickname: '小测',
    });
    const stored = await accountRow(a.SysUserId);
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.createBy).toBe(adminId);

    const detail = await admin().detail(a.SysUserId);
    expect(detail.data).toMatchObject({
      Username: a.Username,
      Mobile: a.Mobile,
      Roles: [roleIds.ParkAdmin],
      Schools: [schoolIds[0], schoolIds[1]],
      State: 0,
      IsLocked: false,
      LastLoginTime: null,
    });
    expect(detail.data).not.toHaveProperty('Password');
    expect(JSON.stringify(detail.data)).not.toContain('argon2');

    // The new account signs in with the password it was given (the login's MD5 digest).
    expect((await signIn(a.Username, 'Secret#123')).code).toBe(Code.Success);

    const page = await admin().page({ Username: a.Username.slice(0, 7), Roles: roleIds.ParkAdmin, Schools: schoolIds[1] });
    expect(page.code, page.msg).toBe(Code.Success);
    expect(page.data.list.map((r) => r.SysUserId)).toEqual([a.SysUserId]);
    expect(page.data.list[0]?.Mobile).toBe(`${a.Mobile.slice(0, 3)}****${a.Mobile.slice(7)}`);
    expect(page.data.list[0]?.LastLoginTime).toEqual(expect.any(String));
    for (const filters of [
      { Username: a.Username, Roles: roleIds.Teacher },
      { Username: a.Username, Schools: schoolIds[2] },
      { Username: a.Username, State: 1 },
      { Username: a.Username, IdentityType: IDENTITY_TYPE.Agent },
      { Mobile: '13999999999' },
    ]) {
      expect((await admin().page(filters)).data.total, JSON.stringify(filters)).toBe(0);
    }
    expect((await admin().page({ FullName: a.FullName, Mobile: a.Mobile.slice(3), IdentityType: 2, State: 0 })).data.total).toBe(1);
    expect((await admin().page({ sort: '-LastLoginTime' })).data.list[0]?.SysUserId).toBe(a.SysUserId);

    const updated = await admin().update({ SysUserId: a.SysUserId, FullName: '改名了', Nickname: '', Password: 'ignored!!' });
    expect(updated.code, updated.msg).toBe(Code.Success);
    expect(await accountRow(a.SysUserId)).toMatchObject({ fullName: '改名了', nickname: '', passwordHash: stored.passwordHash });

    expect((await auditRows(ACCOUNT_AUDIT_EVENTS.create, a.SysUserId))[0]).toMatchObject({
      username: 'admin',
      detail: { Username: a.Username, Roles: [roleIds.ParkAdmin], Schools: [schoolIds[0], schoolIds[1]] },
    });
    const list = await admin().list(a.Username);
    expect(list.data).toEqual([{ Value: a.SysUserId, Label: a.Username }]);
  });

  it('validates with the spec messages and writes nothing', async () => {
    const before = await accountCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ Username: 'abcd' }, 'Username: cannot be empty, length 5-25 characters'],
      [{ Username: 'a'.repeat(26) }, 'Username: cannot be empty, length 5-25 characters'],
      [{ Mobile: '12345678901' }, 'Mobile: phone number format error'],
      [{ Mobile: '1380000000' }, 'Mobile: phone number format error'],
      [{ FullName: '' }, 'FullName: name cannot be empty'],
      [{ Password: '12345' }, 'Password: cannot be empty, length 6-20 characters'],
      [{ Password: 'x'.repeat(21) }, 'Password: cannot be empty, length 6-20 characters'],
      [{ IdentityType: 9 }, 'IdentityType: must be one of 1, 2, 3, 4, 5'],
      [{ Roles: [] }, 'Roles: cannot be empty'],
      [{ Roles: [999999] }, 'Roles: a role does not exist'],
      [{ IdentityType: IDENTITY_TYPE.Agent }, 'IdentityId: choose the agent this account acts for'],
      [{ IdentityType: IDENTITY_TYPE.Government, IdentityId: 999999 }, 'IdentityId: choose the supervision body this account belongs to'],
      [{ IdentityType: IDENTITY_TYPE.School, IdentityId: 999999 }, 'IdentityId: the staff record does not exist'],
    ];
    for (const [over, msg] of cases) {
      expect(await admin().add(newAccount(over)), JSON.stringify(over)).toMatchObject({ code: Code.InvalidInput, msg });
    }
    // A school that does not exist answers as one outside the caller's scope (100004).
    expect(await admin().add(newAccount({ Schools: [999999] }))).toMatchObject({
      code: Code.NotFound,
      msg: 'Schools: school 999999 does not exist',
    });
    const { Username: _u, ...noUsername } = newAccount();
    expect((await admin().add(noUsername)).code).toBe(Code.InvalidInput);
    expect(await accountCount()).toBe(before);
  });

  it('refuses a duplicate username (any case) or mobile with a readable 100005', async () => {
    const before = await accountCount();
    expect(await admin().add(newAccount({ Username: 'admin' }))).toMatchObject({ code: Code.Conflict, msg: USERNAME_EXISTS });
    expect(await admin().add(newAccount({ Username: 'ADMIN' }))).toMatchObject({ code: Code.Conflict, msg: USERNAME_EXISTS });
    expect(await admin().add(newAccount({ Mobile: '13800000007' }))).toMatchObject({ code: Code.Conflict, msg: MOBILE_EXISTS });
    const a = await addAccount();
    expect(await admin().update({ SysUserId: a.SysUserId, Mobile: '13800000007' })).toMatchObject({
      code: Code.Conflict,
      msg: MOBILE_EXISTS,
    });
    expect(await accountCount()).toBe(before + 1);
  });

  it('keeps identity records consistent with the identity type', async () => {
    const agent = await server.db.selectFrom('agent').select('agentId').orderBy('agentId').executeTakeFirstOrThrow();
    const a = await addAccount({ IdentityType: IDENTITY_TYPE.Agent, IdentityId: agent.agentId, Roles: [roleIds.Agent] });
    expect(await accountRow(a.SysUserId)).toMatchObject({ identityType: IDENTITY_TYPE.Agent, identityId: agent.agentId });
    // Platform staff point at nothing, whatever is sent.
    expect((await admin().update({ SysUserId: a.SysUserId, IdentityType: IDENTITY_TYPE.Platform, IdentityId: 5 })).code).toBe(Code.Success);
    expect(await accountRow(a.SysUserId)).toMatchObject({ identityType: IDENTITY_TYPE.Platform, identityId: null });

    const options = await call(adminToken, api.sysUserIdentityOptions, { IdentityType: IDENTITY_TYPE.Agent });
    expect(options.data).toContainEqual({ Value: agent.agentId, Label: expect.any(String) });
    const staff = await call(adminToken, api.sysUserIdentityOptions, { IdentityType: IDENTITY_TYPE.School });
    expect(staff.data?.length).toBeGreaterThan(0);
    expect((await call(adminToken, api.sysUserIdentityOptions, { IdentityType: IDENTITY_TYPE.Platform })).data).toEqual([]);
  });

  it('deletes an account that never signed in; one that did is to be disabled instead', async () => {
    const unused = await addAccount();
    const used = await addAccount();
    expect((await signIn(used.Username, used.Password)).code).toBe(Code.Success);
    expect(await admin().remove({ Ids: [unused.SysUserId, used.SysUserId] })).toMatchObject({
      code: Code.Conflict,
      msg: `${messageCatalog.en[HAS_SIGNED_IN]}: ${used.Username}`,
    });
    expect((await admin().detail(unused.SysUserId)).code).toBe(Code.Success);
    expect((await admin().remove({ SysUserId: unused.SysUserId })).data).toEqual({ Deleted: 1 });
    expect((await admin().detail(unused.SysUserId)).code).toBe(Code.NotFound);
    expect(await server.db.selectFrom('sysUserRole').select('sysRoleId').where('sysUserId', '=', unused.SysUserId).execute()).toEqual([]);
    expect(await auditRows(ACCOUNT_AUDIT_EVENTS.delete, unused.SysUserId)).toHaveLength(1);
    expect(await admin().remove({ SysUserId: adminId })).toMatchObject({ code: Code.Conflict, msg: 'you cannot delete your own account' });
  });

  it('exports every filtered row without the password, mobile masked', async () => {
    const a = await addAccount();
    const exported = await admin().exportFile({ Username: a.Username });
    expect(exported.data.Rows).toBe(1);
    const { rows } = await readSheet(server, exported.data.FilePath);
    expect(rows[0]).toContain('Username');
    expect(rows[0]).not.toContain('Password');
    expect(rows[1]).toContain(a.Username);
    expect(rows[1]).toContain(`${a.Mobile.slice(0, 3)}****${a.Mobile.slice(7)}`);
    expect(JSON.stringify(rows)).not.toContain('argon2');
  });
});

describe('SysUser: who may do what', () => {
  it('a caller who is not a super admin cannot grant the super admin role nor touch a super admin account', async () => {
    await withManagerRootGrant(roleIds.Operator as number, ['view', 'add', 'edit', 'delete', 'export'], async () => {
      const operatorToken = await server.login('operator');
      const operator = accounts.as(operatorToken);
      const before = await accountCount();
      expect(await operator.add(newAccount({ Roles: [roleIds.SuperAdmin] }))).toMatchObject({
        code: Code.NoPermission,
        msg: messageCatalog.en[SUPER_ADMIN_ROLE_REFUSED],
      });
      expect(await accountCount()).toBe(before);

      const added = await operator.add(newAccount());
      expect(added.code, added.msg).toBe(Code.Success);
      const id = added.data.SysUserId as number;
      expect(await operator.update({ SysUserId: id, Roles: [roleIds.SuperAdmin] })).toMatchObject({
        code: Code.NoPermission,
        msg: messageCatalog.en[SUPER_ADMIN_ROLE_REFUSED],
      });
      expect((await operator.update({ SysUserId: id, Roles: [roleIds.Teacher, roleIds.Agent] })).code).toBe(Code.Success);

      const refusals = [
        await operator.update({ SysUserId: adminId, FullName: '换个名字' }),
        await operator.remove({ SysUserId: adminId }),
        await call(operatorToken, api.sysUserUpdateState, { SysUserId: adminId, State: 1 }),
        await call(operatorToken, api.sysUserAdminResetPassword, { SysUserId: adminId, NewPassword: 'abcdef', RepeatPassword: 'abcdef' }),
        await call(operatorToken, api.sysUserUnlock, { SysUserId: adminId }),
      ];
      for (const res of refusals) expect(res).toMatchObject({ code: Code.NoPermission, msg: messageCatalog.en[NOT_SUPER_ADMIN] });
      expect(await accountRow(adminId)).toMatchObject({ state: 0, fullName: '系统管理员' });
    });
  });

  it('a caller with a school scope binds only schools of that scope and keeps the bindings it cannot see', async () => {
    // agent01 sees the schools of its agent (1 and 2), not school 3.
    await withManagerRootGrant(roleIds.Agent as number, ['view', 'edit'], async () => {
      const a = await addAccount({ IdentityType: IDENTITY_TYPE.School, Roles: [roleIds.ParkAdmin], Schools: [schoolIds[0], schoolIds[2]] });
      const agentToken = await server.login('agent01');
      const agent = accounts.as(agentToken);
      expect((await call(agentToken, api.sysUserSchoolTree, {})).data?.map((s) => s.SchoolId)).toEqual([schoolIds[0], schoolIds[1]]);
      expect((await agent.update({ SysUserId: a.SysUserId, Schools: [schoolIds[1]] })).code).toBe(Code.Success);
      expect((await admin().detail(a.SysUserId)).data.Schools).toEqual([schoolIds[1], schoolIds[2]]);

      const b = await addAccount({ IdentityType: IDENTITY_TYPE.School, Roles: [roleIds.ParkAdmin], Schools: [schoolIds[0]] });
      expect(await agent.update({ SysUserId: b.SysUserId, Schools: [schoolIds[0], schoolIds[2]] })).toMatchObject({
        code: Code.NotFound,
        msg: `Schools: school ${schoolIds[2]} does not exist`,
      });
      expect((await admin().detail(b.SysUserId)).data.Schools).toEqual([schoolIds[0]]);
    });
  });

  it('park01 (no ManagerRoot grant) is refused every call and nothing changes', async () => {
    const park = await server.login('park01');
    const a = await addAccount();
    const before = await accountRow(a.SysUserId);
    const count = await accountCount();
    const own = accounts.as(park);
    const refused = [
      await own.page(),
      await own.detail(a.SysUserId),
      await own.list(),
      await own.add(newAccount()),
      await own.update({ SysUserId: a.SysUserId, FullName: '不该改' }),
      await own.remove({ SysUserId: a.SysUserId }),
      await own.exportFile(),
      await call(park, api.sysUserUpdateState, { SysUserId: a.SysUserId, State: 1 }),
      await call(park, api.sysUserAdminResetPassword, { SysUserId: a.SysUserId, NewPassword: 'abcdef', RepeatPassword: 'abcdef' }),
      await call(park, api.sysUserUnlock, { SysUserId: a.SysUserId }),
      await call(park, api.sysUserSchoolTree, {}),
      await call(park, api.sysUserRoleOptions, {}),
      await call(park, api.sysUserIdentityOptions, { IdentityType: 2 }),
    ];
    for (const res of refused) expect(res.code).toBe(Code.NoPermission);
    expect(await accountRow(a.SysUserId)).toEqual(before);
    expect(await accountCount()).toBe(count);
  });
});
