import {
  type AlertRule,
  DEFAULT_THRESHOLDS,
  EQUIPMENT_TYPE,
  inQuietHours,
  readingFitsType,
  resolveAlertRule,
  type SchoolAlertConfig,
  WARNING_LEVEL,
  WARNING_TYPE,
} from '@kc/contract';
import { describe, expect, it } from 'vitest';
import { heartRateAbnormal, isFever, readingWarnings } from '../../src/modules/alerts/evaluate.ts';
import { parseTopic } from '../../src/modules/devices/telemetry/mqtt.ts';

/** The alert rules: their resolution (catalogue, school temperature, school configuration) and a reading's evaluation. */

const catalogue = (type: number) => ({
  level: type === WARNING_TYPE.HeartRate ? WARNING_LEVEL.Critical : WARNING_LEVEL.Warning,
  thresholds: { ...DEFAULT_THRESHOLDS, FeverC: 37.3 },
});
const config = (over: Partial<SchoolAlertConfig> = {}): SchoolAlertConfig => ({
  enabled: true,
  level: null,
  thresholds: {},
  posts: [],
  teacherIds: [],
  channels: ['console'],
  quietFrom: '',
  quietTo: '',
  escalateMinutes: null,
  ...over,
});
const rules =
  (own: Partial<Record<number, SchoolAlertConfig>> = {}, schoolFever?: number) =>
  (type: number): AlertRule =>
    resolveAlertRule(type, catalogue(type), own[type] ?? null, type === WARNING_TYPE.Fever ? schoolFever : null);

describe('resolveAlertRule', () => {
  it('takes the catalogue without a configuration: enabled, on the console only, never escalated', () => {
    expect(rules()(WARNING_TYPE.HeartRate)).toEqual({
      type: WARNING_TYPE.HeartRate,
      enabled: true,
      level: WARNING_LEVEL.Critical,
      thresholds: DEFAULT_THRESHOLDS,
      recipients: { posts: [], teacherIds: [] },
      channels: ['console'],
      quietHours: null,
      escalationMinutes: null,
    });
  });

  it('puts a fever’s threshold from the school’s own temperature over the catalogue, and the school’s configuration over both', () => {
    expect(rules({}, 37.6)(WARNING_TYPE.Fever).thresholds.FeverC).toBe(37.6);
    expect(rules({ [WARNING_TYPE.Fever]: config({ thresholds: { FeverC: 38 } }) }, 37.6)(WARNING_TYPE.Fever).thresholds.FeverC).toBe(38);
    expect(rules({ [WARNING_TYPE.Fever]: config({ thresholds: { FeverC: null } }) }, 37.6)(WARNING_TYPE.Fever).thresholds.FeverC).toBe(
      37.6,
    );
  });

  it('answers the configuration’s level, recipients, channels, quiet hours and escalation', () => {
    const rule = rules({
      [WARNING_TYPE.Fall]: config({
        level: WARNING_LEVEL.Info,
        posts: ['1', '4'],
        teacherIds: [7],
        channels: ['console', 'sms'],
        quietFrom: '22:00',
        quietTo: '07:00',
        escalateMinutes: 5,
      }),
    })(WARNING_TYPE.Fall);
    expect(rule).toMatchObject({
      level: WARNING_LEVEL.Info,
      recipients: { posts: [1, 4], teacherIds: [7] },
      channels: ['console', 'sms'],
      quietHours: { from: '22:00', to: '07:00' },
      escalationMinutes: 5,
    });
  });

  it('tells quiet hours on the school’s clock, over midnight too', () => {
    const night = { quietHours: { from: '22:00', to: '07:00' } };
    expect(['21:59', '22:00', '03:00', '06:59', '07:00'].map((c) => inQuietHours(night, c))).toEqual([false, true, true, true, false]);
    const noon = { quietHours: { from: '12:00', to: '14:00' } };
    expect(['11:59', '12:00', '13:59', '14:00'].map((c) => inQuietHours(noon, c))).toEqual([false, true, true, false]);
    expect(inQuietHours({ quietHours: null }, '23:00')).toBe(false);
  });
});

