// The attendance domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { Audit, Def, Id, LocalDate, Moment, Temperature } from './columns.ts';

export interface AttendanceTable extends Audit {
  attendanceId: Id;
  /** The school and class the child was in that day. */
  schoolId: number;
  classId: number | null;
  studentId: number;
  /** The school's local date. */
  date: LocalDate;
  /** ATTENDANCE_STATUS. */
  status: number;
  checkInTime: Moment;
  checkInMethod: number | null;
  entryTemperature: Temperature;
  checkOutTime: Moment;
  checkOutMethod: number | null;
  pickUpPerson: Def<string>;
  leaveId: number | null;
  remark: Def<string>;
}

export interface AttendanceTables {
  attendance: AttendanceTable;
}
