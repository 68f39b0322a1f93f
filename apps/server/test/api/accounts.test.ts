import { ACCOUNT_AUDIT_EVENTS, api, CLIENT_TYPE_PC, Code, IDENTITY_TYPE, md5Hex, ROLE_TYPE, sysUser } from '@kc/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_SIGNED_IN, NOT_SUPER_ADMIN, OWN_ACCOUNT_ROLES, SUPER_ADMIN_ROLE_REFUSED } from '../../src/modules/sys-users/guards.ts';
import { MOBILE_EXISTS, USERNAME_EXISTS } from '../../src/modules/sys-users/sys-user-binding.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { readSheet, resourceApi } from './resource-helpers.ts';

/** Account management (ManagerRoot): the SysUser resource and its workflow calls, against the real server. */
let server: TestServer;
let accounts: ReturnType<typeof resourceApi>;
let adminToken: string;
const roleIds: Record<string, number> = {};
let schoolIds: number[] = [];
let adminId: number;

beforeAll(async () => {
  server = await startTestServer();
  accounts = resourceApi(server, sysUser);
  adminToken = await server.login('admin');
  adminId = (await server.db.selectFrom('sysUser').select('sysUserId').where('username', '=', 'admin').executeTakeFirstOrThrow()).sysUserId;
  for (const r of await server.db.selectFrom('sysRole').select(['sysRoleId', 'roleType']).execute()) {
    const key = Object.entries(ROLE_TYPE).find(([, v]) => v === r.roleType)?.[0];
    if (key) roleIds[key] = r.sysRoleId;
  }
  schoolIds = (await server.db.selectFrom('school').select('schoolId').orderBy('schoolId').execute()).map((s) => s.schoolId);
});
afterAll(() => server?.close());

const admin = () => accounts.as(adminToken);
const call = <E extends (typeof api)[keyof typeof api]>(token: string, endpoint: E, input: unknown) =>
  server.client(token).call(endpoint, input as never);
const signIn = (Username: string, password: string) =>
  server.client().call(api.passwordLogin, { Username, Password: md5Hex(password), ClientType: CLIENT_TYPE_PC });

let serial = 0;
/** A fresh, valid account input (unique username and mobile). */
function newAccount(over: Record<string, unknown> = {}) {
  serial += 1;
  return {
    Username: `acct${String(serial).padStart(3, '0')}x`,
    FullName: `测试账号${serial}`,
    Mobile: `1370000${String(serial).padStart(4, '0')}`,
    Password: 'Secret#123',
    IdentityType: IDENTITY_TYPE.Platform,
    Roles: [roleIds.Teacher],
    ...over,
  };
}

async function addAccount(over: Record<string, unknown> = {}) {
  const input = newAccount(over);
  const res = await admin().add(input);
  expect(res.code, res.msg).toBe(Code.Success);
  return { ...input, SysUserId: res.data.SysUserId as number };
}

const auditRows = (event: string, sysUserId: number) =>
  server.db
    .selectFrom('auditLog')
    .select(['event', 'sysUserId', 'username', 'detail'])
    .where('event', '=', event)
    .where(sql<string>`detail->>'SysUserId'`, '=', String(sysUserId))
    .orderBy('auditLogId')
    .execute();

const accountRow = (sysUserId: number) =>
  server.db.selectFrom('sysUser').selectAll().where('sysUserId', '=', sysUserId).executeTakeFirstOrThrow();

const accountCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('sysUser')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

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
      [{ Schools: [999999] }, 'Schools: a school does not exist'],
      [{ IdentityType: IDENTITY_TYPE.Agent }, 'IdentityId: choose the agent this account acts for'],
      [{ IdentityType: IDENTITY_TYPE.Government, IdentityId: 999999 }, 'IdentityId: choose the supervision body this account belongs to'],
      [{ IdentityType: IDENTITY_TYPE.School, IdentityId: 999999 }, 'IdentityId: the staff record does not exist'],
    ];
    for (const [over, msg] of cases) {
      expect(await admin().add(newAccount(over)), JSON.stringify(over)).toMatchObject({ code: Code.InvalidInput, msg });
    }
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
      msg: `${HAS_SIGNED_IN}: ${used.Username}`,
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
      msg: OWN_ACCOUNT_ROLES,
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

