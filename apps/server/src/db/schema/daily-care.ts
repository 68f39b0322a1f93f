// The daily-care domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { ColumnType } from 'kysely';
import type { Audit, Def, Id, LocalDate, Moment } from './columns.ts';

/** Daily care (0020): the school and class the child was in that day, the school's local date. */
interface CareRecord extends Audit {
  schoolId: number;
  classId: number | null;
  studentId: number;
  date: LocalDate;
}

export interface BodyCheckTable extends CareRecord {
  bodyId: Id;
  /** BODY_CHECK. */
  checkKind: number;
  temperature: ColumnType<number, number, number>;
  mouth: Def<number>;
  hands: Def<number>;
  eyes: Def<number>;
  skin: Def<number>;
  spirit: Def<number>;
  symptoms: Def<string[]>;
  /** BODY_ACTION. */
  action: Def<number>;
  note: Def<string>;
  checkedBy: number | null;
}

export interface InfraredReadingTable extends CareRecord {
  infraredId: Id;
  equipmentId: number | null;
  measureTime: ColumnType<Date, Date | string, Date | string>;
  value: ColumnType<number, number, number>;
  abnormal: Def<boolean>;
  source: Def<number>;
  note: Def<string>;
}

export interface HygieneRecordTable extends CareRecord {
  hygieneId: Id;
  kind: number;
  recordTime: ColumnType<Date, Date | string, Date | string>;
  amount: number | null;
  note: Def<string>;
  source: Def<number>;
  /** The diaper sensor that sent it (migration 0024). */
  equipmentId: Def<number | null>;
}

export interface SleepRecordTable extends CareRecord {
  sleepRecordId: Id;
  startTime: ColumnType<Date, Date | string, Date | string>;
  endTime: Moment;
  quality: number;
  note: Def<string>;
  source: Def<number>;
  /** The bracelet that reported the nap (0028); null for one entered by hand. */
  equipmentId: Def<number | null>;
}

export interface BehaviourRecordTable extends CareRecord {
  actionId: Id;
  recordTime: ColumnType<Date, Date | string, Date | string>;
  category: number;
  description: string;
  observer: Def<string>;
}

export interface DailyCareTables {
  bodyCheck: BodyCheckTable;
  infraredReading: InfraredReadingTable;
  hygieneRecord: HygieneRecordTable;
  sleepRecord: SleepRecordTable;
  behaviourRecord: BehaviourRecordTable;
}
