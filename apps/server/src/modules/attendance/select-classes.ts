import { type api, STUDENT_STATUS } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { classScopeSql } from '../../lib/class-scope.ts';
import { teacherClassesSql } from '../../resource/sql.ts';

/** Attendance/SelectClasses: the active classes whose register the session keeps, with their children and whether the caller teaches them. */
export const selectClasses: Handler<typeof api.attendanceClasses> = async ({ db, session }) => {
  const present = [STUDENT_STATUS.Trial, STUDENT_STATUS.Enrolled];
  const r = await sql<{
    classId: number;
    className: string;
    grade: string;
    schoolId: number;
    schoolName: string;
    children: number;
    mine: boolean;
  }>`
    SELECT c.class_id, c.class_name, c.grade, c.school_id, s.school_name,
      (SELECT count(*) FROM student st WHERE st.class_id = c.class_id AND st.state = 0 AND st.status = ANY(${present}::int[]))::int AS children,
      c.class_id IN (${teacherClassesSql(session)}) AS mine
    FROM school_class c JOIN school s ON s.school_id = c.school_id
    WHERE c.state = 0 AND ${classScopeSql('c.school_id', 'c.class_id', session)}
    ORDER BY c.school_id, array_position(ARRAY['nursery', 'junior', 'middle', 'senior'], c.grade), c.class_name, c.class_id`.execute(db);
  return r.rows.map((c) => ({
    ClassId: Number(c.classId),
    ClassName: c.className,
    Grade: c.grade,
    SchoolId: Number(c.schoolId),
    SchoolName: c.schoolName,
    Children: Number(c.children),
    Mine: c.mine === true,
  }));
};
