import { ATTENDANCE_STATUS, type api, PRESENT_STATUSES } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { monthRange, todayIn } from '../../lib/local-dates.ts';
import { countedSchoolDays, schoolCalendar } from '../calendar/school-calendar.ts';
import { rateFigures } from './rate-figures.ts';
import { type AttendanceRecord, iso, RECORD_COLUMNS } from './records.ts';
import { attendanceRules } from './rules.ts';
import { studentInScope } from './scope.ts';

/** Attendance/GetChildMonth: a child's month, day by day, with its figures. */
export const childMonth: Handler<typeof api.attendanceChildMonth> = async ({ db, store, session, input }) => {
  const student = await studentInScope(db, session, input.StudentId);
  const { from, to } = monthRange(input.Month);
  const [rules, days, rows, cls] = await Promise.all([
    attendanceRules(db, store, student.schoolId),
    schoolCalendar(db, student.schoolId, from, to),
    sql<AttendanceRecord & { date: string }>`SELECT a.date, ${RECORD_COLUMNS} FROM attendance a
      WHERE a.student_id = ${student.studentId} AND a.date BETWEEN ${from} AND ${to}`.execute(db),
    student.classId == null
      ? Promise.resolve(undefined)
      : db.selectFrom('schoolClass').select('className').where('classId', '=', student.classId).executeTakeFirst(),
  ]);
  const byDate = new Map(rows.rows.map((r) => [r.date, r]));
  const counted = new Set(countedSchoolDays(days, todayIn(rules.timeZone)));
  const on = (want: (s: number) => boolean) => rows.rows.filter((r) => counted.has(r.date) && want(r.status)).length;
  const figures = rateFigures(1, counted.size, {
    present: on((s) => PRESENT_STATUSES.includes(s)),
    late: on((s) => s === ATTENDANCE_STATUS.Late),
    leave: on((s) => s === ATTENDANCE_STATUS.Leave),
  });
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
