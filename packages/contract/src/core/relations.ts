import type { LocalizedTitle } from './localized.ts';
import { lowerLabel, type MessageParams } from './messages/index.ts';
import type { FieldDef } from './resource.ts';

/** A rule between two fields of a record that one field's value broke: what the message needs to say it. */
export type RelationProblem =
  | { key: 'requiredWhen'; other: LocalizedTitle; value: LocalizedTitle | string }
  | { key: 'beforeStart'; other: LocalizedTitle };

const isEmpty = (v: unknown) => v == null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * The rule between fields (`requiredWhen`, `endOf`) that field `name` breaks in `record` (the
 * record as it will be after the write), or null. The server refuses with it; the form shows it
 * on the field before sending: one definition, both places.
 */
export function relationProblem(
  fields: Readonly<Record<string, FieldDef>>,
  name: string,
  record: Readonly<Record<string, unknown>>,
): RelationProblem | null {
  const f = fields[name];
  if (!f) return null;
  const value = record[name];
  const when = f.requiredWhen;
  if (when && isEmpty(value) && when.values.some((v) => String(v) === String(record[when.field]))) {
    const other = fields[when.field];
    const option = other?.options?.find((o) => String(o.value) === String(record[when.field]));
    return {
      key: 'requiredWhen',
      other: other?.label ?? { zh: when.field, en: when.field, es: when.field },
      value: option?.label ?? String(record[when.field]),
    };
  }
  const start = f.endOf ? record[f.endOf] : undefined;
  if (f.endOf && typeof value === 'string' && typeof start === 'string' && value !== '' && start !== '' && value < start) {
    return { key: 'beforeStart', other: fields[f.endOf]?.label ?? { zh: f.endOf, en: f.endOf, es: f.endOf } };
  }
  return null;
}

/** The fields a relation rule reads besides their own (the form re-checks them when these change). */
export const relationDependencies = (f: FieldDef): string[] => [f.requiredWhen?.field, f.endOf].filter((x): x is string => !!x);

/** A relation problem as a catalog message (the server's refusal after `Field: `). */
export function relationMessage(p: RelationProblem): { key: 'relation.requiredWhen' | 'relation.beforeStart'; params: MessageParams } {
  if (p.key === 'beforeStart') return { key: 'relation.beforeStart', params: { other: lowerLabel(p.other) } };
  return {
    key: 'relation.requiredWhen',
    params: { other: lowerLabel(p.other), value: typeof p.value === 'string' ? p.value : lowerLabel(p.value) },
  };
}
