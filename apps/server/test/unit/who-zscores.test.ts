import { GROWTH_CATEGORY } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import { growthFigures, percentileOf } from '../../src/modules/growth/who.ts';

/**
 * WHO z-scores checked against values computed apart from the server's code: who-expected.py
 * reads WHO's tables from ../shared/data/who-growth and applies WHO's method (LMS, restricted
 * beyond ±3 SD for weight-based indicators, the 2007 reference by interpolated months past 1826
 * days); its output is pasted here as literals. One row by hand, the first: weight-for-age of a
 * boy of 0 days, 3.3 kg, L 0.3487 M 3.3464 S 0.14602: ((3.3 / 3.3464)^0.3487 − 1) / (0.3487 ×
 * 0.14602) = −0.004857 / 0.050917 = −0.0954 → −0.10.
 */

// sex, age in days, height cm, weight kg → BMI, weight-for-age z, height-for-age z, weight-for-height z, BMI-for-age z
type Row = [number, number, number, number, number, number | null, number | null, number | null, number | null];
const CASES: Row[] = [
  [1, 0, 49.9, 3.3, 13.25, -0.1, 0.01, -0.03, -0.12],
  [2, 0, 49.1, 3.2, 13.27, -0.07, -0.03, 0.09, -0.05],
  [1, 0, 46.0, 2.0, 9.45, -3.21, -2.05, -3.05, -3.77],
  [2, 0, 54.0, 4.8, 16.46, 3.01, 2.6, 1.21, 2.26],
  [1, 30, 54.5, 4.4, 14.81, -0.09, -0.08, -0.02, -0.07],
  [2, 45, 55.0, 4.6, 15.21, -0.12, -0.2, 0.12, -0.04],
  [1, 91, 61.4, 6.4, 16.98, 0.04, 0, 0.06, 0.06],
  [2, 120, 60.0, 5.0, 13.89, -1.98, -0.91, -1.82, -1.98],
  [1, 180, 67.6, 7.9, 17.29, 0, 0.05, 0.04, -0.04],
  [2, 200, 62.0, 5.2, 13.53, -3.05, -2.02, -2.32, -2.53],
  [1, 270, 70.0, 11.5, 23.47, 2.42, -0.8, 3.64, 3.73],
  [2, 300, 71.2, 8.6, 16.96, 0.15, -0.04, 0.25, 0.22],
  [1, 365, 75.7, 9.6, 16.75, -0.04, -0.02, -0.06, -0.03],
  [2, 365, 74.0, 7.0, 12.78, -2.05, 0, -2.87, -2.93],
  [1, 400, 70.5, 7.0, 14.08, -3.13, -2.7, -2.49, -2.18],
  [2, 500, 82.3, 13.9, 20.52, 2.64, 1.15, 2.91, 2.79],
  [1, 600, 84.0, 11.2, 15.87, -0.07, 0.03, -0.07, -0.1],
  [2, 700, 80.0, 16.5, 25.78, 2.92, -1.74, 5.49, 5.84],
  [1, 730, 87.1, 12.2, 16.08, 0.04, -0.23, 0.19, 0.28],
  [2, 731, 86.4, 11.5, 15.41, 0.01, 0.21, -0.24, -0.22],
  [1, 800, 80.0, 9.0, 14.06, -2.92, -2.83, -2.0, -1.65],
  [2, 900, 95.0, 20.0, 22.16, 3.47, 1.33, 3.89, 3.93],
  [1, 1000, 92.4, 13.9, 16.28, 0.06, -0.44, 0.41, 0.46],
  [2, 1100, 88.0, 10.2, 13.17, -2.5, -1.87, -2.03, -1.91],
  [1, 1200, 99.0, 15.2, 15.51, 0.15, 0.19, 0.1, 0.0],
  [2, 1300, 104.0, 25.0, 23.11, 3.53, 1.1, 4.4, 4.37],
  [1, 1400, 96.5, 12.0, 12.89, -2.32, -1.38, -2.35, -2.22],
  [2, 1500, 112.0, 19.0, 15.15, 1.07, 1.95, -0.22, -0.08],
  [1, 1600, 108.0, 18.2, 15.6, 0.47, 0.49, 0.24, 0.26],
  [2, 1700, 106.5, 16.7, 14.72, -0.32, -0.15, -0.38, -0.37],
  [1, 1800, 100.0, 13.0, 13.0, -2.56, -2.06, -2.09, -1.9],
  [2, 1826, 110.0, 28.0, 23.14, 2.69, 0.12, 4.17, 3.92],
  [1, 1827, 110.2, 18.4, 15.15, 0.03, 0.1, null, -0.09],
  [2, 1900, 98.0, 13.0, 13.54, -2.67, -2.56, null, -1.29],
  [1, 2000, 115.6, 20.8, 15.56, 0.55, 0.6, null, 0.23],
  [2, 2100, 113.0, 26.0, 20.36, 1.78, -0.13, null, 2.48],
  [1, 2190, 118.9, 21.7, 15.35, 0.42, 0.6, null, 0.03],
  [2, 2191, 104.0, 14.0, 12.94, -2.69, -2.17, null, -1.77],
  [1, 2250, 128.0, 33.0, 20.14, 3.18, 2.23, null, 2.72],
  [2, 2300, 120.1, 22.3, 15.46, 0.46, 0.63, null, 0.1],
  [1, 500, 91.0, 13.5, 16.3, 2.18, 3.96, 0.51, 0.01],
  [2, 1000, 80.0, 9.5, 14.84, -2.76, -3.5, -0.84, -0.49],
  [1, 1500, 95.0, 11.0, 12.19, -3.24, -2.13, -3.17, -2.88],
  [2, 2000, 125.0, 21.0, 13.44, 0.64, 2.63, null, -1.35],
];

