import { defineResource, enumOptions } from '../core/resource.ts';
import { childLogFields, recordTimeField } from './fields.ts';

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

/**
 * FaceEmotionDetail (emotion log): one emotion seen on a child's face at a moment, with the
 * analysis' confidence and the snapshot. Camera analysis writes them in the smart-centre issue;
 * staff may note one by hand now. FaceEmotionDetail/DailyDistribution counts them per child and day.
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
    ...childLogFields,
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
    Snapshot: { kind: 'string', max: 500, label: { zh: '抓拍图', en: 'Snapshot', es: 'Instantánea' }, edit: true, excel: false },
  },
});
