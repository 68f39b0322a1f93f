import { enumOptions } from '../core/resource.ts';

/** Whose face a face-library photo shows (DOMAIN §4 FaceSet). */
export const FACE_PERSON = { Child: 1, Staff: 2, PickUp: 3 } as const;
export const FACE_PERSON_OPTIONS = enumOptions([
  { value: FACE_PERSON.Child, label: { zh: '幼儿', en: 'Child', es: 'Niño' } },
  { value: FACE_PERSON.Staff, label: { zh: '教职工', en: 'Staff', es: 'Personal' } },
  { value: FACE_PERSON.PickUp, label: { zh: '授权接送人', en: 'Authorised pick-up person', es: 'Persona autorizada para recoger' } },
]);

/** A child's consent to face analysis: given (by whom, when), or revoked (its descriptors deleted). */
export const FACE_CONSENT_STATE = { Given: 1, Revoked: 2 } as const;
export const FACE_CONSENT_STATE_OPTIONS = enumOptions([
  { value: FACE_CONSENT_STATE.Given, label: { zh: '已同意', en: 'Given', es: 'Otorgado' } },
  { value: FACE_CONSENT_STATE.Revoked, label: { zh: '已撤回', en: 'Revoked', es: 'Revocado' } },
]);

/** A face-library photo's descriptor: computed when the photo was saved, or deleted with a revoked consent. */
export const DESCRIPTOR_STATE = { Computed: 1, Deleted: 2 } as const;
export const DESCRIPTOR_STATE_OPTIONS = enumOptions([
  { value: DESCRIPTOR_STATE.Computed, label: { zh: '已计算', en: 'Computed', es: 'Calculado' } },
  {
    value: DESCRIPTOR_STATE.Deleted,
    label: { zh: '已删除（同意已撤回）', en: 'Deleted (consent revoked)', es: 'Eliminado (consentimiento revocado)' },
  },
]);

/** Where an analysed snapshot came from: a classroom camera, or the face terminal at the gate. */
export const SNAPSHOT_SOURCE = { Camera: 1, Gate: 2 } as const;
export const SNAPSHOT_SOURCE_OPTIONS = enumOptions([
  { value: SNAPSHOT_SOURCE.Camera, label: { zh: '教室摄像头', en: 'Classroom camera', es: 'Cámara del aula' } },
  { value: SNAPSHOT_SOURCE.Gate, label: { zh: '门口人脸终端', en: 'Gate face terminal', es: 'Terminal facial de la entrada' } },
]);

/** What the analysis did with one face it found. */
export const FACE_OUTCOME = {
  /** An emotion of a consented child recorded (FaceEmotionDetail). */
  EmotionRecorded: 1,
  /** A known face that is not analysed: staff, a pick-up person, a child without consent. */
  NotAnalysed: 2,
  /** Nobody of the face library. */
  Unknown: 3,
  CheckedIn: 4,
  CheckedOut: 5,
  PickUpNoted: 6,
  StrangerReported: 7,
  /** A child at the gate whose day was already complete, or whose check-in was refused. */
  NoChange: 8,
} as const;
export const FACE_OUTCOME_OPTIONS = enumOptions([
  { value: FACE_OUTCOME.EmotionRecorded, label: { zh: '已记录情绪', en: 'Emotion recorded', es: 'Emoción registrada' } },
  { value: FACE_OUTCOME.NotAnalysed, label: { zh: '未分析', en: 'Not analysed', es: 'No analizado' } },
  { value: FACE_OUTCOME.Unknown, label: { zh: '未识别', en: 'Unknown', es: 'Desconocido' } },
  { value: FACE_OUTCOME.CheckedIn, label: { zh: '已入园', en: 'Checked in', es: 'Entrada registrada' } },
  { value: FACE_OUTCOME.CheckedOut, label: { zh: '已离园', en: 'Checked out', es: 'Salida registrada' } },
  { value: FACE_OUTCOME.PickUpNoted, label: { zh: '已记录接送人', en: 'Pick-up person noted', es: 'Persona que recoge anotada' } },
  { value: FACE_OUTCOME.StrangerReported, label: { zh: '已报告陌生人', en: 'Stranger reported', es: 'Desconocido notificado' } },
  { value: FACE_OUTCOME.NoChange, label: { zh: '无变化', en: 'No change', es: 'Sin cambios' } },
]);

/** The run of negative emotions a distress warning is about (EmotionGrowthAdvice is written per pattern). */
export const EMOTION_PATTERN = { Sad: 1, Angry: 2, Fearful: 3, Mixed: 4 } as const;
export const EMOTION_PATTERN_OPTIONS = enumOptions([
  { value: EMOTION_PATTERN.Sad, label: { zh: '持续难过', en: 'Mostly sad', es: 'Mayormente triste' } },
  { value: EMOTION_PATTERN.Angry, label: { zh: '持续生气', en: 'Mostly angry', es: 'Mayormente enfadado' } },
  { value: EMOTION_PATTERN.Fearful, label: { zh: '持续害怕', en: 'Mostly fearful', es: 'Mayormente asustado' } },
  { value: EMOTION_PATTERN.Mixed, label: { zh: '多种负面情绪', en: 'Mixed negative emotions', es: 'Emociones negativas mezcladas' } },
]);

/**
 * How a face is matched and when distress is raised. A descriptor matches a library photo when
 * their similarity (the model's own measure: 1 the same image, under 0.5 clearly different
 * people) reaches `matchSimilarity` and beats the best photo of anyone else by `matchMargin`;
 * otherwise the face is unknown (no one is named on a guess). Distress: over the last
 * `windowMinutes`, at least `minSightings` emotions of a child of which `negativeShare` or more
 * sad, angry or fearful; one warning per child and school day.
 */
export const FACE_RULES = {
  matchSimilarity: 0.72,
  matchMargin: 0.04,
  distress: { windowMinutes: 120, minSightings: 4, negativeShare: 0.6 },
} as const;
