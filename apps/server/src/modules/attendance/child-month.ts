import { ATTENDANCE_STATUS, type api, PRESENT_STATUSES } from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Handler } from '../../http/context.ts';
import { monthRange, todayIn } from '../../lib/local-dates.ts';
import type { KvStore } from '../../store/index.ts';
import { countedSchoolDays, schoolCalendar } from '../calendar/school-calendar.ts';
import { rateFigures } from './rate-figures.ts';
import { type AttendanceRecord, iso, RECORD_COLUMNS } from './records.ts';
import { attendanceRules } from './rules.ts';
import { studentInScope } from './scope.ts';

/**
 * A child's attendance over from..to: the school days counted so far (the calendar's, up to
 * today), the child's records, and the figures (the month view and the term report read these).
 */
export async function childAttendance(db: Db, store: KvStore, student: { schoolId: number; studentId: number }, from: string, to: string) {
  const [rules, days, rows] = await Promise.all([
    attendanceRules(db, store, student.schoolId),
    schoolCalendar(db, student.schoolId, from, to),
    sql<AttendanceRecord & { date: string }>`SELECT a.date, ${RECORD_COLUMNS} FROM attendance a
      WHERE a.student_id = ${student.studentId} AND a.date BETWEEN ${from} AND ${to}`.execute(db),
  ]);
  const counted = new Set(countedSchoolDays(days, todayIn(rules.timeZone)));
  const on = (want: (s: number) => boolean) => rows.rows.filter((r) => counted.has(r.date) && want(r.status)).length;
  const figures = rateFigures(1, counted.size, {
    present: on((s) => PRESENT_STATUSES.includes(s)),
    late: on((s) => s === ATTENDANCE_STATUS.Late),
    leave: on((s) => s === ATTENDANCE_STATUS.Leave),
  });
  return { rules, days, rows: rows.rows, counted, figures };
}

/** Attendance/GetChildMonth: a child's month, day by day, with its figures. */
export const childMonth: Handler<typeof api.attendanceChildMonth> = async ({ db, store, session, input }) => {
  const student = await studentInScope(db, session, input.StudentId);
  const { from, to } = monthRange(input.Month);
  const [{ rules, days, rows, counted, figures }, cls] = await Promise.all([
    childAttendance(db, store, student, from, to),
    student.classId == null
      ? Promise.resolve(undefined)
      : db.selectFrom('schoolClass').select('className').where('classId', '=', student.classId).executeTakeFirst(),
  ]);
  const byDate = new Map(rows.map((r) => [r.date, r]));
  return {
    StudentId: student.studentId,
    StudentName: student.studentName,
    ClassName: cls?.className ?? '',
    TimeZone: rules.timeZone,
    Month: input.Month,
    Days: days.map((d) => {
      const a = byDate.get(d.Date);
      return {
        ...d,
        Status: a?.status ?? null,
        CheckInTime: iso(a?.checkInTime ?? null),
        CheckOutTime: iso(a?.checkOutTime ?? null),
        PickUpPerson: a?.pickUpPerson ?? '',
        EntryTemperature: a?.entryTemperature == null ? null : Number(a.entryTemperature),
      };
    }),
    Summary: { SchoolDays: counted.size, ...figures },
  };
};
