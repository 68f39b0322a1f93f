import type { api, CalendarDay } from '@kc/contract';
import { sql } from 'kysely';
import { toRaw } from '../../db/frag.ts';
import type { Handler } from '../../http/context.ts';
import { invalid } from '../../lib/errors.ts';
import { isRealDate } from '../../lib/local-dates.ts';
import { schoolCalendar } from '../calendar/school-calendar.ts';
import { type AttendanceRecord, dayRow, pickUpPeople, RECORD_COLUMNS, recordedIn, roster } from './records.ts';
import { type AttendanceRules, attendanceRules } from './rules.ts';
import { classInScope } from './scope.ts';

const rulesAnswer = (r: AttendanceRules) => ({
  TimeZone: r.timeZone,
  OpenTime: r.openTime,
  CloseTime: r.closeTime,
  LateAfterMinutes: r.lateAfterMinutes,
  EarlyLeaveMinutes: r.earlyLeaveMinutes,
  TemperatureThreshold: r.temperatureThreshold,
});

/** Attendance/GetDay: a class's children on one day, with their records and who may pick them up. */
export const classDay: Handler<typeof api.attendanceDay> = async ({ db, store, session, input }) => {
  const cls = await classInScope(db, session, input.ClassId);
  if (!isRealDate(input.Date)) throw invalid('input.realDate', {}, 'Date');
  const [rules, days, rows] = await Promise.all([
    attendanceRules(db, store, cls.schoolId),
    schoolCalendar(db, cls.schoolId, input.Date, input.Date),
    sql<{ studentId: number; studentName: string } & Partial<AttendanceRecord>>`
      SELECT r."studentId", r."studentName", ${RECORD_COLUMNS}
      FROM (${toRaw(roster(cls.classId, input.Date, recordedIn(cls.classId, input.Date, input.Date)))}) r
      LEFT JOIN attendance a ON a.student_id = r."studentId" AND a.date = ${input.Date}
      ORDER BY r."studentName", r."studentId"`.execute(db),
  ]);
  const pickUp = await pickUpPeople(
    db,
    rows.rows.map((r) => Number(r.studentId)),
  );
  return {
    ClassId: cls.classId,
    ClassName: cls.className,
    Date: input.Date,
    Day: days[0] as CalendarDay,
    Rules: rulesAnswer(rules),
    Children: rows.rows.map((r) =>
      dayRow(r, r.attendanceId == null ? undefined : (r as AttendanceRecord), rules, pickUp.get(Number(r.studentId)) ?? []),
    ),
  };
};
