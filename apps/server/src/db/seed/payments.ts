import { addMonths, PAY_METHOD, SCHOOL_TIME_ZONE, SIGNIN_STATE } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import { addDays, todayIn } from '../../lib/local-dates.ts';
import { HOURS_KIND, MONTHS_KIND } from '../../modules/payments/contract-states.ts';
import { createInstalments } from '../../modules/payments/instalments.ts';
import { allocatePayment } from '../../modules/payments/payment-binding.ts';
import type { Database } from '../schema.ts';

type Tx = Kysely<Database>;

interface DemoContract {
  no: string;
  kind: number;
  start: string;
  end: string;
  months: number;
  hours: number;
  total: number;
  instalments: number;
  meals?: number;
}

/**
 * Demo family payments and class hours of school 1, on its last four children: a term contract
 * partly paid (its first instalment) with meals billed per attended day, an hours contract with a
 * session signed in today, a contract ending next month (the forecast's leaving) and one ending
 * later. Instalments are made as when a contract becomes effective. Runs inside the seed's transaction.
 */
export async function seedPayments(trx: Tx): Promise<void> {
  const school = await trx.selectFrom('school').select('schoolId').orderBy('schoolId').executeTakeFirst();
  if (!school) return;
  const kids = await trx
    .selectFrom('student')
    .select(['studentId', 'classId'])
    .where('schoolId', '=', school.schoolId)
    .where('classId', 'is not', null)
    .orderBy('studentId', 'desc')
    .limit(4)
    .execute();
  if (kids.length < 4) return;
  const today = todayIn(SCHOOL_TIME_ZONE);
  const month = `${today.slice(0, 7)}-01`;
  const monthEnd = (n: number) => addDays(addMonths(month, n + 1), -1);
  const plans: DemoContract[] = [
    {
      no: 'HTDEMO0001',
      kind: MONTHS_KIND,
      start: addMonths(month, -2),
      end: monthEnd(3),
      months: 6,
      hours: 0,
      total: 1_080_000,
      instalments: 3,
      meals: 1_500,
    },
    {
      no: 'HTDEMO0002',
      kind: HOURS_KIND,
      start: addMonths(today, -1),
      end: addMonths(today, 5),
      months: 0,
      hours: 20,
      total: 360_000,
      instalments: 2,
    },
    {
      no: 'HTDEMO0003',
      kind: MONTHS_KIND,
      start: addMonths(month, -4),
      end: monthEnd(1),
      months: 6,
      hours: 0,
      total: 1_020_000,
      instalments: 2,
    },
    {
      no: 'HTDEMO0004',
      kind: MONTHS_KIND,
      start: addMonths(month, -1),
      end: monthEnd(6),
      months: 8,
      hours: 0,
      total: 1_440_000,
      instalments: 4,
    },
  ];
  const ids: number[] = [];
  for (const [i, p] of plans.entries()) {
    const kid = kids[i] as (typeof kids)[number];
    const pkg = await trx
      .insertInto('packageSet')
      .values({
        schoolId: school.schoolId,
        packageName: `演示套餐${i + 1}`,
        kind: p.kind,
        months: p.months,
        hours: p.hours,
        price: p.total,
        instalments: p.instalments,
      })
      .returning('packageId')
      .executeTakeFirstOrThrow();
    const c = await sql<{ contractId: number }>`
      INSERT INTO contract (contract_no, school_id, student_id, class_id, package_id, kind, start_date, end_date, months, hours,
        list_amount, total_amount, state)
      VALUES (${p.no}, ${school.schoolId}, ${kid.studentId}, ${kid.classId}, ${pkg.packageId}, ${p.kind}, ${p.start}, ${p.end},
        ${p.months}, ${p.hours}, ${p.total}, ${p.total}, 3)
      RETURNING contract_id`.execute(trx);
    const contractId = Number(c.rows[0]?.contractId);
    ids.push(contractId);
    await sql`INSERT INTO contract_line (contract_id, seq, line_name, quantity, unit_price, amount)
      VALUES (${contractId}, 1, '保教费', 1, ${p.total}, ${p.total})`.execute(trx);
    if (p.meals) {
      await sql`INSERT INTO contract_line (contract_id, seq, line_name, quantity, unit_price, amount, per_attended_day)
        VALUES (${contractId}, 2, '午餐', 0, ${p.meals}, 0, true)`.execute(trx);
    }
    await createInstalments(trx, { contractId });
  }
  // The term contract's first instalment is paid; its second is overdue by now.
  const paid = await trx
    .insertInto('contractPayment')
    .values({
      schoolId: school.schoolId,
      contractId: ids[0] as number,
      studentId: kids[0]?.studentId as number,
      amount: 360_000,
      method: PAY_METHOD.BankTransfer,
      payerName: '家长',
    })
    .returning('contractPaymentId')
    .executeTakeFirstOrThrow();
  await allocatePayment(trx, paid.contractPaymentId, ids[0] as number, 360_000);
  // Today's session of the hours child's class, the child signed in (one hour consumed).
  const hours = kids[1] as (typeof kids)[number];
  const period = await trx
    .insertInto('classPeriod')
    .values({
      schoolId: school.schoolId,
      classId: hours.classId as number,
      courseName: '兴趣美术',
      periodDate: today,
      startClock: '15:30',
      endClock: '16:30',
    })
    .returning('classPeriodId')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('classPeriodSignin')
    .values({
      schoolId: school.schoolId,
      classId: hours.classId,
      classPeriodId: period.classPeriodId,
      studentId: hours.studentId,
      contractId: ids[1] as number,
      state: SIGNIN_STATE.SignedIn,
      hours: 1,
    })
    .execute();
  await sql`UPDATE contract SET consumed_hours = 1 WHERE contract_id = ${ids[1]}`.execute(trx);
}
