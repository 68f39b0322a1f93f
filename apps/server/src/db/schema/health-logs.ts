// The health-logs domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { Audit, Def, Id, Stamp, Temperature } from './columns.ts';

export interface BraceletDataTable extends Audit {
  braceletDataId: Id;
  schoolId: number;
  classId: number | null;
  studentId: number;
  recordTime: Date | string;
  deviceSerial: Def<string>;
  heartRate: number | null;
  steps: number | null;
  skinTemperature: Temperature;
  battery: number | null;
  worn: Def<boolean>;
  /** The device that sent it (migration 0024); null when entered by hand. */
  equipmentId: Def<number | null>;
}

export interface SpeechRecordTable extends Audit {
  speechRecordId: Id;
  schoolId: number;
  classId: number;
  teacherId: number | null;
  recordTime: Date | string;
  durationSeconds: number;
  wordCount: number | null;
  teacherShare: number | null;
  childShare: number | null;
  vocabularyRichness: number | null;
  transcript: Def<string>;
  /** The speech settings revision its words were counted with (0027); null: figures as given. */
  settingsRevision: number | null;
}

export interface FaceEmotionDetailTable extends Audit {
  faceEmotionDetailId: Id;
  schoolId: number;
  classId: number | null;
  studentId: number;
  captureTime: Date | string;
  /** EMOTION. */
  emotion: number;
  confidence: number | null;
  snapshot: Def<string>;
  /** EMOTION_SOURCE (migration 0026). */
  source: Def<number>;
  faceSnapshotId: number | null;
}

/** A teacher's voice print (0027). */
export interface VoicePrintTable extends Audit {
  voicePrintId: Id;
  schoolId: number;
  teacherId: number;
  audioPath: string;
  registerTime: Stamp;
  state: Def<number>;
  remark: Def<string>;
}

/** One revision of the speech metrics' settings (0027): the latest is in force. */
export interface SpeechAnalysisSettingTable {
  revision: number;
  richnessWindow: number;
  minWordLength: number;
  stopWords: string[];
  teacherShareMax: number;
  childShareMin: number;
  createTime: Stamp;
  createBy: number | null;
}

export interface HealthLogsTables {
  braceletData: BraceletDataTable;
  speechRecord: SpeechRecordTable;
  faceEmotionDetail: FaceEmotionDetailTable;
  voicePrint: VoicePrintTable;
  speechAnalysisSetting: SpeechAnalysisSettingTable;
}
