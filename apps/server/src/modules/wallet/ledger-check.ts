import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Services } from '../../http/context.ts';
import type { Job } from '../../jobs/runner.ts';

/**
 * The daily ledger check: every wallet's balance against the sum of its ledger entries, in one
 * statement. Every wallet's result is kept in wallet_check (SchoolWallet shows the last one's
 * time and difference, and filters on it), and each difference is logged as an error.
 */
export async function checkWallets(db: Db, log?: Services['log']): Promise<{ checked: number; differences: number }> {
  const { rows } = await sql<{ schoolId: number; balance: number; ledgerSum: number; difference: number }>`
    INSERT INTO wallet_check (school_id, balance, ledger_sum, difference)
    SELECT w.school_id, w.balance, coalesce(l.total, 0), w.balance - coalesce(l.total, 0)
    FROM school_wallet w
    LEFT JOIN (SELECT school_id, sum(amount) AS total FROM school_wallet_detail GROUP BY school_id) l ON l.school_id = w.school_id
    RETURNING school_id, balance, ledger_sum, difference`.execute(db);
  const off = rows.filter((r) => Number(r.difference) !== 0);
  for (const r of off) {
    log?.error(
      { schoolId: r.schoolId, balance: Number(r.balance), ledgerSum: Number(r.ledgerSum), difference: Number(r.difference) },
      'wallet balance differs from its ledger',
    );
  }
  return { checked: rows.length, differences: off.length };
}

export const walletCheckJob: Job = {
  name: 'wallet-ledger-check',
  cron: '40 0 * * *',
  run: async ({ db, log }) => checkWallets(db, log),
};
