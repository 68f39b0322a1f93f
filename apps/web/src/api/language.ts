import { LANGUAGES, type Language } from '@kc/contract';
import { getCookie } from '../lib/cookies.ts';

/** The cookie that keeps the user's language (set when they switch it). */
export const LANGUAGE_COOKIE = 'language';

/**
 * The user's language: the one they chose (the cookie), else the browser's when the console has
 * it, else zh. The i18n layer starts in it; every API call sends it (Accept-Language).
 */
export function currentLanguage(): Language {
  const saved = getCookie(LANGUAGE_COOKIE);
  if (saved && (LANGUAGES as readonly string[]).includes(saved)) return saved as Language;
  const nav = navigator.language.slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(nav) ? (nav as Language) : 'zh';
}
