import { areaPath, type FieldDef, type ResourceDef } from '@kc/contract';
// antd's pickers work on dayjs values (antd's own dependency, the one its DatePicker expects).
import dayjs, { type Dayjs } from 'dayjs';
import { centsToYuan, fieldEntries, filterKeysOf, formFields, yuanToCents } from './model.ts';

/**
 * Conversions between antd form values and what the server takes: money yuan ↔ cents,
 * dates Dayjs ↔ 'YYYY-MM-DD', datetimes Dayjs ↔ ISO with offset, areas cascader paths ↔
 * codes; and the search form ↔ the raw filters kept in the URL.
 */

export type FormValues = Record<string, unknown>;

const DATE_FORMAT = 'YYYY-MM-DD';

const toDayjs = (v: unknown): Dayjs | undefined => {
  if (v == null || v === '') return undefined;
  const d = dayjs(v as string);
  return d.isValid() ? d : undefined;
};

/** A form widget's value as sent to the server (undefined when empty). */
export function payloadValue(f: FieldDef, v: unknown): unknown {
  if (v == null || v === '') return undefined;
  switch (f.kind) {
    case 'money':
      return yuanToCents(v as number);
    case 'date':
      return dayjs.isDayjs(v) ? v.format(DATE_FORMAT) : v;
    case 'datetime':
      return dayjs.isDayjs(v) ? v.format() : v;
    case 'boolean':
      return !!v;
    case 'string':
    case 'text':
      return typeof v === 'string' ? v.trim() : v;
    case 'refs': {
      const ids = (Array.isArray(v) ? v : [v]).map(Number).filter((n) => Number.isInteger(n) && n > 0);
      return ids.length ? ids : undefined;
    }
    case 'enums': {
      const list = [...new Set((Array.isArray(v) ? v : [v]).map(String))];
      return list.length ? list : undefined;
    }
    case 'area': {
      // One place: the cascader's path, a code per level.
      const codes = (Array.isArray(v) ? v : [v]).map(String).filter(Boolean);
      return codes.length ? codes : undefined;
    }
    case 'areas': {
      // The cascader holds each checked area as its path from the province: the last code is the area.
      const codes = [...new Set((Array.isArray(v) ? v : [v]).map(areaOfPath).filter((c): c is string => !!c))];
      return codes.length ? codes : undefined;
    }
    default:
      return v;
  }
}

/** The area a cascader path (or a bare code) stands for. */
const areaOfPath = (p: unknown): string | undefined => {
  const last = Array.isArray(p) ? p[p.length - 1] : p;
  return last == null || last === '' ? undefined : String(last);
};

/** A row's value as its form widget holds it. */
export function widgetValue(f: FieldDef, v: unknown): unknown {
  if (v == null) return f.kind === 'boolean' ? false : undefined;
  switch (f.kind) {
    case 'money':
      return centsToYuan(Number(v));
    case 'date':
    case 'datetime':
      return toDayjs(v);
    case 'boolean':
      return v === true || v === 1 || v === '1' || v === 'true';
    case 'areas':
      return Array.isArray(v) ? v.map((code) => areaPath(String(code))) : undefined;
    default:
      return v;
  }
}

/** Initial values of the add (blank; switches off) or edit form (from the row). */
export function initialFormValues(def: ResourceDef, mode: 'add' | 'edit', row?: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const [name, f] of formFields(def, mode)) values[name] = widgetValue(f, mode === 'edit' ? row?.[name] : undefined);
  return values;
}

/**
 * The Add / Update input. Add leaves empty fields out; Update sends the id and every form
 * field, null where emptied. `unchanged` fields (as initially loaded) are left out of an
 * update, so a value the server only answers masked is never sent back; so is an empty
 * write-only field (the server keeps its value).
 */
