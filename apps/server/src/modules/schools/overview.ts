import { type api, GRADE_OPTIONS, STUDENT_AT_SCHOOL, TEACHER_STATUS } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { notFound } from '../../lib/errors.ts';
import { entityName } from '../../lib/field-labels.ts';
import { schoolScopeSql } from '../../lib/scope.ts';

/** Grades from the youngest children up. */
const GRADE_ORDER = GRADE_OPTIONS.map((o) => String(o.value));

/** School/GetOverview: the school detail's figures, for a school in the caller's scope (else 100004, as if missing). */
export const schoolOverview: Handler<typeof api.schoolOverview> = async ({ db, session, input }) => {
  const schoolId = input.SchoolId;
  const totals = await sql<{ children: number; staff: number; parents: number }>`
    SELECT
      (SELECT count(*)::int FROM student st WHERE st.school_id = s.school_id AND st.state = 0
        AND st.status = ANY(${STUDENT_AT_SCHOOL}::int[])) AS children,
      (SELECT count(*)::int FROM teacher t WHERE t.school_id = s.school_id AND t.state = 0
        AND t.status <> ${TEACHER_STATUS.Resigned}) AS staff,
      (SELECT count(*)::int FROM parent p WHERE p.school_id = s.school_id AND p.state = 0) AS parents
    FROM school s WHERE s.school_id = ${schoolId} AND ${schoolScopeSql('s.school_id', session)}`.execute(db);
  const total = totals.rows[0];
  if (!total) throw notFound('resource.recordNotFound', { entity: entityName('School') });
  const classes = await sql<{
    classId: number;
    className: string;
    grade: string;
    academicYear: string;
    capacity: number;
    state: number;
    children: number;
    teachers: number;
  }>`
    SELECT c.class_id, c.class_name, c.grade, c.academic_year, c.capacity, c.state,
      (SELECT count(*)::int FROM student st WHERE st.class_id = c.class_id AND st.state = 0
        AND st.status = ANY(${STUDENT_AT_SCHOOL}::int[])) AS children,
      (SELECT count(*)::int FROM class_teacher ct WHERE ct.class_id = c.class_id) AS teachers
    FROM school_class c WHERE c.school_id = ${schoolId}
    ORDER BY c.academic_year DESC, array_position(${GRADE_ORDER}::text[], c.grade), c.class_name, c.class_id`.execute(db);
  return {
    SchoolId: schoolId,
    ClassTotal: classes.rows.length,
    ChildrenTotal: total.children,
    StaffTotal: total.staff,
    ParentTotal: total.parents,
    Classes: classes.rows.map((c) => ({
      ClassId: c.classId,
      ClassName: c.className,
      Grade: c.grade,
      AcademicYear: c.academicYear,
      Capacity: c.capacity,
      Children: c.children,
      Teachers: c.teachers,
      State: c.state,
    })),
  };
};
