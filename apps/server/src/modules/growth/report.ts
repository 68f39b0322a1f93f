import { type api, GROWTH_REPORT_LIMIT, type OutputOf } from '@kc/contract';
import { type Frag, fetchRows, q, runnerOf, TRUE } from '../../db/frag.ts';
import type { Handler, Session } from '../../http/context.ts';
import { classScopeFrag } from '../../lib/class-scope.ts';
import { invalid } from '../../lib/errors.ts';
import { notInScope, schoolInScope } from '../../lib/scope.ts';

type ReportRow = OutputOf<typeof api.hwGrowthReport>['Rows'][number];

/**
 * The growth report's statement: each child of the school (or class) in the session's scope
 * with their latest measurement (growth_measure_student_idx, one index probe per child), those
 * beyond ±limit on any indicator, and how many children were measured. bench/src/growth-bench.ts
 * runs the same statement on a bare route.
 */
export function growthReportSql(schoolId: number, classId: number | null, scope: Frag, limit = GROWTH_REPORT_LIMIT): Frag {
  const inClass = classId == null ? TRUE : q`s.class_id = ${classId}`;
  return q`WITH latest AS (
      SELECT g.hw_id AS "HwId", s.student_id AS "StudentId", s.student_name AS "StudentName", s.gender AS "Gender",
        s.class_id AS "ClassId", coalesce(c.class_name, '') AS "ClassName", to_char(g.measure_date, 'YYYY-MM-DD') AS "MeasureDate",
        g.age_months AS "AgeMonths", g.height AS "Height", g.weight AS "Weight", g.bmi AS "Bmi",
        g.weight_for_age_z AS "WeightForAgeZ", g.weight_for_age_category AS "WeightForAgeCategory",
        g.height_for_age_z AS "HeightForAgeZ", g.height_for_age_category AS "HeightForAgeCategory",
        g.weight_for_height_z AS "WeightForHeightZ", g.weight_for_height_category AS "WeightForHeightCategory",
        g.bmi_for_age_z AS "BmiForAgeZ", g.bmi_for_age_category AS "BmiForAgeCategory"
      FROM student s
      LEFT JOIN school_class c ON c.class_id = s.class_id
      CROSS JOIN LATERAL (SELECT * FROM growth_measure g WHERE g.student_id = s.student_id ORDER BY g.measure_date DESC, g.hw_id DESC LIMIT 1) g
      WHERE s.school_id = ${schoolId} AND s.state = 0 AND ${inClass} AND ${scope}
    )
    SELECT (SELECT count(*)::int FROM latest) AS "Measured",
      coalesce((SELECT json_agg(x ORDER BY x."ClassName", x."StudentName", x."StudentId") FROM latest x
        WHERE abs(x."WeightForAgeZ") > ${limit} OR abs(x."HeightForAgeZ") > ${limit}
          OR abs(x."WeightForHeightZ") > ${limit} OR abs(x."BmiForAgeZ") > ${limit}), '[]') AS "Rows"`;
}

/** The class a call names, in the session's class scope (100004 otherwise), with its school. */
async function classSchool(db: Parameters<Handler<typeof api.hwGrowthReport>>[0]['db'], session: Session, classId: number) {
  const [row] = await fetchRows<{ schoolId: number }>(
    runnerOf(db),
    q`SELECT c.school_id AS "schoolId" FROM school_class c WHERE c.class_id = ${classId} AND ${classScopeFrag('c.school_id', 'c.class_id', session)}`,
  );
  if (!row) throw notInScope('ClassId', 'class', classId);
  return Number(row.schoolId);
}

/** Hw/GrowthReport: children of a school or class whose latest measurement is beyond ±2 SD. */
export const growthReport: Handler<typeof api.hwGrowthReport> = async ({ db, session, input }) => {
  let schoolId: number;
  if (input.ClassId != null) {
    schoolId = await classSchool(db, session, input.ClassId);
    if (input.SchoolId != null && input.SchoolId !== schoolId) throw invalid('growth.classNotOfSchool', {}, 'ClassId');
  } else {
    schoolId = (await schoolInScope(db, session, input.SchoolId as number)).schoolId;
  }
  const classId = input.ClassId ?? null;
  const scope = classScopeFrag('s.school_id', 's.class_id', session);
  const [row] = await fetchRows<{ Measured: number; Rows: ReportRow[] }>(runnerOf(db), growthReportSql(schoolId, classId, scope));
  return { SchoolId: schoolId, ClassId: classId, Measured: row?.Measured ?? 0, Rows: row?.Rows ?? [] };
};
