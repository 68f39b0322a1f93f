import {
  type ApiClient,
  allocate,
  api,
  CHANGE_KIND,
  CHANGE_STATE,
  CONTRACT_STATE,
  Code,
  contract,
  contractChange,
  contractPackage,
  contractPayment,
  DISCOUNT_KIND,
  discountItem,
  PACKAGE_KIND,
  PAY_METHOD,
  SERVICE_KIND,
  SERVICE_UNIT,
  serviceSet,
} from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB } from '../../src/jobs/index.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { call, demoSchoolIds, fixtureClass, ok } from './attendance-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * Family contracts through the real server: items, discounts and packages; a contract's quote
 * in exact cents (odd prorations included), its states with the trail, the refusals (editing an
 * effective contract, overlap, refund beyond paid), changes (refund, transfer, extend, upgrade),
 * renewal, expiry, the reports and the scopes.
 */
let server: TestServer;
let park: ApiClient;
let park2: ApiClient;
let operator: ApiClient;
let teacher: ApiClient;
let gov: ApiClient;
const token: Record<string, string> = {};
let school1: number;
let fixture: { classId: number; studentIds: number[] };
let other: { classId: number; studentIds: number[] };
const ids: Record<string, number> = {};
const as = <D extends Parameters<typeof resourceApi>[1]>(def: D, user = 'park01') => resourceApi(server, def).as(token[user] as string);

/** The expected figures, worked by hand (half up to the cent). */
const LIST = 1_000_001 + 5 * 30_000 + 15_033; // package + 5 months of meals + the uniform = 1,165,034
const PERCENT = 116_503; // 10 % of 1,165,034 = 116,503.4
const FIXED = 10_001;
const TOTAL = LIST - PERCENT - FIXED; // 1,038,530

const contractRow = (id: number) => server.db.selectFrom('contract').selectAll().where('contractId', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['park01', 'park02', 'operator', 'teacher01', 'gov01']) token[u] = await server.login(u);
  park = server.client(token.park01);
  park2 = server.client(token.park02);
  operator = server.client(token.operator);
  teacher = server.client(token.teacher01);
  gov = server.client(token.gov01);
  [school1] = (await demoSchoolIds(server)) as [number];
  fixture = await fixtureClass(server, school1, { children: 4, grade: 'junior' });
  other = await fixtureClass(server, school1, { children: 0, grade: 'junior' });
  const items = as(serviceSet);
  const meals = await items.add({
    SchoolId: school1,
    ServiceName: '月伙食费',
    Kind: SERVICE_KIND.Meals,
    UnitPrice: 30_000,
    Unit: SERVICE_UNIT.Month,
    Refundable: true,
  });
  const uniform = await items.add({
    SchoolId: school1,
    ServiceName: '园服',
    Kind: SERVICE_KIND.Uniform,
    UnitPrice: 15_033,
    Unit: SERVICE_UNIT.Once,
    Refundable: false,
  });
  const lunch = await items.add({
    SchoolId: school1,
    ServiceName: '午餐',
    Kind: SERVICE_KIND.Meals,
    UnitPrice: 1_550,
    Unit: SERVICE_UNIT.Day,
    PerAttendedDay: true,
  });
  expect([meals.code, uniform.code, lunch.code]).toEqual([Code.Success, Code.Success, Code.Success]);
  Object.assign(ids, { meals: meals.data.ServiceId, uniform: uniform.data.ServiceId, lunch: lunch.data.ServiceId });
  const discounts = as(discountItem);
  const tenth = await discounts.add({
    SchoolId: school1,
    DiscountName: '九折',
    Kind: DISCOUNT_KIND.Percent,
    PercentBp: 1000,
    SortOrder: 1,
  });
  const fixed = await discounts.add({ SchoolId: school1, DiscountName: '立减', Kind: DISCOUNT_KIND.Amount, Amount: FIXED, SortOrder: 2 });
  const fresh = await discounts.add({
    SchoolId: school1,
    DiscountName: '新生礼',
    Kind: DISCOUNT_KIND.Amount,
    Amount: 100,
    NewFamilyOnly: true,
  });
  expect([tenth.code, fixed.code, fresh.code]).toEqual([Code.Success, Code.Success, Code.Success]);
  Object.assign(ids, { tenth: tenth.data.DiscountId, fixed: fixed.data.DiscountId, fresh: fresh.data.DiscountId });
  const packages = as(contractPackage);
  const months = await packages.add({
    SchoolId: school1,
    PackageName: '全日制五个月',
    Grades: ['junior'],
    Kind: PACKAGE_KIND.Months,
    Months: 5,
    Price: 1_000_001,
    Instalments: 3,
    ServiceIds: [ids.meals, ids.uniform, ids.lunch],
  });
  const hours = await packages.add({ SchoolId: school1, PackageName: '兴趣课40课时', Kind: PACKAGE_KIND.Hours, Hours: 40, Price: 400_000 });
  const bigger = await packages.add({
    SchoolId: school1,
    PackageName: '全日制五个月加强',
    Kind: PACKAGE_KIND.Months,
    Months: 5,
    Price: 1_200_000,
  });
  const senior = await packages.add({
    SchoolId: school1,
    PackageName: '大班套餐',
    Grades: ['senior'],
    Kind: PACKAGE_KIND.Months,
    Months: 1,
    Price: 100,
  });
  expect([months.code, hours.code, bigger.code, senior.code]).toEqual([Code.Success, Code.Success, Code.Success, Code.Success]);
  Object.assign(ids, {
    months: months.data.PackageId,
    hours: hours.data.PackageId,
    bigger: bigger.data.PackageId,
    senior: senior.data.PackageId,
  });
});
afterAll(() => server?.close());

