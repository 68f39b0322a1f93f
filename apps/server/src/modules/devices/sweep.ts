import {
  type AlertRule,
  EQUIPMENT_READING_KEEP_DAYS,
  EQUIPMENT_SILENCE_MINUTES,
  EQUIPMENT_STATE,
  type EquipmentType,
  STATE_CHANGE_REASON,
  WARNING_TYPE,
} from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Job } from '../../jobs/runner.ts';
import { raiseWarning } from '../alerts/raise.ts';
import { alertRulesOf } from '../alerts/rules.ts';

/** A silent device is warned about once, within this long after its last reading (older silences are history). */
const OFFLINE_LOOKBACK_HOURS = 48;

const TYPES = Object.keys(EQUIPMENT_SILENCE_MINUTES).map(Number) as EquipmentType[];

interface Flagged {
  equipmentId: number;
  schoolId: number;
  classId: number | null;
  studentId: number | null;
  serialNo: string;
  since: Date;
  value: string;
}

/** The device's child, when it is bound to one (a bracelet's, a diaper sensor's). */
const childSql = sql`CASE WHEN e.bound_type = 1 THEN e.bound_id END`;
const sourceOf = (f: Flagged) => `Equipment:${f.equipmentId}:${f.since.getTime()}`;

/**
 * The minute sweep of the smart devices (deviceSweepJob):
 * - a device online or faulty that has been silent past its type's window goes offline (logged);
 * - an offline device silent for its school's OfflineMinutes (at least its type's window) raises
 *   one DeviceOffline warning per silence (source `Equipment:{id}:{last reading ms}`);
 * - a device whose battery is at or below its school's BatteryPercent raises one LowBattery
 *   warning per episode (`Equipment:{id}:{episode start ms}`); a battery back above it ends the episode;
 * - readings older than EQUIPMENT_READING_KEEP_DAYS leave the devices' history (a few thousand a sweep).
 * Each rule only while its type is enabled for the school. Answers what it did.
 */
