import { type AlertRule, EQUIPMENT_TYPE, type EquipmentType, type TelemetryReading, type Thresholds, WARNING_TYPE } from '@kc/contract';

// The evaluation of one device reading against its school's rules: which warnings it raises.
// Pure (the unit tests drive it); the ingest stores what it answers (devices/telemetry/flush.ts).

/** A warning a reading warrants: its type, the rule's level and the value as a person reads it. */
export interface WarningDraft {
  type: number;
  level: number;
  value: string;
}

/** At or above the fever threshold, compared in tenths of a degree (36.95 is not 37.0). */
export const isFever = (temperature: number, thresholds: Pick<Thresholds, 'FeverC'>) =>
  Math.round(temperature * 10) >= Math.round(thresholds.FeverC * 10);

/** Below the low or above the high heart rate. */
export const heartRateAbnormal = (bpm: number, t: Pick<Thresholds, 'HeartRateLow' | 'HeartRateHigh'>) =>
  bpm < t.HeartRateLow || bpm > t.HeartRateHigh;

/**
 * The warnings a reading of a device of `type` warrants under its school's rules (`ruleOf`): a
 * thermometer's fever, a bracelet's heart rate out of range, a diaper sensor's wet, a radar's
 * fall; each only while its type is enabled. A device's silence and low battery are the minute
 * sweep's (devices/sweep.ts), from the device's state rather than one reading.
 */
export function readingWarnings(type: EquipmentType, r: TelemetryReading, ruleOf: (warningType: number) => AlertRule): WarningDraft[] {
  const out: WarningDraft[] = [];
  const raise = (warningType: number, when: (rule: AlertRule) => boolean, value: string) => {
    const rule = ruleOf(warningType);
    if (rule.enabled && when(rule)) out.push({ type: warningType, level: rule.level, value });
  };
  if (type === EQUIPMENT_TYPE.Thermometer && r.Temperature !== undefined) {
    const t = r.Temperature;
    raise(WARNING_TYPE.Fever, (rule) => isFever(t, rule.thresholds), t.toFixed(1));
  }
  if (type === EQUIPMENT_TYPE.Bracelet && r.HeartRate !== undefined) {
    const bpm = r.HeartRate;
    raise(WARNING_TYPE.HeartRate, (rule) => heartRateAbnormal(bpm, rule.thresholds), String(bpm));
  }
  if (type === EQUIPMENT_TYPE.DiaperSensor && r.Wet === true) raise(WARNING_TYPE.DiaperWet, () => true, '');
  if (type === EQUIPMENT_TYPE.Radar && r.Fall === true)
    raise(WARNING_TYPE.Fall, () => true, r.BreathingRate === undefined ? '' : String(r.BreathingRate));
  return out;
}
