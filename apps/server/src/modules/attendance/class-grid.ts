import { ATTENDANCE_STATUS, type api, isSchoolDayKind, PRESENT_STATUSES } from '@kc/contract';
import { q, raw } from '../../db/frag.ts';
import type { Handler } from '../../http/context.ts';
import { buildCalendar, type CalendarEntry, calendarEntriesJson } from '../calendar/school-calendar.ts';
import { checkedRange } from './date-range.ts';
import { roster } from './records.ts';
import { classInScope } from './scope.ts';

/** A child of the month grid as the statement answers it: id, name, and the days recorded (index from the range's start) with their statuses. */
type GridChild = [number, string, number[] | null, number[] | null];

/** Attendance/GetClassGrid: a class's month (or range) grid of statuses, with the day totals. */
export const classGrid: Handler<typeof api.attendanceClassGrid> = async ({ db, session, input }) => {
  const { from, to } = checkedRange(input);
  // The register's busiest read, in one statement (one round trip): the class check, and when it
  // passes the school's calendar and the children, each as one JSON value. The class's records of
  // the range are one range of attendance_class_date_idx (read from the index alone), grouped per
  // child into two arrays (days, statuses): they also name the children moved out since.
  const cls = await classInScope<{ calendar: CalendarEntry[]; children: GridChild[] }>(db, session, input.ClassId, [
    { key: 'calendar', sql: calendarEntriesJson(raw('c.school_id'), from, to) },
    {
      key: 'children',
      sql: q`WITH rec AS (
          SELECT a.student_id, array_agg(a.date - ${from}::date) AS days, array_agg(a.status) AS statuses
          FROM attendance a WHERE a.class_id = ${input.ClassId} AND a.date BETWEEN ${from} AND ${to} GROUP BY a.student_id)
        SELECT coalesce(json_agg(json_build_array(r."studentId", r."studentName", rec.days, rec.statuses) ORDER BY r."studentName", r."studentId"), '[]')
        FROM (${roster(input.ClassId, to, raw('SELECT rec.student_id FROM rec'))}) r LEFT JOIN rec ON rec.student_id = r."studentId"`,
    },
  ]);
  const days = buildCalendar(from, to, cls.calendar);
  const schoolDay = days.map((d) => isSchoolDayKind(d.Kind));
  const totals = days.map(() => ({ Present: 0, Leave: 0, Absent: 0 }));
  return {
    ClassId: cls.classId,
    ClassName: cls.className,
    SchoolId: cls.schoolId,
    TimeZone: cls.timeZone,
    DateFrom: from,
    DateTo: to,
    Days: days,
    // One pass over each child's records: the statuses by day, the present and leave school days, the day totals.
    Children: cls.children.map(([studentId, studentName, recorded, statuses]) => {
      const row = new Array<number | null>(days.length).fill(null);
      let present = 0;
      let leave = 0;
      for (let k = 0; k < (recorded?.length ?? 0); k++) {
        const i = (recorded as number[])[k] as number;
        const status = (statuses as number[])[k] as number;
        row[i] = status;
        const t = totals[i] as (typeof totals)[number];
        if (PRESENT_STATUSES.includes(status)) {
          t.Present++;
          if (schoolDay[i]) present++;
        } else if (status === ATTENDANCE_STATUS.Leave) {
          t.Leave++;
          if (schoolDay[i]) leave++;
        } else if (status === ATTENDANCE_STATUS.Absent) t.Absent++;
      }
      return { StudentId: studentId, StudentName: studentName, Statuses: row, PresentDays: present, LeaveDays: leave };
    }),
    Totals: totals,
  };
};
