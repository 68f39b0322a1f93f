import { type classPeriod, type classPeriodSignin, SIGNIN_STATE } from '@kc/contract';
import { sql } from 'kysely';
import { conflict, invalid } from '../../lib/errors.ts';
import { staffInScope } from '../../lib/people-scope.ts';
import { notInScope } from '../../lib/scope.ts';
import { valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding } from '../../resource/index.ts';

const col = (t: string, c: string) => sql.ref(`${t}.${c}`);

/**
 * ClassPeriod on class_period: class scope, its school the class's. The teacher works at that
 * school; a session with children signed in is kept (their hours are consumed on it).
 */
export const classPeriodBinding: ResourceBinding<typeof classPeriod> = {
  table: 'classPeriod',
  scope: { school: 'schoolId', class: 'classId' },
  computed: {
    SignedIn: (t) =>
      sql`(SELECT count(*)::int FROM class_period_signin g
        WHERE g.class_period_id = ${col(t, 'class_period_id')} AND g.state = ${SIGNIN_STATE.SignedIn})`,
  },
  hooks: {
    beforeWrite: async (values, { trx, existing, session }) => {
      const out = { ...values };
      if (!existing) {
        const cls = await trx.selectFrom('schoolClass').select('schoolId').where('classId', '=', Number(values.ClassId)).executeTakeFirst();
        if (!cls) throw notInScope('ClassId', 'class', values.ClassId);
        out.SchoolId = cls.schoolId;
      }
      const teacherId = valueAfter(out, existing, 'TeacherId');
      if (teacherId != null) {
        const schoolId = Number(valueAfter(out, existing, 'SchoolId'));
        // One the caller may not see (a teacher: staff of other classes) is answered as one of another school.
        const t = await trx
          .selectFrom('teacher')
          .select('teacherId')
          .where('teacherId', '=', Number(teacherId))
          .where('schoolId', '=', schoolId)
          .where(staffInScope('teacher', session))
          .executeTakeFirst();
        if (!t) throw invalid('classHours.teacherOtherSchool', {}, 'TeacherId');
      }
      return out;
    },
    beforeDelete: async (rows) => {
      const busy = rows.find((r) => Number(r.SignedIn) > 0);
      if (busy) throw conflict('classHours.periodHasSignins', { count: Number(busy.SignedIn) });
    },
  },
};

/** ClassPeriodSignin on class_period_signin: read here; SignIn and State write it with the hours. */
export const classPeriodSigninBinding: ResourceBinding<typeof classPeriodSignin> = {
  table: 'classPeriodSignin',
  scope: { school: 'schoolId', class: 'classId' },
  computed: {
    CourseName: (t) => sql`(SELECT p.course_name FROM class_period p WHERE p.class_period_id = ${col(t, 'class_period_id')})`,
    PeriodDate: (t) => sql`(SELECT p.period_date FROM class_period p WHERE p.class_period_id = ${col(t, 'class_period_id')})`,
    StudentName: (t) => sql`(SELECT s.student_name FROM student s WHERE s.student_id = ${col(t, 'student_id')})`,
    ContractNo: (t) => sql`(SELECT c.contract_no FROM contract c WHERE c.contract_id = ${col(t, 'contract_id')})`,
    HoursLeft: (t) => sql`(SELECT c.hours - c.consumed_hours FROM contract c WHERE c.contract_id = ${col(t, 'contract_id')})`,
  },
};
