// The curriculum domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { ColumnType } from 'kysely';
import type { Audit, Def, Id } from './columns.ts';

/** Course planning (0042). */
export interface AbilityActivityTable extends Audit {
  activityId: Id;
  schoolId: number | null;
  titleZh: string;
  titleEn: string;
  titleEs: string;
  domain: string;
  ageBracket: string;
  linkedGoals: string[];
  goals: Def<string>;
  materials: Def<string>;
  steps: Def<string>;
  media: Def<string>;
}

export interface WeeklyTemplateTable extends Audit {
  templateId: Id;
  schoolId: number;
  grade: string;
  cells: ColumnType<unknown[], string, string>;
}

export interface WeeklyPlanTable extends Audit {
  planId: Id;
  schoolId: number;
  classId: number;
  weekStart: ColumnType<string, string, string>;
  version: Def<number>;
  state: Def<number>;
  cells: ColumnType<unknown[], string, string>;
  publishTime: Date | null;
  publishBy: number | null;
}

export interface WeeklyPlanActivityTable {
  planId: number;
  classId: number;
  weekStart: ColumnType<string, string, string>;
  activityId: number;
}

export interface CurriculumTables {
  abilityActivity: AbilityActivityTable;
  abilityActivityLibrary: AbilityActivityTable;
  weeklyTemplate: WeeklyTemplateTable;
  weeklyPlan: WeeklyPlanTable;
  weeklyPlanActivity: WeeklyPlanActivityTable;
}
