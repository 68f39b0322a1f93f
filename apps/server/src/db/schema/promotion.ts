// The promotion domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { ColumnType } from 'kysely';
import type { Audit, Def, Id } from './columns.ts';

/** A school's home page (0030): one per school, made with it; photos and features one a line. */
export interface MySchoolTable extends Audit {
  mySchoolId: Id;
  schoolId: number;
  published: Def<boolean>;
  intro: Def<string>;
  photos: Def<string>;
  features: Def<string>;
  enrolmentNotice: Def<string>;
  address: Def<string>;
  /** numeric: answered as a number (db/index.ts NUMERIC parser). */
  latitude: ColumnType<number | null, number | null | undefined, number | null>;
  longitude: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The staff a home page shows (0030). */
export interface MySchoolTeacherTable {
  mySchoolId: number;
  teacherId: number;
}

/** An offline promotion code (0030): unique within its school; scans counted by the scan route. */
export interface ExtendCodeTable extends Audit {
  extendCodeId: Id;
  schoolId: number;
  code: string;
  channel: number;
  ownerId: number | null;
  startDate: string;
  endDate: string;
  state: Def<number>;
  scans: Def<number>;
  remark: Def<string>;
}

/** An enrolment script (0030). */
export interface RecruitTable extends Audit {
  recruitId: Id;
  schoolId: number;
  question: string;
  answer: string;
  category: number;
  sort: Def<number>;
}

/** A marketing messaging-app group (0030). */
export interface BizWeixinGroupTable extends Audit {
  bizWeixinGroupId: Id;
  schoolId: number;
  groupName: string;
  qrImage: Def<string>;
  ownerId: number | null;
  memberCount: Def<number>;
  linkedTo: Def<string>;
  state: Def<number>;
  remark: Def<string>;
}

export interface PromotionTables {
  mySchool: MySchoolTable;
  mySchoolTeacher: MySchoolTeacherTable;
  extendCode: ExtendCodeTable;
  recruit: RecruitTable;
  bizWeixinGroup: BizWeixinGroupTable;
}
