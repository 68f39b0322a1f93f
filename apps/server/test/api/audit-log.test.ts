import { AUDIT_EVENT_OPTIONS, api, auditLog, CLIENT_TYPE_PC, Code, md5Hex, ROLE_TYPE, schoolClass } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../harness.ts';
import { clientFrom, rawCall, sendCode, userIdOf } from './auth-helpers.ts';
import { type Page, readSheet, resourceApi } from './resource-helpers.ts';

/**
 * The audit log: the security events the issue lists are written by the flows that cause them
 * (each checked here through the AuditLog screen's own API), and only the super admin reads it,
 * read-only, with filters, detail and export.
 */
let server: TestServer;
let log: ReturnType<ReturnType<typeof resourceApi<typeof auditLog.fields>>['as']>;
const IP = '10.20.30.40';

beforeAll(async () => {
  server = await startTestServer();
  log = resourceApi(server, auditLog).as(await server.login('admin'));
});
afterAll(() => server?.close());

const signIn = (username: string, password: string, ip = IP) =>
  clientFrom(server, ip).call(api.passwordLogin, { Username: username, Password: md5Hex(password), ClientType: CLIENT_TYPE_PC });

/** The newest audit rows of an event for a username, through AuditLog/SelectPage. */
async function events(event: string, username?: string) {
  const res = await log.page({ Event: event, ...(username ? { Username: username } : {}) });
  expect(res.code, res.msg).toBe(Code.Success);
  return (res.data as Page).list;
}

describe('the events the flows write', () => {
  it('sign-in success and failure (wrong password, unknown account, SMS), with the client address and serial', async () => {
    expect((await signIn('park02', 'wrong-password')).code).toBe(Code.InvalidInput);
    expect((await signIn('nobody-here', DEMO_PASSWORD)).code).toBe(Code.InvalidInput);
    expect((await signIn('park02', DEMO_PASSWORD)).code).toBe(Code.Success);
    const sms = await clientFrom(server, IP).call(api.smsLogin, {
      Mobile: '13800000009',
      VerifyCode: '000000',
      ClientType: CLIENT_TYPE_PC,
    });
    expect(sms.code).not.toBe(Code.Success);

    const failures = await events('login.failure');
    const reasons = failures.map((r) => JSON.parse(String(r.Detail)));
    expect(reasons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'password', reason: 'wrong password' }),
        expect.objectContaining({ method: 'password', reason: 'unknown username' }),
        expect.objectContaining({ method: 'sms', mobile: '138****0009' }),
      ]),
    );
    const wrong = failures.find((r) => JSON.parse(String(r.Detail)).reason === 'wrong password');
    expect(wrong).toMatchObject({ Username: 'park02', Ip: IP, SysUserId: await userIdOf(server, 'park02') });
    const smsFailure = failures.find((r) => JSON.parse(String(r.Detail)).method === 'sms');
    expect(smsFailure).toMatchObject({ Username: 'park02', SysUserId: await userIdOf(server, 'park02') });
    const [success] = await events('login.success', 'park02');
    expect(success).toMatchObject({ Event: 'login.success', Username: 'park02', Ip: IP });
    expect(JSON.parse(String(success?.Detail))).toEqual({ method: 'password' });
  });

  it('sign-ins refused by the lock and a refused role switch', async () => {
    for (let i = 0; i < 6; i++) await signIn('sales01', 'wrong-password');
    expect((await signIn('sales01', DEMO_PASSWORD)).code).toBe(Code.TooManyRequests);
    const locked = (await events('login.failure', 'sales01')).filter((r) => JSON.parse(String(r.Detail)).reason === 'rate limited');
    expect(locked.length).toBeGreaterThanOrEqual(1);

    const park = await server.as('park01');
    const refused = await park.call(api.switchRole, { SysRoleId: 1 });
    expect(refused.code).toBe(Code.NoPermission);
    const [row] = await events('role.switch.failure', 'park01');
    expect(JSON.parse(String(row?.Detail))).toMatchObject({ to: 1 });
  });

  it('role switch, password change, mobile change, export and sign-out', async () => {
    const roleId = async (roleType: number) =>
      (await server.db.selectFrom('sysRole').select('sysRoleId').where('roleType', '=', roleType).executeTakeFirstOrThrow()).sysRoleId;
    const director = await server.login('director01');
    const switched = await server.client(director).call(api.switchRole, { SysRoleId: await roleId(ROLE_TYPE.Salesperson) });
    expect(switched.code).toBe(Code.Success);
    expect(JSON.parse(String((await events('role.switch', 'director01'))[0]?.Detail))).toEqual({
      from: await roleId(ROLE_TYPE.RegionalDirector),
      to: await roleId(ROLE_TYPE.Salesperson),
    });

    const park01 = await server.login('park01');
    const park01Id = await userIdOf(server, 'park01');
    const passwordCode = await sendCode(server, '13800000007', 'UpdatePassword');
    const changed = await server.client(park01).call(api.updatePasswordV2, {
      SysUserId: park01Id,
      Mobile: '13800000007',
      VerifyCode: passwordCode,
      NewPassword: DEMO_PASSWORD,
      RepeatPassword: DEMO_PASSWORD,
    });
    expect(changed.code).toBe(Code.Success);
    expect(await events('password.change', 'park01')).toHaveLength(1);

    const teacher = await server.login('teacher01');
    const mobileCode = await sendCode(server, '13955556666', 'UpdateMobile');
    const teacherId = await userIdOf(server, 'teacher01');
    const moved = await server
      .client(teacher)
      .call(api.updateMobile, { SysUserId: teacherId, Mobile: '13955556666', VerifyCode: mobileCode });
    expect(moved.code).toBe(Code.Success);
    expect(JSON.parse(String((await events('mobile.change', 'teacher01'))[0]?.Detail))).toEqual({
      from: '138****0008',
      to: '139****6666',
    });

    const park = resourceApi(server, schoolClass).as(await server.login('park01'));
    const exported = await park.exportFile({ Grade: 'junior' });
    expect(exported.code).toBe(Code.Success);
    expect(JSON.parse(String((await events('export', 'park01'))[0]?.Detail))).toEqual({
      resource: 'Class',
      rows: exported.data.Rows,
      filters: { Grade: 'junior' },
    });

    expect((await server.client(teacher).call(api.logout, {})).code).toBe(Code.Success);
    expect(await events('logout', 'teacher01')).toHaveLength(1);
  });
});

