import {
  BOUND_TYPE,
  type DropReason,
  EQUIPMENT_STATE,
  EQUIPMENT_TYPE,
  type EquipmentType,
  HYGIENE_KIND,
  HYGIENE_SOURCE,
  READING_SOURCE,
  readingFitsType,
  SLEEP_QUALITY,
  SLEEP_SOURCE,
  STATE_CHANGE_REASON,
  type TelemetryReading,
  WARNING_TYPE,
} from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { localOf } from '../../../lib/local-dates.ts';
import { isFever, readingWarnings } from '../../alerts/evaluate.ts';
import { raiseWarning } from '../../alerts/raise.ts';
import { alertRulesOf } from '../../alerts/rules.ts';
import { secretMatches } from '../secret.ts';

// One flush of the telemetry ingest (ingest.ts): a batch of readings written in ONE transaction
// with one multi-row statement per table — the readings' log, each care table they feed, the
// devices' state — and the warnings the school's rules call for, raised in the same transaction.

type Tx = Kysely<Database>;

/** A reading as it reached the server, not yet proved. */
export interface IncomingReading {
  serial: string;
  secret: string;
  reading: TelemetryReading;
  /** When the server received it: the reading's time when it names none. */
  receivedAt: Date;
  /** The school and type its MQTT topic named: they must be the device's. */
  topic?: { schoolId: number; type: EquipmentType };
}

/** What became of one reading: written (with a record, or as a heartbeat), kept already, written without a child's record, dropped. */
export type Outcome = 'accepted' | 'duplicate' | 'unassigned' | DropReason;

/** Each reading's outcome and the school it counts for (its device's; else its topic's; else 0), in order. */
export interface BatchOutcomes {
  outcomes: Outcome[];
  schools: number[];
}

/** A reading's time may run ahead of the server's clock by this much (device clocks drift). */
const AHEAD_MS = 5 * 60_000;

interface Device {
  equipmentId: number;
  schoolId: number;
  serialNo: string;
  type: EquipmentType;
  state: number;
  secretHash: string;
  boundType: number | null;
  boundId: number | null;
  classId: number | null;
  timeZone: string;
  lastSeenTime: Date | null;
  battery: number | null;
  firmware: string;
  /** The bound child (of the device's school), and the child's class. */
  childId: number | null;
  childClassId: number | null;
}

/** A proved reading of a live device, and what it is about. */
interface Live {
  i: number;
  device: Device;
  reading: TelemetryReading;
  time: Date;
  key: string;
  child: { studentId: number; classId: number | null } | null;
}

async function loadDevices(trx: Tx, serials: string[]): Promise<Map<string, Device>> {
  const r = await sql<Device>`SELECT e.equipment_id, e.school_id, e.serial_no, e.type, e.state, e.secret_hash, e.bound_type,
      e.bound_id, e.class_id, sc.time_zone, e.last_seen_time, e.battery, e.firmware,
      st.student_id AS child_id, st.class_id AS child_class_id
    FROM equipment e JOIN school sc ON sc.school_id = e.school_id
    LEFT JOIN student st ON e.bound_type = ${BOUND_TYPE.Student} AND st.student_id = e.bound_id AND st.school_id = e.school_id
    WHERE e.serial_no = ANY(${serials}::text[])`.execute(trx);
  return new Map(r.rows.map((d) => [d.serialNo, d]));
}

/** Children a room's thermometer named, by id: their school and class. */
async function loadChildren(trx: Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, { schoolId: number; classId: number | null }>();
  const rows = await trx.selectFrom('student').select(['studentId', 'schoolId', 'classId']).where('studentId', 'in', ids).execute();
  return new Map(rows.map((s) => [s.studentId, s]));
}

/**
 * The child a reading is about: a thermometer's named child (of the device's school and, for a
 * room's, of the room's class; a child's own thermometer names only them), else the bound child.
 */
