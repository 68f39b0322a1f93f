import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type GrowthIndicator, growthCategory, WHO_STANDARD_LAST_DAY } from '@kc/contract';

/**
 * WHO z-scores by the LMS method (who/README.md: the tables, their source and the method).
 * The tables are read once, when this module loads; every call after is arithmetic.
 */

interface Lms {
  l: number;
  m: number;
  s: number;
}

/** One table: rows by sex (1 boy, 2 girl) and by index (days, months, or tenths of a cm). */
type Table = Map<number, Lms>[];

const WHO_DIR = path.join(import.meta.dirname, 'who');

function readTable(file: string, scale: number): Table {
  const bySex: Table = [new Map(), new Map(), new Map()];
  const lines = readFileSync(path.join(WHO_DIR, file), 'utf8').trim().split('\n').slice(1);
  for (const line of lines) {
    const [sex, index, l, m, s] = line.split('\t').map(Number);
    bySex[sex!]!.set(Math.round(index! * scale), { l: l!, m: m!, s: s! });
  }
  return bySex;
}

const tables = {
  weightForAge: readTable('weianthro.txt', 1),
  lengthForAge: readTable('lenanthro.txt', 1),
  bmiForAge: readTable('bmianthro.txt', 1),
  weightForLength: readTable('wflanthro.txt', 10),
  weightForHeight: readTable('wfhanthro.txt', 10),
  weightForAge2007: readTable('wfawho2007.txt', 1),
  heightForAge2007: readTable('hfawho2007.txt', 1),
  bmiForAge2007: readTable('bfawho2007.txt', 1),
};

/** Days in a month as WHO counts them (365.25 / 12). */
export const DAYS_PER_MONTH = 30.4375;
/** Under 731 days a child is measured lying (length), from then standing (height). */
const LENGTH_UNTIL_DAY = 731;

/** The row of a standard at an age in days (rounded), or undefined past its end. */
const byDay = (t: Table, sex: number, days: number) => t[sex]?.get(Math.round(days));

/** The 2007 reference at an age in months: linear interpolation between the whole months around it. */
function byMonth(t: Table, sex: number, months: number): Lms | undefined {
  const low = Math.floor(months);
  const a = t[sex]?.get(low);
  if (!a) return undefined;
  const f = months - low;
  if (f === 0) return a;
  const b = t[sex]?.get(low + 1);
  if (!b) return undefined;
  return { l: a.l + f * (b.l - a.l), m: a.m + f * (b.m - a.m), s: a.s + f * (b.s - a.s) };
}

/** The measure at `z` SD of an LMS row. */
export const sdValue = ({ l, m, s }: Lms, z: number): number => (l === 0 ? m * Math.exp(s * z) : m * (1 + l * s * z) ** (1 / l));

/** The plain LMS z-score. */
const lmsZ = ({ l, m, s }: Lms, x: number): number => (l === 0 ? Math.log(x / m) / s : ((x / m) ** l - 1) / (l * s));

/**
 * WHO's restricted z-score of a weight-based indicator: beyond ±3 SD the distance is measured in
 * units of the gap between the ±2 and ±3 SD values, not along the skewed LMS curve.
 */
export function restrictedZ(row: Lms, x: number): number {
  const z = lmsZ(row, x);
  if (z > 3) {
    const sd3 = sdValue(row, 3);
    return 3 + (x - sd3) / (sd3 - sdValue(row, 2));
  }
  if (z < -3) {
    const sd3 = sdValue(row, -3);
    return -3 + (x - sd3) / (sdValue(row, -2) - sd3);
  }
  return z;
}

/** Two decimals, halves away from zero (as WHO's tools print them). */
export const round2 = (v: number): number => (Math.sign(v) * Math.round(Math.abs(v) * 100 + 1e-9)) / 100;

/** The standard normal distribution function (W. J. Cody's erfc, relative error < 1.2e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const erfc =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return z >= 0 ? 1 - erfc / 2 : erfc / 2;
}

/** A z-score's percentile, two decimals. */
export const percentileOf = (z: number): number => round2(normalCdf(z) * 100);

export interface IndicatorFigures {
  z: number;
  percentile: number;
  category: number;
}

export interface GrowthFigures {
  bmi: number;
  weightForAge: IndicatorFigures | null;
  heightForAge: IndicatorFigures | null;
  weightForHeight: IndicatorFigures | null;
  bmiForAge: IndicatorFigures | null;
}

export interface Measurement {
  /** 1 boy, 2 girl (WHO's codes, the same as GENDER). */
  sex: number;
  /** Days from the birthday to the measurement. */
  ageDays: number;
  heightCm: number;
  weightKg: number;
}

