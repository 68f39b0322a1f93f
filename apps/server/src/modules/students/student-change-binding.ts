import type { studentChange } from '@kc/contract';
import { sql } from 'kysely';
import { writeAudit } from '../../lib/audit.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { applyChange, type ChildRow, lockChildren, STUDENT_CHANGE_AUDIT_EVENT } from './changes.ts';

/**
 * StudentChange (a child's history) on student_change: adding one applies it to the child in
 * the same transaction (changes.ts: allowed statuses, the transfer's class and its room, the
 * school's local date), and the row keeps who and when; an audit-log entry names it too. The
 * scope is the child's school and, for teachers, the class the change concerns.
 */
export const studentChangeBinding: ResourceBinding<typeof studentChange, { ClassId: number }> = {
  table: 'studentChange',
  scope: { school: 'schoolId', class: 'classId' },
  columns: { ClassId: 'classId' },
  computed: {
    StudentName: (t) => sql`(SELECT s.student_name FROM student s WHERE s.student_id = ${sql.ref(`${t}.studentId`)})`,
    OperatorName: (t) => sql`(SELECT u.full_name FROM sys_user u WHERE u.sys_user_id = ${sql.ref(`${t}.createBy`)})`,
  },
  hooks: {
    beforeWrite: async (values, { trx, session }) => {
      // Changes are only added, and the Add schema requires StudentId and Kind.
      const [child] = await lockChildren(trx, session, [values.StudentId!]);
      const applied = await applyChange(trx, session, child as ChildRow, {
        kind: values.Kind!,
        toClassId: values.ToClassId ?? null,
        changeDate: values.ChangeDate,
        reason: values.Reason,
      });
      return { ...values, ...applied };
    },
    afterWrite: async (id, values, { trx, session, request }) => {
      await writeAudit(trx, {
        event: STUDENT_CHANGE_AUDIT_EVENT,
        sysUserId: session.sysUserId,
        username: session.username,
        ip: request?.ip,
        serial: request?.serial,
        detail: {
          StudentChangeId: id,
          StudentId: values.StudentId,
          Kind: values.Kind,
          FromStatus: values.FromStatus,
          ToStatus: values.ToStatus,
          FromClassId: values.FromClassId,
          ToClassId: values.ToClassId,
        },
      });
    },
  },
};
