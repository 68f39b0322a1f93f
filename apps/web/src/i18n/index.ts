import { LANGUAGES, type Language, validationMessages } from '@kc/contract';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE, currentLanguage as userLanguage } from '../api/language.ts';
import { setCookie } from '../lib/cookies.ts';
import { BUNDLES, type Namespace } from './bundles.ts';
import './types.ts';

const isNamespace = (ns: string): ns is Namespace => Object.hasOwn(BUNDLES, ns);

/** Reads a namespace's bundle of one language when it is first needed (a chunk of its own). */
const lazyBundles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, done) {
    if (!isNamespace(namespace) || !(LANGUAGES as readonly string[]).includes(language)) {
      done(new Error(`no texts '${namespace}' in '${language}'`), false);
      return;
    }
    BUNDLES[namespace][language as Language]().then(
      (m) => done(null, m.default as Record<string, unknown>),
      (e: unknown) => done(e instanceof Error ? e : new Error(String(e)), false),
    );
  },
};

void i18n
  .use(lazyBundles)
  .use(initReactI18next)
  .init({
    lng: userLanguage(),
    supportedLngs: [...LANGUAGES],
    // Every bundle has every key (checked by test/i18n-bundles.test.ts): no other language is loaded as a fallback.
    fallbackLng: false,
    load: 'currentOnly',
    // The words every screen uses, and the error pages' (shown when a chunk fails to load).
    ns: ['common', 'errors'],
    defaultNS: 'common',
    fallbackNS: 'common',
    // Validation texts are defined once in the contract (English = the spec's wording), in every language.
    resources: Object.fromEntries(LANGUAGES.map((l) => [l, { validation: validationMessages[l] }])),
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });

/**
 * The namespaces a screen needs, loaded before it shows (the routes' and the guard's own), so
 * that no key flashes while their bundles arrive. Components ask for theirs with useTranslation,
 * which waits (Suspense) for what is not loaded yet.
 */
export const loadNamespaces = (...namespaces: Namespace[]): Promise<void> => i18n.loadNamespaces(namespaces);

/** Switches the language once its bundles (of every namespace used so far) are loaded. */
export async function setLanguage(lng: Language): Promise<void> {
  setCookie(LANGUAGE_COOKIE, lng, 365);
  await i18n.changeLanguage(lng);
  document.documentElement.lang = lng;
}

export const currentLanguage = () => i18n.language as Language;

export default i18n;