const quoteInput = (over: Record<string, unknown> = {}) => ({
  StudentId: fixture.studentIds[0] as number,
  PackageId: ids.months as number,
  StartDate: '2026-03-01',
  ServiceIds: [],
  DiscountIds: [ids.fixed as number, ids.tenth as number],
  ...over,
});

describe('Contract: the quote and the draft', () => {
  it('computes on the server in exact cents: lines, discounts in order, total = list − discount', async () => {
    const q = await ok(park, api.contractQuote, quoteInput());
    expect(q.Lines.map((l) => [l.Name, l.Quantity, l.UnitPrice, l.Amount])).toEqual([
      ['全日制五个月', 1, 1_000_001, 1_000_001],
      ['月伙食费', 5, 30_000, 150_000],
      ['园服', 1, 15_033, 15_033],
      ['午餐', 0, 1_550, 0],
    ]);
    // The percent (SortOrder 1) applies before the fixed amount whatever the order given.
    expect(q.Discounts.map((d) => [d.Name, d.Amount])).toEqual([
      ['九折', PERCENT],
      ['立减', FIXED],
    ]);
    expect([q.ListAmount, q.DiscountAmount, q.TotalAmount]).toEqual([LIST, PERCENT + FIXED, TOTAL]);
    expect(q.Lines.reduce((s, l) => s + l.Amount, 0)).toBe(q.ListAmount);
    expect([q.Kind, q.Months, q.EndDate]).toEqual([PACKAGE_KIND.Months, 5, '2026-07-31']);
  });

  it('never goes below zero and refuses what does not apply', async () => {
    const senior = await call(park, api.contractQuote, quoteInput({ PackageId: ids.senior, DiscountIds: [] }));
    expect(senior.code).toBe(Code.InvalidInput);
    expect(senior.msg).toContain('not for the child’s grade');
    const twoMonths = await call(park2, api.contractQuote, quoteInput());
    expect(twoMonths.code).toBe(Code.NotFound);
  });

  it('refuses, to a caller who sees both schools, a package or an item of another school than the child’s', async () => {
    const theirs = await server.db.selectFrom('packageSet').select('packageId').where('schoolId', '<>', school1).executeTakeFirstOrThrow();
    const pkg = await call(operator, api.contractQuote, quoteInput({ PackageId: theirs.packageId }));
    expect(pkg).toMatchObject({ code: Code.InvalidInput, field: 'PackageId' });
    expect(pkg.msg).toContain('another school');
    const item = await server.db.selectFrom('serviceSet').select('serviceId').where('schoolId', '<>', school1).executeTakeFirstOrThrow();
    const extra = await call(operator, api.contractQuote, quoteInput({ ServiceIds: [item.serviceId] }));
    expect(extra).toMatchObject({ code: Code.InvalidInput, field: 'ServiceIds' });
  });

  it('adds a draft with the quote’s amounts, lines and a trail; a draft is edited and recomputed', async () => {
    const added = await as(contract).add({ ...quoteInput(), PayMethod: 2 });
    expect(added.code).toBe(Code.Success);
    ids.c1 = added.data.ContractId as number;
    const row = await contractRow(ids.c1);
    expect(row).toMatchObject({
      state: CONTRACT_STATE.Draft,
      listAmount: LIST,
      discountAmount: PERCENT + FIXED,
      totalAmount: TOTAL,
      classId: fixture.classId,
    });
    expect(row.contractNo).toMatch(/^HT\d{6}\d{5}$/);
    const edited = await as(contract).update({ ContractId: ids.c1, DiscountIds: [ids.tenth] });
    expect(edited.code).toBe(Code.Success);
    expect((await contractRow(ids.c1)).totalAmount).toBe(LIST - PERCENT);
    expect((await as(contract).update({ ContractId: ids.c1, DiscountIds: [ids.fixed, ids.tenth] })).code).toBe(Code.Success);
    const detail = await as(contract).detail(ids.c1);
    expect(detail.data).toMatchObject({ TotalAmount: TOTAL, DiscountIds: [ids.tenth, ids.fixed], State: CONTRACT_STATE.Draft });
  });
});

