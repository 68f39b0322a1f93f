import { enumOptions } from '../core/resource.ts';
import { STAFF_POST_OPTIONS } from '../staff/posts.ts';
import { WARNING_LEVEL, WARNING_TYPE } from './constants.ts';

// The alert rules (DOMAIN §4 WarningMessageType, MessageConfig): the platform's catalogue of
// warning types with their default level and thresholds, and each school's configuration of a
// type, which overrides them. The server's alertRuleOf (modules/alerts/rules.ts) answers a school's
// effective rule of a type; resolveAlertRule below is that resolution, pure.

/** The thresholds a rule may carry; each warning type reads its own (THRESHOLDS_OF_TYPE). */
export const THRESHOLD_KEYS = ['FeverC', 'HeartRateLow', 'HeartRateHigh', 'BatteryPercent', 'OfflineMinutes', 'DistressMinutes'] as const;
export type ThresholdKey = (typeof THRESHOLD_KEYS)[number];
export type Thresholds = Record<ThresholdKey, number>;

/**
 * The thresholds' fields, shared by the catalogue and a school's configuration (where empty means
 * "the catalogue's"): a fever from this temperature; a heart rate below or above these; a battery
 * at or below this percentage; a device silent this long (at least its type's window); a distress
 * emotion lasting this long.
 */
export const THRESHOLD_FIELDS = {
  FeverC: {
    kind: 'decimal',
    scale: 1,
    min: 36,
    max: 40,
    label: { zh: '发热阈值 (°C)', en: 'Fever from (°C)', es: 'Fiebre desde (°C)' },
    list: true,
    edit: true,
  },
  HeartRateLow: {
    kind: 'integer',
    min: 30,
    max: 150,
    label: { zh: '心率下限', en: 'Heart rate below', es: 'Pulso por debajo de' },
    list: true,
    edit: true,
  },
  HeartRateHigh: {
    kind: 'integer',
    min: 60,
    max: 250,
    label: { zh: '心率上限', en: 'Heart rate above', es: 'Pulso por encima de' },
    list: true,
    edit: true,
  },
  BatteryPercent: {
    kind: 'integer',
    min: 1,
    max: 99,
    label: { zh: '低电量 (%)', en: 'Battery at most (%)', es: 'Batería como máximo (%)' },
    list: true,
    edit: true,
  },
  OfflineMinutes: {
    kind: 'integer',
    min: 1,
    max: 1440,
    label: { zh: '离线 (分钟)', en: 'Offline for (min)', es: 'Desconectado durante (min)' },
    list: true,
    edit: true,
  },
  DistressMinutes: {
    kind: 'integer',
    min: 1,
    max: 240,
    label: { zh: '负面情绪持续 (分钟)', en: 'Distress for (min)', es: 'Malestar durante (min)' },
    list: true,
    edit: true,
  },
} as const;

/** Which thresholds each warning type reads (the others may not be set for it). */
export const THRESHOLDS_OF_TYPE: Readonly<Partial<Record<number, readonly ThresholdKey[]>>> = {
  [WARNING_TYPE.Fever]: ['FeverC'],
  [WARNING_TYPE.HeartRate]: ['HeartRateLow', 'HeartRateHigh'],
  [WARNING_TYPE.LowBattery]: ['BatteryPercent'],
  [WARNING_TYPE.DeviceOffline]: ['OfflineMinutes'],
  [WARNING_TYPE.Distress]: ['DistressMinutes'],
};

/** The seeded catalogue's thresholds (the platform edits them on WarningMessageTypeSetting). */
export const DEFAULT_THRESHOLDS: Thresholds = {
  FeverC: 37.3,
  HeartRateLow: 60,
  HeartRateHigh: 160,
  BatteryPercent: 20,
  OfflineMinutes: 30,
  DistressMinutes: 10,
};

/** The seeded catalogue's level of each type. */
export const DEFAULT_LEVEL: Readonly<Record<number, number>> = {
  [WARNING_TYPE.Fever]: WARNING_LEVEL.Warning,
  [WARNING_TYPE.DiaperWet]: WARNING_LEVEL.Info,
  [WARNING_TYPE.HeartRate]: WARNING_LEVEL.Critical,
  [WARNING_TYPE.DeviceOffline]: WARNING_LEVEL.Info,
  [WARNING_TYPE.LowBattery]: WARNING_LEVEL.Info,
  [WARNING_TYPE.LeftArea]: WARNING_LEVEL.Critical,
  [WARNING_TYPE.Distress]: WARNING_LEVEL.Warning,
  [WARNING_TYPE.Stranger]: WARNING_LEVEL.Critical,
  [WARNING_TYPE.MedicineOverdue]: WARNING_LEVEL.Warning,
  [WARNING_TYPE.Fall]: WARNING_LEVEL.Critical,
  [WARNING_TYPE.Symptom]: WARNING_LEVEL.Warning,
  [WARNING_TYPE.SentHome]: WARNING_LEVEL.Warning,
};

