// The contracts domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { ColumnType, Generated } from 'kysely';
import type { Audit, Def, Id, LocalDate, Moment } from './columns.ts';

// contracts (migration 0031): money in integer cents.
export interface ServiceSetTable extends Audit {
  serviceId: Id;
  schoolId: number;
  serviceName: string;
  /** SERVICE_KIND: 1 tuition, 2 meals, 3 materials, 4 uniform, 5 insurance, 6 school bus, 7 other. */
  kind: number;
  unitPrice: number;
  /** SERVICE_UNIT: 1 month, 2 day, 3 term, 4 once, 5 hour. */
  unit: number;
  refundable: Def<boolean>;
  /** Billed from attendance (days present × the daily rate), not in the contract's amount. */
  perAttendedDay: Def<boolean>;
  state: Def<number>;
  remark: Def<string>;
}

export interface DiscountItemTable extends Audit {
  discountId: Id;
  schoolId: number;
  discountName: string;
  /** DISCOUNT_KIND: 1 percent (percentBp), 2 fixed amount (amount), 3 free months (freeMonths). */
  kind: number;
  percentBp: Def<number>;
  amount: Def<number>;
  freeMonths: Def<number>;
  minMonths: Def<number>;
  grades: Def<string[]>;
  newFamilyOnly: Def<boolean>;
  validFrom: ColumnType<string | null, string | null | undefined, string | null>;
  validTo: ColumnType<string | null, string | null | undefined, string | null>;
  sortOrder: Def<number>;
  state: Def<number>;
  remark: Def<string>;
}

export interface PackageSetTable extends Audit {
  packageId: Id;
  schoolId: number;
  packageName: string;
  grades: Def<string[]>;
  /** PACKAGE_KIND: 1 months, 2 hours. */
  kind: number;
  months: Def<number>;
  hours: Def<number>;
  price: number;
  instalments: Def<number>;
  state: Def<number>;
  remark: Def<string>;
}

export interface PackageSetItemTable {
  packageId: number;
  serviceId: number;
  quantity: Def<number>;
}

export interface ContractSettingTable extends Audit {
  schoolId: number;
  contractNoPrefix: Def<string>;
  /** Approved-leave days in a month from which per-day items (meals) are refunded. */
  leaveRefundDays: Def<number>;
  /** Percent of the daily rate refunded for those days. */
  leaveRefundPercent: Def<number>;
  /** Percent of a contract's unused part paid back on a refund. */
  refundPercent: Def<number>;
  holidaysExcluded: Def<boolean>;
}

export interface ContractTable extends Audit {
  contractId: Id;
  contractNo: string;
  schoolId: number;
  studentId: number;
  classId: number | null;
  packageId: number | null;
  /** PACKAGE_KIND copied from the package. */
  kind: number;
  startDate: LocalDate;
  endDate: LocalDate;
  months: Def<number>;
  hours: Def<number>;
  /** Maintained by the class-hours sign-ins. */
  consumedHours: Def<number>;
  listAmount: Def<number>;
  discountAmount: Def<number>;
  totalAmount: Def<number>;
  /** Maintained by the family payments. */
  paidAmount: Def<number>;
  refundedAmount: Def<number>;
  payMethod: Def<number>;
  /** CONTRACT_STATE: 1 draft, 2 pending audit, 3 effective, 4 changing, 5 refunded, 6 expired, 7 void. */
  state: Def<number>;
  renewedFrom: number | null;
  suspendStart: ColumnType<string | null, string | null | undefined, string | null>;
  suspendEnd: ColumnType<string | null, string | null | undefined, string | null>;
  auditBy: number | null;
  auditTime: Moment;
  auditRemark: Def<string>;
  remark: Def<string>;
}

export interface ContractLineTable {
  contractId: number;
  seq: number;
  serviceId: number | null;
  lineName: string;
  /** SERVICE_KIND, 0 for the package's own line. */
  kind: Def<number>;
  unit: Def<number>;
  quantity: number;
  unitPrice: number;
  amount: number;
  refundable: Def<boolean>;
  perAttendedDay: Def<boolean>;
}

export interface ContractDiscountTable {
  contractId: number;
  seq: number;
  discountId: number | null;
  discountName: string;
  kind: number;
  amount: number;
}

export interface ContractChangeTable extends Audit {
  changeId: Id;
  contractId: number;
  schoolId: number;
  /** CHANGE_KIND: 1 transfer class, 2 suspend, 3 extend, 4 upgrade package, 5 refund. */
  kind: number;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  refundAmount: Def<number>;
  differenceAmount: Def<number>;
  reason: Def<string>;
  /** CHANGE_STATE: 1 pending audit, 2 approved, 3 rejected. */
  state: Def<number>;
  auditBy: number | null;
  auditTime: Moment;
  auditRemark: Def<string>;
}

export interface ContractLogTable {
  logId: Id;
  contractId: number;
  schoolId: number;
  fromState: number | null;
  toState: number;
  changeId: number | null;
  logBy: number | null;
  logTime: Generated<Date>;
  remark: Def<string>;
}

export interface ContractsTables {
  serviceSet: ServiceSetTable;
  discountItem: DiscountItemTable;
  packageSet: PackageSetTable;
  packageSetItem: PackageSetItemTable;
  contractSetting: ContractSettingTable;
  contract: ContractTable;
  contractLine: ContractLineTable;
  contractDiscount: ContractDiscountTable;
  contractChange: ContractChangeTable;
  contractLog: ContractLogTable;
}
