import {
  ACTION_GRANT,
  check,
  type EnumOption,
  type FieldDef,
  type FieldRule,
  formatCents,
  formatTime,
  isAreaCodeShape,
  isAreaPath,
  isMultiValue,
  isWritable,
  type LocalizedTitle,
  type MenuEntry,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  type ResourceDef,
  type ResourceName,
  resources,
  type StandardAction,
} from '@kc/contract';
import dayjs, { type Dayjs } from 'dayjs';
import type { ParseKeys } from 'i18next';
import { fieldOfRefusal, type Refusal } from '../lib/fieldOfRefusal.ts';

/**
 * The pure side of the resource engine's web part: list state ↔ URL query, the SelectPage
 * input, columns, cell texts, money, client validation and grants. No React, no antd.
 */

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** A localized label in the current language (English, then Chinese, as fallbacks). */
export const textOf = (l: LocalizedTitle | undefined, lang: string): string =>
  l ? ((l as Record<string, string>)[lang] ?? l.en ?? l.zh ?? '') : '';

export const fieldEntries = (def: ResourceDef): [string, FieldDef][] => Object.entries(def.fields);

/** The contract's definition of the resource a `ref` names (every ref of a defined resource names one). */
export const resourceByName = (name: string): ResourceDef | undefined =>
  Object.hasOwn(resources, name) ? resources[name as ResourceName] : undefined;

// ---------------------------------------------------------------- list state and URL

/** What the list shows: page, size, sort and the filters as typed in (raw strings, URL-ready). */
export interface ListState {
  page: number;
  size: number;
  /** `Field` or `-Field`; absent: the definition's default sort. */
  sort?: string;
  filters: Record<string, string>;
}

export const emptyListState = (): ListState => ({ page: 1, size: PAGE_SIZE_DEFAULT, filters: {} });

/** The URL keys of a field's filter: `Field`, or `Field_from` and `Field_to` for a range. */
export function filterKeysOf(name: string, f: FieldDef): string[] {
  if (!f.filter) return [];
  return f.filter === 'range' ? [`${name}_from`, `${name}_to`] : [name];
}

export const filterKeys = (def: ResourceDef): string[] => fieldEntries(def).flatMap(([n, f]) => filterKeysOf(n, f));

const INTEGER = /^-?\d+$/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Digits after the point a number input of the field offers (money in yuan: 2). */
export const precisionOf = (f: FieldDef): number => (f.kind === 'money' ? 2 : f.kind === 'decimal' ? (f.scale ?? 1) : 0);

/** Money is integer cents on the wire, yuan in forms and filters. */
export const yuanToCents = (yuan: number | null | undefined): number | undefined =>
  yuan == null || Number.isNaN(Number(yuan)) ? undefined : Math.round(Number(yuan) * 100);
export const centsToYuan = (cents: number | null | undefined): number | undefined =>
  cents == null || Number.isNaN(Number(cents)) ? undefined : Number(cents) / 100;

/** A local wall-clock time as ISO 8601 with its offset (what `z.iso.datetime({ offset: true })` takes). */
export const localIso = (d: Date | Dayjs): string => dayjs(d).format();

/**
 * A filter's raw (URL) value as the server takes it, or undefined when it is not a valid
 * value for the field (it is then dropped). `end` marks the upper bound of a range.
 */
export function filterValue(f: FieldDef, raw: string | null | undefined, end = false): unknown {
  if (raw == null) return undefined;
  const v = raw.trim();
  if (v === '') return undefined;
  switch (f.kind) {
    case 'string':
    case 'text':
      return v.slice(0, 100);
    case 'integer':
      return INTEGER.test(v) ? Number(v) : undefined;
    case 'money':
      return NUMBER.test(v) ? yuanToCents(Number(v)) : undefined;
    case 'decimal':
      return NUMBER.test(v) ? Number(v) : undefined;
    case 'ref':
    case 'refs':
      return /^[1-9]\d*$/.test(v) ? Number(v) : undefined;
    case 'boolean':
      if (v === 'true' || v === '1') return true;
      if (v === 'false' || v === '0') return false;
      return undefined;
    case 'enum':
      return f.options?.find((o) => String(o.value) === v)?.value;
    case 'enums':
      // One option: the records holding it.
      return f.options?.some((o) => String(o.value) === v) ? v : undefined;
    case 'areas':
      // One area: the records covering it or lying within it.
      return isAreaCodeShape(v) ? v : undefined;
    case 'area':
      // One area of any level: the places at it or within it.
      return isAreaCodeShape(v) ? v : undefined;
    case 'date':
      return DATE.test(v) ? v : undefined;
    case 'datetime': {
      if (!DATE.test(v)) return undefined;
      const day = dayjs(v);
      return localIso(end ? day.endOf('day') : day.startOf('day'));
    }
  }
}

