// The classes domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { Audit, Def, Id } from './columns.ts';

export interface SchoolClassTable extends Audit {
  classId: Id;
  schoolId: number;
  className: string;
  grade: string;
  academicYear: string;
  headTeacherId: number | null;
  capacity: Def<number>;
  room: Def<string>;
  state: Def<number>;
}

export interface ClassesTables {
  schoolClass: SchoolClassTable;
}
