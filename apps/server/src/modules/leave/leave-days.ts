import { ATTENDANCE_STATUS, isSchoolDayKind } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { schoolCalendar } from '../calendar/school-calendar.ts';

type Tx = Kysely<Database>;

/** The columns of a leave its transitions read. */
export interface LockedLeave {
  leaveId: number;
  schoolId: number;
  classId: number | null;
  studentId: number;
  startDate: string;
  endDate: string;
  state: number;
}

/**
 * Marks an approved leave's school days as leave in the register (the child's class now). Days
 * the child checked in keep their record: the child came after all.
 */
export async function markLeaveDays(trx: Tx, session: Session, leave: LockedLeave): Promise<number> {
  const days = (await schoolCalendar(trx, leave.schoolId, leave.startDate, leave.endDate))
    .filter((d) => isSchoolDayKind(d.Kind))
    .map((d) => d.Date);
  if (days.length === 0) return 0;
  const child = await trx.selectFrom('student').select('classId').where('studentId', '=', leave.studentId).executeTakeFirst();
  const r = await sql`
    INSERT INTO attendance (school_id, class_id, student_id, date, status, leave_id, create_by, update_by)
    SELECT ${leave.schoolId}, ${child?.classId ?? leave.classId}, ${leave.studentId}, d, ${ATTENDANCE_STATUS.Leave}, ${leave.leaveId},
      ${session.sysUserId}, ${session.sysUserId}
    FROM unnest(${days}::date[]) AS d
    ON CONFLICT (student_id, date) DO UPDATE SET status = EXCLUDED.status, leave_id = EXCLUDED.leave_id,
      update_by = EXCLUDED.update_by, update_time = now()
    WHERE attendance.check_in_time IS NULL
    RETURNING attendance_id`.execute(trx);
  return r.rows.length;
}
