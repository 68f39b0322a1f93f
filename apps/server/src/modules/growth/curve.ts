import type { api } from '@kc/contract';
import { fetchRows, q, runnerOf } from '../../db/frag.ts';
import type { Handler } from '../../http/context.ts';
import { classScopeFrag } from '../../lib/class-scope.ts';
import { daysBetween } from '../../lib/local-dates.ts';
import { notInScope } from '../../lib/scope.ts';
import { ageBand, DAYS_PER_MONTH, HEIGHT_TABLE_RANGE, heightBand, LENGTH_UNTIL_DAY } from './who.ts';

/** Months of band drawn past the child's age today or last measurement. */
const MARGIN_MONTHS = 3;
/** Centimetres of band drawn around the child's measured heights. */
const MARGIN_CM = 10;

interface Point {
  HwId: number;
  MeasureDate: string;
  AgeDays: number;
  AgeMonths: number;
  Height: number;
  Weight: number;
  Bmi: number;
  WeightForAgeZ: number | null;
  HeightForAgeZ: number | null;
  WeightForHeightZ: number | null;
  BmiForAgeZ: number | null;
}

/**
 * Hw/Curve: a child's measurements and the WHO bands (−3…+3 SD) to draw them over: weight,
 * height and BMI for age by month from birth to a little past the child's age, weight for
 * length (the latest measurement under 2 years) or height around the child's heights.
 */
export const growthCurve: Handler<typeof api.hwCurve> = async ({ db, session, input }) => {
  const runner = runnerOf(db);
  const [child] = await fetchRows<{ StudentName: string; Gender: number; Birthday: string | null; Today: string }>(
    runner,
    q`SELECT s.student_name AS "StudentName", s.gender AS "Gender", to_char(s.birthday, 'YYYY-MM-DD') AS "Birthday",
        to_char((now() AT TIME ZONE sc.time_zone)::date, 'YYYY-MM-DD') AS "Today"
      FROM student s JOIN school sc ON sc.school_id = s.school_id
      WHERE s.student_id = ${input.StudentId} AND ${classScopeFrag('s.school_id', 's.class_id', session)}`,
  );
  if (!child) throw notInScope('StudentId', 'child', input.StudentId);
  const points = await fetchRows<Point>(
    runner,
    q`SELECT hw_id AS "HwId", to_char(measure_date, 'YYYY-MM-DD') AS "MeasureDate", age_days AS "AgeDays", age_months AS "AgeMonths",
        height AS "Height", weight AS "Weight", bmi AS "Bmi", weight_for_age_z AS "WeightForAgeZ", height_for_age_z AS "HeightForAgeZ",
        weight_for_height_z AS "WeightForHeightZ", bmi_for_age_z AS "BmiForAgeZ"
      FROM growth_measure WHERE student_id = ${input.StudentId} ORDER BY measure_date, hw_id LIMIT 1000`,
  );
  const sex = Number(child.Gender);
  const ageNow = child.Birthday ? daysBetween(child.Birthday, child.Today) / DAYS_PER_MONTH : 0;
  const lastMonths = Math.max(ageNow, ...points.map((p) => Number(p.AgeMonths)));
  const toMonth = Math.ceil(lastMonths) + MARGIN_MONTHS;
  const byAge = (indicator: 'WeightForAge' | 'HeightForAge' | 'BmiForAge') => {
    const out: { X: number; Sd: number[] }[] = [];
    for (let m = 0; m <= toMonth; m++) {
      const sd = ageBand(indicator, sex, m);
      if (sd) out.push({ X: m, Sd: sd });
    }
    return out;
  };
  const last = points.at(-1);
  const lying = last ? last.AgeDays < LENGTH_UNTIL_DAY : ageNow * DAYS_PER_MONTH < LENGTH_UNTIL_DAY;
  const range = lying ? HEIGHT_TABLE_RANGE.lying : HEIGHT_TABLE_RANGE.standing;
  const heights = points.map((p) => Number(p.Height));
  const from = Math.max(range.from, Math.floor(Math.min(...heights, range.to) - MARGIN_CM));
  const to = Math.min(range.to, Math.ceil(Math.max(...heights, range.from) + MARGIN_CM));
  const weightForHeight: { X: number; Sd: number[] }[] = [];
  for (let cm = from; cm <= to; cm++) {
    const sd = heightBand(sex, cm, lying);
    if (sd) weightForHeight.push({ X: cm, Sd: sd });
  }
  return {
    StudentId: input.StudentId,
    StudentName: child.StudentName,
    Gender: sex,
    Birthday: child.Birthday ?? '',
    Points: points,
    Bands: {
      WeightForAge: byAge('WeightForAge'),
      HeightForAge: byAge('HeightForAge'),
      BmiForAge: byAge('BmiForAge'),
      WeightForHeight: weightForHeight,
    },
  };
};