describe('reading the log', () => {
  it('names every event written so far (a new event is added to AUDIT_EVENT_OPTIONS)', async () => {
    const written = await server.db.selectFrom('auditLog').select('event').distinct().execute();
    const labelled = new Set(AUDIT_EVENT_OPTIONS.map((o) => o.value));
    expect(written.length).toBeGreaterThanOrEqual(7);
    expect(written.map((r) => r.event).filter((e) => !labelled.has(e))).toEqual([]);
  });

  it('is for the super admin only: the operator and a park admin are refused every action', async () => {
    for (const username of ['operator', 'park01', 'gov01']) {
      const who = resourceApi(server, auditLog).as(await server.login(username));
      for (const answer of [await who.page(), await who.detail(1), await who.exportFile()]) {
        expect(answer, username).toMatchObject({ code: Code.NoPermission, data: null });
        expect(answer.msg).toMatch(/^no permission: AuditLog \((view|export)\)$/);
      }
    }
  });

  it('offers no writing action: Add, Update and Delete are not endpoints, and the log is unchanged', async () => {
    const token = await server.login('admin');
    const before = await server.db.selectFrom('auditLog').select(['auditLogId', 'event']).orderBy('auditLogId').execute();
    for (const action of ['Add', 'Update', 'Delete', 'Import']) {
      const res = await rawCall(server, `AuditLog/${action}`, { AuditLogId: 1, Ids: [1] }, { token });
      expect(res.code, action).toBe(Code.NotFound);
    }
    expect(await server.db.selectFrom('auditLog').select(['auditLogId', 'event']).orderBy('auditLogId').execute()).toEqual(before);
  });

  it('pages newest first and filters by time range, username, address and serial', async () => {
    const all = (await log.page()).data as Page;
    const ids = all.list.map((r) => Number(r.AuditLogId));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.total).toBe(
      Number(
        (
          await server.db
            .selectFrom('auditLog')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );

    const future = await log.page({ CreateTime_from: '2999-01-01T00:00:00+00:00' });
    expect(future.data).toEqual({ list: [], total: 0 });
    const recent = (await log.page({ CreateTime_from: new Date(Date.now() - 3_600_000).toISOString() })).data as Page;
    expect(recent.total).toBe(all.total);

    const byAddress = (await log.page({ Ip: '10.20.30' })).data as Page;
    expect(byAddress.total).toBeGreaterThanOrEqual(4);
    expect(byAddress.list.every((r) => String(r.Ip).includes('10.20.30'))).toBe(true);
    const byName = (await log.page({ Username: 'PARK0' })).data as Page;
    expect(byName.list.every((r) => /^park0/.test(String(r.Username)))).toBe(true);

    const row = await server.db.selectFrom('auditLog').selectAll().where('logSerial', 'is not', null).executeTakeFirstOrThrow();
    const bySerial = (await log.page({ LogSerial: row.logSerial })).data as Page;
    expect(bySerial.list.map((r) => r.AuditLogId)).toContain(row.auditLogId);

    expect(await log.page({ Event: 'no.such.event' })).toMatchObject({ code: Code.InvalidInput });
  });

  it('answers one event with its JSON detail, and exports the filtered rows with labels (itself an audited export)', async () => {
    const failure = (await events('login.failure', 'park02')).find((r) => JSON.parse(String(r.Detail)).method === 'password');
    const detail = await log.detail(Number(failure?.AuditLogId));
    expect(detail.code).toBe(Code.Success);
    expect(JSON.parse(String(detail.data.Detail))).toMatchObject({ method: 'password', reason: 'wrong password' });
    expect(detail.data).toMatchObject({ Event: 'login.failure', Username: 'park02', Ip: IP });

    const count = (await events('login.success')).length;
    const exported = await log.exportFile({ Event: 'login.success' });
    expect(exported).toMatchObject({ code: Code.Success, data: { Rows: count } });
    const sheet = await readSheet(server, exported.data.FilePath);
    expect(sheet.rows[0]).toEqual(['ID', 'Time', 'Event', 'Username', 'Account ID', 'IP address', 'Detail']);
    expect(sheet.rows.slice(1).every((r) => r[2] === 'Sign-in')).toBe(true);
    const [own] = await events('export', 'admin');
    expect(JSON.parse(String(own?.Detail))).toMatchObject({ resource: 'AuditLog', rows: count, filters: { Event: 'login.success' } });
  });
});
