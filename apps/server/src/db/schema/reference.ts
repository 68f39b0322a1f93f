// The reference domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { Def, Id } from './columns.ts';

export interface AbilityClassifyTable {
  abilityClassifyId: Id;
  nameZh: string;
  nameEn: string;
  nameEs: string;
  sort: Def<number>;
  state: Def<number>;
}

export interface ReferenceTables {
  abilityClassify: AbilityClassifyTable;
}
