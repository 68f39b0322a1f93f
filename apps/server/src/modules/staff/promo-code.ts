import { type api, TEACHER_STATUS } from '@kc/contract';
import type { Handler } from '../../http/context.ts';
import { drawCode } from '../../lib/codes.ts';
import { conflict } from '../../lib/errors.ts';
import { lockStaff } from './staff-records.ts';

/** A staff member's promotion code: 'T' and 7 characters nobody misreads. */
const newPromoCode = () => drawCode('T', 7);

/** Teacher/GetPromoCode: a staff member's promotion code (drawn once) and the enrolment link it carries. */
export const promoCode: Handler<typeof api.teacherGetPromoCode> = async ({ db, session, input, config }) => {
  const staff = await db.transaction().execute(async (trx) => {
    const row = await lockStaff(trx, session, input.TeacherId);
    if (row.status === TEACHER_STATUS.Resigned) throw conflict('staff.resignedNoCode');
    const current = await trx
      .selectFrom('teacher as t')
      .innerJoin('school as s', 's.schoolId', 't.schoolId')
      .select(['t.promoCode', 's.schoolName'])
      .where('t.teacherId', '=', row.teacherId)
      .executeTakeFirstOrThrow();
    let code = current.promoCode;
    // Assigned once; a clash with another staff member's code (unique index) draws again.
    for (let attempt = 0; !code && attempt < 5; attempt++) {
      const candidate = newPromoCode();
      const taken = await trx.selectFrom('teacher').select('teacherId').where('promoCode', '=', candidate).executeTakeFirst();
      if (taken) continue;
      await trx.updateTable('teacher').set({ promoCode: candidate }).where('teacherId', '=', row.teacherId).execute();
      code = candidate;
    }
    if (!code) throw new Error('no free promotion code after 5 draws');
    return { ...row, schoolName: current.schoolName, code };
  });
  return {
    TeacherId: staff.teacherId,
    Name: staff.name,
    Post: staff.post,
    SchoolId: staff.schoolId,
    SchoolName: staff.schoolName,
    PromoCode: staff.code,
    QrPayload: `${config.links.docBase.replace(/\/+$/, '')}/h5page/#/enrol?promo=${encodeURIComponent(staff.code)}`,
  };
};
