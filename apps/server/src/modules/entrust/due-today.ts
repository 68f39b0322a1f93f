import { type api, type DoseState, ENTRUST_KIND, ENTRUST_STATE, MEDICINE_OVERDUE_MINUTES, type OutputOf } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { classScopeSql } from '../../lib/class-scope.ts';
import { schoolInScope, schoolScopeSql } from '../../lib/scope.ts';
import { classInScope } from '../attendance/scope.ts';
import { type OverdueDose, raiseOverdue } from './doses.ts';

type Due = OutputOf<typeof api.medicineDueToday>['Doses'][number];

interface DoseRow {
  parentEntrustId: number;
  studentId: number;
  studentName: string;
  schoolId: number;
  classId: number | null;
  className: string | null;
  medicineName: string;
  dose: string;
  details: string;
  photo: string;
  state: number;
  dueDate: string;
  dueTime: string;
  dueAt: Date;
  medicineFeedingId: number | null;
  fedTime: Date | null;
  fedByName: string | null;
  fedDose: string | null;
}

/**
 * MedicineFeeding/DueToday: every dose due today (each school's local date) of the confirmed (or
 * done) medicine instructions the caller sees, by time: fed, due, or overdue — past its time and
 * the margin unrecorded, whose warning is raised here too when the sweep has not yet.
 */
export const dueToday: Handler<typeof api.medicineDueToday> = async ({ db, session, input }) => {
  if (input.SchoolId != null) await schoolInScope(db, session, input.SchoolId);
  if (input.ClassId != null) await classInScope(db, session, input.ClassId);
  const school = input.SchoolId == null ? sql`true` : sql`s.school_id = ${input.SchoolId}`;
  const klass = input.ClassId == null ? sql`true` : sql`e.class_id = ${input.ClassId}`;
  const { rows } = await sql<DoseRow>`
    WITH d AS (
      SELECT s.school_id, s.time_zone, (now() AT TIME ZONE s.time_zone)::date AS today FROM school s
      WHERE s.state = 0 AND ${schoolScopeSql('s.school_id', session)} AND ${school}
    )
    SELECT e.parent_entrust_id, e.student_id, x.student_name, e.school_id, e.class_id, c.class_name, e.medicine_name, e.dose,
      e.details, e.photo, e.state, d.today::text AS due_date, t AS due_time, ((d.today + t::time) AT TIME ZONE d.time_zone) AS due_at,
      f.medicine_feeding_id, f.fed_time, u.full_name AS fed_by_name, f.dose AS fed_dose
    FROM parent_entrust e
    JOIN d ON d.school_id = e.school_id AND d.today BETWEEN e.start_date AND e.end_date
    CROSS JOIN LATERAL unnest(e.dose_times) t
    JOIN student x ON x.student_id = e.student_id
    LEFT JOIN school_class c ON c.class_id = e.class_id
    LEFT JOIN medicine_feeding f ON f.parent_entrust_id = e.parent_entrust_id AND f.due_date = d.today AND f.due_time = t
    LEFT JOIN sys_user u ON u.sys_user_id = f.fed_by
    WHERE e.kind = ${ENTRUST_KIND.Medicine} AND e.state IN (${ENTRUST_STATE.Confirmed}, ${ENTRUST_STATE.Done})
      AND ${classScopeSql('e.school_id', 'e.class_id', session)} AND ${klass}
    ORDER BY t, c.class_name, x.student_name, e.parent_entrust_id`.execute(db);

  const now = Date.now();
  const margin = MEDICINE_OVERDUE_MINUTES * 60_000;
  const overdue: OverdueDose[] = [];
  const doses: Due[] = rows.map((r) => {
    const dueAt = new Date(r.dueAt);
    let state: DoseState = 'due';
    if (r.medicineFeedingId != null) state = 'fed';
    else if (r.state === ENTRUST_STATE.Confirmed && now > dueAt.getTime() + margin) {
      state = 'overdue';
      overdue.push({
        parentEntrustId: r.parentEntrustId,
        schoolId: r.schoolId,
        classId: r.classId,
        studentId: r.studentId,
        dueDate: r.dueDate,
        dueTime: r.dueTime,
        overdueAt: new Date(dueAt.getTime() + margin),
      });
    }
    return {
      ParentEntrustId: Number(r.parentEntrustId),
      StudentId: Number(r.studentId),
      StudentName: r.studentName,
      ClassId: r.classId == null ? null : Number(r.classId),
      ClassName: r.className,
      MedicineName: r.medicineName,
      Dose: r.dose,
      Details: r.details,
      Photo: r.photo,
      DueDate: r.dueDate,
      DueTime: r.dueTime,
      DueAt: dueAt.toISOString(),
      State: state,
      MedicineFeedingId: r.medicineFeedingId == null ? null : Number(r.medicineFeedingId),
      FedTime: r.fedTime ? new Date(r.fedTime).toISOString() : null,
      FedByName: r.fedByName,
      FedDose: r.fedDose,
    };
  });
  // Checked on read as well as by the sweep: a warning is never later than the first look.
  if (overdue.length > 0) await raiseOverdue(db, overdue);
  const today = await sql<{ today: string }>`
    SELECT (now() AT TIME ZONE s.time_zone)::date::text AS today FROM school s
    WHERE s.state = 0 AND ${schoolScopeSql('s.school_id', session)} AND ${school} ORDER BY s.school_id LIMIT 1`.execute(db);
  return { Date: today.rows[0]?.today ?? null, MarginMinutes: MEDICINE_OVERDUE_MINUTES, Doses: doses };
};
