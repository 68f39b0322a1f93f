import {
  type ApiClient,
  api,
  Code,
  CUSTOMER_SOURCE,
  CUSTOMER_STAGE,
  customer,
  customerContact,
  customerForward,
  FOLLOW_METHOD,
  followRecord,
} from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markCustomersContracted } from '../../src/modules/enrolment/index.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { beijingToday, call, demoSchoolIds, fixtureClass, ok, plusDays, userId } from './attendance-helpers.ts';
import { leadInput, leadMobile } from './enrolment-helpers.ts';
import { resourceApi, uploadExcel, xlsx } from './resource-helpers.ts';

/**
 * Leads through the real server: the standard actions with the duplicate mobile refused naming
 * its owner, follow-ups moving a new lead to contacted, contacts with one default, forwards
 * changing the owner, stage changes (lost with a reason), the funnel and the recruit panel, the
 * import, signing a lead into a class with its family, the contract hook, and the scopes.
 */
let server: TestServer;
const token: Record<string, string> = {};
let park: ApiClient;
let operator: ApiClient;
let school1: number;
let school2: number;
let parkId: number;
let teacherId: number;
let leads: ReturnType<ReturnType<typeof resourceApi>['as']>;
let park2Leads: typeof leads;
let operatorLeads: typeof leads;
let follows: typeof leads;
let contacts: typeof leads;
let forwards: typeof leads;
const mobile = () => leadMobile('139');
const lead = (over: Record<string, unknown> = {}) => leadInput(school1, '139', over);

async function addLead(client = leads, over: Record<string, unknown> = {}) {
  const r = await client.add(lead(over));
  expect(r.code, r.msg).toBe(Code.Success);
  return Number(r.data.CustomerId);
}

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['park01', 'park02', 'operator', 'teacher01', 'gov01']) token[u] = await server.login(u);
  park = server.client(token.park01);
  operator = server.client(token.operator);
  [school1, school2] = (await demoSchoolIds(server)) as [number, number];
  parkId = await userId(server, 'park01');
  teacherId = await userId(server, 'teacher01');
  leads = resourceApi(server, customer).as(token.park01 as string);
  park2Leads = resourceApi(server, customer).as(token.park02 as string);
  operatorLeads = resourceApi(server, customer).as(token.operator as string);
  follows = resourceApi(server, followRecord).as(token.park01 as string);
  contacts = resourceApi(server, customerContact).as(token.park01 as string);
  forwards = resourceApi(server, customerForward).as(token.park01 as string);
});

afterAll(async () => {
  await server?.close();
});

