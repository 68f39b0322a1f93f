import { type api, ENTRUST_STATE } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Handler, Session } from '../../http/context.ts';
import { classScopeSql } from '../../lib/class-scope.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { entityName } from '../../lib/field-labels.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { entrustStateName } from './entrust-binding.ts';

type Tx = Kysely<Database>;

/** The columns of an instruction its calls read. */
export interface LockedEntrust {
  parentEntrustId: number;
  schoolId: number;
  classId: number | null;
  studentId: number;
  kind: number;
  startDate: string;
  endDate: string;
  doseTimes: string[];
  state: number;
  timeZone: string;
  today: string;
}

/** The instruction, locked for its call; one outside the session's scope is not found (as the engine answers). */
export async function lockEntrust(trx: Tx, session: Session, id: number): Promise<LockedEntrust> {
  const r = await sql<LockedEntrust>`
    SELECT e.parent_entrust_id, e.school_id, e.class_id, e.student_id, e.kind, e.start_date, e.end_date, e.dose_times, e.state,
      s.time_zone, (now() AT TIME ZONE s.time_zone)::date::text AS today
    FROM parent_entrust e JOIN school s ON s.school_id = e.school_id
    WHERE e.parent_entrust_id = ${id} AND ${classScopeSql('e.school_id', 'e.class_id', session)} FOR UPDATE OF e`.execute(trx);
  const row = r.rows[0];
  if (!row) throw notFound('resource.recordNotFound', { entity: entityName('ParentEntrust') });
  return row;
}

async function decide(trx: Tx, session: Session, id: number, state: number, remark: string) {
  const e = await lockEntrust(trx, session, id);
  if (e.state !== ENTRUST_STATE.Pending) throw conflict('entrust.onlyPendingDecided', { state: entrustStateName(e.state) }, 'State');
  await trx
    .updateTable('parentEntrust')
    .set({
      state,
      confirmBy: session.sysUserId,
      confirmTime: sql`now()`,
      confirmRemark: remark,
      updateBy: session.sysUserId,
      updateTime: sql`now()`,
    })
    .where('parentEntrustId', '=', id)
    .execute();
  return { State: state };
}

/** ParentEntrust/Confirm: pending → confirmed (its doses become due). */
export const confirmEntrust: Handler<typeof api.parentEntrustConfirm> = async ({ db, session, input }) => {
  assertMayWrite(session);
  return db.transaction().execute((trx) => decide(trx, session, input.ParentEntrustId, ENTRUST_STATE.Confirmed, input.Remark));
};

/** ParentEntrust/Reject: pending → rejected, with the remark saying why. */
export const rejectEntrust: Handler<typeof api.parentEntrustReject> = async ({ db, session, input }) => {
  assertMayWrite(session);
  return db.transaction().execute((trx) => decide(trx, session, input.ParentEntrustId, ENTRUST_STATE.Rejected, input.Remark));
};
