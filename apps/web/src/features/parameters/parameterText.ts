import { SCHOOL_PARAMETER_FIELDS, type SchoolParameterSection, type SchoolParameters } from '@kc/contract';
import { textOf } from '../../resource/model.ts';

/** The sections of the school parameters, in the order the screens show them. */
export const PARAMETER_SECTIONS: readonly SchoolParameterSection[] = ['hours', 'checkIn', 'health', 'ratio', 'billing', 'teaching'];

/** A parameter as read: times as they are, numbers with their unit. */
export function parameterText(key: keyof SchoolParameters, value: string | number, lang: string): string {
  const f = SCHOOL_PARAMETER_FIELDS[key];
  if (f.kind === 'time') return String(value);
  const n = f.kind === 'decimal' ? Number(value).toFixed(f.scale ?? 1) : String(value);
  return f.unit ? `${n} ${textOf(f.unit, lang)}` : n;
}
