import { type behaviour, type hygiene, type infrared, READING_SOURCE, type sleepRecord, WARNING_TYPE } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { invalid } from '../../lib/errors.ts';
import { valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { assertCareDate, assertNotOnLeave, careChild, careDate, placeOf, temperatureThreshold } from './care-rules.ts';
import { studentNameSql, withdrawOf } from './care-sql.ts';
import { isFever, readingWarning } from './warnings.ts';

type Tx = Kysely<Database>;

// The daily-care records kept at a moment (a reading, a hygiene act, a nap, a behaviour): their
// day is the school's local date of that moment, checked like a daily check's.

const place = { scope: { school: 'schoolId', class: 'classId' }, computed: { StudentName: studentNameSql } } as const;

/**
 * The day of a timed record as it will be: the child (given when adding, else the record's), the
 * school's date of its time, not after today, the child not on leave then. Answers the values to
 * add (school, class, date) beside the written ones.
 */
async function timedPlace(
  trx: Tx,
  session: Session,
  studentId: number,
  at: string | Date | null | undefined,
  field: string,
): Promise<{ SchoolId: number; ClassId: number; Date: string }> {
  const child = await careChild(trx, session, studentId);
  const date = careDate(child, at ?? new Date());
  assertCareDate(child, date, field);
  await assertNotOnLeave(trx, child, date, 'StudentId');
  return placeOf(child, date);
}

/** Infrared on infrared_reading: Abnormal follows the school's threshold and raises (or withdraws) a Fever warning. */
export const infraredBinding: ResourceBinding<typeof infrared> = {
  table: 'infraredReading',
  ...place,
  hooks: {
    beforeWrite: async (values, { trx, existing, session }) => {
      const studentId = Number(valueAfter(values, existing, 'StudentId'));
      const at = valueAfter(values, existing, 'MeasureTime');
      const where = await timedPlace(trx, session, studentId, at, 'MeasureTime');
      const threshold = await temperatureThreshold(trx, where.SchoolId);
      const abnormal = isFever(Number(valueAfter(values, existing, 'Value')), threshold);
      return { ...values, ...where, Abnormal: abnormal, ...(existing ? {} : { Source: READING_SOURCE.Manual }) };
    },
    afterWrite: async (id, _values, { trx }) => {
      const r = await trx.selectFrom('infraredReading').selectAll().where('infraredId', '=', id).executeTakeFirstOrThrow();
      await readingWarning(trx, `Infrared:${id}`, { ...r, value: Number(r.value) });
    },
    beforeDelete: async (rows, { trx }) =>
      withdrawOf(
        trx,
        'Infrared',
        rows.map((r) => r.InfraredId),
        [WARNING_TYPE.Fever],
      ),
  },
};

/** Hygiene on hygiene_record. */
export const hygieneBinding: ResourceBinding<typeof hygiene> = {
  table: 'hygieneRecord',
  idColumn: 'hygieneId',
  ...place,
  hooks: {
    beforeWrite: async (values, { trx, existing, session }) => {
      const at = valueAfter(values, existing, 'RecordTime');
      const where = await timedPlace(trx, session, Number(valueAfter(values, existing, 'StudentId')), at, 'RecordTime');
      return { ...values, ...where };
    },
  },
};

/** SleepRecord on sleep_record: its day is the start's; the end is not before the start. */
export const sleepRecordBinding: ResourceBinding<typeof sleepRecord> = {
  table: 'sleepRecord',
  ...place,
  hooks: {
    beforeWrite: async (values, { trx, existing, session }) => {
      const start = valueAfter(values, existing, 'StartTime');
      const end = valueAfter(values, existing, 'EndTime');
      if (end != null && start != null && new Date(end) < new Date(start)) throw invalid('dailyCare.endBeforeStart', {}, 'EndTime');
      const where = await timedPlace(trx, session, Number(valueAfter(values, existing, 'StudentId')), start, 'StartTime');
      return { ...values, ...where };
    },
  },
};

/** Action (behaviour) on behaviour_record: the observer is the person who entered it unless named. */
export const behaviourBinding: ResourceBinding<typeof behaviour> = {
  table: 'behaviourRecord',
  ...place,
  hooks: {
    beforeWrite: async (values, { trx, existing, session }) => {
      const at = valueAfter(values, existing, 'RecordTime');
      const where = await timedPlace(trx, session, Number(valueAfter(values, existing, 'StudentId')), at, 'RecordTime');
      const out = { ...values, ...where };
      if (!existing && !values.Observer) {
        const me = await sql<{ fullName: string }>`SELECT full_name FROM sys_user WHERE sys_user_id = ${session.sysUserId}`.execute(trx);
        out.Observer = me.rows[0]?.fullName ?? '';
      }
      return out;
    },
  },
};
