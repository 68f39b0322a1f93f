import { ATTENDANCE_STATUS, type api, CHECK_METHOD } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { invalid } from '../../lib/errors.ts';
import { clockOf, instantAt, isRealDate, localOf, minutesOf, todayIn } from '../../lib/local-dates.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { inClass } from './records.ts';
import { attendanceRules, statusFromTimes } from './rules.ts';
import { studentsInScope } from './scope.ts';

/** Attendance/BulkMark: one status for several children of one school on a day. */
export const bulkMark: Handler<typeof api.attendanceBulkMark> = async ({ db, store, session, input }) => {
  assertMayWrite(session);
  if (!isRealDate(input.Date)) throw invalid('input.realDate', {}, 'Date');
  const students = await studentsInScope(db, session, input.StudentIds);
  for (const s of students) inClass(s);
  // One school's day: its time zone decides what "the future" is.
  if (new Set(students.map((s) => s.schoolId)).size > 1) throw invalid('attendance.oneSchool', {}, 'StudentIds');
  const rules = await attendanceRules(db, store, students[0]?.schoolId ?? 0);
  if (input.Date > todayIn(rules.timeZone)) throw invalid('attendance.future', {}, 'Date');
  // Present is a check-in at the time they came (the opening time unless said): late or not follows from it.
  const present = input.Status === ATTENDANCE_STATUS.Present;
  const now = localOf(new Date(), rules.timeZone);
  const beforeOpening = input.Date === now.date && now.minutes < minutesOf(rules.openTime);
  const time = input.Time ?? (beforeOpening ? clockOf(now.minutes) : rules.openTime);
  if (present && input.Date === now.date && minutesOf(time) > now.minutes)
    throw invalid('attendance.futureNow', { now: clockOf(now.minutes) }, 'Time');
  const checkIn = present ? instantAt(input.Date, time, rules.timeZone) : null;
  const status = present ? statusFromTimes(minutesOf(time), null, rules) : input.Status;
  const method = present ? CHECK_METHOD.Manual : null;
  const marked = await db.transaction().execute(async (trx) => {
    // Days with a check-in keep their times and status, but a check-in entered by hand (a bulk
    // 'present' among them) may be corrected to absent or leave until the child checks out; a
    // mark other than leave unlinks a leave.
    const r = await sql`
      INSERT INTO attendance (school_id, class_id, student_id, date, status, check_in_time, check_in_method, create_by, update_by)
      SELECT v.school_id, v.class_id, v.student_id, ${input.Date}::date, ${status}::int, ${checkIn}::timestamptz, ${method}::int,
        ${session.sysUserId}, ${session.sysUserId}
      FROM unnest(${students.map((s) => s.schoolId)}::bigint[], ${students.map((s) => s.classId)}::bigint[],
        ${students.map((s) => s.studentId)}::bigint[]) AS v(school_id, class_id, student_id)
      ON CONFLICT (student_id, date) DO UPDATE SET status = EXCLUDED.status, check_in_time = EXCLUDED.check_in_time,
        check_in_method = EXCLUDED.check_in_method,
        leave_id = CASE WHEN EXCLUDED.status = ${ATTENDANCE_STATUS.Leave} THEN attendance.leave_id END,
        update_by = EXCLUDED.update_by, update_time = now()
      WHERE attendance.check_in_time IS NULL
        OR (${!present} AND attendance.check_in_method = ${CHECK_METHOD.Manual} AND attendance.check_out_time IS NULL)
      RETURNING attendance_id`.execute(trx);
    return r.rows.length;
  });
  return { Marked: marked, Skipped: students.length - marked };
};
