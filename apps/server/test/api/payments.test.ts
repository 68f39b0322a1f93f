import { type ApiClient, addMonths, api, Code, contractInstalment, contractPayment, INSTALMENT_STATE, PAY_METHOD } from '@kc/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstalments } from '../../src/modules/payments/index.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import {
  beijingToday,
  call,
  daysOfMonth,
  demoSchoolIds,
  fixtureClass,
  isWeekend,
  nthWeekday,
  ok,
  pastMonth,
} from './attendance-helpers.ts';
import { fixtureContract, fixtureParent } from './payments-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * Family payments through the real server: instalments made from the package when a contract is
 * effective, payments allocated to the oldest instalments and never beyond what is owed, the
 * contract's PaidAmount always the sum of its payments, the receipt, the arrears and their SMS
 * reminder, a family's statement, the month's fees per attended day from real attendance rows
 * (a holiday, a short and a long approved leave), and the scopes.
 */
let server: TestServer;
let park: ApiClient;
let park2: ApiClient;
let token: string;
let school1: number;
let school2: number;
let kids: number[];
const today = beijingToday();
let payments: ReturnType<ReturnType<typeof resourceApi>['as']>;
let instalments: typeof payments;
let a: { contractId: number; contractNo: string };

const make = (contractId: number) => server.db.transaction().execute((trx) => createInstalments(trx, { contractId }));
const paidOf = async (contractId: number) => {
  const r = await sql<{ paid: number; sum: number }>`
    SELECT c.paid_amount AS paid, (SELECT coalesce(sum(p.amount), 0) FROM contract_payment p WHERE p.contract_id = c.contract_id) AS sum
    FROM contract c WHERE c.contract_id = ${contractId}`.execute(server.db);
  return { paid: Number(r.rows[0]?.paid), sum: Number(r.rows[0]?.sum) };
};
const instalmentsOf = async (contractId: number) =>
  (await instalments.page({ ContractId: contractId, sort: 'DueDate' })).data.list as {
    ContractInstalmentId: number;
    Seq: number;
    DueDate: string;
    Amount: number;
    PaidAmount: number;
    Owed: number;
    State: number;
    DaysOverdue: number;
  }[];

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('park01');
  park = server.client(token);
  park2 = await server.as('park02');
  [school1, school2] = (await demoSchoolIds(server)) as [number, number];
  kids = (await fixtureClass(server, school1, { children: 4 })).studentIds;
  payments = resourceApi(server, contractPayment).as(token);
  instalments = resourceApi(server, contractInstalment).as(token);
  // Started three months ago, six months in three instalments: the first two are overdue.
  a = await fixtureContract(server, {
    schoolId: school1,
    studentId: kids[0] as number,
    startDate: addMonths(today, -3),
    endDate: addMonths(today, 3),
    months: 6,
    total: 300_000,
    instalments: 3,
  });
  await make(a.contractId);
});
afterAll(() => server?.close());

describe('instalments', () => {
  it("are made from the package's count, summing to the total, due every months/count months from the start", async () => {
    const b = await fixtureContract(server, {
      schoolId: school1,
      studentId: kids[1] as number,
      startDate: '2026-01-31',
      endDate: '2026-07-30',
      months: 6,
      total: 100_001,
      instalments: 3,
    });
    expect(await make(b.contractId)).toBe(3);
    const rows = await instalmentsOf(b.contractId);
    expect(rows.map((r) => [r.Seq, r.DueDate, r.Amount])).toEqual([
      [1, '2026-01-31', 33_334],
      [2, '2026-03-31', 33_334],
      [3, '2026-05-31', 33_333],
    ]);
    // Effective again after a change: the instalments are kept, not made twice.
    expect(await make(b.contractId)).toBe(0);
    expect(await instalmentsOf(b.contractId)).toHaveLength(3);
  });
});

