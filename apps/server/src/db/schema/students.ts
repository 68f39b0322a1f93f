// The students domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { ColumnType } from 'kysely';
import type { Audit, Def, Id } from './columns.ts';

export interface StudentTable extends Audit {
  studentId: Id;
  schoolId: number;
  classId: number | null;
  studentName: string;
  gender: Def<number>;
  birthday: ColumnType<Date | null, string | null | undefined, string | null>;
  enrolDate: ColumnType<Date | null, string | null | undefined, string | null>;
  status: Def<number>;
  avatar: Def<string>;
  state: Def<number>;
  /** AES-256-GCM ciphertext (modules/students/id-card.ts), '' when none. */
  idCardNo: Def<string>;
  /** Keyed hash of the number: one child per number and school. */
  idCardHash: string | null;
  allergies: Def<string>;
  /** Allergen words of ALLERGEN_OPTIONS (0022). */
  allergens: Def<string[]>;
  medicalNotes: Def<string>;
  bloodType: string | null;
  faceRegistered: Def<boolean>;
  braceletId: Def<string>;
  vipExpireTime: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface StudentChangeTable extends Audit {
  studentChangeId: Id;
  schoolId: number;
  studentId: number;
  classId: number | null;
  kind: number;
  changeDate: ColumnType<string, string, string>;
  reason: Def<string>;
  fromClassId: number | null;
  toClassId: number | null;
  fromStatus: number;
  toStatus: number;
}

export interface StudentsTables {
  student: StudentTable;
  studentChange: StudentChangeTable;
}
