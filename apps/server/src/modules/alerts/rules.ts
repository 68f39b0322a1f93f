import {
  type AlertRule,
  type CatalogueEntry,
  resolveAlertRule,
  type SchoolAlertConfig,
  THRESHOLD_KEYS,
  type ThresholdKey,
  WARNING_TYPE,
} from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Tx = Kysely<Database>;

/** Each threshold's column (CamelCasePlugin maps them to snake_case). */
const THRESHOLD_COLUMN: Readonly<Record<ThresholdKey, string>> = {
  FeverC: 'feverC',
  HeartRateLow: 'heartRateLow',
  HeartRateHigh: 'heartRateHigh',
  BatteryPercent: 'batteryPercent',
  OfflineMinutes: 'offlineMinutes',
  DistressMinutes: 'distressMinutes',
};

const thresholdsOf = (row: Record<string, unknown>) =>
  Object.fromEntries(THRESHOLD_KEYS.map((k) => [k, row[THRESHOLD_COLUMN[k]] == null ? null : Number(row[THRESHOLD_COLUMN[k]])])) as Record<
    ThresholdKey,
    number | null
  >;

/** The rules of some schools, by school then warning type: what the ingest and the sweep evaluate against. */
export type SchoolRules = Map<number, (type: number) => AlertRule>;

/**
 * The effective rules of every warning type of these schools, in three queries whatever their
 * number: the catalogue, the schools' configurations (with their named recipients) and the
 * schools' own temperature thresholds (a fever's fallback, resolveAlertRule).
 */
export async function alertRulesOf(db: Tx, schoolIds: readonly number[]): Promise<SchoolRules> {
  const ids = [...new Set(schoolIds)];
  const out: SchoolRules = new Map();
  if (ids.length === 0) return out;
  const [catalogue, configs, fevers] = await Promise.all([
    db.selectFrom('warningMessageType').selectAll().execute(),
    db
      .selectFrom('messageConfig as m')
      .selectAll('m')
      .select(
        sql<number[]>`coalesce((SELECT array_agg(t.teacher_id ORDER BY t.teacher_id) FROM message_config_teacher t
          WHERE t.message_config_id = m.message_config_id), '{}')`.as('teacherIds'),
      )
      .where('m.schoolId', 'in', ids)
      .execute(),
    db
      .selectFrom('schoolParameter')
      .select(['schoolId', 'temperatureThreshold'])
      .where('schoolId', 'in', ids)
      .where('temperatureThreshold', 'is not', null)
      .execute(),
  ]);
  const byType = new Map<number, CatalogueEntry>(
    catalogue.map((c) => [c.type, { level: c.defaultLevel, thresholds: thresholdsOf(c as unknown as Record<string, unknown>) }]),
  );
  for (const schoolId of ids) {
    const own = new Map<number, SchoolAlertConfig>(
      configs
        .filter((c) => c.schoolId === schoolId)
        .map((c) => [
          c.type,
          {
            enabled: c.enabled,
            level: c.level,
            thresholds: thresholdsOf(c as unknown as Record<string, unknown>),
            posts: c.recipientPosts,
            teacherIds: c.teacherIds.map(Number),
            channels: c.channels,
            quietFrom: c.quietFrom,
            quietTo: c.quietTo,
            escalateMinutes: c.escalateMinutes,
          },
        ]),
    );
    const fever = fevers.find((f) => f.schoolId === schoolId)?.temperatureThreshold;
    const cache = new Map<number, AlertRule>();
    out.set(schoolId, (type) => {
      let rule = cache.get(type);
      if (!rule) {
        const schoolFever = type === WARNING_TYPE.Fever && fever != null ? Number(fever) : null;
        rule = resolveAlertRule(type, byType.get(type) ?? null, own.get(type) ?? null, schoolFever);
        cache.set(type, rule);
      }
      return rule;
    });
  }
  return out;
}

/**
 * A school's effective rule of a warning type: enabled, level, thresholds, recipients, channels,
 * quiet hours and escalation minutes — its MessageConfig over the platform's catalogue
 * (WarningMessageType), a fever's threshold falling back to the school's own temperature
 * threshold. What the warning handling (delivery, escalation) reads too.
 */
export async function alertRuleOf(db: Tx, schoolId: number, type: number): Promise<AlertRule> {
  const rules = await alertRulesOf(db, [schoolId]);
  return (rules.get(schoolId) as (t: number) => AlertRule)(type);
}
