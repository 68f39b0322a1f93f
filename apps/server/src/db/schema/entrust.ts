// The entrust domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { Audit, Def, Id, LocalDate, Moment } from './columns.ts';

/** A parent's instruction (0023): medicine, pick-up by another person, special care, other. */
export interface ParentEntrustTable extends Audit {
  parentEntrustId: Id;
  schoolId: number;
  classId: number | null;
  studentId: number;
  /** ENTRUST_KIND. */
  kind: number;
  startDate: LocalDate;
  endDate: LocalDate;
  details: Def<string>;
  medicineName: Def<string>;
  dose: Def<string>;
  /** 'HH:MM' of each dose a day. */
  doseTimes: Def<string[]>;
  photo: Def<string>;
  /** ENTRUST_STATE. */
  state: Def<number>;
  confirmBy: number | null;
  confirmTime: Moment;
  confirmRemark: Def<string>;
}

/** One dose of a medicine instruction as given (0023). */
export interface MedicineFeedingTable extends Audit {
  medicineFeedingId: Id;
  parentEntrustId: number;
  schoolId: number;
  classId: number | null;
  studentId: number;
  dueDate: LocalDate;
  dueTime: string;
  dose: string;
  fedBy: number | null;
  fedTime: Date | string;
  late: Def<boolean>;
  photo: Def<string>;
  remark: Def<string>;
}

export interface EntrustTables {
  parentEntrust: ParentEntrustTable;
  medicineFeeding: MedicineFeedingTable;
}
