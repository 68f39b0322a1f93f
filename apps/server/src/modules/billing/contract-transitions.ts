import { type api, JOIN_CONTRACT_STATE } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import type { Handler, Session } from '../../http/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { entityName } from '../../lib/field-labels.ts';
import { schoolScopeSql } from '../../lib/scope.ts';
import { stateMove } from '../../lib/state-moves.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { joinContractStateName } from './states.ts';

type Tx = Kysely<Database>;

/** Serialises the decisions about one school's effective contract (the partial unique index backs it). */
const SCHOOL_CONTRACT_LOCK = 7522;

interface JoinContractRow {
  schoolJoinContractId: number;
  schoolId: number;
  schoolContractType: number;
  state: number;
}

/** The contract, locked; one outside the session's scope is not found, as the engine answers. */
async function lockJoinContract(trx: Tx, session: Session, id: number): Promise<JoinContractRow> {
  const row = await trx
    .selectFrom('schoolJoinContract')
    .select(['schoolJoinContractId', 'schoolId', 'schoolContractType', 'state'])
    .where('schoolJoinContractId', '=', id)
    .where(schoolScopeSql('school_join_contract.school_id', session))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('resource.recordNotFound', { entity: entityName('SchoolJoinContract') });
  return row;
}

/** Moves a contract to `to` only from `from` (the conditional update of every transition). */
async function move(trx: Tx, c: JoinContractRow, to: number, by: number | null, audit?: { remark: string }): Promise<void> {
  await trx
    .updateTable('schoolJoinContract')
    .set(stateMove(to, by, audit))
    .where('schoolJoinContractId', '=', c.schoolJoinContractId)
    .where('state', '=', c.state)
    .execute();
}

/** SchoolJoinContract/Submit: draft → pending audit. */
export const submitJoinContract: Handler<typeof api.schoolJoinContractSubmit> = async ({ db, session, input }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const c = await lockJoinContract(trx, session, input.SchoolJoinContractId);
    if (c.state !== JOIN_CONTRACT_STATE.Draft)
      throw conflict('billing.onlyDraftSubmitted', { state: joinContractStateName(c.state) }, 'State');
    await move(trx, c, JOIN_CONTRACT_STATE.Pending, session.sysUserId);
    return { State: JOIN_CONTRACT_STATE.Pending };
  });
};

/**
 * SchoolJoinContract/Audit: pending → effective, or back to draft with the remark. Approved, the
 * school takes the contract's type and id in the same transaction (its menus and smart-centre
 * calls change at once: the session cache listens to school_contract_type); a school has one
 * effective contract at a time.
 */
export const auditJoinContract: Handler<typeof api.schoolJoinContractAudit> = async ({ db, session, input }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const c = await lockJoinContract(trx, session, input.SchoolJoinContractId);
    if (c.state !== JOIN_CONTRACT_STATE.Pending)
      throw conflict('billing.onlyPendingAudited', { state: joinContractStateName(c.state) }, 'State');
    if (!input.Approved) {
      await move(trx, c, JOIN_CONTRACT_STATE.Draft, session.sysUserId, { remark: input.AuditRemark });
      return { State: JOIN_CONTRACT_STATE.Draft };
    }
    await sql`SELECT pg_advisory_xact_lock(${SCHOOL_CONTRACT_LOCK}, ${c.schoolId}::int)`.execute(trx);
    const other = await trx
      .selectFrom('schoolJoinContract')
      .select('contractNo')
      .where('schoolId', '=', c.schoolId)
      .where('state', '=', JOIN_CONTRACT_STATE.Effective)
      .executeTakeFirst();
    if (other) throw conflict('billing.otherEffective', { no: other.contractNo }, 'SchoolId');
    await move(trx, c, JOIN_CONTRACT_STATE.Effective, session.sysUserId, { remark: input.AuditRemark });
    await trx
      .updateTable('school')
      .set({ schoolContractType: c.schoolContractType, schoolContractId: c.schoolJoinContractId, updateBy: session.sysUserId })
      .where('schoolId', '=', c.schoolId)
      .execute();
    return { State: JOIN_CONTRACT_STATE.Effective };
  });
};

/** The school no longer names an ended contract (its type stays until another contract takes effect). */
async function releaseSchool(trx: Tx, c: JoinContractRow): Promise<void> {
  await trx
    .updateTable('school')
    .set({ schoolContractId: null })
    .where('schoolId', '=', c.schoolId)
    .where('schoolContractId', '=', c.schoolJoinContractId)
    .execute();
}

/** SchoolJoinContract/Terminate: effective → terminated, with the remark. */
export const terminateJoinContract: Handler<typeof api.schoolJoinContractTerminate> = async ({ db, session, input }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const c = await lockJoinContract(trx, session, input.SchoolJoinContractId);
    if (c.state !== JOIN_CONTRACT_STATE.Effective)
      throw conflict('billing.onlyEffectiveTerminated', { state: joinContractStateName(c.state) }, 'State');
    await move(trx, c, JOIN_CONTRACT_STATE.Terminated, session.sysUserId, { remark: input.Remark });
    await releaseSchool(trx, c);
    return { State: JOIN_CONTRACT_STATE.Terminated };
  });
};

/** Effective contracts past their end date (the school's local date) expire, in one transaction. */
export async function expireJoinContracts(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const r = await sql<JoinContractRow>`
      UPDATE school_join_contract c SET state = ${JOIN_CONTRACT_STATE.Expired}, update_time = now()
      FROM school s
      WHERE s.school_id = c.school_id AND c.state = ${JOIN_CONTRACT_STATE.Effective}
        AND c.end_date < (now() AT TIME ZONE s.time_zone)::date
      RETURNING c.school_join_contract_id, c.school_id, c.school_contract_type, c.state`.execute(trx);
    for (const c of r.rows) await releaseSchool(trx, c);
    return r.rows.length;
  });
}
