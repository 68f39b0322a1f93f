// The finance domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { ColumnType } from 'kysely';
import type { Audit, Def, Id } from './columns.ts';

/** A school's kind of other expense (0036, finance). */
export interface SchoolKeepCategoryTable extends Audit {
  categoryId: Id;
  schoolId: number;
  categoryName: string;
  sortOrder: Def<number>;
  state: Def<number>;
  remark: Def<string>;
}

/** A school's other expense, cents (0036, finance). */
export interface SchoolKeepAccountsTable extends Audit {
  keepAccountsId: Id;
  schoolId: number;
  categoryId: number;
  expenseDate: ColumnType<string, string, string>;
  amount: number;
  payee: string;
  remark: Def<string>;
  attachment: Def<string>;
}

/** A school's KPI targets of a month (0036, finance); null: no target. */
export interface SchoolKpiTable extends Audit {
  schoolId: number;
  month: string;
  enrolment: number | null;
  revenue: number | null;
  attendanceRate: number | null;
  satisfaction: number | null;
}

export interface FinanceTables {
  schoolKeepCategory: SchoolKeepCategoryTable;
  schoolKeepAccounts: SchoolKeepAccountsTable;
  schoolKpi: SchoolKpiTable;
}
