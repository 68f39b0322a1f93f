import { addMonths, type api, STUDENT_CHANGE_KIND, STUDENT_STATUS } from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Handler } from '../../http/context.ts';
import { schoolToday } from '../../lib/school-dates.ts';
import { schoolInScope } from '../../lib/scope.ts';
import { HELD_STATES, MONTHS_KIND } from '../payments/contract-states.ts';

/** The pipeline's open stages (new … deposit paid); 6 is contracted, 9 lost (customer, migration 0029). */
const OPEN_STAGES = [1, 2, 3, 4, 5] as const;
const CONTRACTED = 6;
const LOST = 9;
/** Months of the monthly view. */
const MONTHS_SHOWN = 12;

const monthOf = (date: string) => date.slice(0, 7);
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Each open stage's conversion rate, measured on the school's own resolved leads (contracted or
 * lost): of those that reached the stage, the share that signed. A contracted lead reached every
 * stage; a lost one the highest stage its log shows before it was lost (customer_stage_log).
 */
async function conversionRates(db: Db, schoolId: number) {
  const { rows } = await sql<{ stage: number; reached: number; contracted: number }>`
    WITH resolved AS (
      SELECT c.stage, CASE WHEN c.stage = ${CONTRACTED} THEN ${CONTRACTED} ELSE coalesce((
        SELECT max(v.x) FROM customer_stage_log l CROSS JOIN LATERAL (VALUES (l.from_stage), (l.to_stage)) v(x)
        WHERE l.customer_id = c.customer_id AND v.x BETWEEN 1 AND 5), 1) END AS reached
      FROM customer c WHERE c.school_id = ${schoolId} AND c.stage IN (${CONTRACTED}, ${LOST}))
    SELECT s.stage, count(r.stage) FILTER (WHERE r.reached >= s.stage)::int AS reached,
      count(r.stage) FILTER (WHERE r.reached >= s.stage AND r.stage = ${CONTRACTED})::int AS contracted
    FROM unnest(${[...OPEN_STAGES]}::int[]) AS s(stage) LEFT JOIN resolved r ON true
    GROUP BY s.stage ORDER BY s.stage`.execute(db);
  return rows.map((r) => ({
    Stage: r.stage,
    Reached: r.reached,
    Contracted: r.contracted,
    Rate: r.reached > 0 ? Math.round((r.contracted / r.reached) * 10_000) / 10_000 : 0,
  }));
}

/**
 * Degree/Forecast: a school's places, month by month from the current one, and by year (this and
 * next). Enrolled at the start: the children in its classes (trial or enrolled) and those with an
 * effective months contract covering today; then each month carries on from the last (enrolled −
 * leaving + expected). Leaving in a month: children whose last effective months contract ends in
 * it, or whose withdrawal is dated in it (the earlier). Expected: children whose first effective
 * contract starts in it (certain), and the open leads intending to start in it (an intended month
 * already past counts now) × their stage's conversion rate. Free places at a month's end:
 * capacity − enrolled + leaving − expected, the expected children rounded half up to whole ones.
 * Capacity: the school's, or its open classes' together when the school has none.
 */
