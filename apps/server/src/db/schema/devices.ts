// The devices domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { ColumnType, Generated } from 'kysely';
import type { Audit, Def, Id, Moment, Stamp } from './columns.ts';

/** A school's smart settings (0027): one row per school, made with it; times 'HH:mm'. */
export interface ParkSettingTable extends Audit {
  parkSettingId: Id;
  schoolId: number;
  liveVideoStart: Def<string>;
  liveVideoEnd: Def<string>;
  faceEmotionEnabled: Def<boolean>;
  speechAnalysisEnabled: Def<boolean>;
  cameraAnalysisStart: Def<string>;
  cameraAnalysisEnd: Def<string>;
}

/** A school's camera-cloud account (0027): the secret as the field cipher seals it ('v1:…'). */
export interface CloudAccountTable extends Audit {
  cloudAccountId: Id;
  schoolId: number;
  vendor: number;
  appKey: string;
  appSecret: string;
  endpoint: string;
  state: Def<number>;
  remark: Def<string>;
}

/** A camera's clip (0027): its file under the school's folder of clips; expiresAt kept by a trigger. */
export interface VideoRecordTable extends Audit {
  videoRecordId: Id;
  schoolId: number;
  classId: number | null;
  cameraId: number;
  cameraName: string;
  startTime: Date | string;
  endTime: Date | string;
  storagePath: string;
  tag: Def<string>;
  retentionDays: number;
  expiresAt: ColumnType<Date, undefined, never>;
}

/** The file of a clip deleted through the console, for the next sweep to delete (0027). */
export interface VideoFileTrashTable {
  schoolId: number;
  storagePath: string;
  deletedTime: Stamp;
}

// Smart devices (migration 0024); their alert rules are in alerts.ts.
export interface EquipmentTable extends Audit {
  equipmentId: Id;
  schoolId: number;
  serialNo: string;
  /** EQUIPMENT_TYPE. */
  type: number;
  model: Def<string>;
  location: Def<string>;
  classId: number | null;
  /** BOUND_TYPE; with boundId, both or neither. */
  boundType: number | null;
  boundId: number | null;
  /** EQUIPMENT_STATE. */
  state: Def<number>;
  lastSeenTime: Moment;
  battery: number | null;
  firmware: Def<string>;
  /** SHA-256 (hex) of the device's secret. */
  secretHash: string;
  streamUrl: Def<string>;
  analysisEnabled: Def<boolean>;
  analysisFrom: Def<string>;
  analysisTo: Def<string>;
  remark: Def<string>;
  /** Since when the battery has been at or below its school's threshold (the sweep's LowBattery episode). */
  lowBatterySince: Moment;
}

export interface EquipmentReadingTable {
  equipmentReadingId: Id;
  equipmentId: number;
  schoolId: number;
  readTime: ColumnType<Date, Date | string, Date | string>;
  payload: ColumnType<Record<string, unknown>, string, string>;
}

export interface EquipmentStateChangeTable {
  equipmentStateChangeId: Id;
  equipmentId: number;
  schoolId: number;
  fromState: number;
  toState: number;
  /** STATE_CHANGE_REASON. */
  reason: number;
  changeTime: Generated<Date>;
}

export interface RadarReadingTable {
  radarId: Id;
  schoolId: number;
  classId: number | null;
  equipmentId: number;
  studentId: number | null;
  recordTime: ColumnType<Date, Date | string, Date | string>;
  presence: boolean | null;
  breathingRate: number | null;
  fall: Def<boolean>;
}

export interface TelemetryCounterTable {
  day: string;
  schoolId: number;
  reason: string;
  count: Def<number>;
}

export interface DevicesTables {
  parkSetting: ParkSettingTable;
  cloudAccount: CloudAccountTable;
  videoRecord: VideoRecordTable;
  videoFileTrash: VideoFileTrashTable;
  equipment: EquipmentTable;
  equipmentReading: EquipmentReadingTable;
  equipmentStateChange: EquipmentStateChangeTable;
  radarReading: RadarReadingTable;
  telemetryCounter: TelemetryCounterTable;
}
