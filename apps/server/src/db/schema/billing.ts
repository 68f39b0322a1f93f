// The billing domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { Generated } from 'kysely';
import type { Audit, Def, Id, LocalDate, Moment, Stamp } from './columns.ts';

// billing (migration 0033): the platform's billing of schools, money in integer cents.
/** A school's contract with the platform: JOIN_CONTRACT_STATE 1 draft, 2 pending, 3 effective, 4 expired, 5 terminated. */
export interface SchoolJoinContractTable extends Audit {
  schoolJoinContractId: Id;
  contractNo: string;
  schoolId: number;
  agentId: number | null;
  schoolContractType: number;
  startDate: LocalDate;
  endDate: LocalDate;
  priceModel: number;
  unitPrice: number;
  deviceDeposit: Def<number>;
  dueDays: Def<number>;
  state: Def<number>;
  auditBy: number | null;
  auditTime: Moment;
  auditRemark: Def<string>;
  remark: Def<string>;
}

/** A school's bill of a month: BILL_STATE 1 generated, 2 confirmed, 3 disputed, 4 paid, 5 overdue. */
export interface SchoolJoinBillTable extends Audit {
  billId: Id;
  schoolId: number;
  schoolJoinContractId: number;
  billMonth: string;
  priceModel: number;
  unitPrice: number;
  childCount: Def<number>;
  billableDays: Def<number>;
  generatedAmount: number;
  amount: number;
  paidAmount: Def<number>;
  dueDate: LocalDate;
  state: Def<number>;
  stateBeforeDissent: number | null;
  generateTime: Stamp;
  generateBy: number | null;
  confirmTime: Moment;
  confirmBy: number | null;
  paidTime: Moment;
  paidBy: number | null;
}

/** One child's billable days of a bill (written with the bill). */
export interface SchoolJoinBillDetailTable {
  detailId: Generated<number>;
  billId: number;
  schoolId: number;
  studentId: number;
  studentName: string;
  registerDays: number;
  billableDays: number;
  amount: number;
}

/** The trail of a bill's money actions: who, when, from, to, amount. */
export interface SchoolJoinBillLogTable {
  logId: Generated<number>;
  billId: number;
  schoolId: number;
  action: string;
  fromState: number | null;
  toState: number;
  amount: number;
  logBy: number | null;
  logTime: Generated<Date>;
  remark: Def<string>;
}

/** An objection to a bill: DISSENT_STATE 1 pending, 2 accepted, 3 rejected. */
export interface SchoolBillDissentTable extends Audit {
  dissentId: Id;
  billId: number;
  schoolId: number;
  billMonth: string;
  billAmount: number;
  adjustedAmount: number | null;
  reason: string;
  attachment: Def<string>;
  state: Def<number>;
  auditBy: number | null;
  auditTime: Moment;
  auditRemark: Def<string>;
}

export interface BillingTables {
  schoolJoinContract: SchoolJoinContractTable;
  schoolJoinBill: SchoolJoinBillTable;
  schoolJoinBillDetail: SchoolJoinBillDetailTable;
  schoolJoinBillLog: SchoolJoinBillLogTable;
  schoolBillDissent: SchoolBillDissentTable;
}
