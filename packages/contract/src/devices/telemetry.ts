import { z } from 'zod';
import { zBool, zDateTime, zEnumNumber, zId, zInt, zNumber } from '../core/strict.ts';
import { BODY_TEMPERATURE, SLEEP_QUALITY } from '../daily-care/constants.ts';
import { EQUIPMENT_TOPIC_WORD, type EquipmentType } from './constants.ts';

// Device telemetry (DOMAIN §4): what a device (or its gateway) sends, over HTTP (Telemetry/Ingest)
// or MQTT, and how the MQTT topics are laid out. README "Smart devices" documents both.

/**
 * One reading: its time (the server's receipt time when absent), the device's own facts (battery,
 * firmware, a fault it reports) and the measurements of its type (READING_MEASURES). A reading
 * with no measurement is a heartbeat: it only keeps the device online. A reading is kept once
 * per device and time, so a gateway or a broker delivering it twice changes nothing.
 */
export const telemetryReading = z.strictObject({
  Time: zDateTime.optional(),
  Battery: zInt(0, 100).optional(),
  Firmware: z.string().max(32).optional(),
  Fault: zBool.optional(),
  /** Thermometer: a body temperature (°C), of the bound child or of the child named (a room's thermometer). */
  Temperature: zNumber(BODY_TEMPERATURE.min, BODY_TEMPERATURE.max).optional(),
  StudentId: zId.optional(),
  /** Bracelet. */
  HeartRate: zInt(30, 250).optional(),
  Steps: zInt(0, 100_000).optional(),
  SkinTemperature: zNumber(30, 43).optional(),
  Worn: zBool.optional(),
  /** Bracelet: a nap it detected, sent once it ended (its start and end; its quality, good unless told). */
  SleepStart: zDateTime.optional(),
  SleepEnd: zDateTime.optional(),
  SleepQuality: zEnumNumber(Object.values(SLEEP_QUALITY)).optional(),
  /** Diaper sensor: wet now. */
  Wet: zBool.optional(),
  /** Radar. */
  Presence: zBool.optional(),
  BreathingRate: zInt(0, 80).optional(),
  Fall: zBool.optional(),
});
export type TelemetryReading = z.infer<typeof telemetryReading>;
export type ReadingKey = keyof TelemetryReading;

/** What every device may send. */
export const READING_COMMON: readonly ReadingKey[] = ['Time', 'Battery', 'Firmware', 'Fault'];

/** The measurements each type sends; another type's measurement makes a reading malformed. */
export const READING_MEASURES: Readonly<Record<EquipmentType, readonly ReadingKey[]>> = {
  1: ['HeartRate', 'Steps', 'SkinTemperature', 'Worn', 'SleepStart', 'SleepEnd', 'SleepQuality'],
  2: ['Wet'],
  3: [],
  4: ['Temperature', 'StudentId'],
  5: [],
  6: [],
  7: ['Presence', 'BreathingRate', 'Fall'],
};

/**
 * Whether a reading holds only what a device of this type sends (a thermometer's StudentId only
 * with a temperature; a nap's start, end and quality together, its end not before its start).
 */
export function readingFitsType(reading: TelemetryReading, type: EquipmentType): boolean {
  const allowed = READING_MEASURES[type];
  if (!allowed) return false;
  for (const key of Object.keys(reading) as ReadingKey[]) {
    if (reading[key] !== undefined && !READING_COMMON.includes(key) && !allowed.includes(key)) return false;
  }
  const nap = [reading.SleepStart, reading.SleepEnd];
  if (nap.some((v) => v !== undefined) || reading.SleepQuality !== undefined) {
    if (nap.some((v) => v === undefined)) return false;
    if (Date.parse(reading.SleepEnd as string) < Date.parse(reading.SleepStart as string)) return false;
  }
  return reading.StudentId === undefined || reading.Temperature !== undefined;
}

/** A device's secret as it sends it: what Add and RotateSecret answered (43 characters, base64url). */
export const zDeviceSecret = z.string().min(16).max(128);

/** An MQTT message: one reading and the device's secret. */
export const telemetryMessage = telemetryReading.extend({ Secret: zDeviceSecret });

/**
 * The MQTT topics: `kc/{schoolId}/{type word}/{serial}/reading` (EQUIPMENT_TOPIC_WORD: bracelet,
 * diaper, camera, thermometer, speech, face, radar). The server subscribes to every school's and
 * type's readings, through a shared subscription (`$share/kc-console/kc/+/+/+/reading`, the group
 * MQTT_SHARE_GROUP) when it uses an external broker, so that each message reaches one API instance.
 */
export const TELEMETRY_TOPIC_FILTER = 'kc/+/+/+/reading';
export const telemetryTopic = (schoolId: number, type: EquipmentType, serial: string) =>
  `kc/${schoolId}/${EQUIPMENT_TOPIC_WORD[type]}/${serial}/reading`;

/**
 * Why a reading was not written: not a reading (bad JSON, a wrong field, another type's
 * measurement, a time in the future, a topic that is not the device's), a device unknown or not
 * proved by its secret (one answer for both), a retired device, or more waiting than the server
 * holds. Counted per day (Telemetry/Stats); the consumer goes on.
 */
export const DROP_REASONS = ['malformed', 'unknownDevice', 'retired', 'overload'] as const;
export type DropReason = (typeof DROP_REASONS)[number];

/** The counters of Telemetry/Stats: written, delivered again (already kept), kept without a child's record, dropped by reason. */
export const TELEMETRY_COUNTERS = ['accepted', 'duplicate', 'unassigned', ...DROP_REASONS] as const;
export type TelemetryCounter = (typeof TELEMETRY_COUNTERS)[number];

/** The most readings one Telemetry/Ingest call carries (all its devices together). */
export const INGEST_MAX_READINGS = 2000;
