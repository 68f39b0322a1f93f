import { enumOptions } from '../core/resource.ts';

/** Bounds of a measurement a kindergarten takes (a child of 0–7 years). */
export const GROWTH_HEIGHT = { min: 40, max: 150 } as const;
export const GROWTH_WEIGHT = { min: 1, max: 60 } as const;

/**
 * The WHO indicators the server computes for each measurement. The growth standards (2006)
 * apply up to 1826 days of age (60 months, the end of their tables), the growth reference 5–19 years (2007)
 * past it; weight-for-length/height has no reference past 5 years (BMI-for-age replaces it) and
 * weight-for-age none past 10.
 */
export const GROWTH_INDICATORS = ['WeightForAge', 'HeightForAge', 'WeightForHeight', 'BmiForAge'] as const;
export type GrowthIndicator = (typeof GROWTH_INDICATORS)[number];

/** The last age in days of the WHO growth standards' tables (0–60 months); the 2007 reference after. */
export const WHO_STANDARD_LAST_DAY = 1826;

/** A z-score's category, as WHO names it for each indicator (growthCategory). */
export const GROWTH_CATEGORY = {
  Normal: 0,
  SeverelyUnderweight: 1,
  Underweight: 2,
  SeverelyStunted: 3,
  Stunted: 4,
  VeryTall: 5,
  SeverelyWasted: 6,
  Wasted: 7,
  RiskOfOverweight: 8,
  Overweight: 9,
  Obese: 10,
  SevereThinness: 11,
  Thinness: 12,
} as const;

export const GROWTH_CATEGORY_OPTIONS = enumOptions([
  { value: GROWTH_CATEGORY.Normal, label: { zh: '正常', en: 'Normal', es: 'Normal' } },
  { value: GROWTH_CATEGORY.SeverelyUnderweight, label: { zh: '重度低体重', en: 'Severely underweight', es: 'Bajo peso severo' } },
  { value: GROWTH_CATEGORY.Underweight, label: { zh: '低体重', en: 'Underweight', es: 'Bajo peso' } },
  { value: GROWTH_CATEGORY.SeverelyStunted, label: { zh: '重度生长迟缓', en: 'Severely stunted', es: 'Talla baja severa' } },
  { value: GROWTH_CATEGORY.Stunted, label: { zh: '生长迟缓', en: 'Stunted', es: 'Talla baja' } },
  { value: GROWTH_CATEGORY.VeryTall, label: { zh: '身材过高', en: 'Very tall', es: 'Muy alto' } },
  { value: GROWTH_CATEGORY.SeverelyWasted, label: { zh: '重度消瘦', en: 'Severely wasted', es: 'Emaciación severa' } },
  { value: GROWTH_CATEGORY.Wasted, label: { zh: '消瘦', en: 'Wasted', es: 'Emaciación' } },
  { value: GROWTH_CATEGORY.RiskOfOverweight, label: { zh: '超重风险', en: 'Risk of overweight', es: 'Riesgo de sobrepeso' } },
  { value: GROWTH_CATEGORY.Overweight, label: { zh: '超重', en: 'Overweight', es: 'Sobrepeso' } },
  { value: GROWTH_CATEGORY.Obese, label: { zh: '肥胖', en: 'Obese', es: 'Obesidad' } },
  { value: GROWTH_CATEGORY.SevereThinness, label: { zh: '重度偏瘦', en: 'Severe thinness', es: 'Delgadez severa' } },
  { value: GROWTH_CATEGORY.Thinness, label: { zh: '偏瘦', en: 'Thinness', es: 'Delgadez' } },
]);

const C = GROWTH_CATEGORY;

/**
 * WHO's cut-offs (WHO Child Growth Standards, training course, "Interpreting growth indicators";
 * growth reference 5–19 years): the z-score as shown (two decimals) against them, strictly beyond.
 * - weight-for-age: < −3 severely underweight, < −2 underweight (above, WHO reads
 *   weight-for-length/height or BMI instead);
 * - length/height-for-age: < −3 severely stunted, < −2 stunted, > +3 very tall;
 * - weight-for-length/height, and BMI-for-age under 5: < −3 severely wasted, < −2 wasted,
 *   > +1 risk of overweight, > +2 overweight, > +3 obese;
 * - BMI-for-age from 5 (2007 reference): < −3 severe thinness, < −2 thinness, > +1 overweight, > +2 obese.
 */
export function growthCategory(indicator: GrowthIndicator, z: number, under5: boolean): number {
  switch (indicator) {
    case 'WeightForAge':
      return z < -3 ? C.SeverelyUnderweight : z < -2 ? C.Underweight : C.Normal;
    case 'HeightForAge':
      return z < -3 ? C.SeverelyStunted : z < -2 ? C.Stunted : z > 3 ? C.VeryTall : C.Normal;
    case 'WeightForHeight':
      return wastedOrOver(z);
    case 'BmiForAge':
      if (under5) return wastedOrOver(z);
      return z < -3 ? C.SevereThinness : z < -2 ? C.Thinness : z > 2 ? C.Obese : z > 1 ? C.Overweight : C.Normal;
  }
}

function wastedOrOver(z: number): number {
  if (z < -3) return C.SeverelyWasted;
  if (z < -2) return C.Wasted;
  if (z > 3) return C.Obese;
  if (z > 2) return C.Overweight;
  if (z > 1) return C.RiskOfOverweight;
  return C.Normal;
}

/** The growth report's threshold: a latest measurement beyond ±2 SD on any indicator. */
export const GROWTH_REPORT_LIMIT = 2;
