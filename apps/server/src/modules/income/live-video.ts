import {
  type api,
  INCOME_ENTRY_KIND,
  LIVE_VIDEO_STATE,
  type liveVideoAccount,
  type liveVideoBill,
  type liveVideoRefund,
  PAID_STATE,
  STUDENT_AT_SCHOOL,
} from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Handler, Session } from '../../http/context.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { notInScope, schoolScopeSql } from '../../lib/scope.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { auditMoney, lockIncomeAccount, postIncome, shareOf } from './ledger.ts';
import { auditRefund, payRefund, refundBinding, refundKind } from './refunds.ts';

type Tx = Kysely<Database>;
const col = (t: string, c: string) => sql.ref(`${t}.${c}`);
export const studentNameSql = (t: string) => sql`(SELECT s.student_name FROM student s WHERE s.student_id = ${col(t, 'student_id')})`;
const parentNameSql = (t: string) => sql`(SELECT p.name FROM parent p WHERE p.parent_id = ${col(t, 'parent_id')})`;

/** A child of the caller's schools, locked for the call (its payments change what it has). */
export async function lockChild(trx: Tx, session: Session, studentId: number) {
  const { rows } = await sql<{ studentId: number; schoolId: number; studentName: string; status: number; vipExpireTime: Date | null }>`
    SELECT s.student_id, s.school_id, s.student_name, s.status, s.vip_expire_time FROM student s
    WHERE s.student_id = ${studentId} AND ${schoolScopeSql('s.school_id', session)} FOR UPDATE OF s`.execute(trx);
  const c = rows[0];
  if (!c) throw notInScope('StudentId', 'Student', studentId);
  if (!STUDENT_AT_SCHOOL.includes(c.status)) throw invalid('income.childNotAtSchool', { name: c.studentName }, 'StudentId');
  return c;
}

/** LiveVideoAccount on live_video_account: read only here (made by bills), Open/Close below. */
export const liveVideoAccountBinding: ResourceBinding<typeof liveVideoAccount> = {
  table: 'liveVideoAccount',
  scope: { school: 'schoolId' },
  computed: {
    StudentName: studentNameSql,
    ClassName: (t) => sql`(SELECT c.class_name FROM student s JOIN school_class c ON c.class_id = s.class_id
      WHERE s.student_id = ${col(t, 'student_id')})`,
    ParentName: parentNameSql,
    ViewingHours: (t) => sql`(SELECT ps.live_video_start || '–' || ps.live_video_end FROM park_setting ps
      WHERE ps.school_id = ${col(t, 'school_id')})`,
    TotalPaid: (t) => sql`(SELECT coalesce(sum(b.amount), 0) FROM live_video_bill b
      WHERE b.live_video_account_id = ${col(t, 'live_video_account_id')})`,
  },
};

/**
 * LiveVideoBill on live_video_bill: Add records a parent's payment once (pay_no unique). The child
 * in scope and at school, the parent one of the child's; the account (made if new) locked, its
 * paid-until extended by the months from the later of now and its paid-until, opened; the
 * school's share at its account's rate credited to its income, all in the Add's transaction.
 */
export const liveVideoBillBinding: ResourceBinding<typeof liveVideoBill> = {
  table: 'liveVideoBill',
  scope: { school: 'schoolId' },
  unique: { live_video_bill_pay_no_key: { fields: ['PayNo'], message: 'unique.payNo' } },
  computed: { StudentName: studentNameSql, ParentName: parentNameSql },
  hooks: {
    beforeWrite: async (values, { trx, session }) => {
      const child = await lockChild(trx, session, Number(values.StudentId));
      const parentId = Number(values.ParentId);
      const bound = await sql`SELECT 1 FROM student_parent WHERE student_id = ${child.studentId} AND parent_id = ${parentId}`.execute(trx);
      if (!bound.rows.length) throw invalid('income.parentNotOfChild', { id: String(parentId), name: child.studentName }, 'ParentId');
      const acc = await sql<{ liveVideoAccountId: number }>`
        INSERT INTO live_video_account (school_id, student_id, parent_id, create_by, update_by)
        VALUES (${child.schoolId}, ${child.studentId}, ${parentId}, ${session.sysUserId}, ${session.sysUserId})
        ON CONFLICT (student_id, parent_id) DO UPDATE SET update_time = now()
        RETURNING live_video_account_id`.execute(trx);
      const accountId = Number(acc.rows[0]?.liveVideoAccountId);
      const { rows } = await sql<{ start: Date; end: Date }>`
        SELECT greatest(a.paid_until, now()) AS start, greatest(a.paid_until, now()) + make_interval(months => ${Number(values.Months)}) AS end
        FROM live_video_account a WHERE a.live_video_account_id = ${accountId} FOR UPDATE`.execute(trx);
      const period = rows[0];
      if (!period) throw new Error('live video account vanished');
      await sql`UPDATE live_video_account SET paid_until = ${period.end}, state = ${LIVE_VIDEO_STATE.Open}, update_time = now(),
        update_by = ${session.sysUserId} WHERE live_video_account_id = ${accountId}`.execute(trx);
      const { shareRate } = await lockIncomeAccount(trx, child.schoolId);
      return {
        ...values,
        SchoolId: child.schoolId,
        LiveVideoAccountId: accountId,
        PeriodStart: period.start.toISOString(),
        PeriodEnd: period.end.toISOString(),
        SchoolShare: shareOf(Number(values.Amount), shareRate),
      };
    },
    afterWrite: async (id, values, { trx, session, request }) => {
      const schoolId = Number(values.SchoolId);
      await postIncome(trx, {
        schoolId,
        kind: INCOME_ENTRY_KIND.LiveVideo,
        amount: Number(values.SchoolShare),
        sourceNo: String(values.PayNo),
        by: session.sysUserId,
      });
      await auditMoney(trx, { session, ...request }, 'income.liveVideoPaid', {
        LiveVideoBillId: id,
        PayNo: values.PayNo,
        Amount: values.Amount,
        SchoolShare: values.SchoolShare,
      });
    },
  },
};

