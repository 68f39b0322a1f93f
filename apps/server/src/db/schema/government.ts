// The government domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { Audit, Def, Id } from './columns.ts';

export interface GovernmentSuperviseTable extends Audit {
  governmentSuperviseId: Id;
  superviseName: string;
  /** A ChinaArea code of any level: the body sees the schools whose province, city or district it is. */
  regionCode: string;
  contactName: Def<string>;
  mobile: Def<string>;
  state: Def<number>;
}

export interface GovernmentTables {
  governmentSupervise: GovernmentSuperviseTable;
}
