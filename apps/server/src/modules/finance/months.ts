import { FINANCE_MAX_MONTHS } from '@kc/contract';
import { fetchRows, q, runnerOf } from '../../db/frag.ts';
import type { Db } from '../../db/index.ts';
import type { Session } from '../../http/context.ts';
import { invalid } from '../../lib/errors.ts';
import { monthRange, todayIn } from '../../lib/local-dates.ts';
import { schoolInScope, schoolScopeFrag } from '../../lib/scope.ts';

/** The months From..To (YYYY-MM), in order; refused when reversed or longer than FINANCE_MAX_MONTHS. */
export function monthsOf(from: string, to: string): string[] {
  if (to < from) throw invalid('finance.monthsOrder', {}, 'To');
  const out: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > to) break;
    out.push(month);
    if (out.length > FINANCE_MAX_MONTHS) throw invalid('finance.tooManyMonths', { max: FINANCE_MAX_MONTHS }, 'To');
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

export interface SchoolOfPage {
  schoolId: number;
  schoolName: string;
  /** The school's current month (its time zone): later months have no actuals yet. */
  thisMonth: string;
}

/**
 * The schools a months × schools list covers: the one named (in scope, else missing, 100004),
 * or one page of the caller's schools by id.
 */
export async function schoolsPage(
  db: Db,
  session: Session,
  input: { SchoolId?: number | undefined; cur_page: number; size: number },
): Promise<{ schools: SchoolOfPage[]; total: number }> {
  if (input.SchoolId != null) await schoolInScope(db, session, input.SchoolId);
  const only = input.SchoolId != null ? q`s.school_id = ${input.SchoolId}` : schoolScopeFrag('s.school_id', session);
  const rows = await fetchRows<{ schoolId: number; schoolName: string; timeZone: string; total: number }>(
    runnerOf(db),
    q`SELECT s.school_id AS "schoolId", s.school_name AS "schoolName", s.time_zone AS "timeZone", count(*) OVER ()::int AS total
      FROM school s WHERE ${only} ORDER BY s.school_id
      LIMIT ${input.size} OFFSET ${(input.cur_page - 1) * input.size}`,
  );
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && input.cur_page > 1) {
    const [c] = await fetchRows<{ n: number }>(runnerOf(db), q`SELECT count(*)::int AS n FROM school s WHERE ${only}`);
    total = Number(c?.n ?? 0);
  }
  return {
    schools: rows.map((r) => ({
      schoolId: Number(r.schoolId),
      schoolName: r.schoolName,
      thisMonth: todayIn(r.timeZone || 'Asia/Shanghai').slice(0, 7),
    })),
    total,
  };
}

/** A key of one school's month. */
export const keyOf = (schoolId: number, month: string) => `${schoolId}:${month}`;

/** The first and last day of a span of months. */
export const spanOf = (months: string[]) => ({
  first: monthRange(months[0] as string).from,
  last: monthRange(months[months.length - 1] as string).to,
});

/** Sums of cents by school and month, from rows of (schoolId, month, amount). */
export const byKey = (rows: { schoolId: number; month: string; amount: number | string }[]) =>
  new Map(rows.map((r) => [keyOf(Number(r.schoolId), r.month), Number(r.amount)]));
