import type { Language } from '@kc/contract';

/** A text kept in the three languages (an indicator's wording, a level's description), in the screen's language. */
export const wordsIn = (w: { zh: string; en: string; es: string }, lang: Language): string => w[lang] || w.zh;

/** A row answered with NameZh/NameEn/NameEs, in the screen's language. */
export const nameIn = (row: Record<string, unknown>, lang: Language): string =>
  wordsIn({ zh: String(row.NameZh ?? ''), en: String(row.NameEn ?? ''), es: String(row.NameEs ?? '') }, lang);