export function toPayload(
  def: ResourceDef,
  mode: 'add' | 'edit',
  values: FormValues,
  id?: number,
  initial?: FormValues,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, f] of formFields(def, mode)) {
    const v = payloadValue(f, values[name]);
    if (mode === 'edit') {
      if (f.mask && initial && sameValue(f, values[name], initial[name])) continue;
      // A write-only value (a secret) is never answered, so its field starts empty: left empty, it is kept.
      if (f.writeOnly && v === undefined) continue;
      out[name] = v === undefined ? null : v;
    } else if (v !== undefined) out[name] = v;
  }
  if (mode === 'edit' && id != null) out[def.id] = id;
  return out;
}

const sameValue = (f: FieldDef, a: unknown, b: unknown) => JSON.stringify(payloadValue(f, a)) === JSON.stringify(payloadValue(f, b));

// ---------------------------------------------------------------- search form

const isDateKind = (f: FieldDef) => f.kind === 'date' || f.kind === 'datetime';

/**
 * Search form values of the URL filters: a date range is one RangePicker named after the
 * field, a number range two inputs `Field_from` / `Field_to`, everything else its own name.
 */
export function searchFormValues(def: ResourceDef, filters: Record<string, string>): FormValues {
  const values: FormValues = {};
  for (const [name, f] of fieldEntries(def)) {
    if (!f.filter) continue;
    if (f.filter === 'range' && isDateKind(f)) {
      const from = toDayjs(filters[`${name}_from`]);
      const to = toDayjs(filters[`${name}_to`]);
      values[name] = from || to ? [from ?? null, to ?? null] : undefined;
      continue;
    }
    for (const key of filterKeysOf(name, f)) {
      const raw = filters[key];
      if (raw == null || raw === '') values[key] = undefined;
      else if (f.kind === 'enum') values[key] = f.options?.find((o) => String(o.value) === raw)?.value;
      else if (f.kind === 'boolean') values[key] = raw === 'true' || raw === '1';
      else if (f.kind === 'integer' || f.kind === 'money' || f.kind === 'decimal' || f.kind === 'ref' || f.kind === 'refs')
        values[key] = Number.isFinite(Number(raw)) ? Number(raw) : undefined;
      else if (isDateKind(f)) values[key] = toDayjs(raw);
      else if (f.kind === 'areas' || f.kind === 'area') values[key] = areaPath(raw);
      else values[key] = raw;
    }
  }
  return values;
}

/** The raw filters (URL strings) of the search form's values. */
export function filtersFromSearchForm(def: ResourceDef, values: FormValues): Record<string, string> {
  const filters: Record<string, string> = {};
  const put = (key: string, v: unknown) => {
    if (v == null || v === '') return;
    const s = dayjs.isDayjs(v) ? v.format(DATE_FORMAT) : String(v).trim();
    if (s) filters[key] = s;
  };
  for (const [name, f] of fieldEntries(def)) {
    if (!f.filter) continue;
    if (f.filter === 'range' && isDateKind(f)) {
      const range = values[name] as [Dayjs | null, Dayjs | null] | null | undefined;
      put(`${name}_from`, range?.[0]);
      put(`${name}_to`, range?.[1]);
      continue;
    }
    for (const key of filterKeysOf(name, f)) put(key, f.kind === 'areas' || f.kind === 'area' ? areaOfPath(values[key]) : values[key]);
  }
  return filters;
}

/** The form's values as the record they would write: what the rules between fields read. */
export const formRecord = (def: ResourceDef, values: FormValues): Record<string, unknown> =>
  Object.fromEntries(Object.entries(def.fields).map(([name, f]) => [name, payloadValue(f, values[name])]));

/**
 * An end date follows its start (the definition's `endOf`): when the start changes and the end
 * is empty or now before it, the end becomes the start (a one-day leave is the usual one).
 */
export function endsFollowingStart(def: ResourceDef, changed: FormValues, all: FormValues): FormValues | null {
  const out: FormValues = {};
  for (const [name, f] of Object.entries(def.fields)) {
    if (!f.endOf || !(f.endOf in changed)) continue;
    const start = payloadValue(def.fields[f.endOf] as FieldDef, changed[f.endOf]);
    const end = payloadValue(f, all[name]);
    if (typeof start === 'string' && (end === undefined || (typeof end === 'string' && end < start))) out[name] = changed[f.endOf];
  }
  return Object.keys(out).length ? out : null;
}
