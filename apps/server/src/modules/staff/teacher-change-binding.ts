import { TEACHER_CHANGE_KIND, type teacherChange } from '@kc/contract';
import { sql } from 'kysely';
import { notFound } from '../../lib/errors.ts';
import { entityName } from '../../lib/field-labels.ts';
import { teacherSeesStaff } from '../../lib/people-scope.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { applyOutcome, changeColumns, changeOutcome } from './staff-changes.ts';
import { assertSchoolClasses, lockStaff, teacherSees } from './staff-records.ts';

/**
 * TeacherChange on teacher_change: school scope (the school of the staff member); a teacher
 * sees their colleagues' history. Add applies the change to the staff record in the same
 * transaction and keeps what it was before (post, classes, status) and after.
 */
export const teacherChangeBinding: ResourceBinding<typeof teacherChange> = {
  table: 'teacherChange',
  scope: { school: 'schoolId' },
  links: { ClassIds: { table: 'teacherChangeClass', owner: 'teacherChangeId', value: 'classId' } },
  computed: {
    TeacherName: (t) => sql`(SELECT x.name FROM teacher x WHERE x.teacher_id = ${sql.ref(`${t}.teacher_id`)})`,
    OperatorName: (t) =>
      sql`(SELECT COALESCE(NULLIF(u.full_name, ''), u.username) FROM sys_user u WHERE u.sys_user_id = ${sql.ref(`${t}.create_by`)})`,
  },
  hooks: {
    filters: { shape: {}, where: (_input, alias, session) => teacherSeesStaff(alias, 'teacher_id', session) },
    beforeWrite: async (values, { trx, session }) => {
      // Changes are only added, and the Add schema requires both.
      const staff = await lockStaff(trx, session, values.TeacherId!);
      const kind = values.Kind!;
      const after = changeOutcome(staff, kind, values);
      if (kind === TEACHER_CHANGE_KIND.Classes) await assertSchoolClasses(trx, session, staff.schoolId, after.classIds);
      const columns = await changeColumns(trx, {
        kind,
        fromPost: staff.post,
        post: after.post,
        fromClassIds: staff.classIds,
        classIds: after.classIds,
        fromStatus: staff.status,
        status: after.status,
      });
      await applyOutcome(trx, session, staff, after);
      return { ...values, SchoolId: staff.schoolId, ...columns };
    },
    present: async (rows, { db, session, action }) => {
      if (action !== 'GetDetail' || !rows[0]) return;
      if (!(await teacherSees(db, session, [rows[0].TeacherId])))
        throw notFound('resource.recordNotFound', { entity: entityName('TeacherChange') });
    },
  },
};
