import {
  type ApiClient,
  api,
  Code,
  PRICE_MODEL,
  QUESTIONNAIRE_TARGET,
  schoolJoinContract,
  schoolKeepAccounts,
  schoolKeepCategory,
} from '@kc/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { call, daysOfMonth, demoSchoolIds, fixtureClass, isWeekend, ok, pastMonth } from './attendance-helpers.ts';
import { fixtureContract } from './payments-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * The school's own books through the real server: expense types (each school starts with the
 * defaults) and expenses (a type of the expense's own school, cents, an uploaded attachment, the
 * month filter, the audit), the scopes and grants (park01 its school, agent01 its schools read
 * only, gov01 and teachers nothing), the KPI's actuals computed from rows inserted here (children,
 * payments and a refund, attendance) against its targets, and the monthly profit.
 */
let server: TestServer;
let admin: string;
let park: string;
let park2: string;
let agent: string;
let gov: string;
let teacher: string;
let school1: number;
let school2: number;
/** A school of its own (agent01's): its figures are only what this test writes. */
let fresh: number;
const stamp = Date.now().toString(36);
const month = pastMonth(12);
const nextMonth = pastMonth(11);
const categories = (token: string) => resourceApi(server, schoolKeepCategory).as(token);
const expenses = (token: string) => resourceApi(server, schoolKeepAccounts).as(token);
const client = (token: string): ApiClient => server.client(token);
const auditCount = async (event: string, id: number) =>
  Number(
    (
      await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log
        WHERE event = ${event} AND (detail->>'KeepAccountsId')::bigint = ${id}`.execute(server.db)
    ).rows[0]?.n,
  );

beforeAll(async () => {
  server = await startTestServer();
  [admin, park, park2, agent, gov, teacher] = (await Promise.all(
    ['admin', 'park01', 'park02', 'agent01', 'gov01', 'teacher01'].map((u) => server.login(u)),
  )) as [string, string, string, string, string, string];
  [school1, school2] = (await demoSchoolIds(server)) as [number, number];
  const s1 = await server.db.selectFrom('school').select('agentId').where('schoolId', '=', school1).executeTakeFirstOrThrow();
  const s = await server.db
    .insertInto('school')
    .values({ schoolName: `财务测试园${stamp}`, capacity: 50, agentId: s1.agentId })
    .returning('schoolId')
    .executeTakeFirstOrThrow();
  fresh = s.schoolId;
});
afterAll(() => server?.close());

describe('expense types and expenses', () => {
  it('keeps each school its types and expenses, refuses what is out of scope, wrong or not granted', async () => {
    // A new school starts with the default types; park01 sees its own school's only.
    const freshTypes = await categories(admin).page({ SchoolId: fresh, sort: 'SortOrder' });
    expect(freshTypes.data.list.map((c) => c.CategoryName)).toEqual(['房租', '水电费', '食材采购', '工资', '办公用品', '其他']);
    const own = await categories(park).page({});
    expect(own.data.list.length).toBeGreaterThan(0);
    expect(own.data.list.every((c) => c.SchoolId === school1)).toBe(true);

    const added = await categories(park).add({ SchoolId: school1, CategoryName: `教具${stamp}`, SortOrder: 9 });
    expect(added.code, added.msg).toBe(Code.Success);
    const typeId = added.data.CategoryId as number;
    expect((await categories(park).add({ SchoolId: school1, CategoryName: `教具${stamp}` })).code).toBe(Code.Conflict);
    expect((await categories(park).add({ SchoolId: school2, CategoryName: `x${stamp}` })).code).toBe(Code.NotFound);
    expect((await categories(park2).detail(typeId)).code).toBe(Code.NotFound);
    expect((await categories(agent).add({ SchoolId: school1, CategoryName: `y${stamp}` })).code).toBe(Code.NoPermission);
    expect((await categories(gov).page({})).code).toBe(Code.NoPermission);
    expect((await categories(teacher).page({})).code).toBe(Code.NoPermission);
    const otherType = (await categories(admin).add({ SchoolId: school2, CategoryName: `外校${stamp}` })).data.CategoryId as number;

    // An expense: a type of its own school, cents, a date; audited.
    const day = `${month}-15`;
    const base = { SchoolId: school1, CategoryId: typeId, ExpenseDate: day, Amount: 12_345, Payee: `供应商${stamp}` };
    const e = await expenses(park).add(base);
    expect(e.code, e.msg).toBe(Code.Success);
    const expenseId = e.data.KeepAccountsId as number;
    expect(await auditCount('finance.expense.add', expenseId)).toBe(1);
    const detail = await expenses(park).detail(expenseId);
    expect(detail.data).toMatchObject({ Amount: 12_345, ExpenseDate: day, CategoryId: typeId });
    expect(detail.data.CreateByName).toBeTruthy();

    // Another school's type: missing for park01 (not theirs), refused as input for the platform (it sees it).
    expect((await expenses(park).add({ ...base, CategoryId: otherType })).code).toBe(Code.NotFound);
    const wrong = await expenses(admin).add({ ...base, CategoryId: otherType });
    expect(wrong.code).toBe(Code.InvalidInput);
    expect(wrong.msg).toContain('another school');
    expect((await expenses(park).add({ ...base, SchoolId: school2 })).code).toBe(Code.NotFound);
    // Nor moved to it by an edit: missing for park01, refused as input for the platform; the type kept.
    expect((await expenses(park).update({ KeepAccountsId: expenseId, CategoryId: otherType })).code).toBe(Code.NotFound);
    expect((await expenses(admin).update({ KeepAccountsId: expenseId, CategoryId: otherType })).code).toBe(Code.InvalidInput);
    expect((await expenses(park).detail(expenseId)).data).toMatchObject({ CategoryId: typeId });
    for (const bad of [
      { Amount: 0 },
      { Amount: '100' },
      { Amount: 1.5 },
      { ExpenseDate: `${month}-32` },
      { Payee: '' },
      { Payee: 'a\u0000b' },
      { Attachment: 'https://example.com/x.pdf' },
    ]) {
      const r = await expenses(park).add({ ...base, ...bad });
      expect(r.code, JSON.stringify(bad)).toBe(Code.InvalidInput);
    }
    const withFile = await expenses(park).add({
      ...base,
      Amount: 500,
      Attachment: '/uploads/file/2026-01/0123456789abcdef0123456789abcdef.pdf',
    });
    expect(withFile.code, withFile.msg).toBe(Code.Success);

    // Filters: the month, the type; the sort by amount; the export.
    const inMonth = await expenses(park).page({ Month: month, CategoryId: typeId, sort: '-Amount' });
    expect(inMonth.data.list.map((r) => r.Amount)).toEqual([12_345, 500]);
    expect((await expenses(park).page({ Month: nextMonth, CategoryId: typeId })).data.total).toBe(0);
    expect((await expenses(park).page({ Month: '2026-13' })).code).toBe(Code.InvalidInput);
    const exported = await expenses(park).exportFile({ CategoryId: typeId });
    expect(exported.code, exported.msg).toBe(Code.Success);
    expect(exported.data.Rows).toBe(2);

    // Scopes and grants: park02 and the supervisor see nothing of it; agent01 reads its school's, writes nothing.
    expect((await expenses(park2).detail(expenseId)).code).toBe(Code.NotFound);
    expect((await expenses(park2).page({ CategoryId: typeId })).data.total).toBe(0);
    expect((await expenses(agent).detail(expenseId)).code).toBe(Code.Success);
    expect((await expenses(agent).update({ KeepAccountsId: expenseId, Amount: 1 })).code).toBe(Code.NoPermission);
    expect((await expenses(gov).page({})).code).toBe(Code.NoPermission);
    expect((await expenses(teacher).page({})).code).toBe(Code.NoPermission);

    // A used type is kept; changes and deletions are audited.
    expect((await categories(park).remove({ Ids: [typeId] })).code).toBe(Code.Conflict);
    expect((await expenses(park).update({ KeepAccountsId: expenseId, Amount: 22_345 })).code).toBe(Code.Success);
    expect(await auditCount('finance.expense.update', expenseId)).toBe(1);
    expect((await expenses(park2).remove({ Ids: [expenseId] })).code).toBe(Code.NotFound);
    expect((await expenses(park).remove({ Ids: [expenseId, withFile.data.KeepAccountsId as number] })).code).toBe(Code.Success);
    expect(await auditCount('finance.expense.delete', expenseId)).toBe(1);
    expect((await categories(park).remove({ Ids: [typeId] })).code).toBe(Code.Success);
  });
});

describe('KPI and profit', () => {
  let typeId: number;

  beforeAll(async () => {
    // Three children enrolled long ago; one enrolled after the month; one withdrawn: enrolment 3.
    const cls = await fixtureClass(server, fresh, { children: 3 });
    await server.db
      .insertInto('student')
      .values([
        { schoolId: fresh, classId: cls.classId, studentName: '后入园', status: 2, enrolDate: `${nextMonth}-02` },
        { schoolId: fresh, studentName: '已退园', status: 5, enrolDate: '2020-09-01' },
      ])
      .execute();
    // The first child present every weekday of the month, the others never: a third.
    const a = cls.studentIds[0] as number;
    const weekdays = daysOfMonth(month).filter((d) => !isWeekend(d));
    await server.db
      .insertInto('attendance')
      .values(weekdays.map((date) => ({ schoolId: fresh, classId: cls.classId, studentId: a, date, status: 1 })))
      .execute();
    // Payments of 1 000 + 500 yuan in the month, 700 the next; a refund of 200 approved in the month.
    const c = await fixtureContract(server, {
      schoolId: fresh,
      studentId: a,
      startDate: '2020-09-01',
      endDate: '2030-08-31',
      total: 1_000_000,
    });
    const pay = (amount: number, at: string) =>
      sql`INSERT INTO contract_payment (school_id, contract_id, student_id, amount, method, pay_time)
        VALUES (${fresh}, ${c.contractId}, ${a}, ${amount}, 1, ${at}::timestamptz)`.execute(server.db);
    await pay(100_000, `${month}-03T10:00:00+08:00`);
    await pay(50_000, `${month}-28T23:30:00+08:00`);
    await pay(70_000, `${nextMonth}-01T00:30:00+08:00`);
    await sql`INSERT INTO contract_change (contract_id, school_id, kind, refund_amount, state, audit_time)
      VALUES (${c.contractId}, ${fresh}, 5, 20000, 2, ${`${month}-20T09:00:00+08:00`}::timestamptz)`.execute(server.db);
    typeId = Number(
      (
        await server.db
          .selectFrom('schoolKeepCategory')
          .select('categoryId')
          .where('schoolId', '=', fresh)
          .where('categoryName', '=', '房租')
          .executeTakeFirstOrThrow()
      ).categoryId,
    );
  });

  it('computes the actuals from the records and the achieved percent of the targets; scopes and grants', async () => {
    const adminApi = client(admin);
    // Parents' answers of the month (80 and 91: 85.5), a teachers' one and a next month's one left out.
    const questionnaire = async (target: number) =>
      (
        await sql<{ id: number }>`INSERT INTO questionnaire (school_id, title, target, state)
          VALUES (${fresh}, 'kpi', ${target}, 2) RETURNING questionnaire_id AS id`.execute(server.db)
      ).rows[0]?.id;
    const [parents, teachers] = [await questionnaire(QUESTIONNAIRE_TARGET.Parents), await questionnaire(QUESTIONNAIRE_TARGET.Teachers)];
    for (const [q, recipient, points, at] of [
      [parents, 1, 80, `${month}-10T10:00:00+08:00`],
      [parents, 2, 91, `${month}-11T10:00:00+08:00`],
      [teachers, 3, 10, `${month}-12T10:00:00+08:00`],
      [parents, 4, 20, `${nextMonth}-01T00:30:00+08:00`],
    ] as const) {
      await sql`INSERT INTO questionnaire_answer (questionnaire_id, school_id, recipient_id, points, answer_time)
        VALUES (${q}, ${fresh}, ${recipient}, ${points}, ${at}::timestamptz)`.execute(server.db);
    }
    const span = { SchoolId: fresh, From: month, To: nextMonth };
    let report = await ok(adminApi, api.schoolKpiReport, span);
    expect(report.total).toBe(1);
    let row = report.list.find((r) => r.Month === month);
    expect(row).toMatchObject({
      SchoolId: fresh,
      Enrolment: { Target: null, Actual: 3, Achieved: null },
      Revenue: { Target: null, Actual: 130_000, Achieved: null },
      AttendanceRate: { Target: null, Actual: 33.33 },
      Satisfaction: { Target: null, Actual: 85.5, Achieved: null },
    });
    // The same figure as the attendance rate report's.
    const rate = await ok(adminApi, api.attendanceRateReport, { SchoolId: fresh, Month: month });
    expect(row?.AttendanceRate.Actual).toBe(Math.round(rate.Total.Rate * 10_000) / 100);
    // Next month: the late child counts, the payment after midnight Beijing time is next month's.
    expect(report.list.find((r) => r.Month === nextMonth)).toMatchObject({
      Enrolment: { Actual: 4 },
      Revenue: { Actual: 70_000 },
      Satisfaction: { Actual: 20 },
    });

    await ok(adminApi, api.schoolKpiSave, {
      SchoolId: fresh,
      Month: month,
      Enrolment: 4,
      Revenue: 200_000,
      AttendanceRate: 50,
      Satisfaction: 90,
    });
    report = await ok(adminApi, api.schoolKpiReport, span);
    row = report.list.find((r) => r.Month === month);
    expect(row).toMatchObject({
      Enrolment: { Target: 4, Actual: 3, Achieved: 75 },
      Revenue: { Target: 200_000, Actual: 130_000, Achieved: 65 },
      AttendanceRate: { Target: 50, Actual: 33.33, Achieved: 66.7 },
      Satisfaction: { Target: 90, Actual: 85.5, Achieved: 95 },
    });
    // Saved again: replaced, a target cleared.
    await ok(adminApi, api.schoolKpiSave, {
      SchoolId: fresh,
      Month: month,
      Enrolment: 3,
      Revenue: null,
      AttendanceRate: 50,
      Satisfaction: null,
    });
    row = (await ok(adminApi, api.schoolKpiReport, span)).list.find((r) => r.Month === month);
    expect(row).toMatchObject({ Enrolment: { Target: 3, Achieved: 100 }, Revenue: { Target: null, Achieved: null } });

    // Scopes: park01 does not see agent01's new school; agent01 reads it and may not set targets; gov01 has no grant.
    expect((await call(client(park), api.schoolKpiReport, span)).code).toBe(Code.NotFound);
    expect(
      (
        await call(client(park), api.schoolKpiSave, {
          SchoolId: fresh,
          Month: month,
          Enrolment: 1,
          Revenue: null,
          AttendanceRate: null,
          Satisfaction: null,
        })
      ).code,
    ).toBe(Code.NotFound);
    expect((await ok(client(agent), api.schoolKpiReport, span)).list).toHaveLength(2);
    expect(
      (
        await call(client(agent), api.schoolKpiSave, {
          SchoolId: fresh,
          Month: month,
          Enrolment: 1,
          Revenue: null,
          AttendanceRate: null,
          Satisfaction: null,
        })
      ).code,
    ).toBe(Code.NoPermission);
    expect((await call(client(gov), api.schoolKpiReport, span)).code).toBe(Code.NoPermission);
    const mine = await ok(client(park), api.schoolKpiReport, { From: month, To: month });
    expect(mine.list.map((r) => r.SchoolId)).toEqual([school1]);
    const agentAll = await ok(client(agent), api.schoolKpiReport, { From: month, To: month, size: 50 });
    expect(agentAll.list.map((r) => r.SchoolId)).toContain(fresh);
    const agentSchools = await server.db
      .selectFrom('school')
      .select('schoolId')
      .where(
        'agentId',
        '=',
        (await server.db.selectFrom('school').select('agentId').where('schoolId', '=', fresh).executeTakeFirstOrThrow()).agentId,
      )
      .execute();
    const theirs = new Set(agentSchools.map((x) => x.schoolId));
    expect(agentAll.list.every((r) => theirs.has(r.SchoolId))).toBe(true);

    // Bad input.
    for (const bad of [
      { From: nextMonth, To: month },
      { From: pastMonth(40), To: month },
      { From: '2026-13', To: month },
      { From: month, To: month, SchoolId: '1' },
    ]) {
      expect((await call(adminApi, api.schoolKpiReport, bad as never)).code, JSON.stringify(bad)).toBe(Code.InvalidInput);
    }
    expect(
      (
        await call(adminApi, api.schoolKpiSave, {
          SchoolId: fresh,
          Month: month,
          Enrolment: '3',
          Revenue: null,
          AttendanceRate: 101,
          Satisfaction: null,
        } as never)
      ).code,
    ).toBe(Code.InvalidInput);
  });

  it('answers the monthly profit: income less platform bills less other expenses', async () => {
    const e = await expenses(admin).add({
      SchoolId: fresh,
      CategoryId: typeId,
      ExpenseDate: `${month}-28`,
      Amount: 30_000,
      Payee: '房东',
    });
    expect(e.code, e.msg).toBe(Code.Success);
    // The platform's bill of the first month: a fixed-price join contract, its bill generated.
    const join = await resourceApi(server, schoolJoinContract)
      .as(admin)
      .add({
        SchoolId: fresh,
        SchoolContractType: 1,
        StartDate: `${month}-01`,
        EndDate: `${month}-28`,
        PriceModel: PRICE_MODEL.FixedMonthly,
        UnitPrice: 40_000,
      });
    expect(join.code, join.msg).toBe(Code.Success);
    const joinId = join.data.SchoolJoinContractId as number;
    await ok(client(admin), api.schoolJoinContractSubmit, { SchoolJoinContractId: joinId });
    await ok(client(admin), api.schoolJoinContractAudit, { SchoolJoinContractId: joinId, Approved: true });
    await ok(client(admin), api.schoolJoinBillGenerate, { Month: month, SchoolId: fresh });
    const profit = await ok(client(admin), api.schoolProfit, { SchoolId: fresh, From: month, To: nextMonth });
    expect(profit.list).toEqual([
      {
        SchoolId: fresh,
        SchoolName: `财务测试园${stamp}`,
        Month: month,
        Payments: 150_000,
        Refunds: 20_000,
        Income: 130_000,
        PlatformBills: 40_000,
        Expenses: 30_000,
        Profit: 60_000,
      },
      {
        SchoolId: fresh,
        SchoolName: `财务测试园${stamp}`,
        Month: nextMonth,
        Payments: 70_000,
        Refunds: 0,
        Income: 70_000,
        PlatformBills: 0,
        Expenses: 0,
        Profit: 70_000,
      },
    ]);
    expect((await call(client(park), api.schoolProfit, { SchoolId: fresh, From: month, To: month })).code).toBe(Code.NotFound);
    expect((await call(client(gov), api.schoolProfit, { From: month, To: month })).code).toBe(Code.NoPermission);
    const mine = await ok(client(park), api.schoolProfit, { From: month, To: month });
    expect(mine.list.map((r) => r.SchoolId)).toEqual([school1]);
  });
});
