import { type api, formatCents } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { schoolScopeSql } from '../../lib/scope.ts';
import { PAYABLE_STATES } from './contract-states.ts';

/** ContractPayment/SelectPayable: contracts still owing, newest first, as the payment form picks one. */
export const payableContracts: Handler<typeof api.contractPaymentPayable> = async ({ db, session, input }) => {
  const keyword = input.Keyword?.trim() || null;
  const { rows } = await sql<{ contractId: number; contractNo: string; studentName: string; owed: number }>`
    SELECT c.contract_id, c.contract_no, st.student_name, c.total_amount - c.paid_amount AS owed
    FROM contract c JOIN student st ON st.student_id = c.student_id
    WHERE c.state = ANY(${PAYABLE_STATES}::int[]) AND c.total_amount > c.paid_amount AND ${schoolScopeSql('c.school_id', session)}
      AND (${keyword}::text IS NULL OR strpos(st.student_name, ${keyword}) > 0 OR strpos(c.contract_no, ${keyword}) > 0)
    ORDER BY c.contract_id DESC LIMIT 50`.execute(db);
  return rows.map((r) => ({
    Value: r.contractId,
    Label: `${r.contractNo} · ${r.studentName} · ¥${formatCents(Number(r.owed))}`,
    Owed: Number(r.owed),
  }));
};
