import { Code, governmentSupervise } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { readSheet, resourceApi, uploadExcel, xlsx } from './resource-helpers.ts';

/** GovernmentSupervise through the engine: platform scope, so only the grant decides (admin only in the seed). */
let server: TestServer;
let api: ReturnType<typeof resourceApi>;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  api = resourceApi(server, governmentSupervise);
  adminToken = await server.login('admin');
});
afterAll(() => server?.close());

const count = async () =>
  Number(
    (
      await server.db
        .selectFrom('governmentSupervise')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('GovernmentSupervise', () => {
  it('admin: add, detail (mobile in full), page (mobile masked), update, delete', async () => {
    const admin = api.as(adminToken);
    const added = await admin.add({
      SuperviseName: '海淀区教委',
      RegionCode: '110108',
      ContactName: '张主任',
      Mobile: '13912345678',
      State: 0,
    });
    expect(added.code, added.msg).toBe(Code.Success);
    const id = added.data.GovernmentSuperviseId as number;
    expect((await admin.detail(id)).data).toMatchObject({ SuperviseName: '海淀区教委', RegionCode: '110108', Mobile: '13912345678' });
    const page = await admin.page({ SuperviseName: '海淀' });
    expect(page.data).toMatchObject({ total: 1, list: [{ GovernmentSuperviseId: id, Mobile: '139****5678' }] });
    // Default sort: newest first.
    expect((await admin.page()).data.list[0]?.GovernmentSuperviseId).toBe(id);

    expect((await admin.update({ GovernmentSuperviseId: id, ContactName: '李主任', RegionCode: '1101' })).code).toBe(Code.Success);
    expect((await admin.detail(id)).data).toMatchObject({ ContactName: '李主任', RegionCode: '1101' });

    const exported = await admin.exportFile({ SuperviseName: '海淀' });
    const { rows } = await readSheet(server, exported.data.FilePath);
    expect(rows[1]).toContain('139****5678');
    expect(rows[1]).not.toContain('13912345678');

    expect((await admin.remove({ GovernmentSuperviseId: id })).data).toEqual({ Deleted: 1 });
    expect((await admin.detail(id)).code).toBe(Code.NotFound);
  });

  it('validates the region, the phone and duplicates; a body with accounts cannot be deleted', async () => {
    const admin = api.as(adminToken);
    const before = await count();
    expect(await admin.add({ SuperviseName: '某委', RegionCode: '999999' })).toMatchObject({
      code: Code.InvalidInput,
      msg: 'RegionCode: not a province, city or district code',
    });
    expect(await admin.add({ SuperviseName: '某委', RegionCode: '11', Mobile: '123' })).toMatchObject({
      code: Code.InvalidInput,
      msg: 'Mobile: phone number format error',
    });
    const seeded = (await admin.page()).data.list.find((r) => r.RegionCode === '11');
    expect(seeded).toBeDefined();
    expect(await admin.add({ SuperviseName: seeded?.SuperviseName, RegionCode: '11' })).toMatchObject({
      code: Code.Conflict,
      msg: 'SuperviseName: a supervision body with this name already exists',
    });
    expect(await admin.remove({ GovernmentSuperviseId: seeded?.GovernmentSuperviseId })).toMatchObject({
      code: Code.Conflict,
      msg: 'the supervision body still has accounts',
    });
    expect(await count()).toBe(before);
  });

  it('imports with the hook validation reported per row', async () => {
    const admin = api.as(adminToken);
    const before = await count();
    const file = await xlsx([
      ['监管单位', '监管区域编码', '联系人', '联系电话', '状态'],
      ['朝阳区卫健委', '110105', '王', '13800001111', '正常'],
      ['不存在区', '990000', '', '', ''],
      ['手机错误', '11', '', '12345', ''],
    ]);
    const report = await admin.check(await uploadExcel(server, adminToken, file));
    expect(report.data).toEqual({
      Total: 3,
      Valid: 1,
      Written: 0,
      Errors: [
        { Row: 3, Field: 'RegionCode', Message: 'not a province, city or district code' },
        { Row: 4, Field: 'Mobile', Message: 'phone number format error' },
      ],
    });
    const good = await uploadExcel(
      server,
      adminToken,
      await xlsx([
        ['SuperviseName', 'RegionCode'],
        ['浦东新区教育局', 310115],
      ]),
    );
    expect((await admin.import(good)).data).toMatchObject({ Total: 1, Written: 1 });
    expect(await count()).toBe(before + 1);
  });

  it('answers 100003 to every action for park01 and the operator (no Client section), changing nothing', async () => {
    const before = await server.db.selectFrom('governmentSupervise').selectAll().orderBy('governmentSuperviseId').execute();
    const id = before[0]?.governmentSuperviseId as number;
    const inputs: Record<string, Record<string, unknown>> = {
      Add: { SuperviseName: '越权', RegionCode: '11' },
      Update: { GovernmentSuperviseId: id, SuperviseName: '越权' },
      Delete: { GovernmentSuperviseId: id },
      SelectPage: {},
      SelectList: {},
      GetDetail: { GovernmentSuperviseId: id },
      Export: {},
      ImportTemplate: {},
      ImportCheck: { FilePath: '/uploads/excel/x.xlsx' },
      Import: { FilePath: '/uploads/excel/x.xlsx' },
    };
    for (const username of ['park01', 'operator', 'teacher01', 'gov01', 'agent01']) {
      const who = api.as(await server.login(username));
      for (const action of governmentSupervise.actions) {
        const res = await who.call(action, inputs[action]);
        expect(res.code, `${username} ${action}`).toBe(Code.NoPermission);
        expect(res.data).toBeNull();
      }
    }
    expect(await server.db.selectFrom('governmentSupervise').selectAll().orderBy('governmentSuperviseId').execute()).toEqual(before);
  });
});