function childOf(l: Omit<Live, 'child'>, named: Map<number, { schoolId: number; classId: number | null }>): Live['child'] {
  const d = l.device;
  const id = l.reading.StudentId;
  if (id !== undefined) {
    const c = named.get(id);
    if (!c || c.schoolId !== d.schoolId) return null;
    if (d.boundType === BOUND_TYPE.Room && c.classId !== d.classId) return null;
    if (d.boundType === BOUND_TYPE.Student && id !== d.childId) return null;
    return { studentId: id, classId: c.classId };
  }
  return d.childId == null ? null : { studentId: d.childId, classId: d.childClassId };
}

const iso = (d: Date) => d.toISOString();
const keyOf = (equipmentId: number, time: Date | string) => `${equipmentId}|${new Date(time).getTime()}`;

/** Inserts rows from column arrays (unnest: one statement whatever their number) and answers each row's id by key. */
async function insertRows(trx: Tx, statement: ReturnType<typeof sql>): Promise<Map<string, number>> {
  const r = await statement.execute(trx);
  return new Map((r.rows as { id: number; equipmentId: number; time: Date }[]).map((x) => [keyOf(x.equipmentId, x.time), Number(x.id)]));
}

const hasMeasure = (r: TelemetryReading) =>
  [r.Temperature, r.HeartRate, r.Steps, r.SkinTemperature, r.Worn, r.Wet, r.Presence, r.BreathingRate, r.Fall, r.SleepStart].some(
    (v) => v !== undefined,
  );
/** A bracelet's own readings (beside a nap it may report). */
const hasBraceletMeasure = (r: TelemetryReading) => [r.HeartRate, r.Steps, r.SkinTemperature, r.Worn].some((v) => v !== undefined);

/**
 * Writes a batch in the caller's transaction: proves each reading (its device, secret, topic, a
 * device not retired, a reading of its type, not from the future), keeps each once per device and
 * time, writes the care rows (Infrared, BraceletData, a bracelet's nap as SleepRecord, Hygiene, Radar), raises the warnings, and
 * brings the devices' state, battery and firmware up to their latest reading. Answers each
 * reading's outcome, in order.
 */
