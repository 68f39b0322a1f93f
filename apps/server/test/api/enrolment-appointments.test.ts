import { type ApiClient, api, Code, CUSTOMER_SOURCE, customer, SUBSCRIBE_STATE, signedHeaders, subscribe } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIBE_PER_IP } from '../../src/lib/rate-limit.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { call, demoSchoolIds, ok, userId } from './attendance-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * Appointment requests through the real server: the public form (no sign-in) with its school
 * name, the honeypot, the per-IP limit, a missing or disabled school; SubscribeManage's states
 * and the one-click lead (a second click answers the same lead); the scopes.
 */
let server: TestServer;
let park: ApiClient;
let school1: number;
let school2: number;
let requests: ReturnType<ReturnType<typeof resourceApi>['as']>;
let n = 0;
const mobile = () => `137${String(Date.now() % 1e6).padStart(6, '0')}${String(n++).padStart(2, '0')}`;
let ipCount = 0;

/** An anonymous client from an IP of its own (the limit counts per IP). */
function visitor(ip = `203.0.113.${++ipCount}`): ApiClient {
  const c = server.client();
  return {
    ...c,
    call: ((endpoint, input) =>
      fetch(`${server.baseUrl}/api/${endpoint.path}`, {
        method: 'POST',
        headers: {
          ...signedHeaders(server.config.appCode, server.config.appKey, null),
          'content-type': 'application/json',
          'x-forwarded-for': ip,
        },
        body: JSON.stringify(input),
      }).then((r) => r.json())) as ApiClient['call'],
  };
}

const form = (over: Record<string, unknown> = {}) => ({
  SchoolId: school1,
  Name: '赵女士',
  Mobile: mobile(),
  ChildName: '赵小雨',
  ChildAge: 3,
  PreferredTime: '2026-12-05T10:00:00+08:00',
  Message: '想周六上午参观',
  ExtendCode: 'SPRING-01',
  ...over,
});

const stored = (m: string) => server.db.selectFrom('subscribe').selectAll().where('mobile', '=', m).execute();

beforeAll(async () => {
  server = await startTestServer();
  const t = await server.login('park01');
  park = server.client(t);
  [school1, school2] = (await demoSchoolIds(server)) as [number, number];
  requests = resourceApi(server, subscribe).as(t);
});

afterAll(async () => {
  await server?.close();
});

describe('the public form', () => {
  it('answers an active school’s name and takes a request without signing in', async () => {
    const v = visitor();
    const school = await call(v, api.subscribeSchool, { SchoolId: school1 });
    expect(school.code).toBe(Code.Success);
    expect(school.data.SchoolName).toBeTruthy();
    const f = form();
    expect((await call(v, api.subscribeSubmit, f)).code).toBe(Code.Success);
    const [row] = await stored(f.Mobile);
    expect(row).toMatchObject({
      schoolId: school1,
      name: '赵女士',
      childName: '赵小雨',
      childAge: 3,
      state: SUBSCRIBE_STATE.New,
      extendCode: 'SPRING-01',
      ip: '203.0.113.1',
    });
  });

  it('a filled honeypot is answered as sent and stores nothing', async () => {
    const f = form({ Website: 'http://spam.example' });
    expect((await call(visitor(), api.subscribeSubmit, f)).code).toBe(Code.Success);
    expect(await stored(f.Mobile)).toHaveLength(0);
  });

  it('refuses a missing or disabled school alike (100004), and bad input (100001)', async () => {
    const v = visitor();
    const missing = await call(v, api.subscribeSubmit, form({ SchoolId: 999999 }));
    expect(missing.code).toBe(Code.NotFound);
    await server.db.updateTable('school').set({ state: 1 }).where('schoolId', '=', school2).execute();
    const disabled = await call(v, api.subscribeSubmit, form({ SchoolId: school2 }));
    expect(disabled.code).toBe(Code.NotFound);
    expect(disabled.msg.replace(String(school2), 'N')).toBe(missing.msg.replace('999999', 'N'));
    expect((await call(v, api.subscribeSchool, { SchoolId: school2 })).code).toBe(Code.NotFound);
    await server.db.updateTable('school').set({ state: 0 }).where('schoolId', '=', school2).execute();
    expect((await call(v, api.subscribeSubmit, form({ Mobile: '123' }))).code).toBe(Code.InvalidInput);
    expect((await call(v, api.subscribeSubmit, form({ ExtendCode: 'bad code!' }))).code).toBe(Code.InvalidInput);
    expect((await call(v, api.subscribeSubmit, form({ Name: 'x'.repeat(51) }))).code).toBe(Code.InvalidInput);
  });

  it('limits requests per IP; another IP is not held back', async () => {
    const v = visitor();
    for (let i = 0; i < SUBSCRIBE_PER_IP.limit; i++) expect((await call(v, api.subscribeSubmit, form())).code).toBe(Code.Success);
    const over = form();
    expect((await call(v, api.subscribeSubmit, over)).code).toBe(Code.TooManyRequests);
    expect(await stored(over.Mobile)).toHaveLength(0);
    expect((await call(visitor(), api.subscribeSubmit, form())).code).toBe(Code.Success);
  });
});

