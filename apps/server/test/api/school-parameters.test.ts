import { api, CACHE_RESET_GRANT, Code, PLATFORM_PARAMETER_DEFAULTS, SCHOOL_PARAMETER_KEYS, SUPER_ADMIN_ROLE_VALUE } from '@kc/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolParameters } from '../../src/modules/parameters/index.ts';
import { startTestServer, type TestServer } from '../harness.ts';

/** SchoolParameter (/Parameter): a school's own values over the platform's defaults, scope, the cache. */
let server: TestServer;
const tokens: Record<string, string> = {};
const call = <E extends Parameters<ReturnType<TestServer['client']>['call']>[0]>(user: string, endpoint: E, input: unknown) =>
  server.client(tokens[user]).call(endpoint, input as never);

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['admin', 'operator', 'park01', 'park02', 'gov01', 'teacher01']) tokens[u] = await server.login(u);
});
afterAll(() => server?.close());

const ownRow = (schoolId: number) =>
  server.db.selectFrom('schoolParameter').selectAll().where('schoolId', '=', schoolId).executeTakeFirst();
const defaultsRow = () => server.db.selectFrom('schoolParameter').selectAll().where('schoolId', 'is', null).executeTakeFirstOrThrow();
const detail = async (user: string, SchoolId: number) => {
  const res = await call(user, api.schoolParameterDetail, { SchoolId });
  expect(res.code).toBe(Code.Success);
  return res.data;
};

