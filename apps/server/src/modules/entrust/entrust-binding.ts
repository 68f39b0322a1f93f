import {
  ENTRUST_KIND,
  ENTRUST_MAX_DAYS,
  ENTRUST_STATE,
  ENTRUST_STATE_OPTIONS,
  lowerLabel,
  type medicineFeeding,
  type parentEntrust,
  UPLOADED_IMAGE_RE,
} from '@kc/contract';
import { sql } from 'kysely';
import { conflict, invalid } from '../../lib/errors.ts';
import { daysBetween, isRealDate } from '../../lib/local-dates.ts';
import { valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { childOf } from '../health-logs/child-of.ts';

/** An instruction state's name inside a sentence, in every language. */
export const entrustStateName = (state: unknown) => {
  const label = ENTRUST_STATE_OPTIONS.find((o) => o.value === Number(state))?.label;
  return label ? lowerLabel(label) : String(state);
};

const studentName = (t: string) => sql`(SELECT s.student_name FROM student s WHERE s.student_id = ${sql.ref(`${t}.student_id`)})`;
const userName = (t: string, column: string) =>
  sql`(SELECT u.full_name FROM sys_user u WHERE u.sys_user_id = ${sql.ref(`${t}.${column}`)})`;

/**
 * ParentEntrust on parent_entrust: class scope, school and class being the child's when entered.
 * Added pending; only a pending one changes (Confirm and Reject are the workflow, transitions.ts);
 * a medicine instruction names its medicine, dose and times, another kind keeps none of them;
 * a confirmed or done one is kept (its doses are records of what was given).
 */
export const parentEntrustBinding: ResourceBinding<typeof parentEntrust, { ConfirmBy: number }> = {
  table: 'parentEntrust',
  columns: { ConfirmBy: 'confirmBy' },
  scope: { school: 'schoolId', class: 'classId' },
  computed: {
    StudentName: studentName,
    Days: (t) => sql`(${sql.ref(`${t}.end_date`)} - ${sql.ref(`${t}.start_date`)} + 1)`,
    ConfirmByName: (t) => userName(t, 'confirm_by'),
  },
  hooks: {
    beforeWrite: async (values, { trx, existing, session }) => {
      const out = { ...values };
      if (existing && existing.State !== ENTRUST_STATE.Pending) {
        throw conflict('entrust.onlyPendingChanged', { state: entrustStateName(existing.State) }, 'State');
      }
      if (!existing) {
        // Required when adding (the Add schema).
        Object.assign(out, await childOf(trx, session, values.StudentId!), { State: ENTRUST_STATE.Pending });
      }
      const start = String(valueAfter(out, existing, 'StartDate'));
      const end = String(valueAfter(out, existing, 'EndDate'));
      if (!isRealDate(start)) throw invalid('input.realDate', {}, 'StartDate');
      if (!isRealDate(end)) throw invalid('input.realDate', {}, 'EndDate');
      if (daysBetween(start, end) + 1 > ENTRUST_MAX_DAYS) throw invalid('entrust.maxDays', { days: ENTRUST_MAX_DAYS }, 'EndDate');
      const photo = valueAfter(out, existing, 'Photo');
      if (photo && !UPLOADED_IMAGE_RE.test(String(photo))) throw invalid('entrust.photoNotUploaded', {}, 'Photo');
      // Medicine, dose and times are required of a medicine instruction (requiredWhen); another kind has none.
      if (Number(valueAfter(out, existing, 'Kind')) !== ENTRUST_KIND.Medicine) {
        Object.assign(out, { MedicineName: '', Dose: '', DoseTimes: [] });
      }
      return out;
    },
    beforeDelete: async (rows) => {
      const kept = rows.find((r) => r.State === ENTRUST_STATE.Confirmed || r.State === ENTRUST_STATE.Done);
      if (kept) throw conflict('entrust.decidedDelete', { name: kept.StudentName });
    },
  },
};

/** MedicineFeeding on medicine_feeding: read-only through the engine (MedicineFeeding/Record writes it). */
export const medicineFeedingBinding: ResourceBinding<typeof medicineFeeding> = {
  table: 'medicineFeeding',
  scope: { school: 'schoolId', class: 'classId' },
  computed: {
    StudentName: studentName,
    MedicineName: (t) =>
      sql`(SELECT e.medicine_name FROM parent_entrust e WHERE e.parent_entrust_id = ${sql.ref(`${t}.parent_entrust_id`)})`,
    FedByName: (t) => userName(t, 'fed_by'),
  },
};
