import { ATTENDANCE_STATUS, MARKABLE_STATUSES, SCHOOL_TIME_ZONE, type SchoolParameters } from '@kc/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../../lib/errors.ts';
import { localOf, minutesOf } from '../../lib/local-dates.ts';
import type { KvStore } from '../../store/index.ts';
import { mergeParameters, readParameters, schoolParameters } from '../parameters/school-parameters.ts';

/** What the register needs of a school's parameters (SchoolParameter: opening hours, late and early-leave rules, ratio limits). */
export interface AttendanceRules {
  timeZone: string;
  /** 'HH:mm', the school's local clock. */
  openTime: string;
  closeTime: string;
  /** A check-in this many minutes after opening or later is late. */
  lateAfterMinutes: number;
  /** A check-out this many minutes before closing or earlier is leaving early. */
  earlyLeaveMinutes: number;
  /** °C; an entry temperature at or above it is a fever. */
  temperatureThreshold: number;
  /** The most children one staff member may have, by class grade. */
  ratioLimits: Record<string, number>;
}

/** A day's attendance status (ATTENDANCE_STATUS; a staff check-in's has the same values). */
export type AttendanceStatus = (typeof ATTENDANCE_STATUS)[keyof typeof ATTENDANCE_STATUS];

/** A school's parameters as the register reads them, on the school's clock. */
export const rulesOf = (p: SchoolParameters, timeZone: string = SCHOOL_TIME_ZONE): AttendanceRules => ({
  timeZone,
  openTime: p.OpenTime,
  closeTime: p.CloseTime,
  lateAfterMinutes: p.LateAfter,
  earlyLeaveMinutes: p.EarlyLeaveBefore,
  temperatureThreshold: p.TemperatureThreshold,
  ratioLimits: { nursery: p.RatioNursery, junior: p.RatioJunior, middle: p.RatioMiddle, senior: p.RatioSenior },
});

/** The school's time zone (school.time_zone; the default when the school is unknown). */
async function timeZoneOf(db: Kysely<Database>, schoolId: number): Promise<string> {
  const row = await db.selectFrom('school').select('timeZone').where('schoolId', '=', schoolId).executeTakeFirst();
  return row?.timeZone ?? SCHOOL_TIME_ZONE;
}

/** Time zones change with a school's move, i.e. practically never: each instance keeps them a few minutes. */
const TIME_ZONE_TTL_MS = 5 * 60_000;
const timeZones = new WeakMap<Db, Map<number, { at: number; value: Promise<string> }>>();
function cachedTimeZoneOf(db: Db, schoolId: number): Promise<string> {
  let cache = timeZones.get(db);
  if (!cache) {
    cache = new Map();
    timeZones.set(db, cache);
  }
  const hit = cache.get(schoolId);
  if (hit && Date.now() - hit.at < TIME_ZONE_TTL_MS) return hit.value;
  const value = timeZoneOf(db, schoolId);
  cache.set(schoolId, { at: Date.now(), value });
  value.catch(() => cache.delete(schoolId));
  return value;
}

/** A school's rules for a call: its parameters merged over the platform's defaults, on its own clock (cached per instance). */
export async function attendanceRules(db: Db, store: KvStore, schoolId: number): Promise<AttendanceRules> {
  const [parameters, timeZone] = await Promise.all([schoolParameters(db, store, schoolId), cachedTimeZoneOf(db, schoolId)]);
  return rulesOf(parameters, timeZone);
}

/** The same, read inside a write's transaction (the engine's hooks): uncached, consistent with the write. */
export async function attendanceRulesIn(trx: Kysely<Database>, schoolId: number): Promise<AttendanceRules> {
  const [{ own, defaults }, timeZone] = await Promise.all([readParameters(trx, schoolId), timeZoneOf(trx, schoolId)]);
  return rulesOf(mergeParameters(own, defaults), timeZone);
}

/**
 * A day's status from its times (minutes after the school's midnight), as the parameters word
 * it: checked in the late minutes after opening or later → late; otherwise picked up the early
 * minutes before closing or earlier → left early; otherwise present. Late stays late.
 */
export function statusFromTimes(checkIn: number, checkOut: number | null, rules: AttendanceRules): AttendanceStatus {
  if (checkIn >= minutesOf(rules.openTime) + rules.lateAfterMinutes) return ATTENDANCE_STATUS.Late;
  if (checkOut != null && checkOut <= minutesOf(rules.closeTime) - rules.earlyLeaveMinutes) return ATTENDANCE_STATUS.LeftEarly;
  return ATTENDANCE_STATUS.Present;
}

export const isFever = (temperature: number | null | undefined, rules: AttendanceRules): boolean =>
  temperature != null && Number(temperature) >= rules.temperatureThreshold;

/** A day record's times and status as written (ISO instants; null clears). */
export interface DayRecord {
  date: string;
  checkIn: string | null;
  checkOut: string | null;
  status: AttendanceStatus | null;
}

/**
 * The status a corrected day record gets, its times checked: both on the record's date (the
 * school's), the check-out not before the check-in and never without one. With a check-in the
 * status follows the times; without one it must be a status a person marks (present, absent, leave).
 */
export function recordStatus(r: DayRecord, rules: AttendanceRules): AttendanceStatus {
  const local = (v: string | null, field: string) => {
    if (!v) return null;
    const l = localOf(new Date(v), rules.timeZone);
    if (l.date !== r.date) throw invalid('attendance.schoolDate', { date: r.date }, field);
    return l.minutes;
  };
  const inAt = local(r.checkIn, 'CheckInTime');
  const outAt = local(r.checkOut, 'CheckOutTime');
  if (r.checkOut && !r.checkIn) throw invalid('attendance.outNeedsIn', {}, 'CheckOutTime');
  if (r.checkIn && r.checkOut && new Date(r.checkOut) < new Date(r.checkIn)) throw invalid('attendance.outNotBeforeIn', {}, 'CheckOutTime');
  if (inAt != null) return statusFromTimes(inAt, outAt, rules);
  if (r.status == null) throw invalid('attendance.chooseStatus', {}, 'Status');
  if (!MARKABLE_STATUSES.includes(r.status)) throw invalid('attendance.derivedStatus', {}, 'Status');
  return r.status;
}
