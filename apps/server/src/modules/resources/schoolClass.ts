import { sql } from 'kysely';
import { conflict, invalid } from '../../lib/errors.ts';
import type { ResourceBinding } from '../../resource/index.ts';

export const CLASS_HAS_CHILDREN = 'the class still has children';

/**
 * Class (ClassManage) on school_class: school scope, and for teachers their own classes (the
 * class of a class record is the record itself). A class with children cannot be deleted, nor
 * shrunk below the children it has.
 */
export const classBinding: ResourceBinding = {
  table: 'schoolClass',
  scope: { school: 'schoolId', class: 'classId' },
  unique: {
    school_class_name_key: {
      fields: ['SchoolId', 'AcademicYear', 'ClassName'],
      message: 'ClassName: a class with this name already exists in this school and academic year',
    },
  },
  hooks: {
    beforeWrite: async (values, { trx, existing }) => {
      if (!existing || values.Capacity == null) return values;
      const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM student WHERE class_id = ${existing.ClassId} AND state = 0`.execute(
        trx,
      );
      const n = r.rows[0]?.n ?? 0;
      if (Number(values.Capacity) < n) throw invalid(`Capacity: the class already has ${n} children`);
      return values;
    },
    beforeDelete: async (rows, { trx }) => {
      const ids = rows.map((r) => Number(r.ClassId));
      const r = await sql<{ classId: number }>`SELECT DISTINCT class_id FROM student WHERE class_id = ANY(${ids}::bigint[])`.execute(trx);
      if (r.rows.length) {
        const busy = new Set(r.rows.map((x) => Number(x.classId)));
        const names = rows.filter((x) => busy.has(Number(x.ClassId))).map((x) => x.ClassName);
        throw conflict(`${CLASS_HAS_CHILDREN}: ${names.join(', ')}`);
      }
    },
  },
};