describe('SchoolParameter/GetDetail and Update', () => {
  it('a school without own values follows every default', async () => {
    const d = await detail('park02', 2);
    expect(d.SchoolName).toBe('小星星双语幼儿园');
    expect(d.Defaults).toEqual(PLATFORM_PARAMETER_DEFAULTS);
    expect(d.Parameters).toEqual(PLATFORM_PARAMETER_DEFAULTS);
    expect(Object.values(d.Own).every((v) => v === null)).toBe(true);
    expect(Object.keys(d.Own).sort()).toEqual([...SCHOOL_PARAMETER_KEYS].sort());
  });

  it("a park admin sets their school's own values: they apply over the defaults, the others still follow them", async () => {
    const res = await call('park01', api.schoolParameterUpdate, {
      SchoolId: 1,
      OpenTime: '08:00',
      CloseTime: '18:00',
      TemperatureThreshold: 37.5,
      RatioJunior: 6,
    });
    expect(res.code).toBe(Code.Success);
    const d = await detail('park01', 1);
    expect(d.Parameters).toEqual({
      ...PLATFORM_PARAMETER_DEFAULTS,
      OpenTime: '08:00',
      CloseTime: '18:00',
      TemperatureThreshold: 37.5,
      RatioJunior: 6,
    });
    expect(d.Own).toMatchObject({ OpenTime: '08:00', TemperatureThreshold: 37.5, BillingDay: null, CheckInStart: null });
    const park = await server.db.selectFrom('sysUser').select('sysUserId').where('username', '=', 'park01').executeTakeFirstOrThrow();
    expect(await ownRow(1)).toMatchObject({ openTime: '08:00:00', temperatureThreshold: 37.5, billingDay: null, createBy: park.sysUserId });
    // The defaults are untouched.
    expect((await defaultsRow()).openTime).toBe('07:30:00');
  });

  it('null returns a value to the default; a missing key stays as it is', async () => {
    expect((await call('park01', api.schoolParameterUpdate, { SchoolId: 1, RatioJunior: null })).code).toBe(Code.Success);
    const d = await detail('park01', 1);
    expect(d.Own.RatioJunior).toBeNull();
    expect(d.Parameters.RatioJunior).toBe(PLATFORM_PARAMETER_DEFAULTS.RatioJunior);
    expect(d.Own.OpenTime).toBe('08:00');
  });

  it('refuses bad values and contradicting rules (100001 naming the field), nothing changed', async () => {
    const before = await ownRow(1);
    for (const [input, message] of [
      [{ OpenTime: '25:00' }, 'OpenTime: must be a time HH:mm'],
      [{ OpenTime: '8:00' }, 'OpenTime: must be a time HH:mm'],
      [{ BillingDay: 29 }, 'BillingDay: must be at most 28'],
      [{ BillingDay: 0 }, 'BillingDay: must be at least 1'],
      [{ LateAfter: 12.5 }, 'LateAfter: must be a whole number'],
      [{ TemperatureThreshold: 37.25 }, 'TemperatureThreshold: at most 1 digits after the point'],
      [{ TemperatureThreshold: 40 }, 'TemperatureThreshold: must be at most 39'],
      [{ RatioNursery: 0 }, 'RatioNursery: must be at least 1'],
      [{ CloseTime: '07:00' }, 'CloseTime: must be after the opening time'],
      [{ CheckInStart: '09:30', CheckInEnd: '09:00' }, 'CheckInEnd: must be after the start of check-in'],
      [{ CheckInEnd: '18:30' }, 'CheckInEnd: must not be after the closing time'],
    ] as const) {
      const res = await call('park01', api.schoolParameterUpdate, { SchoolId: 1, ...input });
      expect(res.code, JSON.stringify(input)).toBe(Code.InvalidInput);
      expect(res.msg).toContain(message);
    }
    expect(await ownRow(1)).toEqual(before);
  });

  it('scope: park01 cannot read or change school 2 (as if missing), a teacher and a supervisor have no grant', async () => {
    expect((await call('park01', api.schoolParameterDetail, { SchoolId: 2 })).code).toBe(Code.NotFound);
    const res = await call('park01', api.schoolParameterUpdate, { SchoolId: 2, BillingDay: 15 });
    expect(res.code).toBe(Code.NotFound);
    expect(await ownRow(2)).toBeUndefined();
    expect((await call('park01', api.schoolParameterDetail, { SchoolId: 99_999 })).code).toBe(Code.NotFound);
    expect((await call('teacher01', api.schoolParameterDetail, { SchoolId: 1 })).code).toBe(Code.NoPermission);
    expect((await call('gov01', api.schoolParameterDetail, { SchoolId: 1 })).code).toBe(Code.NoPermission);
  });

  it("the operator reads and changes any school's parameters", async () => {
    expect((await call('operator', api.schoolParameterUpdate, { SchoolId: 3, BillingDay: 10 })).code).toBe(Code.Success);
    expect((await detail('operator', 3)).Parameters.BillingDay).toBe(10);
    expect((await detail('operator', 1)).Parameters.OpenTime).toBe('08:00');
  });
});

describe('SchoolParameter/GetDefault and UpdateDefault (platform only)', () => {
  it('a park admin is refused (100003)', async () => {
    expect((await call('park01', api.schoolParameterDefault, {})).code).toBe(Code.NoPermission);
    const res = await call('park01', api.schoolParameterUpdateDefault, { BillingDay: 3 });
    expect(res.code).toBe(Code.NoPermission);
    expect((await defaultsRow()).billingDay).toBe(1);
  });

  it('the operator changes a default: every school that follows it gets it, a school with its own value keeps it', async () => {
    const res = await call('operator', api.schoolParameterUpdateDefault, { BillingDay: 5, LateAfter: 20 });
    expect(res.code).toBe(Code.Success);
    const defaults = await call('operator', api.schoolParameterDefault, {});
    expect(defaults.data).toMatchObject({ BillingDay: 5, LateAfter: 20, OpenTime: '07:30' });
    expect((await detail('park02', 2)).Parameters).toMatchObject({ BillingDay: 5, LateAfter: 20 });
    expect((await detail('operator', 3)).Parameters.BillingDay).toBe(10);
  });

  it('refuses defaults that contradict themselves or a school’s own values, nothing changed', async () => {
    const before = await defaultsRow();
    const own = await call('operator', api.schoolParameterUpdateDefault, { CloseTime: '07:00' });
    expect(own.code).toBe(Code.InvalidInput);
    expect(own.msg).toContain('CloseTime: must be after the opening time');
    // School 1 closes at 18:00 on its own: a default check-in until 18:20 would run past it.
    const clash = await call('operator', api.schoolParameterUpdateDefault, {
      CheckInStart: '18:10',
      CheckInEnd: '18:20',
      CloseTime: '19:00',
    });
    expect(clash.code).toBe(Code.InvalidInput);
    expect(clash.msg).toContain('CheckInEnd: must not be after the closing time');
    expect(clash.msg).toContain('阳光幼儿园');
    expect(await defaultsRow()).toEqual(before);
  });
});

