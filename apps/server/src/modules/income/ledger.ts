import { formatCents, type INCOME_ENTRY_KIND, lowerLabel, mulDiv } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Services, Session } from '../../http/context.ts';
import type { Job } from '../../jobs/runner.ts';
import { writeAudit } from '../../lib/audit.ts';
import { type ApiError, invalid } from '../../lib/errors.ts';

type Tx = Kysely<Database>;
type Kind = (typeof INCOME_ENTRY_KIND)[keyof typeof INCOME_ENTRY_KIND];

/** A state's label in every language, lower case, for a refusal's message. */
export const stateName = (options: readonly { value: number; label: Record<'zh' | 'en' | 'es', string> }[], state: number) => {
  const label = options.find((o) => o.value === state)?.label;
  return label ? lowerLabel(label) : String(state);
};

/** The school's income account, locked for the transaction (the one row every balance change goes through). */
export async function lockIncomeAccount(trx: Tx, schoolId: number) {
  await sql`INSERT INTO school_income_account (school_id) VALUES (${schoolId}) ON CONFLICT (school_id) DO NOTHING`.execute(trx);
  const { rows } = await sql<{ schoolIncomeAccountId: number; balance: string; shareRate: number }>`
    SELECT school_income_account_id, balance, share_rate FROM school_income_account WHERE school_id = ${schoolId} FOR UPDATE`.execute(trx);
  const a = rows[0];
  if (!a) throw new Error(`no income account for school ${schoolId}`);
  return { id: a.schoolIncomeAccountId, balance: Number(a.balance), shareRate: Number(a.shareRate) };
}

/** The school's share of a parent's payment at the account's rate (cents, half up). */
export const shareOf = (amount: number, shareRate: number): number => mulDiv(amount, shareRate, 100);

/**
 * One change of a school's income balance: the account locked, the new balance never below zero
 * (`short` says why when it would be), the balance and one ledger entry with the balance after it,
 * in the caller's transaction. Nothing is written for a change of 0.
 */
export async function postIncome(
  trx: Tx,
  e: { schoolId: number; kind: Kind; amount: number; sourceNo: string; by: number | null },
  short?: (balance: number) => ApiError,
): Promise<number> {
  const account = await lockIncomeAccount(trx, e.schoolId);
  if (e.amount === 0) return account.balance;
  const after = account.balance + e.amount;
  if (after < 0) {
    throw (
      short?.(account.balance) ??
      invalid('income.beyondBalance', { balance: formatCents(account.balance), amount: formatCents(-e.amount) }, 'Amount')
    );
  }
  await sql`UPDATE school_income_account SET balance = ${after}, update_time = now()
    WHERE school_income_account_id = ${account.id} AND balance = ${account.balance}`.execute(trx);
  await trx
    .insertInto('schoolIncomeEntry')
    .values({
      schoolId: e.schoolId,
      kind: e.kind,
      amount: e.amount,
      balanceAfter: after,
      sourceNo: e.sourceNo,
      createBy: e.by,
      updateBy: e.by,
    })
    .execute();
  return after;
}

/** The audit trail of a money action of this domain (who, when, what). */
export const auditMoney = (
  trx: Tx,
  ctx: { session: Session; ip?: string; serial?: string },
  event: string,
  detail: Record<string, unknown>,
) =>
  writeAudit(trx, {
    event,
    sysUserId: ctx.session.sysUserId,
    username: ctx.session.username,
    ip: ctx.ip ?? '',
    serial: ctx.serial ?? null,
    detail,
  });

/**
 * The daily ledger check of the schools' income accounts: each balance against the sum of its
 * entries, in one statement; each difference logged as an error (the wallets have their own).
 */
export async function checkIncomeAccounts(db: Kysely<Database>, log?: Services['log']): Promise<{ checked: number; differences: number }> {
  const { rows } = await sql<{ schoolId: number; balance: string; ledgerSum: string }>`
    SELECT a.school_id, a.balance, coalesce(l.total, 0) AS ledger_sum
    FROM school_income_account a
    LEFT JOIN (SELECT school_id, sum(amount) AS total FROM school_income_entry GROUP BY school_id) l ON l.school_id = a.school_id`.execute(
    db,
  );
  const off = rows.filter((r) => Number(r.balance) !== Number(r.ledgerSum));
  for (const r of off) {
    log?.error(
      { schoolId: r.schoolId, balance: Number(r.balance), ledgerSum: Number(r.ledgerSum) },
      'income balance differs from its ledger',
    );
  }
  return { checked: rows.length, differences: off.length };
}

export const incomeCheckJob: Job = {
  name: 'income-ledger-check',
  cron: '45 0 * * *',
  run: async ({ db, log }) => checkIncomeAccounts(db, log),
};
