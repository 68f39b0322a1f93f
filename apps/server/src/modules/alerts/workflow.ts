import { type api, lowerLabel, WARNING_STATE, WARNING_STATE_OPTIONS, WARNING_TRANSITIONS, warningEvent } from '@kc/contract';
import { sql } from 'kysely';
import { fetchRows, q } from '../../db/frag.ts';
import type { Db } from '../../db/index.ts';
import type { Handler, Session } from '../../http/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { entityName } from '../../lib/field-labels.ts';
import { boundOf } from '../../resource/registry.ts';
import { scopeCondition } from '../../resource/sql.ts';
import { assertMayWrite } from '../../resource/write.ts';

/** A warning state's name inside a sentence, in every language. */
const stateName = (state: number) => {
  const label = WARNING_STATE_OPTIONS.find((o) => o.value === state)?.label;
  return label ? lowerLabel(label) : String(state);
};

/**
 * Moves a warning to `to` if the workflow allows it from where it is (WARNING_TRANSITIONS; 100005
 * otherwise), recording who and when: acknowledging names the acknowledger, closing (handled,
 * false alarm) the handler; the remark, when given, is kept. The warning is read within the
 * resource's own scope (a teacher: their classes; never a school without the smart centre), so
 * one outside it is answered as missing, and locked: two people closing it at once, one wins.
 */
async function move(db: Db, session: Session, id: number, to: number, remark: string) {
  assertMayWrite(session);
  const bound = boundOf(warningEvent.name);
  if (!bound) throw new Error('WarningEvent is not registered');
  return db.transaction().execute(async (trx) => {
    const [row] = await fetchRows<{ state: number }>(
      trx,
      q`SELECT w.state FROM warning_event w WHERE w.warning_event_id = ${id} AND ${scopeCondition(bound, session, 'w')} FOR UPDATE OF w`,
    );
    if (!row) throw notFound('resource.recordNotFound', { entity: entityName(warningEvent.name) });
    const from = Number(row.state);
    if (!WARNING_TRANSITIONS[from]?.includes(to)) {
      const key = to === WARNING_STATE.Acknowledged ? 'alerts.onlyNewAcknowledged' : 'alerts.onlyAcknowledgedClosed';
      throw conflict(key, { state: stateName(from) }, 'State');
    }
    const by = to === WARNING_STATE.Acknowledged ? sql`acknowledged_by` : sql`handled_by`;
    const at = to === WARNING_STATE.Acknowledged ? sql`acknowledged_time` : sql`handled_time`;
    const { rows } = await sql<{ time: Date }>`
      UPDATE warning_event SET state = ${to}, ${by} = ${session.sysUserId}, ${at} = now(),
        remark = CASE WHEN ${remark} = '' THEN remark ELSE ${remark} END
      WHERE warning_event_id = ${id} RETURNING ${at} AS time`.execute(trx);
    return { State: to, Time: (rows[0]?.time ?? new Date()).toISOString() };
  });
}

/** WarningEvent/Acknowledge: new → acknowledged. */
export const acknowledgeWarning: Handler<typeof api.warningAcknowledge> = ({ db, session, input }) =>
  move(db, session, input.WarningEventId, WARNING_STATE.Acknowledged, input.Remark);

/** WarningEvent/Handle: acknowledged → handled, with what was done. */
export const handleWarning: Handler<typeof api.warningHandle> = ({ db, session, input }) =>
  move(db, session, input.WarningEventId, WARNING_STATE.Handled, input.Remark);

/** WarningEvent/FalseAlarm: acknowledged → false alarm, with why. */
export const falseAlarmWarning: Handler<typeof api.warningFalseAlarm> = ({ db, session, input }) =>
  move(db, session, input.WarningEventId, WARNING_STATE.FalseAlarm, input.Remark);

/** WarningEvent/OpenCount: the open warnings (new or acknowledged) of the caller's scope, the top bar's badge. */
export const openCount: Handler<typeof api.warningOpenCount> = async ({ db, session }) => {
  const bound = boundOf(warningEvent.name);
  if (!bound) throw new Error('WarningEvent is not registered');
  const [row] = await fetchRows<{ open: number; fresh: number }>(
    db,
    q`SELECT count(*)::int AS open, count(*) FILTER (WHERE w.state = ${WARNING_STATE.New})::int AS fresh
      FROM warning_event w WHERE w.state IN (${WARNING_STATE.New}, ${WARNING_STATE.Acknowledged}) AND ${scopeCondition(bound, session, 'w')}`,
  );
  return { Open: Number(row?.open ?? 0), New: Number(row?.fresh ?? 0) };
};