export const forecast: Handler<typeof api.degreeForecast> = async ({ db, session, input }) => {
  const { schoolId, schoolName } = await schoolInScope(db, session, input.SchoolId);
  const today = (await schoolToday(db, schoolId)) as string;
  const first = `${monthOf(today)}-01`;
  const year = Number(today.slice(0, 4));
  const span = 12 - Number(today.slice(5, 7)) + 13;
  const months = Array.from({ length: span }, (_, i) => monthOf(addMonths(first, i)));
  const last = `${months[months.length - 1]}-31`;

  const cap = await sql<{ capacity: number }>`
    SELECT CASE WHEN s.capacity > 0 THEN s.capacity
      ELSE (SELECT coalesce(sum(c.capacity), 0) FROM school_class c WHERE c.school_id = s.school_id AND c.state = 0) END AS capacity
    FROM school s WHERE s.school_id = ${schoolId}`.execute(db);
  const capacity = Number(cap.rows[0]?.capacity ?? 0);

  const contract = sql`c.school_id = ${schoolId} AND c.kind = ${MONTHS_KIND} AND c.state = ANY(${HELD_STATES}::int[])`;
  const { rows: children } = await sql<{ enrolled: boolean; firstStart: string | null; lastEnd: string | null; withdrawal: string | null }>`
    WITH k AS (
      SELECT c.student_id, min(c.start_date) AS first_start, max(c.end_date) AS last_end FROM contract c
      WHERE ${contract} AND c.end_date >= ${today} GROUP BY c.student_id
    ), placed AS (
      SELECT st.student_id FROM student st WHERE st.school_id = ${schoolId} AND st.state = 0 AND st.class_id IS NOT NULL
        AND st.status IN (${STUDENT_STATUS.Trial}, ${STUDENT_STATUS.Enrolled})
    )
    SELECT (p.student_id IS NOT NULL OR k.first_start <= ${today}) AS enrolled, k.first_start, k.last_end,
      (SELECT min(sc.change_date)::text FROM student_change sc WHERE sc.student_id = coalesce(p.student_id, k.student_id)
        AND sc.kind = ${STUDENT_CHANGE_KIND.Withdraw} AND sc.change_date >= ${today}) AS withdrawal
    FROM placed p FULL JOIN k ON k.student_id = p.student_id`.execute(db);

  const leads = await sql<{ stage: number; month: string; n: number }>`
    SELECT c.stage, to_char(GREATEST(c.intended_start_date, ${first}::date), 'YYYY-MM') AS month, count(*)::int AS n
    FROM customer c WHERE c.school_id = ${schoolId} AND c.stage = ANY(${[...OPEN_STAGES]}::int[])
      AND c.intended_start_date IS NOT NULL AND c.intended_start_date <= ${last}
    GROUP BY 1, 2`.execute(db);
  const rates = await conversionRates(db, schoolId);
  const rateOf = (stage: number) => rates.find((r) => r.Stage === stage)?.Rate ?? 0;

  const leaving = new Map<string, number>();
  const expected = new Map<string, number>();
  const add = (m: Map<string, number>, key: string, n: number) => m.set(key, (m.get(key) ?? 0) + n);
  let enrolled = 0;
  for (const c of children) {
    if (c.enrolled) enrolled++;
    else if (c.firstStart) add(expected, monthOf(c.firstStart), 1);
    const leaves = [c.lastEnd, c.withdrawal].filter((d): d is string => d != null).sort()[0];
    if (leaves) add(leaving, monthOf(leaves), 1);
  }
  for (const l of leads.rows) add(expected, l.month, l.n * rateOf(l.stage));

  const monthly = months.map((period) => {
    const row = { Period: period, Capacity: capacity, Enrolled: enrolled, Leaving: leaving.get(period) ?? 0, Expected: 0, Free: 0 };
    const exp = expected.get(period) ?? 0;
    row.Expected = round2(exp);
    enrolled = enrolled - row.Leaving + Math.round(exp);
    row.Free = capacity - enrolled;
    return row;
  });
  const years = [year, year + 1].map((y) => {
    const of = monthly.filter((m) => m.Period.startsWith(`${y}-`));
    const end = of[of.length - 1];
    return {
      Period: String(y),
      Capacity: capacity,
      Enrolled: of[0]?.Enrolled ?? 0,
      Leaving: of.reduce((s, m) => s + m.Leaving, 0),
      Expected: round2(of.reduce((s, m) => s + m.Expected, 0)),
      Free: end?.Free ?? capacity,
    };
  });
  return {
    SchoolId: schoolId,
    SchoolName: schoolName,
    Today: today,
    Capacity: capacity,
    Rates: rates,
    Months: monthly.slice(0, MONTHS_SHOWN),
    Years: years,
  };
};
