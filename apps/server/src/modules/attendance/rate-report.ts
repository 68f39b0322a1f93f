import { ATTENDANCE_STATUS, type api, PRESENT_STATUSES } from '@kc/contract';
import { type Frag, fetchRows, q, runnerOf, TRUE } from '../../db/frag.ts';
import type { Db } from '../../db/index.ts';
import type { Handler } from '../../http/context.ts';
import { classScopeFrag } from '../../lib/class-scope.ts';
import { invalid } from '../../lib/errors.ts';
import { monthRange, todayIn } from '../../lib/local-dates.ts';
import { schoolInScope } from '../../lib/scope.ts';
import type { KvStore } from '../../store/index.ts';
import { countedSchoolDays, schoolCalendar } from '../calendar/school-calendar.ts';
import { type RateFigures, rateFigures, sumFigures } from './rate-figures.ts';
import { ATTENDING } from './records.ts';
import { attendanceRules } from './rules.ts';
import { type ClassFacts, classInScope } from './scope.ts';

/**
 * Attendance/GetRateReport: per class of a school (or one class) for a month, present days over
 * children × school days. School days are the calendar's (weekdays − holidays + make-up days)
 * up to today; a class's children are those in it now (enrolled by the month's end) and those
 * recorded in it that month. Reads one range of attendance_school_date_idx, from the index.
 */
export const rateReport: Handler<typeof api.attendanceRateReport> = async ({ db, store, session, input }) => {
  let schoolId: number;
  let classesOf: Promise<ClassFacts[]>;
  if (input.ClassId != null) {
    const cls = await classInScope(db, session, input.ClassId);
    if (input.SchoolId != null && input.SchoolId !== cls.schoolId) throw invalid('attendance.classNotOfSchool', {}, 'ClassId');
    schoolId = cls.schoolId;
    classesOf = Promise.resolve([cls]);
  } else {
    schoolId = (await schoolInScope(db, session, input.SchoolId as number)).schoolId;
    classesOf = classesOfMonth(db, schoolId, input.Month, classScopeFrag('c.school_id', 'c.class_id', session));
  }
  const { counted, days, rows } = await classRates(db, store, schoolId, input.Month, classesOf);
  return {
    Month: input.Month,
    SchoolId: schoolId,
    SchoolDays: counted.length,
    Calendar: days.filter((d) => d.Name !== ''),
    Classes: rows,
    Total: sumFigures(rows),
  };
};

/** A school's active classes that `visible` lets through, and any class recorded in that month (closed since). */
function classesOfMonth(db: Db, schoolId: number, month: string, visible: Frag = TRUE): Promise<ClassFacts[]> {
  const { from, to } = monthRange(month);
  return fetchRows<ClassFacts>(
    runnerOf(db),
    q`SELECT c.class_id AS "classId", c.class_name AS "className", c.grade, c.school_id AS "schoolId" FROM school_class c
      WHERE c.school_id = ${schoolId} AND ${visible}
        AND (c.state = 0 OR EXISTS (SELECT 1 FROM attendance a WHERE a.class_id = c.class_id AND a.date BETWEEN ${from} AND ${to}))
      ORDER BY array_position(ARRAY['nursery', 'junior', 'middle', 'senior'], c.grade), c.class_name, c.class_id`,
  );
}

/**
 * THE attendance rate of a school's month (the rate report's Total over all its classes), for
 * other domains (the school KPI of the finance domain): the same computation, no session.
 */
export async function schoolMonthRate(db: Db, store: KvStore, schoolId: number, month: string): Promise<RateFigures> {
  const { rows } = await classRates(db, store, schoolId, month, classesOfMonth(db, schoolId, month));
  return sumFigures(rows);
}

/** The rate figures of each of `classesOf` (classes of one school) over the month's school days up to today. */
async function classRates(db: Db, store: KvStore, schoolId: number, month: string, classesOf: Promise<ClassFacts[]>) {
  // The month report is the heaviest register read: its statements run as fragments on the pool (db/frag.ts).
  const runner = runnerOf(db);
  const { from, to } = monthRange(month);
  // Once the school is known to be in scope, its classes, rules and calendar are independent reads.
  const [classes, rules, days] = await Promise.all([
    classesOf,
    attendanceRules(db, store, schoolId),
    schoolCalendar(db, schoolId, from, to),
  ]);
  const counted = countedSchoolDays(days, todayIn(rules.timeZone));
  const ids = classes.map((c) => c.classId);

  const [children, counts] = await Promise.all([
    fetchRows<{ classId: number; n: number }>(
      runner,
      q`SELECT class_id AS "classId", count(DISTINCT student_id)::int AS n FROM (
          SELECT s.class_id, s.student_id FROM student s
          WHERE s.class_id = ANY(${ids}::bigint[]) AND s.state = 0 AND s.status = ANY(${ATTENDING}::int[])
            AND (s.enrol_date IS NULL OR s.enrol_date <= ${to})
          UNION ALL
          SELECT a.class_id, a.student_id FROM attendance a
          WHERE a.school_id = ${schoolId} AND a.date BETWEEN ${from} AND ${to} AND a.class_id = ANY(${ids}::bigint[])
        ) x GROUP BY class_id`,
    ),
    fetchRows<{ classId: number; present: number; late: number; leave: number }>(
      runner,
      q`SELECT a.class_id AS "classId",
          count(*) FILTER (WHERE a.status = ANY(${PRESENT_STATUSES}::int[]))::int AS present,
          count(*) FILTER (WHERE a.status = ${ATTENDANCE_STATUS.Late})::int AS late,
          count(*) FILTER (WHERE a.status = ${ATTENDANCE_STATUS.Leave})::int AS leave
        FROM attendance a
        WHERE a.school_id = ${schoolId} AND a.date = ANY(${counted}::date[]) AND a.class_id = ANY(${ids}::bigint[])
        GROUP BY a.class_id`,
    ),
  ]);
  const childrenOf = new Map(children.map((r) => [Number(r.classId), r.n]));
  const countsOf = new Map(counts.map((r) => [Number(r.classId), r]));
  const rows = classes.map((c) => {
    const n = countsOf.get(c.classId);
    const figures: RateFigures = rateFigures(childrenOf.get(c.classId) ?? 0, counted.length, {
      present: n?.present ?? 0,
      late: n?.late ?? 0,
      leave: n?.leave ?? 0,
    });
    return { ClassId: c.classId, ClassName: c.className, Grade: c.grade, ...figures };
  });
  return { counted, days, rows };
}
