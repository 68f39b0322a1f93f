import { CONTRACT_STATE, CONTRACT_STATE_OPTIONS, lowerLabel } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { classScopeSql } from '../../lib/class-scope.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { entityName } from '../../lib/field-labels.ts';
import { stateMove } from '../../lib/state-moves.ts';
import { markCustomersContracted } from '../enrolment/leads.ts';
import { createInstalments } from '../payments/instalments.ts';

type Tx = Kysely<Database>;

/** Serialises the writes that decide one child's overlap (the exclusion constraint backs it). */
const CONTRACT_LOCK = 7431;

/** A contract as the transitions read it. */
export interface ContractRow {
  contractId: number;
  contractNo: string;
  schoolId: number;
  studentId: number;
  classId: number | null;
  packageId: number | null;
  kind: number;
  startDate: string;
  endDate: string;
  months: number;
  hours: number;
  consumedHours: number;
  listAmount: number;
  discountAmount: number;
  totalAmount: number;
  paidAmount: number;
  refundedAmount: number;
  state: number;
}

/** A contract state's name inside a sentence, in every language. */
export const contractStateName = (state: number) => {
  const label = CONTRACT_STATE_OPTIONS.find((o) => o.value === state)?.label;
  return label ? lowerLabel(label) : String(state);
};

/** A contract row as the transitions read it, locked (the query, to narrow). */
export const selectContract = (trx: Tx) =>
  trx
    .selectFrom('contract')
    .select([
      'contractId',
      'contractNo',
      'schoolId',
      'studentId',
      'classId',
      'packageId',
      'kind',
      'startDate',
      'endDate',
      'months',
      'hours',
      'consumedHours',
      'listAmount',
      'discountAmount',
      'totalAmount',
      'paidAmount',
      'refundedAmount',
      'state',
    ])
    .forUpdate();

/** The contract, locked for a transition; one outside the session's scope is not found, as the engine answers. */
export async function lockContract(trx: Tx, session: Session, contractId: number): Promise<ContractRow> {
  const row = await selectContract(trx)
    .where('contractId', '=', contractId)
    .where(classScopeSql('contract.school_id', 'contract.class_id', session))
    .executeTakeFirst();
  if (!row) throw notFound('resource.recordNotFound', { entity: entityName('Contract') });
  return row;
}

/**
 * A contract never overlaps another effective (or changing) one of the same child and kind:
 * refused with the other contract named (the exclusion constraint contract_overlap_excl is the
 * last guard against a race the child's lock does not cover).
 */
export async function assertNoOverlap(
  trx: Tx,
  c: { contractId: number | null; studentId: number; kind: number; startDate: string; endDate: string },
  field = 'StartDate',
): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${CONTRACT_LOCK}, ${c.studentId}::int)`.execute(trx);
  const other = await trx
    .selectFrom('contract')
    .select(['contractNo', 'startDate', 'endDate'])
    .where('studentId', '=', c.studentId)
    .where('kind', '=', c.kind)
    .where('state', 'in', [CONTRACT_STATE.Effective, CONTRACT_STATE.Changing])
    .where('startDate', '<=', c.endDate)
    .where('endDate', '>=', c.startDate)
    .where(sql<boolean>`contract_id IS DISTINCT FROM ${c.contractId}::bigint`)
    .executeTakeFirst();
  if (other) throw conflict('contracts.overlap', { no: other.contractNo, from: other.startDate, to: other.endDate }, field);
}

/** Writes one state change of a contract to its trail: from, to, who (null: a job), when, why. */
export async function logState(
  trx: Tx,
  c: { contractId: number; schoolId: number },
  from: number | null,
  to: number,
  by: number | null,
  remark = '',
  changeId: number | null = null,
): Promise<void> {
  await trx
    .insertInto('contractLog')
    .values({ contractId: c.contractId, schoolId: c.schoolId, fromState: from, toState: to, logBy: by, remark, changeId })
    .execute();
}

/**
 * Called in the transaction of every transition into effective (an audit's approval, and a
 * change approved or rejected back to effective: what hooks in must be idempotent). Other
 * domains hook in here (the lead's stage, the instalments from the package).
 */
export async function onContractEffective(trx: Tx, contract: ContractRow): Promise<void> {
  // The child's leads are now contracted (their promotion codes count a contract).
  await markCustomersContracted(trx, contract.studentId);
  // The family owes the package's instalments (made once: a change back to effective keeps them).
  await createInstalments(trx, contract);
}

/** Called in the transaction of every transition into an end: expired, refunded or void. */
export async function onContractEnded(_trx: Tx, _contract: ContractRow): Promise<void> {}

const ENDED: number[] = [CONTRACT_STATE.Refunded, CONTRACT_STATE.Expired, CONTRACT_STATE.Void];

/**
 * Moves a contract to a state: the row (and its audit when `audited`), the trail, and the
 * domain hooks of an entry into effective or an end. `by` is the user, null for a job.
 */
export async function moveContract(
  trx: Tx,
  c: ContractRow,
  to: number,
  by: number | null,
  remark = '',
  opts: { changeId?: number | null; audited?: boolean } = {},
): Promise<ContractRow> {
  await trx
    .updateTable('contract')
    .set(stateMove(to, by, opts.audited ? { remark } : undefined))
    .where('contractId', '=', c.contractId)
    .execute();
  await logState(trx, c, c.state, to, by, remark, opts.changeId ?? null);
  const moved = { ...c, state: to };
  if (to === CONTRACT_STATE.Effective) await onContractEffective(trx, moved);
  if (ENDED.includes(to)) await onContractEnded(trx, moved);
  return moved;
}