describe('payments', () => {
  it('a partial payment pays the oldest instalments first; PaidAmount is the sum of the payments', async () => {
    const added = await payments.add({ ContractId: a.contractId, Amount: 150_000, Method: PAY_METHOD.Cash, PayerName: '王妈妈' });
    expect(added.code, added.msg).toBe(Code.Success);
    const rows = await instalmentsOf(a.contractId);
    expect(rows.map((r) => [r.PaidAmount, r.State])).toEqual([
      [100_000, INSTALMENT_STATE.Paid],
      [50_000, INSTALMENT_STATE.PartlyPaid],
      [0, INSTALMENT_STATE.Unpaid],
    ]);
    expect(await paidOf(a.contractId)).toEqual({ paid: 150_000, sum: 150_000 });
    const receipt = await ok(park, api.contractPaymentReceipt, { ContractPaymentId: Number(added.data.ContractPaymentId) });
    expect(receipt).toMatchObject({
      ContractNo: a.contractNo,
      Amount: 150_000,
      Method: PAY_METHOD.Cash,
      PayerName: '王妈妈',
      ContractTotal: 300_000,
      ContractPaid: 150_000,
      ContractOwed: 150_000,
      RecordedBy: '王丽',
    });
    expect(receipt.ReceiptNo).toMatch(/^SK\d{8}$/);
    expect(receipt.Lines.map((l) => [l.Seq, l.Amount])).toEqual([
      [1, 100_000],
      [2, 50_000],
    ]);
  });

  it('refuses a payment beyond what is owed, and an online one without its reference (100001, named fields)', async () => {
    const beyond = await payments.add({ ContractId: a.contractId, Amount: 150_001, Method: PAY_METHOD.Card });
    expect(beyond).toMatchObject({ code: Code.InvalidInput, field: 'Amount' });
    expect(beyond.msg).toContain('1,500.00');
    const noRef = await payments.add({ ContractId: a.contractId, Amount: 100, Method: PAY_METHOD.Online });
    expect(noRef).toMatchObject({ code: Code.InvalidInput, field: 'Reference' });
    expect(await paidOf(a.contractId)).toEqual({ paid: 150_000, sum: 150_000 });
  });

  it('pays exactly what is owed, then refuses even one cent more; PaidAmount stays the sum', async () => {
    const rest = await payments.add({ ContractId: a.contractId, Amount: 150_000, Method: PAY_METHOD.Online, Reference: 'WX20260101001' });
    expect(rest.code, rest.msg).toBe(Code.Success);
    expect((await instalmentsOf(a.contractId)).every((r) => r.Owed === 0)).toBe(true);
    expect(await paidOf(a.contractId)).toEqual({ paid: 300_000, sum: 300_000 });
    const more = await payments.add({ ContractId: a.contractId, Amount: 1, Method: PAY_METHOD.Cash });
    expect(more).toMatchObject({ code: Code.InvalidInput, field: 'Amount' });
    expect(await paidOf(a.contractId)).toEqual({ paid: 300_000, sum: 300_000 });
  });

  it('two payments at once never pay more than owed (the contract is locked)', async () => {
    const c = await fixtureContract(server, {
      schoolId: school1,
      studentId: kids[2] as number,
      kind: 2,
      hours: 10,
      startDate: today,
      endDate: addMonths(today, 2),
      total: 10_000,
    });
    await make(c.contractId);
    const both = await Promise.all([
      payments.add({ ContractId: c.contractId, Amount: 6_000, Method: PAY_METHOD.Cash }),
      payments.add({ ContractId: c.contractId, Amount: 6_000, Method: PAY_METHOD.Cash }),
    ]);
    expect(both.map((r) => r.code).sort()).toEqual([Code.Success, Code.InvalidInput]);
    expect(await paidOf(c.contractId)).toEqual({ paid: 6_000, sum: 6_000 });
  });

  it('refuses a contract that is not effective (a draft)', async () => {
    const draft = await fixtureContract(server, {
      schoolId: school1,
      studentId: kids[3] as number,
      startDate: addMonths(today, 12),
      endDate: addMonths(today, 13),
      total: 5_000,
      state: 1,
    });
    const r = await payments.add({ ContractId: draft.contractId, Amount: 100, Method: PAY_METHOD.Cash });
    expect(r).toMatchObject({ code: Code.InvalidInput, field: 'ContractId' });
  });
});

