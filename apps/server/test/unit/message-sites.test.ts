import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isMessageKey } from '@kc/contract';
import { describe, expect, it } from 'vitest';

// Every refusal's message comes from the catalog (README "Messages and languages"): a string
// literal passed to invalid / conflict / notFound / forbidden / tooMany / new ApiError must be a
// catalog key. The files below still hold English texts (answered in English in every language);
// their counts may only shrink: convert a site, lower its count (or drop the file).
const ENGLISH_LEFT: Record<string, number> = {
  // A test server's refusal of an answer that does not fit its contract: for developers, not users.
  'http/answer.ts': 1,
};

const root = join(import.meta.dirname, '../../src');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );

/** The first argument of each refusal call when it is a string literal ('…', "…" or `…`). */
const CALL =
  /\b(?:invalid|conflict|notFound|forbidden|tooMany)\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1|new ApiError\([^,()]+,\s*(['"`])((?:\\.|(?!\3)[^\\])*)\3/g;

function englishSites(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(CALL)) {
    const literal = m[2] ?? m[4] ?? '';
    const quote = m[1] ?? m[3];
    if (quote === '`' && literal.includes('${')) out.push(literal);
    else if (!isMessageKey(literal)) out.push(literal);
  }
  return out;
}

describe('refusal messages', () => {
  const found: Record<string, number> = {};
  for (const file of files(root)) {
    const n = englishSites(readFileSync(file, 'utf8')).length;
    if (n) found[relative(root, file)] = n;
  }

  it('are catalog keys, but for the listed files that may only shrink', () => {
    expect(found).toEqual(ENGLISH_LEFT);
  });

  it('finds an English text and accepts a key', () => {
    expect(englishSites("throw invalid('Name: too long')")).toEqual(['Name: too long']);
    const dollar = '$';
    expect(englishSites(`throw conflict(\`x ${dollar}{y}\`)`)).toEqual([`x ${dollar}{y}`]);
    expect(englishSites("throw new ApiError(Code.Conflict, 'taken')")).toEqual(['taken']);
    expect(englishSites("throw invalid('leave.maxDays', { days: 3 }, 'EndDate')")).toEqual([]);
  });
});
