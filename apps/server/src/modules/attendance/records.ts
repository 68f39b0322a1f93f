import { type api, type OutputOf, STUDENT_STATUS } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import { type Frag, q } from '../../db/frag.ts';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../../lib/errors.ts';
import { type AttendanceRules, isFever } from './rules.ts';
import type { StudentFacts } from './scope.ts';

// The register's records: the roster of a class over a range, a record's columns and a child's
// day as the register answers it. Read by every register call.
type Tx = Kysely<Database>;
export type DayRow = OutputOf<typeof api.attendanceDay>['Children'][number];

/** Children who come to school: on trial or enrolled (suspended, graduated and withdrawn ones do not). */
export const ATTENDING = [STUDENT_STATUS.Trial, STUDENT_STATUS.Enrolled];

export const iso = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());

/**
 * The children of a class's register over a range: those in the class now (coming to school,
 * enrolled by the range's end) and those whose ids `recorded` selects (recorded in the class
 * during the range, moved out since), looked up by id rather than hash-joined with every
 * student of the network.
 */
export function roster(classId: number, to: string, recorded: Frag): Frag {
  return q`
    SELECT s.student_id AS "studentId", s.student_name AS "studentName" FROM student s
    WHERE s.class_id = ${classId} AND s.state = 0 AND s.status = ANY(${ATTENDING}::int[]) AND (s.enrol_date IS NULL OR s.enrol_date <= ${to})
    UNION
    SELECT s.student_id, s.student_name FROM student s WHERE s.student_id = ANY(ARRAY(${recorded}))`;
}

/** The ids of the children recorded in a class over a range, from the (class, date) index. */
export const recordedIn = (classId: number, from: string, to: string): Frag =>
  q`SELECT DISTINCT a.student_id FROM attendance a WHERE a.class_id = ${classId} AND a.date BETWEEN ${from} AND ${to}`;

export interface AttendanceRecord {
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

export const dayRow = (
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
export const RECORD_COLUMNS = sql`a.attendance_id, a.status, a.check_in_time, a.check_out_time, a.check_in_method,
  a.check_out_method, a.pick_up_person, a.entry_temperature, a.leave_id`;

/** The family members allowed to pick each child up, primary contacts first. */
export async function pickUpPeople(db: Tx, studentIds: number[]): Promise<Map<number, string[]>> {
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

/** The class a child is recorded in: the one they are in now (refused when none). */
export function inClass(student: StudentFacts): number {
  if (student.classId == null) throw invalid('attendance.noClass', { name: student.studentName }, 'StudentId');
  return student.classId;
}

/** A child's day as the register answers it after a change. */
export async function answerDay(db: Tx, student: StudentFacts, date: string, rules: AttendanceRules): Promise<DayRow> {
  const r =
    await sql<AttendanceRecord>`SELECT ${RECORD_COLUMNS} FROM attendance a WHERE a.student_id = ${student.studentId} AND a.date = ${date}`.execute(
      db,
    );
  const pickUp = await pickUpPeople(db, [student.studentId]);
  return dayRow(student, r.rows[0], rules, pickUp.get(student.studentId) ?? []);
}
