import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { type Frag, fetchRows, ident, q, runnerOf, toRaw } from '../../db/frag.ts';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { schoolScopeFrag } from '../../lib/scope.ts';
import { isTeacherSession, teacherClasses } from '../../resource/sql.ts';

type Tx = Kysely<Database>;

/**
 * The register's scope, the same rule as the engine's 'class' scope (resource/sql.ts): the
 * session's schools, and for a teacher only their classes. A record outside it is refused with
 * 100003, one that does not exist with 100004.
 */
export function classScopeFrag(schoolColumn: string, classColumn: string, session: Session): Frag {
  const school = schoolScopeFrag(schoolColumn, session);
  if (!isTeacherSession(session)) return school;
  return q`(${school} AND ${ident(classColumn)} IN (${teacherClasses(session)}))`;
}

/** classScopeFrag for Kysely queries. */
export const classScopeSql = (schoolColumn: string, classColumn: string, session: Session): RawBuilder<SqlBool> =>
  toRaw(classScopeFrag(schoolColumn, classColumn, session));

export interface ClassFacts {
  classId: number;
  className: string;
  grade: string;
  schoolId: number;
}

/** A class the session keeps the register of. */
export async function classInScope(db: Tx, session: Session, classId: number): Promise<ClassFacts & { timeZone: string }> {
  // Every register call starts here: a fragment on the pool (db/frag.ts), in a transaction through it.
  const [row] = await fetchRows<ClassFacts & { timeZone: string; ok: boolean }>(
    runnerOf(db),
    q`SELECT c.class_id AS "classId", c.class_name AS "className", c.grade, c.school_id AS "schoolId", sc.time_zone AS "timeZone",
        ${classScopeFrag('c.school_id', 'c.class_id', session)} AS ok
      FROM school_class c JOIN school sc ON sc.school_id = c.school_id WHERE c.class_id = ${classId}`,
  );
  if (!row) throw notFound('ClassId: the class does not exist');
  if (!row.ok) throw forbidden('ClassId: no permission for this class');
  return {
    classId: Number(row.classId),
    className: row.className,
    grade: row.grade,
    schoolId: Number(row.schoolId),
    timeZone: row.timeZone,
  };
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
  if (r.rows.length < unique.length) {
    const missing = unique.find((id) => !r.rows.some((s) => Number(s.studentId) === id));
    throw notFound(`StudentId: child ${missing} does not exist`);
  }
  const out = r.rows.find((s) => !s.ok);
  if (out) throw forbidden(`StudentId: no permission for child ${out.studentId}`);
  return r.rows.map((s) => ({
    studentId: Number(s.studentId),
    studentName: s.studentName,
    schoolId: Number(s.schoolId),
    classId: s.classId == null ? null : Number(s.classId),
  }));
}

export async function studentInScope(db: Tx, session: Session, id: number): Promise<StudentFacts> {
  const [s] = await studentsInScope(db, session, [id]);
  if (!s) throw notFound('StudentId: the child does not exist');
  return s;
}

/** A school within the session's schools. */
export async function schoolInScope(db: Tx, session: Session, schoolId: number): Promise<{ schoolId: number; schoolName: string }> {
  const [row] = await fetchRows<{ schoolId: number; schoolName: string; ok: boolean }>(
    runnerOf(db),
    q`SELECT s.school_id AS "schoolId", s.school_name AS "schoolName", ${schoolScopeFrag('s.school_id', session)} AS ok
      FROM school s WHERE s.school_id = ${schoolId}`,
  );
  if (!row) throw notFound('SchoolId: the school does not exist');
  if (!row.ok) throw forbidden('SchoolId: no permission for this school');
  return { schoolId: Number(row.schoolId), schoolName: row.schoolName };
}
