import {
  LEAVE_KIND,
  LEAVE_MAX_DAYS,
  LEAVE_SOURCE,
  LEAVE_STATE,
  LEAVE_STATE_OPTIONS,
  type leave,
  lowerLabel,
  ROLE_TYPE,
  SUPER_ADMIN_ROLE_VALUE,
} from '@kc/contract';
import { sql } from 'kysely';
import type { Session } from '../../http/context.ts';
import { classRowInScope } from '../../lib/class-scope.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { daysBetween, isRealDate } from '../../lib/local-dates.ts';
import { notInScope } from '../../lib/scope.ts';
import { valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { markLeaveDays } from './leave-days.ts';

/** Serialises leave writes of one child (their leaves must not overlap). */
const LEAVE_LOCK = 7411;

/** A leave state's English name, as messages say it. */
/** A leave state's name inside a sentence, in every language. */
export const stateName = (state: unknown) => {
  const label = LEAVE_STATE_OPTIONS.find((o) => o.value === Number(state))?.label;
  return label ? lowerLabel(label) : String(state);
};

/**
 * A leave entered by the school's administrator (or the super admin) is approved on entry: they
 * are who would audit it. A teacher's entry waits for the audit.
 */
const approvesOnEntry = (session: Session) => session.roleType === ROLE_TYPE.ParkAdmin || session.roleValue === SUPER_ADMIN_ROLE_VALUE;

/**
 * Leave (FreeManage) on student_leave: class scope, school and class being the child's when
 * asked. Added pending, as entered by staff (approved at once when a park admin enters it); only a pending leave changes (Audit and Cancel are
 * the workflow, transitions.ts). A sick leave names its symptoms, a personal one
 * has none; one child's pending and approved leaves never overlap; an approved leave is
 * cancelled, not deleted.
 */
export const leaveBinding: ResourceBinding<typeof leave, { AuditBy: number }> = {
  table: 'studentLeave',
  columns: { AuditBy: 'auditBy' },
  scope: { school: 'schoolId', class: 'classId' },
  computed: {
    StudentName: (t) => sql`(SELECT s.student_name FROM student s WHERE s.student_id = ${sql.ref(`${t}.student_id`)})`,
    Days: (t) => sql`(${sql.ref(`${t}.end_date`)} - ${sql.ref(`${t}.start_date`)} + 1)`,
    AuditorName: (t) => sql`(SELECT u.full_name FROM sys_user u WHERE u.sys_user_id = ${sql.ref(`${t}.audit_by`)})`,
  },
  hooks: {
    beforeWrite: async (values, { trx, existing, session }) => {
      const out = { ...values };
      if (existing && existing.State !== LEAVE_STATE.Pending) {
        throw conflict('leave.onlyPendingChanged', { state: stateName(existing.State) }, 'State');
      }
      if (!existing) {
        const child = await trx
          .selectFrom('student')
          .select(['schoolId', 'classId'])
          // Required when adding (the Add schema).
          .where('studentId', '=', values.StudentId!)
          .where(classRowInScope('student', session))
          .executeTakeFirst();
        if (!child) throw notInScope('StudentId', 'child', values.StudentId);
        Object.assign(out, { SchoolId: child.schoolId, ClassId: child.classId, State: LEAVE_STATE.Pending, Source: LEAVE_SOURCE.Staff });
        if (approvesOnEntry(session)) {
          Object.assign(out, { State: LEAVE_STATE.Approved, AuditBy: session.sysUserId, AuditTime: new Date().toISOString() });
        }
      }
      const start = String(valueAfter(out, existing, 'StartDate'));
      const end = String(valueAfter(out, existing, 'EndDate'));
      if (!isRealDate(start)) throw invalid('input.realDate', {}, 'StartDate');
      if (!isRealDate(end)) throw invalid('input.realDate', {}, 'EndDate');
      if (daysBetween(start, end) + 1 > LEAVE_MAX_DAYS) throw invalid('leave.maxDays', { days: LEAVE_MAX_DAYS }, 'EndDate');

      const kind = Number(valueAfter(out, existing, 'Kind'));
      const symptoms = (valueAfter(out, existing, 'Symptoms') as string[] | null) ?? [];
      // A sick leave's symptoms are required by the definition (requiredWhen); a personal one has none.
      out.Symptoms = kind === LEAVE_KIND.Sick ? symptoms : [];

      const studentId = Number(valueAfter(out, existing, 'StudentId'));
      await sql`SELECT pg_advisory_xact_lock(${LEAVE_LOCK}, ${studentId}::int)`.execute(trx);
      const overlap = await trx
        .selectFrom('studentLeave')
        .select(['startDate', 'endDate'])
        .where('studentId', '=', studentId)
        .where('state', 'in', [LEAVE_STATE.Pending, LEAVE_STATE.Approved])
        .where('startDate', '<=', end)
        .where('endDate', '>=', start)
        .where(sql<boolean>`leave_id IS DISTINCT FROM ${existing?.LeaveId ?? null}::bigint`)
        .executeTakeFirst();
      if (overlap) throw conflict('leave.overlap', { from: overlap.startDate, to: overlap.endDate }, 'StartDate');
      return out;
    },
    afterWrite: async (leaveId, values, { trx, session, mode }) => {
      if (mode !== 'add' || values.State !== LEAVE_STATE.Approved) return;
      // Approved on entry: its school days are marked now, as the audit would have marked them.
      await markLeaveDays(trx, session, {
        leaveId,
        schoolId: values.SchoolId!,
        classId: values.ClassId ?? null,
        studentId: values.StudentId!,
        startDate: String(values.StartDate),
        endDate: String(values.EndDate),
        state: LEAVE_STATE.Approved,
      });
    },
    beforeDelete: async (rows) => {
      const approved = rows.find((r) => r.State === LEAVE_STATE.Approved);
      if (approved) throw conflict('leave.approvedDelete', { name: approved.StudentName });
    },
  },
};
