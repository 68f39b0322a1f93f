import { instalmentSchedule } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Tx = Kysely<Database>;

/**
 * Makes an effective contract's instalments (ContractInstalment), in the transaction that makes
 * it effective: its package's instalment count (one without a package: one instalment), the
 * total split so the parts sum to it (money.ts), due from the start date on (instalmentSchedule).
 * A contract that has its instalments already (effective again after a change) keeps them.
 * Answers how many it made.
 */
export async function createInstalments(trx: Tx, contract: { contractId: number }): Promise<number> {
  const { rows } = await sql<{
    schoolId: number;
    studentId: number;
    totalAmount: number;
    startDate: string;
    months: number;
    instalments: number | null;
    made: boolean;
  }>`
    SELECT c.school_id, c.student_id, c.total_amount, c.start_date, c.months, p.instalments,
      EXISTS (SELECT 1 FROM contract_instalment i WHERE i.contract_id = c.contract_id) AS made
    FROM contract c LEFT JOIN package_set p ON p.package_id = c.package_id
    WHERE c.contract_id = ${contract.contractId}`.execute(trx);
  const c = rows[0];
  if (!c || c.made) return 0;
  const plan = instalmentSchedule(Number(c.totalAmount), c.instalments ?? 1, c.startDate, c.months);
  await trx
    .insertInto('contractInstalment')
    .values(
      plan.map((p) => ({
        schoolId: c.schoolId,
        contractId: contract.contractId,
        studentId: c.studentId,
        seq: p.Seq,
        dueDate: p.DueDate,
        amount: p.Amount,
      })),
    )
    .execute();
  return plan.length;
}
