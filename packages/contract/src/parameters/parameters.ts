import type { LocalizedTitle } from '../core/localized.ts';

/**
 * A school's operating parameters (/Parameter, "base and default"): the platform keeps one set
 * of defaults, a school overrides any of them; what applies to a school is its own values merged
 * over the defaults. Times are 'HH:mm' of the school's day; the temperature is °C with one decimal.
 * Plain data (no zod): the web builds its form from it, the server its validation.
 */

export const SCHOOL_PARAMETER_KEYS = [
  'OpenTime',
  'CloseTime',
  'CheckInStart',
  'CheckInEnd',
  'LateAfter',
  'EarlyLeaveBefore',
  'TemperatureThreshold',
  'RatioNursery',
  'RatioJunior',
  'RatioMiddle',
  'RatioSenior',
  'BillingDay',
  'PlanDomainMinimum',
  'PlanNoRepeatWeeks',
] as const;
export type SchoolParameterKey = (typeof SCHOOL_PARAMETER_KEYS)[number];

export interface SchoolParameters {
  OpenTime: string;
  CloseTime: string;
  CheckInStart: string;
  CheckInEnd: string;
  /** A child checked in this many minutes after opening (or later) is late. */
  LateAfter: number;
  /** A child picked up this many minutes before closing (or earlier) left early. */
  EarlyLeaveBefore: number;
  /** From this temperature (°C) on, a check is abnormal. */
  TemperatureThreshold: number;
  /** At most this many children per staff member, by grade (the staff : child ratio 1 : n). */
  RatioNursery: number;
  RatioJunior: number;
  RatioMiddle: number;
  RatioSenior: number;
  /** Day of the month the school's bills are made (1-28, so every month has it). */
  BillingDay: number;
  /** Smart course planning: each domain at least this many times a week. */
  PlanDomainMinimum: number;
  /** Smart course planning: an activity is not planned again within this many weeks of a class. */
  PlanNoRepeatWeeks: number;
}

/** A school's own values: null where it follows the default. */
export type OwnSchoolParameters = { [K in SchoolParameterKey]: SchoolParameters[K] | null };

export type SchoolParameterSection = 'hours' | 'checkIn' | 'health' | 'ratio' | 'billing' | 'teaching';

export interface SchoolParameterField {
  kind: 'time' | 'integer' | 'decimal';
  section: SchoolParameterSection;
  label: LocalizedTitle;
  /** Bounds of numbers. */
  min?: number;
  max?: number;
  /** Digits after the point of a decimal. */
  scale?: number;
  unit?: LocalizedTitle;
}

const MINUTES: LocalizedTitle = { zh: '分钟', en: 'minutes', es: 'minutos' };
const CHILDREN: LocalizedTitle = { zh: '名幼儿/每名教职工', en: 'children per staff member', es: 'niños por educador' };

