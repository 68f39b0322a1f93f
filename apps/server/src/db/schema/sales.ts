// The sales domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { Audit, Def, Id } from './columns.ts';

export interface SalespersonTable extends Audit {
  salespersonId: Id;
  name: string;
  mobile: string;
  /** 1 salesperson, 2 regional director. */
  level: number;
  directorId: number | null;
  /** ChinaArea codes (province or city) the person covers. */
  regions: Def<string[]>;
  sysUserId: number | null;
  state: Def<number>;
}

export interface SalesTables {
  salesperson: SalespersonTable;
}
