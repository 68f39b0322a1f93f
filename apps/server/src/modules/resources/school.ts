import { api, GRADE_OPTIONS, SCHOOL_PLATFORM_FIELDS, STUDENT_AT_SCHOOL, TEACHER_STATUS } from '@kc/contract';
import { sql } from 'kysely';
import type { Registrar } from '../../http/context.ts';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.ts';
import { isPlatform, schoolScopeSql } from '../../lib/scope.ts';
import type { ResourceBinding, Row } from '../../resource/index.ts';

export const SCHOOL_IN_USE = 'the school still has classes, children, staff or accounts; disable it (State) instead';

/** Grades from the youngest children up. */
const GRADE_ORDER = GRADE_OPTIONS.map((o) => String(o.value));

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/**
 * School (SchoolManage) on school: its own id is its school scope, so a school user reads and
 * changes only their schools, an agent reads the schools it sells, a supervisor its region's.
 * Only the platform adds or deletes schools and changes what hangs on the contract
 * (SCHOOL_PLATFORM_FIELDS); a park admin edits the rest of their school's profile. A school
 * that still has classes, children, staff or accounts is not deleted: it is disabled.
 */
export const schoolBinding: ResourceBinding = {
  table: 'school',
  scope: { school: 'schoolId' },
  parts: { Area: ['provinceCode', 'cityCode', 'districtCode'] },
  hooks: {
    beforeWrite: async (values, { trx, session, existing }) => {
      if (isPlatform(session)) {
        if (values.AgentId != null) {
          const found = await trx.selectFrom('agent').select('agentId').where('agentId', '=', Number(values.AgentId)).executeTakeFirst();
          if (!found) throw invalid('AgentId: the agent does not exist');
        }
        return values;
      }
      if (!existing) throw forbidden('no permission: only the platform adds schools');
      for (const name of SCHOOL_PLATFORM_FIELDS) {
        if (values[name] !== undefined && !same(values[name], existing[name])) {
          throw forbidden(`${name}: no permission: only the platform changes it`);
        }
      }
      return values;
    },
    beforeDelete: async (rows, { trx, session }) => {
      if (!isPlatform(session)) throw forbidden('no permission: only the platform deletes schools');
      const ids = rows.map((r) => Number(r.SchoolId));
      const used = await sql<{ schoolId: number }>`
        SELECT s.id AS school_id FROM unnest(${ids}::bigint[]) AS s(id)
        WHERE EXISTS (SELECT 1 FROM school_class c WHERE c.school_id = s.id)
           OR EXISTS (SELECT 1 FROM student st WHERE st.school_id = s.id)
           OR EXISTS (SELECT 1 FROM teacher t WHERE t.school_id = s.id)
           OR EXISTS (SELECT 1 FROM sys_user_school us WHERE us.school_id = s.id)`.execute(trx);
      if (used.rows.length) {
        const busy = new Set(used.rows.map((r) => Number(r.schoolId)));
        const names = rows.filter((r: Row) => busy.has(Number(r.SchoolId))).map((r) => r.SchoolName);
        throw conflict(`${SCHOOL_IN_USE}: ${names.join(', ')}`);
      }
    },
  },
};

/** The school detail's figures (School/GetOverview), for a school in the caller's scope (else 100004, as if missing). */
export function registerSchoolOverview(r: Registrar): void {
  r.handle(api.schoolOverview, async ({ db, session, input }) => {
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
    if (!total) throw notFound('School: record not found');
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
  });
}