async function moveAccount(
  db: Kysely<Database>,
  session: Session,
  accountId: number,
  to: number,
  ctx: { ip: string; serial: string },
): Promise<{ State: number }> {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ state: number; paid: boolean }>`
      SELECT a.state, coalesce(a.paid_until > now(), false) AS paid FROM live_video_account a
      WHERE a.live_video_account_id = ${accountId} AND ${schoolScopeSql('a.school_id', session)} FOR UPDATE OF a`.execute(trx);
    const a = rows[0];
    if (!a) throw notInScope('LiveVideoAccountId', 'LiveVideoAccount', accountId);
    if (a.state === to) throw conflict(to === LIVE_VIDEO_STATE.Open ? 'income.accountOpen' : 'income.accountClosed', {}, 'State');
    if (to === LIVE_VIDEO_STATE.Open && !a.paid) throw conflict('income.accountUnpaid', {}, 'State');
    await sql`UPDATE live_video_account SET state = ${to}, update_time = now(), update_by = ${session.sysUserId}
      WHERE live_video_account_id = ${accountId} AND state = ${a.state}`.execute(trx);
    await auditMoney(trx, { session, ...ctx }, to === LIVE_VIDEO_STATE.Open ? 'income.liveVideoOpen' : 'income.liveVideoClose', {
      LiveVideoAccountId: accountId,
    });
    return { State: to };
  });
}

/** LiveVideoAccount/Open: closed → open, while paid for. */
export const openLiveVideo: Handler<typeof api.liveVideoAccountOpen> = ({ db, session, input, ip, serial }) =>
  moveAccount(db, session, input.LiveVideoAccountId, LIVE_VIDEO_STATE.Open, { ip, serial });

/** LiveVideoAccount/Close: open → closed. */
export const closeLiveVideo: Handler<typeof api.liveVideoAccountClose> = ({ db, session, input, ip, serial }) =>
  moveAccount(db, session, input.LiveVideoAccountId, LIVE_VIDEO_STATE.Closed, { ip, serial });

/**
 * A live-video period's refund: the account is paid until the request (or a later paid period's
 * end) and closed when that time has come.
 */
const LIVE_VIDEO_REFUND = refundKind('LiveVideo', {
  start: 'period_start',
  end: 'period_end',
  incomeKind: INCOME_ENTRY_KIND.LiveVideoRefund,
  ended: async (trx, { billId, cut, by }) => {
    await sql`UPDATE live_video_account a SET paid_until = u.until,
        state = CASE WHEN u.until > now() THEN a.state ELSE ${LIVE_VIDEO_STATE.Closed}::smallint END,
        update_time = now(), update_by = ${by}
      FROM (SELECT max(x) AS until FROM (SELECT ${cut}::timestamptz AS x
        UNION ALL SELECT b.period_end FROM live_video_bill b
        WHERE b.live_video_account_id = (SELECT live_video_account_id FROM live_video_bill WHERE live_video_bill_id = ${billId})
          AND b.state = ${PAID_STATE.Paid}) m) u
      WHERE a.live_video_account_id = (SELECT live_video_account_id FROM live_video_bill WHERE live_video_bill_id = ${billId})`.execute(
      trx,
    );
  },
});

/** LiveVideoRefund on live_video_refund: a refund of a live-video period's unused part (refunds.ts). */
export const liveVideoRefundBinding = refundBinding<typeof liveVideoRefund>(LIVE_VIDEO_REFUND);

/** LiveVideoRefund/Audit: pending → approved (the period ends at the request, the school's part debited) or rejected. */
export const auditLiveVideoRefund: Handler<typeof api.liveVideoRefundAudit> = ({ input, ...call }) =>
  auditRefund(LIVE_VIDEO_REFUND, call, { id: input.LiveVideoRefundId, Approved: input.Approved, AuditRemark: input.AuditRemark });

/** LiveVideoRefund/Refund: approved → refunded. */
export const payLiveVideoRefund: Handler<typeof api.liveVideoRefundPay> = ({ input, ...call }) =>
  payRefund(LIVE_VIDEO_REFUND, call, input.LiveVideoRefundId);
