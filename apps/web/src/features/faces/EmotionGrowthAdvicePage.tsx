import { emotionGrowthAdvice } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** /Root/EmotionGrowthAdvice: the advice a distress warning carries, by emotion pattern and age bracket, in zh, en and es. */
export default function EmotionGrowthAdvicePage() {
  return <ResourcePage def={emotionGrowthAdvice} addDefaults={{ State: 0 }} />;
}
