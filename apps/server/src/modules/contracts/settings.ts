import { type api, CONTRACT_SETTING_DEFAULTS } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Handler } from '../../http/context.ts';
import { schoolInScope } from '../../lib/scope.ts';
import { assertMayWrite } from '../../resource/write.ts';

type Tx = Kysely<Database>;

/** A school's contract settings as the rules apply them: its own row, else the defaults. */
export async function contractSettingOf(trx: Tx, schoolId: number) {
  const s = await trx.selectFrom('contractSetting').selectAll().where('schoolId', '=', schoolId).executeTakeFirst();
  return {
    contractNoPrefix: s?.contractNoPrefix ?? CONTRACT_SETTING_DEFAULTS.ContractNoPrefix,
    leaveRefundDays: s?.leaveRefundDays ?? CONTRACT_SETTING_DEFAULTS.LeaveRefundDays,
    leaveRefundPercent: s?.leaveRefundPercent ?? CONTRACT_SETTING_DEFAULTS.LeaveRefundPercent,
    refundPercent: s?.refundPercent ?? CONTRACT_SETTING_DEFAULTS.RefundPercent,
    holidaysExcluded: s?.holidaysExcluded ?? CONTRACT_SETTING_DEFAULTS.HolidaysExcluded,
    saved: s != null,
    updateTime: s ? new Date(s.updateTime).toISOString() : null,
  };
}

async function answer(trx: Tx, school: { schoolId: number; schoolName: string }) {
  const s = await contractSettingOf(trx, school.schoolId);
  return {
    SchoolId: school.schoolId,
    SchoolName: school.schoolName,
    ContractNoPrefix: s.contractNoPrefix,
    LeaveRefundDays: s.leaveRefundDays,
    LeaveRefundPercent: s.leaveRefundPercent,
    RefundPercent: s.refundPercent,
    HolidaysExcluded: s.holidaysExcluded,
    Saved: s.saved,
    UpdateTime: s.updateTime,
  };
}

/** ContractSetting/Get: a school in scope's settings (out of scope answers as missing). */
export const getContractSetting: Handler<typeof api.contractSettingGet> = async ({ db, session, input }) =>
  answer(db, await schoolInScope(db, session, input.SchoolId));

/** ContractSetting/Save: one row per school, written whole (who and when kept). */
export const saveContractSetting: Handler<typeof api.contractSettingSave> = async ({ db, session, input }) => {
  assertMayWrite(session);
  const school = await schoolInScope(db, session, input.SchoolId);
  return db.transaction().execute(async (trx) => {
    const values = {
      contractNoPrefix: input.ContractNoPrefix,
      leaveRefundDays: input.LeaveRefundDays,
      leaveRefundPercent: input.LeaveRefundPercent,
      refundPercent: input.RefundPercent,
      holidaysExcluded: input.HolidaysExcluded,
      updateBy: session.sysUserId,
      updateTime: sql<Date>`now()`,
    };
    await trx
      .insertInto('contractSetting')
      .values({ schoolId: school.schoolId, ...values, createBy: session.sysUserId })
      .onConflict((oc) => oc.column('schoolId').doUpdateSet(values))
      .execute();
    return answer(trx, school);
  });
};
