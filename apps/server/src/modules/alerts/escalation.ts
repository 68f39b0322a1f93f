import { ESCALATION_DEFAULT_MINUTES, lowerLabel, ROLE_TYPE, WARNING_LEVEL, WARNING_STATE, WARNING_TYPE_OPTIONS } from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Services } from '../../http/context.ts';
import type { Job } from '../../jobs/runner.ts';
import { alertRuleOf } from './rules.ts';

/**
 * The minutes a new warning of a school and type may stay unacknowledged before it is escalated;
 * null: never escalated.
 */
export type EscalationMinutesOf = (db: Db, schoolId: number, type: number) => Promise<number | null>;
/**
 * The school's alert rule decides (MessageConfig over the catalogue): a type it has turned off is
 * never escalated, its own minutes when it set them, else ESCALATION_DEFAULT_MINUTES (a warning
 * nobody looked at is worth an SMS to the park admin even before a school configured anything).
 */
export const ruleEscalationMinutes: EscalationMinutesOf = async (db, schoolId, type) => {
  const rule = await alertRuleOf(db, schoolId, type);
  return rule.enabled ? (rule.escalationMinutes ?? ESCALATION_DEFAULT_MINUTES) : null;
};

/** Warnings older than this are history, not escalated (a server down for a weekend does not page anyone for them). */
export const ESCALATION_LOOKBACK_HOURS = 24;
/** An SMS names this many warnings at most, then says how many more. */
const NAMED_PER_SMS = 3;

interface Escalated {
  schoolName: string;
  className: string | null;
  studentName: string | null;
  type: number;
  value: string;
}

const typeName = (type: number) => {
  const label = WARNING_TYPE_OPTIONS.find((o) => o.value === type)?.label;
  return label ? lowerLabel(label).zh : String(type);
};

/** The text of an escalation SMS (Chinese, as the schools' SMS are). */
export function escalationContent(warnings: readonly Escalated[], minutes: number, sign = ''): string {
  const named = warnings
    .slice(0, NAMED_PER_SMS)
    .map((w) => [w.className, w.studentName, typeName(w.type), w.value].filter(Boolean).join(' '))
    .join('；');
  const more = warnings.length > NAMED_PER_SMS ? `等 ${warnings.length} 条告警` : '';
  return `${sign ? `【${sign}】` : ''}告警升级：${warnings[0]?.schoolName ?? ''} ${named}${more}，已超过 ${minutes} 分钟未确认，请尽快处理。`;
}

/**
 * Escalates the new warnings left unacknowledged past their school's minutes (within the last
 * ESCALATION_LOOKBACK_HOURS): each one's level raised a step (critical stays critical) and its
 * escalation time set, once; and, per school, one SMS queued in the outbox (Msgtransfer, state
 * pending) to each active park admin of the school with a mobile. One transaction per school and
 * type: the update's row locks make a concurrent run skip what this one escalated.
 */
export async function escalateWarnings(db: Db, minutesOf: EscalationMinutesOf = ruleEscalationMinutes, sign = '') {
  const { rows: pairs } = await sql<{ schoolId: number; type: number }>`
    SELECT DISTINCT school_id, type FROM warning_event
    WHERE state = ${WARNING_STATE.New} AND escalated_time IS NULL
      AND occur_time > now() - make_interval(hours => ${ESCALATION_LOOKBACK_HOURS})`.execute(db);
  let escalated = 0;
  let messages = 0;
  for (const { schoolId, type } of pairs) {
    const minutes = await minutesOf(db, Number(schoolId), Number(type));
    if (minutes == null) continue;
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<Escalated>`
        UPDATE warning_event w SET escalated_time = now(), level = least(w.level + 1, ${WARNING_LEVEL.Critical})
        FROM school s
        WHERE s.school_id = w.school_id AND w.school_id = ${schoolId} AND w.type = ${type}
          AND w.state = ${WARNING_STATE.New} AND w.escalated_time IS NULL
          AND w.occur_time > now() - make_interval(hours => ${ESCALATION_LOOKBACK_HOURS})
          AND w.occur_time <= now() - make_interval(mins => ${minutes})
        RETURNING s.school_name, w.type, w.value,
          (SELECT c.class_name FROM school_class c WHERE c.class_id = w.class_id) AS class_name,
          (SELECT x.student_name FROM student x WHERE x.student_id = w.student_id) AS student_name`.execute(trx);
      if (rows.length === 0) return;
      escalated += rows.length;
      const content = escalationContent(rows, minutes, sign);
      const queued = await sql`
        INSERT INTO msg_outbox (channel, recipient, message_type, content, state)
        SELECT DISTINCT 'sms', u.mobile, 'WarningEscalated', ${content}, 0
        FROM sys_user u
        JOIN sys_user_school us ON us.sys_user_id = u.sys_user_id AND us.school_id = ${schoolId}
        JOIN sys_user_role ur ON ur.sys_user_id = u.sys_user_id
        JOIN sys_role r ON r.sys_role_id = ur.sys_role_id AND r.role_type = ${ROLE_TYPE.ParkAdmin}
        WHERE u.state = 0 AND coalesce(u.mobile, '') <> ''`.execute(trx);
      messages += Number(queued.numAffectedRows ?? 0);
    });
  }
  return { escalated, messages };
}

/** The escalation job's name. */
export const ESCALATION_JOB = 'warning-escalation';

/** The escalation job, every minute; `minutesOf` is the alert rules' (the default until they are wired in). */
export const escalationJob = (minutesOf: EscalationMinutesOf = ruleEscalationMinutes): Job => ({
  name: ESCALATION_JOB,
  cron: '* * * * *',
  run: ({ db, config }: Services) => escalateWarnings(db, minutesOf, config.sms.sign),
});
