import { ALERT_CHANNEL, inQuietHours, lowerLabel, STAFF_POST, TEACHER_STATUS, WARNING_STATE, WARNING_TYPE_OPTIONS } from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Services } from '../../http/context.ts';
import type { Job } from '../../jobs/runner.ts';
import { clockOf, localOf } from '../../lib/local-dates.ts';
import { alertRulesOf } from './rules.ts';

/** Warnings older than this are not texted any more (a server down for a weekend does not wake anyone for them). */
export const DELIVERY_LOOKBACK_HOURS = 24;
/** Warnings looked at per run (a backlog drains over the next minutes). */
const BATCH = 500;
/** Posts whose staff are the warning's class's own when it has a class (the others are school-wide). */
const CLASS_POSTS: readonly number[] = [STAFF_POST.Teacher, STAFF_POST.AssistantTeacher];

interface Pending {
  warningEventId: number;
  schoolId: number;
  classId: number | null;
  type: number;
  value: string;
  timeZone: string;
  schoolName: string;
  className: string | null;
  studentName: string | null;
}

const typeName = (type: number) => {
  const label = WARNING_TYPE_OPTIONS.find((o) => o.value === type)?.label;
  return label ? lowerLabel(label).zh : String(type);
};

/** The text of a warning's SMS (Chinese, as the schools' SMS are). */
export function warningSmsContent(w: Omit<Pending, 'warningEventId' | 'schoolId' | 'classId' | 'timeZone'>, sign = ''): string {
  const what = [w.className, w.studentName, typeName(w.type), w.value].filter(Boolean).join(' ');
  return `${sign ? `【${sign}】` : ''}告警：${w.schoolName} ${what}，请及时查看处理。`;
}

/**
 * Sends each new warning once to the people its school's rule names (MessageConfig over the
 * catalogue): a type turned off, or sent on the console only, is marked delivered with no message
 * (the console's live feed has shown it); with the SMS channel, one SMS per recipient with a mobile
 * is queued in the outbox (Msgtransfer) — the staff named, and the staff of the posts named (a
 * teacher's or an assistant's post: those of the warning's class when it has one) — unless it is
 * the school's quiet hours, when it waits for them to end (still new by then: one acknowledged
 * meanwhile is never sent). Each warning is marked in the transaction that queues its messages.
 */
export async function deliverWarnings(db: Db, sign = '', now: Date = new Date()): Promise<{ delivered: number; messages: number }> {
  const { rows } = await sql<Pending>`
    SELECT w.warning_event_id, w.school_id, w.class_id, w.type, w.value, s.time_zone, s.school_name,
      (SELECT c.class_name FROM school_class c WHERE c.class_id = w.class_id) AS class_name,
      (SELECT x.student_name FROM student x WHERE x.student_id = w.student_id) AS student_name
    FROM warning_event w JOIN school s ON s.school_id = w.school_id
    WHERE w.state = ${WARNING_STATE.New} AND w.delivered_time IS NULL
      AND w.occur_time > ${now}::timestamptz - make_interval(hours => ${DELIVERY_LOOKBACK_HOURS})
    ORDER BY w.warning_event_id LIMIT ${BATCH}`.execute(db);
  if (rows.length === 0) return { delivered: 0, messages: 0 };
  const rules = await alertRulesOf(db, [...new Set(rows.map((r) => Number(r.schoolId)))]);
  let delivered = 0;
  let messages = 0;
  for (const w of rows) {
    const ruleOf = rules.get(Number(w.schoolId));
    if (!ruleOf) continue;
    const rule = ruleOf(w.type);
    const sms = rule.enabled && rule.channels.includes(ALERT_CHANNEL.Sms);
    if (sms && inQuietHours(rule, clockOf(localOf(now, w.timeZone).minutes))) continue;
    await db.transaction().execute(async (trx) => {
      // Taken once: a run that finds it marked already (another instance's) leaves it.
      const mine = await sql`UPDATE warning_event SET delivered_time = ${now}
        WHERE warning_event_id = ${w.warningEventId} AND delivered_time IS NULL AND state = ${WARNING_STATE.New}`.execute(trx);
      if (Number(mine.numAffectedRows ?? 0) === 0) return;
      delivered++;
      if (!sms) return;
      const { teacherIds, posts } = rule.recipients;
      const classPosts = posts.filter((p) => CLASS_POSTS.includes(p));
      const schoolPosts = posts.filter((p) => !CLASS_POSTS.includes(p));
      const queued = await sql`
        INSERT INTO msg_outbox (channel, recipient, message_type, content, state)
        SELECT DISTINCT 'sms', t.mobile, 'WarningRaised', ${warningSmsContent(w, sign)}, 0
        FROM teacher t
        WHERE t.school_id = ${w.schoolId} AND t.state = 0 AND t.status = ${TEACHER_STATUS.OnDuty} AND coalesce(t.mobile, '') <> ''
          AND (t.teacher_id = ANY(${teacherIds}::bigint[])
            OR t.post = ANY(${schoolPosts}::int[])
            OR (t.post = ANY(${classPosts}::int[]) AND (${w.classId}::bigint IS NULL
              OR EXISTS (SELECT 1 FROM class_teacher ct WHERE ct.teacher_id = t.teacher_id AND ct.class_id = ${w.classId}))))`.execute(trx);
      messages += Number(queued.numAffectedRows ?? 0);
    });
  }
  return { delivered, messages };
}

/** The delivery job's name. */
export const DELIVERY_JOB = 'warning-delivery';

/** The delivery of new warnings, every minute. */
export const deliveryJob: Job = {
  name: DELIVERY_JOB,
  cron: '* * * * *',
  run: ({ db, config }: Services) => deliverWarnings(db, config.sms.sign),
};
