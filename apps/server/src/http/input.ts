import { invalid } from '../lib/errors.ts';

// Every call's input passes here before its schema (README "Input contract"): the body, or the
// query of a GET (converted first by query.ts). A NUL character anywhere, in a value or a field
// name at any depth, is refused with the field's path (PostgreSQL cannot store it in text);
// so is a lone UTF-16 surrogate (not Unicode text); strings are trimmed (ARCHITECTURE.md §3); objects are copied into plain ones whose keys stay
// keys (a `__proto__` field never becomes a prototype, so a schema cannot read inherited fields).
// A GET query is converted (query.ts) before, so ` 1 ` in a query stays text and is refused.

const NUL = '\u0000';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const pathOf = (parts: readonly (string | number)[]) => parts.join('.') || 'body';

export function setOwn(out: Record<string, unknown>, key: string, value: unknown) {
  if (key === '__proto__') Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  else out[key] = value;
}

function walk(value: unknown, parts: (string | number)[], depth: number): unknown {
  if (typeof value === 'string') {
    if (value.includes(NUL)) throw invalid('input.nul', {}, pathOf(parts));
    // A lone UTF-16 surrogate is no Unicode text: it cannot be stored or written as JSON (jsonb refuses it).
    if (LONE_SURROGATE.test(value)) throw invalid('input.loneSurrogate', {}, pathOf(parts));
    return value.trim();
  }
  if (depth > 64) throw invalid('input.tooDeep', {}, pathOf(parts));
  if (Array.isArray(value)) return value.map((v, i) => walk(v, [...parts, i], depth + 1));
  if (value && typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    // Parsed JSON and query objects: plain, or of a prototype-less prototype (the query parser's).
    if (proto !== null && Object.getPrototypeOf(proto) !== null) return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (k.includes(NUL) || LONE_SURROGATE.test(k)) throw invalid('input.nulKey', {}, pathOf(parts));
      setOwn(out, k, walk(v, [...parts, k], depth + 1));
    }
    return out;
  }
  return value;
}

/** The input a schema validates: NUL refused (naming the field), strings trimmed, plain own-key objects. */
export const readInput = (raw: unknown): unknown => walk(raw, [], 0);
