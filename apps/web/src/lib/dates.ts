import type { Language } from '@kc/contract';

/** The Intl locale each console language formats dates in. */
export const INTL_LOCALE: Record<Language, string> = { zh: 'zh-CN', en: 'en-GB', es: 'es-ES' };

const formats = new Map<string, Intl.DateTimeFormat>();

/** A moment in the reader's language: its date ('full': with the weekday) and, unless left out, its time. */
export function formatMoment(
  time: string | number | Date,
  lang: Language,
  options: { date?: 'full' | 'medium'; time?: boolean } = {},
): string {
  const key = `${lang}|${options.date ?? 'medium'}|${options.time !== false}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_LOCALE[lang], {
      dateStyle: options.date ?? 'medium',
      timeStyle: options.time === false ? undefined : 'medium',
    });
    formats.set(key, f);
  }
  return f.format(new Date(time));
}
