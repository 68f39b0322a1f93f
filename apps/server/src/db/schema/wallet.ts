// The wallet domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { ColumnType, Generated } from 'kysely';
import type { Audit, Def, Id } from './columns.ts';

/** A school's wallet (0034): the balance in cents, never negative, changed only with a ledger entry. */
export interface SchoolWalletTable extends Audit {
  schoolWalletId: Id;
  schoolId: number;
  balance: Def<number>;
}

/** One entry of a wallet's ledger (0034): never edited or deleted. */
export interface SchoolWalletDetailTable {
  schoolWalletDetailId: Id;
  schoolId: number;
  kind: number;
  amount: number;
  balanceAfter: number;
  refType: string;
  refId: number | null;
  operatorId: number | null;
  idempotencyKey: string | null;
  remark: Def<string>;
  createTime: Generated<Date>;
}

/** A top-up of a wallet (0034). */
export interface SchoolRechargeTable extends Audit {
  schoolRechargeId: Id;
  schoolId: number;
  rechargeNo: string;
  amount: number;
  channel: number;
  state: Def<number>;
  tradeNo: Def<string>;
  paidTime: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  remark: Def<string>;
}

/** A withdrawal from a wallet (0034). */
export interface WithdrawalApplyTable extends Audit {
  withdrawalApplyId: Id;
  schoolId: number;
  amount: number;
  bankName: string;
  accountName: string;
  accountNo: string;
  state: Def<number>;
  remark: Def<string>;
  auditRemark: Def<string>;
  auditBy: number | null;
  auditTime: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  payReference: Def<string>;
  paidBy: number | null;
  paidTime: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cancelTime: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** An idempotency key of a wallet call (0034), per account, with the call's answer. */
export interface WalletRequestTable {
  sysUserId: number;
  idempotencyKey: string;
  action: string;
  answer: ColumnType<unknown, string | null | undefined, string | null>;
  createTime: Generated<Date>;
}

/** One wallet's daily ledger check (0034): balance, ledger sum and their difference. */
export interface WalletCheckTable {
  walletCheckId: Id;
  schoolId: number;
  balance: number;
  ledgerSum: number;
  difference: number;
  checkTime: Generated<Date>;
}

export interface WalletTables {
  schoolWallet: SchoolWalletTable;
  schoolWalletDetail: SchoolWalletDetailTable;
  schoolRecharge: SchoolRechargeTable;
  withdrawalApply: WithdrawalApplyTable;
  walletRequest: WalletRequestTable;
  walletCheck: WalletCheckTable;
}
