import { type EnumOption, isMultiValue, type LocalizedTitle } from '@kc/contract';
import { areaCodesIn, areaLabel, isAreaCode } from '../lib/areas.ts';
import { invalid } from '../lib/errors.ts';
import type { Bound, BoundField, Row } from './types.ts';

// The engine's side of the multi-value kinds ('enums', 'areas': a text[] column): what a write
// stores, and how lists read and print them.

const labelOf = (options: readonly EnumOption[] | undefined, value: unknown): LocalizedTitle | undefined =>
  options?.find((o) => String(o.value) === String(value))?.label;

/**
 * The multi-value fields of a write as stored: each value once, in the catalogue's order
 * ('enums') or by code ('areas'); null is an empty list (refused when required). Refuses an
 * area that is not a real ChinaArea code, and an 'enums' value whose option does not belong
 * to the record's value of the field named by `groupBy` (the value written, else the record's).
 */
export function prepareMultiValues(b: Bound, values: Row, existing: Row | null): Row {
  let out = values;
  for (const f of b.fields) {
    if (!isMultiValue(f.def) || !f.column) continue;
    const raw = values[f.name];
    if (raw !== undefined) {
      const list = [...new Set(((raw as unknown[] | null) ?? []).map(String))];
      if (list.length === 0 && f.def.required) throw invalid('rule.required', {}, f.name);
      out = { ...out, [f.name]: ordered(f, list) };
    }
    checkGroup(b, f, out, existing);
  }
  return out;
}

function ordered(f: BoundField, list: string[]): string[] {
  if (f.def.kind === 'areas') {
    const unknown = list.find((code) => !isAreaCode(code));
    if (unknown) throw invalid('resource.notAreaCode', { code: unknown }, f.name);
    return list.sort();
  }
  const order = (f.def.options ?? []).map((o) => String(o.value));
  return list.sort((x, y) => order.indexOf(x) - order.indexOf(y));
}

function checkGroup(b: Bound, f: BoundField, values: Row, existing: Row | null): void {
  const by = f.def.groupBy;
  if (f.def.kind !== 'enums' || !by || (values[f.name] === undefined && values[by] === undefined)) return;
  const list = (values[f.name] !== undefined ? values[f.name] : existing?.[f.name]) as string[] | null | undefined;
  const group = values[by] !== undefined ? values[by] : existing?.[by];
  const stray = (list ?? []).find((v) => String(f.def.options?.find((o) => String(o.value) === v)?.group) !== String(group));
  if (stray === undefined) return;
  const groupField = b.byName.get(by)?.def;
  const option = labelOf(f.def.options, stray) ?? stray;
  const groupName = labelOf(groupField?.options, group) ?? String(group ?? '');
  throw invalid('resource.optionNotAvailable', { option, group: groupField?.label ?? by, name: groupName }, f.name);
}

/** A multi-value field's value as a spreadsheet cell: option labels, or area names with their codes. */
export function multiCell(f: BoundField['def'], v: unknown, lang: keyof LocalizedTitle): string {
  const list = Array.isArray(v) ? v.map(String) : [];
  if (f.kind === 'areas') return list.map(areaLabel).join(', ');
  return list.map((x) => labelOf(f.options, x)?.[lang] ?? x).join(', ');
}

/** A cell read back: option values or labels of any language, or area codes (with or without their names). */
export function parseMultiCell(f: BoundField['def'], text: string): string[] {
  if (f.kind === 'areas') return areaCodesIn(text);
  const norm = (s: string) => s.trim().toLowerCase();
  return text
    .split(/[,，;；、]+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const o = f.options?.find((x) => norm(String(x.value)) === norm(part) || Object.values(x.label).some((l) => norm(l) === norm(part)));
      return o ? String(o.value) : part;
    });
}