/** Whether `sort` names a sortable field (or the id), ascending or descending. */
export function isValidSort(def: ResourceDef, sort: string | null | undefined): sort is string {
  if (!sort) return false;
  const name = sort.replace(/^-/, '');
  return name === def.id || !!def.fields[name]?.sort;
}

/** Reads the list state from the URL query; anything invalid falls back to the default. */
export function readListState(def: ResourceDef, params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const sort = params.get('sort');
  const filters: Record<string, string> = {};
  for (const [name, f] of fieldEntries(def)) {
    for (const key of filterKeysOf(name, f)) {
      const raw = params.get(key);
      if (raw != null && filterValue(f, raw, key.endsWith('_to')) !== undefined) filters[key] = raw.trim();
    }
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: Number.isInteger(size) && size >= 1 && size <= PAGE_SIZE_MAX ? size : PAGE_SIZE_DEFAULT,
    sort: isValidSort(def, sort) ? sort : undefined,
    filters,
  };
}

/**
 * Writes the list state into a copy of `base` (other query keys are kept): filters in the
 * definition's order, then sort, page and size, each only when not the default.
 */
export function writeListState(def: ResourceDef, state: ListState, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of [...filterKeys(def), 'sort', 'page', 'size']) next.delete(key);
  for (const key of filterKeys(def)) {
    const v = state.filters[key]?.trim();
    if (v) next.set(key, v);
  }
  if (state.sort && isValidSort(def, state.sort) && state.sort !== def.sort) next.set('sort', state.sort);
  if (state.page > 1) next.set('page', String(state.page));
  if (state.size !== PAGE_SIZE_DEFAULT) next.set('size', String(state.size));
  return next;
}

/** The typed filters of a list state (SelectPage and Export take the same ones). */
export function filterInput(def: ResourceDef, filters: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, f] of fieldEntries(def)) {
    for (const key of filterKeysOf(name, f)) {
      const v = filterValue(f, filters[key], key.endsWith('_to'));
      if (v !== undefined) out[key] = v;
    }
  }
  return out;
}

/** The SelectPage input of a list state. */
export function pageInput(def: ResourceDef, state: ListState): Record<string, unknown> {
  const sort = state.sort ?? def.sort;
  return { cur_page: state.page, size: state.size, ...(sort ? { sort } : {}), ...filterInput(def, state.filters) };
}

/** The last page that holds rows (for when deletions leave the current page empty). */
export const lastPage = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

// ---------------------------------------------------------------- columns and cells

export interface ColumnSpec {
  key: string;
  title: string;
  field: FieldDef;
  sortable: boolean;
}

/** The table's columns: the list fields, in the definition's order. */
export function listColumns(def: ResourceDef, lang: string): ColumnSpec[] {
  return fieldEntries(def)
    .filter(([, f]) => f.list && !f.writeOnly)
    .map(([key, f]) => ({ key, title: textOf(f.label, lang), field: f, sortable: !!f.sort }));
}

/** A phone card shows this many key fields under the record's name. */
export const CARD_FIELDS = 3;

/** The key fields of a row's card: the definition's `card`, else the first list columns after the display field. */
export function cardColumns(def: ResourceDef, lang: string): ColumnSpec[] {
  const columns = listColumns(def, lang).filter((c) => c.key !== def.display);
  if (!def.card) return columns.slice(0, CARD_FIELDS);
  return def.card.flatMap((k) => columns.filter((c) => c.key === k)).slice(0, CARD_FIELDS);
}

