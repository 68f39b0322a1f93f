// The schools domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { ColumnType } from 'kysely';
import type { Audit, Def, Id } from './columns.ts';

export interface SchoolTable extends Audit {
  schoolId: Id;
  schoolName: string;
  shortName: Def<string>;
  logo: Def<string>;
  provinceCode: string | null;
  cityCode: string | null;
  districtCode: string | null;
  address: Def<string>;
  phone: Def<string>;
  principalName: Def<string>;
  schoolType: Def<number>;
  capacity: Def<number>;
  licenseNo: Def<string>;
  agentId: number | null;
  schoolContractType: Def<number>;
  schoolContractId: number | null;
  openDate: ColumnType<Date | null, string | null | undefined, string | null>;
  state: Def<number>;
  /** IANA zone of the school's local dates (migration 0010; default Asia/Shanghai). */
  timeZone: Def<string>;
}

export interface SchoolsTables {
  school: SchoolTable;
}
