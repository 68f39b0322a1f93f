import { ATTENDANCE_STATUS, type api, type OutputOf, PRESENT_STATUSES, TEACHER_STATUS } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { classScopeSql } from '../../lib/class-scope.ts';
import { staffInScope } from '../../lib/people-scope.ts';
import { ATTENDING } from '../attendance/records.ts';
import { checkedSchool, schoolsTodaySql } from './schools.ts';

type SchoolData = OutputOf<typeof api.homeSchoolData>;

/** Several schools are answered one row each, up to this many. */
export const BY_SCHOOL_MAX = 100;

interface ChildFigures {
  enrolled: number;
  present: number;
  late: number;
  absent: number;
  leave: number;
  notCheckedIn: number;
  fever: number;
}
interface SchoolRow extends ChildFigures {
  schoolId: number;
  schoolName: string;
  today: string;
  schoolDay: boolean;
  classes: number;
  staffTotal: number;
  staffOnDuty: number;
}
interface ClassRow extends ChildFigures {
  classId: number;
  className: string;
  grade: string;
  schoolId: number;
  staffOnDuty: number;
}

/** The figures of a school or class row as the contract names them. */
const children = (r: ChildFigures) => ({
  Enrolled: r.enrolled,
  Present: r.present,
  Late: r.late,
  Absent: r.absent,
  Leave: r.leave,
  NotCheckedIn: r.notCheckedIn,
  Fever: r.fever,
});

/** json_build_object pairs of the child figures of the row aliases k (children) and a (attendance). */
const childJson = sql`'enrolled', coalesce(k.enrolled, 0), 'notCheckedIn', coalesce(k.not_checked_in, 0),
  'present', coalesce(a.present, 0), 'late', coalesce(a.late, 0), 'absent', coalesce(a.absent, 0),
  'leave', coalesce(a.leave, 0), 'fever', coalesce(a.fever, 0)`;

/**
 * Home/GetSchoolData: today's figures of the session's schools (or one of them), in one
 * statement. Every school counts on its own local date. Children: those coming to school
 * (teachers: of their classes) and their register rows of the day; staff: those not resigned
 * (teachers: themselves and their classes' staff) and their check-ins of the day. With one
 * school the answer has a row per class, with several a row per school.
 */
