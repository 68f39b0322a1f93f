import { BODY_ACTION, LEAVE_KIND, LEAVE_STATE, type ReportFigures, termSpan } from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { KvStore } from '../../store/index.ts';
import { domainLevels } from '../assessment/index.ts';
import { childAttendance } from '../attendance/child-month.ts';

/** What a report's figures are computed of. */
export interface ReportChild {
  schoolId: number;
  studentId: number;
  term: string;
}

/**
 * A child's figures of a term, computed now: levels by domain (domainLevels), the latest growth
 * measurement of the term with its WHO z-scores (as the growth domain stored them), attendance
 * over the term's school days so far (the attendance domain's computation), and a short health
 * summary (school days on approved sick leave, daily checks and those not "normal").
 */
export async function reportFigures(db: Db, store: KvStore, child: ReportChild): Promise<ReportFigures> {
  const span = termSpan(child.term);
  if (!span) throw new Error(`not a term: ${child.term}`);
  const { start: from, end: to } = span;
  const [domains, growth, attendance, leaves, checks] = await Promise.all([
    domainLevels(db, { studentId: child.studentId, from, to }),
    db
      .selectFrom('growthMeasure')
      .select(['measureDate', 'ageMonths', 'height', 'weight', 'bmi', 'weightForAgeZ', 'heightForAgeZ', 'weightForHeightZ', 'bmiForAgeZ'])
      .where('studentId', '=', child.studentId)
      .where('measureDate', '>=', from)
      .where('measureDate', '<=', to)
      .orderBy('measureDate', 'desc')
      .orderBy('hwId', 'desc')
      .limit(1)
      .executeTakeFirst(),
    childAttendance(db, store, child, from, to),
    db
      .selectFrom('studentLeave')
      .select(['startDate', 'endDate'])
      .where('studentId', '=', child.studentId)
      .where('kind', '=', LEAVE_KIND.Sick)
      .where('state', '=', LEAVE_STATE.Approved)
      .where('startDate', '<=', to)
      .where('endDate', '>=', from)
      .execute(),
    sql<{
      checks: number;
      flagged: number;
    }>`SELECT count(*)::int AS checks, count(*) FILTER (WHERE b.action <> ${BODY_ACTION.Normal})::int AS flagged
      FROM body_check b WHERE b.student_id = ${child.studentId} AND b.date BETWEEN ${from} AND ${to}`.execute(db),
  ]);
  const sickDays = [...attendance.counted].filter((d) => leaves.some((l) => l.startDate <= d && d <= l.endDate)).length;
  const num = (v: unknown) => (v == null ? null : Number(v));
  return {
    From: from,
    To: to,
    Domains: domains,
    Growth: growth
      ? {
          MeasureDate: String(growth.measureDate),
          AgeMonths: Number(growth.ageMonths),
          Height: Number(growth.height),
          Weight: Number(growth.weight),
          Bmi: Number(growth.bmi),
          WeightForAgeZ: num(growth.weightForAgeZ),
          HeightForAgeZ: num(growth.heightForAgeZ),
          WeightForHeightZ: num(growth.weightForHeightZ),
          BmiForAgeZ: num(growth.bmiForAgeZ),
        }
      : null,
    Attendance: {
      SchoolDays: attendance.counted.size,
      PresentDays: attendance.figures.PresentDays,
      LeaveDays: attendance.figures.LeaveDays,
      Rate: attendance.figures.Rate,
    },
    Health: { SickDays: sickDays, Checks: checks.rows[0]?.checks ?? 0, FlaggedChecks: checks.rows[0]?.flagged ?? 0 },
  };
}
