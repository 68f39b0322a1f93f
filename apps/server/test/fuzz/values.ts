// The values of the input fuzz (README "Input contract", `npm run audit:api`), derived from the
// JSON Schema of each endpoint's input in /api/openapi.json: a plausible body (every field a
// valid-looking value, so one hostile field at a time reaches as deep as the call goes) and, per
// field, the hostile values of its type.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

/** A small seeded PRNG (mulberry32): the same seed samples the same calls. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The options of a schema that may be one of several (the first non-null is the plausible one). */
const options = (s: JsonSchema): JsonSchema[] => s.anyOf ?? s.oneOf ?? [];
const typeOf = (s: JsonSchema): string | undefined => {
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  if (s.enum) return typeof s.enum[0] === 'number' ? 'number' : typeof s.enum[0] === 'boolean' ? 'boolean' : 'string';
  if (s.const !== undefined) return typeof s.const;
  if (s.properties) return 'object';
  return undefined;
};

/** The object schema of an input (an object, or the first object option). */
export function objectOf(s: JsonSchema | undefined): JsonSchema | null {
  if (!s) return null;
  if (s.properties) return s;
  for (const o of [...options(s), ...(s.allOf ?? [])]) {
    const found = objectOf(o);
    if (found) return found;
  }
  return null;
}

const plausibleString = (s: JsonSchema): string => {
  if (s.format === 'date-time') return '2026-03-02T09:00:00+08:00';
  if (s.format === 'date') return '2026-03-02';
  const p = s.pattern ?? '';
  if (p.includes('\\d{4}-\\d{2}-\\d{2}') || p.includes('(\\d{4})-(\\d{2})-(\\d{2})')) return '2026-03-02';
  if (p.includes('\\d{4}-\\d{4}')) return '2025-2026';
  if (p.includes('\\d{4}-')) return '2026-03';
  if (p.includes('[0-5]\\d')) return '08:30';
  if (p.includes('[a-f0-9]{32}') || p.includes('{32}')) return 'e10adc3949ba59abbe56e057f20f883e';
  if (p.includes('1[3-9]') || p.includes('^1\\d')) return '13900000000';
  const min = Math.max(s.minLength ?? 1, 1);
  return 'a'.repeat(Math.min(Math.max(min, 5), s.maxLength ?? 5));
};

/** A valid-looking value of a schema (the first enum option, 1 for ids, a date for dates…). */
export function plausible(s: JsonSchema, depth = 0): unknown {
  if (depth > 6) return null;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const opts = options(s);
  if (opts.length) return plausible(opts.find((o) => o.type !== 'null') ?? (opts[0] as JsonSchema), depth + 1);
  if (s.allOf?.length) return plausible(s.allOf[0] as JsonSchema, depth + 1);
  switch (typeOf(s)) {
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1, s.exclusiveMinimum != null ? s.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'string':
      return plausibleString(s);
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => plausible(s.items ?? {}, depth + 1));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, p] of Object.entries(s.properties ?? {})) if (s.required?.includes(k)) out[k] = plausible(p, depth + 1);
      return out;
    }
    default:
      return null;
  }
}

const HUGE = 'x'.repeat(100_000);
const NUL = 'a\u0000b';
const LONE_SURROGATES = '\ud800x\udfff';
const RTL = '\u202eevil\u202c مرحبا';
const SQL = "' OR 1=1; DROP TABLE student; --";
const HTML = '<script>alert(1)</script><img src=x onerror=alert(1)>';
const LIKE = '%_\\';
/** An own `__proto__` key, as JSON.parse makes it (a literal would set the prototype instead). */
const PROTO_KEY = JSON.parse('{"__proto__":{"polluted":1}}') as unknown;

/** Hostile values of every kind; `kind` picks the ones aimed at the field's type first. */
export function hostileValues(s: JsonSchema): unknown[] {
  const kind = typeOf(s) ?? (options(s).length ? typeOf(options(s).find((o) => o.type !== 'null') ?? {}) : undefined);
  const common: unknown[] = [NUL, [NUL], { [NUL]: 1 }, HUGE, null, {}, [], [[1]], PROTO_KEY, LONE_SURROGATES, RTL, SQL, HTML];
  switch (kind) {
    case 'integer':
    case 'number':
      return [true, false, '1', ' 1 ', '0x1', '1e0', [1], [[1]], 0, -1, 1.5, 1e9, 2 ** 53, -(2 ** 63), 1e308, '', ...common];
    case 'boolean':
      return ['true', 'false', 1, 0, [true], 'yes', ...common];
    case 'string':
      return [
        1,
        true,
        ['a'],
        '',
        '2026-02-30',
        '0000-00-00',
        '2026-13-45',
        '2026-13',
        '2026-00',
        '0000-01',
        '2026-02-30T00:00:00Z',
        LIKE,
        '9'.repeat(40),
        ...common,
      ];
    case 'array':
      return [1, 'a', [NUL], [true], ['1'], [[1]], [null], Array.from({ length: 2001 }, (_, i) => i + 1), ...common];
    default:
      return [1, true, 'a', ...common];
  }
}

/** Whole bodies that are not what any input is. */
export const HOSTILE_BODIES: unknown[] = [
  null,
  [],
  'x',
  1,
  true,
  [{}],
  { constructor: { prototype: { admin: true } } },
  JSON.parse('{"__proto__":{"StudentId":1,"SysRoleId":1}}'),
];

/** Paging extremes, sent where a schema has cur_page and size. */
export const PAGING: Record<string, unknown>[] = [
  { cur_page: 0 },
  { cur_page: -1 },
  { cur_page: 1e9 },
  { size: 100_000 },
  { size: 0 },
  { cur_page: '1' },
  { size: 1.5 },
];
