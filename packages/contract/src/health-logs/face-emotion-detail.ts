import { childRecordFields } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';
import { recordTimeField } from './fields.ts';

/** The emotions a face analysis tells apart (DOMAIN §3 FaceEmotionDetail). */
export const EMOTION = { Happy: 1, Neutral: 2, Sad: 3, Angry: 4, Surprised: 5, Fearful: 6 } as const;
export const EMOTION_OPTIONS = enumOptions([
  { value: EMOTION.Happy, label: { zh: '开心', en: 'Happy', es: 'Alegre' } },
  { value: EMOTION.Neutral, label: { zh: '平静', en: 'Neutral', es: 'Neutral' } },
  { value: EMOTION.Sad, label: { zh: '难过', en: 'Sad', es: 'Triste' } },
  { value: EMOTION.Angry, label: { zh: '生气', en: 'Angry', es: 'Enfadado' } },
  { value: EMOTION.Surprised, label: { zh: '惊讶', en: 'Surprised', es: 'Sorprendido' } },
  { value: EMOTION.Fearful, label: { zh: '害怕', en: 'Fearful', es: 'Asustado' } },
]);

/** Who noted an emotion: staff by hand, or the classroom camera's analysis (faces domain). */
export const EMOTION_SOURCE = { Manual: 1, Camera: 2 } as const;
export const EMOTION_SOURCE_OPTIONS = enumOptions([
  { value: EMOTION_SOURCE.Manual, label: { zh: '手动记录', en: 'By hand', es: 'A mano' } },
  { value: EMOTION_SOURCE.Camera, label: { zh: '摄像头分析', en: 'Camera analysis', es: 'Análisis de cámara' } },
]);

/**
 * FaceEmotionDetail (emotion log): one emotion seen on a child's face at a moment, with the
 * analysis' confidence and the snapshot. The classroom cameras' analysis writes them (Source
 * camera, faces domain: FaceEmotion/Analyse); staff may note one by hand. FaceEmotionDetail/DailyDistribution counts them per child and day.
 */
export const faceEmotionDetail = defineResource({
  name: 'FaceEmotionDetail',
  title: { zh: '情绪日志', en: 'Emotion log', es: 'Registro de emociones' },
  id: 'FaceEmotionDetailId',
  menu: 'FaceEmotionDetail',
  scope: 'class',
  display: 'StudentName',
  sort: '-CaptureTime',
  card: ['CaptureTime', 'Emotion', 'Confidence'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    ...childRecordFields,
    CaptureTime: { ...recordTimeField, label: { zh: '抓拍时间', en: 'Captured at', es: 'Capturado el' } },
    Emotion: {
      kind: 'enum',
      options: EMOTION_OPTIONS,
      required: true,
      label: { zh: '情绪', en: 'Emotion', es: 'Emoción' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    Confidence: {
      kind: 'decimal',
      scale: 2,
      min: 0,
      max: 1,
      label: { zh: '置信度', en: 'Confidence', es: 'Confianza' },
      list: true,
      sort: true,
      edit: true,
    },
    Source: {
      kind: 'enum',
      options: EMOTION_SOURCE_OPTIONS,
      readOnly: true,
      label: { zh: '来源', en: 'Source', es: 'Origen' },
      list: true,
      filter: 'eq',
    },
    Snapshot: { kind: 'string', max: 500, label: { zh: '抓拍图', en: 'Snapshot', es: 'Instantánea' }, edit: true, excel: false },
  },
});
