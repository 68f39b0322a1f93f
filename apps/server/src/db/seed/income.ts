import { INCOME_ENTRY_KIND } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import { postIncome, shareOf } from '../../modules/income/ledger.ts';
import { unusedPart } from '../../modules/income/refunds.ts';
import type { Database } from '../schema.ts';

type Tx = Kysely<Database>;

/**
 * Demo parents' payments of school 1 (a premium school): two parents' live-video subscriptions
 * (three months and one month, paid a month ago; the first's refund of its unused part waiting for
 * the platform's audit), a child's year of VIP, their shares credited to
 * the school's income account through its ledger, and a withdrawal waiting for the platform's
 * audit. Runs inside the seed's transaction.
 */
export async function seedIncome(trx: Tx): Promise<void> {
  const school = await trx.selectFrom('school').select('schoolId').orderBy('schoolId').executeTakeFirst();
  if (!school) return;
  const schoolId = school.schoolId;
  const families = await sql<{ studentId: number; parentId: number }>`
    SELECT sp.student_id, sp.parent_id FROM student_parent sp JOIN student s USING (student_id)
    WHERE s.school_id = ${schoolId} AND s.class_id IS NOT NULL ORDER BY sp.student_id, sp.parent_id LIMIT 2`.execute(trx);
  const rate = 70;
  const liveVideoBills = [];
  for (const [i, f] of families.rows.entries()) {
    const months = i === 0 ? 3 : 1;
    const amount = months * 2990;
    const acc = await trx
      .insertInto('liveVideoAccount')
      .values({
        schoolId,
        studentId: f.studentId,
        parentId: f.parentId,
        paidUntil: sql<Date>`now() - interval '1 month' + make_interval(months => ${months})`,
      })
      .returning('liveVideoAccountId')
      .executeTakeFirstOrThrow();
    const payNo = `LVDEMO000${i + 1}`;
    const bill = await trx
      .insertInto('liveVideoBill')
      .values({
        payNo,
        schoolId,
        liveVideoAccountId: acc.liveVideoAccountId,
        studentId: f.studentId,
        parentId: f.parentId,
        months,
        amount,
        periodStart: sql<Date>`now() - interval '1 month'`,
        periodEnd: sql<Date>`now() - interval '1 month' + make_interval(months => ${months})`,
        payTime: sql<Date>`now() - interval '1 month'`,
        schoolShare: shareOf(amount, rate),
      })
      .returning(['liveVideoBillId', 'amount', 'schoolShare', 'periodStart', 'periodEnd', sql<Date>`now()`.as('now')])
      .executeTakeFirstOrThrow();
    await postIncome(trx, { schoolId, kind: INCOME_ENTRY_KIND.LiveVideo, amount: shareOf(amount, rate), sourceNo: payNo, by: null });
    liveVideoBills.push(bill);
  }
  // The three months' family moves away: its request for the two unused months waits for the platform's audit.
  const moving = liveVideoBills[0];
  const part =
    moving?.periodStart &&
    moving.periodEnd &&
    unusedPart({ ...moving, startTime: moving.periodStart, endTime: moving.periodEnd }, moving.now);
  if (moving && part) {
    await trx
      .insertInto('liveVideoRefund')
      .values({
        schoolId,
        liveVideoBillId: moving.liveVideoBillId,
        cutTime: part.cutTime,
        unusedDays: part.unusedDays,
        totalDays: part.totalDays,
        amount: part.amount,
        schoolDebit: part.schoolDebit,
        reason: '转园',
      })
      .execute();
  }
  const vipChild = families.rows[0];
  if (vipChild) {
    const amount = 36_500;
    await trx
      .insertInto('vipBill')
      .values({
        payNo: 'VIPDEMO0001',
        schoolId,
        studentId: vipChild.studentId,
        payerName: '家长',
        months: 12,
        amount,
        startTime: sql<Date>`now() - interval '10 days'`,
        endTime: sql<Date>`now() - interval '10 days' + interval '12 months'`,
        payTime: sql<Date>`now() - interval '10 days'`,
        schoolShare: shareOf(amount, rate),
      })
      .execute();
    await sql`UPDATE student SET vip_expire_time = now() - interval '10 days' + interval '12 months' WHERE student_id = ${vipChild.studentId}`.execute(
      trx,
    );
    await postIncome(trx, { schoolId, kind: INCOME_ENTRY_KIND.Vip, amount: shareOf(amount, rate), sourceNo: 'VIPDEMO0001', by: null });
  }
  const w = await trx
    .insertInto('schoolIncomeWithdraw')
    .values({ schoolId, amount: 5000, remark: '演示提现' })
    .returning('schoolIncomeWithdrawId')
    .executeTakeFirstOrThrow();
  await postIncome(trx, {
    schoolId,
    kind: INCOME_ENTRY_KIND.Withdraw,
    amount: -5000,
    sourceNo: `TX${String(w.schoolIncomeWithdrawId).padStart(8, '0')}`,
    by: null,
  });
}
