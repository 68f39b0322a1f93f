import type { api } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { classScopeSql } from '../../lib/class-scope.ts';
import { notFound } from '../../lib/errors.ts';
import { entityName } from '../../lib/field-labels.ts';
import { schoolScopeSql } from '../../lib/scope.ts';
import { computeQuote, SIGNED_STATES } from './quote.ts';

/** Contract/Quote: the server's computation of a contract, nothing written. */
export const quoteContract: Handler<typeof api.contractQuote> = async ({ db, session, input }) => {
  const { SchoolId: _s, ClassId: _c, StudentId: _st, PackageId: _p, ...quote } = await computeQuote(db, session, input);
  return quote;
};

/** Contract/Preview: the lines, discounts and trail of a contract in scope (the detail and the print view). */
export const previewContract: Handler<typeof api.contractPreview> = async ({ db, session, input }) => {
  const head = await db
    .selectFrom('contract as c')
    .innerJoin('school as s', 's.schoolId', 'c.schoolId')
    .leftJoin('schoolClass as k', 'k.classId', 'c.classId')
    .leftJoin('packageSet as p', 'p.packageId', 'c.packageId')
    .select(['c.contractId', 's.schoolName', 'k.className', 'p.packageName'])
    .where('c.contractId', '=', input.ContractId)
    .where(classScopeSql('c.school_id', 'c.class_id', session))
    .executeTakeFirst();
  if (!head) throw notFound('resource.recordNotFound', { entity: entityName('Contract') });
  const [lines, discounts, log] = await Promise.all([
    db.selectFrom('contractLine').selectAll().where('contractId', '=', head.contractId).orderBy('seq').execute(),
    db.selectFrom('contractDiscount').selectAll().where('contractId', '=', head.contractId).orderBy('seq').execute(),
    db
      .selectFrom('contractLog as l')
      .leftJoin('sysUser as u', 'u.sysUserId', 'l.logBy')
      .select(['l.fromState', 'l.toState', 'u.fullName', 'l.logTime', 'l.remark', 'l.changeId'])
      .where('l.contractId', '=', head.contractId)
      .orderBy('l.logId')
      .execute(),
  ]);
  return {
    SchoolName: head.schoolName,
    ClassName: head.className,
    PackageName: head.packageName,
    Lines: lines.map((l) => ({
      Seq: l.seq,
      ServiceId: l.serviceId,
      Name: l.lineName,
      Kind: l.kind,
      Unit: l.unit,
      Quantity: l.quantity,
      UnitPrice: l.unitPrice,
      Amount: l.amount,
      Refundable: l.refundable,
      PerAttendedDay: l.perAttendedDay,
    })),
    Discounts: discounts.map((d) => ({ Seq: d.seq, DiscountId: d.discountId, Name: d.discountName, Kind: d.kind, Amount: d.amount })),
    Log: log.map((l) => ({
      FromState: l.fromState,
      ToState: l.toState,
      ByName: l.fullName ?? null,
      Time: new Date(l.logTime).toISOString(),
      Remark: l.remark,
      ChangeId: l.changeId,
    })),
  };
};

/** Contract/Summary: per school and month of start in a year, the contracts by state, counted and summed. */
export const contractSummary: Handler<typeof api.contractSummary> = async ({ db, session, input }) => {
  const r = await sql<{
    schoolId: number;
    schoolName: string;
    month: string;
    state: number;
    count: number;
    totalAmount: number;
    paidAmount: number;
    refundedAmount: number;
  }>`
    SELECT c.school_id, s.school_name, to_char(c.start_date, 'YYYY-MM') AS month, c.state, count(*)::int AS count,
      sum(c.total_amount)::bigint AS total_amount, sum(c.paid_amount)::bigint AS paid_amount, sum(c.refunded_amount)::bigint AS refunded_amount
    FROM contract c JOIN school s USING (school_id)
    WHERE c.start_date >= make_date(${input.Year}::int, 1, 1) AND c.start_date < make_date(${input.Year + 1}::int, 1, 1)
      AND ${schoolScopeSql('c.school_id', session)} AND (${input.SchoolId ?? null}::bigint IS NULL OR c.school_id = ${input.SchoolId ?? null})
    GROUP BY c.school_id, s.school_name, month, c.state
    ORDER BY c.school_id, month, c.state`.execute(db);
  return {
    Rows: r.rows.map((x) => ({
      SchoolId: x.schoolId,
      SchoolName: x.schoolName,
      Month: x.month,
      State: x.state,
      Count: x.count,
      TotalAmount: x.totalAmount,
      PaidAmount: x.paidAmount,
      RefundedAmount: x.refundedAmount,
    })),
  };
};

/** Contract/TotalPeriod: the signed contracts (effective, changing, refunded, expired) starting in a date range, summed. */
export const contractTotalPeriod: Handler<typeof api.contractTotalPeriod> = async ({ db, session, input }) => {
  const r = await sql<Record<'count' | 'listAmount' | 'discountAmount' | 'totalAmount' | 'paidAmount' | 'refundedAmount', number>>`
    SELECT count(*)::int AS count, coalesce(sum(list_amount), 0)::bigint AS list_amount,
      coalesce(sum(discount_amount), 0)::bigint AS discount_amount, coalesce(sum(total_amount), 0)::bigint AS total_amount,
      coalesce(sum(paid_amount), 0)::bigint AS paid_amount, coalesce(sum(refunded_amount), 0)::bigint AS refunded_amount
    FROM contract c
    WHERE c.start_date BETWEEN ${input.From}::date AND ${input.To}::date AND c.state = ANY(${SIGNED_STATES}::int[])
      AND ${schoolScopeSql('c.school_id', session)} AND (${input.SchoolId ?? null}::bigint IS NULL OR c.school_id = ${input.SchoolId ?? null})`.execute(
    db,
  );
  const x = r.rows[0];
  return {
    Count: x?.count ?? 0,
    ListAmount: x?.listAmount ?? 0,
    DiscountAmount: x?.discountAmount ?? 0,
    TotalAmount: x?.totalAmount ?? 0,
    PaidAmount: x?.paidAmount ?? 0,
    RefundedAmount: x?.refundedAmount ?? 0,
  };
};
