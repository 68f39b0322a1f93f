import { api, Code, IDENTITY_TYPE, SALES_LEVEL, salesperson } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { readSheet, resourceApi } from './resource-helpers.ts';

/** Salesperson (SalespersonManage) through the engine: regions of directors and their salespeople, the account link. */
let server: TestServer;
let sales: ReturnType<typeof resourceApi>;
let adminToken: string;

const DIRECTOR = SALES_LEVEL.RegionalDirector;
const SALESPERSON = SALES_LEVEL.Salesperson;

beforeAll(async () => {
  server = await startTestServer();
  sales = resourceApi(server, salesperson);
  adminToken = await server.login('admin');
});
afterAll(() => server?.close());

const snapshot = async () => ({
  people: await server.db.selectFrom('salesperson').selectAll().orderBy('salespersonId').execute(),
  accounts: await server.db.selectFrom('sysUser').select(['sysUserId', 'identityId']).orderBy('sysUserId').execute(),
});
const account = (username: string) =>
  server.db
    .selectFrom('sysUser')
    .select(['sysUserId', 'identityId', 'identityType'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
const person = (id: number) => server.db.selectFrom('salesperson').selectAll().where('salespersonId', '=', id).executeTakeFirstOrThrow();

/** A sales account (IdentityType 4) not yet linked to a record, as account management would create it. */
async function salesAccount(username: string, mobile: string): Promise<number> {
  const row = await server.db
    .insertInto('sysUser')
    .values({ username, fullName: username, mobile, passwordHash: 'x', identityType: IDENTITY_TYPE.Sales })
    .returning('sysUserId')
    .executeTakeFirstOrThrow();
  return row.sysUserId;
}

describe('Salesperson', () => {
  it('the demo accounts point at their records: director01 over Beijing and Shanghai, sales01 under him in Beijing', async () => {
    const admin = sales.as(adminToken);
    const page = await admin.page();
    const director01 = await account('director01');
    const sales01 = await account('sales01');
    expect(page.data.list).toEqual([
      expect.objectContaining({
        SalespersonId: director01.identityId,
        Name: '区域总监赵强',
        Mobile: '138****0005',
        Level: DIRECTOR,
        DirectorId: null,
        Regions: ['11', '31'],
        SysUserId: director01.sysUserId,
        State: 0,
      }),
      expect.objectContaining({
        SalespersonId: sales01.identityId,
        Level: SALESPERSON,
        DirectorId: director01.identityId,
        Regions: ['11'],
        SysUserId: sales01.sysUserId,
      }),
    ]);
    expect((await admin.detail(sales01.identityId as number)).data).toMatchObject({ Mobile: '13800000004' });

    const accounts = await server.client(adminToken).call(api.salespersonAccounts, {});
    expect(accounts.data).toEqual(
      expect.arrayContaining([
        { Value: sales01.sysUserId, Label: '销售小张 (sales01)', Linked: true },
        { Value: director01.sysUserId, Label: '区域总监赵强 (director01)', Linked: true },
      ]),
    );
  });

  it('filters: a region finds who covers it or sells within it; level; director', async () => {
    const admin = sales.as(adminToken);
    const director01 = (await account('director01')).identityId;
    expect((await admin.page({ Regions: '1101' })).data.total).toBe(2);
    expect((await admin.page({ Regions: '31' })).data.list.map((r) => r.SalespersonId)).toEqual([director01]);
    expect((await admin.page({ Regions: '44' })).data.total).toBe(0);
    expect((await admin.page({ Level: SALESPERSON })).data.list.map((r) => r.Name)).toEqual(['销售小张']);
    expect((await admin.page({ DirectorId: director01 })).data.list.map((r) => r.Name)).toEqual(['销售小张']);
    expect(await admin.page({ Regions: 'x1' })).toMatchObject({ code: Code.InvalidInput, msg: 'Regions: is not a ChinaArea code' });
  });

  it('a director, a salesperson under them, the account link kept both ways; export; delete', async () => {
    const admin = sales.as(adminToken);
    const first = await salesAccount('southdirector', '13700001001');
    const second = await salesAccount('southdirector2', '13700001002');
    const added = await admin.add({
      Name: '华南总监',
      Mobile: '13700001001',
      Level: DIRECTOR,
      Regions: ['4403', '44', '44'],
      SysUserId: first,
    });
    expect(added.code, added.msg).toBe(Code.Success);
    const directorId = added.data.SalespersonId as number;
    // Each region once, by code; the account's IdentityId points at the record.
    expect((await person(directorId)).regions).toEqual(['44', '4403']);
    expect((await account('southdirector')).identityId).toBe(directorId);

    const seller = await admin.add({
      Name: '深圳业务员',
      Mobile: '13700001003',
      Level: SALESPERSON,
      DirectorId: directorId,
      Regions: ['4403'],
    });
    expect(seller.code, seller.msg).toBe(Code.Success);
    const sellerId = seller.data.SalespersonId as number;

    // Another account: the first one no longer points here.
    expect((await admin.update({ SalespersonId: directorId, SysUserId: second })).code).toBe(Code.Success);
    expect((await account('southdirector')).identityId).toBeNull();
    expect((await account('southdirector2')).identityId).toBe(directorId);

    const exported = await sales.as(adminToken, 'en').exportFile({ Regions: '44' });
    const { rows } = await readSheet(server, exported.data.FilePath);
    expect(rows[0]?.slice(0, 7)).toEqual(['ID', 'Name', 'Mobile', 'Level', 'Regional director', 'Regions', 'Console account']);
    expect(rows.slice(1).map((r) => r.slice(1, 6))).toEqual([
      ['华南总监', '137****1001', 'Regional director', undefined, '广东省 (44), 广东省/深圳市 (4403)'],
      ['深圳业务员', '137****1003', 'Salesperson', directorId, '广东省/深圳市 (4403)'],
    ]);

    // The salesperson goes first; then the director, whose account no longer points anywhere.
    expect((await admin.remove({ Ids: [sellerId, directorId] })).data).toEqual({ Deleted: 2 });
    expect((await account('southdirector2')).identityId).toBeNull();
  });

  it('refuses overlapping directors, regions outside the director, a missing or wrong director, bad regions; nothing is written', async () => {
    const admin = sales.as(adminToken);
    const before = await snapshot();
    const director01 = (await account('director01')).identityId as number;
    const sales01 = (await account('sales01')).identityId as number;

    expect(await admin.add({ Name: '北京总监', Mobile: '13700002001', Level: DIRECTOR, Regions: ['1101'] })).toMatchObject({
      code: Code.Conflict,
      msg: 'Regions: 北京市/市辖区 (1101) overlaps 北京市 (11) of regional director 区域总监赵强',
      data: null,
    });
    expect(await admin.add({ Name: '华东总监', Mobile: '13700002001', Level: DIRECTOR, Regions: ['32', '31'] })).toMatchObject({
      code: Code.Conflict,
      msg: 'Regions: 上海市 (31) overlaps 上海市 (31) of regional director 区域总监赵强',
    });
    expect(
      await admin.add({ Name: '越界业务员', Mobile: '13700002002', Level: SALESPERSON, DirectorId: director01, Regions: ['11', '4403'] }),
    ).toMatchObject({
      code: Code.InvalidInput,
      msg: 'Regions: 广东省/深圳市 (4403) lies outside the regions of regional director 区域总监赵强',
    });
    expect(await admin.add({ Name: '无主业务员', Mobile: '13700002002', Level: SALESPERSON, Regions: ['11'] })).toMatchObject({
      code: Code.InvalidInput,
      msg: 'DirectorId: a salesperson needs their regional director',
    });
    expect(
      await admin.add({ Name: '错主业务员', Mobile: '13700002002', Level: SALESPERSON, DirectorId: sales01, Regions: ['11'] }),
    ).toMatchObject({
      code: Code.InvalidInput,
      msg: 'DirectorId: not a regional director',
    });
    expect(await admin.add({ Name: '区县', Mobile: '13700002003', Level: DIRECTOR, Regions: ['440305'] })).toMatchObject({
      code: Code.InvalidInput,
      msg: 'Regions: 440305 is not a province or city code',
    });
    expect(await admin.add({ Name: '虚构', Mobile: '13700002003', Level: DIRECTOR, Regions: ['99'] })).toMatchObject({
      code: Code.InvalidInput,
      msg: 'Regions: 99 is not a ChinaArea code',
    });
    expect(await admin.add({ Name: '空', Mobile: '13700002003', Level: DIRECTOR, Regions: [] })).toMatchObject({
      code: Code.InvalidInput,
      msg: 'Regions: cannot be empty',
    });
    expect(await admin.add({ Name: '手机', Mobile: '123', Level: DIRECTOR, Regions: ['50'] })).toMatchObject({
      code: Code.InvalidInput,
      msg: 'Mobile: phone number format error',
    });
    // Accounts: only sales accounts, each linked once.
    const park01 = (await account('park01')).sysUserId;
    expect(await admin.add({ Name: '园长', Mobile: '13700002004', Level: DIRECTOR, Regions: ['50'], SysUserId: park01 })).toMatchObject({
      code: Code.InvalidInput,
      msg: 'SysUserId: not a salesperson account (IdentityType 4)',
    });
    const linked = (await account('sales01')).sysUserId;
    expect(await admin.add({ Name: '重复', Mobile: '13700002004', Level: DIRECTOR, Regions: ['50'], SysUserId: linked })).toMatchObject({
      code: Code.Conflict,
      msg: 'SysUserId: the account already belongs to another salesperson',
    });
    // A salesperson moved outside their director's regions.
    expect(await admin.update({ SalespersonId: sales01, Regions: ['31', '32'] })).toMatchObject({
      code: Code.InvalidInput,
      msg: 'Regions: 江苏省 (32) lies outside the regions of regional director 区域总监赵强',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('a director with active salespeople cannot be deleted, disabled, demoted or shrunk below them; without them, can', async () => {
    const admin = sales.as(adminToken);
    const before = await snapshot();
    const director01 = (await account('director01')).identityId as number;
    const sales01 = (await account('sales01')).identityId as number;
    expect(await admin.remove({ SalespersonId: director01 })).toMatchObject({
      code: Code.Conflict,
      msg: 'the regional director still has active salespeople: 销售小张',
    });
    expect(await admin.update({ SalespersonId: director01, State: 1 })).toMatchObject({
      code: Code.Conflict,
      msg: 'State: the regional director still has active salespeople: 销售小张',
    });
    expect(await admin.update({ SalespersonId: director01, Level: SALESPERSON, DirectorId: director01 })).toMatchObject({
      code: Code.Conflict,
      msg: 'Level: the regional director still has active salespeople: 销售小张',
    });
    expect(await admin.update({ SalespersonId: director01, Regions: ['31'] })).toMatchObject({
      code: Code.Conflict,
      msg: 'Regions: salesperson 销售小张 covers 北京市 (11), outside these regions',
    });
    expect(await snapshot()).toEqual(before);

    // Growing is fine; a disabled salesperson no longer holds the director back.
    expect((await admin.update({ SalespersonId: director01, Regions: ['11', '31', '32'] })).code).toBe(Code.Success);
    expect((await admin.update({ SalespersonId: sales01, State: 1 })).code).toBe(Code.Success);
    expect((await admin.update({ SalespersonId: director01, State: 1 })).code).toBe(Code.Success);
    // A salesperson cannot be re-enabled under a disabled director.
    expect(await admin.update({ SalespersonId: sales01, State: 0 })).toMatchObject({
      code: Code.InvalidInput,
      msg: 'DirectorId: regional director 区域总监赵强 is disabled',
    });
    expect((await admin.update({ SalespersonId: director01, State: 0, Regions: ['11', '31'] })).code).toBe(Code.Success);
    expect((await admin.update({ SalespersonId: sales01, State: 0 })).code).toBe(Code.Success);
    expect(await snapshot()).toEqual({ ...before, people: expect.any(Array) });
    expect((await person(director01)).regions).toEqual(['11', '31']);
  });

  it('director01 reads its own record and its salespeople, not another director’s team, and changes nothing', async () => {
    const admin = sales.as(adminToken);
    const other = await admin.add({ Name: '另一总监', Mobile: '13700004001', Level: DIRECTOR, Regions: ['51'] });
    expect(other.code, other.msg).toBe(Code.Success);
    const otherId = other.data.SalespersonId as number;
    const under = await admin.add({ Name: '另一业务', Mobile: '13700004002', Level: SALESPERSON, DirectorId: otherId, Regions: ['5101'] });
    expect(under.code, under.msg).toBe(Code.Success);
    const mine = (await account('director01')).identityId as number;
    const team = (
      await server.db
        .selectFrom('salesperson')
        .select('salespersonId')
        .where((eb) => eb.or([eb('salespersonId', '=', mine), eb('directorId', '=', mine)]))
        .orderBy('salespersonId')
        .execute()
    ).map((p) => p.salespersonId);
    const before = await snapshot();

    const director = sales.as(await server.login('director01'));
    const page = await director.page({ size: 100 });
    expect(page.code, page.msg).toBe(Code.Success);
    expect(page.data.list.map((r) => Number(r.SalespersonId)).sort((a, b) => a - b)).toEqual(team);
    expect(page.data.total).toBe(team.length);
    expect((await director.page({ DirectorId: otherId })).data.total).toBe(0);
    expect((await director.detail(mine)).code).toBe(Code.Success);
    expect((await director.detail(otherId)).code).toBe(Code.NotFound);
    expect((await director.detail(under.data.SalespersonId as number)).code).toBe(Code.NotFound);
    const exported = await director.exportFile();
    expect(exported.data.Rows).toBe(team.length);
    for (const [action, input] of [
      ['Add', { Name: '越权', Mobile: '13700004003', Level: SALESPERSON, DirectorId: mine, Regions: ['11'] }],
      ['Update', { SalespersonId: team[team.length - 1], Name: '越权' }],
      ['Delete', { SalespersonId: team[team.length - 1] }],
    ] as const) {
      expect((await director.call(action, input)).code, action).toBe(Code.NoPermission);
    }
    expect(await server.client(await server.login('director01')).call(api.salespersonAccounts, {})).toMatchObject({
      code: Code.NoPermission,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('park01, the operator and sales01 get 100003 for every action and the account list; nothing changes', async () => {
    const before = await snapshot();
    const id = before.people[0]?.salespersonId as number;
    const inputs: Record<string, Record<string, unknown>> = {
      Add: { Name: '越权', Mobile: '13700003001', Level: DIRECTOR, Regions: ['50'] },
      Update: { SalespersonId: id, Name: '越权' },
      Delete: { SalespersonId: id },
      SelectPage: {},
      SelectList: {},
      GetDetail: { SalespersonId: id },
      Export: {},
    };
    for (const username of ['park01', 'operator', 'sales01']) {
      const token = await server.login(username);
      for (const action of salesperson.actions) {
        const res = await sales.as(token).call(action, inputs[action]);
        expect(res, `${username} ${action}`).toMatchObject({ code: Code.NoPermission, data: null });
      }
      expect(await server.client(token).call(api.salespersonAccounts, {}), username).toMatchObject({ code: Code.NoPermission, data: null });
    }
    expect(await snapshot()).toEqual(before);
  });
});
