import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageCatalog } from '../src/core/messages/index.ts';

// A schema's own refusal text reaches zh and es users only when the catalog holds it (the server
// finds it again by its English wording, http/zod-refusal.ts): every literal text of a refine,
// regex, min, max or `message:` in the contract's schemas must be a catalog text. (It never starts
// with its field: the refusal names the field from the path.)

const root = join(import.meta.dirname, '../src');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === 'messages' ? [] : files(join(dir, e.name))) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
const TEXT = /(?:message:\s*|\.(?:refine|regex|min|max|length)\([^'"`]*?,\s*)(['"])((?:\\.|(?!\1).)+)\1/g;

describe('schema messages', () => {
  it('every literal refusal text of a schema is in the catalog (so it is answered in zh and es)', () => {
    const english = new Set(Object.values(messageCatalog.en));
    const missing: string[] = [];
    for (const file of files(root)) {
      for (const m of readFileSync(file, 'utf8').matchAll(TEXT)) {
        const text = m[2] ?? '';
        if (!english.has(text)) missing.push(`${relative(root, file)}: ${m[2]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