export const SCHOOL_PARAMETER_FIELDS: Record<SchoolParameterKey, SchoolParameterField> = {
  OpenTime: { kind: 'time', section: 'hours', label: { zh: '开园时间', en: 'Opening time', es: 'Hora de apertura' } },
  CloseTime: { kind: 'time', section: 'hours', label: { zh: '闭园时间', en: 'Closing time', es: 'Hora de cierre' } },
  CheckInStart: {
    kind: 'time',
    section: 'checkIn',
    label: { zh: '入园打卡开始', en: 'Check-in opens', es: 'Inicio del registro de entrada' },
  },
  CheckInEnd: { kind: 'time', section: 'checkIn', label: { zh: '入园打卡结束', en: 'Check-in closes', es: 'Fin del registro de entrada' } },
  LateAfter: {
    kind: 'integer',
    section: 'checkIn',
    min: 0,
    max: 240,
    unit: MINUTES,
    label: { zh: '开园后多少分钟算迟到', en: 'Late after opening by', es: 'Retraso a partir de' },
  },
  EarlyLeaveBefore: {
    kind: 'integer',
    section: 'checkIn',
    min: 0,
    max: 240,
    unit: MINUTES,
    label: { zh: '闭园前多少分钟算早退', en: 'Early leave before closing by', es: 'Salida anticipada desde' },
  },
  TemperatureThreshold: {
    kind: 'decimal',
    section: 'health',
    min: 36,
    max: 39,
    scale: 1,
    unit: { zh: '°C', en: '°C', es: '°C' },
    label: { zh: '体温异常阈值', en: 'Temperature threshold', es: 'Umbral de temperatura' },
  },
  RatioNursery: {
    kind: 'integer',
    section: 'ratio',
    min: 1,
    max: 30,
    unit: CHILDREN,
    label: { zh: '托班师幼比', en: 'Nursery ratio', es: 'Ratio de guardería' },
  },
  RatioJunior: {
    kind: 'integer',
    section: 'ratio',
    min: 1,
    max: 30,
    unit: CHILDREN,
    label: { zh: '小班师幼比', en: 'Junior ratio', es: 'Ratio de primer curso' },
  },
  RatioMiddle: {
    kind: 'integer',
    section: 'ratio',
    min: 1,
    max: 30,
    unit: CHILDREN,
    label: { zh: '中班师幼比', en: 'Middle ratio', es: 'Ratio de segundo curso' },
  },
  RatioSenior: {
    kind: 'integer',
    section: 'ratio',
    min: 1,
    max: 30,
    unit: CHILDREN,
    label: { zh: '大班师幼比', en: 'Senior ratio', es: 'Ratio de tercer curso' },
  },
  BillingDay: {
    kind: 'integer',
    section: 'billing',
    min: 1,
    max: 28,
    unit: { zh: '日', en: 'day of the month', es: 'día del mes' },
    label: { zh: '账单日', en: 'Billing day', es: 'Día de facturación' },
  },
  PlanDomainMinimum: {
    kind: 'integer',
    section: 'teaching',
    min: 0,
    max: 5,
    unit: { zh: '次/周', en: 'times a week', es: 'veces por semana' },
    label: { zh: '每个领域每周至少', en: 'Each domain at least', es: 'Cada área al menos' },
  },
  PlanNoRepeatWeeks: {
    kind: 'integer',
    section: 'teaching',
    min: 0,
    max: 12,
    unit: { zh: '周', en: 'weeks', es: 'semanas' },
    label: { zh: '活动不重复的周数', en: 'No activity repeated within', es: 'Sin repetir actividades durante' },
  },
};

/** The platform's defaults as a fresh database has them (the migration writes them). */
export const PLATFORM_PARAMETER_DEFAULTS: SchoolParameters = {
  OpenTime: '07:30',
  CloseTime: '17:30',
  CheckInStart: '07:00',
  CheckInEnd: '09:00',
  LateAfter: 30,
  EarlyLeaveBefore: 30,
  TemperatureThreshold: 37.3,
  RatioNursery: 5,
  RatioJunior: 7,
  RatioMiddle: 8,
  RatioSenior: 9,
  BillingDay: 1,
  PlanDomainMinimum: 2,
  PlanNoRepeatWeeks: 4,
};

/** The grade (Class.Grade) → its ratio parameter. */
export const RATIO_OF_GRADE: Record<string, SchoolParameterKey> = {
  nursery: 'RatioNursery',
  junior: 'RatioJunior',
  middle: 'RatioMiddle',
  senior: 'RatioSenior',
};

export interface ParameterConflict {
  field: SchoolParameterKey;
  /** Names the rule (the web words it in the user's language). */
  rule: 'closeAfterOpen' | 'checkInOrder' | 'checkInBeforeClose';
}

/** The catalog key of each rule's refusal (the server answers it in the caller's language). */
export const PARAMETER_RULE_KEYS = {
  closeAfterOpen: 'parameters.closeAfterOpen',
  checkInOrder: 'parameters.checkInOrder',
  checkInBeforeClose: 'parameters.checkInBeforeClose',
} as const satisfies Record<ParameterConflict['rule'], string>;

/** Rules between parameters, checked on the values that apply (own merged over defaults): the first one broken, or null. */
export function parameterConflict(p: SchoolParameters): ParameterConflict | null {
  if (p.CloseTime <= p.OpenTime) return { field: 'CloseTime', rule: 'closeAfterOpen' };
  if (p.CheckInEnd <= p.CheckInStart) return { field: 'CheckInEnd', rule: 'checkInOrder' };
  if (p.CheckInEnd > p.CloseTime) return { field: 'CheckInEnd', rule: 'checkInBeforeClose' };
  return null;
}
