import { stateField } from '../core/fields.ts';
import { defineResource } from '../core/resource.ts';
import { EMOTION_PATTERN_OPTIONS } from './constants.ts';

const adviceText = (zh: string, en: string, es: string) =>
  ({ kind: 'text', required: true, max: 2000, label: { zh, en, es }, edit: true }) as const;

/**
 * EmotionGrowthAdvice (/Root/EmotionGrowthAdvice): what the staff can do for a child whose
 * emotions stayed negative, by the pattern seen and the child's age bracket (the platform's age
 * brackets, AgeBracket), in the three languages. A distress warning carries the advice for the
 * child's age; the platform keeps the texts.
 */
export const emotionGrowthAdvice = defineResource({
  name: 'EmotionGrowthAdvice',
  title: { zh: '情绪成长建议', en: 'Emotion growth advice', es: 'Consejos de crecimiento emocional' },
  id: 'AdviceId',
  menu: 'EmotionGrowthAdvice',
  scope: 'platform',
  display: 'Title',
  sort: 'Pattern',
  card: ['Pattern', 'AgeBracketId', 'State'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    Title: {
      kind: 'string',
      required: true,
      max: 100,
      label: { zh: '标题', en: 'Title', es: 'Título' },
      list: true,
      filter: 'like',
      sort: true,
      edit: true,
    },
    Pattern: {
      kind: 'enum',
      options: EMOTION_PATTERN_OPTIONS,
      required: true,
      label: { zh: '情绪模式', en: 'Emotion pattern', es: 'Patrón emocional' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    AgeBracketId: {
      kind: 'ref',
      ref: 'AgeBracket',
      required: true,
      label: { zh: '年龄段', en: 'Age bracket', es: 'Franja de edad' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    AdviceZh: adviceText('建议（中文）', 'Advice (Chinese)', 'Consejo (chino)'),
    AdviceEn: adviceText('建议（英文）', 'Advice (English)', 'Consejo (inglés)'),
    AdviceEs: adviceText('建议（西班牙文）', 'Advice (Spanish)', 'Consejo (español)'),
    State: stateField,
  },
});
