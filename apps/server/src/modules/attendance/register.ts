import {
  ATTENDANCE_STATUS,
  type api,
  type CalendarDay,
  isSchoolDayKind,
  type OutputOf,
  PRESENT_STATUSES,
  STUDENT_STATUS,
} from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import { type Frag, q, raw, toRaw } from '../../db/frag.ts';
import type { Database } from '../../db/schema.ts';
import type { Handler } from '../../http/context.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { calendarEntriesJson, countedSchoolDays, rateFigures, schoolCalendar } from './calendar.ts';
import { buildCalendar, type CalendarEntry, checkedRange, clockOf, instantAt, isRealDate, localOf, monthRange, todayIn } from './dates.ts';
import { type AttendanceRules, attendanceRules, isFever, statusFromTimes } from './rules.ts';
import { classInScope, classScopeSql, type StudentFacts, studentInScope, studentsInScope } from './scope.ts';

type Tx = Kysely<Database>;
type DayRow = OutputOf<typeof api.attendanceDay>['Children'][number];

/** Children who come to school: on trial or enrolled (suspended, graduated and withdrawn ones do not). */
export const ATTENDING = [STUDENT_STATUS.Trial, STUDENT_STATUS.Enrolled];

const iso = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());

/**
 * The children of a class's register over a range: those in the class now (coming to school,
 * enrolled by the range's end) and those whose ids `recorded` selects (recorded in the class
 * during the range, moved out since), looked up by id rather than hash-joined with every
 * student of the network.
 */
function roster(classId: number, to: string, recorded: Frag): Frag {
  return q`
    SELECT s.student_id AS "studentId", s.student_name AS "studentName" FROM student s
    WHERE s.class_id = ${classId} AND s.state = 0 AND s.status = ANY(${ATTENDING}::int[]) AND (s.enrol_date IS NULL OR s.enrol_date <= ${to})
    UNION
    SELECT s.student_id, s.student_name FROM student s WHERE s.student_id = ANY(ARRAY(${recorded}))`;
}

/** The ids of the children recorded in a class over a range, from the (class, date) index. */
const recordedIn = (classId: number, from: string, to: string): Frag =>
  q`SELECT DISTINCT a.student_id FROM attendance a WHERE a.class_id = ${classId} AND a.date BETWEEN ${from} AND ${to}`;

interface AttendanceRecord {
  attendanceId: number;
  status: number;
  checkInTime: Date | null;
  checkOutTime: Date | null;
  checkInMethod: number | null;
  checkOutMethod: number | null;
  pickUpPerson: string;
  entryTemperature: number | null;
  leaveId: number | null;
}

const dayRow = (
  student: { studentId: number; studentName: string },
  a: AttendanceRecord | undefined,
  rules: AttendanceRules,
  pickUp: string[],
): DayRow => ({
  StudentId: Number(student.studentId),
  StudentName: student.studentName,
  AttendanceId: a ? Number(a.attendanceId) : null,
  Status: a?.status ?? null,
  CheckInTime: iso(a?.checkInTime ?? null),
  CheckOutTime: iso(a?.checkOutTime ?? null),
  CheckInMethod: a?.checkInMethod ?? null,
  CheckOutMethod: a?.checkOutMethod ?? null,
  PickUpPerson: a?.pickUpPerson ?? '',
  EntryTemperature: a?.entryTemperature == null ? null : Number(a.entryTemperature),
  Fever: isFever(a?.entryTemperature, rules),
  LeaveId: a?.leaveId ?? null,
  PickUpPeople: pickUp,
});

/** A day record's columns (not its student_id: joined to a roster, the roster's id must not be shadowed by a missing record's null). */
const RECORD_COLUMNS = sql`a.attendance_id, a.status, a.check_in_time, a.check_out_time, a.check_in_method,
  a.check_out_method, a.pick_up_person, a.entry_temperature, a.leave_id`;

/** The family members allowed to pick each child up, primary contacts first. */
async function pickUpPeople(db: Tx, studentIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (studentIds.length === 0) return out;
  const r = await sql<{ studentId: number; name: string }>`
    SELECT sp.student_id, p.name FROM student_parent sp JOIN parent p ON p.parent_id = sp.parent_id
    WHERE sp.student_id = ANY(${studentIds}::bigint[]) AND sp.may_pick_up AND p.state = 0
    ORDER BY sp.student_id, sp.is_primary DESC, p.parent_id`.execute(db);
  for (const row of r.rows) {
    const id = Number(row.studentId);
    out.set(id, [...(out.get(id) ?? []), row.name]);
  }
  return out;
}

