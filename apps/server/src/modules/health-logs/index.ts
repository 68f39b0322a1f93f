import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { emotionDistribution } from './emotion-distribution.ts';
import { braceletDataBinding, faceEmotionDetailBinding, speechRecordBinding } from './health-logs-binding.ts';
import { speechAnalysis } from './speech-analysis.ts';
import { speechSettings, speechSettingsUpdate } from './speech-settings.ts';
import { healthTimeline } from './timeline/index.ts';
import { voicePrintBinding } from './voice-print.ts';

/** Device logs of daily care, by hand until the smart centre sends them. */
export const healthLogsBindings = {
  BraceletData: braceletDataBinding,
  FaceEmotionDetail: faceEmotionDetailBinding,
  SpeechRecord: speechRecordBinding,
  VoicePrint: voicePrintBinding,
} satisfies Partial<ResourceBindings>;

/** The emotions' daily distribution, the speech analysis and its settings, and the child's health timeline. */
export const healthLogsModule: Module = (r) => {
  r.handle(api.faceEmotionDistribution, emotionDistribution);
  r.handle(api.speechAnalysis, speechAnalysis);
  r.handle(api.studentHealthTimeline, healthTimeline);
  r.handle(api.speechSettings, speechSettings);
  r.handle(api.speechSettingsUpdate, speechSettingsUpdate);
};
