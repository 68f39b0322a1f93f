import { type Kysely, sql } from 'kysely';
import { alias, type Frag, fetchRows, join, q, runnerOf } from '../../db/frag.ts';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { classScopeFrag, classScopeSql } from '../../lib/class-scope.ts';
import { assertAllInScope, notInScope } from '../../lib/scope.ts';

type Tx = Kysely<Database>;

// The register's scope checks: the class scope (lib/class-scope.ts) on the class or children a
// call names. A record outside it is refused as one that does not exist (lib/scope.ts notInScope, 100004).

export interface ClassFacts {
  classId: number;
  className: string;
  grade: string;
  schoolId: number;
}

/**
 * A read that rides along with a scope check in its statement (one round trip instead of two):
 * a select-list item `key`, evaluated only when the record is in the session's scope (the
 * check's `s.ok`), else null. `sql` may use the check's aliases: `c` the class and `sc` its
 * school.
 */
export interface AlongRead {
  key: string;
  sql: Frag;
}

const along = (reads: readonly AlongRead[]): Frag =>
  join(
    reads.map((r) => q`, CASE WHEN s.ok THEN (${r.sql}) END AS ${alias(r.key)}`),
    '',
  );

/** A class the session keeps the register of, with the `reads` made in the same statement. */
export async function classInScope<R extends Record<string, unknown> = Record<string, never>>(
  db: Tx,
  session: Session,
  classId: number,
  reads: readonly AlongRead[] = [],
): Promise<ClassFacts & { timeZone: string } & R> {
  // Every register call starts here: a fragment on the pool (db/frag.ts), in a transaction through it.
  const [row] = await fetchRows<ClassFacts & { timeZone: string; ok: boolean } & R>(
    runnerOf(db),
    q`SELECT c.class_id AS "classId", c.class_name AS "className", c.grade, c.school_id AS "schoolId", sc.time_zone AS "timeZone",
        s.ok${along(reads)}
      FROM school_class c JOIN school sc ON sc.school_id = c.school_id
      CROSS JOIN LATERAL (SELECT ${classScopeFrag('c.school_id', 'c.class_id', session)} AS ok) s
      WHERE c.class_id = ${classId}`,
  );
  if (!row?.ok) throw notInScope('ClassId', 'class', classId);
  const { ok: _, ...facts } = row;
  return { ...facts, classId: Number(row.classId), schoolId: Number(row.schoolId) } as ClassFacts & { timeZone: string } & R;
}

export interface StudentFacts {
  studentId: number;
  studentName: string;
  schoolId: number;
  classId: number | null;
}

/** Children the session may record (all of them, or the call is refused: nothing is written). */
export async function studentsInScope(db: Tx, session: Session, ids: readonly number[]): Promise<StudentFacts[]> {
  const unique = [...new Set(ids)];
  const r = await sql<StudentFacts & { ok: boolean }>`
    SELECT s.student_id, s.student_name, s.school_id, s.class_id, ${classScopeSql('s.school_id', 's.class_id', session)} AS ok
    FROM student s WHERE s.student_id = ANY(${unique}::bigint[]) ORDER BY s.student_id`.execute(db);
  assertAllInScope(
    'StudentId',
    'child',
    unique,
    r.rows.filter((s) => s.ok).map((s) => Number(s.studentId)),
  );
  return r.rows.map((s) => ({
    studentId: Number(s.studentId),
    studentName: s.studentName,
    schoolId: Number(s.schoolId),
    classId: s.classId == null ? null : Number(s.classId),
  }));
}

export async function studentInScope(db: Tx, session: Session, id: number): Promise<StudentFacts> {
  const [s] = await studentsInScope(db, session, [id]);
  if (!s) throw notInScope('StudentId', 'child', id);
  return s;
}
