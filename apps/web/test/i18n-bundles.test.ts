import { LANGUAGES, type Language, validationMessages } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import { BUNDLES, NAMESPACES } from '../src/i18n/bundles.ts';

/**
 * Every namespace has the same keys in zh, en and es. Plural forms are i18next's suffixes
 * (`_zero _one _two _few _many _other`, chosen by Intl.PluralRules): a plural text is one key,
 * with the forms its language uses: Chinese `_other` only, English and Spanish `_one` and `_other`.
 */
const FORMS: Record<Language, string[]> = { zh: ['other'], en: ['one', 'other'], es: ['one', 'other'] };
const SUFFIX = /_(zero|one|two|few|many|other)$/;

type Texts = { [key: string]: string | Texts };

const leaves = (texts: Texts, prefix = ''): [string, string][] =>
  Object.entries(texts).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix + k}.`)));

/** A bundle's texts by key, its plural keys as one key with their forms. */
function shape(texts: Texts) {
  const all = new Map(leaves(texts));
  const plain = new Map<string, string>();
  const plural = new Map<string, Map<string, string>>();
  for (const [key, text] of all) {
    const m = SUFFIX.exec(key);
    const base = m ? key.slice(0, m.index) : key;
    if (m && all.has(`${base}_other`)) {
      const forms = plural.get(base) ?? new Map<string, string>();
      forms.set(m[1] as string, text);
      plural.set(base, forms);
    } else plain.set(key, text);
  }
  return { plain, plural };
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const loaded = await Promise.all(
  NAMESPACES.map(async (ns) => {
    const bundles = Object.fromEntries(
      await Promise.all(LANGUAGES.map(async (l) => [l, shape((await BUNDLES[ns][l]()).default as Texts)] as const)),
    ) as Record<Language, ReturnType<typeof shape>>;
    return [ns, bundles] as const;
  }),
);

describe('translations', () => {
  it.each(loaded)('%s has the same keys in zh, en and es, with each language’s plural forms', (_ns, bundles) => {
    const en = bundles.en;
    for (const l of LANGUAGES) {
      const b = bundles[l];
      expect([...b.plain.keys()].sort(), `${l}: keys`).toEqual([...en.plain.keys()].sort());
      expect([...b.plural.keys()].sort(), `${l}: plural keys`).toEqual([...en.plural.keys()].sort());
      for (const [key, forms] of b.plural) expect([...forms.keys()].sort(), `${l}: forms of ${key}`).toEqual(FORMS[l]);
      for (const [key, text] of b.plain) expect(text.trim(), `${l}: ${key} is empty`).not.toBe('');
    }
  });

  it.each(loaded)('%s names the same values in every language', (_ns, bundles) => {
    for (const [key, text] of bundles.en.plain)
      for (const l of LANGUAGES) expect(placeholders(bundles[l].plain.get(key) ?? ''), `${l}: ${key}`).toEqual(placeholders(text));
    // A singular form may leave the count unsaid ("Delete the selected record?"); the rest it names.
    const named = (text: string, form: string) => placeholders(text).filter((n) => form === 'other' || n !== 'count');
    for (const [key, forms] of bundles.en.plural) {
      for (const l of LANGUAGES)
        for (const [form, text] of bundles[l].plural.get(key) ?? [])
          expect(named(text, form), `${l}: ${key}_${form}`).toEqual(named(forms.get('other') ?? '', form));
    }
  });

  it.each(loaded)('%s says every counted text in its plural forms ("1 role", not "1 roles")', (_ns, bundles) => {
    const counted = [...bundles.en.plain].filter(([, text]) => placeholders(text).includes('count')).map(([key]) => key);
    expect(counted, 'texts with {{count}} that are not plural keys').toEqual([]);
  });

  it('keeps the words every screen uses in common only (no namespace repeats one of them)', () => {
    const common = loaded.find(([ns]) => ns === 'common')?.[1];
    for (const [ns, bundles] of loaded) {
      if (ns === 'common') continue;
      const copies = [...bundles.en.plain.keys()].filter((key) =>
        LANGUAGES.every((l) => common?.[l].plain.get(key) === bundles[l].plain.get(key)),
      );
      expect(copies, `${ns} repeats common's`).toEqual([]);
    }
  });

  it('has the contract’s validation texts in every language', () => {
    for (const l of LANGUAGES) expect(Object.keys(validationMessages[l]).sort()).toEqual(Object.keys(validationMessages.en).sort());
  });
});
