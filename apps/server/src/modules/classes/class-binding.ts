import { STUDENT_AT_SCHOOL, type schoolClass, textsOf } from '@kc/contract';
import { type RawBuilder, sql } from 'kysely';
import { conflict, invalid } from '../../lib/errors.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { assertSchoolStaff } from '../staff/staff-records.ts';

export const CLASS_HAS_CHILDREN = 'classes.hasChildren';

/** The children a class holds now (at school: trial, enrolled or suspended), for a class-id expression. */
export const classChildrenCountSql = (classId: RawBuilder<unknown>): RawBuilder<number> =>
  sql<number>`(SELECT count(*)::int FROM student s
    WHERE s.class_id = ${classId} AND s.state = 0 AND s.status = ANY(${[...STUDENT_AT_SCHOOL]}::int[]))`;

/**
 * Class (ClassManage) on school_class: school scope, and for teachers their own classes (the
 * class of a class record is the record itself). Its staff (TeacherIds, class_teacher) and head
 * teacher are staff of its school who have not resigned, the head teacher always among the
 * staff. A class with children cannot be deleted, nor shrunk below the children it has.
 */
export const classBinding: ResourceBinding<typeof schoolClass> = {
  table: 'schoolClass',
  scope: { school: 'schoolId', class: 'classId' },
  links: { TeacherIds: { table: 'classTeacher', owner: 'classId', value: 'teacherId' } },
  computed: { StudentCount: (t) => classChildrenCountSql(sql.ref(`${t}.class_id`)) },
  unique: {
    school_class_name_key: {
      fields: ['SchoolId', 'AcademicYear', 'ClassName'],
      message: 'unique.className',
    },
  },
  hooks: {
    beforeWrite: async (values, { trx, session, existing }) => {
      // Required: written when adding, kept when updating.
      const schoolId = (values.SchoolId ?? existing?.SchoolId)!;
      if (values.HeadTeacherId != null) await assertSchoolStaff(trx, session, schoolId, [values.HeadTeacherId], 'HeadTeacherId');
      if (Array.isArray(values.TeacherIds)) await assertSchoolStaff(trx, session, schoolId, values.TeacherIds, 'TeacherIds');
      if (!existing || values.Capacity == null) return values;
      const r = await sql<{ n: number }>`SELECT ${classChildrenCountSql(sql`${existing.ClassId}::bigint`)} AS n`.execute(trx);
      const n = r.rows[0]?.n ?? 0;
      if (values.Capacity < n) throw invalid('classes.hasChildrenCount', { count: n }, 'Capacity');
      return values;
    },
    afterWrite: async (id, _values, { trx }) => {
      // The head teacher is one of the class's staff, whichever of the two was written.
      await sql`INSERT INTO class_teacher (class_id, teacher_id)
        SELECT class_id, head_teacher_id FROM school_class WHERE class_id = ${id} AND head_teacher_id IS NOT NULL
        ON CONFLICT DO NOTHING`.execute(trx);
    },
    beforeDelete: async (rows, { trx }) => {
      const ids = rows.map((r) => r.ClassId);
      const r = await sql<{ classId: number }>`SELECT DISTINCT class_id FROM student WHERE class_id = ANY(${ids}::bigint[])`.execute(trx);
      if (r.rows.length) {
        const busy = new Set(r.rows.map((x) => x.classId));
        const names = rows.filter((x) => busy.has(x.ClassId)).map((x) => x.ClassName);
        throw conflict('inUse.named', { what: textsOf(CLASS_HAS_CHILDREN), names: names.join(', ') });
      }
    },
  },
};
