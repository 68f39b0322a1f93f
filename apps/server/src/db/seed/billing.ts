import { JOIN_CONTRACT_STATE, PRICE_MODEL } from '@kc/contract';
import type { Kysely } from 'kysely';
import { generateBills } from '../../modules/billing/generate.ts';
import type { Database } from '../schema.ts';

/** The demo's price models, in school order: per enrolled child, per attended child-day, fixed. */
const MODELS = [
  { priceModel: PRICE_MODEL.PerEnrolledChild, unitPrice: 3_000 },
  { priceModel: PRICE_MODEL.PerAttendedDay, unitPrice: 150 },
  { priceModel: PRICE_MODEL.FixedMonthly, unitPrice: 200_000 },
] as const;

/**
 * The demo's school billing: each school's effective join contract (its current contract type,
 * its agent, from last year to next) named by the school, and last month's bills generated from
 * the seeded attendance. Runs inside the seed's transaction.
 */
export async function seedBilling(trx: Kysely<Database>): Promise<void> {
  const year = new Date().getUTCFullYear();
  const schools = await trx.selectFrom('school').select(['schoolId', 'agentId', 'schoolContractType']).orderBy('schoolId').execute();
  for (const [i, s] of schools.entries()) {
    const model = MODELS[i % MODELS.length] ?? MODELS[0];
    const c = await trx
      .insertInto('schoolJoinContract')
      .values({
        contractNo: `JMDEMO${String(s.schoolId).padStart(5, '0')}`,
        schoolId: s.schoolId,
        agentId: s.agentId,
        schoolContractType: s.schoolContractType,
        startDate: `${year - 1}-01-01`,
        endDate: `${year + 1}-12-31`,
        ...model,
        deviceDeposit: 500_000,
        state: JOIN_CONTRACT_STATE.Effective,
        auditTime: new Date(),
      })
      .returning('schoolJoinContractId')
      .executeTakeFirstOrThrow();
    await trx.updateTable('school').set({ schoolContractId: c.schoolJoinContractId }).where('schoolId', '=', s.schoolId).execute();
  }
  const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  await generateBills(trx, { month: lastMonth, replace: true, by: null });
}