describe('Customer', () => {
  it('adds a lead owned by the caller, new, with its mobile masked in the list and whole in the detail', async () => {
    const m = mobile();
    const id = await addLead(leads, { Mobile: m });
    const d = await leads.detail(id);
    expect(d.data).toMatchObject({ Stage: CUSTOMER_STAGE.New, OwnerId: parkId, OwnerName: '王丽', Mobile: m, Tags: ['highIntent'] });
    const page = await leads.page({ ChildName: '林小雨' });
    const row = page.data.list.find((r) => r.CustomerId === id);
    expect(row?.Mobile).toBe(`${m.slice(0, 3)}****${m.slice(7)}`);
    // Filters: the mobile (the list is searched by it), the stage, the owner, the tag.
    expect((await leads.page({ Mobile: m })).data.list.map((r) => r.CustomerId)).toEqual([id]);
    expect(
      (await leads.page({ Stage: CUSTOMER_STAGE.New, OwnerId: parkId, Tags: 'highIntent' })).data.list.some((r) => r.CustomerId === id),
    ).toBe(true);
  });

  it('refuses a mobile already a lead of the school, naming the lead and its owner; another school may have it', async () => {
    const m = mobile();
    await addLead(leads, { Mobile: m, ChildName: '周一一' });
    const dup = await leads.add(lead({ Mobile: m }));
    expect(dup.code).toBe(Code.Conflict);
    expect(dup.msg).toContain('周一一');
    expect(dup.msg).toContain('王丽');
    const other = await operatorLeads.add(lead({ Mobile: m, SchoolId: school2 }));
    expect(other.code, other.msg).toBe(Code.Success);
    // Changing another lead's mobile to it is refused the same way.
    const second = await addLead();
    expect((await leads.update({ CustomerId: second, Mobile: m })).code).toBe(Code.Conflict);
  });

  it('refuses an owner who is not an account of the school', async () => {
    const r = await leads.add(lead({ OwnerId: await userId(server, 'park02') }));
    expect(r.code).toBe(Code.InvalidInput);
    expect(r.msg).toMatch(/^Owner/);
  });

  it('an operator adds a lead with no owner unless named; reads every school', async () => {
    const id = await addLead(operatorLeads, { SchoolId: school2 });
    expect((await operatorLeads.detail(id)).data.OwnerId).toBeNull();
    const withOwner = await addLead(operatorLeads, { OwnerId: teacherId });
    expect((await operatorLeads.detail(withOwner)).data.OwnerId).toBe(teacherId);
    const schools = new Set((await operatorLeads.page({ size: 100 })).data.list.map((r) => r.SchoolId));
    expect(schools.has(school1) && schools.has(school2)).toBe(true);
  });

  it('scopes: park01 cannot read, change or delete school 2’s leads (100004); My screen shows only own', async () => {
    const theirs = await addLead(park2Leads, { SchoolId: school2 });
    expect((await leads.detail(theirs)).code).toBe(Code.NotFound);
    expect((await leads.update({ CustomerId: theirs, ChildName: '改' })).code).toBe(Code.NotFound);
    expect((await leads.remove({ CustomerId: theirs })).code).toBe(Code.NotFound);
    expect((await call(park, api.customerChangeStage, { CustomerId: theirs, Stage: 2, LostReason: '' })).code).toBe(Code.NotFound);
    expect((await leads.page({ SchoolId: school2 })).data.total).toBe(0);
    expect((await follows.add({ CustomerId: theirs, Method: FOLLOW_METHOD.Phone, Content: '电话' })).code).toBe(Code.NotFound);
    // "My": the owner fixed to the caller.
    await addLead(operatorLeads, { OwnerId: teacherId });
    const mine = await leads.page({ OwnerId: parkId });
    expect(mine.data.total).toBeGreaterThan(0);
    expect(mine.data.list.every((r) => r.OwnerId === parkId)).toBe(true);
  });

  it('teacher01 and gov01 have no grant of the leads (100003)', async () => {
    for (const u of ['teacher01', 'gov01']) {
      const r = await resourceApi(server, customer)
        .as(token[u] as string)
        .page();
      expect(r.code).toBe(Code.NoPermission);
    }
  });

  it('imports leads from the template, a duplicate mobile reported by row', async () => {
    const tpl = await leads.template();
    expect(tpl.code).toBe(Code.Success);
    const m = mobile();
    const school = await server.db.selectFrom('school').select('schoolName').where('schoolId', '=', school1).executeTakeFirstOrThrow();
    const fixed = await xlsx([
      ['学校', '幼儿姓名', '出生日期', '家长姓名', '手机号', '来源'],
      [school.schoolName, '导入一', '2022-03-01', '导入家长', m, '到访'],
      [school.schoolName, '导入二', '2022-04-01', '导入家长', m, '到访'],
    ]);
    const path = await uploadExcel(server, token.park01 as string, fixed);
    const checked = await leads.import(path);
    expect(checked.code).toBe(Code.Success);
    expect(checked.data.Written).toBe(0);
    expect(checked.data.Errors.some((e) => e.Field === 'Mobile')).toBe(true);
    const single = await uploadExcel(
      server,
      token.park01 as string,
      await xlsx([
        ['学校', '幼儿姓名', '出生日期', '家长姓名', '手机号', '来源'],
        [school.schoolName, '导入一', '2022-03-01', '导入家长', m, '到访'],
      ]),
    );
    const done = await leads.import(single);
    expect(done.data.Written, JSON.stringify(done.data.Errors)).toBe(1);
  });
});

