import type { Page } from 'playwright-core';
import { BUNDLES, NAMESPACES } from '../../apps/web/src/i18n/bundles.ts';

type Texts = { [key: string]: string | Texts };
const leaves = (texts: Texts, prefix = ''): string[] =>
  Object.entries(texts).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : leaves(v, `${prefix + k}.`)));

let keys: Promise<Set<string>> | undefined;

/** Every key of the console's texts, as i18next shows a missing one: with and without its namespace, plurals by their base. */
function allKeys(): Promise<Set<string>> {
  keys ??= (async () => {
    const out = new Set<string>();
    for (const ns of NAMESPACES)
      for (const key of leaves((await BUNDLES[ns].en()).default as Texts)) {
        const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
        for (const k of [key, base]) out.add(k).add(`${ns}:${k}`);
      }
    return out;
  })();
  return keys;
}

/** The texts of the page (text, placeholders, titles, labels) that are a key rather than its text, or an unfilled value. */
export async function rawKeysShown(page: Page): Promise<string[]> {
  const known = await allKeys();
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent ?? '').trim();
      if (text && !n.parentElement?.closest('[aria-hidden="true"]')) out.push(text);
    }
    // antd's icons label themselves ('close', 'calendar'): they are not the console's texts.
    for (const el of Array.from(document.querySelectorAll('[placeholder], [title], [aria-label]:not(.anticon)')))
      for (const name of ['placeholder', 'title', 'aria-label']) out.push((el.getAttribute(name) ?? '').trim());
    return out;
  });
  return [...new Set(texts.filter((t) => known.has(t) || t.includes('{{')))];
}
