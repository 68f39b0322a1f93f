import { areaPath, type FieldDef, isAreaPath } from '@kc/contract';
import { areaCodesIn, areaLabel, isAreaCode } from '../lib/areas.ts';
import { invalid } from '../lib/errors.ts';

// The engine's side of the 'area' kind (one ChinaArea place, one column per level): which codes
// exist, what a write stores, and how a spreadsheet shows and reads a place (lib/areas.ts knows
// the codes and their names).

/** The refusal of an empty or incomplete place: the named rule's message (the spec's 'please choose school address'). */
/** The refusal of an incomplete place: the spec's school address text, else the levels to choose. */
const areaRefusal = (name: string, f: FieldDef) =>
  f.rule === 'schoolAddress' ? invalid('rule.schoolAddress', {}, name) : invalid('input.chooseLevels', { levels: f.levels ?? 3 }, name);

/**
 * The column values of an 'area' field as written: one code per level (null clears an optional
 * place). Refuses an incomplete place and codes that are not in the national division tree.
 */
export function areaColumns(name: string, f: FieldDef, parts: readonly string[], value: unknown): (string | null)[] {
  if (value == null || (Array.isArray(value) && value.length === 0)) {
    if (f.required) throw areaRefusal(name, f);
    return parts.map(() => null);
  }
  if (!isAreaPath(value, parts.length)) throw areaRefusal(name, f);
  const unknown = value.find((code) => !isAreaCode(code));
  if (unknown) throw invalid('resource.notAreaCode', { code: unknown }, name);
  return value;
}

/** A place as answered: its codes, or null when none is set. */
export function areaAnswer(v: unknown): string[] | null {
  const codes = Array.isArray(v) ? v.filter((c): c is string => typeof c === 'string' && c !== '') : [];
  return codes.length ? codes : null;
}

/** A place in a spreadsheet: its names from the province down and its last code ('北京市/市辖区/朝阳区 (110105)'). */
export function areaCell(v: unknown): string {
  const codes = areaAnswer(v);
  return codes ? areaLabel(codes[codes.length - 1] as string) : '';
}

/** A place read from a cell: every code written in it, or the levels of its one (last) code. */
export function parseAreaCell(text: string): string[] {
  const codes = areaCodesIn(text);
  return codes.length === 1 ? areaPath(codes[0] as string) : codes;
}
