import { type schoolKeepAccounts, type schoolKeepCategory, UPLOADED_FILE_RE, zMonth } from '@kc/contract';
import { sql } from 'kysely';
import { writeAudit } from '../../lib/audit.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { monthRange } from '../../lib/local-dates.ts';
import { notInScope, schoolScopeSql } from '../../lib/scope.ts';
import { valueAfter } from '../../lib/write-values.ts';
import type { HookContext, ResourceBinding } from '../../resource/index.ts';

const col = (t: string, c: string) => sql.ref(`${t}.${c}`);

/** SchoolKeepCategory on school_keep_category: school scope; a kind named by an expense is kept. */
export const keepCategoryBinding: ResourceBinding<typeof schoolKeepCategory> = {
  table: 'schoolKeepCategory',
  scope: { school: 'schoolId' },
  unique: { school_keep_category_name_key: { fields: ['SchoolId', 'CategoryName'], message: 'finance.categoryNameTaken' } },
  hooks: {
    beforeWrite: async (values, { existing }) => (existing || values.SortOrder != null ? values : { ...values, SortOrder: 0 }),
    beforeDelete: async (rows, { trx }) => {
      const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM school_keep_accounts
        WHERE category_id = ANY(${rows.map((c) => c.CategoryId)}::bigint[])`.execute(trx);
      const n = Number(r.rows[0]?.n ?? 0);
      if (n > 0) throw conflict('finance.categoryInUse', { count: n });
    },
  },
};

/** Who changed which expense, when (every money action is audited). */
const audit = (ctx: HookContext, event: string, detail: Record<string, unknown>) =>
  writeAudit(ctx.trx, {
    event,
    sysUserId: ctx.session.sysUserId,
    username: ctx.session.username,
    ip: ctx.request?.ip,
    serial: ctx.request?.serial,
    detail,
  });

/**
 * SchoolKeepAccounts on school_keep_accounts: school scope; its kind must be one the caller sees
 * (else missing, 100004) and of the expense's own school (else refused as input, 100001: the
 * caller sees it); an attachment is a file uploaded through Upload/File. Month filters a month.
 * Every add, change and deletion is written to the audit log.
 */
export const keepAccountsBinding: ResourceBinding<typeof schoolKeepAccounts> = {
  table: 'schoolKeepAccounts',
  scope: { school: 'schoolId' },
  computed: {
    CreateByName: (t) => sql`(SELECT u.full_name FROM sys_user u WHERE u.sys_user_id = ${col(t, 'create_by')})`,
  },
  hooks: {
    beforeWrite: async (values, { trx, session, existing }) => {
      const schoolId = Number(valueAfter(values, existing, 'SchoolId'));
      if (values.CategoryId != null || values.SchoolId != null) {
        const categoryId = Number(valueAfter(values, existing, 'CategoryId'));
        const c = await trx
          .selectFrom('schoolKeepCategory')
          .select(['categoryId', 'schoolId'])
          .where('categoryId', '=', categoryId)
          .where(schoolScopeSql('school_id', session))
          .executeTakeFirst();
        if (!c) throw notInScope('CategoryId', 'expenseType', categoryId);
        if (Number(c.schoolId) !== schoolId) throw invalid('finance.categoryOtherSchool', {}, 'CategoryId');
      }
      if (values.Attachment && !UPLOADED_FILE_RE.test(String(values.Attachment))) {
        throw invalid('finance.attachmentNotUploaded', {}, 'Attachment');
      }
      return values;
    },
    afterWrite: async (id, values, ctx) => {
      await audit(ctx, ctx.mode === 'add' ? 'finance.expense.add' : 'finance.expense.update', {
        KeepAccountsId: id,
        SchoolId: valueAfter(values, ctx.existing, 'SchoolId'),
        Amount: valueAfter(values, ctx.existing, 'Amount'),
        ...(ctx.existing ? { AmountBefore: ctx.existing.Amount } : {}),
      });
    },
    beforeDelete: async (rows, ctx) => {
      for (const r of rows) {
        await audit(ctx, 'finance.expense.delete', { KeepAccountsId: r.KeepAccountsId, SchoolId: r.SchoolId, Amount: r.Amount });
      }
    },
    filters: {
      shape: { Month: zMonth.optional() },
      where: (input, alias) => {
        if (typeof input.Month !== 'string') return [];
        const { from, to } = monthRange(input.Month);
        return [sql<boolean>`${col(alias, 'expense_date')} BETWEEN ${from}::date AND ${to}::date`];
      },
    },
  },
};
