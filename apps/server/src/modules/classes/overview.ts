import { type api, maskPhone, STUDENT_AT_SCHOOL, TEACHER_STATUS } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { classRowInScope } from '../../lib/class-scope.ts';
import { notFound } from '../../lib/errors.ts';
import { entityName } from '../../lib/field-labels.ts';
import { schoolTodaySql } from '../../lib/school-dates.ts';
import { certStateSql } from '../staff/cert-state.ts';
import { type ChildSummaryRow, childSummary, childSummaryColumns } from '../students/child-summary.ts';

const atSchool = sql`${[...STUDENT_AT_SCHOOL]}::int[]`;

/** Class/GetOverview: a class, its staff and children (with their primary contact) and today's figures. */
export const classOverview: Handler<typeof api.classGetOverview> = async ({ db, session, input }) => {
  const cls = await sql<{
    classId: number;
    schoolId: number;
    schoolName: string;
    className: string;
    grade: string;
    academicYear: string;
    capacity: number;
    room: string;
    state: number;
    headTeacherId: number | null;
    today: string;
  }>`SELECT c.class_id, c.school_id, s.school_name, c.class_name, c.grade, c.academic_year, c.capacity, c.room, c.state,
      c.head_teacher_id, ${schoolTodaySql(sql.ref('c.school_id'))}::text AS today
    FROM school_class c JOIN school s ON s.school_id = c.school_id
    WHERE c.class_id = ${input.ClassId} AND ${classRowInScope('c', session)}`.execute(db);
  const c = cls.rows[0];
  if (!c) throw notFound('resource.recordNotFound', { entity: entityName('Class') });
  const [staff, children] = await Promise.all([
    sql<{ teacherId: number; name: string; mobile: string; post: number; status: number; isHead: boolean; certState: number | null }>`
      SELECT t.teacher_id, t.name, t.mobile, t.post, t.status, (t.teacher_id = ${c.headTeacherId}::bigint) IS TRUE AS is_head,
        ${certStateSql('t')} AS cert_state
      FROM class_teacher ct JOIN teacher t ON t.teacher_id = ct.teacher_id
      WHERE ct.class_id = ${c.classId}
      ORDER BY 6 DESC, t.post, t.name, t.teacher_id`.execute(db),
    sql<ChildSummaryRow & { primaryContact: string | null; primaryMobile: string | null; mayPickUpCount: number }>`
      SELECT ${childSummaryColumns}, pc.name AS primary_contact, pc.mobile AS primary_mobile,
        (SELECT count(*)::int FROM student_parent x WHERE x.student_id = s.student_id AND x.may_pick_up) AS may_pick_up_count
      FROM student s LEFT JOIN school_class c ON c.class_id = s.class_id
      LEFT JOIN LATERAL (SELECT p.name, p.mobile FROM student_parent sp JOIN parent p ON p.parent_id = sp.parent_id
        WHERE sp.student_id = s.student_id AND sp.is_primary ORDER BY p.parent_id LIMIT 1) pc ON true
      WHERE s.class_id = ${c.classId} AND s.state = 0 AND s.status = ANY(${atSchool})
      ORDER BY s.student_name, s.student_id`.execute(db),
  ]);
  const teachers = staff.rows.map((t) => ({
    TeacherId: t.teacherId,
    Name: t.name,
    Mobile: maskPhone(t.mobile),
    Post: t.post,
    Status: t.status,
    IsHead: t.isHead,
    CertState: t.certState,
  }));
  return {
    Class: {
      ClassId: c.classId,
      SchoolId: c.schoolId,
      SchoolName: c.schoolName,
      ClassName: c.className,
      Grade: c.grade,
      AcademicYear: c.academicYear,
      Capacity: c.capacity,
      Room: c.room,
      State: c.state,
      HeadTeacherId: c.headTeacherId,
      StudentCount: children.rows.length,
    },
    Teachers: teachers,
    Children: children.rows.map((x) => ({
      ...childSummary(x),
      PrimaryContact: x.primaryContact,
      PrimaryMobile: x.primaryMobile == null ? null : maskPhone(x.primaryMobile),
      MayPickUpCount: x.mayPickUpCount,
    })),
    Today: {
      Date: c.today,
      StaffOnDuty: teachers.filter((t) => t.Status === TEACHER_STATUS.OnDuty).length,
      StaffOnLeave: teachers.filter((t) => t.Status === TEACHER_STATUS.OnLeave).length,
      Children: children.rows.length,
    },
  };
};
