// The faces domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { Audit, Def, Id } from './columns.ts';

/** Faces (migration 0026): consents, the face library, analysed snapshots, advice and distress. */
export interface FaceConsentTable extends Audit {
  faceConsentId: Id;
  schoolId: number;
  studentId: number;
  givenBy: string;
  givenTime: Date | string;
  /** FACE_CONSENT_STATE. */
  state: Def<number>;
  revokedTime: Date | string | null;
  revokedBy: number | null;
  remark: Def<string>;
}

export interface FaceSetTable extends Audit {
  faceSetId: Id;
  schoolId: number;
  /** FACE_PERSON. */
  personType: number;
  studentId: number | null;
  teacherId: number | null;
  personName: Def<string>;
  photo: string;
  /** Float32 values; NULL once the consent is revoked. */
  descriptor: Buffer | null;
  /** DESCRIPTOR_STATE. */
  descriptorState: Def<number>;
  faceScore: number | null;
  state: Def<number>;
  remark: Def<string>;
}

export interface FaceSnapshotTable extends Audit {
  faceSnapshotId: Id;
  schoolId: number;
  classId: number | null;
  /** SNAPSHOT_SOURCE. */
  source: number;
  captureTime: Def<Date | string>;
  image: string;
  faces: Def<number>;
  recognised: Def<number>;
  emotionsRecorded: Def<number>;
  analysisMs: Def<number>;
  modelMs: Def<number>;
}

export interface FaceSnapshotFaceTable {
  faceSnapshotId: number;
  seq: number;
  box: number[];
  score: number;
  emotion: number | null;
  confidence: number | null;
  personType: number | null;
  faceSetId: number | null;
  studentId: number | null;
  personName: Def<string>;
  similarity: number | null;
  /** FACE_OUTCOME. */
  outcome: number;
}

export interface EmotionGrowthAdviceTable extends Audit {
  adviceId: Id;
  title: string;
  /** EMOTION_PATTERN. */
  pattern: number;
  ageBracketId: number;
  adviceZh: string;
  adviceEn: string;
  adviceEs: string;
  state: Def<number>;
}

export interface EmotionDistressTable {
  distressId: Id;
  schoolId: number;
  classId: number | null;
  studentId: number;
  day: string;
  pattern: number;
  negativeShare: number;
  sightings: number;
  adviceId: number | null;
  warningEventId: number | null;
  createTime: Def<Date | string>;
}

export interface FacesTables {
  faceConsent: FaceConsentTable;
  faceSet: FaceSetTable;
  faceSnapshot: FaceSnapshotTable;
  faceSnapshotFace: FaceSnapshotFaceTable;
  emotionGrowthAdvice: EmotionGrowthAdviceTable;
  emotionDistress: EmotionDistressTable;
}
