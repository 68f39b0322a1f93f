import { PUSH_MODE, PUSH_REPEAT, QUESTIONNAIRE_STATE, QUESTIONNAIRE_TARGET, TEACHER_STATUS } from '@kc/contract';
import cronParser from 'cron-parser';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Job } from '../../jobs/runner.ts';
import { invalid } from '../../lib/errors.ts';

type Q = Kysely<Database>;

/** Cron expressions and repeats are read in school time (the network's schools are in China). */
export const SCHOOL_TZ = 'Asia/Shanghai';
const SCHOOL_OFFSET_MS = 8 * 3_600_000;
/** Pushes fired by one run of the job at most (the rest on the next minute). */
const BATCH = 100;

export interface PushSchedule {
  mode: number;
  runAt: Date | null;
  repeat: number;
  cron: string;
}

/** The cron expression's next time after `after`, or the refusal of an expression that is none (five fields). */
export function nextCron(cron: string, after: Date): Date {
  const fields = cron.trim().split(/\s+/);
  try {
    if (fields.length !== 5) throw new Error('five fields');
    return cronParser.parseExpression(fields.join(' '), { currentDate: after, tz: SCHOOL_TZ }).next().toDate();
  } catch {
    throw invalid('appraisal.badCron', {}, 'Cron');
  }
}

/** One repeat step from `at` (a month in school time: the same day and hour of the next month). */
function step(at: Date, repeat: number): Date {
  if (repeat === PUSH_REPEAT.Daily) return new Date(at.getTime() + 86_400_000);
  if (repeat === PUSH_REPEAT.Weekly) return new Date(at.getTime() + 7 * 86_400_000);
  const local = new Date(at.getTime() + SCHOOL_OFFSET_MS);
  local.setUTCMonth(local.getUTCMonth() + 1);
  return new Date(local.getTime() - SCHOOL_OFFSET_MS);
}

/**
 * The first slot of a push as written: now for a push now, its time (even a past one: it fires
 * once, on the next run of the job) for a push at a time, the next cron time after now.
 */
export function firstSlot(s: PushSchedule, now: Date): Date | null {
  if (s.mode === PUSH_MODE.Now) return now;
  if (s.mode === PUSH_MODE.At) return s.runAt;
  return nextCron(s.cron, now);
}

/** The slot after a fired one: past slots missed while no server ran are skipped, not fired in a burst. */
export function slotAfter(s: PushSchedule, fired: Date, now: Date): Date | null {
  if (s.mode === PUSH_MODE.Cron) return nextCron(s.cron, fired > now ? fired : now);
  if (s.mode !== PUSH_MODE.At || s.repeat === PUSH_REPEAT.None) return null;
  let next = step(fired, s.repeat);
  while (next <= now) next = step(next, s.repeat);
  return next;
}

/**
 * Fires one slot of a push: its run row first (the primary key (push, slot) lets one run of
 * the slot through, whichever instance or run of the job comes second finds it taken), then the
 * people it names become recipients of the questionnaire (each once: a recipient pushed again
 * keeps their first push). Answers the recipients added, or null when the slot had fired already.
 */
