// The enrolment domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { ColumnType, Generated } from 'kysely';
import type { Audit, Def, Id, Stamp } from './columns.ts';

/** A lead of a school (0029): one per mobile in a school. */
export interface CustomerTable extends Audit {
  customerId: Id;
  schoolId: number;
  childName: string;
  /** name_grams(child_name), generated. */
  childNameGrams: Generated<string[]>;
  childBirthday: ColumnType<string | null, string | null | undefined, string | null>;
  gender: Def<number>;
  parentName: Def<string>;
  mobile: string;
  /** CUSTOMER_SOURCE. */
  source: number;
  /** CUSTOMER_STAGE. */
  stage: Def<number>;
  lostReason: Def<string>;
  ownerId: number | null;
  nextFollowTime: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  tags: Def<string[]>;
  intendedGrade: string | null;
  intendedStartDate: ColumnType<string | null, string | null | undefined, string | null>;
  /** The promotion code the lead came with. */
  extendCode: string | null;
  subscribeId: number | null;
  /** The child the lead became (Customer/Sign). */
  studentId: number | null;
  /** When the stage last changed. */
  stageTime: Stamp;
  remark: Def<string>;
}

export interface CustomerGramTable {
  gram: string;
  schoolId: number;
  id: number;
}

export interface FollowRecordTable extends Audit {
  followRecordId: Id;
  schoolId: number;
  customerId: number;
  followTime: Stamp;
  method: number;
  content: string;
  nextStep: Def<string>;
  nextFollowTime: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface CustomerContactTable extends Audit {
  customerContactId: Id;
  schoolId: number;
  customerId: number;
  name: string;
  relation: Def<number>;
  mobile: string;
  isDefault: Def<boolean>;
  remark: Def<string>;
}

export interface CustomerForwardTable extends Audit {
  customerForwardId: Id;
  schoolId: number;
  customerId: number;
  fromOwnerId: number | null;
  toOwnerId: number | null;
  reason: string;
  forwardTime: Stamp;
}

/** An appointment request from the public form (0029). */
export interface SubscribeTable extends Audit {
  subscribeId: Id;
  schoolId: number;
  name: string;
  mobile: string;
  /** The child's name (0037; '' on requests sent before). */
  childName: Def<string>;
  childAge: number | null;
  preferredTime: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  message: Def<string>;
  /** SUBSCRIBE_STATE. */
  state: Def<number>;
  extendCode: string | null;
  customerId: number | null;
  ip: Def<string>;
}

export interface EnrolmentTables {
  customer: CustomerTable;
  customerGram: CustomerGramTable;
  followRecord: FollowRecordTable;
  customerContact: CustomerContactTable;
  customerForward: CustomerForwardTable;
  subscribe: SubscribeTable;
}
