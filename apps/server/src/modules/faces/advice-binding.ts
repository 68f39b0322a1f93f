import type { emotionGrowthAdvice } from '@kc/contract';
import type { ResourceBinding } from '../../resource/index.ts';

/** EmotionGrowthAdvice on emotion_growth_advice: the platform's texts, one per pattern and age bracket. */
export const emotionGrowthAdviceBinding: ResourceBinding<typeof emotionGrowthAdvice> = {
  table: 'emotionGrowthAdvice',
  unique: { emotion_growth_advice_key: { fields: ['Pattern', 'AgeBracketId'], message: 'unique.emotionAdvice' } },
};
