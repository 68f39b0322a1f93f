import { JOIN_CONTRACT_STATE, type schoolJoinContract } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { joinContractStateName } from './states.ts';

/** Serialises the numbering of join contracts. */
const NUMBER_LOCK = 7521;

/** The next join contract number: JM, the year and month, a sequence over every contract. */
async function nextJoinContractNo(trx: Kysely<Database>): Promise<string> {
  await sql`SELECT pg_advisory_xact_lock(${NUMBER_LOCK})`.execute(trx);
  const r = await sql<{ no: string }>`
    SELECT 'JM' || to_char(now(), 'YYYYMM') || lpad(((SELECT count(*) FROM school_join_contract) + 1)::text, 5, '0') AS no`.execute(trx);
  return r.rows[0]?.no ?? '';
}

/**
 * SchoolJoinContract on school_join_contract (school scope: the platform every school's, an
 * agent its schools', a school its own). The agent is the school's when the contract is added;
 * the number is the server's. Only a draft is edited or deleted.
 */
export const schoolJoinContractBinding: ResourceBinding<typeof schoolJoinContract> = {
  table: 'schoolJoinContract',
  idColumn: 'schoolJoinContractId',
  scope: { school: 'schoolId' },
  computed: {
    AuditorName: (t) => sql`(SELECT u.full_name FROM sys_user u WHERE u.sys_user_id = ${sql.ref(`${t}.audit_by`)})`,
  },
  hooks: {
    beforeWrite: async (values, { trx, existing }) => {
      if (existing && existing.State !== JOIN_CONTRACT_STATE.Draft) {
        throw conflict('billing.contractNotEditable', { state: joinContractStateName(Number(existing.State)) }, 'State');
      }
      if (existing) return values;
      const schoolId = Number(values.SchoolId);
      const school = await trx.selectFrom('school').select('agentId').where('schoolId', '=', schoolId).executeTakeFirst();
      return {
        ...values,
        AgentId: school?.agentId ?? null,
        DueDays: values.DueDays ?? 15,
        DeviceDeposit: values.DeviceDeposit ?? 0,
        State: JOIN_CONTRACT_STATE.Draft as 1,
        ContractNo: await nextJoinContractNo(trx),
      };
    },
    beforeDelete: async (rows) => {
      const kept = rows.find((r) => r.State !== JOIN_CONTRACT_STATE.Draft);
      if (kept) throw conflict('billing.contractNotEditable', { state: joinContractStateName(Number(kept.State)) });
    },
  },
};
