// The families domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { Audit, Def, Id } from './columns.ts';

export interface ParentTable extends Audit {
  parentId: Id;
  schoolId: number;
  name: string;
  mobile: string;
  relation: Def<number>;
  workUnit: Def<string>;
  state: Def<number>;
  /** The parent's app member account (0011). */
  memberId: number | null;
}

export interface StudentParentTable extends Audit {
  studentId: number;
  parentId: number;
  isPrimary: Def<boolean>;
  mayPickUp: Def<boolean>;
}

export interface FamiliesTables {
  parent: ParentTable;
  studentParent: StudentParentTable;
}
