import { type api, STUDENT_AT_SCHOOL } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { conflict } from '../../lib/errors.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { auditOf, lockChildren } from './changes.ts';

/** School contract type whose schools offer VIP (DOMAIN.md §0: 2 premium, live video and VIP). */
export const VIP_CONTRACT_TYPE = 2;

/** Student/SetVip: VIP until a time (or no longer), for children of premium-contract schools still at the school. */
export const setVip: Handler<typeof api.studentSetVip> = async ({ db, session, input, ip, serial }) => {
  assertMayWrite(session);
  const updated = await db.transaction().execute(async (trx) => {
    const children = await lockChildren(trx, session, input.Ids);
    const schools = await sql<{ schoolId: number; schoolName: string; schoolContractType: number }>`
      SELECT school_id, school_name, school_contract_type FROM school
      WHERE school_id = ANY(${[...new Set(children.map((c) => c.SchoolId))]}::bigint[])`.execute(trx);
    const notPremium = schools.rows.filter((s) => s.schoolContractType !== VIP_CONTRACT_TYPE);
    if (notPremium.length) {
      throw conflict('students.vipPremium', { schools: notPremium.map((s) => s.schoolName).join(', ') });
    }
    const left = children.filter((c) => !STUDENT_AT_SCHOOL.includes(c.Status));
    if (input.VipExpireTime && left.length)
      throw conflict('students.noLongerAtSchool', { names: left.map((c) => c.StudentName).join(', ') });
    const ids = children.map((c) => c.StudentId);
    await sql`UPDATE student SET vip_expire_time = ${input.VipExpireTime}, update_time = now(), update_by = ${session.sysUserId}
      WHERE student_id = ANY(${ids}::bigint[])`.execute(trx);
    await writeAudit(trx, auditOf(session, ip, serial, 'student.vip', { StudentIds: ids, VipExpireTime: input.VipExpireTime }));
    return ids.length;
  });
  return { Updated: updated };
};
