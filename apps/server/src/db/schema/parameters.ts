// The parameters domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { Audit, Id } from './columns.ts';

/** A school's own parameters (NULL: follows the default), or with schoolId NULL the platform's defaults (migration 0009). */
export interface SchoolParameterTable extends Audit {
  schoolParameterId: Id;
  schoolId: number | null;
  /** 'HH:MM:SS' as PostgreSQL answers a time. */
  openTime: string | null;
  closeTime: string | null;
  checkInStart: string | null;
  checkInEnd: string | null;
  lateAfter: number | null;
  earlyLeaveBefore: number | null;
  temperatureThreshold: number | null;
  ratioNursery: number | null;
  ratioJunior: number | null;
  ratioMiddle: number | null;
  ratioSenior: number | null;
  billingDay: number | null;
  planDomainMinimum: number | null;
  planNoRepeatWeeks: number | null;
}

export interface ParametersTables {
  schoolParameter: SchoolParameterTable;
}