export type SortOrder = 'ascend' | 'descend' | null;

/** The order a column shows for the current (or default) sort. */
export function sortOrderOf(current: string | undefined, key: string): SortOrder {
  if (current === key) return 'ascend';
  if (current === `-${key}`) return 'descend';
  return null;
}

/** The sort a table's sorter asks for; undefined returns to the definition's default. */
export const sortFromTable = (key: string | undefined, order: SortOrder | undefined): string | undefined =>
  key && order ? (order === 'descend' ? `-${key}` : key) : undefined;

export interface CellContext {
  lang: string;
  /** Label of a referenced id, when the referenced resource can be listed. */
  refLabel?: (id: number) => string | undefined;
  /** Name of a ChinaArea code, once the area tree is loaded. */
  areaName?: (code: string) => string;
  /** Names of an 'area' field's codes (one place), once the area tree is loaded. */
  areaPlace?: (codes: readonly string[]) => string;
  yes: string;
  no: string;
}

/** The texts of a multi-value field's values ('enums': option labels, 'areas': area names), for tags. */
export function displayList(f: FieldDef, value: unknown, ctx: CellContext): string[] {
  const list = Array.isArray(value) ? value.map(String) : value == null || value === '' ? [] : [String(value)];
  if (f.kind === 'areas') return list.map((code) => ctx.areaName?.(code) ?? code);
  return list.map((v) => optionText(f.options, v, ctx.lang) ?? v);
}

/** The label of an option value in a language, or undefined when no option has that value. */
export function optionText(options: readonly EnumOption[] | undefined, value: unknown, lang: string): string | undefined {
  const o = options?.find((x) => String(x.value) === String(value));
  return o ? textOf(o.label, lang) : undefined;
}

/** Options as a Select takes them, labelled in a language. */
export const selectOptions = (options: readonly EnumOption[], lang: string) =>
  options.map((o) => ({ value: o.value, label: textOf(o.label, lang) }));

/** The text of a value as lists and the detail view show it. */
export function displayValue(f: FieldDef, value: unknown, ctx: CellContext): string {
  if (value == null || value === '') return '';
  switch (f.kind) {
    case 'enum':
      return optionText(f.options, value, ctx.lang) ?? String(value);
    case 'boolean':
      return value === true || value === 1 || value === '1' || value === 'true' ? ctx.yes : ctx.no;
    case 'money':
      return Number.isFinite(Number(value)) ? formatCents(Number(value)) : String(value);
    case 'decimal':
      return Number.isFinite(Number(value)) ? Number(value).toFixed(f.scale ?? 1) : String(value);
    case 'date':
      return typeof value === 'string' && DATE.test(value) ? value : formatTime(value as string, '{y}-{m}-{d}') || String(value);
    case 'datetime':
      return formatTime(value as string) || String(value);
    case 'ref':
      return ctx.refLabel?.(Number(value)) ?? String(value);
    case 'refs':
      return Array.isArray(value) ? value.map((v) => ctx.refLabel?.(Number(v)) ?? String(v)).join(', ') : String(value);
    case 'enums':
    case 'areas':
      return displayList(f, value, ctx).join(', ');
    case 'area': {
      const codes = Array.isArray(value) ? value.map(String) : [String(value)];
      return ctx.areaPlace?.(codes) ?? codes.join('/');
    }
    default:
      // Masked fields (phones) are shown as answered: masked in lists, in full where the server answers them so.
      return String(value);
  }
}

/** Fields of the detail view: all but write-only ones, unless a field opts out. */
export const detailFields = (def: ResourceDef): [string, FieldDef][] =>
  fieldEntries(def).filter(([, f]) => !f.writeOnly && f.detail !== false);

/** Fields of the add or edit form. */
export const formFields = (def: ResourceDef, mode: 'add' | 'edit'): [string, FieldDef][] =>
  fieldEntries(def).filter(([, f]) => isWritable(f, mode === 'add' ? 'add' : 'update'));