export const selectClasses: Handler<typeof api.attendanceClasses> = async ({ db, session }) => {
  const r = await sql<{ classId: number; className: string; grade: string; schoolId: number; schoolName: string }>`
    SELECT c.class_id, c.class_name, c.grade, c.school_id, s.school_name FROM school_class c JOIN school s ON s.school_id = c.school_id
    WHERE c.state = 0 AND ${classScopeSql('c.school_id', 'c.class_id', session)}
    ORDER BY c.school_id, array_position(ARRAY['nursery', 'junior', 'middle', 'senior'], c.grade), c.class_name, c.class_id`.execute(db);
  return r.rows.map((c) => ({
    ClassId: Number(c.classId),
    ClassName: c.className,
    Grade: c.grade,
    SchoolId: Number(c.schoolId),
    SchoolName: c.schoolName,
  }));
};

/** A child of the month grid as the statement answers it: id, name, and the days recorded (index from the range's start) with their statuses. */
type GridChild = [number, string, number[] | null, number[] | null];

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

const rulesAnswer = (r: AttendanceRules) => ({
  TimeZone: r.timeZone,
  OpenTime: r.openTime,
  CloseTime: r.closeTime,
  LateAfterMinutes: r.lateAfterMinutes,
  EarlyLeaveMinutes: r.earlyLeaveMinutes,
  TemperatureThreshold: r.temperatureThreshold,
});

export const classDay: Handler<typeof api.attendanceDay> = async ({ db, store, session, input }) => {
  const cls = await classInScope(db, session, input.ClassId);
  if (!isRealDate(input.Date)) throw invalid('Date: not a real date');
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

/** The day and clock a check-in or check-out is for: today and now unless given; never in the future. */
function whenOf(input: { Date?: string; Time?: string }, rules: AttendanceRules) {
  const now = localOf(new Date(), rules.timeZone);
  const date = input.Date ?? now.date;
  if (!isRealDate(date)) throw invalid('Date: not a real date');
  if (date > now.date) throw invalid('Date: cannot be in the future');
  if (!input.Time && date !== now.date) throw invalid('Time: give the time for a day other than today');
  const time = input.Time ?? clockOf(now.minutes);
  if (date === now.date && input.Time && input.Time > clockOf(now.minutes)) throw invalid('Time: cannot be in the future');
  return { date, time, instant: instantAt(date, time, rules.timeZone) };
}

async function lockedRecord(trx: Tx, studentId: number, date: string): Promise<AttendanceRecord | undefined> {
  const r = await sql<AttendanceRecord>`SELECT ${RECORD_COLUMNS} FROM attendance a
    WHERE a.student_id = ${studentId} AND a.date = ${date} FOR UPDATE`.execute(trx);
  return r.rows[0];
}

function inClass(student: StudentFacts): number {
  if (student.classId == null) throw invalid(`StudentId: ${student.studentName} is not in a class`);
  return student.classId;
}

async function answerDay(db: Tx, student: StudentFacts, date: string, rules: AttendanceRules): Promise<DayRow> {
  const r =
    await sql<AttendanceRecord>`SELECT ${RECORD_COLUMNS} FROM attendance a WHERE a.student_id = ${student.studentId} AND a.date = ${date}`.execute(
      db,
    );
  const pickUp = await pickUpPeople(db, [student.studentId]);
  return dayRow(student, r.rows[0], rules, pickUp.get(student.studentId) ?? []);
}

const minutesIn = (instant: Date | null, rules: AttendanceRules) => (instant ? localOf(new Date(instant), rules.timeZone).minutes : null);

export const checkIn: Handler<typeof api.attendanceCheckIn> = async ({ db, store, session, input }) => {
  assertMayWrite(session);
  const student = await studentInScope(db, session, input.StudentId);
  const classId = inClass(student);
  const rules = await attendanceRules(db, store, student.schoolId);
  const when = whenOf(input, rules);
  await db.transaction().execute(async (trx) => {
    const existing = await lockedRecord(trx, student.studentId, when.date);
    const out = existing?.checkOutTime ? new Date(existing.checkOutTime) : null;
    if (out && when.instant > out)
      throw invalid(`Time: the check-in must not be after the check-out (${clockOf(minutesIn(out, rules) ?? 0)})`);
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

export const checkOut: Handler<typeof api.attendanceCheckOut> = async ({ db, store, session, input }) => {
  assertMayWrite(session);
  const student = await studentInScope(db, session, input.StudentId);
  const rules = await attendanceRules(db, store, student.schoolId);
  const when = whenOf(input, rules);
  await db.transaction().execute(async (trx) => {
    const existing = await lockedRecord(trx, student.studentId, when.date);
    if (!existing?.checkInTime) throw conflict(`StudentId: ${student.studentName} has not checked in on ${when.date}`);
    const arrived = new Date(existing.checkInTime);
    if (when.instant < arrived)
      throw invalid(`Time: the check-out must not be before the check-in (${clockOf(minutesIn(arrived, rules) ?? 0)})`);
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
