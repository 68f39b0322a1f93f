import { type api, maskPhone } from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Handler } from '../../http/context.ts';
import { notFound } from '../../lib/errors.ts';
import { entityName } from '../../lib/field-labels.ts';
import { localDateSql } from '../../lib/school-dates.ts';
import { childScope } from './student-scope.ts';

/** Student/GetOverview: a child's family, attendance of a month (by default the school's current one) and latest leave. */
export const studentOverview: Handler<typeof api.studentOverview> = async ({ db, session, input }) => {
  const found = await sql<{ schoolId: number; today: string }>`
    SELECT s.school_id, ${localDateSql('z')} AS today FROM student s JOIN school z ON z.school_id = s.school_id
    WHERE s.student_id = ${input.StudentId} AND ${childScope(session)}`.execute(db);
  const child = found.rows[0];
  if (!child) throw notFound('resource.recordNotFound', { entity: entityName('Student') });
  const families = await sql<{
    parentId: number;
    name: string;
    mobile: string;
    relation: number;
    isPrimary: boolean;
    mayPickUp: boolean;
  }>`
    SELECT p.parent_id, p.name, p.mobile, p.relation, sp.is_primary, sp.may_pick_up
    FROM student_parent sp JOIN parent p ON p.parent_id = sp.parent_id
    WHERE sp.student_id = ${input.StudentId} ORDER BY sp.is_primary DESC, p.parent_id`.execute(db);
  const month = input.Month ?? child.today.slice(0, 7);
  return {
    Families: families.rows.map((p) => ({
      ParentId: Number(p.parentId),
      Name: p.name,
      Mobile: maskPhone(p.mobile),
      Relation: Number(p.relation),
      IsPrimary: p.isPrimary,
      MayPickUp: p.mayPickUp,
    })),
    Attendance: await monthAttendance(db, input.StudentId, month),
    Leaves: await recentLeaves(db, input.StudentId),
  };
};

/** A child's attendance of one month. */
async function monthAttendance(db: Db, studentId: number, month: string) {
  const res = await sql<{ date: string; status: number }>`
    SELECT a.date::text AS date, a.status FROM attendance a
    WHERE a.student_id = ${studentId} AND a.date >= ${`${month}-01`}::date AND a.date < (${`${month}-01`}::date + interval '1 month')
    ORDER BY a.date`.execute(db);
  const counts: Record<string, number> = {};
  for (const d of res.rows) counts[String(d.status)] = (counts[String(d.status)] ?? 0) + 1;
  return { Month: month, Days: res.rows.map((d) => ({ Date: d.date, Status: Number(d.status) })), Counts: counts };
}

/** A child's latest leave (at most 20). */
async function recentLeaves(db: Db, studentId: number) {
  const res = await sql<{ leaveId: number; kind: number; startDate: string; endDate: string; reason: string; state: number }>`
    SELECT l.leave_id, l.kind, l.start_date::text AS start_date, l.end_date::text AS end_date, l.reason, l.state
    FROM student_leave l WHERE l.student_id = ${studentId} ORDER BY l.start_date DESC, l.leave_id DESC LIMIT 20`.execute(db);
  return res.rows.map((l) => ({
    LeaveId: Number(l.leaveId),
    Kind: Number(l.kind),
    StartDate: l.startDate,
    EndDate: l.endDate,
    Reason: l.reason ?? '',
    State: Number(l.state),
  }));
}