describe('readingWarnings', () => {
  const all = rules();
  it('raises a fever at the threshold, compared in tenths (37.25 rounds to 37.3)', () => {
    expect(isFever(37.3, { FeverC: 37.3 })).toBe(true);
    expect(isFever(37.25, { FeverC: 37.3 })).toBe(true);
    expect(isFever(37.24, { FeverC: 37.3 })).toBe(false);
    expect(readingWarnings(EQUIPMENT_TYPE.Thermometer, { Temperature: 38.04 }, all)).toEqual([
      { type: WARNING_TYPE.Fever, level: WARNING_LEVEL.Warning, value: '38.0' },
    ]);
    expect(readingWarnings(EQUIPMENT_TYPE.Thermometer, { Temperature: 36.8 }, all)).toEqual([]);
  });

  it('raises a heart rate outside [low, high], both ends excluded, at the rule’s level', () => {
    const t = { HeartRateLow: 60, HeartRateHigh: 160 };
    expect([59, 60, 160, 161].map((bpm) => heartRateAbnormal(bpm, t))).toEqual([true, false, false, true]);
    expect(readingWarnings(EQUIPMENT_TYPE.Bracelet, { HeartRate: 175, Steps: 3 }, all)).toEqual([
      { type: WARNING_TYPE.HeartRate, level: WARNING_LEVEL.Critical, value: '175' },
    ]);
    const own = rules({ [WARNING_TYPE.HeartRate]: config({ thresholds: { HeartRateHigh: 180 } }) });
    expect(readingWarnings(EQUIPMENT_TYPE.Bracelet, { HeartRate: 175 }, own)).toEqual([]);
  });

  it('raises a diaper’s wet and a radar’s fall, and nothing for a type the school disabled', () => {
    expect(readingWarnings(EQUIPMENT_TYPE.DiaperSensor, { Wet: true }, all).map((w) => w.type)).toEqual([WARNING_TYPE.DiaperWet]);
    expect(readingWarnings(EQUIPMENT_TYPE.DiaperSensor, { Wet: false }, all)).toEqual([]);
    expect(readingWarnings(EQUIPMENT_TYPE.Radar, { Presence: true, Fall: true, BreathingRate: 30 }, all)).toEqual([
      { type: WARNING_TYPE.Fall, level: WARNING_LEVEL.Warning, value: '30' },
    ]);
    const off = rules({ [WARNING_TYPE.Fall]: config({ enabled: false }), [WARNING_TYPE.Fever]: config({ enabled: false }) });
    expect(readingWarnings(EQUIPMENT_TYPE.Radar, { Fall: true }, off)).toEqual([]);
    expect(readingWarnings(EQUIPMENT_TYPE.Thermometer, { Temperature: 39 }, off)).toEqual([]);
  });

  it('reads only its own type’s measurements (a bracelet’s temperature is no thermometer’s)', () => {
    expect(readingWarnings(EQUIPMENT_TYPE.Bracelet, { Temperature: 39 }, all)).toEqual([]);
    expect(readingFitsType({ Temperature: 39 }, EQUIPMENT_TYPE.Bracelet)).toBe(false);
    expect(readingFitsType({ HeartRate: 80, Battery: 50, Time: '2026-01-05T08:00:00+08:00' }, EQUIPMENT_TYPE.Bracelet)).toBe(true);
    expect(readingFitsType({ StudentId: 3 }, EQUIPMENT_TYPE.Thermometer)).toBe(false);
    expect(readingFitsType({ Battery: 5 }, EQUIPMENT_TYPE.Camera)).toBe(true);
  });
});

describe('parseTopic', () => {
  it('reads kc/{school}/{type}/{serial}/reading and nothing else', () => {
    expect(parseTopic('kc/12/bracelet/BR-01/reading')).toEqual({ schoolId: 12, type: EQUIPMENT_TYPE.Bracelet, serial: 'BR-01' });
    expect(parseTopic('kc/1/radar/R_1.a/reading')).toEqual({ schoolId: 1, type: EQUIPMENT_TYPE.Radar, serial: 'R_1.a' });
    for (const t of [
      'kc/0/radar/R1/reading',
      'kc/x/radar/R1/reading',
      'kc/1/lamp/R1/reading',
      'kc/1/radar/R1/state',
      'kc/1/radar/R1/reading/x',
      'kc/1/radar//reading',
    ])
      expect(parseTopic(t)).toBeNull();
  });
});
