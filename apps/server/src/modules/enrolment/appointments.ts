import { type api, CUSTOMER_SOURCE, lowerLabel, SUBSCRIBE_NEXT, SUBSCRIBE_STATE, SUBSCRIBE_STATE_OPTIONS } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Handler, Session } from '../../http/context.ts';
import { conflict } from '../../lib/errors.ts';
import { consume, SUBSCRIBE_PER_IP } from '../../lib/rate-limit.ts';
import { notInScope, schoolScopeSql } from '../../lib/scope.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { assertNoDuplicate, defaultOwner } from './leads.ts';

type Tx = Kysely<Database>;

const stateName = (state: number) => {
  const label = SUBSCRIBE_STATE_OPTIONS.find((o) => o.value === state)?.label;
  return label ? lowerLabel(label) : String(state);
};

interface LockedSubscribe {
  subscribeId: number;
  schoolId: number;
  name: string;
  childName: string;
  mobile: string;
  state: number;
  extendCode: string | null;
  customerId: number | null;
}

async function lockSubscribe(trx: Tx, session: Session, id: number): Promise<LockedSubscribe> {
  const r = await sql<LockedSubscribe>`
    SELECT s.subscribe_id, s.school_id, s.name, s.child_name, s.mobile, s.state, s.extend_code, s.customer_id FROM subscribe s
    WHERE s.subscribe_id = ${id} AND ${schoolScopeSql('s.school_id', session)} FOR UPDATE OF s`.execute(trx);
  const row = r.rows[0];
  if (!row) throw notInScope('SubscribeId', 'Subscribe', id);
  return row;
}

/** Subscribe/SetState: new → read → confirmed → visited, or cancelled (SUBSCRIBE_NEXT); setting the state it has is a no-op. */
export const setSubscribeState: Handler<typeof api.subscribeSetState> = async ({ db, session, input }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const s = await lockSubscribe(trx, session, input.SubscribeId);
    if (s.state === input.State) return { State: s.state };
    if (!SUBSCRIBE_NEXT[s.state]?.includes(input.State)) {
      throw conflict('enrolment.subscribeStep', { from: stateName(s.state), to: stateName(input.State) }, 'State');
    }
    await sql`UPDATE subscribe SET state = ${input.State}, update_time = now(), update_by = ${session.sysUserId}
      WHERE subscribe_id = ${s.subscribeId}`.execute(trx);
    return { State: input.State };
  });
};

/**
 * Subscribe/ToCustomer: the request becomes a lead of its school (online appointment, its
 * promotion code, the caller as owner when an account of the school) and is marked read if new;
 * a request already turned answers its lead (Created false), so a second click makes nothing.
 */
export const subscribeToCustomer: Handler<typeof api.subscribeToCustomer> = async ({ db, session, input }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const s = await lockSubscribe(trx, session, input.SubscribeId);
    if (s.customerId != null) return { CustomerId: s.customerId, Created: false };
    if (s.state === SUBSCRIBE_STATE.Cancelled) throw conflict('enrolment.subscribeCancelled', {}, 'SubscribeId');
    await assertNoDuplicate(trx, s.schoolId, s.mobile, null);
    const owner = await defaultOwner(trx, session, s.schoolId);
    const row = await trx
      .insertInto('customer')
      .values({
        schoolId: s.schoolId,
        childName: s.childName || s.name,
        parentName: s.name,
        mobile: s.mobile,
        source: CUSTOMER_SOURCE.OnlineAppointment,
        ownerId: owner,
        extendCode: s.extendCode,
        subscribeId: s.subscribeId,
        createBy: session.sysUserId,
        updateBy: session.sysUserId,
      })
      .returning('customerId')
      .executeTakeFirstOrThrow();
    await sql`UPDATE subscribe SET customer_id = ${row.customerId},
        state = CASE WHEN state = ${SUBSCRIBE_STATE.New} THEN ${SUBSCRIBE_STATE.Read} ELSE state END,
        update_time = now(), update_by = ${session.sysUserId}
      WHERE subscribe_id = ${s.subscribeId}`.execute(trx);
    return { CustomerId: row.customerId, Created: true };
  });
};

/** An active school by id; a missing or disabled one is answered alike (100004). */
async function activeSchool(db: Kysely<Database>, schoolId: number) {
  const s = await db
    .selectFrom('school')
    .select(['schoolId', 'schoolName'])
    .where('schoolId', '=', schoolId)
    .where('state', '=', 0)
    .executeTakeFirst();
  if (!s) throw notInScope('SchoolId', 'school', schoolId);
  return s;
}

/** Subscribe/School (public): the name of an active school for its appointment form, nothing more. */
export const subscribeSchool: Handler<typeof api.subscribeSchool> = async ({ db, input }) => {
  const s = await activeSchool(db, input.SchoolId);
  return { SchoolId: s.schoolId, SchoolName: s.schoolName };
};

/**
 * Subscribe/Submit (public): a family's request to an active school, counted per IP (refused past
 * SUBSCRIBE_PER_IP). The honeypot (Website, hidden from people) filled is a robot: answered as
 * sent, nothing stored, so it learns nothing to adapt to.
 */
export const subscribeSubmit: Handler<typeof api.subscribeSubmit> = async ({ db, store, input, ip }) => {
  await consume(store, SUBSCRIBE_PER_IP, ip);
  if (input.Website.trim()) return { Submitted: true };
  await activeSchool(db, input.SchoolId);
  await db
    .insertInto('subscribe')
    .values({
      schoolId: input.SchoolId,
      name: input.Name,
      childName: input.ChildName,
      mobile: input.Mobile,
      childAge: input.ChildAge ?? null,
      preferredTime: input.PreferredTime ?? null,
      message: input.Message,
      extendCode: input.ExtendCode ?? null,
      ip,
    })
    .execute();
  return { Submitted: true };
};
