import { describe, expect, it } from 'vitest';
import { languageOf, messageCatalog, placeholdersOf, renderMessage } from '../src/index.ts';

describe('the message catalog', () => {
  const keys = Object.keys(messageCatalog.en);

  it('has every key in zh, en and es, with the same placeholders', () => {
    for (const lang of ['zh', 'es'] as const) {
      expect(Object.keys(messageCatalog[lang]).sort()).toEqual([...keys].sort());
      for (const key of keys) {
        const text = messageCatalog[lang][key as keyof typeof messageCatalog.en];
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
        expect(placeholdersOf(text), `${lang} ${key}`).toEqual(placeholdersOf(messageCatalog.en[key as keyof typeof messageCatalog.en]));
      }
    }
  });

  it('says the zh and es texts in their language, not in English', () => {
    // A zh text holds Chinese; an es text differs from the English one (a few words are the same in both).
    const sameInEs = new Set(['code.100005']);
    const words = (text: string) => text.replace(/\{\w+\}/g, '');
    for (const key of keys) {
      const k = key as keyof typeof messageCatalog.en;
      if (/[A-Za-z]{4,}/.test(words(messageCatalog.en[k]))) expect(messageCatalog.zh[k], key).toMatch(/[\u4e00-\u9fff]/);
      if (!sameInEs.has(key) && /[a-z]{4,}/.test(words(messageCatalog.en[k])))
        expect(messageCatalog.es[k], key).not.toBe(messageCatalog.en[k]);
    }
  });

  it('fills placeholders, labels in the message language', () => {
    expect(renderMessage('en', 'leave.maxDays', { days: 30 })).toBe('a leave covers at most 30 days');
    expect(renderMessage('zh', 'leave.onlyPendingChanged', { state: { zh: '已批准', en: 'approved', es: 'aprobado' } })).toBe(
      '只能修改待审核的请假；该请假为已批准',
    );
    expect(renderMessage('es', 'leave.maxDays')).toBe('un permiso cubre como máximo {days} días');
  });

  it('reads the language of an Accept-Language header', () => {
    expect(languageOf('zh')).toBe('zh');
    expect(languageOf('es-ES,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageOf('fr, en;q=0.5')).toBe('en');
    expect(languageOf('de')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });
});
