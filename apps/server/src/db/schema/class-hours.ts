// The class-hours domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { ColumnType } from 'kysely';
import type { Audit, Def, Id, Stamp } from './columns.ts';

/** A session of an hour-based course (0032). */
export interface ClassPeriodTable extends Audit {
  classPeriodId: Id;
  schoolId: number;
  classId: number;
  courseName: string;
  periodDate: ColumnType<string, string, string>;
  startClock: string;
  endClock: string;
  teacherId: number | null;
  remark: Def<string>;
}

/** A child's sign-in to a session (0032): hours 1 while signed in, on contract_id. */
export interface ClassPeriodSigninTable extends Audit {
  classPeriodSigninId: Id;
  schoolId: number;
  classId: number | null;
  classPeriodId: number;
  studentId: number;
  contractId: number | null;
  state: number;
  hours: Def<number>;
  signinTime: Stamp;
}

export interface ClassHoursTables {
  classPeriod: ClassPeriodTable;
  classPeriodSignin: ClassPeriodSigninTable;
}