describe('FollowRecord, CustomerContact, Forward', () => {
  it('a first follow-up moves a new lead to contacted and sets its next follow-up time', async () => {
    const id = await addLead();
    const next = `${plusDays(beijingToday(), 3)}T10:00:00+08:00`;
    const r = await follows.add({ CustomerId: id, Method: FOLLOW_METHOD.Phone, Content: '电话沟通，约周六参观', NextFollowTime: next });
    expect(r.code, r.msg).toBe(Code.Success);
    const d = (await leads.detail(id)).data;
    expect(d.Stage).toBe(CUSTOMER_STAGE.Contacted);
    expect(new Date(String(d.NextFollowTime)).getTime()).toBe(new Date(next).getTime());
    const list = await follows.page({ CustomerId: id });
    expect(list.data.list[0]).toMatchObject({ SchoolId: school1, Content: '电话沟通，约周六参观', CreateByName: '王丽' });
    // A later follow-up leaves a later stage as it is.
    await ok(park, api.customerChangeStage, { CustomerId: id, Stage: CUSTOMER_STAGE.Visited, LostReason: '' });
    await follows.add({ CustomerId: id, Method: FOLLOW_METHOD.Visit, Content: '到园参观' });
    expect((await leads.detail(id)).data.Stage).toBe(CUSTOMER_STAGE.Visited);
  });

  it('keeps one default contact per lead: the first, then the one made default', async () => {
    const id = await addLead();
    const a = await contacts.add({ CustomerId: id, Name: '林奶奶', Relation: 3, Mobile: mobile() });
    expect(a.code, a.msg).toBe(Code.Success);
    const b = await contacts.add({ CustomerId: id, Name: '林爷爷', Relation: 3, Mobile: mobile(), IsDefault: true });
    expect(b.code, b.msg).toBe(Code.Success);
    const rows = (await contacts.page({ CustomerId: id })).data.list;
    expect(rows.filter((r) => r.IsDefault).map((r) => r.Name)).toEqual(['林爷爷']);
    await contacts.update({ CustomerContactId: a.data.CustomerContactId, IsDefault: true });
    const after = (await contacts.page({ CustomerId: id })).data.list;
    expect(after.filter((r) => r.IsDefault).map((r) => r.Name)).toEqual(['林奶奶']);
  });

  it('forwards a lead to another account of the school with the reason; refuses the same owner and an outsider', async () => {
    const id = await addLead();
    const r = await forwards.add({ CustomerId: id, ToOwnerId: teacherId, Reason: '刘老师住得近，方便家访' });
    expect(r.code, r.msg).toBe(Code.Success);
    expect((await leads.detail(id)).data.OwnerId).toBe(teacherId);
    const rows = (await forwards.page({ CustomerId: id })).data.list;
    expect(rows[0]).toMatchObject({ FromOwnerName: '王丽', ToOwnerName: '刘老师', Reason: '刘老师住得近，方便家访' });
    expect((await forwards.add({ CustomerId: id, ToOwnerId: teacherId, Reason: '再转' })).code).toBe(Code.Conflict);
    expect((await forwards.add({ CustomerId: id, ToOwnerId: await userId(server, 'park02'), Reason: '转外校' })).code).toBe(
      Code.InvalidInput,
    );
    expect((await forwards.add({ CustomerId: id, ToOwnerId: parkId, Reason: '' })).code).toBe(Code.InvalidInput);
  });
});

describe('Customer/ChangeStage, Funnel, Recruit', () => {
  it('moves stages by hand; lost needs a reason; contracted only by the contract hook and then kept', async () => {
    const id = await addLead();
    expect((await call(park, api.customerChangeStage, { CustomerId: id, Stage: CUSTOMER_STAGE.Lost, LostReason: '' })).code).toBe(
      Code.InvalidInput,
    );
    expect(
      (await call(park, api.customerChangeStage, { CustomerId: id, Stage: CUSTOMER_STAGE.Contracted, LostReason: '' } as never)).code,
    ).toBe(Code.InvalidInput);
    await ok(park, api.customerChangeStage, { CustomerId: id, Stage: CUSTOMER_STAGE.Lost, LostReason: '选择了离家更近的幼儿园' });
    expect((await leads.detail(id)).data).toMatchObject({ Stage: CUSTOMER_STAGE.Lost, LostReason: '选择了离家更近的幼儿园' });
    await ok(park, api.customerChangeStage, { CustomerId: id, Stage: CUSTOMER_STAGE.Trial, LostReason: '' });
    expect((await leads.detail(id)).data).toMatchObject({ Stage: CUSTOMER_STAGE.Trial, LostReason: '' });
  });

  it('counts the funnel by stage, source and owner, scoped; the recruit panel this month', async () => {
    const today = beijingToday();
    const span = { DateFrom: plusDays(today, -1), DateTo: today };
    const before = await ok(park, api.customerFunnel, span);
    const a = await addLead(leads, { Source: CUSTOMER_SOURCE.Referral });
    await addLead(leads, { Source: CUSTOMER_SOURCE.Referral });
    await call(park, api.customerChangeStage, { CustomerId: a, Stage: CUSTOMER_STAGE.Visited, LostReason: '' });
    await addLead(park2Leads, { SchoolId: school2, Source: CUSTOMER_SOURCE.Referral });
    const after = await ok(park, api.customerFunnel, span);
    expect(after.Total - before.Total).toBe(2);
    const stage = (f: typeof after, s: number) => f.Stages.find((x) => x.Stage === s)?.Count ?? 0;
    expect(stage(after, CUSTOMER_STAGE.Visited) - stage(before, CUSTOMER_STAGE.Visited)).toBe(1);
    const referral = (f: typeof after) => f.BySource.find((x) => x.Source === CUSTOMER_SOURCE.Referral)?.Leads ?? 0;
    expect(referral(after) - referral(before)).toBe(2);
    expect(after.ByOwner.find((o) => o.OwnerId === parkId)?.OwnerName).toBe('王丽');
    // Mine: only the caller's own; the operator: every school.
    const mine = await ok(park, api.customerFunnel, { ...span, Mine: true });
    expect(mine.ByOwner.every((o) => o.OwnerId === parkId)).toBe(true);
    const all = await ok(operator, api.customerFunnel, span);
    expect(all.Total).toBeGreaterThan(after.Total);
    // A school outside the scope is refused as a missing one.
    expect((await call(park, api.customerFunnel, { ...span, SchoolId: school2 })).code).toBe(Code.NotFound);
    expect((await call(park, api.customerRecruit, { SchoolId: school2 })).code).toBe(Code.NotFound);
    expect((await call(park, api.customerSelectOwners, { SchoolId: school2 })).code).toBe(Code.NotFound);
    const panel = await ok(park, api.customerRecruit, {});
    expect(panel.Leads).toBeGreaterThanOrEqual(after.Total - before.Total);
    expect(panel.Month).toBe(today.slice(0, 7));
  });

  it('answers the owners of the caller’s schools', async () => {
    const owners = await ok(park, api.customerSelectOwners, {});
    expect(owners.map((o) => o.Value).sort()).toEqual([parkId, teacherId].sort());
  });
});

