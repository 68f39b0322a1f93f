import { type CodeValue, codeMessages } from '../codes.ts';
import { LANGUAGES, type Language } from '../constants.ts';
import { type CoreKey, coreEn, coreEs, coreZh } from './core.ts';
import { type DomainKey, domainEn, domainEs, domainZh } from './domains.ts';

// The one catalog of the server's messages (README "Messages and languages"): a key names a text,
// `{name}` a value filled in when the message is written in the caller's language. English is the
// wording the API has always answered; zh and es say the same with the same placeholders.

export type MessageKey = CoreKey | DomainKey;
/** A value of a placeholder: written as is, or (a label) in the message's language. */
export type MessageParam = string | number | null | undefined | Readonly<Record<Language, string>>;
export type MessageParams = Readonly<Record<string, MessageParam>>;

/** A label in lower case, as it reads inside a sentence (en and es; zh has no case). */
export const lowerLabel = (label: Readonly<Record<Language, string>>) => ({
  zh: label.zh,
  en: label.en.toLowerCase(),
  es: label.es.toLowerCase(),
});

const paramIn = (lang: Language, v: MessageParam) => (v != null && typeof v === 'object' ? v[lang] : String(v));

export const messageCatalog: Record<Language, Record<MessageKey, string>> = {
  en: { ...coreEn, ...domainEn },
  zh: { ...coreZh, ...domainZh },
  es: { ...coreEs, ...domainEs },
};

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(messageCatalog.en, key);

/** A catalog text with its `{placeholders}` filled in (a placeholder without a value stays as written). */
export function renderMessage(lang: Language, key: MessageKey, params: MessageParams = {}): string {
  return messageCatalog[lang][key].replace(/\{(\w+)\}/g, (all, name: string) =>
    Object.hasOwn(params, name) ? paramIn(lang, params[name] as MessageParam) : all,
  );
}

/** The placeholders a text names, sorted (the parity test compares them across languages). */
export const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** `Field: reason` as a language writes it (zh with a full-width colon). */
export const withField = (lang: Language, label: string, text: string) => (lang === 'zh' ? `${label}：${text}` : `${label}: ${text}`);

/** The message of an answer code in a language (the default text of a refusal that says no more). */
export const codeMessage = (lang: Language, code: CodeValue) =>
  lang === 'en' ? codeMessages[code] : renderMessage(lang, `code.${code}` as MessageKey);

/** The caller's language from an Accept-Language header (zh, en, es by preference; default en). */
export function languageOf(acceptLanguage: string | undefined | null): Language {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { lang: tag.split('-')[0] as Language, q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((t) => t.q > 0 && (LANGUAGES as readonly string[]).includes(t.lang))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return tags[0]?.lang ?? 'en';
}

/** A catalog text in every language (a placeholder's value that is itself a message). */
export const textsOf = (key: MessageKey, params?: MessageParams): Record<Language, string> => ({
  zh: renderMessage('zh', key, params),
  en: renderMessage('en', key, params),
  es: renderMessage('es', key, params),
});

/** Values listed in a sentence: `a or b` in each language. */
export const orList = (items: readonly Readonly<Record<Language, string>>[]): Record<Language, string> => ({
  zh: items.map((i) => i.zh).join('或'),
  en: items.map((i) => i.en).join(' or '),
  es: items.map((i) => i.es).join(' o '),
});
