import { LEAVE_KIND, LEAVE_MAX_DAYS, LEAVE_SOURCE, LEAVE_STATE, LEAVE_STATE_OPTIONS, type leave } from '@kc/contract';
import { sql } from 'kysely';
import { conflict, invalid } from '../../lib/errors.ts';
import { daysBetween, isRealDate } from '../../lib/local-dates.ts';
import { valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding } from '../../resource/index.ts';

/** Serialises leave writes of one child (their leaves must not overlap). */
const LEAVE_LOCK = 7411;

/** A leave state's English name, as messages say it. */
export const stateName = (state: unknown) =>
  LEAVE_STATE_OPTIONS.find((o) => o.value === Number(state))?.label.en.toLowerCase() ?? String(state);

/**
 * Leave (FreeManage) on student_leave: class scope, school and class being the child's when
 * asked. Added pending, as entered by staff; only a pending leave changes (Audit and Cancel are
 * the workflow, transitions.ts). A sick leave names its symptoms, a personal one
 * has none; one child's pending and approved leaves never overlap; an approved leave is
 * cancelled, not deleted.
 */
export const leaveBinding: ResourceBinding<typeof leave> = {
  table: 'studentLeave',
  scope: { school: 'schoolId', class: 'classId' },
  computed: {
    StudentName: (t) => sql`(SELECT s.student_name FROM student s WHERE s.student_id = ${sql.ref(`${t}.student_id`)})`,
    Days: (t) => sql`(${sql.ref(`${t}.end_date`)} - ${sql.ref(`${t}.start_date`)} + 1)`,
    AuditorName: (t) => sql`(SELECT u.full_name FROM sys_user u WHERE u.sys_user_id = ${sql.ref(`${t}.audit_by`)})`,
  },
  hooks: {
    beforeWrite: async (values, { trx, existing }) => {
      const out = { ...values };
      if (existing && existing.State !== LEAVE_STATE.Pending) {
        throw conflict(`State: only a pending leave can be changed; this one is ${stateName(existing.State)}`);
      }
      if (!existing) {
        const child = await trx
          .selectFrom('student')
          .select(['schoolId', 'classId'])
          // Required when adding (the Add schema).
          .where('studentId', '=', values.StudentId!)
          .executeTakeFirst();
        if (!child) throw invalid('StudentId: the child does not exist');
        Object.assign(out, { SchoolId: child.schoolId, ClassId: child.classId, State: LEAVE_STATE.Pending, Source: LEAVE_SOURCE.Staff });
      }
      const start = String(valueAfter(out, existing, 'StartDate'));
      const end = String(valueAfter(out, existing, 'EndDate'));
      if (!isRealDate(start)) throw invalid('StartDate: not a real date');
      if (!isRealDate(end)) throw invalid('EndDate: not a real date');
      if (end < start) throw invalid('EndDate: must not be before the start date');
      if (daysBetween(start, end) + 1 > LEAVE_MAX_DAYS) throw invalid(`EndDate: a leave covers at most ${LEAVE_MAX_DAYS} days`);

      const kind = Number(valueAfter(out, existing, 'Kind'));
      const symptoms = (valueAfter(out, existing, 'Symptoms') as string[] | null) ?? [];
      if (kind === LEAVE_KIND.Sick && symptoms.length === 0) throw invalid('Symptoms: a sick leave needs at least one symptom');
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
      if (overlap) throw conflict(`StartDate: the child already has a leave from ${overlap.startDate} to ${overlap.endDate}`);
      return out;
    },
    beforeDelete: async (rows) => {
      const approved = rows.find((r) => r.State === LEAVE_STATE.Approved);
      if (approved) throw conflict(`an approved leave cannot be deleted (${approved.StudentName}): cancel it first`);
    },
  },
};
