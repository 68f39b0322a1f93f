import type { api } from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Handler } from '../../http/context.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { clockOf, instantAt, isRealDate, localOf } from '../../lib/local-dates.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { type AttendanceRecord, answerDay, inClass, RECORD_COLUMNS } from './records.ts';
import { type AttendanceRules, attendanceRules, statusFromTimes } from './rules.ts';
import { studentInScope } from './scope.ts';

/** The day and clock a check-in or check-out is for: today and now unless given; never in the future. */
function whenOf(input: { Date?: string; Time?: string }, rules: AttendanceRules) {
  const now = localOf(new Date(), rules.timeZone);
  const date = input.Date ?? now.date;
  if (!isRealDate(date)) throw invalid('input.realDate', {}, 'Date');
  if (date > now.date) throw invalid('attendance.future', {}, 'Date');
  if (!input.Time && date !== now.date) throw invalid('attendance.timeNeeded', {}, 'Time');
  const time = input.Time ?? clockOf(now.minutes);
  if (date === now.date && input.Time && input.Time > clockOf(now.minutes)) throw invalid('attendance.future', {}, 'Time');
  return { date, time, instant: instantAt(date, time, rules.timeZone) };
}

async function lockedRecord(trx: Db, studentId: number, date: string): Promise<AttendanceRecord | undefined> {
  const r = await sql<AttendanceRecord>`SELECT ${RECORD_COLUMNS} FROM attendance a
    WHERE a.student_id = ${studentId} AND a.date = ${date} FOR UPDATE`.execute(trx);
  return r.rows[0];
}

const minutesIn = (instant: Date | null, rules: AttendanceRules) => (instant ? localOf(new Date(instant), rules.timeZone).minutes : null);

/** Attendance/CheckIn: a child arrives (today and now unless given); the status follows the times. */
export const checkIn: Handler<typeof api.attendanceCheckIn> = async ({ db, store, session, input }) => {
  assertMayWrite(session);
  const student = await studentInScope(db, session, input.StudentId);
  const classId = inClass(student);
  const rules = await attendanceRules(db, store, student.schoolId);
  const when = whenOf(input, rules);
  await db.transaction().execute(async (trx) => {
    const existing = await lockedRecord(trx, student.studentId, when.date);
    const out = existing?.checkOutTime ? new Date(existing.checkOutTime) : null;
    if (out && when.instant > out) throw invalid('attendance.inAfterOut', { time: clockOf(minutesIn(out, rules) ?? 0) }, 'Time');
    const status = statusFromTimes(minutesIn(when.instant, rules) ?? 0, minutesIn(out, rules), rules);
    // An absent temperature keeps the one recorded; null clears it.
    const temperature = input.EntryTemperature === undefined ? sql`attendance.entry_temperature` : sql`${input.EntryTemperature}`;
    await sql`
      INSERT INTO attendance (school_id, class_id, student_id, date, status, check_in_time, check_in_method, entry_temperature, create_by, update_by)
      VALUES (${student.schoolId}, ${classId}, ${student.studentId}, ${when.date}, ${status}, ${when.instant}, ${input.Method},
        ${input.EntryTemperature ?? null}, ${session.sysUserId}, ${session.sysUserId})
      ON CONFLICT (student_id, date) DO UPDATE SET status = EXCLUDED.status, check_in_time = EXCLUDED.check_in_time,
        check_in_method = EXCLUDED.check_in_method, entry_temperature = ${temperature},
        update_by = EXCLUDED.update_by, update_time = now()`.execute(trx);
  });
  return answerDay(db, student, when.date, rules);
};

/** Attendance/CheckOut: a child who checked in leaves, picked up by someone. */
export const checkOut: Handler<typeof api.attendanceCheckOut> = async ({ db, store, session, input }) => {
  assertMayWrite(session);
  const student = await studentInScope(db, session, input.StudentId);
  const rules = await attendanceRules(db, store, student.schoolId);
  const when = whenOf(input, rules);
  await db.transaction().execute(async (trx) => {
    const existing = await lockedRecord(trx, student.studentId, when.date);
    if (!existing?.checkInTime) throw conflict('attendance.notCheckedIn', { name: student.studentName, date: when.date }, 'StudentId');
    const arrived = new Date(existing.checkInTime);
    if (when.instant < arrived) throw invalid('attendance.outBeforeIn', { time: clockOf(minutesIn(arrived, rules) ?? 0) }, 'Time');
    const status = statusFromTimes(minutesIn(arrived, rules) ?? 0, minutesIn(when.instant, rules), rules);
    await trx
      .updateTable('attendance')
      .set({
        status,
        checkOutTime: when.instant,
        checkOutMethod: input.Method,
        pickUpPerson: input.PickUpPerson,
        updateBy: session.sysUserId,
        updateTime: sql`now()`,
      })
      .where('attendanceId', '=', existing.attendanceId)
      .execute();
  });
  return answerDay(db, student, when.date, rules);
};