describe('Contract: states and the trail', () => {
  it('submits, is rejected back to draft with a reason, submitted again and approved', async () => {
    expect((await ok(park, api.contractSubmit, { ContractId: ids.c1 as number })).State).toBe(CONTRACT_STATE.Pending);
    const noReason = await call(park, api.contractAudit, { ContractId: ids.c1 as number, Approved: false });
    expect(noReason.code).toBe(Code.InvalidInput);
    expect((await ok(park, api.contractAudit, { ContractId: ids.c1 as number, Approved: false, AuditRemark: '金额有误' })).State).toBe(
      CONTRACT_STATE.Draft,
    );
    await ok(park, api.contractSubmit, { ContractId: ids.c1 as number });
    expect((await ok(park, api.contractAudit, { ContractId: ids.c1 as number, Approved: true })).State).toBe(CONTRACT_STATE.Effective);
    const again = await call(park, api.contractSubmit, { ContractId: ids.c1 as number });
    expect(again.code).toBe(Code.Conflict);
  });

  it('refuses to edit or delete an effective contract', async () => {
    const edit = await as(contract).update({ ContractId: ids.c1, StartDate: '2026-03-02' });
    expect(edit.code).toBe(Code.Conflict);
    expect(edit.msg).toContain('cannot be edited');
    const del = await as(contract).remove({ Ids: [ids.c1] });
    expect(del.code).toBe(Code.Conflict);
  });

  it('refuses an overlapping contract of the same child and kind, naming the other one', async () => {
    const { contractNo } = await contractRow(ids.c1 as number);
    const overlap = await as(contract).add(quoteInput({ StartDate: '2026-07-01', DiscountIds: [] }));
    expect(overlap.code).toBe(Code.Conflict);
    expect(overlap.msg).toContain(contractNo);
    // Another kind (hours) may run alongside; the new-family discount no longer applies to this child.
    const fresh = await call(park, api.contractQuote, quoteInput({ PackageId: ids.hours, DiscountIds: [ids.fresh] }));
    expect(fresh.code).toBe(Code.InvalidInput);
    expect((await as(contract).add(quoteInput({ PackageId: ids.hours, DiscountIds: [] }))).code).toBe(Code.Success);
  });

  it('lists every state change with who and when', async () => {
    const p = await ok(park, api.contractPreview, { ContractId: ids.c1 as number });
    expect(p.Log.map((l) => [l.FromState, l.ToState])).toEqual([
      [null, 1],
      [1, 2],
      [2, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(p.Log.every((l) => l.ByName && l.Time)).toBe(true);
    expect(p.Log[2]?.Remark).toBe('金额有误');
  });

  it('voids a draft, never an effective one', async () => {
    const d = await as(contract).add(quoteInput({ StudentId: fixture.studentIds[1], DiscountIds: [] }));
    expect((await ok(park, api.contractVoid, { ContractId: d.data.ContractId as number, Remark: '家长放弃' })).State).toBe(
      CONTRACT_STATE.Void,
    );
    expect((await call(park, api.contractVoid, { ContractId: ids.c1 as number })).code).toBe(Code.Conflict);
  });
});

describe('ContractChange: refund', () => {
  it('computes the unused part by days, prorated half up (107 of 153 days)', async () => {
    const q = await ok(park, api.contractChangeQuote, { ContractId: ids.c1 as number, Kind: CHANGE_KIND.Refund, FromDate: '2026-04-15' });
    // Refundable lines 1,150,001 less their share of the discount (126,504 × 1,150,001 / 1,165,034 = 124,871.6 → 124,872).
    expect(q.RefundBase).toBe(1_025_129);
    expect([q.UnusedUnits, q.TotalUnits]).toEqual([107, 153]);
    expect(q.RefundAmount).toBe(716_920); // 1,025,129 × 107 / 153 = 716,920.0 (716,919.98)
    expect(q.Refundable).toBe(0);
  });

  it('uses the school’s saved contract settings: a refund percent saved halves the quote; the scopes', async () => {
    const input = { ContractId: ids.c1 as number, Kind: CHANGE_KIND.Refund, FromDate: '2026-04-15' };
    const first = await ok(park, api.contractSettingGet, { SchoolId: school1 });
    expect(first).toMatchObject({ SchoolId: school1, Saved: false, RefundPercent: 100, LeaveRefundDays: 3, ContractNoPrefix: 'HT' });
    const values = { SchoolId: school1, ContractNoPrefix: 'HT', LeaveRefundDays: 5, LeaveRefundPercent: 80, HolidaysExcluded: true };
    const saved = await ok(park, api.contractSettingSave, { ...values, RefundPercent: 50 });
    expect(saved).toMatchObject({ Saved: true, RefundPercent: 50, LeaveRefundDays: 5 });
    const half = await ok(park, api.contractChangeQuote, input);
    expect([half.RefundPercent, half.RefundAmount]).toEqual([50, 358_460]); // 716,920 × 50 %
    // Bad input is refused with the field; another school's park admin sees no such school; teachers have no grant.
    const bad = await call(park, api.contractSettingSave, { ...values, RefundPercent: 101 });
    expect(bad.code).toBe(Code.InvalidInput);
    expect(bad.msg).toContain('RefundPercent');
    expect((await call(park2, api.contractSettingGet, { SchoolId: school1 })).code).toBe(Code.NotFound);
    expect((await call(park2, api.contractSettingSave, { ...values, RefundPercent: 0 })).code).toBe(Code.NotFound);
    expect((await call(teacher, api.contractSettingGet, { SchoolId: school1 })).code).toBe(Code.NoPermission);
    // The platform saves any school's: back to the full refund.
    expect((await ok(operator, api.contractSettingSave, { ...values, RefundPercent: 100 })).RefundPercent).toBe(100);
    expect((await ok(park, api.contractChangeQuote, input)).RefundAmount).toBe(716_920);
    const row = await server.db.selectFrom('contractSetting').selectAll().where('schoolId', '=', school1).executeTakeFirstOrThrow();
    expect(row.updateBy).not.toBeNull();
  });

  it('refuses a refund beyond what was paid, then one beyond the unused part', async () => {
    const beyond = await call(park, api.contractChangeRequest, {
      ContractId: ids.c1 as number,
      Kind: CHANGE_KIND.Refund,
      FromDate: '2026-04-15',
      Reason: '转学',
    });
    expect(beyond.code).toBe(Code.InvalidInput);
    expect(beyond.msg).toContain('beyond what was paid');
    await server.db
      .updateTable('contract')
      .set({ paidAmount: TOTAL })
      .where('contractId', '=', ids.c1 as number)
      .execute();
    const tooMuch = await call(park, api.contractChangeRequest, {
      ContractId: ids.c1 as number,
      Kind: CHANGE_KIND.Refund,
      FromDate: '2026-04-15',
      RefundAmount: 716_921,
      Reason: '转学',
    });
    expect(tooMuch.msg).toContain('unused part');
  });

  it('requests (changing), is approved (refunded) and is audited in the trail', async () => {
    const r = await ok(park, api.contractChangeRequest, {
      ContractId: ids.c1 as number,
      Kind: CHANGE_KIND.Refund,
      FromDate: '2026-04-15',
      Reason: '转学',
    });
    expect(r.RefundAmount).toBe(716_920);
    expect((await contractRow(ids.c1 as number)).state).toBe(CONTRACT_STATE.Changing);
    const second = await call(park, api.contractChangeRequest, {
      ContractId: ids.c1 as number,
      Kind: CHANGE_KIND.Extend,
      ToDate: '2026-09-30',
      Reason: 'x',
    });
    expect(second.code).toBe(Code.Conflict);
    expect((await ok(park, api.contractChangeAudit, { ChangeId: r.ChangeId, Approved: true, AuditRemark: '同意' })).State).toBe(
      CHANGE_STATE.Approved,
    );
    const row = await contractRow(ids.c1 as number);
    expect([row.state, row.refundedAmount]).toEqual([CONTRACT_STATE.Refunded, 716_920]);
    const p = await ok(park, api.contractPreview, { ContractId: ids.c1 as number });
    expect(p.Log.slice(-2).map((l) => [l.FromState, l.ToState, l.ChangeId])).toEqual([
      [3, 4, r.ChangeId],
      [4, 5, r.ChangeId],
    ]);
    const changes = await as(contractChange).page({ ContractId: ids.c1 });
    expect(changes.data.list[0]).toMatchObject({
      Kind: CHANGE_KIND.Refund,
      RefundAmount: 716_920,
      State: CHANGE_STATE.Approved,
      AuditRemark: '同意',
    });
    expect((await call(park, api.contractChangeAudit, { ChangeId: r.ChangeId, Approved: true })).code).toBe(Code.Conflict);
  });

  it('refunds an hours contract by the hours left', async () => {
    const page = await as(contract).page({ StudentId: fixture.studentIds[0], Kind: PACKAGE_KIND.Hours });
    const id = page.data.list[0]?.ContractId as number;
    await ok(park, api.contractSubmit, { ContractId: id });
    await ok(park, api.contractAudit, { ContractId: id, Approved: true });
    await server.db.updateTable('contract').set({ consumedHours: 13, paidAmount: 400_000 }).where('contractId', '=', id).execute();
    const q = await ok(park, api.contractChangeQuote, { ContractId: id, Kind: CHANGE_KIND.Refund, FromDate: '2026-04-01' });
    expect([q.UnusedUnits, q.TotalUnits, q.RefundAmount]).toEqual([27, 40, 270_000]);
  });
});

describe('ContractChange: transfer, extend, upgrade; renewal and expiry', () => {
  let c2: number;
  it('makes another child’s contract effective', async () => {
    const added = await as(contract).add(
      quoteInput({ StudentId: fixture.studentIds[2], StartDate: '2026-09-01', DiscountIds: [ids.fresh] }),
    );
    expect(added.code).toBe(Code.Success);
    c2 = added.data.ContractId as number;
    await ok(park, api.contractSubmit, { ContractId: c2 });
    await ok(park, api.contractAudit, { ContractId: c2, Approved: true });
  });

  it('transfers the child to another class when approved', async () => {
    const r = await ok(park, api.contractChangeRequest, {
      ContractId: c2,
      Kind: CHANGE_KIND.TransferClass,
      ClassId: other.classId,
      Reason: '调班',
    });
    await ok(park, api.contractChangeAudit, { ChangeId: r.ChangeId, Approved: true });
    const child = await server.db
      .selectFrom('student')
      .select('classId')
      .where('studentId', '=', fixture.studentIds[2] as number)
      .executeTakeFirstOrThrow();
    expect(child.classId).toBe(other.classId);
    expect((await contractRow(c2)).classId).toBe(other.classId);
  });

  it('extends the end date; a rejection leaves it effective as it was', async () => {
    const r = await ok(park, api.contractChangeRequest, { ContractId: c2, Kind: CHANGE_KIND.Extend, ToDate: '2027-02-28', Reason: '延期' });
    await ok(park, api.contractChangeAudit, { ChangeId: r.ChangeId, Approved: false, AuditRemark: '不同意' });
    expect((await contractRow(c2)).endDate).toBe('2027-01-31');
    const early = await call(park, api.contractChangeRequest, {
      ContractId: c2,
      Kind: CHANGE_KIND.Extend,
      ToDate: '2027-01-01',
      Reason: '延期',
    });
    expect(early.code).toBe(Code.InvalidInput);
    const r2 = await ok(park, api.contractChangeRequest, {
      ContractId: c2,
      Kind: CHANGE_KIND.Extend,
      ToDate: '2027-02-28',
      Reason: '延期',
    });
    await ok(park, api.contractChangeAudit, { ChangeId: r2.ChangeId, Approved: true });
    const row = await contractRow(c2);
    expect([row.endDate, row.state]).toEqual(['2027-02-28', CONTRACT_STATE.Effective]);
  });

  it('upgrades the package with the difference added; the open instalments are re-planned, the paid one kept', async () => {
    const before = await contractRow(c2);
    const plan = () =>
      server.db
        .selectFrom('contractInstalment')
        .select(['seq', 'dueDate', 'amount', 'paidAmount'])
        .where('contractId', '=', c2)
        .orderBy('seq')
        .execute();
    const planned = await plan();
    expect(planned.length).toBe(3);
    const first = planned[0] as (typeof planned)[number];
    const paid = await as(contractPayment).add({ ContractId: c2, Amount: first.amount, Method: PAY_METHOD.Cash, PayerName: '家长' });
    expect(paid.code).toBe(Code.Success);
    const r = await ok(park, api.contractChangeRequest, {
      ContractId: c2,
      Kind: CHANGE_KIND.Upgrade,
      PackageId: ids.bigger,
      Reason: '升级',
    });
    expect(r.DifferenceAmount).toBe(1_200_000 - 1_000_001);
    await ok(park, api.contractChangeAudit, { ChangeId: r.ChangeId, Approved: true });
    const row = await contractRow(c2);
    expect([row.listAmount, row.totalAmount, row.packageId]).toEqual([
      before.listAmount + 199_999,
      before.totalAmount + 199_999,
      ids.bigger,
    ]);
    const lines = await ok(park, api.contractPreview, { ContractId: c2 });
    expect(lines.Lines.reduce((s, l) => s + l.Amount, 0)).toBe(row.listAmount);
    // The paid instalment is untouched; the two open ones carry what is left (new total − paid), spread as before.
    const after = await plan();
    expect(after[0]).toEqual({ ...first, paidAmount: first.amount });
    expect(after.map((i) => i.dueDate)).toEqual(planned.map((i) => i.dueDate));
    expect(after.reduce((n, i) => n + i.amount, 0)).toBe(row.totalAmount);
    const open = planned.slice(1).map((i) => i.amount);
    const rest = row.totalAmount - first.amount;
    expect(after.slice(1).map((i) => i.amount)).toEqual(allocate(rest, open));
    expect((after[1]?.amount ?? 0) > (planned[1]?.amount ?? 0)).toBe(true);
    const down = await call(park, api.contractChangeRequest, {
      ContractId: c2,
      Kind: CHANGE_KIND.Upgrade,
      PackageId: ids.months,
      Reason: '降级',
    });
    expect(down.code).toBe(Code.InvalidInput);
  });

  it('renews from the day after the end, without the new-family discount', async () => {
    const { ContractId } = await ok(park, api.contractRenew, { ContractId: c2 });
    const row = await contractRow(ContractId);
    expect([row.startDate, row.state, row.renewedFrom]).toEqual(['2027-03-01', CONTRACT_STATE.Draft, c2]);
    const p = await ok(park, api.contractPreview, { ContractId });
    expect(p.Discounts).toEqual([]);
  });

  it('expires effective contracts past their end date (the job), with the trail', async () => {
    const added = await as(contract).add(quoteInput({ StudentId: fixture.studentIds[3], StartDate: '2025-01-01', DiscountIds: [] }));
    const id = added.data.ContractId as number;
    await ok(park, api.contractSubmit, { ContractId: id });
    await ok(park, api.contractAudit, { ContractId: id, Approved: true });
    expect((await server.jobs.runNow(JOB.contractExpiry)).state).toBe('completed');
    expect((await contractRow(id)).state).toBe(CONTRACT_STATE.Expired);
    const p = await ok(park, api.contractPreview, { ContractId: id });
    expect(p.Log.at(-1)).toMatchObject({ FromState: 3, ToState: 6, ByName: null });
  });
});

describe('Contract: reports', () => {
  it('sums per school, month and state, and over a period', async () => {
    const s = await ok(park, api.contractSummary, { Year: 2026 });
    const march = s.Rows.find((r) => r.SchoolId === school1 && r.Month === '2026-03' && r.State === CONTRACT_STATE.Refunded);
    expect(march).toMatchObject({ Count: 1, TotalAmount: TOTAL, RefundedAmount: 716_920 });
    const t = await ok(park, api.contractTotalPeriod, { From: '2026-03-01', To: '2026-03-31' });
    expect(t.Count).toBeGreaterThanOrEqual(2);
    expect(t.TotalAmount).toBeGreaterThanOrEqual(TOTAL + 400_000);
    expect((await ok(park2, api.contractTotalPeriod, { From: '2026-03-01', To: '2026-03-31', SchoolId: school1 })).Count).toBe(0);
  });
});

describe('Items, discounts and packages', () => {
  it('keeps what a contract names (disable it instead) and deletes what none does', async () => {
    const pkg = await as(contractPackage).remove({ Ids: [ids.months] });
    expect(pkg.code).toBe(Code.Conflict);
    expect(pkg.msg).toContain('disable it instead');
    expect((await as(serviceSet).remove({ Ids: [ids.meals] })).code).toBe(Code.Conflict);
    expect((await as(discountItem).remove({ Ids: [ids.tenth] })).code).toBe(Code.Conflict);
    expect((await as(contractPackage).remove({ Ids: [ids.senior] })).code).toBe(Code.Success);
  });

  it('bills an included item as many times as the package holds it (quantity), only items it includes', async () => {
    const added = await as(contractPackage).add({
      SchoolId: school1,
      PackageName: '双园服套餐',
      Kind: PACKAGE_KIND.Months,
      Months: 2,
      Price: 100_000,
      ServiceIds: [ids.uniform as number, ids.meals as number],
    });
    expect(added.code).toBe(Code.Success);
    const PackageId = added.data.PackageId as number;
    const set = await ok(park, api.contractPackageItems, {
      PackageId,
      Items: [
        { ServiceId: ids.uniform as number, Quantity: 2 },
        { ServiceId: ids.meals as number, Quantity: 3 },
      ],
    });
    expect(set.Items.find((i) => i.ServiceId === ids.uniform)?.Quantity).toBe(2);
    // Read back (the package screen's dialog), with the items' names; another school's package is missing.
    const read = await ok(park, api.contractPackageItemQuantities, { PackageId });
    expect(read).toEqual(set);
    expect(read.Items.every((i) => i.ServiceName.length > 0)).toBe(true);
    expect((await call(park2, api.contractPackageItemQuantities, { PackageId })).code).toBe(Code.NotFound);
    const q = await ok(park, api.contractQuote, { StudentId: fixture.studentIds[0] as number, PackageId, StartDate: '2027-03-01' });
    const uniform = q.Lines.find((l) => l.ServiceId === ids.uniform);
    const meals = q.Lines.find((l) => l.ServiceId === ids.meals);
    expect([uniform?.Quantity, uniform?.Amount]).toEqual([2, 30_066]);
    expect([meals?.Quantity, meals?.Amount]).toEqual([6, 180_000]); // 3 a month × 2 months
    expect(q.ListAmount).toBe(100_000 + 30_066 + 180_000);
    // The package edited (renamed, a third item added): the kept items keep their quantities.
    const edited = await as(contractPackage).update({
      PackageId,
      SchoolId: school1,
      PackageName: '双园服套餐（新）',
      Kind: PACKAGE_KIND.Months,
      Months: 2,
      Price: 100_000,
      ServiceIds: [ids.uniform as number, ids.meals as number, ids.lunch as number],
    });
    expect(edited.code, edited.msg).toBe(Code.Success);
    const kept = await server.db
      .selectFrom('packageSetItem')
      .select(['serviceId', 'quantity'])
      .where('packageId', '=', PackageId)
      .execute();
    expect(new Map(kept.map((k) => [k.serviceId, k.quantity]))).toEqual(
      new Map([
        [ids.uniform as number, 2],
        [ids.meals as number, 3],
        [ids.lunch as number, 1],
      ]),
    );
    await as(contractPackage).update({
      PackageId,
      SchoolId: school1,
      PackageName: '双园服套餐',
      Kind: PACKAGE_KIND.Months,
      Months: 2,
      Price: 100_000,
      ServiceIds: [ids.uniform as number, ids.meals as number],
    });
    const stranger = await call(park, api.contractPackageItems, { PackageId, Items: [{ ServiceId: ids.lunch as number, Quantity: 2 }] });
    expect(stranger.code).toBe(Code.InvalidInput);
    const zero = await call(park, api.contractPackageItems, { PackageId, Items: [{ ServiceId: ids.uniform as number, Quantity: 0 }] });
    expect(zero.code).toBe(Code.InvalidInput);
    const other = await call(park2, api.contractPackageItems, { PackageId, Items: [{ ServiceId: ids.uniform as number, Quantity: 1 }] });
    expect(other.code).toBe(Code.NotFound);
  });

  it('keeps only the value of a discount’s kind', async () => {
    const d = await as(discountItem).detail(ids.fixed as number);
    expect(d.data).toMatchObject({ Kind: DISCOUNT_KIND.Amount, Amount: FIXED, PercentBp: 0, FreeMonths: 0 });
  });
});

describe('Contract: scopes', () => {
  it('another school’s contract answers as missing; teachers and the supervisor are refused; the operator sees all', async () => {
    const id = ids.c1 as number;
    expect((await as(contract, 'park02').detail(id)).code).toBe(Code.NotFound);
    expect((await call(park2, api.contractPreview, { ContractId: id })).code).toBe(Code.NotFound);
    expect((await call(park2, api.contractSubmit, { ContractId: id })).code).toBe(Code.NotFound);
    expect((await call(park2, api.contractChangeQuote, { ContractId: id, Kind: CHANGE_KIND.Refund })).code).toBe(Code.NotFound);
    expect((await call(teacher, api.contractPreview, { ContractId: id })).code).toBe(Code.NoPermission);
    expect((await call(gov, api.contractSubmit, { ContractId: id })).code).toBe(Code.NoPermission);
    const all = await as(contract, 'operator').page({ ContractId: id });
    expect(all.data.list.some((r) => r.ContractId === id)).toBe(true);
    expect((await call(operator, api.contractPreview, { ContractId: id })).code).toBe(Code.Success);
    expect((await as(serviceSet, 'park02').detail(ids.meals as number)).code).toBe(Code.NotFound);
  });
});