/** Where a warning is delivered: the console (always recorded there), and SMS through the message outbox. */
export const ALERT_CHANNEL = { Console: 'console', Sms: 'sms' } as const;
export const ALERT_CHANNEL_OPTIONS = enumOptions([
  { value: ALERT_CHANNEL.Console, label: { zh: '控制台', en: 'Console', es: 'Consola' } },
  { value: ALERT_CHANNEL.Sms, label: { zh: '短信', en: 'SMS', es: 'SMS' } },
]);

/** Staff posts as a configuration's recipients (kept as words in a text[] column). */
export const RECIPIENT_POST_OPTIONS = enumOptions(STAFF_POST_OPTIONS.map((o) => ({ value: String(o.value), label: o.label })));

/** A school's effective rule of one warning type: what the evaluation, the delivery and the escalation read. */
export interface AlertRule {
  type: number;
  enabled: boolean;
  level: number;
  thresholds: Thresholds;
  recipients: { posts: number[]; teacherIds: number[] };
  channels: string[];
  /** 'HH:mm' on the school's clock (SMS waits while inside; `to` before `from` spans midnight), or null. */
  quietHours: { from: string; to: string } | null;
  /** Escalate a warning still new after this many minutes; null: never. */
  escalationMinutes: number | null;
}

/** A catalogue row as resolution reads it. */
export interface CatalogueEntry {
  level: number;
  thresholds: Partial<Record<ThresholdKey, number | null>>;
}

/** A school's configuration of a type as resolution reads it (null: the catalogue's). */
export interface SchoolAlertConfig {
  enabled: boolean;
  level: number | null;
  thresholds: Partial<Record<ThresholdKey, number | null>>;
  posts: readonly (number | string)[];
  teacherIds: readonly number[];
  channels: readonly string[];
  quietFrom: string;
  quietTo: string;
  escalateMinutes: number | null;
}

/**
 * The effective rule: the school's configuration over the catalogue over the contract's defaults.
 * A fever's threshold, when the school's configuration sets none, is the school's own temperature
 * threshold (SchoolParameter TemperatureThreshold, which its hand-entered readings use), else the
 * catalogue's (seeded as the parameter's platform default, 37.3 °C). Without a
 * configuration a type is enabled, on the console only, to nobody in particular, never escalated.
 */
export function resolveAlertRule(
  type: number,
  catalogue: CatalogueEntry | null,
  config: SchoolAlertConfig | null,
  schoolFeverC?: number | null,
): AlertRule {
  const thresholds = { ...DEFAULT_THRESHOLDS };
  for (const key of THRESHOLD_KEYS) {
    const base = catalogue?.thresholds[key];
    if (base != null) thresholds[key] = base;
  }
  if (schoolFeverC != null) thresholds.FeverC = schoolFeverC;
  for (const key of THRESHOLD_KEYS) {
    const own = config?.thresholds[key];
    if (own != null) thresholds[key] = own;
  }
  return {
    type,
    enabled: config?.enabled ?? true,
    level: config?.level ?? catalogue?.level ?? DEFAULT_LEVEL[type] ?? WARNING_LEVEL.Warning,
    thresholds,
    recipients: { posts: (config?.posts ?? []).map(Number), teacherIds: [...(config?.teacherIds ?? [])] },
    channels: config ? [...config.channels] : [ALERT_CHANNEL.Console],
    quietHours: config?.quietFrom && config.quietTo ? { from: config.quietFrom, to: config.quietTo } : null,
    escalationMinutes: config?.escalateMinutes ?? null,
  };
}

/** Whether a wall-clock time 'HH:mm' falls in quiet hours (a span past midnight when `to` is before `from`). */
export function inQuietHours(rule: Pick<AlertRule, 'quietHours'>, clock: string): boolean {
  const q = rule.quietHours;
  if (!q || q.from === q.to) return false;
  return q.from < q.to ? clock >= q.from && clock < q.to : clock >= q.from || clock < q.to;
}
