// The growth domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { Audit, Def, Id, LocalDate } from './columns.ts';

/** Growth (Hw): WHO figures computed at write time (modules/growth/who.ts); null where WHO has no table. */
export interface GrowthMeasureTable extends Audit {
  hwId: Id;
  schoolId: number;
  classId: number | null;
  studentId: number;
  measureDate: LocalDate;
  ageDays: number;
  ageMonths: number;
  height: number;
  weight: number;
  bmi: number;
  weightForAgeZ: number | null;
  weightForAgePercentile: number | null;
  weightForAgeCategory: number | null;
  heightForAgeZ: number | null;
  heightForAgePercentile: number | null;
  heightForAgeCategory: number | null;
  weightForHeightZ: number | null;
  weightForHeightPercentile: number | null;
  weightForHeightCategory: number | null;
  bmiForAgeZ: number | null;
  bmiForAgePercentile: number | null;
  bmiForAgeCategory: number | null;
  remark: Def<string>;
}

export interface GrowthTables {
  growthMeasure: GrowthMeasureTable;
}