describe('arrears, reminders and the family statement', () => {
  let c: { contractId: number; contractNo: string };
  beforeAll(async () => {
    c = await fixtureContract(server, {
      schoolId: school1,
      studentId: kids[3] as number,
      startDate: addMonths(today, -3),
      endDate: addMonths(today, 3),
      months: 6,
      total: 90_000,
      instalments: 3,
    });
    await make(c.contractId);
    await fixtureParent(server, school1, [kids[3] as number, kids[0] as number], '13912340001');
  });

  it('lists the overdue instalments with their days overdue', async () => {
    const page = await instalments.page({ Overdue: true, ContractId: c.contractId, sort: 'DueDate' });
    expect(page.code, page.msg).toBe(Code.Success);
    const rows = page.data.list as { Seq: number; DueDate: string; DaysOverdue: number; Owed: number }[];
    expect(rows.map((r) => r.Seq)).toEqual([1, 2]);
    const days = (d: string) => Math.round((Date.parse(today) - Date.parse(d)) / 86_400_000);
    for (const r of rows) expect(r.DaysOverdue).toBe(days(r.DueDate));
    expect(rows[0]?.Owed).toBe(30_000);
  });

  it('reminds the family of an overdue instalment through the outbox; one not due is refused', async () => {
    const [first, , third] = await instalmentsOf(c.contractId);
    const sent = await ok(park, api.contractInstalmentRemind, { ContractInstalmentIds: [first?.ContractInstalmentId as number] });
    expect(sent).toEqual({ Reminded: 1, Messages: 1 });
    const out = await server.db.selectFrom('msgOutbox').selectAll().where('recipient', '=', '13912340001').execute();
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ channel: 'sms', messageType: 'PaymentReminder', state: 0 });
    expect(out[0]?.content).toContain(c.contractNo);
    expect(out[0]?.content).toContain('300.00');
    const notDue = await call(park, api.contractInstalmentRemind, { ContractInstalmentIds: [third?.ContractInstalmentId as number] });
    expect(notDue.code).toBe(Code.InvalidInput);
    expect((await instalmentsOf(c.contractId))[0]?.DaysOverdue).toBeGreaterThan(0);
  });

  it("a family's statement covers its children's contracts, instalments, payments and balance", async () => {
    await payments.add({ ContractId: c.contractId, Amount: 30_000, Method: PAY_METHOD.BankTransfer });
    const s = await ok(park, api.contractPaymentStatement, { StudentId: kids[3] as number });
    expect(s.Parents).toEqual([expect.objectContaining({ Mobile: '139****0001' })]);
    expect(s.Children.map((ch) => ch.StudentId).sort()).toEqual([kids[0], kids[3]].sort());
    expect(s.TotalAmount).toBe(300_000 + 90_000);
    expect(s.PaidAmount).toBe(300_000 + 30_000);
    expect(s.Balance).toBe(60_000);
    // The second instalment is overdue; the third is not due yet.
    expect(s.Overdue).toBe(30_000);
    const mine = s.Children.find((ch) => ch.StudentId === kids[3])?.Contracts.find((x) => x.ContractId === c.contractId);
    expect(mine?.Payments.map((p) => p.Amount)).toEqual([30_000]);
    expect(mine?.Instalments.map((i) => i.PaidAmount)).toEqual([30_000, 0, 0]);
    // The first instalment is paid: the arrears list has only the second now.
    const page = await instalments.page({ Overdue: true, ContractId: c.contractId });
    expect((page.data.list as { Seq: number }[]).map((r) => r.Seq)).toEqual([2]);
  });
});