// ---------------------------------------------------------------- validation

/** A broken rule: an i18n key (validation:* from the contract, resource:* from the engine) and its values. */
export interface Problem {
  key: ParseKeys<['resource', 'validation']>;
  values?: Record<string, unknown>;
}

const isEmpty = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

type RuleCheck = (v: unknown) => ReturnType<typeof check.name>;
const RULES: Record<FieldRule, RuleCheck> = {
  name: (v) => check.name(v as string),
  username: (v) => check.username(v as string),
  phone: (v) => check.phone(v as string),
  password: (v) => check.password(v as string),
  positiveInteger: (v) => check.positiveInteger(v as number),
  schoolAddress: (v) => check.schoolAddress(Array.isArray(v) ? v : null),
  clock: (v) => check.clock(v as string),
  httpsUrl: (v) => check.httpsUrl(v as string),
};

/**
 * The first rule a value breaks, or null: required, the named rule with the spec's message,
 * then length or value bounds. Strings are checked as typed (a leading space is an error of
 * the name rule, though the request layer would trim it); other kinds as sent (money in cents).
 */
export function fieldProblem(f: FieldDef, value: unknown): Problem | null {
  if (isEmpty(value)) {
    if (!f.required) return null;
    const named = f.rule ? RULES[f.rule]('') : null;
    return { key: `validation:${named ?? 'required'}` };
  }
  if (f.rule) {
    const key = RULES[f.rule](value);
    if (key) return { key: `validation:${key}` };
  }
  if (f.kind === 'string' || f.kind === 'text') {
    const len = String(value).length;
    if (f.min != null && len < f.min) return { key: 'resource:minLength', values: { min: f.min } };
    if (f.max != null && len > f.max) return { key: 'resource:maxLength', values: { max: f.max } };
  }
  if (f.kind === 'integer' || f.kind === 'money') {
    const n = Number(value);
    if (!Number.isInteger(n)) return { key: 'resource:integer' };
    const show = (x: number) => (f.kind === 'money' ? formatCents(x) : String(x));
    if (f.min != null && n < f.min) return { key: 'resource:minValue', values: { min: show(f.min) } };
    if (f.max != null && n > f.max) return { key: 'resource:maxValue', values: { max: show(f.max) } };
  }
  if (f.kind === 'decimal') {
    const n = Number(value);
    if (f.min != null && n < f.min) return { key: 'resource:minValue', values: { min: f.min } };
    if (f.max != null && n > f.max) return { key: 'resource:maxValue', values: { max: f.max } };
  }
  if (f.kind === 'area' && !isAreaPath(value, f.levels ?? 3)) return { key: 'resource:areaLevels', values: { levels: f.levels ?? 3 } };
  if (isMultiValue(f) && Array.isArray(value) && f.max != null && value.length > f.max) {
    return { key: 'resource:maxItems', values: { max: f.max } };
  }
  return null;
}

/** A refusal worded `Field: reason` about one of the form's fields. */
export const fieldOfMessage = (def: ResourceDef, message: Refusal): { field: string; message: string } | null =>
  fieldOfRefusal(message, (name) => !!def.fields[name]);

// ---------------------------------------------------------------- grants

/** The menu entry of a name anywhere in the granted tree. */
export function findMenuEntry(menu: readonly MenuEntry[], name: string): MenuEntry | undefined {
  for (const entry of menu) {
    if (entry.name === name) return entry;
    const below = findMenuEntry(entry.children ?? [], name);
    if (below) return below;
  }
  return undefined;
}

/** The action values the current role is granted on a menu entry. */
export const grantedActions = (menu: readonly MenuEntry[], name: string): ReadonlySet<string> =>
  new Set(findMenuEntry(menu, name)?.meta.actions ?? []);

/** Whether to offer an action: the definition has it and the role holds its grant (the server checks again). */
export const canDo = (def: ResourceDef, granted: ReadonlySet<string>, action: StandardAction): boolean =>
  def.actions.includes(action) && granted.has(ACTION_GRANT[action]);
