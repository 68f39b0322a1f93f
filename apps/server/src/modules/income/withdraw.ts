import {
  type api,
  INCOME_ENTRY_KIND,
  INCOME_WITHDRAW_STATE,
  INCOME_WITHDRAW_STATE_OPTIONS,
  type schoolIncomeAccount,
  type schoolIncomeEntry,
  type schoolIncomeWithdraw,
} from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import type { Handler, Session } from '../../http/context.ts';
import type { Job } from '../../jobs/runner.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import { isPlatform, notInScope, schoolScopeSql } from '../../lib/scope.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { auditMoney, postIncome, stateName } from './ledger.ts';

type Tx = Kysely<Database>;
const col = (t: string, c: string) => sql.ref(`${t}.${c}`);

/** A withdrawal's number: TX and its id, eight digits. */
const withdrawNoSql = (t: string) => sql<string>`('TX' || lpad(${col(t, 'school_income_withdraw_id')}::text, 8, '0'))`;
const withdrawNo = (id: number) => `TX${String(id).padStart(8, '0')}`;

/**
 * SchoolIncomeAccount on school_income_account: read and updated here (the balance only through
 * the ledger); the share rate is the platform's to change.
 */
export const schoolIncomeAccountBinding: ResourceBinding<typeof schoolIncomeAccount> = {
  table: 'schoolIncomeAccount',
  scope: { school: 'schoolId' },
  computed: {
    SchoolName: (t) => sql`(SELECT s.school_name FROM school s WHERE s.school_id = ${col(t, 'school_id')})`,
    TotalIncome: (t) => sql`(SELECT coalesce(sum(e.amount), 0) FROM school_income_entry e
      WHERE e.school_id = ${col(t, 'school_id')} AND e.kind IN (${INCOME_ENTRY_KIND.LiveVideo}, ${INCOME_ENTRY_KIND.Vip}))`,
    Withdrawn: (t) => sql`(SELECT coalesce(sum(w.amount), 0) FROM school_income_withdraw w
      WHERE w.school_id = ${col(t, 'school_id')} AND w.state = ${INCOME_WITHDRAW_STATE.Paid})`,
  },
  hooks: {
    beforeWrite: async (values, { session, existing }) => {
      if (values.ShareRate != null && existing && values.ShareRate !== existing.ShareRate && !isPlatform(session)) {
        throw forbidden('income.shareRatePlatform', {}, 'ShareRate');
      }
      return values;
    },
  },
};

/** SchoolIncomeEntry on school_income_entry: the ledger, read only. */
export const schoolIncomeEntryBinding: ResourceBinding<typeof schoolIncomeEntry> = {
  table: 'schoolIncomeEntry',
  scope: { school: 'schoolId' },
  columns: { EntryTime: 'createTime' },
};

/**
 * SchoolIncomeWithdraw on school_income_withdraw: Add applies, taking the amount off the balance
 * at once (refused above it) with its ledger entry; the workflow below.
 */
export const schoolIncomeWithdrawBinding: ResourceBinding<typeof schoolIncomeWithdraw> = {
  table: 'schoolIncomeWithdraw',
  scope: { school: 'schoolId' },
  computed: {
    WithdrawNo: withdrawNoSql,
    AuditorName: (t) => sql`(SELECT u.full_name FROM sys_user u WHERE u.sys_user_id = ${col(t, 'audit_by')})`,
  },
  hooks: {
    afterWrite: async (id, values, { trx, session, request }) => {
      await postIncome(trx, {
        schoolId: Number(values.SchoolId),
        kind: INCOME_ENTRY_KIND.Withdraw,
        amount: -Number(values.Amount),
        sourceNo: withdrawNo(id),
        by: session.sysUserId,
      });
      await auditMoney(trx, { session, ...request }, 'income.withdrawApplied', { SchoolIncomeWithdrawId: id, Amount: values.Amount });
    },
  },
};

async function lockWithdraw(trx: Tx, session: Session, id: number) {
  const { rows } = await sql<{ schoolId: number; amount: string; state: number }>`
    SELECT w.school_id, w.amount, w.state FROM school_income_withdraw w
    WHERE w.school_income_withdraw_id = ${id} AND ${schoolScopeSql('w.school_id', session)} FOR UPDATE OF w`.execute(trx);
  const w = rows[0];
  if (!w) throw notInScope('SchoolIncomeWithdrawId', 'SchoolIncomeWithdraw', id);
  return { ...w, amount: Number(w.amount) };
}

/** Moves a withdrawal from `from` (conditional update), putting its amount back when it is rejected or cancelled. */
async function moveWithdraw(
  trx: Tx,
  session: Session,
  id: number,
  w: { schoolId: number; amount: number },
  from: number,
  to: number,
  set = sql``,
) {
  await sql`UPDATE school_income_withdraw SET state = ${to}, update_time = now(), update_by = ${session.sysUserId} ${set}
    WHERE school_income_withdraw_id = ${id} AND state = ${from}`.execute(trx);
  if (to === INCOME_WITHDRAW_STATE.Rejected || to === INCOME_WITHDRAW_STATE.Cancelled) {
    await postIncome(trx, {
      schoolId: w.schoolId,
      kind: INCOME_ENTRY_KIND.WithdrawReturned,
      amount: w.amount,
      sourceNo: withdrawNo(id),
      by: session.sysUserId,
    });
  }
}

