import { ATTENDANCE_STATUS, type api, BILL_STATE, JOIN_CONTRACT_STATE, PRICE_MODEL, VACATION_KIND } from '@kc/contract';
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Handler } from '../../http/context.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { monthRange } from '../../lib/local-dates.ts';
import { schoolInScope, schoolScopeSql } from '../../lib/scope.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { billStateName } from './states.ts';

type Runner = Kysely<Database>;

/** The bills the generation never touches: paid, and disputed (its objection decides its amount). */
const KEPT: number[] = [BILL_STATE.Paid, BILL_STATE.Disputed];
/** The states a regeneration replaces. */
const REPLACED: number[] = [BILL_STATE.Generated, BILL_STATE.Confirmed, BILL_STATE.Overdue];
const PRESENT: number[] = [ATTENDANCE_STATUS.Present, ATTENDANCE_STATUS.Late, ATTENDANCE_STATUS.LeftEarly];

export interface GenerateOptions {
  month: string;
  /** One school, or every school in `scope`. */
  schoolId?: number | null;
  /** The schools the caller sees (a condition on k.school_id); every school for the job. */
  scope?: RawBuilder<SqlBool>;
  /** Replace the bills not paid nor disputed (Generate), or only make the missing ones (the billing-day job). */
  replace: boolean;
  /** The job: only the schools whose local date today is their billing day of the month after `month`. */
  onBillingDay?: boolean;
  by: number | null;
}

/**
 * The month's bills in ONE statement: the contract in force of every school that month (an
 * effective one first, else the last one that was), each child's days on the register and days
 * present within the contract's dates, leaving out the school's holidays (Vacation, kind
 * holiday), summed per school and priced by the contract:
 * - per enrolled child: every child on the register that month (a row of any status on a day
 *   that is no holiday) × the price;
 * - per attended child-day: the days present (present, late, left early) × the price;
 * - fixed monthly: the price.
 * The bills are upserted (a paid or disputed one is never touched; without `replace` an existing
 * one is kept too), their details replaced, each money action written to the bill's trail.
 * The bill is due `due_days` after the billing day of the next month (SchoolParameter), and
 * overdue at once when that day has passed.
 */
