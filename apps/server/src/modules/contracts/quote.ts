import {
  CONTRACT_STATE,
  type ContractQuote,
  DISCOUNT_KIND,
  PACKAGE_KIND,
  percentBp,
  prorate,
  type ResourceName,
  SERVICE_UNIT,
  sumCents,
} from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { classRowInScope } from '../../lib/class-scope.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { entityName } from '../../lib/field-labels.ts';
import { addDays } from '../../lib/local-dates.ts';
import { assertAllInScope, notInScope, schoolScopeSql } from '../../lib/scope.ts';

type Tx = Kysely<Database>;

/** State 0 of an item, discount or package: in use (STATE_OPTIONS). */
const IN_USE = 0;

/** The signed states: they count for "new family" and for the overlap rule (effective, changing). */
export const SIGNED_STATES = [CONTRACT_STATE.Effective, CONTRACT_STATE.Changing, CONTRACT_STATE.Refunded, CONTRACT_STATE.Expired];

export interface QuoteInput {
  StudentId: number;
  PackageId: number;
  StartDate: string;
  ServiceIds?: number[] | null;
  DiscountIds?: number[] | null;
}

/** A quote with what the contract row takes beside it. */
export interface Quoted extends ContractQuote {
  SchoolId: number;
  ClassId: number | null;
  StudentId: number;
  PackageId: number;
}

/** 'YYYY-MM-DD' + n months, the day kept or clamped to the month's last. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** A months contract ends the day before the same day N months later; an hours one is valid a year. */
const endDateOf = (start: string, kind: number, months: number): string =>
  addDays(addMonths(start, kind === PACKAGE_KIND.Months ? months : 12), -1);

const missing = (field: string, resource: string, id: number) =>
  notFound('resource.doesNotExist', { entity: entityName(resource), id: String(id) }, field);

/**
 * The records named by `ids` among those the caller may see (`rows`): a missing one answers as
 * missing; one of another school than the contract's is refused as input (the caller sees it, so
 * "missing" would be a lie; the permission matrix holds us to that).
 */
export function assertPickedOfSchool(
  field: string,
  entity: string,
  resource: ResourceName,
  schoolId: number,
  ids: readonly number[],
  rows: readonly { id: number; schoolId: number }[],
): void {
  assertAllInScope(
    field,
    entity,
    ids,
    rows.map((r) => r.id),
  );
  if (rows.some((r) => r.schoolId !== schoolId)) throw invalid('contracts.otherSchool', { what: entityName(resource) }, field);
}

/**
 * THE computation of a contract's amounts (Contract/Quote, Add, Update, Renew), on the server in
 * integer cents: the package's own line (its price), then its included items and the extra ones
 * (a monthly item × the months of a months package, others once; an item billed from attendance
 * is a line of quantity 0, billed monthly by the payments); list = Σ lines. The discounts apply
 * in their order (SortOrder, then as given) to what is left to pay: a percent of it (half up to the
 * cent, core/money.ts), a fixed amount, or the package's price of the free months; never below
 * zero. total = list − discount.
 */
