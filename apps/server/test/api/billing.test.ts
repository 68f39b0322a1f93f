import {
  type ApiClient,
  api,
  BILL_STATE,
  billAttendanceDetail,
  Code,
  DISSENT_STATE,
  JOIN_CONTRACT_STATE,
  PRICE_MODEL,
  schoolBillDissent,
  schoolJoinBill,
  schoolJoinContract,
  visit,
} from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB } from '../../src/jobs/index.ts';
import { markBillPaid } from '../../src/modules/billing/index.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { beijingToday, call, fixtureClass, ok } from './attendance-helpers.ts';
import { type Page, resourceApi } from './resource-helpers.ts';

/**
 * The platform's billing of schools through the real server: join contracts (states, one
 * effective per school, the school's contract type following at once, scopes), the month's
 * bills generated in one statement from attendance rows inserted here and checked against
 * amounts worked by hand (holidays left out), idempotent regeneration, paid bills untouched,
 * confirmation, objections accepted and rejected, overdue by the job, the to-do counts.
 */
let server: TestServer;
const token: Record<string, string> = {};
const client: Record<string, ApiClient> = {};
const as = <D extends Parameters<typeof resourceApi>[1]>(def: D, user: string) => resourceApi(server, def).as(token[user] as string);

/** This month (Beijing), whose days 3–12 have passed by the time tests run on day 13 or later; else last month. */
const today = beijingToday();
const MONTH = Number(today.slice(8, 10)) >= 13 ? today.slice(0, 7) : lastMonthOf(today.slice(0, 7));
function lastMonthOf(m: string): string {
  const d = new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)) - 2, 1));
  return d.toISOString().slice(0, 7);
}
const day = (d: number) => `${MONTH}-${String(d).padStart(2, '0')}`;

/** A school of the test's own (not a demo school), of the north agent when `agent`. */
async function freshSchool(name: string, agent: boolean): Promise<number> {
  const north = await server.db.selectFrom('school').select('agentId').where('schoolId', '=', 1).executeTakeFirstOrThrow();
  const s = await server.db
    .insertInto('school')
    .values({ schoolName: name, agentId: agent ? north.agentId : null, schoolContractType: 1 } as never)
    .returning('schoolId')
    .executeTakeFirstOrThrow();
  return s.schoolId;
}

/**
 * The month's register of a school's three children, the holiday on days 10–12:
 * c1 present (3rd), late (4th), absent (5th), present on the 10th (holiday);
 * c2 on leave (6th), present on the 11th (holiday); c3 present on the 12th only (holiday).
 * On the register (days outside holidays): c1 3 days, c2 1 day, c3 none → 2 children.
 * Days present: c1 2, c2 0 → 2 child-days.
 */
async function monthOfAttendance(schoolId: number): Promise<number[]> {
  const { classId, studentIds } = await fixtureClass(server, schoolId, { children: 3 });
  const [c1, c2, c3] = studentIds as [number, number, number];
  const rows: [number, number, number][] = [
    [c1, 3, 1],
    [c1, 4, 4],
    [c1, 5, 2],
    [c1, 10, 1],
    [c2, 6, 3],
    [c2, 11, 1],
    [c3, 12, 1],
  ];
  await server.db
    .insertInto('attendance')
    .values(rows.map(([studentId, d, status]) => ({ schoolId, classId, studentId, date: day(d), status })))
    .execute();
  await server.db
    .insertInto('vacation')
    .values({ schoolId, vacationName: '测试假期', kind: 1, startDate: day(10), endDate: day(12) })
    .execute();
  return studentIds;
}

/** A contract of a school made effective by the operator. */
async function effectiveContract(schoolId: number, model: number, price: number, type = 1): Promise<number> {
  const c = await as(schoolJoinContract, 'operator').add({
    SchoolId: schoolId,
    SchoolContractType: type,
    StartDate: `${MONTH.slice(0, 4)}-01-01`,
    EndDate: `${Number(MONTH.slice(0, 4)) + 1}-12-31`,
    PriceModel: model,
    UnitPrice: price,
  });
  expect(c.code, c.msg).toBe(Code.Success);
  const id = c.data.SchoolJoinContractId as number;
  await ok(client.operator as ApiClient, api.schoolJoinContractSubmit, { SchoolJoinContractId: id });
  await ok(client.operator as ApiClient, api.schoolJoinContractAudit, { SchoolJoinContractId: id, Approved: true });
  return id;
}