const nameOf = (state: number) => stateName(INCOME_WITHDRAW_STATE_OPTIONS, state);

/** SchoolIncomeWithdraw/Audit: pending → approved, or rejected with a remark (the amount back to the balance). */
export const auditIncomeWithdraw: Handler<typeof api.schoolIncomeWithdrawAudit> = async ({ db, session, input, ip, serial }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const id = input.SchoolIncomeWithdrawId;
    const w = await lockWithdraw(trx, session, id);
    if (w.state !== INCOME_WITHDRAW_STATE.Pending) throw conflict('income.withdrawOnlyPendingAudited', { state: nameOf(w.state) }, 'State');
    const to = input.Approved ? INCOME_WITHDRAW_STATE.Approved : INCOME_WITHDRAW_STATE.Rejected;
    await moveWithdraw(
      trx,
      session,
      id,
      w,
      INCOME_WITHDRAW_STATE.Pending,
      to,
      sql`, audit_by = ${session.sysUserId}, audit_time = now(), audit_remark = ${input.AuditRemark}`,
    );
    await auditMoney(trx, { session, ip, serial }, 'income.withdrawAudit', { SchoolIncomeWithdrawId: id, Approved: input.Approved });
    return { State: to };
  });
};

/** SchoolIncomeWithdraw/Pay: approved → paid. */
export const payIncomeWithdraw: Handler<typeof api.schoolIncomeWithdrawPay> = async ({ db, session, input, ip, serial }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const id = input.SchoolIncomeWithdrawId;
    const w = await lockWithdraw(trx, session, id);
    if (w.state !== INCOME_WITHDRAW_STATE.Approved) throw conflict('income.withdrawOnlyApprovedPaid', { state: nameOf(w.state) }, 'State');
    await moveWithdraw(
      trx,
      session,
      id,
      w,
      INCOME_WITHDRAW_STATE.Approved,
      INCOME_WITHDRAW_STATE.Paid,
      sql`, paid_by = ${session.sysUserId}, paid_time = now()`,
    );
    await auditMoney(trx, { session, ip, serial }, 'income.withdrawPaid', { SchoolIncomeWithdrawId: id, Amount: w.amount });
    return { State: INCOME_WITHDRAW_STATE.Paid };
  });
};

/** SchoolIncomeWithdraw/Cancel: pending → cancelled (the amount back to the balance). */
export const cancelIncomeWithdraw: Handler<typeof api.schoolIncomeWithdrawCancel> = async ({ db, session, input, ip, serial }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const id = input.SchoolIncomeWithdrawId;
    const w = await lockWithdraw(trx, session, id);
    if (w.state !== INCOME_WITHDRAW_STATE.Pending)
      throw conflict('income.withdrawOnlyPendingCancelled', { state: nameOf(w.state) }, 'State');
    await moveWithdraw(trx, session, id, w, INCOME_WITHDRAW_STATE.Pending, INCOME_WITHDRAW_STATE.Cancelled);
    await auditMoney(trx, { session, ip, serial }, 'income.withdrawCancelled', { SchoolIncomeWithdrawId: id });
    return { State: INCOME_WITHDRAW_STATE.Cancelled };
  });
};

/**
 * The monthly withdrawal: for every school whose account opted in and holds a balance, one
 * withdrawal of the whole balance for the month (its school's local month; once per school and
 * month, the unique key making a rerun harmless), each in its own transaction with its ledger entry.
 */
export async function monthlyWithdrawals(db: Db): Promise<number> {
  const due = await sql<{ schoolId: number; month: string }>`
    SELECT a.school_id, to_char(now() AT TIME ZONE s.time_zone, 'YYYY-MM') AS month
    FROM school_income_account a JOIN school s USING (school_id)
    WHERE a.monthly_withdraw AND a.balance > 0`.execute(db);
  let made = 0;
  for (const { schoolId, month } of due.rows) {
    made += await db.transaction().execute(async (trx) => {
      const acc = await sql<{ balance: string }>`
        SELECT balance FROM school_income_account WHERE school_id = ${schoolId} AND monthly_withdraw FOR UPDATE`.execute(trx);
      const balance = Number(acc.rows[0]?.balance ?? 0);
      if (balance <= 0) return 0;
      const row = await sql<{ schoolIncomeWithdrawId: number }>`
        INSERT INTO school_income_withdraw (school_id, amount, monthly, month, remark)
        VALUES (${schoolId}, ${balance}, true, ${month}, ${month})
        ON CONFLICT (school_id, month) WHERE monthly DO NOTHING RETURNING school_income_withdraw_id`.execute(trx);
      const id = row.rows[0]?.schoolIncomeWithdrawId;
      if (id == null) return 0;
      await postIncome(trx, { schoolId, kind: INCOME_ENTRY_KIND.Withdraw, amount: -balance, sourceNo: withdrawNo(id), by: null });
      return 1;
    });
  }
  return made;
}

export const incomeMonthlyWithdrawJob: Job = {
  name: 'income-monthly-withdraw',
  cron: '30 1 1 * *',
  run: async ({ db }) => ({ created: await monthlyWithdrawals(db) }),
};
