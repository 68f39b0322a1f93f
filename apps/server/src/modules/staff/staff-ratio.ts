import { type api, PRESENT_STATUSES } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { classScopeSql } from '../../lib/class-scope.ts';
import { invalid } from '../../lib/errors.ts';
import { isRealDate } from '../../lib/local-dates.ts';
import { schoolInScope } from '../../lib/scope.ts';
import { attendanceRules } from '../attendance/rules.ts';
import type { ClassFacts } from '../attendance/scope.ts';

/**
 * TeacherCheckIn/GetRatio: per active class of a school on a day, its staff on duty (the class's
 * teachers who checked in and are not absent or on leave) against its children present; flagged
 * when children present exceed staff × the grade's limit (or no one is on duty).
 */
export const staffRatio: Handler<typeof api.teacherCheckInRatio> = async ({ db, store, session, input }) => {
  const school = await schoolInScope(db, session, input.SchoolId);
  if (!isRealDate(input.Date)) throw invalid('input.realDate', {}, 'Date');
  const rules = await attendanceRules(db, store, school.schoolId);
  const [classes, staff, children] = await Promise.all([
    sql<ClassFacts>`SELECT c.class_id, c.class_name, c.grade, c.school_id FROM school_class c
      WHERE c.school_id = ${school.schoolId} AND c.state = 0 AND ${classScopeSql('c.school_id', 'c.class_id', session)}
      ORDER BY array_position(ARRAY['nursery', 'junior', 'middle', 'senior'], c.grade), c.class_name, c.class_id`.execute(db),
    sql<{ classId: number; name: string }>`
      SELECT ct.class_id, t.name FROM class_teacher ct
      JOIN school_class c ON c.class_id = ct.class_id AND c.school_id = ${school.schoolId}
      JOIN teacher t ON t.teacher_id = ct.teacher_id
      JOIN teacher_check_in tc ON tc.teacher_id = ct.teacher_id AND tc.date = ${input.Date}
      WHERE tc.check_in_time IS NOT NULL AND tc.status = ANY(${PRESENT_STATUSES}::int[])
      ORDER BY ct.class_id, t.name`.execute(db),
    sql<{ classId: number; n: number }>`
      SELECT a.class_id, count(*)::int AS n FROM attendance a
      WHERE a.school_id = ${school.schoolId} AND a.date = ${input.Date} AND a.status = ANY(${PRESENT_STATUSES}::int[])
      GROUP BY a.class_id`.execute(db),
  ]);
  const staffOf = new Map<number, string[]>();
  for (const s of staff.rows) staffOf.set(Number(s.classId), [...(staffOf.get(Number(s.classId)) ?? []), s.name]);
  const childrenOf = new Map(children.rows.map((r) => [Number(r.classId), r.n]));
  return {
    SchoolId: school.schoolId,
    Date: input.Date,
    Classes: classes.rows.map((c) => {
      const names = staffOf.get(Number(c.classId)) ?? [];
      const present = childrenOf.get(Number(c.classId)) ?? 0;
      const limit = rules.ratioLimits[c.grade] ?? 0;
      return {
        ClassId: Number(c.classId),
        ClassName: c.className,
        Grade: c.grade,
        StaffOnDuty: names.length,
        Staff: names,
        ChildrenPresent: present,
        Limit: limit,
        Ratio: names.length ? Math.round((present / names.length) * 10) / 10 : null,
        Flagged: present > 0 && (names.length === 0 || (limit > 0 && present > names.length * limit)),
      };
    }),
  };
};
