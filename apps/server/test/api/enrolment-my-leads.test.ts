import { api, Code, customer, IDENTITY_TYPE, myCustomer, ROLE_TYPE } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { beijingToday, call, demoSchoolIds, userId } from './attendance-helpers.ts';
import { leadInput, leadMobile } from './enrolment-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * MyCustomer ("my leads") through the real server: its own grant (a role granted MyCustomer
 * alone reads and writes there, and Customer is refused), the owner fixed by the engine's `own`
 * column in every read and write (another owner's lead is missing: 100004), and Add setting the
 * owner to the caller whatever the body says.
 */
let server: TestServer;
let school1: number;
let park01: number;
let mine01: number;
let mineToken: string;
let parkLeads: ReturnType<ReturnType<typeof resourceApi>['as']>;
let myLeads: ReturnType<ReturnType<typeof resourceApi>['as']>;
const mobile = () => leadMobile('137');
const lead = (over: Record<string, unknown> = {}) => leadInput(school1, '137', over);

/** An enrolment adviser of school 1 whose role is granted MyCustomer and nothing else. */
async function adviserOfSchool1(): Promise<number> {
  const db = server.db;
  const role = await db
    .insertInto('sysRole')
    .values({ roleName: '招生顾问', roleType: ROLE_TYPE.ParkAdmin, roleValue: 0 })
    .returning('sysRoleId')
    .executeTakeFirstOrThrow();
  const menu = await db.selectFrom('sysMenu').select('sysMenuId').where('name', '=', 'MyCustomer').executeTakeFirstOrThrow();
  await db
    .insertInto('sysRoleMenu')
    .values({ sysRoleId: role.sysRoleId, sysMenuId: menu.sysMenuId, actionValues: ['view', 'add', 'edit', 'delete', 'export'] })
    .execute();
  const park = await db.selectFrom('sysUser').select('passwordHash').where('username', '=', 'park01').executeTakeFirstOrThrow();
  const user = await db
    .insertInto('sysUser')
    .values({
      username: 'mine01',
      fullName: '赵敏',
      mobile: '13800000099',
      passwordHash: park.passwordHash,
      identityType: IDENTITY_TYPE.School,
      currentRoleId: role.sysRoleId,
      sysVersion: 'V1.3.11',
      guideClosed: true,
    })
    .returning('sysUserId')
    .executeTakeFirstOrThrow();
  await db.insertInto('sysUserRole').values({ sysUserId: user.sysUserId, sysRoleId: role.sysRoleId }).execute();
  await db.insertInto('sysUserSchool').values({ sysUserId: user.sysUserId, schoolId: school1 }).execute();
  return user.sysUserId;
}

beforeAll(async () => {
  server = await startTestServer();
  [school1] = (await demoSchoolIds(server)) as [number];
  park01 = await userId(server, 'park01');
  mine01 = await adviserOfSchool1();
  mineToken = await server.login('mine01');
  parkLeads = resourceApi(server, customer).as(await server.login('park01'));
  myLeads = resourceApi(server, myCustomer).as(mineToken);
});

afterAll(async () => {
  await server?.close();
});

const ownerOf = async (id: number) =>
  (await server.db.selectFrom('customer').select('ownerId').where('customerId', '=', id).executeTakeFirstOrThrow()).ownerId;

describe('MyCustomer', () => {
  it('adds a lead owned by the caller whatever the body says', async () => {
    const r = await myLeads.add(lead({ OwnerId: park01 }));
    expect(r.code, r.msg).toBe(Code.Success);
    const id = Number(r.data.CustomerId);
    expect(Number(await ownerOf(id))).toBe(mine01);
    // The shared lead rules still hold: one lead per mobile in a school.
    const m = mobile();
    await parkLeads.add(lead({ Mobile: m }));
    expect((await myLeads.add(lead({ Mobile: m }))).code).toBe(Code.Conflict);
  });

  it('lists, exports and reads only the caller’s own leads; another owner’s lead is missing (100004)', async () => {
    const own = Number((await myLeads.add(lead({ ChildName: '周小满' }))).data.CustomerId);
    const theirs = Number((await parkLeads.add(lead({ ChildName: '周小满' }))).data.CustomerId);
    expect(Number(await ownerOf(theirs))).toBe(park01);
    // A one-gram name search too (the gram rows carry no owner: the list's own conditions answer).
    for (const filter of [{}, { ChildName: '满' }, { ChildName: '周小满' }]) {
      const page = await myLeads.page({ size: 100, ...filter });
      expect(page.code, page.msg).toBe(Code.Success);
      const ids = page.data.list.map((r) => Number(r.CustomerId));
      expect(ids).toContain(own);
      expect(ids).not.toContain(theirs);
      expect(page.data.total).toBe(ids.length);
    }
    expect((await myLeads.list()).data.map((o) => o.Value)).not.toContain(theirs);
    expect((await myLeads.detail(own)).data).toMatchObject({ CustomerId: own, ChildName: '周小满' });
    expect((await myLeads.detail(theirs)).code).toBe(Code.NotFound);
    expect((await myLeads.update({ CustomerId: theirs, ChildName: '改' })).code).toBe(Code.NotFound);
    expect((await myLeads.remove({ CustomerId: theirs })).code).toBe(Code.NotFound);
    expect((await myLeads.remove({ Ids: [own, theirs] })).code).toBe(Code.NotFound);
    const exported = await myLeads.exportFile();
    expect(exported.code, exported.msg).toBe(Code.Success);
    expect(exported.data.Rows).toBe((await myLeads.page({ size: 1 })).data.total);
    // The park admin's lead is untouched; the caller's own is theirs to change and delete.
    expect((await parkLeads.detail(theirs)).data.ChildName).toBe('周小满');
    expect((await myLeads.update({ CustomerId: own, ChildName: '周小雪' })).code).toBe(Code.Success);
    expect((await myLeads.remove({ CustomerId: own })).code).toBe(Code.Success);
  });

  it('has a grant of its own: Customer is refused to MyCustomer alone (100003); the own funnel is not', async () => {
    expect((await resourceApi(server, customer).as(mineToken).page()).code).toBe(Code.NoPermission);
    const mine = server.client(mineToken);
    const today = beijingToday();
    expect((await call(mine, api.customerFunnel, { DateFrom: today, DateTo: today, Mine: true })).code).toBe(Code.NoPermission);
    const f = await call(mine, api.myCustomerFunnel, { DateFrom: today, DateTo: today });
    expect(f.code, f.msg).toBe(Code.Success);
    expect(f.data.ByOwner.map((o) => o.OwnerId)).toEqual([mine01]);
    expect(f.data.Total).toBe((await myLeads.page({ size: 1 })).data.total);
    // teacher01 holds neither grant.
    expect(
      (
        await resourceApi(server, myCustomer)
          .as(await server.login('teacher01'))
          .page()
      ).code,
    ).toBe(Code.NoPermission);
  });

  it('an operator (no account of the school) cannot add a lead of its own there', async () => {
    const r = await resourceApi(server, myCustomer)
      .as(await server.login('operator'))
      .add(lead());
    expect(r.code).toBe(Code.InvalidInput);
    expect(r.msg).toMatch(/^Owner/);
  });
});
