import { SPEECH_SETTING_LABELS, type SpeechAnalysisSettings, type SpeechSettingKey } from '@kc/contract';
import type { TFunction } from 'i18next';
import { textOf } from '../../resource/model.ts';

/** The settings in the order the screens show them. */
export const SPEECH_SETTING_ORDER: readonly SpeechSettingKey[] = [
  'RichnessWindow',
  'MinWordLength',
  'StopWords',
  'TeacherShareMax',
  'ChildShareMin',
];

const percent = (v: number) => `${Math.round(v * 100)}%`;

/** Each setting's label and value as a person reads them (shares in percent, stop words listed). */
export function speechSettingItems(
  s: SpeechAnalysisSettings,
  lang: string,
  t: TFunction<'healthLogs'>,
): { key: SpeechSettingKey; label: string; value: string }[] {
  const value = (k: SpeechSettingKey): string => {
    if (k === 'StopWords') return s.StopWords.length ? s.StopWords.join(' · ') : t('noStopWords');
    if (k === 'TeacherShareMax' || k === 'ChildShareMin') return percent(s[k]);
    return String(s[k]);
  };
  return SPEECH_SETTING_ORDER.map((key) => ({ key, label: textOf(SPEECH_SETTING_LABELS[key], lang), value: value(key) }));
}
