// The payments domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { ColumnType } from 'kysely';
import type { Audit, Def, Id, Stamp } from './columns.ts';

/** An effective contract's instalment (0032): what is due when, and what is paid of it (cents). */
export interface ContractInstalmentTable extends Audit {
  contractInstalmentId: Id;
  schoolId: number;
  contractId: number;
  studentId: number;
  seq: number;
  dueDate: ColumnType<string, string, string>;
  amount: number;
  paidAmount: Def<number>;
  remindTime: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A family's payment against a contract (0032), never edited. */
export interface ContractPaymentTable extends Audit {
  contractPaymentId: Id;
  schoolId: number;
  contractId: number;
  studentId: number;
  amount: number;
  method: number;
  reference: Def<string>;
  payerName: Def<string>;
  payTime: Stamp;
  remark: Def<string>;
}

/** The part of a payment that went to one instalment (0032). */
export interface ContractPaymentLineTable {
  contractPaymentId: number;
  contractInstalmentId: number;
  amount: number;
}

export interface PaymentsTables {
  contractInstalment: ContractInstalmentTable;
  contractPayment: ContractPaymentTable;
  contractPaymentLine: ContractPaymentLineTable;
}
