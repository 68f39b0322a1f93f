import { type api, ENTRUST_KIND, ENTRUST_STATE, MEDICINE_OVERDUE_MINUTES } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { daysBetween, instantAt } from '../../lib/local-dates.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { entrustStateName } from './entrust-binding.ts';
import { lockEntrust } from './transitions.ts';

/** A fed time this far ahead of the server's clock is still now (clocks of phones and servers differ). */
const CLOCK_SKEW_MS = 60_000;

/**
 * MedicineFeeding/Record: one due dose of a confirmed medicine instruction, today or a past day of
 * its range, fed by the caller at FedTime (now unless told); late when fed after its time and the
 * margin. The instruction is done once each of its doses is recorded.
 */
export const recordDose: Handler<typeof api.medicineRecord> = async ({ db, session, input }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const e = await lockEntrust(trx, session, input.ParentEntrustId);
    if (e.kind !== ENTRUST_KIND.Medicine) throw invalid('entrust.notMedicine', {}, 'ParentEntrustId');
    if (e.state !== ENTRUST_STATE.Confirmed) throw conflict('entrust.notConfirmed', { state: entrustStateName(e.state) }, 'State');
    if (input.DueDate < e.startDate || input.DueDate > e.endDate) {
      throw invalid('entrust.dayOutside', { from: e.startDate, to: e.endDate }, 'DueDate');
    }
    if (input.DueDate > e.today) throw invalid('entrust.laterDay', {}, 'DueDate');
    if (!e.doseTimes.includes(input.DueTime)) throw invalid('entrust.noDoseAt', { time: input.DueTime }, 'DueTime');
    const fedTime = input.FedTime ? new Date(input.FedTime) : new Date();
    if (fedTime.getTime() > Date.now() + CLOCK_SKEW_MS) throw invalid('entrust.fedInFuture', {}, 'FedTime');
    const recorded = await trx
      .selectFrom('medicineFeeding')
      .select('medicineFeedingId')
      .where('parentEntrustId', '=', e.parentEntrustId)
      .where('dueDate', '=', input.DueDate)
      .where('dueTime', '=', input.DueTime)
      .executeTakeFirst();
    if (recorded) throw conflict('entrust.doseRecorded', {}, 'DueTime');

    const dueAt = instantAt(input.DueDate, input.DueTime, e.timeZone);
    const late = fedTime.getTime() > dueAt.getTime() + MEDICINE_OVERDUE_MINUTES * 60_000;
    const { medicineFeedingId } = await trx
      .insertInto('medicineFeeding')
      .values({
        parentEntrustId: e.parentEntrustId,
        schoolId: e.schoolId,
        classId: e.classId,
        studentId: e.studentId,
        dueDate: input.DueDate,
        dueTime: input.DueTime,
        dose: input.Dose,
        fedBy: session.sysUserId,
        fedTime,
        late,
        photo: input.Photo ?? '',
        remark: input.Remark,
        createBy: session.sysUserId,
        updateBy: session.sysUserId,
      })
      .returning('medicineFeedingId')
      .executeTakeFirstOrThrow();

    // Done once every dose of every day is recorded.
    const { count } = await trx
      .selectFrom('medicineFeeding')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('parentEntrustId', '=', e.parentEntrustId)
      .executeTakeFirstOrThrow();
    const days = daysBetween(e.startDate, e.endDate) + 1;
    let state: number = e.state;
    if (Number(count) >= days * e.doseTimes.length) {
      state = ENTRUST_STATE.Done;
      await trx
        .updateTable('parentEntrust')
        .set({ state, updateBy: session.sysUserId, updateTime: sql`now()` })
        .where('parentEntrustId', '=', e.parentEntrustId)
        .execute();
    }
    return { MedicineFeedingId: medicineFeedingId, Late: late, EntrustState: state };
  });
};
