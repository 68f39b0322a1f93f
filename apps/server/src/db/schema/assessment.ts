// The assessment domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { ColumnType, Generated } from 'kysely';
import type { Audit, Def, Id } from './columns.ts';

/** A school's copy of one goal of the development framework for one age bracket (0040, assessment). */
export interface IndicatorTable extends Audit {
  indicatorId: Id;
  schoolId: number;
  domain: string;
  code: string;
  ageBracket: string;
  sortOrder: Def<number>;
  state: Def<number>;
  /** 0041: the library indicator it was copied from, and its wording. */
  libId: number | null;
  nameZh: Def<string>;
  nameEn: Def<string>;
  nameEs: Def<string>;
}

/** One observation of one child on one indicator, level 1–5 (0040, assessment). */
export interface AbilityScoreRecordTable extends Audit {
  recordId: Id;
  schoolId: number;
  classId: number;
  studentId: number;
  indicatorId: number;
  level: number;
  observedOn: ColumnType<string, string, string>;
  observerId: number | null;
  note: Def<string>;
  photo: Def<string>;
}

/** A goal of the development framework by code, with its sub-domain's and its own names (0041, assessment). */
export interface AbilityGoalTable {
  code: string;
  domain: string;
  subNameZh: string;
  subNameEn: string;
  subNameEs: string;
  nameZh: string;
  nameEn: string;
  nameEs: string;
}

/** The system indicator library: one goal's indicator for one age bracket (0041, assessment). */
export interface IndicatorLibTable extends Audit {
  libId: Id;
  code: string;
  ageBracket: string;
  nameZh: string;
  nameEn: string;
  nameEs: string;
  sortOrder: Def<number>;
  state: Def<number>;
}

/** A library indicator's description of one level 1–5 (0041, assessment). */
export interface AbilityDescribeTable extends Audit {
  describeId: Id;
  libId: number;
  level: number;
  describeZh: string;
  describeEn: string;
  describeEs: string;
}

/** A school indicator's description of one level 1–5 (0041, assessment). */
export interface IndicatorLevelTable {
  indicatorId: number;
  schoolId: number;
  level: number;
  describeZh: string;
  describeEn: string;
  describeEs: string;
  updateTime: Generated<Date>;
  updateBy: number | null;
}

export interface AssessmentTables {
  indicator: IndicatorTable;
  abilityScoreRecord: AbilityScoreRecordTable;
  abilityGoal: AbilityGoalTable;
  indicatorLib: IndicatorLibTable;
  abilityDescribe: AbilityDescribeTable;
  indicatorLevel: IndicatorLevelTable;
}
