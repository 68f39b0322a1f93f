// The alerts domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { ColumnType, Generated } from 'kysely';
import type { Audit, Def, Id, Moment } from './columns.ts';

/** A warning event of any source (0019): a daily check's fever, an overdue dose, a device's reading. */
export interface WarningEventTable {
  warningEventId: Id;
  schoolId: number;
  classId: number | null;
  studentId: number | null;
  equipmentId: number | null;
  /** WARNING_TYPE. */
  type: number;
  /** WARNING_LEVEL. */
  level: number;
  value: Def<string>;
  /** The record that raised it, 'Body:12'. */
  source: string;
  occurTime: Generated<Date>;
  /** WARNING_STATE. */
  state: Def<number>;
  handledBy: number | null;
  handledTime: Moment;
  remark: Def<string>;
  createTime: Generated<Date>;
  /** Who acknowledged it, and when (0025). */
  acknowledgedBy: number | null;
  acknowledgedTime: Moment;
  /** When the escalation job raised its level (0025); once at most. */
  escalatedTime: Moment;
  /** When its SMS went to the school's recipients, or it was found to need none (0028). */
  deliveredTime: Moment;
}

/** The platform's own settings by key (0025): `rawReadingRetentionDays`. */
export interface PlatformSettingTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updateTime: Generated<Date>;
}

// Alert rules (migration 0024).
/** The thresholds' columns, of the catalogue and of a school's configuration. */
interface ThresholdColumns {
  feverC: number | null;
  heartRateLow: number | null;
  heartRateHigh: number | null;
  batteryPercent: number | null;
  offlineMinutes: number | null;
  distressMinutes: number | null;
}

export interface WarningMessageTypeTable extends Audit, ThresholdColumns {
  warningMessageTypeId: Id;
  /** WARNING_TYPE. */
  type: number;
  defaultLevel: number;
  description: Def<string>;
}

export interface MessageConfigTable extends Audit, ThresholdColumns {
  messageConfigId: Id;
  schoolId: number;
  type: number;
  enabled: Def<boolean>;
  level: number | null;
  recipientPosts: Def<string[]>;
  channels: Def<string[]>;
  quietFrom: Def<string>;
  quietTo: Def<string>;
  escalateMinutes: number | null;
}

export interface MessageConfigTeacherTable {
  messageConfigId: number;
  teacherId: number;
}

export interface AlertsTables {
  warningEvent: WarningEventTable;
  platformSetting: PlatformSettingTable;
  warningMessageType: WarningMessageTypeTable;
  messageConfig: MessageConfigTable;
  messageConfigTeacher: MessageConfigTeacherTable;
}
