import { ATTENDANCE_STATUS, type api, DAY_KIND, isSchoolDayKind, LEAVE_STATE, mulDiv } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { monthRange } from '../../lib/local-dates.ts';
import { schoolInScope } from '../../lib/scope.ts';
import { schoolCalendar } from '../calendar/school-calendar.ts';
import { BILLED_STATES } from './contract-states.ts';

/** Statuses of a day the child came (late or leaving early included). */
const PRESENT = [ATTENDANCE_STATUS.Present, ATTENDANCE_STATUS.Late, ATTENDANCE_STATUS.LeftEarly];
/** The rule when a school has not set its own (contract_setting's defaults). */
const DEFAULT_RULE = { leaveRefundDays: 3, leaveRefundPercent: 100 };

/**
 * ContractPayment/MonthFees: the month's fee lines of the items billed per attended day, from the
 * attendance register. Only the school days of the month count (the calendar: weekends and
 * holidays left out, make-up days in), within each contract's dates. A day present (late or
 * leaving early too) is billed at the item's daily rate; a day of an approved leave is billed in
 * full when the leave is shorter than the school's leave_refund_days school days, and refunded by
 * its leave_refund_percent when it is at least that long (the leave's length is its school days,
 * as the register marked them). Rounding: money.ts, once per line.
 */
export const monthFees: Handler<typeof api.contractPaymentMonthFees> = async ({ db, session, input }) => {
  await schoolInScope(db, session, input.SchoolId);
  const { from, to } = monthRange(input.Month);
  const days = await schoolCalendar(db, input.SchoolId, from, to);
  const schoolDays = days.filter((d) => isSchoolDayKind(d.Kind)).map((d) => d.Date);
  const holidays = days.filter((d) => d.Kind === DAY_KIND.Holiday).map((d) => d.Date);
  const setting = await db
    .selectFrom('contractSetting')
    .select(['leaveRefundDays', 'leaveRefundPercent'])
    .where('schoolId', '=', input.SchoolId)
    .executeTakeFirst();
  const rule = setting ?? DEFAULT_RULE;
  const { rows } = await sql<{
    studentId: number;
    studentName: string;
    className: string | null;
    contractId: number;
    contractNo: string;
    itemName: string;
    dailyRate: number;
    presentDays: number;
    shortLeaveDays: number;
    refundedLeaveDays: number;
  }>`
    SELECT c.student_id, st.student_name, cl.class_name, c.contract_id, c.contract_no, ln.line_name AS item_name, ln.unit_price AS daily_rate,
      count(a.attendance_id) FILTER (WHERE a.status = ANY(${PRESENT}::int[])) AS present_days,
      count(a.attendance_id) FILTER (WHERE lv.days < ${rule.leaveRefundDays}) AS short_leave_days,
      count(a.attendance_id) FILTER (WHERE lv.days >= ${rule.leaveRefundDays}) AS refunded_leave_days
    FROM contract c
    JOIN contract_line ln ON ln.contract_id = c.contract_id AND ln.per_attended_day
    JOIN student st ON st.student_id = c.student_id
    LEFT JOIN school_class cl ON cl.class_id = st.class_id
    LEFT JOIN attendance a ON a.student_id = c.student_id AND a.date = ANY(${schoolDays}::date[])
      AND a.date BETWEEN c.start_date AND c.end_date
    LEFT JOIN LATERAL (
      SELECT (SELECT count(*) FROM attendance x WHERE x.leave_id = l.leave_id) AS days
      FROM student_leave l WHERE l.leave_id = a.leave_id AND a.status = ${ATTENDANCE_STATUS.Leave} AND l.state = ${LEAVE_STATE.Approved}
    ) lv ON true
    WHERE c.school_id = ${input.SchoolId} AND c.state = ANY(${BILLED_STATES}::int[]) AND c.start_date <= ${to} AND c.end_date >= ${from}
      AND (${input.ClassId ?? null}::bigint IS NULL OR st.class_id = ${input.ClassId ?? null})
      AND (${input.StudentId ?? null}::bigint IS NULL OR c.student_id = ${input.StudentId ?? null})
    GROUP BY c.contract_id, ln.seq, ln.line_name, ln.unit_price, st.student_id, st.student_name, cl.class_name
    ORDER BY cl.class_name NULLS LAST, st.student_name, c.contract_id, ln.seq`.execute(db);
  const lines = rows.map((r) => {
    const rate = Number(r.dailyRate);
    const present = Number(r.presentDays);
    const short = Number(r.shortLeaveDays);
    const refunded = Number(r.refundedLeaveDays);
    const presentAmount = present * rate;
    const leaveAmount = short * rate + mulDiv(refunded * rate, 100 - rule.leaveRefundPercent, 100);
    return {
      StudentId: r.studentId,
      StudentName: r.studentName,
      ClassName: r.className,
      ContractId: r.contractId,
      ContractNo: r.contractNo,
      ItemName: r.itemName,
      DailyRate: rate,
      PresentDays: present,
      ShortLeaveDays: short,
      RefundedLeaveDays: refunded,
      PresentAmount: presentAmount,
      LeaveAmount: leaveAmount,
      Amount: presentAmount + leaveAmount,
    };
  });
  return {
    Month: input.Month,
    SchoolDays: schoolDays.length,
    Holidays: holidays,
    LeaveRefundDays: rule.leaveRefundDays,
    LeaveRefundPercent: rule.leaveRefundPercent,
    Lines: lines,
    Total: lines.reduce((s, l) => s + l.Amount, 0),
  };
};
