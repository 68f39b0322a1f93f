import { SIGNIN_STATE } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import { HOURS_KIND, HOURS_STATES } from '../payments/contract-states.ts';

type Tx = Kysely<Database>;

/**
 * Takes one hour of the child's effective hours contract covering `date` (the oldest with an hour
 * left), the contracts locked so two sign-ins never take the same last hour. None covering the
 * day, or none with an hour left, refuses naming the child: hours never go below zero.
 */
export async function consumeHour(trx: Tx, child: { studentId: number; studentName: string }, date: string): Promise<number> {
  const { rows } = await sql<{ contractId: number; contractNo: string; left: number }>`
    SELECT contract_id, contract_no, hours - consumed_hours AS left FROM contract
    WHERE student_id = ${child.studentId} AND kind = ${HOURS_KIND} AND state = ANY(${HOURS_STATES}::int[])
      AND start_date <= ${date} AND end_date >= ${date}
    ORDER BY start_date, contract_id FOR UPDATE`.execute(trx);
  if (rows.length === 0) throw conflict('classHours.noHoursContract', { name: child.studentName, date }, 'StudentIds');
  const open = rows.find((r) => Number(r.left) > 0);
  if (!open) throw conflict('classHours.noHoursLeft', { name: child.studentName, no: rows[0]?.contractNo ?? '' }, 'StudentIds');
  await sql`UPDATE contract SET consumed_hours = consumed_hours + 1, update_time = now() WHERE contract_id = ${open.contractId}`.execute(
    trx,
  );
  return open.contractId;
}

/** Gives a consumed hour back to its contract (a sign-in undone, or changed to leave or absent). */
export async function giveHourBack(trx: Tx, contractId: number | null): Promise<void> {
  if (contractId == null) return;
  await sql`UPDATE contract SET consumed_hours = consumed_hours - 1, update_time = now()
    WHERE contract_id = ${contractId} AND consumed_hours > 0`.execute(trx);
}

export interface SigninRow {
  classPeriodSigninId: number;
  state: number;
  contractId: number | null;
}

/**
 * Sets one child's sign-in to a session to `state`, moving the hour with it: to signed in takes
 * one, away from it gives it back, signed in again keeps its contract. Answers the sign-in's id,
 * its contract and the hours it moved (+1, −1 or 0).
 */
export async function applySignin(
  trx: Tx,
  period: { classPeriodId: number; schoolId: number; classId: number; periodDate: string },
  child: { studentId: number; studentName: string },
  existing: SigninRow | null,
  state: number,
  by: number,
): Promise<{ id: number; contractId: number | null; moved: number }> {
  const was = existing?.state === SIGNIN_STATE.SignedIn;
  const now = state === SIGNIN_STATE.SignedIn;
  let contractId = existing?.contractId ?? null;
  let moved = 0;
  if (was && !now) {
    await giveHourBack(trx, contractId);
    contractId = null;
    moved = -1;
  } else if (!was && now) {
    contractId = await consumeHour(trx, child, period.periodDate);
    moved = 1;
  }
  if (existing) {
    await trx
      .updateTable('classPeriodSignin')
      .set({ state, contractId, hours: now ? 1 : 0, signinTime: sql`now()`, updateBy: by, updateTime: sql`now()` })
      .where('classPeriodSigninId', '=', existing.classPeriodSigninId)
      .execute();
    return { id: existing.classPeriodSigninId, contractId, moved };
  }
  const row = await trx
    .insertInto('classPeriodSignin')
    .values({
      schoolId: period.schoolId,
      classId: period.classId,
      classPeriodId: period.classPeriodId,
      studentId: child.studentId,
      contractId,
      state,
      hours: now ? 1 : 0,
      createBy: by,
      updateBy: by,
    })
    .returning('classPeriodSigninId')
    .executeTakeFirstOrThrow();
  return { id: row.classPeriodSigninId, contractId, moved };
}
