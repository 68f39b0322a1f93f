import { allocate, instalmentSchedule, sumCents } from '@kc/contract';
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

/**
 * Re-plans a contract's open instalments after its total changed (an approved upgrade): the
 * instalments paid in full are kept as they are; what is left to pay of the new total
 * (total − those paid) is spread over the open ones (unpaid or partly paid) as the original plan
 * spread them (in proportion to their amounts, money.ts `allocate`: the parts sum to it exactly),
 * their due dates kept. An instalment is never planned below what was paid of it. Answers how many
 * were re-planned.
 */
export async function replanInstalments(trx: Tx, contractId: number, updateBy: number | null): Promise<number> {
  const c = await trx.selectFrom('contract').select('totalAmount').where('contractId', '=', contractId).executeTakeFirstOrThrow();
  const all = await trx
    .selectFrom('contractInstalment')
    .select(['contractInstalmentId', 'amount', 'paidAmount'])
    .where('contractId', '=', contractId)
    .orderBy('seq')
    .forUpdate()
    .execute();
  const open = all.filter((i) => i.paidAmount < i.amount);
  if (!open.length) return 0;
  const settled = sumCents(all.filter((i) => i.paidAmount >= i.amount).map((i) => i.amount));
  const left = Math.max(0, Number(c.totalAmount) - settled);
  const weights = open.map((i) => i.amount);
  const parts = allocate(left, weights.some((w) => w > 0) ? weights : open.map(() => 1));
  for (const [k, i] of open.entries()) {
    await trx
      .updateTable('contractInstalment')
      .set({ amount: Math.max(parts[k] ?? 0, i.paidAmount), updateBy, updateTime: sql`now()` })
      .where('contractInstalmentId', '=', i.contractInstalmentId)
      .execute();
  }
  return open.length;
}
