import { languageOf as contractLanguageOf, type FieldDef, isMultiValue, type LocalizedTitle, maskPhone } from '@kc/contract';
import { areaAnswer, areaCell, parseAreaCell } from './area.ts';
import { multiCell, parseMultiCell } from './multi.ts';
import type { Bound, Row } from './types.ts';

export type Lang = keyof LocalizedTitle;
const LANGS: readonly Lang[] = ['zh', 'en', 'es'];

/** The caller's language from Accept-Language (zh, en, es by preference; default en): the contract's, shared with the refusals. */
export const languageOf = contractLanguageOf;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

/** How one kind's value is answered (timestamps in ISO 8601, dates as YYYY-MM-DD, linked ids as numbers); none: as read. */
function converter(f: FieldDef): ((v: unknown) => unknown) | undefined {
  if (f.kind === 'area') return areaAnswer;
  if (f.kind === 'datetime') return iso;
  if (f.kind === 'date') return (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v);
  // A link's ids come as a bigint[], which the driver answers as strings (scalars are numbers: db/index.ts).
  if (f.kind === 'refs') return (v) => (Array.isArray(v) ? v.map(Number) : v);
  return undefined;
}

/** A field's value as answered. */
function answerValue(f: FieldDef, v: unknown): unknown {
  if (v == null) return null;
  const convert = converter(f);
  return convert ? convert(v) : v;
}

interface Presenter {
  name: string;
  key: string;
  convert: ((v: unknown) => unknown) | undefined;
}

/** Per bound resource and masking: the answered fields and their conversions, worked out once. */
const presenters = new WeakMap<Bound, [Presenter[], Presenter[]]>();

function presentersOf(b: Bound, masked: boolean): Presenter[] {
  let both = presenters.get(b);
  if (!both) {
    const make = (mask: boolean) =>
      b.fields
        .filter((f) => !f.def.writeOnly)
        .map((f): Presenter => {
          const convert = converter(f.def);
          if (!(mask && f.def.mask === 'phone')) return { name: f.name, key: f.key, convert };
          return { name: f.name, key: f.key, convert: (v) => (typeof v === 'string' ? maskPhone(v) : v) };
        });
    both = [make(false), make(true)];
    presenters.set(b, both);
  }
  return both[masked ? 1 : 0];
}

/**
 * A database row as answered: the id, the definition's fields but write-only ones, CreateTime /
 * UpdateTime; nothing else of the table. `masked`: phone fields masked (lists and exports).
 */
export function presentRow(b: Bound, row: Record<string, unknown>, masked: boolean): Row {
  const out: Row = { [b.def.id]: row[b.idColumn] };
  for (const p of presentersOf(b, masked)) {
    const v = row[p.key];
    out[p.name] = v == null ? null : p.convert ? p.convert(v) : v;
  }
  if (b.audit) {
    out.CreateTime = iso(row.createTime);
    out.UpdateTime = iso(row.updateTime);
  }
  return out;
}

/** Every field's value (write-only ones too), unmasked: what hooks see of an existing record. */
export function fullRow(b: Bound, row: Record<string, unknown>): Row {
  const out: Row = { [b.def.id]: row[b.idColumn] };
  for (const f of b.fields) out[f.name] = answerValue(f.def, row[f.key]);
  return out;
}

const YES: LocalizedTitle = { zh: '是', en: 'Yes', es: 'Sí' };
const NO: LocalizedTitle = { zh: '否', en: 'No', es: 'No' };

/** A field's value as a spreadsheet cell: enum and boolean values as labels in the language. */
export function cellValue(f: FieldDef, v: unknown, lang: Lang): string | number | null {
  if (v == null) return null;
  if (f.kind === 'enum') {
    const option = f.options?.find((o) => o.value === v);
    return option ? option.label[lang] : String(v);
  }
  if (f.kind === 'boolean') return (v ? YES : NO)[lang];
  if (isMultiValue(f)) return multiCell(f, v, lang);
  if (f.kind === 'area') return areaCell(v);
  if (Array.isArray(v)) return v.join(',');
  if (typeof v === 'number' || typeof v === 'string') return v;
  return String(v);
}

const norm = (s: string) => s.trim().toLowerCase();

/** Excel counts days from 1899-12-30 (its serial dates). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/**
 * A date as a person enters it in a spreadsheet: an Excel date (serial number), or text as
 * 2021-05-01, 2021/5/1, 2021.5.1 or 2021年5月1日. Anything else is left for the schema to refuse.
 */
function dateCell(v: unknown): unknown {
  if (typeof v === 'number' && Number.isInteger(v) && v > 0 && v < 2958466) {
    return new Date(EXCEL_EPOCH_MS + v * 86_400_000).toISOString().slice(0, 10);
  }
  const m = typeof v === 'string' ? /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/.exec(v) : null;
  return m ? `${m[1]}-${m[2]?.padStart(2, '0')}-${m[3]?.padStart(2, '0')}` : v;
}

/**
 * A cell read from an import back to the value the Add schema expects: enum labels of any
 * language (or the values themselves), yes / no words, comma lists of ids; strings trimmed as
 * every string the server receives. Empty cells answer undefined.
 */
export function parseCell(f: FieldDef, raw: unknown): unknown {
  if (raw == null) return undefined;
  if (raw instanceof Date) return f.kind === 'datetime' ? raw.toISOString() : raw.toISOString().slice(0, 10);
  let text = typeof raw === 'string' ? raw.trim() : raw;
  if (text === '') return undefined;
  if (typeof text === 'number' && (f.kind === 'string' || f.kind === 'text')) text = String(text);
  if (f.kind === 'date') return dateCell(text);
  if (f.kind === 'enum') {
    const t = norm(String(text));
    const option = f.options?.find((o) => norm(String(o.value)) === t || LANGS.some((l) => norm(o.label[l]) === t));
    return option ? option.value : text;
  }
  if (f.kind === 'boolean') {
    const t = norm(String(text));
    if (['1', 'true', 'y', 'yes', 'sí', 'si', '是'].includes(t) || LANGS.some((l) => norm(YES[l]) === t)) return true;
    if (['0', 'false', 'n', 'no', '否'].includes(t)) return false;
    return text;
  }
  if (isMultiValue(f)) return parseMultiCell(f, String(text));
  if (f.kind === 'area') return parseAreaCell(String(text));
  // A sheet's text cell holding a number is read as that number (the schemas take JSON numbers only).
  if (f.kind === 'refs')
    return String(text)
      .split(/[,，;\s]+/)
      .filter(Boolean)
      .map(cellNumber);
  if (NUMERIC_KINDS.has(f.kind)) return cellNumber(text);
  return text;
}

const NUMERIC_KINDS = new Set<FieldDef['kind']>(['integer', 'money', 'decimal', 'ref']);
const cellNumber = (v: unknown) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v);
