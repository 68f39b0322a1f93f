// The income domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { ColumnType } from 'kysely';
import type { Audit, Def, Id, Stamp } from './columns.ts';

// income (migration 0035): parents' payments and the school's income, cents.
type MaybeTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A school's income account (0035): balance never negative, changed only with a ledger entry. */
export interface SchoolIncomeAccountTable extends Audit {
  schoolIncomeAccountId: Id;
  schoolId: number;
  balance: Def<number>;
  shareRate: Def<number>;
  monthlyWithdraw: Def<boolean>;
  bankName: Def<string>;
  bankAccountNo: Def<string>;
}

/** One change of a school's income balance (0035), with the balance after it. */
export interface SchoolIncomeEntryTable extends Audit {
  schoolIncomeEntryId: Id;
  schoolId: number;
  kind: number;
  amount: number;
  balanceAfter: number;
  sourceNo: Def<string>;
}

/** A parent's live-video subscription for a child (0035). */
export interface LiveVideoAccountTable extends Audit {
  liveVideoAccountId: Id;
  schoolId: number;
  studentId: number;
  parentId: number;
  state: Def<number>;
  paidUntil: MaybeTime;
}

/** A paid period of a live-video subscription (0035). */
export interface LiveVideoBillTable extends Audit {
  liveVideoBillId: Id;
  payNo: string;
  schoolId: number;
  liveVideoAccountId: number | null;
  studentId: number;
  parentId: number;
  months: number;
  amount: number;
  periodStart: MaybeTime;
  periodEnd: MaybeTime;
  payTime: Stamp;
  state: Def<number>;
  schoolShare: Def<number>;
  refundedAmount: Def<number>;
}

/** A child's paid VIP period (0035). */
export interface VipBillTable extends Audit {
  vipBillId: Id;
  payNo: string;
  schoolId: number;
  studentId: number;
  payerName: Def<string>;
  months: number;
  amount: number;
  startTime: MaybeTime;
  endTime: MaybeTime;
  payTime: Stamp;
  state: Def<number>;
  schoolShare: Def<number>;
  refundedAmount: Def<number>;
}

/** A refund request of a VIP period's unused part (0035). */
export interface VipRefundTable extends Audit {
  vipRefundId: Id;
  schoolId: number;
  vipBillId: number;
  cutTime: ColumnType<Date, Date | string, Date | string>;
  unusedDays: number;
  totalDays: number;
  amount: number;
  schoolDebit: Def<number>;
  reason: string;
  state: Def<number>;
  auditBy: number | null;
  auditTime: MaybeTime;
  auditRemark: Def<string>;
  refundTime: MaybeTime;
}

/** A school's withdrawal of its income (0035). */
export interface SchoolIncomeWithdrawTable extends Audit {
  schoolIncomeWithdrawId: Id;
  schoolId: number;
  amount: number;
  monthly: Def<boolean>;
  month: string | null;
  state: Def<number>;
  remark: Def<string>;
  auditBy: number | null;
  auditTime: MaybeTime;
  auditRemark: Def<string>;
  paidBy: number | null;
  paidTime: MaybeTime;
}

/** A refund of a live-video period's unused part, as vip_refund (0039). */
export interface LiveVideoRefundTable extends Omit<VipRefundTable, 'vipRefundId' | 'vipBillId'> {
  liveVideoRefundId: Id;
  liveVideoBillId: number;
}

export interface IncomeTables {
  schoolIncomeAccount: SchoolIncomeAccountTable;
  schoolIncomeEntry: SchoolIncomeEntryTable;
  liveVideoAccount: LiveVideoAccountTable;
  liveVideoBill: LiveVideoBillTable;
  vipBill: VipBillTable;
  vipRefund: VipRefundTable;
  schoolIncomeWithdraw: SchoolIncomeWithdrawTable;
  liveVideoRefund: LiveVideoRefundTable;
}
