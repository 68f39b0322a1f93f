import { CONTRACT_STATE, type contract, PAY_METHOD } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import { valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { assertNoOverlap, contractStateName, logState } from './lifecycle.ts';
import { computeQuote, type Quoted, writeQuoteLines } from './quote.ts';

/** The quote a write computed, handed from beforeWrite to afterWrite (the same values object). */
const quotes = new WeakMap<object, Quoted>();

/** Serialises the numbering of one school's contracts. */
const NUMBER_LOCK = 7432;

/** The next contract number of a school: its prefix, the year and month, a sequence of the school. */
export async function nextContractNo(trx: Kysely<Database>, schoolId: number): Promise<string> {
  await sql`SELECT pg_advisory_xact_lock(${NUMBER_LOCK}, ${schoolId}::int)`.execute(trx);
  const r = await sql<{ no: string }>`
    SELECT coalesce((SELECT contract_no_prefix FROM contract_setting WHERE school_id = ${schoolId}), 'HT')
      || to_char(now(), 'YYYYMM') || lpad(((SELECT count(*) FROM contract WHERE school_id = ${schoolId}) + 1)::text, 5, '0') AS no`.execute(
    trx,
  );
  return r.rows[0]?.no ?? '';
}

/**
 * Contract on contract: class scope (the child's school and class). An Add or an Update of a
 * draft is computed by the quote (the same as Contract/Quote) and stored with its lines and
 * discounts; anything but a draft is refused (an effective contract changes through
 * ContractChange). The trail records its creation; only a draft is deleted.
 */
export const contractBinding: ResourceBinding<typeof contract> = {
  table: 'contract',
  scope: { school: 'schoolId', class: 'classId' },
  unique: { contract_no_key: { fields: ['SchoolId', 'ContractNo'], message: 'contracts.nameTaken' } },
  computed: {
    StudentName: (t) => sql`(SELECT s.student_name FROM student s WHERE s.student_id = ${sql.ref(`${t}.student_id`)})`,
    AuditorName: (t) => sql`(SELECT u.full_name FROM sys_user u WHERE u.sys_user_id = ${sql.ref(`${t}.audit_by`)})`,
    ServiceIds: (t) =>
      sql`(SELECT coalesce(array_agg(l.service_id ORDER BY l.seq), '{}') FROM contract_line l WHERE l.contract_id = ${sql.ref(`${t}.contract_id`)} AND l.service_id IS NOT NULL)`,
    DiscountIds: (t) =>
      sql`(SELECT coalesce(array_agg(d.discount_id ORDER BY d.seq), '{}') FROM contract_discount d WHERE d.contract_id = ${sql.ref(`${t}.contract_id`)} AND d.discount_id IS NOT NULL)`,
  },
  hooks: {
    beforeWrite: async (values, { trx, session, existing }) => {
      if (existing && existing.State !== CONTRACT_STATE.Draft) {
        throw conflict('contracts.notEditable', { state: contractStateName(Number(existing.State)) }, 'State');
      }
      const q = await computeQuote(
        trx,
        session,
        {
          StudentId: Number(valueAfter(values, existing, 'StudentId')),
          PackageId: Number(valueAfter(values, existing, 'PackageId')),
          StartDate: String(valueAfter(values, existing, 'StartDate')),
          ServiceIds: valueAfter(values, existing, 'ServiceIds'),
          DiscountIds: valueAfter(values, existing, 'DiscountIds'),
        },
        existing?.ContractId ?? null,
      );
      await assertNoOverlap(trx, {
        contractId: existing?.ContractId ?? null,
        studentId: q.StudentId,
        kind: q.Kind,
        startDate: q.StartDate,
        endDate: q.EndDate,
      });
      const out = {
        ...values,
        SchoolId: q.SchoolId,
        ClassId: q.ClassId,
        Kind: q.Kind as 1 | 2,
        Months: q.Months,
        Hours: q.Hours,
        EndDate: q.EndDate,
        ListAmount: q.ListAmount,
        DiscountAmount: q.DiscountAmount,
        TotalAmount: q.TotalAmount,
        PayMethod: valueAfter(values, existing, 'PayMethod') ?? PAY_METHOD.Cash,
        ...(existing ? {} : { State: CONTRACT_STATE.Draft as 1, ContractNo: await nextContractNo(trx, q.SchoolId) }),
      };
      quotes.set(out, q);
      return out;
    },
    afterWrite: async (contractId, values, { trx, session, mode }) => {
      const q = quotes.get(values);
      if (q) await writeQuoteLines(trx, contractId, q);
      if (mode === 'add')
        await logState(trx, { contractId, schoolId: Number(values.SchoolId) }, null, CONTRACT_STATE.Draft, session.sysUserId);
    },
    beforeDelete: async (rows) => {
      const kept = rows.find((r) => r.State !== CONTRACT_STATE.Draft);
      if (kept) throw conflict('contracts.onlyDraftDeleted', { no: kept.ContractNo, state: contractStateName(Number(kept.State)) });
    },
  },
};
