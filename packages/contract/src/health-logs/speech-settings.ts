import type { LocalizedTitle } from '../core/localized.ts';

/**
 * The parameters of the speech metrics (/Root/SpeechAnalysis, platform): how a transcript's words
 * are counted and how rich its vocabulary is, and when a class's day is flagged for its teacher
 * talking too much or its children too little. One set for the network; each change makes a new
 * revision, and each recording keeps the revision its words were counted with.
 * Plain data (no zod): the web builds its form from it, the contract its schemas.
 */
export interface SpeechAnalysisSettings {
  /** Words per window of the moving-average type-token ratio (vocabulary richness). */
  RichnessWindow: number;
  /** Words shorter than this many characters are not counted. */
  MinWordLength: number;
  /** Words never counted (fillers), compared in lower case. */
  StopWords: string[];
  /** A class's day whose teacher speaks a larger share than this is flagged. */
  TeacherShareMax: number;
  /** A class's day whose children speak a smaller share than this is flagged. */
  ChildShareMin: number;
}

export type SpeechSettingKey = keyof SpeechAnalysisSettings;

/** Bounds of each setting (the stop words: how many, and the length of one). */
export const SPEECH_SETTING_BOUNDS = {
  RichnessWindow: { min: 10, max: 1000 },
  MinWordLength: { min: 1, max: 10 },
  StopWords: { max: 500, wordMax: 20 },
  TeacherShareMax: { min: 0, max: 1 },
  ChildShareMin: { min: 0, max: 1 },
} as const;

/** What a fresh database starts with (the migration writes them): fillers of spoken Chinese and English. */
export const SPEECH_SETTING_DEFAULTS: SpeechAnalysisSettings = {
  RichnessWindow: 50,
  MinWordLength: 1,
  StopWords: ['嗯', '啊', '呃', '哦', '呀', '吧', '那个', 'um', 'uh', 'er'],
  TeacherShareMax: 0.7,
  ChildShareMin: 0.2,
};

export const SPEECH_SETTING_LABELS: Record<SpeechSettingKey, LocalizedTitle> = {
  RichnessWindow: { zh: '词汇丰富度窗口 (词)', en: 'Vocabulary richness window (words)', es: 'Ventana de riqueza léxica (palabras)' },
  MinWordLength: { zh: '计数的最短词长 (字)', en: 'Shortest word counted (characters)', es: 'Palabra más corta contada (caracteres)' },
  StopWords: { zh: '不计数的停用词', en: 'Stop words (not counted)', es: 'Palabras vacías (no se cuentan)' },
  TeacherShareMax: { zh: '教师发言占比上限', en: 'Teacher share flagged above', es: 'Proporción del docente marcada por encima de' },
  ChildShareMin: { zh: '幼儿发言占比下限', en: 'Children share flagged below', es: 'Proporción de los niños marcada por debajo de' },
};