describe('SysUser: who may do what', () => {
  it('a caller who is not a super admin cannot grant the super admin role nor touch a super admin account', async () => {
    const { sysMenuId } = await server.db
      .selectFrom('sysMenu')
      .select('sysMenuId')
      .where('name', '=', 'ManagerRoot')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('sysRoleMenu')
      .values({ sysRoleId: roleIds.Operator as number, sysMenuId, actionValues: ['view', 'add', 'edit', 'delete', 'export'] })
      .execute();
    try {
      const operatorToken = await server.login('operator');
      const operator = accounts.as(operatorToken);
      const before = await accountCount();
      expect(await operator.add(newAccount({ Roles: [roleIds.SuperAdmin] }))).toMatchObject({
        code: Code.NoPermission,
        msg: SUPER_ADMIN_ROLE_REFUSED,
      });
      expect(await accountCount()).toBe(before);

      const added = await operator.add(newAccount());
      expect(added.code, added.msg).toBe(Code.Success);
      const id = added.data.SysUserId as number;
      expect(await operator.update({ SysUserId: id, Roles: [roleIds.SuperAdmin] })).toMatchObject({
        code: Code.NoPermission,
        msg: SUPER_ADMIN_ROLE_REFUSED,
      });
      expect((await operator.update({ SysUserId: id, Roles: [roleIds.Teacher, roleIds.Agent] })).code).toBe(Code.Success);

      const refusals = [
        await operator.update({ SysUserId: adminId, FullName: '换个名字' }),
        await operator.remove({ SysUserId: adminId }),
        await call(operatorToken, api.sysUserUpdateState, { SysUserId: adminId, State: 1 }),
        await call(operatorToken, api.sysUserAdminResetPassword, { SysUserId: adminId, NewPassword: 'abcdef', RepeatPassword: 'abcdef' }),
        await call(operatorToken, api.sysUserUnlock, { SysUserId: adminId }),
      ];
      for (const res of refusals) expect(res).toMatchObject({ code: Code.NoPermission, msg: NOT_SUPER_ADMIN });
      expect(await accountRow(adminId)).toMatchObject({ state: 0, fullName: '系统管理员' });
    } finally {
      await server.db
        .deleteFrom('sysRoleMenu')
        .where('sysRoleId', '=', roleIds.Operator as number)
        .where('sysMenuId', '=', sysMenuId)
        .execute();
    }
  });

  it('a caller with a school scope binds only schools of that scope and keeps the bindings it cannot see', async () => {
    // agent01 sees the schools of its agent (1 and 2), not school 3.
    const { sysMenuId } = await server.db
      .selectFrom('sysMenu')
      .select('sysMenuId')
      .where('name', '=', 'ManagerRoot')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('sysRoleMenu')
      .values({ sysRoleId: roleIds.Agent as number, sysMenuId, actionValues: ['view', 'edit'] })
      .execute();
    try {
      const a = await addAccount({ IdentityType: IDENTITY_TYPE.School, Roles: [roleIds.ParkAdmin], Schools: [schoolIds[0], schoolIds[2]] });
      const agentToken = await server.login('agent01');
      const agent = accounts.as(agentToken);
      expect((await call(agentToken, api.sysUserSchoolTree, {})).data?.map((s) => s.SchoolId)).toEqual([schoolIds[0], schoolIds[1]]);
      expect((await agent.update({ SysUserId: a.SysUserId, Schools: [schoolIds[1]] })).code).toBe(Code.Success);
      expect((await admin().detail(a.SysUserId)).data.Schools).toEqual([schoolIds[1], schoolIds[2]]);

      const b = await addAccount({ IdentityType: IDENTITY_TYPE.School, Roles: [roleIds.ParkAdmin], Schools: [schoolIds[0]] });
      expect(await agent.update({ SysUserId: b.SysUserId, Schools: [schoolIds[0], schoolIds[2]] })).toMatchObject({
        code: Code.NoPermission,
        msg: 'Schools: no permission for this school',
      });
      expect((await admin().detail(b.SysUserId)).data.Schools).toEqual([schoolIds[0]]);
    } finally {
      await server.db
        .deleteFrom('sysRoleMenu')
        .where('sysRoleId', '=', roleIds.Agent as number)
        .where('sysMenuId', '=', sysMenuId)
        .execute();
    }
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