/** The LMS row of an indicator for a child, from the standards to 1826 days (60 months), the 2007 reference after. */
function rowOf(indicator: GrowthIndicator, m: Measurement): Lms | undefined {
  const standard = m.ageDays <= WHO_STANDARD_LAST_DAY;
  const months = m.ageDays / DAYS_PER_MONTH;
  switch (indicator) {
    case 'WeightForAge':
      return standard ? byDay(tables.weightForAge, m.sex, m.ageDays) : byMonth(tables.weightForAge2007, m.sex, months);
    case 'HeightForAge':
      return standard ? byDay(tables.lengthForAge, m.sex, m.ageDays) : byMonth(tables.heightForAge2007, m.sex, months);
    case 'BmiForAge':
      return standard ? byDay(tables.bmiForAge, m.sex, m.ageDays) : byMonth(tables.bmiForAge2007, m.sex, months);
    case 'WeightForHeight': {
      if (!standard) return undefined;
      const t = m.ageDays < LENGTH_UNTIL_DAY ? tables.weightForLength : tables.weightForHeight;
      return lengthRow(t, m.sex, m.heightCm);
    }
  }
}

/** The row at a length in cm: exact at a tenth, else interpolated between the tenths around it. */
function lengthRow(t: Table, sex: number, cm: number): Lms | undefined {
  const tenths = cm * 10;
  const low = Math.floor(tenths + 1e-9);
  const a = t[sex]?.get(low);
  const f = tenths - low;
  if (!a || f < 1e-9) return a;
  const b = t[sex]?.get(low + 1);
  if (!b) return undefined;
  return { l: a.l + f * (b.l - a.l), m: a.m + f * (b.m - a.m), s: a.s + f * (b.s - a.s) };
}

/** Only weight-based indicators are restricted beyond ±3 SD; length/height is not skewed. */
const RESTRICTED: Record<GrowthIndicator, boolean> = { WeightForAge: true, HeightForAge: false, WeightForHeight: true, BmiForAge: true };

/** The z-score of one indicator (unrounded), or null when WHO has no table for the child. */
export function zScore(indicator: GrowthIndicator, m: Measurement): number | null {
  const row = rowOf(indicator, m);
  if (!row) return null;
  const x = measureOf(indicator, m);
  return RESTRICTED[indicator] ? restrictedZ(row, x) : lmsZ(row, x);
}

const bmiOf = (m: Measurement) => m.weightKg / (m.heightCm / 100) ** 2;
const measureOf = (indicator: GrowthIndicator, m: Measurement) =>
  indicator === 'HeightForAge' ? m.heightCm : indicator === 'BmiForAge' ? bmiOf(m) : m.weightKg;

/** BMI and the four indicators of a measurement: z (two decimals), its percentile and category. */
export function growthFigures(m: Measurement): GrowthFigures {
  const under5 = m.ageDays <= WHO_STANDARD_LAST_DAY;
  const figures = (indicator: GrowthIndicator): IndicatorFigures | null => {
    const raw = zScore(indicator, m);
    if (raw == null) return null;
    const z = round2(raw);
    return { z, percentile: percentileOf(raw), category: growthCategory(indicator, z, under5) };
  };
  return {
    bmi: round2(bmiOf(m)),
    weightForAge: figures('WeightForAge'),
    heightForAge: figures('HeightForAge'),
    weightForHeight: figures('WeightForHeight'),
    bmiForAge: figures('BmiForAge'),
  };
}

const SDS = [-3, -2, -1, 0, 1, 2, 3];

/** The −3…+3 SD values of an age-based indicator at an age in months (null past its tables). */
export function ageBand(indicator: Exclude<GrowthIndicator, 'WeightForHeight'>, sex: number, months: number): number[] | null {
  const ageDays = Math.round(months * DAYS_PER_MONTH);
  const row = rowOf(indicator, { sex, ageDays, heightCm: 100, weightKg: 1 });
  return row ? SDS.map((z) => Math.round(sdValue(row, z) * 100) / 100) : null;
}

/** The −3…+3 SD values of weight at a length (lying, under 2 years) or height in cm. */
export function heightBand(sex: number, cm: number, lying: boolean): number[] | null {
  const row = lengthRow(lying ? tables.weightForLength : tables.weightForHeight, sex, cm);
  return row ? SDS.map((z) => Math.round(sdValue(row, z) * 100) / 100) : null;
}

/** The lengths (lying) and heights each weight-for table covers, in cm. */
export const HEIGHT_TABLE_RANGE = { lying: { from: 45, to: 110 }, standing: { from: 65, to: 120 } } as const;
export { LENGTH_UNTIL_DAY };

/** The measure at `z` SD of an indicator for a child (demo and bench data near real distributions), or null past the tables. */
export function measureAtZ(indicator: GrowthIndicator, m: Pick<Measurement, 'sex' | 'ageDays' | 'heightCm'>, z: number): number | null {
  const row = rowOf(indicator, { ...m, weightKg: 1 });
  return row ? sdValue(row, z) : null;
}
