import { type api, formatCents } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { invalid } from '../../lib/errors.ts';
import { assertAllInScope, schoolScopeSql } from '../../lib/scope.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { daysOverdueSql } from './payment-binding.ts';

interface Overdue {
  contractInstalmentId: number;
  seq: number;
  dueDate: string;
  owed: number;
  daysOverdue: number;
  contractNo: string;
  studentId: number;
  studentName: string;
  schoolName: string;
}

/** The text of a reminder SMS (Chinese, as the schools' SMS are). */
export const reminderSmsContent = (i: Overdue, sign = ''): string =>
  `${sign ? `【${sign}】` : ''}缴费提醒：${i.schoolName} ${i.studentName} 合同 ${i.contractNo} 第 ${i.seq} 期应于 ${i.dueDate} 缴纳 ¥${formatCents(i.owed)}，已逾期 ${i.daysOverdue} 天，请尽快缴纳。`;

/**
 * ContractInstalment/Remind: one SMS per parent with a mobile of each overdue instalment's child,
 * queued in the outbox (Msgtransfer sends it), and the instalment's last reminder kept; all in one
 * transaction. Every instalment must be in the caller's schools and overdue, or nothing is sent.
 */
export const remindArrears: Handler<typeof api.contractInstalmentRemind> = async ({ db, session, input, config }) => {
  assertMayWrite(session);
  const ids = [...new Set(input.ContractInstalmentIds)];
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<Overdue>`
      SELECT i.contract_instalment_id, i.seq, i.due_date, i.amount - i.paid_amount AS owed, ${daysOverdueSql('i')} AS days_overdue,
        c.contract_no, i.student_id, st.student_name, s.school_name
      FROM contract_instalment i
      JOIN contract c ON c.contract_id = i.contract_id
      JOIN student st ON st.student_id = i.student_id
      JOIN school s ON s.school_id = i.school_id
      WHERE i.contract_instalment_id = ANY(${ids}::bigint[]) AND ${schoolScopeSql('i.school_id', session)}
      ORDER BY i.contract_instalment_id FOR UPDATE OF i`.execute(trx);
    assertAllInScope(
      'ContractInstalmentIds',
      'instalment',
      ids,
      rows.map((r) => r.contractInstalmentId),
    );
    const notDue = rows.find((r) => Number(r.daysOverdue) <= 0);
    if (notDue) throw invalid('payments.notOverdue', { seq: notDue.seq, no: notDue.contractNo }, 'ContractInstalmentIds');
    let messages = 0;
    for (const i of rows) {
      const queued = await sql`
        INSERT INTO msg_outbox (channel, recipient, message_type, content, state)
        SELECT DISTINCT 'sms', p.mobile, 'PaymentReminder', ${reminderSmsContent({ ...i, owed: Number(i.owed) }, config.sms.sign)}, 0
        FROM student_parent sp JOIN parent p ON p.parent_id = sp.parent_id
        WHERE sp.student_id = ${i.studentId} AND p.state = 0 AND coalesce(p.mobile, '') <> ''`.execute(trx);
      messages += Number(queued.numAffectedRows ?? 0);
    }
    await sql`UPDATE contract_instalment SET remind_time = now(), update_time = now(), update_by = ${session.sysUserId}
      WHERE contract_instalment_id = ANY(${ids}::bigint[])`.execute(trx);
    return { Reminded: rows.length, Messages: messages };
  });
};