export async function writeBatch(trx: Tx, items: readonly IncomingReading[], now: Date): Promise<BatchOutcomes> {
  const outcomes: Outcome[] = new Array(items.length);
  const devices = await loadDevices(trx, [...new Set(items.map((x) => x.serial))]);
  const schools = items.map((x) => devices.get(x.serial)?.schoolId ?? x.topic?.schoolId ?? 0);
  const proved: Omit<Live, 'child'>[] = [];
  const seen = new Set<string>();
  for (const [i, x] of items.entries()) {
    const d = devices.get(x.serial);
    if (!d || !secretMatches(x.secret, d.secretHash) || (x.topic && (x.topic.schoolId !== d.schoolId || x.topic.type !== d.type))) {
      outcomes[i] = 'unknownDevice';
      continue;
    }
    const time = x.reading.Time ? new Date(x.reading.Time) : x.receivedAt;
    if (d.state === EQUIPMENT_STATE.Retired) outcomes[i] = 'retired';
    else if (!readingFitsType(x.reading, d.type) || time.getTime() > now.getTime() + AHEAD_MS) outcomes[i] = 'malformed';
    else {
      const key = keyOf(d.equipmentId, time);
      if (seen.has(key)) outcomes[i] = 'duplicate';
      else {
        seen.add(key);
        proved.push({ i, device: d, reading: x.reading, time, key });
      }
    }
  }
  if (proved.length === 0) return { outcomes, schools };

  const named = await loadChildren(trx, [
    ...new Set(proved.flatMap((l) => (l.reading.StudentId === undefined ? [] : [l.reading.StudentId]))),
  ]);
  const live: Live[] = proved.map((l) => ({ ...l, child: childOf(l, named) }));
  const rules = await alertRulesOf(trx, [...new Set(live.map((l) => l.device.schoolId))]);

  // The readings' log: a reading already kept (the same device and time) is a duplicate and goes no further.
  const logged = await sql<{
    equipmentId: number;
    readTime: Date;
  }>`INSERT INTO equipment_reading (equipment_id, school_id, read_time, payload)
    SELECT * FROM unnest(${live.map((l) => l.device.equipmentId)}::bigint[], ${live.map((l) => l.device.schoolId)}::bigint[],
      ${live.map((l) => iso(l.time))}::timestamptz[], ${live.map((l) => JSON.stringify({ ...l.reading, Time: undefined }))}::jsonb[])
    ON CONFLICT (equipment_id, read_time) DO NOTHING RETURNING equipment_id, read_time`.execute(trx);
  const kept = new Set(logged.rows.map((r) => keyOf(r.equipmentId, r.readTime)));
  const fresh = live.filter((l) => kept.has(l.key));
  for (const l of live) if (!kept.has(l.key)) outcomes[l.i] = 'duplicate';

  const ruleFor = (l: Live) => {
    const of = rules.get(l.device.schoolId);
    if (!of) throw new Error(`no rules loaded for school ${l.device.schoolId}`);
    return of;
  };
  const dateOf = (l: Live) => localOf(l.time, l.device.timeZone).date;
  const withChild = (type: EquipmentType, has: (r: TelemetryReading) => boolean) =>
    fresh.filter((l) => l.device.type === type && l.child && has(l.reading)) as (Live & { child: NonNullable<Live['child']> })[];

  const thermo = withChild(EQUIPMENT_TYPE.Thermometer, (r) => r.Temperature !== undefined);
  const bracelet = withChild(EQUIPMENT_TYPE.Bracelet, hasBraceletMeasure);
  const naps = withChild(EQUIPMENT_TYPE.Bracelet, (r) => r.SleepStart !== undefined);
  const diaper = withChild(EQUIPMENT_TYPE.DiaperSensor, (r) => r.Wet === true);
  const radar = fresh.filter((l) => l.device.type === EQUIPMENT_TYPE.Radar && hasMeasure(l.reading));
  // Abnormal is what the reading is, whether or not the school has fever warnings enabled.
  const feverOf = (l: Live) => isFever(l.reading.Temperature as number, ruleFor(l)(WARNING_TYPE.Fever).thresholds);

  const ids = {
    Infrared: thermo.length
      ? await insertRows(
          trx,
          sql`INSERT INTO infrared_reading (school_id, class_id, student_id, equipment_id, date, measure_time, value, abnormal, source)
          SELECT * FROM unnest(${thermo.map((l) => l.device.schoolId)}::bigint[], ${thermo.map((l) => l.child.classId)}::bigint[],
            ${thermo.map((l) => l.child.studentId)}::bigint[], ${thermo.map((l) => l.device.equipmentId)}::bigint[],
            ${thermo.map(dateOf)}::date[], ${thermo.map((l) => iso(l.time))}::timestamptz[],
            ${thermo.map((l) => Math.round((l.reading.Temperature as number) * 10) / 10)}::numeric[], ${thermo.map(feverOf)}::boolean[],
            ${thermo.map(() => READING_SOURCE.Device)}::smallint[])
          RETURNING infrared_id AS id, equipment_id, measure_time AS time`,
        )
      : new Map<string, number>(),
    BraceletData: bracelet.length
      ? await insertRows(
          trx,
          sql`INSERT INTO bracelet_data (school_id, class_id, student_id, record_time, device_serial, heart_rate, steps, skin_temperature,
            battery, worn, equipment_id)
          SELECT * FROM unnest(${bracelet.map((l) => l.device.schoolId)}::bigint[], ${bracelet.map((l) => l.child.classId)}::bigint[],
            ${bracelet.map((l) => l.child.studentId)}::bigint[], ${bracelet.map((l) => iso(l.time))}::timestamptz[],
            ${bracelet.map((l) => l.device.serialNo)}::text[], ${bracelet.map((l) => l.reading.HeartRate ?? null)}::int[],
            ${bracelet.map((l) => l.reading.Steps ?? null)}::int[],
            ${bracelet.map((l) => (l.reading.SkinTemperature === undefined ? null : Math.round(l.reading.SkinTemperature * 10) / 10))}::numeric[],
            ${bracelet.map((l) => l.reading.Battery ?? null)}::int[], ${bracelet.map((l) => l.reading.Worn ?? true)}::boolean[],
            ${bracelet.map((l) => l.device.equipmentId)}::bigint[])
          RETURNING bracelet_data_id AS id, equipment_id, record_time AS time`,
        )
      : new Map<string, number>(),
    Hygiene: diaper.length
      ? await insertRows(
          trx,
          sql`INSERT INTO hygiene_record (school_id, class_id, student_id, date, kind, record_time, source, equipment_id)
          SELECT * FROM unnest(${diaper.map((l) => l.device.schoolId)}::bigint[], ${diaper.map((l) => l.child.classId)}::bigint[],
            ${diaper.map((l) => l.child.studentId)}::bigint[], ${diaper.map(dateOf)}::date[],
            ${diaper.map(() => HYGIENE_KIND.DiaperChange)}::smallint[], ${diaper.map((l) => iso(l.time))}::timestamptz[],
            ${diaper.map(() => HYGIENE_SOURCE.DiaperSensor)}::smallint[], ${diaper.map((l) => l.device.equipmentId)}::bigint[])
          RETURNING hygiene_id AS id, equipment_id, record_time AS time`,
        )
      : new Map<string, number>(),
    Radar: radar.length
      ? await insertRows(
          trx,
          sql`INSERT INTO radar_reading (school_id, class_id, equipment_id, student_id, record_time, presence, breathing_rate, fall)
          SELECT * FROM unnest(${radar.map((l) => l.device.schoolId)}::bigint[], ${radar.map((l) => l.child?.classId ?? l.device.classId)}::bigint[],
            ${radar.map((l) => l.device.equipmentId)}::bigint[], ${radar.map((l) => l.child?.studentId ?? null)}::bigint[],
            ${radar.map((l) => iso(l.time))}::timestamptz[], ${radar.map((l) => l.reading.Presence ?? null)}::boolean[],
            ${radar.map((l) => l.reading.BreathingRate ?? null)}::int[], ${radar.map((l) => l.reading.Fall ?? false)}::boolean[])
          RETURNING radar_id AS id, equipment_id, record_time AS time`,
        )
      : new Map<string, number>(),
  };
  // A bracelet's nap becomes the child's sleep record of that day (source bracelet), for the
  // teacher to confirm or correct on the sleep grid; it raises nothing.
  if (naps.length) {
    const start = (l: Live) => new Date(l.reading.SleepStart as string);
    await sql`INSERT INTO sleep_record (school_id, class_id, student_id, date, start_time, end_time, quality, source, equipment_id)
      SELECT * FROM unnest(${naps.map((l) => l.device.schoolId)}::bigint[], ${naps.map((l) => l.child.classId)}::bigint[],
        ${naps.map((l) => l.child.studentId)}::bigint[], ${naps.map((l) => localOf(start(l), l.device.timeZone).date)}::date[],
        ${naps.map((l) => l.reading.SleepStart)}::timestamptz[], ${naps.map((l) => l.reading.SleepEnd)}::timestamptz[],
        ${naps.map((l) => l.reading.SleepQuality ?? SLEEP_QUALITY.Good)}::smallint[], ${naps.map(() => SLEEP_SOURCE.Bracelet)}::smallint[],
        ${naps.map((l) => l.device.equipmentId)}::bigint[])`.execute(trx);
  }
  const napped = new Set(naps.map((l) => l.key));

  const moduleOf: Partial<Record<EquipmentType, keyof typeof ids>> = {
    [EQUIPMENT_TYPE.Thermometer]: 'Infrared',
    [EQUIPMENT_TYPE.Bracelet]: 'BraceletData',
    [EQUIPMENT_TYPE.DiaperSensor]: 'Hygiene',
    [EQUIPMENT_TYPE.Radar]: 'Radar',
  };

  for (const l of fresh) {
    const module = moduleOf[l.device.type];
    const id = module ? ids[module].get(l.key) : undefined;
    outcomes[l.i] = id !== undefined || napped.has(l.key) || !hasMeasure(l.reading) ? 'accepted' : 'unassigned';
    if (id === undefined || !module) continue;
    for (const w of readingWarnings(l.device.type, l.reading, ruleFor(l))) {
      await raiseWarning(trx, {
        schoolId: l.device.schoolId,
        classId: l.child?.classId ?? l.device.classId,
        studentId: l.child?.studentId ?? null,
        equipmentId: l.device.equipmentId,
        type: w.type,
        level: w.level,
        value: w.value,
        source: `${module}:${id}`,
        occurTime: l.time,
      });
    }
  }
  await updateDevices(trx, live);
  return { outcomes, schools };
}

