// The visitors domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { ColumnType } from 'kysely';
import type { Audit, Def, Id } from './columns.ts';

export interface VisitTable extends Audit {
  visitId: Id;
  schoolId: number;
  visitorName: string;
  mobile: string;
  reason: string;
  hostName: Def<string>;
  visitTime: ColumnType<Date, Date | string, Date | string>;
  leaveTime: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** °C, numeric(3,1): answered as a number (db/index.ts NUMERIC parser). */
  temperature: ColumnType<number | null, number | null | undefined, number | null>;
  state: Def<number>;
  remark: Def<string>;
}

export interface VisitorsTables {
  visit: VisitTable;
}