export async function generateBills(db: Runner, o: GenerateOptions): Promise<{ schools: number; billIds: number[] }> {
  const { from, to } = monthRange(o.month);
  const replaceable = o.replace ? REPLACED : [];
  const r = await sql<{ schools: number; billIds: number[] }>`
    WITH c AS (
      SELECT DISTINCT ON (k.school_id) k.school_join_contract_id, k.school_id, k.price_model, k.unit_price, k.due_days,
        greatest(k.start_date, ${from}::date) AS d_from, least(k.end_date, ${to}::date) AS d_to, s.time_zone,
        coalesce(p.billing_day, (SELECT dp.billing_day FROM school_parameter dp WHERE dp.school_id IS NULL), 1) AS billing_day
      FROM school_join_contract k
      JOIN school s ON s.school_id = k.school_id
      LEFT JOIN school_parameter p ON p.school_id = k.school_id
      WHERE k.state IN (${JOIN_CONTRACT_STATE.Effective}, ${JOIN_CONTRACT_STATE.Expired}, ${JOIN_CONTRACT_STATE.Terminated})
        AND k.start_date <= ${to}::date AND k.end_date >= ${from}::date
        AND (${o.schoolId ?? null}::bigint IS NULL OR k.school_id = ${o.schoolId ?? null}::bigint)
        AND ${o.scope ?? sql<SqlBool>`true`}
        AND (NOT ${o.onBillingDay ?? false}::boolean OR (
          extract(day FROM (now() AT TIME ZONE s.time_zone))::int = coalesce(p.billing_day,
            (SELECT dp.billing_day FROM school_parameter dp WHERE dp.school_id IS NULL), 1)
          AND to_char((now() AT TIME ZONE s.time_zone)::date - interval '1 month', 'YYYY-MM') = ${o.month}))
      ORDER BY k.school_id, (k.state = ${JOIN_CONTRACT_STATE.Effective}) DESC, k.start_date DESC
    ),
    per_child AS (
      SELECT a.school_id, a.student_id, count(*)::int AS register_days,
        (count(*) FILTER (WHERE a.status = ANY(${PRESENT}::int[])))::int AS billable_days
      FROM c JOIN attendance a ON a.school_id = c.school_id AND a.date BETWEEN c.d_from AND c.d_to
      WHERE NOT EXISTS (
        SELECT 1 FROM vacation v
        WHERE v.school_id = a.school_id AND v.kind = ${VACATION_KIND.Holiday}::smallint AND a.date BETWEEN v.start_date AND v.end_date)
      GROUP BY a.school_id, a.student_id
    ),
    per_school AS (
      SELECT school_id, count(*)::int AS children, sum(billable_days)::int AS days FROM per_child GROUP BY school_id
    ),
    upsert AS (
      INSERT INTO school_join_bill AS b (school_id, school_join_contract_id, bill_month, price_model, unit_price, child_count,
        billable_days, generated_amount, amount, due_date, state, generate_by, create_by, update_by)
      SELECT c.school_id, c.school_join_contract_id, ${o.month}, c.price_model, c.unit_price, coalesce(t.children, 0),
        coalesce(t.days, 0), x.amount, x.amount, x.due,
        CASE WHEN x.due < (now() AT TIME ZONE c.time_zone)::date THEN ${BILL_STATE.Overdue}::smallint ELSE ${BILL_STATE.Generated}::smallint END,
        ${o.by}::bigint, ${o.by}::bigint, ${o.by}::bigint
      FROM c LEFT JOIN per_school t ON t.school_id = c.school_id
      CROSS JOIN LATERAL (SELECT
        CASE c.price_model
          WHEN ${PRICE_MODEL.PerEnrolledChild}::smallint THEN coalesce(t.children, 0) * c.unit_price
          WHEN ${PRICE_MODEL.PerAttendedDay}::smallint THEN coalesce(t.days, 0) * c.unit_price
          ELSE c.unit_price END AS amount,
        ${to}::date + c.billing_day + c.due_days AS due) x
      ON CONFLICT (school_id, bill_month) DO UPDATE SET
        school_join_contract_id = excluded.school_join_contract_id, price_model = excluded.price_model,
        unit_price = excluded.unit_price, child_count = excluded.child_count, billable_days = excluded.billable_days,
        generated_amount = excluded.generated_amount, amount = excluded.amount, due_date = excluded.due_date,
        state = excluded.state, state_before_dissent = NULL, generate_by = excluded.generate_by, generate_time = now(),
        confirm_by = NULL, confirm_time = NULL, update_by = excluded.update_by, update_time = now()
      WHERE b.state = ANY(${replaceable}::int[])
      RETURNING b.bill_id, b.school_id, b.price_model, b.unit_price, b.state, b.amount, (b.xmax <> 0) AS regenerated
    ),
    gone AS (DELETE FROM school_join_bill_detail d USING upsert u WHERE d.bill_id = u.bill_id),
    details AS (
      INSERT INTO school_join_bill_detail (bill_id, school_id, student_id, student_name, register_days, billable_days, amount)
      SELECT u.bill_id, u.school_id, p.student_id, st.student_name, p.register_days, p.billable_days,
        CASE u.price_model
          WHEN ${PRICE_MODEL.PerEnrolledChild}::smallint THEN u.unit_price
          WHEN ${PRICE_MODEL.PerAttendedDay}::smallint THEN p.billable_days * u.unit_price
          ELSE 0 END
      FROM upsert u JOIN per_child p ON p.school_id = u.school_id JOIN student st ON st.student_id = p.student_id
    ),
    trail AS (
      INSERT INTO school_join_bill_log (bill_id, school_id, action, from_state, to_state, amount, log_by)
      SELECT bill_id, school_id, CASE WHEN regenerated THEN 'regenerate' ELSE 'generate' END, NULL::smallint, state, amount,
        ${o.by}::bigint FROM upsert
    )
    SELECT (SELECT count(*) FROM c)::int AS schools,
      coalesce((SELECT array_agg(bill_id ORDER BY bill_id) FROM upsert), '{}') AS bill_ids`.execute(db);
  const row = r.rows[0];
  return { schools: Number(row?.schools ?? 0), billIds: (row?.billIds ?? []).map(Number) };
}

/** The current month somewhere on Earth at the latest (UTC+14): later months have not begun anywhere. */
const latestMonth = () => new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 7);

/**
 * SchoolJoinBill/Generate: the month's bills of every school in the caller's scope with a
 * contract in force that month, or of one school (refused when it has none, or when its bill is
 * paid or disputed); a bill not paid nor disputed is regenerated (amount and details replaced,
 * back to generated).
 */
export const generateHandler: Handler<typeof api.schoolJoinBillGenerate> = async ({ db, session, input }) => {
  assertMayWrite(session);
  if (input.Month > latestMonth()) throw invalid('billing.monthInFuture', { month: input.Month }, 'Month');
  const schoolId = input.SchoolId ?? null;
  return db.transaction().execute(async (trx) => {
    if (schoolId != null) {
      await schoolInScope(trx, session, schoolId);
      const bill = await trx
        .selectFrom('schoolJoinBill')
        .select('state')
        .where('schoolId', '=', schoolId)
        .where('billMonth', '=', input.Month)
        .forUpdate()
        .executeTakeFirst();
      if (bill && KEPT.includes(bill.state))
        throw conflict('billing.billKept', { month: input.Month, state: billStateName(bill.state) }, 'SchoolId');
    }
    const done = await generateBills(trx, {
      month: input.Month,
      schoolId,
      scope: schoolScopeSql('k.school_id', session),
      replace: true,
      by: session.sysUserId,
    });
    if (schoolId != null && done.schools === 0) throw conflict('billing.noContract', { month: input.Month }, 'SchoolId');
    return { Month: input.Month, Generated: done.billIds.length, Kept: done.schools - done.billIds.length, BillIds: done.billIds };
  });
};
