import { ATTENDANCE_STATUS, type attendance } from '@kc/contract';
import { sql } from 'kysely';
import { textOrNull, valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { attendanceRulesIn, recordStatus } from './rules.ts';

/**
 * Attendance (Kaoqin records) on attendance: class scope (the school and class of the day).
 * Rows come from the register's calls (check-in-out.ts, bulk-mark.ts); the list corrects one — the times
 * stay on the record's date and the status follows them (recordStatus) — or deletes it. A day
 * no longer on leave leaves its leave.
 */
export const attendanceBinding: ResourceBinding<typeof attendance> = {
  table: 'attendance',
  scope: { school: 'schoolId', class: 'classId' },
  computed: { StudentName: (t) => sql`(SELECT s.student_name FROM student s WHERE s.student_id = ${sql.ref(`${t}.student_id`)})` },
  unique: { attendance_student_date_key: { fields: ['StudentId', 'Date'], message: 'unique.attendanceDay' } },
  hooks: {
    beforeWrite: async (values, { trx, existing }) => {
      if (!existing) return values;
      // Read-only fields, so typed nullable; their columns are NOT NULL (migration 0012).
      const rules = await attendanceRulesIn(trx, existing.SchoolId!);
      const status = recordStatus(
        {
          date: existing.Date!,
          checkIn: textOrNull(valueAfter(values, existing, 'CheckInTime')),
          checkOut: textOrNull(valueAfter(values, existing, 'CheckOutTime')),
          status: valueAfter(values, existing, 'Status') ?? null,
        },
        rules,
      );
      return { ...values, Status: status, ...(status !== ATTENDANCE_STATUS.Leave ? { LeaveId: null } : {}) };
    },
  },
};