describe('the cache (schoolParameters) and SchoolParameter/ClearRedis', () => {
  it('answers the merged parameters, keeps them until a change or ClearRedis', async () => {
    const first = await schoolParameters(server.db, server.store, 1);
    expect(first).toMatchObject({ OpenTime: '08:00', BillingDay: 5 });
    // A change behind the API's back is not seen while cached ...
    await server.db.updateTable('schoolParameter').set({ billingDay: 20 }).where('schoolId', '=', 1).execute();
    expect((await schoolParameters(server.db, server.store, 1)).BillingDay).toBe(5);
    // ... until the cache is cleared (every instance: the version in the shared store moves).
    const before = await server.store.count('school-parameters:version');
    const res = await call('admin', api.schoolParameterClearCache, {});
    expect(res.code).toBe(Code.Success);
    expect(res.data.Version).toBe(before + 1);
    expect((await schoolParameters(server.db, server.store, 1)).BillingDay).toBe(20);
    const audit = await server.db
      .selectFrom('auditLog')
      .select(['event', 'detail'])
      .orderBy('auditLogId', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(audit.event).toBe('cache.reset');
  });

  it('an Update through the API is seen at once (the version moves after the commit)', async () => {
    expect((await schoolParameters(server.db, server.store, 2)).RatioSenior).toBe(9);
    expect((await call('park02', api.schoolParameterUpdate, { SchoolId: 2, RatioSenior: 10 })).code).toBe(Code.Success);
    expect((await schoolParameters(server.db, server.store, 2)).RatioSenior).toBe(10);
    expect((await call('operator', api.schoolParameterUpdateDefault, { RatioSenior: 8, RatioMiddle: 7 })).code).toBe(Code.Success);
    expect(await schoolParameters(server.db, server.store, 2)).toMatchObject({ RatioSenior: 10, RatioMiddle: 7 });
  });

  it("ClearRedis needs the platform's cache-reset grant: a park admin (Parameter edit) and the operator are refused", async () => {
    expect(api.schoolParameterClearCache.grant).toEqual(CACHE_RESET_GRANT);
    const before = await server.store.count('school-parameters:version');
    for (const username of ['park01', 'park02', 'operator', 'teacher01', 'gov01']) {
      expect(await call(username, api.schoolParameterClearCache, {}), username).toMatchObject({
        code: Code.NoPermission,
        msg: `no permission: ${CACHE_RESET_GRANT.menu} (${CACHE_RESET_GRANT.action})`,
        data: null,
      });
    }
    // Nothing was reset by the refused calls.
    expect(await server.store.count('school-parameters:version')).toBe(before);
    // The seed gives the grant to no role but the super admin's (role value 1 holds everything).
    const holders = await server.db
      .selectFrom('sysRoleMenu as rm')
      .innerJoin('sysMenu as m', 'm.sysMenuId', 'rm.sysMenuId')
      .innerJoin('sysRole as r', 'r.sysRoleId', 'rm.sysRoleId')
      .select('r.roleValue')
      .where('m.name', '=', CACHE_RESET_GRANT.menu)
      .where(sql<boolean>`${CACHE_RESET_GRANT.action} = ANY(rm.action_values)`)
      .execute();
    expect(holders.map((h) => h.roleValue)).toEqual([SUPER_ADMIN_ROLE_VALUE]);
  });
});