const billOf = (schoolId: number, month = MONTH) =>
  server.db
    .selectFrom('schoolJoinBill')
    .selectAll()
    .where('schoolId', '=', schoolId)
    .where('billMonth', '=', month)
    .executeTakeFirstOrThrow();
const detailsOf = (billId: number) =>
  server.db.selectFrom('schoolJoinBillDetail').selectAll().where('billId', '=', billId).orderBy('studentId').execute();

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['admin', 'operator', 'park01', 'park02', 'park03', 'agent01']) {
    token[u] = await server.login(u);
    client[u] = server.client(token[u]);
  }
});
afterAll(() => server?.close());

describe('school-join contracts', () => {
  it('moves through its states, one effective per school, the school taking its type at once; scoped by school and agent', async () => {
    const op = as(schoolJoinContract, 'operator');
    // The demo schools each have an effective contract (seed); school 3 has type 6: no smart centre.
    const visits = resourceApi(server, visit).as(token.park03 as string);
    expect((await visits.page()).code).toBe(Code.NoPermission);
    const menusBefore = await ok(client.park03 as ApiClient, api.selectMenuList, { State: 0, SystemId: 1 });
    expect(menusBefore.map((m) => m.path)).not.toContain('/Ai');

    const draft = await op.add({
      SchoolId: 3,
      SchoolContractType: 1,
      StartDate: '2026-01-01',
      EndDate: '2027-12-31',
      PriceModel: PRICE_MODEL.PerAttendedDay,
      UnitPrice: 120,
      DeviceDeposit: 300_000,
    });
    expect(draft.code, draft.msg).toBe(Code.Success);
    const id = draft.data.SchoolJoinContractId as number;
    const row = (await op.detail(id)).data;
    expect(row).toMatchObject({ State: JOIN_CONTRACT_STATE.Draft, DueDays: 15, SchoolId: 3 });
    expect(String(row.ContractNo)).toMatch(/^JM\d{6}\d{5}$/);
    // An end before the start is refused; park01 only reads.
    expect(
      (await op.add({ SchoolId: 3, SchoolContractType: 1, StartDate: '2026-05-01', EndDate: '2026-04-01', PriceModel: 1, UnitPrice: 1 }))
        .code,
    ).toBe(Code.InvalidInput);
    expect(
      (
        await as(schoolJoinContract, 'park01').add({
          SchoolId: 1,
          SchoolContractType: 1,
          StartDate: '2026-01-01',
          EndDate: '2026-12-31',
          PriceModel: 1,
          UnitPrice: 1,
        })
      ).code,
    ).toBe(Code.NoPermission);
    // agent01 (north: schools 1 and 2) does not see school 3's contract, nor writes one for it.
    const agent = as(schoolJoinContract, 'agent01');
    expect((await agent.detail(id)).code).toBe(Code.NotFound);
    expect((await call(client.agent01 as ApiClient, api.schoolJoinContractSubmit, { SchoolJoinContractId: id })).code).toBe(Code.NotFound);
    const agentPage = (await agent.page()).data as Page;
    expect(new Set(agentPage.list.map((r) => r.SchoolId))).toEqual(new Set([1, 2]));
    const parkPage = (await as(schoolJoinContract, 'park01').page()).data as Page;
    expect(new Set(parkPage.list.map((r) => r.SchoolId))).toEqual(new Set([1]));

    // Submit; a pending contract is no longer edited; a rejection needs a remark and goes back to draft.
    await ok(client.operator as ApiClient, api.schoolJoinContractSubmit, { SchoolJoinContractId: id });
    expect((await op.update({ SchoolJoinContractId: id, UnitPrice: 130 })).code).toBe(Code.Conflict);
    expect((await call(client.operator as ApiClient, api.schoolJoinContractSubmit, { SchoolJoinContractId: id })).code).toBe(Code.Conflict);
    expect(
      (await call(client.operator as ApiClient, api.schoolJoinContractAudit, { SchoolJoinContractId: id, Approved: false })).code,
    ).toBe(Code.InvalidInput);
    expect(
      await ok(client.operator as ApiClient, api.schoolJoinContractAudit, {
        SchoolJoinContractId: id,
        Approved: false,
        AuditRemark: '价格不对',
      }),
    ).toEqual({ State: JOIN_CONTRACT_STATE.Draft });
    await ok(client.operator as ApiClient, api.schoolJoinContractSubmit, { SchoolJoinContractId: id });
    // An agent may not audit (grant); the school's effective contract must end first.
    expect((await call(client.agent01 as ApiClient, api.schoolJoinContractAudit, { SchoolJoinContractId: id, Approved: true })).code).toBe(
      Code.NoPermission,
    );
    const refused = await call(client.operator as ApiClient, api.schoolJoinContractAudit, { SchoolJoinContractId: id, Approved: true });
    expect(refused.code).toBe(Code.Conflict);
    expect(refused.msg).toContain('JMDEMO');
    const seeded = await server.db
      .selectFrom('schoolJoinContract')
      .select('schoolJoinContractId')
      .where('schoolId', '=', 3)
      .where('state', '=', JOIN_CONTRACT_STATE.Effective)
      .executeTakeFirstOrThrow();
    expect(
      (
        await call(client.operator as ApiClient, api.schoolJoinContractTerminate, {
          SchoolJoinContractId: seeded.schoolJoinContractId,
          Remark: '',
        })
      ).code,
    ).toBe(Code.InvalidInput);
    expect(
      await ok(client.operator as ApiClient, api.schoolJoinContractTerminate, {
        SchoolJoinContractId: seeded.schoolJoinContractId,
        Remark: '改签',
      }),
    ).toEqual({ State: JOIN_CONTRACT_STATE.Terminated });
    expect(await ok(client.operator as ApiClient, api.schoolJoinContractAudit, { SchoolJoinContractId: id, Approved: true })).toEqual({
      State: JOIN_CONTRACT_STATE.Effective,
    });
    // The school took the type and the contract: park03's smart-centre calls pass now, and its menus show /Ai.
    const school = await server.db
      .selectFrom('school')
      .select(['schoolContractType', 'schoolContractId'])
      .where('schoolId', '=', 3)
      .executeTakeFirstOrThrow();
    expect(school).toEqual({ schoolContractType: 1, schoolContractId: id });
    expect((await visits.page()).code).toBe(Code.Success);
    const menus = await ok(client.park03 as ApiClient, api.selectMenuList, { State: 0, SystemId: 1 });
    expect(menus.map((m) => m.path)).toContain('/Ai');
    // Only a draft is deleted; an effective one is terminated, once.
    expect((await op.remove({ Ids: [id] })).code).toBe(Code.Conflict);
    expect(
      (
        await call(client.operator as ApiClient, api.schoolJoinContractTerminate, {
          SchoolJoinContractId: seeded.schoolJoinContractId,
          Remark: 'x',
        })
      ).code,
    ).toBe(Code.Conflict);
  });
});

