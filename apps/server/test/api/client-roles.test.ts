import { api, CLIENT_APP, Code, clientRole, postClientRoleSetting, STAFF_POST } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { readSheet, resourceApi } from './resource-helpers.ts';

/** ClientRole and PostClientRoleSetting through the engine (platform scope: only the grant decides), and GetDefaultsForPost. */
let server: TestServer;
let roles: ReturnType<typeof resourceApi>;
let posts: ReturnType<typeof resourceApi>;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  roles = resourceApi(server, clientRole);
  posts = resourceApi(server, postClientRoleSetting);
  adminToken = await server.login('admin');
});
afterAll(() => server?.close());

const snapshot = async () => ({
  roles: await server.db.selectFrom('clientRole').selectAll().orderBy('clientRoleId').execute(),
  posts: await server.db.selectFrom('postClientRole').selectAll().orderBy('postClientRoleId').execute(),
  items: await server.db.selectFrom('postClientRoleItem').selectAll().orderBy('postClientRoleId').orderBy('clientRoleId').execute(),
});

const defaultsOf = async (token: string, Post: number) => server.client(token).call(api.postClientRoleDefaults, { Post });

describe('ClientRole', () => {
  it('admin: add (permissions once each, in catalogue order), detail, page with filters, update, export, delete', async () => {
    const admin = roles.as(adminToken);
    const added = await admin.add({
      RoleName: '配班老师',
      App: CLIENT_APP.Teacher,
      Permissions: ['teacher.album', 'teacher.attendance', 'teacher.album'],
      Sort: 5,
      Remark: '配班使用',
    });
    expect(added.code, added.msg).toBe(Code.Success);
    const id = added.data.ClientRoleId as number;
    expect((await admin.detail(id)).data).toMatchObject({
      RoleName: '配班老师',
      App: 1,
      Permissions: ['teacher.attendance', 'teacher.album'],
      Sort: 5,
      State: 0,
      Remark: '配班使用',
    });

    // Filter: roles holding a permission, of an app.
    const holding = await admin.page({ Permissions: 'teacher.album' });
    expect(holding.data.list.map((r) => r.RoleName)).toEqual(['班级教师', '配班老师']);
    expect((await admin.page({ Permissions: 'teacher.album', App: CLIENT_APP.Parent })).data.total).toBe(0);
    expect((await admin.page({ App: CLIENT_APP.Parent })).data.list.map((r) => r.RoleName)).toEqual(['家长', '家长（视频会员）']);

    // The app and its permissions change together.
    const moved = await admin.update({ ClientRoleId: id, App: CLIENT_APP.Parent, Permissions: ['parent.album', 'parent.liveVideo'] });
    expect(moved.code, moved.msg).toBe(Code.Success);
    expect((await admin.detail(id)).data).toMatchObject({ App: 2, Permissions: ['parent.album', 'parent.liveVideo'] });

    const exported = await roles.as(adminToken, 'en').exportFile({ RoleName: '配班' });
    const { rows } = await readSheet(server, exported.data.FilePath);
    expect(rows[0]).toEqual(['ID', 'Role name', 'App', 'Permissions', 'Sort', 'State', 'Created']);
    expect(rows[1]?.slice(0, 6)).toEqual([id, '配班老师', 'Parent app', 'Album, Live video', 5, 'Active']);

    expect((await admin.remove({ ClientRoleId: id })).data).toEqual({ Deleted: 1 });
    expect((await admin.detail(id)).code).toBe(Code.NotFound);
  });

  it('refuses permissions of the other app, unknown ones, none at all, and a duplicate name; nothing is written', async () => {
    const admin = roles.as(adminToken);
    const before = await snapshot();
    expect(
      await admin.add({ RoleName: '测试', App: CLIENT_APP.Teacher, Permissions: ['teacher.attendance', 'parent.leaveRequest'] }),
    ).toMatchObject({
      code: Code.InvalidInput,
      msg: 'Permissions: "Leave request" is not available for App "Teacher app"',
      data: null,
    });
    expect(await admin.add({ RoleName: '测试', App: CLIENT_APP.Teacher, Permissions: ['teacher.nope'] })).toMatchObject({
      code: Code.InvalidInput,
      msg: expect.stringMatching(/^Permissions: teacher\.nope is not one of teacher\.attendance, /),
    });
    expect(await admin.add({ RoleName: '测试', App: CLIENT_APP.Teacher, Permissions: [] })).toMatchObject({
      code: Code.InvalidInput,
      msg: 'Permissions: cannot be empty',
    });
    expect(await admin.add({ RoleName: '测试', App: 3, Permissions: ['teacher.attendance'] })).toMatchObject({
      code: Code.InvalidInput,
      msg: 'App: must be one of 1, 2',
    });
    expect(await admin.add({ RoleName: '家长', App: CLIENT_APP.Parent, Permissions: ['parent.album'] })).toMatchObject({
      code: Code.Conflict,
      msg: 'RoleName: a client role with this name already exists',
    });
    // Changing only the app: the stored permissions must fit the new one.
    const parentRole = (await admin.page({ RoleName: '家长（视频' })).data.list[0];
    expect(await admin.update({ ClientRoleId: parentRole?.ClientRoleId, App: CLIENT_APP.Teacher })).toMatchObject({
      code: Code.InvalidInput,
      msg: 'Permissions: "Child attendance" is not available for App "Teacher app"',
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('PostClientRoleSetting', () => {
  it('admin: one setting per post of teacher-app roles; the defaults of a post follow it', async () => {
    const admin = posts.as(adminToken);
    const seeded = await admin.page();
    expect(seeded.data.list.map((r) => r.Post)).toEqual([1, 2, 3, 4, 8]);

    const teacherRoles = (await roles.as(adminToken).page({ App: CLIENT_APP.Teacher })).data.list;
    const ids = teacherRoles.map((r) => r.ClientRoleId as number);
    const [first, second] = ids as [number, number];
    const added = await admin.add({ Post: STAFF_POST.Cook, ClientRoleIds: [second, first, second], Remark: '厨房' });
    expect(added.code, added.msg).toBe(Code.Success);
    const id = added.data.PostClientRoleId as number;
    expect((await admin.detail(id)).data).toMatchObject({ Post: 5, ClientRoleIds: [first, second].sort((a, b) => a - b), Remark: '厨房' });
    expect((await admin.page({ ClientRoleIds: second })).data.list.map((r) => r.Post)).toContain(5);

    const defaults = await defaultsOf(adminToken, STAFF_POST.Cook);
    expect(defaults.data).toEqual({
      Post: 5,
      ClientRoles: teacherRoles
        .filter((r) => r.ClientRoleId === first || r.ClientRoleId === second)
        .map((r) => ({ ClientRoleId: r.ClientRoleId, RoleName: r.RoleName, Permissions: r.Permissions })),
    });

    // A disabled role is no default any more; a post without a setting has none.
    expect((await roles.as(adminToken).update({ ClientRoleId: second, State: 1 })).code).toBe(Code.Success);
    expect((await defaultsOf(adminToken, STAFF_POST.Cook)).data.ClientRoles.map((r) => r.ClientRoleId)).toEqual([first]);
    expect((await roles.as(adminToken).update({ ClientRoleId: second, State: 0 })).code).toBe(Code.Success);
    expect((await defaultsOf(adminToken, STAFF_POST.Security)).data).toEqual({ Post: 6, ClientRoles: [] });
    expect(await defaultsOf(adminToken, 9)).toMatchObject({
      code: Code.InvalidInput,
      msg: expect.stringMatching(/^Post: must be one of 1, 2/),
    });

    expect((await admin.update({ PostClientRoleId: id, ClientRoleIds: [first] })).code).toBe(Code.Success);
    expect((await admin.detail(id)).data).toMatchObject({ ClientRoleIds: [first] });
    expect((await admin.remove({ PostClientRoleId: id })).data).toEqual({ Deleted: 1 });
    expect(await server.db.selectFrom('postClientRoleItem').selectAll().where('postClientRoleId', '=', id).execute()).toEqual([]);
  });

  it('refuses a duplicate post, parent-app roles, no roles, unknown roles; a role that is a default keeps its app and cannot be deleted', async () => {
    const admin = posts.as(adminToken);
    const before = await snapshot();
    const all = (await roles.as(adminToken).page()).data.list;
    const teacherRole = all.find((r) => r.RoleName === '班级教师')?.ClientRoleId as number;
    const parentRole = all.find((r) => r.RoleName === '家长')?.ClientRoleId as number;

    expect(await admin.add({ Post: STAFF_POST.Teacher, ClientRoleIds: [teacherRole] })).toMatchObject({
      code: Code.Conflict,
      msg: 'Post: this post already has a setting',
    });
    expect(await admin.add({ Post: STAFF_POST.Finance, ClientRoleIds: [teacherRole, parentRole] })).toMatchObject({
      code: Code.InvalidInput,
      msg: "ClientRoleIds: 家长 is not a teacher-app role; a post's defaults are teacher-app roles",
    });
    expect(await admin.add({ Post: STAFF_POST.Finance, ClientRoleIds: [] })).toMatchObject({
      code: Code.InvalidInput,
      msg: 'ClientRoleIds: cannot be empty',
    });
    expect(await admin.add({ Post: STAFF_POST.Finance, ClientRoleIds: [987654] })).toMatchObject({
      code: Code.InvalidInput,
      msg: 'ClientRoleIds: client role 987654 does not exist',
    });
    expect(await admin.add({ Post: 0, ClientRoleIds: [teacherRole] })).toMatchObject({ code: Code.InvalidInput });

    const clientRoles = roles.as(adminToken);
    expect(await clientRoles.remove({ ClientRoleId: teacherRole })).toMatchObject({
      code: Code.Conflict,
      msg: 'the client role is a default of posts: Principal, Head teacher / teacher, Assistant teacher',
    });
    expect(await clientRoles.remove({ Ids: [parentRole, teacherRole] })).toMatchObject({ code: Code.Conflict });
    expect(await clientRoles.update({ ClientRoleId: teacherRole, App: CLIENT_APP.Parent, Permissions: ['parent.album'] })).toMatchObject({
      code: Code.Conflict,
      msg: 'App: the client role is a default of posts (Principal, Head teacher / teacher, Assistant teacher), which are teacher-app roles',
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('grants', () => {
  it('park01, the operator and a teacher get 100003 for every action of both screens; nothing changes', async () => {
    const before = await snapshot();
    const roleId = before.roles[0]?.clientRoleId as number;
    const postId = before.posts[0]?.postClientRoleId as number;
    const roleInputs: Record<string, Record<string, unknown>> = {
      Add: { RoleName: '越权', App: 1, Permissions: ['teacher.attendance'] },
      Update: { ClientRoleId: roleId, RoleName: '越权' },
      Delete: { ClientRoleId: roleId },
      SelectPage: {},
      SelectList: {},
      GetDetail: { ClientRoleId: roleId },
      Export: {},
    };
    const postInputs: Record<string, Record<string, unknown>> = {
      Add: { Post: 7, ClientRoleIds: [roleId] },
      Update: { PostClientRoleId: postId, Remark: '越权' },
      Delete: { PostClientRoleId: postId },
      SelectPage: {},
      GetDetail: { PostClientRoleId: postId },
      Export: {},
    };
    for (const username of ['park01', 'operator', 'teacher01']) {
      const token = await server.login(username);
      for (const action of clientRole.actions) {
        const res = await roles.as(token).call(action, roleInputs[action]);
        expect(res, `${username} ClientRole/${action}`).toMatchObject({ code: Code.NoPermission, data: null });
      }
      for (const action of postClientRoleSetting.actions) {
        const res = await posts.as(token).call(action, postInputs[action]);
        expect(res, `${username} PostClientRoleSetting/${action}`).toMatchObject({ code: Code.NoPermission, data: null });
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('GetDefaultsForPost is for whoever adds staff (TeacherManage add): park01 yes, a supervisor (reads staff) or a salesperson no', async () => {
    const principal = await defaultsOf(await server.login('park01'), STAFF_POST.Teacher);
    expect(principal.code, principal.msg).toBe(Code.Success);
    expect(principal.data.ClientRoles.map((r) => r.RoleName)).toEqual(['班级教师']);
    for (const username of ['gov01', 'sales01']) {
      expect(await defaultsOf(await server.login(username), STAFF_POST.Teacher), username).toMatchObject({
        code: Code.NoPermission,
        data: null,
      });
    }
  });
});
