import { CHANGE_KIND, CHANGE_STATE, QUESTIONNAIRE_TARGET, STUDENT_STATUS } from '@kc/contract';
import { fetchRows, q, runnerOf } from '../../db/frag.ts';
import type { Db } from '../../db/index.ts';
import { byKey, spanOf } from './months.ts';

// The month figures of a set of schools, each read in one statement over all of them: the
// parents' payments and the refunds (the payments domain's contract_payment, the contracts
// domain's approved refund changes), the other expenses, the enrolment at each month's end and
// (a placeholder until the billing domain is merged) the platform's bills. Months are the
// school's local ones (its time zone).

type Sums = Map<string, number>;

/** Parents' payments by school and month of payment (contract_payment). */
export async function paymentsByMonth(db: Db, schoolIds: number[], months: string[]): Promise<Sums> {
  const { first, last } = spanOf(months);
  const rows = await fetchRows<{ schoolId: number; month: string; amount: string }>(
    runnerOf(db),
    q`SELECT x.school_id AS "schoolId", x.month, sum(x.amount)::bigint AS amount FROM (
        SELECT p.school_id, p.amount, to_char(p.pay_time AT TIME ZONE s.time_zone, 'YYYY-MM') AS month
        FROM contract_payment p JOIN school s ON s.school_id = p.school_id
        WHERE p.school_id = ANY(${schoolIds}::bigint[])
          AND p.pay_time >= ${first}::date - 1 AND p.pay_time < ${last}::date + 2
      ) x WHERE x.month = ANY(${months}::text[]) GROUP BY x.school_id, x.month`,
  );
  return byKey(rows);
}

/** Refunds to families by school and month of their approval (contract_change of kind refund, approved). */
export async function refundsByMonth(db: Db, schoolIds: number[], months: string[]): Promise<Sums> {
  const { first, last } = spanOf(months);
  const rows = await fetchRows<{ schoolId: number; month: string; amount: string }>(
    runnerOf(db),
    q`SELECT x.school_id AS "schoolId", x.month, sum(x.amount)::bigint AS amount FROM (
        SELECT c.school_id, c.refund_amount AS amount, to_char(c.audit_time AT TIME ZONE s.time_zone, 'YYYY-MM') AS month
        FROM contract_change c JOIN school s ON s.school_id = c.school_id
        WHERE c.school_id = ANY(${schoolIds}::bigint[]) AND c.kind = ${CHANGE_KIND.Refund} AND c.state = ${CHANGE_STATE.Approved}
          AND c.audit_time >= ${first}::date - 1 AND c.audit_time < ${last}::date + 2
      ) x WHERE x.month = ANY(${months}::text[]) GROUP BY x.school_id, x.month`,
  );
  return byKey(rows);
}

/**
 * Parents' satisfaction by school and month of the answer: the average points (0–100, one decimal)
 * of the answers to the school's parents' questionnaires (the appraisal domain), whatever they appraise.
 */
export async function satisfactionByMonth(db: Db, schoolIds: number[], months: string[]): Promise<Sums> {
  const { first, last } = spanOf(months);
  const rows = await fetchRows<{ schoolId: number; month: string; amount: string }>(
    runnerOf(db),
    q`SELECT x.school_id AS "schoolId", x.month, round(avg(x.points), 1) AS amount FROM (
        SELECT a.school_id, a.points, to_char(a.answer_time AT TIME ZONE s.time_zone, 'YYYY-MM') AS month
        FROM questionnaire_answer a JOIN school s ON s.school_id = a.school_id
        JOIN questionnaire qn ON qn.questionnaire_id = a.questionnaire_id AND qn.target = ${QUESTIONNAIRE_TARGET.Parents}
        WHERE a.school_id = ANY(${schoolIds}::bigint[]) AND a.points IS NOT NULL
          AND a.answer_time >= ${first}::date - 1 AND a.answer_time < ${last}::date + 2
      ) x WHERE x.month = ANY(${months}::text[]) GROUP BY x.school_id, x.month`,
  );
  return byKey(rows);
}

/** Other expenses (SchoolKeepAccounts) by school and month of their date. */
export async function expensesByMonth(db: Db, schoolIds: number[], months: string[]): Promise<Sums> {
  const { first, last } = spanOf(months);
  const rows = await fetchRows<{ schoolId: number; month: string; amount: string }>(
    runnerOf(db),
    q`SELECT e.school_id AS "schoolId", to_char(e.expense_date, 'YYYY-MM') AS month, sum(e.amount)::bigint AS amount
      FROM school_keep_accounts e
      WHERE e.school_id = ANY(${schoolIds}::bigint[]) AND e.expense_date BETWEEN ${first}::date AND ${last}::date
      GROUP BY 1, 2`,
  );
  return byKey(rows);
}

/**
 * The platform's bills of each school and month (the billing domain's school_join_bill), cents,
 * keyed by keyOf(schoolId, 'YYYY-MM') for the months `from`..`to` (YYYY-MM); a key absent is 0.
 */
export async function platformBillsByMonth(db: Db, schoolIds: number[], from: string, to: string): Promise<Sums> {
  // Every bill of the month counts, paid or not (what the month cost the school); bill_month is 'YYYY-MM'.
  const rows = await fetchRows<{ schoolId: number; month: string; amount: string }>(
    runnerOf(db),
    q`SELECT b.school_id AS "schoolId", b.bill_month AS month, sum(b.amount)::bigint AS amount
      FROM school_join_bill b
      WHERE b.school_id = ANY(${schoolIds}::bigint[]) AND b.bill_month BETWEEN ${from} AND ${to}
      GROUP BY 1, 2`,
  );
  return byKey(rows);
}

/**
 * Children enrolled in each school at each month's end: enrolled (not on trial, suspended,
 * graduated or withdrawn), active, and enrolled on or before that day. The students table keeps
 * the present status only, so a past month counts the children enrolled now who had started by then.
 */
export async function enrolmentByMonth(db: Db, schoolIds: number[], monthEnds: { month: string; end: string }[]): Promise<Sums> {
  const rows = await fetchRows<{ schoolId: number; month: string; amount: number }>(
    runnerOf(db),
    q`SELECT s.school_id AS "schoolId", m.month, count(*)::int AS amount
      FROM unnest(${monthEnds.map((m) => m.month)}::text[], ${monthEnds.map((m) => m.end)}::date[]) AS m(month, end_date)
      JOIN student s ON s.school_id = ANY(${schoolIds}::bigint[]) AND s.state = 0 AND s.status = ${STUDENT_STATUS.Enrolled}
        AND (s.enrol_date IS NULL OR s.enrol_date <= m.end_date)
      GROUP BY 1, 2`,
  );
  return byKey(rows);
}