export async function fireSlot(trx: Q, pushId: number, slot: Date): Promise<number | null> {
  const run = await trx
    .insertInto('questionnairePushRun')
    .values({ questionnairePushId: pushId, slot })
    .onConflict((oc) => oc.doNothing())
    .returning('questionnairePushId')
    .executeTakeFirst();
  if (!run) return null;
  const added = await sql<{ n: number }>`
    WITH p AS (
      SELECT p.questionnaire_push_id, p.questionnaire_id, p.school_id, p.posts, q.target
      FROM questionnaire_push p JOIN questionnaire q ON q.questionnaire_id = p.questionnaire_id
      WHERE p.questionnaire_push_id = ${pushId}
    ), people AS (
      SELECT sp.parent_id AS id FROM p
        JOIN questionnaire_push_class pc ON pc.questionnaire_push_id = p.questionnaire_push_id
        JOIN student s ON s.class_id = pc.class_id AND s.school_id = p.school_id
        JOIN student_parent sp ON sp.student_id = s.student_id
        WHERE p.target = ${QUESTIONNAIRE_TARGET.Parents}
      UNION SELECT pp.parent_id FROM p JOIN questionnaire_push_parent pp ON pp.questionnaire_push_id = p.questionnaire_push_id
        JOIN parent x ON x.parent_id = pp.parent_id AND x.school_id = p.school_id
        WHERE p.target = ${QUESTIONNAIRE_TARGET.Parents}
      UNION SELECT ct.teacher_id FROM p
        JOIN questionnaire_push_class pc ON pc.questionnaire_push_id = p.questionnaire_push_id
        JOIN class_teacher ct ON ct.class_id = pc.class_id
        JOIN teacher t ON t.teacher_id = ct.teacher_id AND t.school_id = p.school_id AND t.status <> ${TEACHER_STATUS.Resigned}
        WHERE p.target = ${QUESTIONNAIRE_TARGET.Teachers}
      UNION SELECT t.teacher_id FROM p
        JOIN teacher t ON t.school_id = p.school_id AND t.post::text = ANY(p.posts) AND t.status <> ${TEACHER_STATUS.Resigned}
        WHERE p.target = ${QUESTIONNAIRE_TARGET.Teachers}
      UNION SELECT pt.teacher_id FROM p JOIN questionnaire_push_teacher pt ON pt.questionnaire_push_id = p.questionnaire_push_id
        JOIN teacher t ON t.teacher_id = pt.teacher_id AND t.school_id = p.school_id
        WHERE p.target = ${QUESTIONNAIRE_TARGET.Teachers}
    ), added AS (
      INSERT INTO questionnaire_recipient (questionnaire_id, recipient_id, school_id, questionnaire_push_id)
      SELECT p.questionnaire_id, people.id, p.school_id, p.questionnaire_push_id FROM p, people
      ON CONFLICT DO NOTHING RETURNING 1
    )
    SELECT count(*)::int AS n FROM added`.execute(trx);
  const n = added.rows[0]?.n ?? 0;
  await trx
    .updateTable('questionnairePushRun')
    .set({ recipients: n })
    .where('questionnairePushId', '=', pushId)
    .where('slot', '=', slot)
    .execute();
  return n;
}

/**
 * Fires a push's due slot, in one transaction with the push row locked (SKIP LOCKED: another
 * instance firing it is left to it; the row is read again after the lock, so a slot the other
 * fired is no longer due). A push of a questionnaire no longer published is stepped without firing.
 */
export async function firePush(db: Q, pushId: number, now: Date): Promise<{ fired: boolean; recipients: number }> {
  return db.transaction().execute(async (trx) => {
    const p = await trx
      .selectFrom('questionnairePush as p')
      .innerJoin('questionnaire as q', 'q.questionnaireId', 'p.questionnaireId')
      .select(['p.questionnairePushId', 'p.mode', 'p.runAt', 'p.repeat', 'p.cron', 'p.nextRunTime', 'q.state'])
      .where('p.questionnairePushId', '=', pushId)
      .where('p.enabled', '=', true)
      .where('p.nextRunTime', '<=', now)
      .forUpdate('p')
      .skipLocked()
      .executeTakeFirst();
    if (!p?.nextRunTime) return { fired: false, recipients: 0 };
    const slot = p.nextRunTime;
    const open = p.state === QUESTIONNAIRE_STATE.Published;
    const n = open ? await fireSlot(trx, pushId, slot) : null;
    const next = open ? slotAfter(p, slot, now) : null;
    await trx
      .updateTable('questionnairePush')
      .set({ nextRunTime: next, ...(n !== null ? { lastRunTime: now } : {}) })
      .where('questionnairePushId', '=', pushId)
      .execute();
    return { fired: n !== null, recipients: n ?? 0 };
  });
}

/** Fires every due push (oldest slot first). */
export async function fireDuePushes(db: Q, now = new Date()): Promise<Record<string, number>> {
  const due = await db
    .selectFrom('questionnairePush')
    .select('questionnairePushId')
    .where('enabled', '=', true)
    .where('nextRunTime', '<=', now)
    .orderBy('nextRunTime')
    .limit(BATCH)
    .execute();
  let fired = 0;
  let recipients = 0;
  for (const { questionnairePushId } of due) {
    const r = await firePush(db, questionnairePushId, now);
    if (r.fired) fired++;
    recipients += r.recipients;
  }
  return { due: due.length, fired, recipients };
}

/** Every minute: the scheduled pushes whose time has come (pg-boss queues each minute's run once across instances). */
export const questionnairePushJob: Job = {
  name: 'appraisal-pushes',
  cron: '* * * * *',
  run: ({ db }) => fireDuePushes(db),
};
