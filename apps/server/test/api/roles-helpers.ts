import { api, Code, IDENTITY_TYPE, type MenuEntry, type MenuGrantNode, sysRole } from '@kc/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import { hashPlainPassword } from '../../src/lib/hash.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * The server and helpers of the role tests (roles.test.ts, role-grants.test.ts). Each test file
 * calls `useRolesServer()` once: it starts a server of the file's own and fills the bindings
 * below, which the importing file reads live.
 */
export let server: TestServer;
export let roles: ReturnType<typeof resourceApi>;
export let adminToken: string;
export const PASSWORD = 'Roles@2024';

export function useRolesServer() {
  beforeAll(async () => {
    server = await startTestServer();
    roles = resourceApi(server, sysRole);
    adminToken = await server.login('admin');
  });
  afterAll(() => server?.close());
}

export const admin = () => server.client(adminToken);
export const menuId = async (name: string) =>
  (await server.db.selectFrom('sysMenu').select('sysMenuId').where('name', '=', name).executeTakeFirstOrThrow()).sysMenuId;
export const roleId = async (roleName: string) =>
  (await server.db.selectFrom('sysRole').select('sysRoleId').where('roleName', '=', roleName).executeTakeFirstOrThrow()).sysRoleId;
export const grantsOf = async (sysRoleId: number) =>
  Object.fromEntries(
    (
      await server.db
        .selectFrom('sysRoleMenu as rm')
        .innerJoin('sysMenu as m', 'm.sysMenuId', 'rm.sysMenuId')
        .select(['m.name', 'rm.actionValues'])
        .where('rm.sysRoleId', '=', sysRoleId)
        .execute()
    ).map((r) => [r.name, r.actionValues]),
  );
export const auditRows = (event: string) =>
  server.db.selectFrom('auditLog').select(['detail', 'username', 'logSerial']).where('event', '=', event).orderBy('auditLogId').execute();

let accountSeq = 0;
/** An account holding exactly `sysRoleId` (written directly: accounts are another screen's subject). */
export async function accountWith(sysRoleId: number): Promise<string> {
  const username = `roletest${++accountSeq}${Date.now() % 100000}`;
  const { sysUserId } = await server.db
    .insertInto('sysUser')
    .values({
      username,
      fullName: `Role test ${accountSeq}`,
      mobile: `1770000${String(accountSeq).padStart(4, '0')}`,
      passwordHash: await hashPlainPassword(PASSWORD),
      identityType: IDENTITY_TYPE.Platform,
      currentRoleId: sysRoleId,
      sysVersion: 'V1.3.11',
      guideClosed: true,
    })
    .returning('sysUserId')
    .executeTakeFirstOrThrow();
  await server.db.insertInto('sysUserRole').values({ sysUserId, sysRoleId }).execute();
  return username;
}

export async function newRole(RoleName: string, RoleType = 100): Promise<number> {
  const res = await roles.as(adminToken).add({ RoleName, RoleType, RoleValue: 0, Remark: 'test', State: 0 });
  expect(res.code, res.msg).toBe(Code.Success);
  return res.data.SysRoleId as number;
}

export const setGrants = (token: string, SysRoleId: number, Menus: { SysMenuId: number; ActionValues: string[] }[]) =>
  server.client(token).call(api.sysRoleSetMenuValues, { SysRoleId, Menus: Menus as never });

export const flatMenu = (tree: MenuEntry[]): MenuEntry[] => tree.flatMap((e) => [e, ...flatMenu(e.children)]);
export const flatGrants = (tree: MenuGrantNode[]): MenuGrantNode[] => tree.flatMap((e) => [e, ...flatGrants(e.Children)]);
