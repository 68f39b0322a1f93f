import { CONTRACT_STATE } from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Job } from '../../jobs/runner.ts';
import { moveContract, selectContract } from './lifecycle.ts';

/**
 * Effective contracts past their end date (the school's local date) expire, each in its own
 * transaction with its trail (by nobody: the job) and onContractEnded. A changing contract waits
 * for its change's audit.
 */
export async function expireContracts(db: Db): Promise<number> {
  const due = await sql<{ contractId: number }>`
    SELECT c.contract_id FROM contract c JOIN school s USING (school_id)
    WHERE c.state = ${CONTRACT_STATE.Effective} AND c.end_date < (now() AT TIME ZONE s.time_zone)::date`.execute(db);
  for (const { contractId } of due.rows) {
    await db.transaction().execute(async (trx) => {
      const c = await selectContract(trx)
        .where('contractId', '=', contractId)
        .where('state', '=', CONTRACT_STATE.Effective)
        .skipLocked()
        .executeTakeFirst();
      if (c) await moveContract(trx, c, CONTRACT_STATE.Expired, null);
    });
  }
  return due.rows.length;
}

export const contractExpiryJob: Job = {
  name: 'contract-expiry',
  cron: '20 0 * * *',
  run: async ({ db }) => ({ expired: await expireContracts(db) }),
};