describe('WHO growth z-scores', () => {
  it.each(CASES)('sex %i, %i days, %f cm, %f kg', (sex, ageDays, heightCm, weightKg, bmi, wfa, hfa, wfh, bfa) => {
    const f = growthFigures({ sex, ageDays, heightCm, weightKg });
    expect(f.bmi).toBeCloseTo(bmi, 2);
    const got = [f.weightForAge?.z ?? null, f.heightForAge?.z ?? null, f.weightForHeight?.z ?? null, f.bmiForAge?.z ?? null];
    [wfa, hfa, wfh, bfa].forEach((want, i) => {
      if (want == null) expect(got[i]).toBeNull();
      // Both sides are rounded to two decimals: any difference is at least 0.01.
      else expect(got[i]).toBeCloseTo(want, 2);
    });
  });

  it('covers 0–6 years, both sexes, every indicator and cases beyond ±3 SD on both sides', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CASES.map((c) => c[0]))).toEqual(new Set([1, 2]));
    expect(Math.max(...CASES.map((c) => c[1]))).toBeGreaterThan(6 * 365);
    for (const i of [5, 6, 7, 8]) {
      expect(CASES.some((c) => (c[i] ?? 0) > 3)).toBe(true);
      if (i !== 6) expect(CASES.some((c) => (c[i] ?? 0) < -3)).toBe(true);
    }
  });

  it('names the categories as WHO does', () => {
    // A boy of 270 days, 70 cm, 11.5 kg: weight-for-length +3.64 (obese), BMI-for-age +3.73.
    const heavy = growthFigures({ sex: 1, ageDays: 270, heightCm: 70, weightKg: 11.5 });
    expect(heavy.weightForHeight?.category).toBe(GROWTH_CATEGORY.Obese);
    expect(heavy.bmiForAge?.category).toBe(GROWTH_CATEGORY.Obese);
    expect(heavy.heightForAge?.category).toBe(GROWTH_CATEGORY.Normal);
    // A boy of 400 days, 70.5 cm, 7 kg: weight-for-age −3.13, height-for-age −2.70, weight-for-length −2.49.
    const small = growthFigures({ sex: 1, ageDays: 400, heightCm: 70.5, weightKg: 7 });
    expect(small.weightForAge?.category).toBe(GROWTH_CATEGORY.SeverelyUnderweight);
    expect(small.heightForAge?.category).toBe(GROWTH_CATEGORY.Stunted);
    expect(small.weightForHeight?.category).toBe(GROWTH_CATEGORY.Wasted);
    // Past five years, BMI-for-age reads thinness and overweight, and weight-for-height is not defined.
    const older = growthFigures({ sex: 2, ageDays: 2100, heightCm: 113, weightKg: 26 });
    expect(older.bmiForAge?.category).toBe(GROWTH_CATEGORY.Obese);
    expect(older.weightForHeight).toBeNull();
    const thin = growthFigures({ sex: 2, ageDays: 2191, heightCm: 104, weightKg: 14 });
    expect(thin.heightForAge?.category).toBe(GROWTH_CATEGORY.Stunted);
    expect(thin.weightForAge?.category).toBe(GROWTH_CATEGORY.Underweight);
  });

  it('gives the percentile of a z-score', () => {
    expect(percentileOf(0)).toBe(50);
    expect(percentileOf(-2)).toBe(2.28);
    expect(percentileOf(1)).toBe(84.13);
    expect(percentileOf(3)).toBe(99.87);
  });
});
