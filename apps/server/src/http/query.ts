import type { z } from 'zod';
import { setOwn } from './input.ts';

// The GET form of read actions (README "Input contract"): a query string carries only text, so
// its values are converted here, once for every endpoint, from what the endpoint's input schema
// declares, before the schema (which never coerces) validates them. Only `^\d+$` becomes an
// integer (a decimal field also takes `^-?\d+(\.\d+)?$`), only `true`/`false` a boolean, and a
// field the schema declares a list takes a repeated key (or a single one) as a list. Anything
// else stays text, for the schema to refuse with the field's name.

/** What a query value is converted to. */
export type QueryKind = { kind: 'int' } | { kind: 'number' } | { kind: 'boolean' } | { kind: 'array'; item: QueryKind } | { kind: 'text' };
const TEXT: QueryKind = { kind: 'text' };

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  values?: unknown[];
  shape?: Record<string, z.ZodType>;
}
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;
const formatOf = (s: z.ZodType) => (s as unknown as { format?: string | null }).format ?? '';

/** Wrappers that do not change what a value must be. */
function unwrap(s: z.ZodType, depth = 0): z.ZodType {
  const d = defOf(s);
  if (depth > 20) return s;
  if (d.innerType && ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(d.type))
    return unwrap(d.innerType, depth + 1);
  if (d.type === 'lazy' && d.getter) return unwrap(d.getter(), depth + 1);
  // A pipe's input side says what is sent (a preprocess: its output side).
  if (d.type === 'pipe' && d.in && d.out) return unwrap(defOf(d.in).type === 'transform' ? d.out : d.in, depth + 1);
  return s;
}

/** The conversion a field's schema calls for. */
export function queryKind(schema: z.ZodType): QueryKind {
  const s = unwrap(schema);
  const d = defOf(s);
  switch (d.type) {
    case 'number':
      return formatOf(s).includes('int') ? { kind: 'int' } : { kind: 'number' };
    case 'int':
      return { kind: 'int' };
    case 'boolean':
      return { kind: 'boolean' };
    case 'array':
      return d.element ? { kind: 'array', item: queryKind(d.element) } : TEXT;
    case 'literal': {
      const values = d.values ?? [];
      if (values.length && values.every((v) => typeof v === 'boolean')) return { kind: 'boolean' };
      if (values.length && values.every((v) => typeof v === 'number')) return { kind: values.every(Number.isInteger) ? 'int' : 'number' };
      return TEXT;
    }
    case 'union': {
      const kinds = (d.options ?? []).map(queryKind);
      const first = kinds[0];
      return first && kinds.every((k) => JSON.stringify(k) === JSON.stringify(first)) ? first : TEXT;
    }
    default:
      return TEXT;
  }
}

/** The top-level fields of an input schema (an object, a union or intersection of objects). */
export function queryFields(schema: z.ZodType): Record<string, QueryKind> {
  const fields: Record<string, QueryKind> = {};
  const visit = (x: z.ZodType, depth: number) => {
    if (depth > 10) return;
    const s = unwrap(x);
    const d = defOf(s);
    if (d.type === 'object' && d.shape) {
      for (const [name, f] of Object.entries(d.shape)) {
        const k = queryKind(f);
        // A name two options declare differently stays text (the schema decides).
        fields[name] = fields[name] && JSON.stringify(fields[name]) !== JSON.stringify(k) ? TEXT : k;
      }
    } else if (d.type === 'union') for (const o of d.options ?? []) visit(o, depth + 1);
    else if (d.type === 'intersection') {
      if (d.left) visit(d.left, depth + 1);
      if (d.right) visit(d.right, depth + 1);
    }
  };
  visit(schema, 0);
  return fields;
}

const INT_RE = /^\d+$/;
const DECIMAL_RE = /^-?\d+(\.\d+)?$/;

function convert(kind: QueryKind, value: unknown): unknown {
  if (kind.kind === 'array') return (Array.isArray(value) ? value : [value]).map((v) => convert(kind.item, v));
  if (typeof value !== 'string') return value;
  switch (kind.kind) {
    case 'int':
      return INT_RE.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : value;
    case 'number':
      return DECIMAL_RE.test(value) ? Number(value) : value;
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : value;
    default:
      return value;
  }
}

/** A converter of an endpoint's query, built once from its input schema. */
export function queryConverter(schema: z.ZodType): (query: Record<string, unknown>) => Record<string, unknown> {
  const fields = queryFields(schema);
  return (query) => {
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(query)) {
      const kind = Object.hasOwn(fields, name) ? fields[name] : undefined;
      setOwn(out, name, kind ? convert(kind, value) : value);
    }
    return out;
  };
}