describe('monthly bills', () => {
  let perChild: number;
  let perDay: number;
  let fixed: number;
  let kids: number[];

  beforeAll(async () => {
    perChild = await freshSchool('账单测试园A', true);
    perDay = await freshSchool('账单测试园B', false);
    fixed = await freshSchool('账单测试园C', false);
    kids = await monthOfAttendance(perChild);
    await monthOfAttendance(perDay);
    await monthOfAttendance(fixed);
    await effectiveContract(perChild, PRICE_MODEL.PerEnrolledChild, 3_001);
    await effectiveContract(perDay, PRICE_MODEL.PerAttendedDay, 157);
    await effectiveContract(fixed, PRICE_MODEL.FixedMonthly, 200_000);
  });

  it('generates the month from attendance (holidays left out), idempotently; a paid bill is never touched', async () => {
    // Only the platform generates (grant); a month not begun is refused.
    expect((await call(client.park01 as ApiClient, api.schoolJoinBillGenerate, { Month: MONTH })).code).toBe(Code.NoPermission);
    expect((await call(client.operator as ApiClient, api.schoolJoinBillGenerate, { Month: '2999-01' })).code).toBe(Code.InvalidInput);
    expect((await call(client.operator as ApiClient, api.schoolJoinBillGenerate, { Month: '2026-13' })).code).toBe(Code.InvalidInput);

    const all = await ok(client.operator as ApiClient, api.schoolJoinBillGenerate, { Month: MONTH });
    expect(all.Generated).toBeGreaterThanOrEqual(6);
    const a = await billOf(perChild);
    const b = await billOf(perDay);
    const c = await billOf(fixed);
    // Per enrolled child: c1 and c2 on the register (c3 only on a holiday) → 2 × 30.01.
    expect(a).toMatchObject({ childCount: 2, billableDays: 2, amount: 6_002, generatedAmount: 6_002, state: BILL_STATE.Generated });
    // Per attended child-day: c1 present on the 3rd and late on the 4th (the 10th a holiday) → 2 × 1.57.
    expect(b).toMatchObject({ childCount: 2, billableDays: 2, amount: 314 });
    expect(c).toMatchObject({ amount: 200_000 });
    const [k1, k2] = kids as [number, number];
    expect((await detailsOf(a.billId)).map((d) => [d.studentId, d.registerDays, d.billableDays, d.amount])).toEqual([
      [k1, 3, 2, 3_001],
      [k2, 1, 0, 3_001],
    ]);
    expect((await detailsOf(b.billId)).map((d) => [d.registerDays, d.billableDays, d.amount])).toEqual([
      [3, 2, 314],
      [1, 0, 0],
    ]);
    // Through the API: the bill's details screen, filtered by the bill.
    const shown = (await as(billAttendanceDetail, 'operator').page({ BillId: a.billId })).data as Page;
    expect(shown.list.map((r) => [r.BillableDays, r.Amount])).toEqual(
      expect.arrayContaining([
        [2, 3_001],
        [0, 3_001],
      ]),
    );

    // Regenerated after one more day present: the same bill, its amount and details replaced (not added to).
    const { classId } = await server.db.selectFrom('student').select('classId').where('studentId', '=', k1).executeTakeFirstOrThrow();
    const bKids = await server.db
      .selectFrom('attendance')
      .select(['studentId', 'classId'])
      .where('schoolId', '=', perDay)
      .where('date', '=', day(3))
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('attendance')
      .values({ schoolId: perDay, classId: bKids.classId, studentId: bKids.studentId, date: day(7), status: 5 })
      .execute();
    expect(classId).not.toBeNull();
    const again = await ok(client.operator as ApiClient, api.schoolJoinBillGenerate, { Month: MONTH, SchoolId: perDay });
    expect(again).toEqual({ Month: MONTH, Generated: 1, Kept: 0, BillIds: [b.billId] });
    expect(await billOf(perDay)).toMatchObject({ billId: b.billId, billableDays: 3, amount: 471 });
    expect((await detailsOf(b.billId)).length).toBe(2);

    // Paid (the wallet's call): never regenerated, never paid twice; paid only from confirmed or overdue.
    await expect(server.db.transaction().execute((trx) => markBillPaid(trx, c.billId, { by: null }))).rejects.toMatchObject({
      code: Code.Conflict,
    });
    await ok(client.operator as ApiClient, api.schoolJoinBillConfirm, { BillId: c.billId });
    expect(await server.db.transaction().execute((trx) => markBillPaid(trx, c.billId, { by: null }))).toMatchObject({ amount: 200_000 });
    await expect(server.db.transaction().execute((trx) => markBillPaid(trx, c.billId, { by: null }))).rejects.toMatchObject({
      code: Code.Conflict,
    });
    await server.db.updateTable('schoolJoinContract').set({ unitPrice: 1 }).where('schoolId', '=', fixed).execute();
    expect((await call(client.operator as ApiClient, api.schoolJoinBillGenerate, { Month: MONTH, SchoolId: fixed })).code).toBe(
      Code.Conflict,
    );
    const whole = await ok(client.operator as ApiClient, api.schoolJoinBillGenerate, { Month: MONTH });
    expect(whole.Kept).toBeGreaterThanOrEqual(1);
    expect(whole.BillIds).not.toContain(c.billId);
    expect(await billOf(fixed)).toMatchObject({ state: BILL_STATE.Paid, amount: 200_000, paidAmount: 200_000 });
    // A school without a contract that month is refused by name.
    expect((await call(client.operator as ApiClient, api.schoolJoinBillGenerate, { Month: '2000-01', SchoolId: perChild })).code).toBe(
      Code.Conflict,
    );
    // The trail has who and when of each money action.
    const trail = await server.db
      .selectFrom('schoolJoinBillLog')
      .select(['action'])
      .where('billId', '=', c.billId)
      .orderBy('logId')
      .execute();
    expect(trail.map((t) => t.action)).toEqual(['generate', 'confirm', 'pay']);
  });

  it('is scoped: park01 its school, agent01 its schools; confirmed by the school; objections accepted and rejected', async () => {
    await ok(client.operator as ApiClient, api.schoolJoinBillGenerate, { Month: MONTH });
    const mine = await billOf(1);
    const theirs = await billOf(2);
    const park = as(schoolJoinBill, 'park01');
    const parkBills = (await park.page()).data as Page;
    expect(new Set(parkBills.list.map((r) => r.SchoolId))).toEqual(new Set([1]));
    expect((await park.detail(theirs.billId)).code).toBe(Code.NotFound);
    const agentBills = (await as(schoolJoinBill, 'agent01').page({ BillMonth: MONTH })).data as Page;
    expect(new Set(agentBills.list.map((r) => r.SchoolId))).toEqual(new Set([1, 2, perChild]));
    expect((await call(client.park01 as ApiClient, api.schoolJoinBillConfirm, { BillId: theirs.billId })).code).toBe(Code.NotFound);
    expect((await call(client.agent01 as ApiClient, api.schoolJoinBillConfirm, { BillId: mine.billId })).code).toBe(Code.NoPermission);

    // An objection: the attachment must be an upload; the bill is disputed, one objection at a time.
    const raise = (Reason: string, Attachment = '') =>
      call(client.park01 as ApiClient, api.schoolBillDissentRaise, { BillId: mine.billId, Reason, Attachment });
    expect((await raise('人数不对', '/etc/passwd')).code).toBe(Code.InvalidInput);
    expect((await raise('   ')).code).toBe(Code.InvalidInput);
    expect((await call(client.park02 as ApiClient, api.schoolBillDissentRaise, { BillId: mine.billId, Reason: 'x' })).code).toBe(
      Code.NotFound,
    );
    const first = await raise('人数不对', '/uploads/image/2026-11/0123456789abcdef0123456789abcdef.png');
    expect(first.code, first.msg).toBe(Code.Success);
    expect((await billOf(1)).state).toBe(BILL_STATE.Disputed);
    expect((await raise('再次')).code).toBe(Code.Conflict);
    expect((await call(client.park01 as ApiClient, api.schoolJoinBillConfirm, { BillId: mine.billId })).code).toBe(Code.Conflict);
    expect((await call(client.operator as ApiClient, api.schoolJoinBillGenerate, { Month: MONTH, SchoolId: 1 })).code).toBe(Code.Conflict);
    const dissentId = first.data.DissentId;
    // Waiting for the platform's review (its to-do), not the school's.
    const todo = await ok(client.operator as ApiClient, api.homeTodolist, {});
    expect(todo.Items.find((i) => i.Key === 'dissentPending')?.Count).toBeGreaterThanOrEqual(1);
    const parkTodo = await ok(client.park01 as ApiClient, api.homeTodolist, {});
    expect(parkTodo.Items.map((i) => i.Key)).not.toContain('dissentPending');
    expect(
      (await call(client.park01 as ApiClient, api.schoolBillDissentReview, { DissentId: dissentId, Accepted: true, AdjustedAmount: 1 }))
        .code,
    ).toBe(Code.NoPermission);
    expect((await call(client.operator as ApiClient, api.schoolBillDissentReview, { DissentId: dissentId, Accepted: true })).code).toBe(
      Code.InvalidInput,
    );
    expect(
      await ok(client.operator as ApiClient, api.schoolBillDissentReview, { DissentId: dissentId, Accepted: true, AdjustedAmount: 12_345 }),
    ).toEqual({
      State: DISSENT_STATE.Accepted,
    });
    expect(await billOf(1)).toMatchObject({ state: BILL_STATE.Confirmed, amount: 12_345, generatedAmount: mine.generatedAmount });
    expect(
      (await call(client.operator as ApiClient, api.schoolBillDissentReview, { DissentId: dissentId, Accepted: false, AuditRemark: 'x' }))
        .code,
    ).toBe(Code.Conflict);
    const listed = (await as(schoolBillDissent, 'park01').page()).data as Page;
    expect(listed.list.find((r) => r.DissentId === dissentId)).toMatchObject({
      State: DISSENT_STATE.Accepted,
      AdjustedAmount: 12_345,
      BillAmount: mine.amount,
    });
    expect(((await as(schoolBillDissent, 'park02').page()).data as Page).list.map((r) => r.DissentId)).not.toContain(dissentId);

    // A second objection, rejected with a remark: the bill goes back to confirmed, its amount kept.
    const second = await raise('还是不对');
    expect(second.code).toBe(Code.Success);
    expect(
      (await call(client.operator as ApiClient, api.schoolBillDissentReview, { DissentId: second.data.DissentId, Accepted: false })).code,
    ).toBe(Code.InvalidInput);
    await ok(client.operator as ApiClient, api.schoolBillDissentReview, {
      DissentId: second.data.DissentId,
      Accepted: false,
      AuditRemark: '按考勤',
    });
    expect(await billOf(1)).toMatchObject({ state: BILL_STATE.Confirmed, amount: 12_345 });
    // Confirmed once only; park02 confirms its own.
    expect((await call(client.park01 as ApiClient, api.schoolJoinBillConfirm, { BillId: mine.billId })).code).toBe(Code.Conflict);
    expect(await ok(client.park02 as ApiClient, api.schoolJoinBillConfirm, { BillId: theirs.billId })).toEqual({
      State: BILL_STATE.Confirmed,
    });

    // Paid from the wallet: refused while the balance is a cent short (nothing written), then paid
    // once, the wallet debited by one ledger entry; never twice; only by its own school.
    const walletOf = () => server.db.selectFrom('schoolWallet').select('balance').where('schoolId', '=', 1).executeTakeFirstOrThrow();
    const entries = () =>
      server.db
        .selectFrom('schoolWalletDetail')
        .selectAll()
        .where('refType', '=', 'SchoolJoinBill')
        .where('refId', '=', mine.billId)
        .execute();
    const before = (await walletOf()).balance;
    const adjust = (Amount: number) =>
      ok(client.operator as ApiClient, api.schoolWalletAdjust, { SchoolId: 1, Amount, Remark: '测试账单支付' });
    if (before !== 12_344) await adjust(12_344 - before);
    const pay = (who: string) => call(client[who] as ApiClient, api.schoolJoinBillPay, { BillId: mine.billId });
    expect((await pay('park01')).code).toBe(Code.InvalidInput);
    expect(await billOf(1)).toMatchObject({ state: BILL_STATE.Confirmed });
    expect(await entries()).toEqual([]);
    await adjust(1);
    expect((await pay('park02')).code).toBe(Code.NotFound);
    expect((await pay('agent01')).code).toBe(Code.NoPermission);
    expect(await ok(client.park01 as ApiClient, api.schoolJoinBillPay, { BillId: mine.billId })).toEqual({
      State: BILL_STATE.Paid,
      Balance: 0,
    });
    expect(await billOf(1)).toMatchObject({ state: BILL_STATE.Paid });
    expect(await entries()).toEqual([expect.objectContaining({ amount: -12_345, balanceAfter: 0, schoolId: 1 })]);
    expect((await pay('park01')).code).toBe(Code.Conflict);
    expect((await walletOf()).balance).toBe(0);

    // The bill's trail, in order and scoped like the bill: each change with its states and amount, who and why.
    const log = (who: string, BillId = mine.billId) => call(client[who] as ApiClient, api.schoolJoinBillLog, { BillId });
    const trail = (await ok(client.park01 as ApiClient, api.schoolJoinBillLog, { BillId: mine.billId })).Entries;
    expect(trail[0]).toMatchObject({ Action: 'generate', FromState: null });
    // Generated by the test before, made again at this test's start.
    expect(trail.map((e) => e.Action)).toContain('regenerate');
    expect(trail.map((e) => e.LogId)).toEqual([...trail.map((e) => e.LogId)].sort((a, b) => a - b));
    expect(trail.slice(-5)).toEqual([
      expect.objectContaining({ Action: 'dispute', FromState: BILL_STATE.Generated, ToState: BILL_STATE.Disputed, Remark: '人数不对' }),
      expect.objectContaining({ Action: 'dissent-accepted', ToState: BILL_STATE.Confirmed, Amount: 12_345 }),
      expect.objectContaining({ Action: 'dispute', FromState: BILL_STATE.Confirmed, Remark: '还是不对' }),
      expect.objectContaining({ Action: 'dissent-rejected', FromState: BILL_STATE.Disputed, ToState: BILL_STATE.Confirmed }),
      expect.objectContaining({
        Action: 'pay',
        FromState: BILL_STATE.Confirmed,
        ToState: BILL_STATE.Paid,
        Amount: 12_345,
        ByName: expect.any(String),
        Remark: 'wallet',
      }),
    ]);
    expect(trail.every((e) => !Number.isNaN(Date.parse(e.Time)))).toBe(true);
    expect((await ok(client.agent01 as ApiClient, api.schoolJoinBillLog, { BillId: mine.billId })).Entries).toHaveLength(trail.length);
    expect((await log('park02')).code).toBe(Code.NotFound);
    expect((await log('park01', theirs.billId)).code).toBe(Code.NotFound);
    expect((await log('park01', 999_999_999)).code).toBe(Code.NotFound);
  });

  it('marks unpaid bills past their due date overdue (the job), counted in the to-do; a past month is overdue at once', async () => {
    const b = await billOf(perDay);
    const before = await ok(client.operator as ApiClient, api.homeTodolist, {});
    const count = (t: typeof before) => t.Items.find((i) => i.Key === 'billOverdue')?.Count ?? -1;
    await server.db.updateTable('schoolJoinBill').set({ dueDate: '2020-01-01' }).where('billId', '=', b.billId).execute();
    expect((await server.jobs.runNow(JOB.billing)).state).toBe('completed');
    expect((await billOf(perDay)).state).toBe(BILL_STATE.Overdue);
    expect(count(await ok(client.operator as ApiClient, api.homeTodolist, {}))).toBe(count(before) + 1);
    // An overdue bill is payable.
    expect(await server.db.transaction().execute((trx) => markBillPaid(trx, b.billId, { by: null }))).toMatchObject({ amount: 471 });
    // Its payment's trail row says it was paid from overdue.
    const paidRow = await server.db
      .selectFrom('schoolJoinBillLog')
      .select(['fromState', 'toState'])
      .where('billId', '=', b.billId)
      .where('action', '=', 'pay')
      .executeTakeFirstOrThrow();
    expect(paidRow).toEqual({ fromState: BILL_STATE.Overdue, toState: BILL_STATE.Paid });
    // A month long past: its bill is overdue when made.
    const past = `${Number(MONTH.slice(0, 4)) - 0}-01`;
    if (past < MONTH) {
      await ok(client.operator as ApiClient, api.schoolJoinBillGenerate, { Month: past, SchoolId: perChild });
      expect((await billOf(perChild, past)).state).toBe(BILL_STATE.Overdue);
    }
  });
});
