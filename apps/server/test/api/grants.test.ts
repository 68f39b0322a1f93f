import { api, Code } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';

/** Every call that names a grant is checked against the caller's current role, on every call. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const parkRoleId = () => server.db.selectFrom('sysRole').select('sysRoleId').where('roleType', '=', 200).executeTakeFirstOrThrow();
const outboxMenuId = () => server.db.selectFrom('sysMenu').select('sysMenuId').where('name', '=', 'Msgtransfer').executeTakeFirstOrThrow();

describe('grants', () => {
  it('refuses a call the current role is not granted, and applies a grant change on the next call', async () => {
    const token = await server.login('park01');
    const call = () => server.client(token).call(api.msgtransferPage, { cur_page: 1, size: 5 });
    expect((await call()).code).toBe(Code.NoPermission);

    const { sysRoleId } = await parkRoleId();
    const { sysMenuId } = await outboxMenuId();
    await server.db
      .insertInto('sysRoleMenu')
      .values({ sysRoleId, sysMenuId, actionValues: ['view'] })
      .execute();
    expect((await call()).code).toBe(Code.Success); // same token, no sign-out

    await server.db
      .updateTable('sysRoleMenu')
      .set({ actionValues: ['export'] })
      .where('sysRoleId', '=', sysRoleId)
      .where('sysMenuId', '=', sysMenuId)
      .execute();
    expect((await call()).code).toBe(Code.NoPermission); // granted the entry, but not 'view'

    await server.db.deleteFrom('sysRoleMenu').where('sysRoleId', '=', sysRoleId).where('sysMenuId', '=', sysMenuId).execute();
    expect((await call()).code).toBe(Code.NoPermission);
  });

  it('passes role value 1 everywhere and refuses a hidden (disabled) menu entry to everyone else', async () => {
    const admin = await server.login('admin');
    expect((await server.client(admin).call(api.msgtransferPage, { cur_page: 1, size: 5 })).code).toBe(Code.Success);

    const { sysRoleId } = await parkRoleId();
    const { sysMenuId } = await outboxMenuId();
    await server.db
      .insertInto('sysRoleMenu')
      .values({ sysRoleId, sysMenuId, actionValues: ['view'] })
      .execute();
    await server.db.updateTable('sysMenu').set({ state: 1 }).where('sysMenuId', '=', sysMenuId).execute();
    try {
      const park = await server.login('park01');
      expect((await server.client(park).call(api.msgtransferPage, { cur_page: 1, size: 5 })).code).toBe(Code.NoPermission);
    } finally {
      await server.db.updateTable('sysMenu').set({ state: 0 }).where('sysMenuId', '=', sysMenuId).execute();
      await server.db.deleteFrom('sysRoleMenu').where('sysRoleId', '=', sysRoleId).where('sysMenuId', '=', sysMenuId).execute();
    }
  });
});