describe('the month fees per attended day, from the attendance register', () => {
  const month = pastMonth(12);
  const weekdays = daysOfMonth(month).filter((d) => !isWeekend(d));
  const holiday = nthWeekday(month, 2, 3);
  const open = weekdays.filter((d) => d !== holiday);
  let fees: { classId: number; studentIds: number[] };

  beforeAll(async () => {
    fees = await fixtureClass(server, school1, { children: 1 });
    const child = fees.studentIds[0] as number;
    await fixtureContract(server, {
      schoolId: school1,
      studentId: child,
      startDate: `${month}-01`,
      endDate: addMonths(`${month}-01`, 3),
      months: 3,
      total: 0,
      perDay: { name: '午餐', rate: 1_501 },
    });
    await sql`INSERT INTO contract_setting (school_id, leave_refund_days, leave_refund_percent) VALUES (${school1}, 3, 50)
      ON CONFLICT (school_id) DO UPDATE SET leave_refund_days = 3, leave_refund_percent = 50`.execute(server.db);
    await server.db
      .insertInto('vacation')
      .values({ schoolId: school1, vacationName: '测试假日', kind: 1, startDate: holiday, endDate: holiday })
      .execute();
    const leave = async (days: string[], state: number) => {
      const l = await server.db
        .insertInto('studentLeave')
        .values({
          schoolId: school1,
          classId: fees.classId,
          studentId: child,
          kind: 2,
          startDate: days[0] as string,
          endDate: days.at(-1) as string,
          state,
        })
        .returning('leaveId')
        .executeTakeFirstOrThrow();
      return l.leaveId;
    };
    const rows: { date: string; status: number; leaveId?: number }[] = [
      ...open.slice(0, 6).map((date) => ({ date, status: 1 })),
      { date: open[6] as string, status: 4 },
      // present on the holiday and on a Saturday: not school days, left out
      { date: holiday, status: 1 },
      { date: daysOfMonth(month).find(isWeekend) as string, status: 1 },
      { date: open[12] as string, status: 2 },
    ];
    const short = await leave([open[7] as string], 2);
    rows.push({ date: open[7] as string, status: 3, leaveId: short });
    const long = await leave(open.slice(8, 11), 2);
    for (const date of open.slice(8, 11)) rows.push({ date, status: 3, leaveId: long });
    const pending = await leave([open[11] as string], 1);
    rows.push({ date: open[11] as string, status: 3, leaveId: pending });
    await server.db
      .insertInto('attendance')
      .values(
        rows.map((r) => ({
          schoolId: school1,
          classId: fees.classId,
          studentId: child,
          date: r.date,
          status: r.status,
          leaveId: r.leaveId ?? null,
        })),
      )
      .execute();
  });

  it('bills days present × the daily rate, a short approved leave in full, a long one by the refund rule; holidays left out', async () => {
    const f = await ok(park, api.contractPaymentMonthFees, { SchoolId: school1, Month: month, ClassId: fees.classId });
    expect(f).toMatchObject({ Month: month, SchoolDays: open.length, Holidays: [holiday], LeaveRefundDays: 3, LeaveRefundPercent: 50 });
    expect(f.Lines).toHaveLength(1);
    // 7 days present (one late) × 15.01; 1 short leave day billed; 3 long leave days refunded 50 %: 45.03 / 2 = 22.515 → 22.52.
    expect(f.Lines[0]).toMatchObject({
      ItemName: '午餐',
      DailyRate: 1_501,
      PresentDays: 7,
      ShortLeaveDays: 1,
      RefundedLeaveDays: 3,
      PresentAmount: 10_507,
      LeaveAmount: 1_501 + 2_252,
      Amount: 14_260,
    });
    expect(f.Total).toBe(14_260);
    const child = await ok(park, api.contractPaymentMonthFees, {
      SchoolId: school1,
      Month: month,
      StudentId: fees.studentIds[0] as number,
    });
    expect(child.Total).toBe(14_260);
    const none = await ok(park, api.contractPaymentMonthFees, {
      SchoolId: school1,
      Month: addMonths(`${month}-01`, -1).slice(0, 7),
      ClassId: fees.classId,
    });
    expect(none.Lines).toEqual([]);
  });
});

describe('scopes', () => {
  it("another school's contract, payment, child, instalment and school answer as missing (100004)", async () => {
    const mine = (await payments.page({ ContractId: a.contractId })).data.list[0] as { ContractPaymentId: number };
    const [inst] = await instalmentsOf(a.contractId);
    const other = resourceApi(server, contractPayment).as(await server.login('park02'));
    expect((await other.add({ ContractId: a.contractId, Amount: 1, Method: PAY_METHOD.Cash })).code).toBe(Code.NotFound);
    expect((await other.detail(mine.ContractPaymentId)).code).toBe(Code.NotFound);
    expect((await call(park2, api.contractPaymentReceipt, { ContractPaymentId: mine.ContractPaymentId })).code).toBe(Code.NotFound);
    expect((await call(park2, api.contractPaymentStatement, { StudentId: kids[0] as number })).code).toBe(Code.NotFound);
    expect((await call(park2, api.contractInstalmentRemind, { ContractInstalmentIds: [inst?.ContractInstalmentId as number] })).code).toBe(
      Code.NotFound,
    );
    expect((await call(park2, api.contractPaymentMonthFees, { SchoolId: school1, Month: today.slice(0, 7) })).code).toBe(Code.NotFound);
    const theirs = await other.page({});
    expect((theirs.data.list as { SchoolId: number }[]).every((r) => r.SchoolId === school2)).toBe(true);
  });

  it('the operator reads every school; a supervisor and a teacher have no payments (100003)', async () => {
    const op = resourceApi(server, contractPayment).as(await server.login('operator'));
    expect(((await op.page({ ContractId: a.contractId })).data.list as unknown[]).length).toBe(2);
    const gov = resourceApi(server, contractPayment).as(await server.login('gov01'));
    expect((await gov.page({})).code).toBe(Code.NoPermission);
    const teacher = resourceApi(server, contractPayment).as(await server.login('teacher01'));
    expect((await teacher.page({})).code).toBe(Code.NoPermission);
  });
});