/** A device's last-seen time is kept to this precision: a device reporting every few seconds is not rewritten each time. */
const LAST_SEEN_PRECISION_MS = 30_000;

/**
 * Each device's state, battery and firmware from its latest reading of the batch (a late reading
 * changes only the last-seen time, never backwards), online unless that reading reports a fault;
 * the changes logged. Rows locked in id order, so two instances' flushes never deadlock. A device
 * whose state, battery and firmware stay as they are and whose last-seen time is recent is left
 * alone: at hundreds of readings a second, rewriting every device row each batch cost more than the readings.
 */
async function updateDevices(trx: Tx, live: readonly Live[]) {
  const latest = new Map<number, { time: Date; battery: number | null; firmware: string | null; fault: boolean }>();
  for (const l of [...live].sort((a, b) => a.time.getTime() - b.time.getTime())) {
    const before = latest.get(l.device.equipmentId);
    latest.set(l.device.equipmentId, {
      time: l.time,
      battery: l.reading.Battery ?? before?.battery ?? null,
      firmware: l.reading.Firmware ?? before?.firmware ?? null,
      fault: l.reading.Fault === true,
    });
  }
  const devices = new Map(live.map((l) => [l.device.equipmentId, l.device]));
  const ids = [...latest.keys()]
    .filter((id) => {
      const d = devices.get(id) as Device;
      const x = latest.get(id) as NonNullable<ReturnType<typeof latest.get>>;
      const state = x.fault ? EQUIPMENT_STATE.Fault : EQUIPMENT_STATE.Online;
      return (
        d.lastSeenTime == null ||
        x.time.getTime() - d.lastSeenTime.getTime() >= LAST_SEEN_PRECISION_MS ||
        (x.time >= d.lastSeenTime &&
          (d.state !== state || (x.battery != null && x.battery !== d.battery) || (x.firmware != null && x.firmware !== d.firmware)))
      );
    })
    .sort((a, b) => a - b);
  if (ids.length === 0) return;
  const v = ids.map((id) => latest.get(id) as NonNullable<ReturnType<typeof latest.get>>);
  await sql`WITH v AS (
      SELECT * FROM unnest(${ids}::bigint[], ${v.map((x) => iso(x.time))}::timestamptz[], ${v.map((x) => x.battery)}::int[],
        ${v.map((x) => x.firmware)}::text[], ${v.map((x) => x.fault)}::boolean[]) AS v(id, seen, battery, firmware, fault)),
    old AS (SELECT e.equipment_id, e.state, e.last_seen_time FROM equipment e WHERE e.equipment_id = ANY(${ids}::bigint[])
      ORDER BY e.equipment_id FOR UPDATE),
    up AS (
      UPDATE equipment e SET
        last_seen_time = GREATEST(old.last_seen_time, v.seen),
        battery = CASE WHEN old.last_seen_time IS NULL OR v.seen >= old.last_seen_time THEN coalesce(v.battery, e.battery) ELSE e.battery END,
        firmware = CASE WHEN old.last_seen_time IS NULL OR v.seen >= old.last_seen_time THEN coalesce(v.firmware, e.firmware) ELSE e.firmware END,
        state = CASE WHEN old.state = ${EQUIPMENT_STATE.Retired} THEN old.state
          WHEN old.last_seen_time IS NOT NULL AND v.seen < old.last_seen_time THEN old.state
          WHEN v.fault THEN ${EQUIPMENT_STATE.Fault} ELSE ${EQUIPMENT_STATE.Online} END
      FROM v, old WHERE e.equipment_id = v.id AND old.equipment_id = v.id
      RETURNING e.equipment_id, e.school_id, old.state AS before, e.state AS after)
    INSERT INTO equipment_state_change (equipment_id, school_id, from_state, to_state, reason)
    SELECT equipment_id, school_id, before, after, ${STATE_CHANGE_REASON.Reading} FROM up WHERE before <> after`.execute(trx);
}
