/** The plural suffixes i18next adds to a key by the count and the language (Intl.PluralRules categories). */
export type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type OwnPlural = Exclude<PluralSuffix, '_other'>;

/**
 * A language's bundle typed against the English one: every key of English, with a text; the
 * plural forms other than `_other` are optional, since each language has its own (Chinese
 * needs only `_other`; English and Spanish `_one` and `_other`). The unit test
 * (test/i18n-bundles.test.ts) checks that each language has exactly its plural forms.
 */
export type Translation<T> = {
  [K in keyof T as K extends `${string}${OwnPlural}` ? never : K]: T[K] extends string ? string : Translation<T[K]>;
} & {
  [K in keyof T as K extends `${string}${OwnPlural}` ? K : never]?: string;
};