export const schoolData: Handler<typeof api.homeSchoolData> = async ({ db, session, input }) => {
  const schoolId = await checkedSchool(db, session, input.SchoolId);
  const present = sql`${PRESENT_STATUSES}::int[]`;
  const { rows } = await sql<{ schools: SchoolRow[] | null; classes: ClassRow[] | null }>`
    WITH d AS (${schoolsTodaySql(session, schoolId)}),
    c AS (
      SELECT c.class_id, c.class_name, c.grade, c.school_id FROM school_class c JOIN d ON d.school_id = c.school_id
      WHERE c.state = 0 AND ${classScopeSql('c.school_id', 'c.class_id', session)}
    ),
    -- The day's register rows, read once by school and date (attendance_school_date_idx) and
    -- materialised: the children below join it by hash, not one index probe per child.
    today_rows AS MATERIALIZED (
      SELECT r.school_id, r.class_id, r.student_id, r.status, r.entry_temperature >= d.threshold AS fever
      FROM attendance r JOIN d ON d.school_id = r.school_id AND r.date = d.today
      WHERE ${classScopeSql('r.school_id', 'r.class_id', session)}
    ),
    kids AS (
      SELECT x.school_id, x.class_id, count(*)::int AS enrolled,
        count(*) FILTER (WHERE d.school_day AND r.student_id IS NULL)::int AS not_checked_in
      FROM student x JOIN d ON d.school_id = x.school_id
      LEFT JOIN today_rows r ON r.student_id = x.student_id
      WHERE x.state = 0 AND x.status = ANY(${ATTENDING}::int[]) AND (x.enrol_date IS NULL OR x.enrol_date <= d.today)
        AND ${classScopeSql('x.school_id', 'x.class_id', session)}
      GROUP BY x.school_id, x.class_id
    ),
    att AS (
      SELECT r.school_id, r.class_id,
        count(*) FILTER (WHERE r.status = ANY(${present}))::int AS present,
        count(*) FILTER (WHERE r.status = ${ATTENDANCE_STATUS.Late})::int AS late,
        count(*) FILTER (WHERE r.status = ${ATTENDANCE_STATUS.Absent})::int AS absent,
        count(*) FILTER (WHERE r.status = ${ATTENDANCE_STATUS.Leave})::int AS leave,
        count(*) FILTER (WHERE r.fever)::int AS fever
      FROM today_rows r
      GROUP BY r.school_id, r.class_id
    ),
    on_duty AS (
      SELECT tc.teacher_id FROM teacher_check_in tc JOIN d ON d.school_id = tc.school_id AND tc.date = d.today
      WHERE tc.check_in_time IS NOT NULL AND tc.status = ANY(${present})
    ),
    staff AS (
      SELECT t.school_id, count(*)::int AS total, count(o.teacher_id)::int AS on_duty
      FROM teacher t JOIN d ON d.school_id = t.school_id LEFT JOIN on_duty o ON o.teacher_id = t.teacher_id
      WHERE t.status <> ${TEACHER_STATUS.Resigned} AND ${staffInScope('t', session)}
      GROUP BY t.school_id
    )
    SELECT
      (SELECT json_agg(json_build_object('schoolId', d.school_id, 'schoolName', d.school_name, 'today', d.today,
          'schoolDay', d.school_day, 'classes', coalesce(n.classes, 0),
          'staffTotal', coalesce(f.total, 0), 'staffOnDuty', coalesce(f.on_duty, 0), ${childJson}) ORDER BY d.school_id)
        FROM d
        LEFT JOIN (SELECT school_id, sum(enrolled)::int AS enrolled, sum(not_checked_in)::int AS not_checked_in FROM kids GROUP BY school_id) k
          ON k.school_id = d.school_id
        LEFT JOIN (SELECT school_id, sum(present)::int AS present, sum(late)::int AS late, sum(absent)::int AS absent,
            sum(leave)::int AS leave, sum(fever)::int AS fever FROM att GROUP BY school_id) a ON a.school_id = d.school_id
        LEFT JOIN staff f ON f.school_id = d.school_id
        LEFT JOIN (SELECT school_id, count(*)::int AS classes FROM c GROUP BY school_id) n ON n.school_id = d.school_id) AS schools,
      (SELECT json_agg(json_build_object('classId', c.class_id, 'className', c.class_name, 'grade', c.grade,
          'schoolId', c.school_id, 'staffOnDuty', coalesce(o.n, 0), ${childJson})
          ORDER BY array_position(ARRAY['nursery', 'junior', 'middle', 'senior'], c.grade), c.class_name, c.class_id)
        FROM c
        LEFT JOIN kids k ON k.class_id = c.class_id
        LEFT JOIN att a ON a.class_id = c.class_id
        LEFT JOIN (SELECT ct.class_id, count(*)::int AS n FROM class_teacher ct JOIN on_duty USING (teacher_id) GROUP BY ct.class_id) o
          ON o.class_id = c.class_id
        WHERE (SELECT count(*) FROM d) = 1) AS classes
  `.execute(db);

  const schools = rows[0]?.schools ?? [];
  const sum = (key: keyof ChildFigures | 'classes' | 'staffTotal' | 'staffOnDuty') => schools.reduce((n, s) => n + s[key], 0);
  const answer: SchoolData = {
    Date: schools[0]?.today ?? null,
    SchoolDay: schools.some((s) => s.schoolDay),
    Schools: schools.length,
    Classes: sum('classes'),
    Enrolled: sum('enrolled'),
    Present: sum('present'),
    Late: sum('late'),
    Absent: sum('absent'),
    Leave: sum('leave'),
    NotCheckedIn: sum('notCheckedIn'),
    Fever: sum('fever'),
    StaffTotal: sum('staffTotal'),
    StaffOnDuty: sum('staffOnDuty'),
    ByClass: (rows[0]?.classes ?? []).map((c) => ({
      ClassId: c.classId,
      ClassName: c.className,
      Grade: c.grade,
      SchoolId: c.schoolId,
      ...children(c),
      StaffOnDuty: c.staffOnDuty,
    })),
    BySchool:
      schools.length > 1
        ? schools.slice(0, BY_SCHOOL_MAX).map((s) => ({
            SchoolId: s.schoolId,
            SchoolName: s.schoolName,
            Date: s.today,
            SchoolDay: s.schoolDay,
            Classes: s.classes,
            ...children(s),
            StaffTotal: s.staffTotal,
            StaffOnDuty: s.staffOnDuty,
          }))
        : [],
  };
  return answer;
};