describe('Customer/Sign', () => {
  it('signs a lead into a class with its family in one call; contracted follows the contract hook', async () => {
    const { classId } = await fixtureClass(server, school1, { children: 0 });
    const m = mobile();
    const id = await addLead(leads, { Mobile: m, ChildName: '签约宝宝', ParentName: '签约妈妈', ChildBirthday: '2022-05-01', Gender: 2 });
    // Missing what the child needs (a lead of a request has no birthday): refused, nothing written.
    const bare = await addLead(leads, { ChildName: '无生日' });
    const refused = await call(park, api.customerSign, { CustomerId: bare, ClassId: classId });
    expect(refused.code).toBe(Code.InvalidInput);
    const signed = await ok(park, api.customerSign, { CustomerId: id, ClassId: classId, Relation: 2 });
    expect(signed.Stage).toBe(CUSTOMER_STAGE.DepositPaid);
    const child = await server.db.selectFrom('student').selectAll().where('studentId', '=', signed.StudentId).executeTakeFirstOrThrow();
    expect(child).toMatchObject({ studentName: '签约宝宝', classId, schoolId: school1, gender: 2, birthday: '2022-05-01' });
    const link = await server.db.selectFrom('studentParent').selectAll().where('studentId', '=', signed.StudentId).execute();
    expect(link).toHaveLength(1);
    expect(link[0]?.isPrimary).toBe(true);
    const parent = await server.db.selectFrom('parent').selectAll().where('parentId', '=', signed.ParentId).executeTakeFirstOrThrow();
    expect(parent).toMatchObject({ name: '签约妈妈', mobile: m, relation: 2 });
    expect((await leads.detail(id)).data.StudentId).toBe(signed.StudentId);
    expect((await call(park, api.customerSign, { CustomerId: id, ClassId: classId })).code).toBe(Code.Conflict);
    // A lead with a mobile the school's families already have (a sibling's) reuses that parent.
    await server.db.updateTable('customer').set({ mobile: mobile() }).where('customerId', '=', id).execute();
    const sibling = await addLead(leads, { Mobile: m, ChildBirthday: '2021-01-01', Gender: 1 });
    const second = await ok(park, api.customerSign, { CustomerId: sibling, ClassId: classId });
    expect(second.ParentId).toBe(signed.ParentId);
    // The contract's hook.
    await server.db.transaction().execute(async (trx) => expect(await markCustomersContracted(trx, signed.StudentId)).toBe(1));
    expect((await leads.detail(id)).data.Stage).toBe(CUSTOMER_STAGE.Contracted);
    expect((await call(park, api.customerChangeStage, { CustomerId: id, Stage: 2, LostReason: '' })).code).toBe(Code.Conflict);
  });

  it('refuses a lost lead, a class of another school, and a lead out of scope', async () => {
    const { classId } = await fixtureClass(server, school1, { children: 0 });
    const other = await fixtureClass(server, school2, { children: 0 });
    const id = await addLead(leads, { ChildBirthday: '2022-01-01', Gender: 1 });
    expect((await call(park, api.customerSign, { CustomerId: id, ClassId: other.classId })).code).toBe(Code.NotFound);
    await ok(park, api.customerChangeStage, { CustomerId: id, Stage: CUSTOMER_STAGE.Lost, LostReason: '搬家' });
    expect((await call(park, api.customerSign, { CustomerId: id, ClassId: classId })).code).toBe(Code.Conflict);
    const theirs = await addLead(park2Leads, { SchoolId: school2, ChildBirthday: '2022-01-01', Gender: 1 });
    expect((await call(park, api.customerSign, { CustomerId: theirs, ClassId: classId })).code).toBe(Code.NotFound);
  });
});
