import type { teacherCheckIn } from '@kc/contract';
import { sql } from 'kysely';
import { invalid } from '../../lib/errors.ts';
import { isRealDate, todayIn } from '../../lib/local-dates.ts';
import { notInScope, schoolScopeSql } from '../../lib/scope.ts';
import { textOrNull, valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { attendanceRulesIn, recordStatus } from '../attendance/rules.ts';

/**
 * TeacherCheckIn (teacherKaoqin) on teacher_check_in: school scope, the school being the staff
 * member's. One record per person and day, never for a day to come; the status follows the
 * times by the school's opening hours (recordStatus), or is the one chosen without a check-in.
 */
export const teacherCheckInBinding: ResourceBinding<typeof teacherCheckIn> = {
  table: 'teacherCheckIn',
  scope: { school: 'schoolId' },
  computed: { TeacherName: (t) => sql`(SELECT x.name FROM teacher x WHERE x.teacher_id = ${sql.ref(`${t}.teacher_id`)})` },
  unique: {
    teacher_check_in_day_key: { fields: ['TeacherId', 'Date'], message: 'unique.staffDay' },
  },
  hooks: {
    beforeWrite: async (values, { trx, session, existing }) => {
      const out = { ...values };
      if (!existing) {
        const teacher = await trx
          .selectFrom('teacher')
          .select(['schoolId'])
          // Required when adding (the Add schema).
          .where('teacherId', '=', values.TeacherId!)
          .where(schoolScopeSql('teacher.school_id', session))
          .executeTakeFirst();
        if (!teacher) throw notInScope('TeacherId', 'staff member', values.TeacherId);
        out.SchoolId = teacher.schoolId;
      }
      // The staff member's school: found above when adding, the record's (NOT NULL) when updating.
      const rules = await attendanceRulesIn(trx, (out.SchoolId ?? existing?.SchoolId)!);
      const date = String(valueAfter(out, existing, 'Date'));
      if (!isRealDate(date)) throw invalid('input.realDate', {}, 'Date');
      if (date > todayIn(rules.timeZone)) throw invalid('attendance.future', {}, 'Date');
      out.Status = recordStatus(
        {
          date,
          checkIn: textOrNull(valueAfter(out, existing, 'CheckInTime')),
          checkOut: textOrNull(valueAfter(out, existing, 'CheckOutTime')),
          status: valueAfter(out, existing, 'Status') ?? null,
        },
        rules,
      );
      return out;
    },
  },
};