export async function sweepDevices(db: Db, now: Date = new Date()) {
  const minutes = TYPES.map((t) => EQUIPMENT_SILENCE_MINUTES[t]);
  const offline = await db.transaction().execute(async (trx) => {
    const r = await sql<{ n: number }>`WITH s AS (SELECT * FROM unnest(${TYPES}::smallint[], ${minutes}::int[]) AS s(type, minutes)),
      gone AS (SELECT e.equipment_id, e.state FROM equipment e JOIN s ON s.type = e.type
        WHERE e.state IN (${EQUIPMENT_STATE.Online}, ${EQUIPMENT_STATE.Fault})
          AND e.last_seen_time < ${now}::timestamptz - make_interval(mins => s.minutes)
        ORDER BY e.equipment_id FOR UPDATE OF e SKIP LOCKED),
      up AS (UPDATE equipment e SET state = ${EQUIPMENT_STATE.Offline} FROM gone WHERE e.equipment_id = gone.equipment_id
        RETURNING e.equipment_id, e.school_id, gone.state AS before),
      logged AS (INSERT INTO equipment_state_change (equipment_id, school_id, from_state, to_state, reason)
        SELECT equipment_id, school_id, before, ${EQUIPMENT_STATE.Offline}, ${STATE_CHANGE_REASON.Silence} FROM up RETURNING 1)
      SELECT count(*)::int AS n FROM logged`.execute(trx);
    return r.rows[0]?.n ?? 0;
  });

  // The schools whose devices may warrant a warning, and their rules.
  const schools = await db
    .selectFrom('equipment')
    .select('schoolId')
    .distinct()
    .where('state', '<>', EQUIPMENT_STATE.Retired)
    .where((eb) => eb.or([eb('state', '=', EQUIPMENT_STATE.Offline), eb('battery', 'is not', null)]))
    .execute();
  const rules = await alertRulesOf(
    db,
    schools.map((s) => s.schoolId),
  );
  const ruleOf = (schoolId: number, type: number): AlertRule => {
    const of = rules.get(schoolId);
    if (!of) throw new Error(`no rules loaded for school ${schoolId}`);
    return of(type);
  };
  const ids = [...rules.keys()];
  const offlineAfter = ids.map((id) => ruleOf(id, WARNING_TYPE.DeviceOffline).thresholds.OfflineMinutes);
  const offlineOn = ids.map((id) => ruleOf(id, WARNING_TYPE.DeviceOffline).enabled);
  const batteryAt = ids.map((id) => ruleOf(id, WARNING_TYPE.LowBattery).thresholds.BatteryPercent);
  const batteryOn = ids.map((id) => ruleOf(id, WARNING_TYPE.LowBattery).enabled);

  let offlineWarnings = 0;
  let lowBattery = 0;
  await db.transaction().execute(async (trx) => {
    const silent = await sql<Flagged>`WITH r AS (SELECT * FROM unnest(${ids}::bigint[], ${offlineAfter}::int[], ${offlineOn}::boolean[])
        AS r(school_id, minutes, enabled)),
      s AS (SELECT * FROM unnest(${TYPES}::smallint[], ${minutes}::int[]) AS s(type, minutes))
      SELECT e.equipment_id, e.school_id, e.class_id, ${childSql} AS student_id, e.serial_no, e.last_seen_time AS since, '' AS value
      FROM equipment e JOIN r ON r.school_id = e.school_id AND r.enabled JOIN s ON s.type = e.type
      WHERE e.state = ${EQUIPMENT_STATE.Offline}
        AND e.last_seen_time > ${now}::timestamptz - make_interval(hours => ${OFFLINE_LOOKBACK_HOURS})
        AND e.last_seen_time <= ${now}::timestamptz - make_interval(mins => greatest(r.minutes, s.minutes))
        AND NOT EXISTS (SELECT 1 FROM warning_event w WHERE w.type = ${WARNING_TYPE.DeviceOffline}
          AND w.source = 'Equipment:' || e.equipment_id || ':' || (extract(epoch FROM e.last_seen_time) * 1000)::bigint)`.execute(trx);
    for (const f of silent.rows) {
      const rule = ruleOf(f.schoolId, WARNING_TYPE.DeviceOffline);
      const raised = await raiseWarning(trx, {
        ...f,
        type: WARNING_TYPE.DeviceOffline,
        level: rule.level,
        value: f.serialNo,
        source: sourceOf(f),
        occurTime: now,
      });
      if (raised) offlineWarnings++;
    }

    // Battery episodes: begun (and warned about once) at or below the threshold, ended above it.
    const low = await sql<Flagged>`WITH r AS (SELECT * FROM unnest(${ids}::bigint[], ${batteryAt}::int[], ${batteryOn}::boolean[])
        AS r(school_id, percent, enabled))
      UPDATE equipment e SET low_battery_since = ${now}::timestamptz FROM r
      WHERE r.school_id = e.school_id AND r.enabled AND e.state <> ${EQUIPMENT_STATE.Retired}
        AND e.battery <= r.percent AND e.low_battery_since IS NULL
      RETURNING e.equipment_id, e.school_id, e.class_id, ${childSql} AS student_id, e.serial_no, e.low_battery_since AS since,
        e.battery::text AS value`.execute(trx);
    for (const f of low.rows) {
      const rule = ruleOf(f.schoolId, WARNING_TYPE.LowBattery);
      if (await raiseWarning(trx, { ...f, type: WARNING_TYPE.LowBattery, level: rule.level, source: sourceOf(f), occurTime: now }))
        lowBattery++;
    }
    await sql`WITH r AS (SELECT * FROM unnest(${ids}::bigint[], ${batteryAt}::int[], ${batteryOn}::boolean[]) AS r(school_id, percent, enabled))
      UPDATE equipment e SET low_battery_since = NULL FROM r
      WHERE r.school_id = e.school_id AND e.low_battery_since IS NOT NULL AND (e.battery > r.percent OR NOT r.enabled)`.execute(trx);
  });

  const cutoff = new Date(now.getTime() - EQUIPMENT_READING_KEEP_DAYS * 86_400_000);
  await sql`DELETE FROM equipment_reading WHERE equipment_reading_id IN (
    SELECT equipment_reading_id FROM equipment_reading WHERE read_time < ${cutoff}::timestamptz LIMIT 5000)`.execute(db);
  return { offline, offlineWarnings, lowBattery };
}

/** The devices are swept every minute (a job: once across the instances), so an offline device's warning comes at most a minute or two late. */
export const deviceSweepJob: Job = {
  name: 'device-sweep',
  cron: '* * * * *',
  run: async ({ db }) => sweepDevices(db),
};
