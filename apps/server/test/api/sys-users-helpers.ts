import { type api, Code, IDENTITY_TYPE, ROLE_TYPE, sysUser } from '@kc/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { passwordSignIn } from './auth-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * The server and helpers of the account administration tests (sys-users.test.ts,
 * sys-users-workflow.test.ts). Each test file calls `useSysUsersServer()` once: it starts a
 * server of the file's own and fills the bindings below, which the importing file reads live.
 */
export let server: TestServer;
export let accounts: ReturnType<typeof resourceApi>;
export let adminToken: string;
export const roleIds: Record<string, number> = {};
export let schoolIds: number[] = [];
export let adminId: number;

export function useSysUsersServer() {
  beforeAll(async () => {
    server = await startTestServer();
    accounts = resourceApi(server, sysUser);
    adminToken = await server.login('admin');
    adminId = (await server.db.selectFrom('sysUser').select('sysUserId').where('username', '=', 'admin').executeTakeFirstOrThrow())
      .sysUserId;
    for (const r of await server.db.selectFrom('sysRole').select(['sysRoleId', 'roleType']).execute()) {
      const key = Object.entries(ROLE_TYPE).find(([, v]) => v === r.roleType)?.[0];
      if (key) roleIds[key] = r.sysRoleId;
    }
    schoolIds = (await server.db.selectFrom('school').select('schoolId').orderBy('schoolId').execute()).map((s) => s.schoolId);
  });
  afterAll(() => server?.close());
}

export const admin = () => accounts.as(adminToken);
export const call = <E extends (typeof api)[keyof typeof api]>(token: string, endpoint: E, input: unknown) =>
  server.client(token).call(endpoint, input as never);
export const signIn = (username: string, password: string) => passwordSignIn(server, username, password);

let serial = 0;
/** A fresh, valid account input (unique username and mobile). */
export function newAccount(over: Record<string, unknown> = {}) {
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

export async function addAccount(over: Record<string, unknown> = {}) {
  const input = newAccount(over);
  const res = await admin().add(input);
  expect(res.code, res.msg).toBe(Code.Success);
  return { ...input, SysUserId: res.data.SysUserId as number };
}

export const auditRows = (event: string, sysUserId: number) =>
  server.db
    .selectFrom('auditLog')
    .select(['event', 'sysUserId', 'username', 'detail'])
    .where('event', '=', event)
    .where(sql<string>`detail->>'SysUserId'`, '=', String(sysUserId))
    .orderBy('auditLogId')
    .execute();

export const accountRow = (sysUserId: number) =>
  server.db.selectFrom('sysUser').selectAll().where('sysUserId', '=', sysUserId).executeTakeFirstOrThrow();

export const accountCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('sysUser')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Runs `work` while the role holds these actions on ManagerRoot (account administration); the grant is taken back after. */
export async function withManagerRootGrant(sysRoleId: number, actionValues: string[], work: () => Promise<void>): Promise<void> {
  const { sysMenuId } = await server.db
    .selectFrom('sysMenu')
    .select('sysMenuId')
    .where('name', '=', 'ManagerRoot')
    .executeTakeFirstOrThrow();
  await server.db.insertInto('sysRoleMenu').values({ sysRoleId, sysMenuId, actionValues }).execute();
  try {
    await work();
  } finally {
    await server.db.deleteFrom('sysRoleMenu').where('sysRoleId', '=', sysRoleId).where('sysMenuId', '=', sysMenuId).execute();
  }
}
