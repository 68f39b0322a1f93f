import { CUSTOMER_STAGE, textsOf } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { notInScope, schoolScopeSql } from '../../lib/scope.ts';

// What the lead's calls and its records' hooks share: the lead read (locked) within the scope,
// its duplicate by mobile, its owner's school, its stage's moves.

type Tx = Kysely<Database>;

export interface LockedCustomer {
  customerId: number;
  schoolId: number;
  childName: string;
  childBirthday: string | null;
  gender: number;
  parentName: string;
  mobile: string;
  stage: number;
  ownerId: number | null;
  studentId: number | null;
}

/** The lead within the session's schools, locked for the call; missing or out of scope: 100004 on `field`. */
export async function lockCustomer(trx: Tx, session: Session, id: number, field = 'CustomerId'): Promise<LockedCustomer> {
  const r = await sql<LockedCustomer>`
    SELECT c.customer_id, c.school_id, c.child_name, c.child_birthday::text AS child_birthday, c.gender, c.parent_name, c.mobile,
      c.stage, c.owner_id, c.student_id
    FROM customer c WHERE c.customer_id = ${id} AND ${schoolScopeSql('c.school_id', session)} FOR UPDATE OF c`.execute(trx);
  const row = r.rows[0];
  if (!row) throw notInScope(field, 'Customer', id);
  return row;
}

/** The SQL of a console account's name (lists of leads and forwards). */
export const userNameSql = (alias: string, column: string) =>
  sql<string>`(SELECT u.full_name FROM sys_user u WHERE u.sys_user_id = ${sql.ref(`${alias}.${column}`)})`;

/**
 * Refuses a mobile that is already a lead of the school (other than `exceptId`), naming that
 * lead's child and owner: the staff member learns whom to ask instead of entering it twice.
 */
export async function assertNoDuplicate(trx: Tx, schoolId: number, mobile: string, exceptId: number | null): Promise<void> {
  const r = await sql<{ childName: string; ownerName: string | null }>`
    SELECT c.child_name, u.full_name AS owner_name FROM customer c LEFT JOIN sys_user u ON u.sys_user_id = c.owner_id
    WHERE c.school_id = ${schoolId} AND c.mobile = ${mobile} AND c.customer_id IS DISTINCT FROM ${exceptId}`.execute(trx);
  const dup = r.rows[0];
  if (dup) {
    throw conflict('enrolment.duplicateMobile', { child: dup.childName, owner: dup.ownerName ?? textsOf('enrolment.noOwner') }, 'Mobile');
  }
}

/** Refuses an owner who is not an account bound to the school. */
export async function assertOwnerOfSchool(trx: Tx, schoolId: number, ownerId: number, field: string): Promise<void> {
  const r = await sql<{ ok: boolean }>`SELECT EXISTS (SELECT 1 FROM sys_user_school
    WHERE sys_user_id = ${ownerId} AND school_id = ${schoolId}) AS ok`.execute(trx);
  if (!r.rows[0]?.ok) throw invalid('enrolment.ownerNotOfSchool', {}, field);
}

/** The caller as a lead's owner when they are an account of its school; nobody otherwise (an operator). */
export async function defaultOwner(trx: Tx, session: Session, schoolId: number): Promise<number | null> {
  const r = await sql<{ ok: boolean }>`SELECT EXISTS (SELECT 1 FROM sys_user_school
    WHERE sys_user_id = ${session.sysUserId} AND school_id = ${schoolId}) AS ok`.execute(trx);
  return r.rows[0]?.ok ? session.sysUserId : null;
}

/** Sets a lead's stage (and the moment it changed) when it differs. */
export async function setStage(trx: Tx, session: Session, customerId: number, stage: number, lostReason = ''): Promise<void> {
  await sql`UPDATE customer SET stage = ${stage}, stage_time = now(), lost_reason = ${stage === CUSTOMER_STAGE.Lost ? lostReason : ''},
      update_time = now(), update_by = ${session.sysUserId}
    WHERE customer_id = ${customerId} AND (stage <> ${stage} OR lost_reason <> ${stage === CUSTOMER_STAGE.Lost ? lostReason : ''})`.execute(
    trx,
  );
}

/**
 * The hook for contracts (issue 20's contracts work): a contract of the child became effective,
 * so the leads that signed as this child are contracted. Call it inside the contract's
 * transaction; answers how many leads it moved.
 */
export async function markCustomersContracted(trx: Tx, studentId: number): Promise<number> {
  const r = await sql`UPDATE customer SET stage = ${CUSTOMER_STAGE.Contracted}, stage_time = now(), lost_reason = '', update_time = now()
    WHERE student_id = ${studentId} AND stage <> ${CUSTOMER_STAGE.Contracted}`.execute(trx);
  return Number(r.numAffectedRows ?? 0);
}
