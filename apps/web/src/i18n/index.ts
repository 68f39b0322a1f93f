import { LANGUAGES, type Language, validationMessages } from '@kc/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getCookie, setCookie } from '../lib/cookies.ts';

const LANGUAGE_COOKIE = 'language';

function initialLanguage(): Language {
  const saved = getCookie(LANGUAGE_COOKIE);
  if (saved && (LANGUAGES as readonly string[]).includes(saved)) return saved as Language;
  const nav = navigator.language.slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(nav) ? (nav as Language) : 'zh';
}

void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: 'en',
  // Validation texts are defined once in the contract (English = the spec's wording).
  resources: Object.fromEntries(LANGUAGES.map((l) => [l, { validation: validationMessages[l] }])),
  interpolation: { escapeValue: false },
  returnNull: false,
});

export type Bundles = Record<Language, Record<string, unknown>>;

/** Each feature registers its own texts under its namespace, in zh, en and es. */
export function registerLocales(ns: string, bundles: Bundles): void {
  for (const lng of LANGUAGES) i18n.addResourceBundle(lng, ns, bundles[lng], true, true);
}

export function setLanguage(lng: Language): void {
  setCookie(LANGUAGE_COOKIE, lng, 365);
  document.documentElement.lang = lng;
  void i18n.changeLanguage(lng);
}

export const currentLanguage = () => i18n.language as Language;

export default i18n;
