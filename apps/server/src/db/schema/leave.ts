// The leave domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { Audit, Def, Id, LocalDate, Moment } from './columns.ts';

export interface StudentLeaveTable extends Audit {
  leaveId: Id;
  schoolId: number;
  classId: number | null;
  studentId: number;
  kind: number;
  startDate: LocalDate;
  endDate: LocalDate;
  reason: Def<string>;
  symptoms: Def<string[]>;
  /** LEAVE_STATE. */
  state: Def<number>;
  source: Def<number>;
  auditBy: number | null;
  auditTime: Moment;
  auditRemark: Def<string>;
}

export interface LeaveTables {
  studentLeave: StudentLeaveTable;
}