export async function computeQuote(trx: Tx, session: Session, input: QuoteInput, contractId: number | null = null): Promise<Quoted> {
  const child = await trx
    .selectFrom('student')
    .leftJoin('schoolClass as c', 'c.classId', 'student.classId')
    .select(['student.schoolId', 'student.classId', 'c.grade'])
    .where('student.studentId', '=', input.StudentId)
    .where(classRowInScope('student', session))
    .executeTakeFirst();
  if (!child) throw notInScope('StudentId', 'child', input.StudentId);

  const pkg = await trx
    .selectFrom('packageSet')
    .selectAll()
    .where('packageId', '=', input.PackageId)
    .where(schoolScopeSql('school_id', session))
    .executeTakeFirst();
  if (!pkg) throw missing('PackageId', 'ContractPackage', input.PackageId);
  assertPickedOfSchool(
    'PackageId',
    'package',
    'ContractPackage',
    child.schoolId,
    [pkg.packageId],
    [{ id: pkg.packageId, schoolId: pkg.schoolId }],
  );
  if (pkg.state !== IN_USE) throw invalid('contracts.packageInactive', { name: pkg.packageName }, 'PackageId');
  if (pkg.grades.length && !(child.grade && pkg.grades.includes(child.grade))) {
    throw invalid('contracts.gradeNotInPackage', { name: pkg.packageName }, 'PackageId');
  }
  const kind = pkg.kind;
  const months = kind === PACKAGE_KIND.Months ? pkg.months : 0;
  const hours = kind === PACKAGE_KIND.Hours ? pkg.hours : 0;

  const included = await trx
    .selectFrom('packageSetItem as i')
    .innerJoin('serviceSet as s', 's.serviceId', 'i.serviceId')
    .select([
      's.serviceId',
      's.serviceName',
      's.kind',
      's.unit',
      's.unitPrice',
      's.refundable',
      's.perAttendedDay',
      's.state',
      'i.quantity',
    ])
    .where('i.packageId', '=', pkg.packageId)
    .orderBy('s.serviceId')
    .execute();
  const extraIds = [...new Set(input.ServiceIds ?? [])].filter((id) => !included.some((s) => s.serviceId === id));
  const extra = extraIds.length
    ? await trx
        .selectFrom('serviceSet as s')
        .select([
          's.serviceId',
          's.serviceName',
          's.kind',
          's.unit',
          's.unitPrice',
          's.refundable',
          's.perAttendedDay',
          's.state',
          sql<number>`1`.as('quantity'),
        ])
        .select('s.schoolId')
        .where('s.serviceId', 'in', extraIds)
        .where(schoolScopeSql('s.school_id', session))
        .execute()
    : [];
  assertPickedOfSchool(
    'ServiceIds',
    'item',
    'ServiceSet',
    child.schoolId,
    extraIds,
    extra.map((s) => ({ id: s.serviceId, schoolId: s.schoolId })),
  );
  extra.sort((a, b) => extraIds.indexOf(a.serviceId) - extraIds.indexOf(b.serviceId));

  const lines: ContractQuote['Lines'] = [
    {
      Seq: 1,
      ServiceId: null,
      Name: pkg.packageName,
      Kind: 0,
      Unit: SERVICE_UNIT.Once,
      Quantity: 1,
      UnitPrice: pkg.price,
      Amount: pkg.price,
      Refundable: true,
      PerAttendedDay: false,
    },
  ];
  for (const s of [...included, ...extra]) {
    if (s.state !== IN_USE) throw invalid('contracts.itemInactive', { name: s.serviceName }, 'ServiceIds');
    const perMonth = s.unit === SERVICE_UNIT.Month && kind === PACKAGE_KIND.Months ? months : 1;
    const quantity = s.perAttendedDay ? 0 : s.quantity * perMonth;
    lines.push({
      Seq: lines.length + 1,
      ServiceId: s.serviceId,
      Name: s.serviceName,
      Kind: s.kind,
      Unit: s.unit,
      Quantity: quantity,
      UnitPrice: s.unitPrice,
      Amount: quantity * s.unitPrice,
      Refundable: s.refundable,
      PerAttendedDay: s.perAttendedDay,
    });
  }
  const listAmount = sumCents(lines.map((l) => l.Amount));

  const discountIds = [...new Set(input.DiscountIds ?? [])];
  const discounts = discountIds.length
    ? await trx
        .selectFrom('discountItem')
        .selectAll()
        .where('discountId', 'in', discountIds)
        .where(schoolScopeSql('school_id', session))
        .execute()
    : [];
  assertPickedOfSchool(
    'DiscountIds',
    'discount',
    'DiscountItem',
    child.schoolId,
    discountIds,
    discounts.map((d) => ({ id: d.discountId, schoolId: d.schoolId })),
  );
  discounts.sort((a, b) => a.sortOrder - b.sortOrder || discountIds.indexOf(a.discountId) - discountIds.indexOf(b.discountId));
  const start = input.StartDate;
  let signedBefore: boolean | null = null;
  let left = listAmount;
  const applied: ContractQuote['Discounts'] = [];
  for (const d of discounts) {
    const name = d.discountName;
    if (d.state !== IN_USE) throw invalid('contracts.discountInactive', { name }, 'DiscountIds');
    if ((d.validFrom && start < d.validFrom) || (d.validTo && start > d.validTo)) {
      throw invalid('contracts.discountNotValid', { name, date: start }, 'DiscountIds');
    }
    if (d.minMonths > 0 && months < d.minMonths) throw invalid('contracts.discountMinMonths', { name, months: d.minMonths }, 'DiscountIds');
    if (d.grades.length && !(child.grade && d.grades.includes(child.grade)))
      throw invalid('contracts.discountGrade', { name }, 'DiscountIds');
    if (d.newFamilyOnly) {
      signedBefore ??= !!(await trx
        .selectFrom('contract')
        .select('contractId')
        .where('studentId', '=', input.StudentId)
        .where('state', 'in', SIGNED_STATES)
        .where(sql<boolean>`contract_id IS DISTINCT FROM ${contractId}::bigint`)
        .executeTakeFirst());
      if (signedBefore) throw invalid('contracts.discountNewFamily', { name }, 'DiscountIds');
    }
    let amount: number;
    if (d.kind === DISCOUNT_KIND.Percent) amount = percentBp(left, d.percentBp);
    else if (d.kind === DISCOUNT_KIND.Amount) amount = d.amount;
    else {
      if (kind !== PACKAGE_KIND.Months) throw invalid('contracts.discountFreeMonths', { name }, 'DiscountIds');
      amount = prorate(pkg.price, d.freeMonths, months);
    }
    amount = Math.min(amount, left);
    left -= amount;
    applied.push({ Seq: applied.length + 1, DiscountId: d.discountId, Name: name, Kind: d.kind, Amount: amount });
  }
  const discountAmount = sumCents(applied.map((d) => d.Amount));
  return {
    SchoolId: child.schoolId,
    ClassId: child.classId,
    StudentId: input.StudentId,
    PackageId: pkg.packageId,
    Kind: kind,
    Months: months,
    Hours: hours,
    StartDate: start,
    EndDate: endDateOf(start, kind, months),
    Lines: lines,
    Discounts: applied,
    ListAmount: listAmount,
    DiscountAmount: discountAmount,
    TotalAmount: listAmount - discountAmount,
  };
}

/** Replaces a contract's lines and discounts with a quote's (in the write's transaction). */
export async function writeQuoteLines(trx: Tx, contractId: number, q: ContractQuote): Promise<void> {
  await trx.deleteFrom('contractLine').where('contractId', '=', contractId).execute();
  await trx.deleteFrom('contractDiscount').where('contractId', '=', contractId).execute();
  await trx
    .insertInto('contractLine')
    .values(
      q.Lines.map((l) => ({
        contractId,
        seq: l.Seq,
        serviceId: l.ServiceId,
        lineName: l.Name,
        kind: l.Kind,
        unit: l.Unit,
        quantity: l.Quantity,
        unitPrice: l.UnitPrice,
        amount: l.Amount,
        refundable: l.Refundable,
        perAttendedDay: l.PerAttendedDay,
      })),
    )
    .execute();
  if (q.Discounts.length)
    await trx
      .insertInto('contractDiscount')
      .values(
        q.Discounts.map((d) => ({
          contractId,
          seq: d.Seq,
          discountId: d.DiscountId,
          discountName: d.Name,
          kind: d.Kind,
          amount: d.Amount,
        })),
      )
      .execute();
}
