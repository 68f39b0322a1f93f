import { ATTENDANCE_STATUS, type api } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { invalid } from '../../lib/errors.ts';
import { isRealDate, todayIn } from '../../lib/local-dates.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { inClass } from './records.ts';
import { attendanceRules } from './rules.ts';
import { studentsInScope } from './scope.ts';

/** Attendance/BulkMark: one status for several children of one school on a day. */
export const bulkMark: Handler<typeof api.attendanceBulkMark> = async ({ db, store, session, input }) => {
  assertMayWrite(session);
  if (!isRealDate(input.Date)) throw invalid('Date: not a real date');
  const students = await studentsInScope(db, session, input.StudentIds);
  for (const s of students) inClass(s);
  // One school's day: its time zone decides what "the future" is.
  if (new Set(students.map((s) => s.schoolId)).size > 1) throw invalid('StudentIds: the children must be of one school');
  const rules = await attendanceRules(db, store, students[0]?.schoolId ?? 0);
  if (input.Date > todayIn(rules.timeZone)) throw invalid('Date: cannot be in the future');
  const marked = await db.transaction().execute(async (trx) => {
    // Days with a check-in keep their times and status; a mark other than leave unlinks a leave.
    const r = await sql`
      INSERT INTO attendance (school_id, class_id, student_id, date, status, create_by, update_by)
      SELECT v.school_id, v.class_id, v.student_id, ${input.Date}::date, ${input.Status}, ${session.sysUserId}, ${session.sysUserId}
      FROM unnest(${students.map((s) => s.schoolId)}::bigint[], ${students.map((s) => s.classId)}::bigint[],
        ${students.map((s) => s.studentId)}::bigint[]) AS v(school_id, class_id, student_id)
      ON CONFLICT (student_id, date) DO UPDATE SET status = EXCLUDED.status,
        leave_id = CASE WHEN EXCLUDED.status = ${ATTENDANCE_STATUS.Leave} THEN attendance.leave_id END,
        update_by = EXCLUDED.update_by, update_time = now()
      WHERE attendance.check_in_time IS NULL
      RETURNING attendance_id`.execute(trx);
    return r.rows.length;
  });
  return { Marked: marked, Skipped: students.length - marked };
};