describe('SubscribeManage', () => {
  it('moves a request new → read → confirmed → visited; final states stay', async () => {
    const f = form();
    await call(visitor(), api.subscribeSubmit, f);
    const [row] = await stored(f.Mobile);
    const id = Number(row?.subscribeId);
    const list = await requests.page({ State: SUBSCRIBE_STATE.New });
    const listed = list.data.list.find((r) => r.SubscribeId === id);
    expect(listed?.Mobile).toBe(`${f.Mobile.slice(0, 3)}****${f.Mobile.slice(7)}`);
    // Opened: read.
    expect((await requests.detail(id)).data.State).toBe(SUBSCRIBE_STATE.Read);
    expect((await requests.page({ State: SUBSCRIBE_STATE.Read })).data.list.some((r) => r.SubscribeId === id)).toBe(true);
    for (const State of [SUBSCRIBE_STATE.Read, SUBSCRIBE_STATE.Confirmed, SUBSCRIBE_STATE.Visited]) {
      expect((await ok(park, api.subscribeSetState, { SubscribeId: id, State })).State).toBe(State);
    }
    const back = await call(park, api.subscribeSetState, { SubscribeId: id, State: SUBSCRIBE_STATE.Cancelled });
    expect(back.code).toBe(Code.Conflict);
    expect((await requests.detail(id)).data.State).toBe(SUBSCRIBE_STATE.Visited);
  });

  it('turns a request into a lead once (a second click answers the same lead); a cancelled one is refused', async () => {
    const f = form({ ExtendCode: 'QR-7' });
    await call(visitor(), api.subscribeSubmit, f);
    const id = Number((await stored(f.Mobile))[0]?.subscribeId);
    const first = await ok(park, api.subscribeToCustomer, { SubscribeId: id });
    expect(first.Created).toBe(true);
    const again = await ok(park, api.subscribeToCustomer, { SubscribeId: id });
    expect(again).toEqual({ CustomerId: first.CustomerId, Created: false });
    const lead = await resourceApi(server, customer)
      .as(await server.login('park01'))
      .detail(first.CustomerId);
    expect(lead.data).toMatchObject({
      Source: CUSTOMER_SOURCE.OnlineAppointment,
      ExtendCode: 'QR-7',
      SubscribeId: id,
      ChildName: '赵小雨',
      ParentName: '赵女士',
      Mobile: f.Mobile,
      OwnerId: await userId(server, 'park01'),
    });
    const d = (await requests.detail(id)).data;
    expect(d).toMatchObject({ CustomerId: first.CustomerId, State: SUBSCRIBE_STATE.Read, ChildName: '赵小雨' });
    expect((await requests.page({ ChildName: '小雨' })).data.list.some((r) => r.SubscribeId === id)).toBe(true);
    // A second request of the same mobile: refused naming the lead it already is.
    await call(visitor(), api.subscribeSubmit, form({ Mobile: f.Mobile }));
    const dupId = Number((await stored(f.Mobile)).find((r) => r.subscribeId !== id)?.subscribeId);
    const dup = await call(park, api.subscribeToCustomer, { SubscribeId: dupId });
    expect(dup.code).toBe(Code.Conflict);
    expect(dup.msg).toContain('王丽');
    await ok(park, api.subscribeSetState, { SubscribeId: dupId, State: SUBSCRIBE_STATE.Cancelled });
    expect((await call(park, api.subscribeToCustomer, { SubscribeId: dupId })).code).toBe(Code.Conflict);
  });

  it('staff add a request taken by phone; park01 cannot touch school 2’s requests (100004)', async () => {
    const added = await requests.add({ SchoolId: school1, Name: '电话预约', Mobile: mobile(), ChildAge: 4 });
    expect(added.code, added.msg).toBe(Code.Success);
    expect((await requests.page({ Name: '电话预约' })).data.list[0]?.State).toBe(SUBSCRIBE_STATE.New);
    const f = form({ SchoolId: school2 });
    await call(visitor(), api.subscribeSubmit, f);
    const theirs = Number((await stored(f.Mobile))[0]?.subscribeId);
    expect((await requests.detail(theirs)).code).toBe(Code.NotFound);
    expect((await call(park, api.subscribeSetState, { SubscribeId: theirs, State: SUBSCRIBE_STATE.Read })).code).toBe(Code.NotFound);
    expect((await call(park, api.subscribeToCustomer, { SubscribeId: theirs })).code).toBe(Code.NotFound);
    expect((await requests.page({ SchoolId: school2 })).data.total).toBe(0);
    const operator = resourceApi(server, subscribe).as(await server.login('operator'));
    expect((await operator.detail(theirs)).code).toBe(Code.Success);
  });
});
