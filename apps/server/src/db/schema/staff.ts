// The staff domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { ColumnType } from 'kysely';
import type { Audit, Def, Id, LocalDate, Moment, Temperature } from './columns.ts';

export interface TeacherTable extends Audit {
  teacherId: Id;
  schoolId: number;
  name: string;
  mobile: string;
  gender: Def<number>;
  post: Def<number>;
  entryDate: ColumnType<Date | null, string | null | undefined, string | null>;
  status: Def<number>;
  sysUserId: number | null;
  state: Def<number>;
  teacherCertNo: Def<string>;
  healthCertExpire: ColumnType<string | null, string | null | undefined, string | null>;
  avatar: Def<string>;
  braceletId: Def<string>;
  /** Assigned on the first Teacher/GetPromoCode, then stable. */
  promoCode: string | null;
}

export interface ClassTeacherTable {
  classId: number;
  teacherId: number;
}

/** A staff member's change (0011): post, classes, leave, back to duty, resignation. */
export interface TeacherChangeTable extends Audit {
  teacherChangeId: Id;
  schoolId: number;
  teacherId: number;
  kind: number;
  changeDate: ColumnType<string, string, string>;
  fromPost: number;
  post: number;
  fromClasses: Def<string>;
  fromStatus: number;
  status: number;
  reason: Def<string>;
}

export interface TeacherChangeClassTable {
  teacherChangeId: number;
  classId: number;
}

export interface TeacherCheckInTable extends Audit {
  teacherCheckInId: Id;
  schoolId: number;
  teacherId: number;
  date: LocalDate;
  status: number;
  checkInTime: Moment;
  checkOutTime: Moment;
  method: number | null;
  temperature: Temperature;
  remark: Def<string>;
}

export interface StaffTables {
  teacher: TeacherTable;
  classTeacher: ClassTeacherTable;
  teacherChange: TeacherChangeTable;
  teacherChangeClass: TeacherChangeClassTable;
  teacherCheckIn: TeacherCheckInTable;
}
