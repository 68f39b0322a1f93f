import type { api } from '@kc/contract';
import type { Handler } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { monthRange } from '../../lib/local-dates.ts';
import { schoolInScope } from '../../lib/scope.ts';
import { schoolMonthRate } from '../attendance/rate-report.ts';
import { enrolmentByMonth, paymentsByMonth, refundsByMonth, satisfactionByMonth } from './figures.ts';
import { keyOf, monthsOf, schoolsPage } from './months.ts';

/** Actual over target in percent, one decimal; null without a target (or a zero one) or an actual. */
const achieved = (target: number | null, actual: number | null) =>
  target == null || target === 0 || actual == null ? null : Math.round((actual / target) * 1000) / 10;
const measure = (target: number | null | undefined, actual: number | null) => ({
  Target: target ?? null,
  Actual: actual,
  Achieved: achieved(target ?? null, actual),
});

/**
 * SchoolKPI/GetReport: months × schools (one school, or a page of the caller's), each KPI's
 * target (school_kpi) and its actual computed from the records: enrolment at the month's end
 * (students), revenue = payments − approved refunds of the month, the attendance rate (THE rate
 * report's computation, attendance/rate-report.ts), parent satisfaction = the average points of the
 * month's answers to the school's parents' questionnaires (no answer: no actual). A month
 * after the school's current one has no actuals.
 */
export const kpiReport: Handler<typeof api.schoolKpiReport> = async ({ db, store, session, input }) => {
  const months = monthsOf(input.From, input.To);
  const { schools, total } = await schoolsPage(db, session, input);
  const ids = schools.map((s) => s.schoolId);
  if (!ids.length) return { list: [], total };
  const ends = months.map((month) => ({ month, end: monthRange(month).to }));
  const [targets, enrolled, paid, refunded, satisfied] = await Promise.all([
    db
      .selectFrom('schoolKpi')
      .selectAll()
      .where('schoolId', 'in', ids)
      .where('month', '>=', `${months[0]}-01`)
      .where('month', '<=', `${months[months.length - 1]}-01`)
      .execute(),
    enrolmentByMonth(db, ids, ends),
    paymentsByMonth(db, ids, months),
    refundsByMonth(db, ids, months),
    satisfactionByMonth(db, ids, months),
  ]);
  const targetOf = new Map(targets.map((t) => [keyOf(Number(t.schoolId), String(t.month).slice(0, 7)), t]));
  // The rate of every past or current month of every school, as the attendance rate report computes it.
  const rates = new Map<string, number | null>();
  await Promise.all(
    schools.flatMap((s) =>
      months
        .filter((m) => m <= s.thisMonth)
        .map(async (m) => {
          const r = await schoolMonthRate(db, store, s.schoolId, m);
          rates.set(keyOf(s.schoolId, m), r.ExpectedDays === 0 ? null : Math.round(r.Rate * 10_000) / 100);
        }),
    ),
  );
  const list = schools.flatMap((s) =>
    months.map((month) => {
      const key = keyOf(s.schoolId, month);
      const t = targetOf.get(key);
      const past = month <= s.thisMonth;
      const revenue = past ? (paid.get(key) ?? 0) - (refunded.get(key) ?? 0) : null;
      return {
        SchoolId: s.schoolId,
        SchoolName: s.schoolName,
        Month: month,
        Enrolment: measure(t?.enrolment, past ? (enrolled.get(key) ?? 0) : null),
        Revenue: measure(t?.revenue == null ? null : Number(t.revenue), revenue),
        AttendanceRate: measure(t?.attendanceRate, past ? (rates.get(key) ?? null) : null),
        Satisfaction: measure(t?.satisfaction, past ? (satisfied.get(key) ?? null) : null),
      };
    }),
  );
  return { list, total };
};

/** SchoolKPI/Save: a school's targets of a month (the school KPI edit dialog), kept once per school and month; audited. */
export const kpiSave: Handler<typeof api.schoolKpiSave> = async ({ db, session, input, ip, serial }) => {
  const { schoolId } = await schoolInScope(db, session, input.SchoolId);
  const month = `${input.Month}-01`;
  const values = {
    enrolment: input.Enrolment,
    revenue: input.Revenue,
    attendanceRate: input.AttendanceRate,
    satisfaction: input.Satisfaction,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('schoolKpi')
      .values({ schoolId, month, ...values, createBy: session.sysUserId, updateBy: session.sysUserId })
      .onConflict((oc) => oc.columns(['schoolId', 'month']).doUpdateSet({ ...values, updateBy: session.sysUserId, updateTime: new Date() }))
      .execute();
    await writeAudit(trx, {
      event: 'finance.kpi.save',
      sysUserId: session.sysUserId,
      username: session.username,
      ip,
      serial,
      detail: { SchoolId: schoolId, Month: input.Month, ...values },
    });
  });
  return { SchoolId: schoolId, Month: input.Month };
};
