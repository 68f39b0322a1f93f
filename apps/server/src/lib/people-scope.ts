import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Session } from '../http/context.ts';
import { andSql as all, isTeacherSession, teacherClassesSql } from '../resource/sql.ts';
import { schoolScopeSql } from './scope.ts';

// Who sees which families and staff. The school scope (lib/scope.ts) comes first; a teacher
// session (role type 210) sees, on top of it, only what concerns their classes:
// - parents: those bound to a child of one of their classes;
// - staff: themselves and the staff of their classes;
// - children and classes: those of their classes (lib/class-scope.ts).
// The resource engine applies the school scope to Parent and Teacher; their bindings add the
// teacher conditions below to lists, details and writes.

const col = (alias: string, column: string) => sql.ref(`${alias}.${column}`);

/** Of a teacher session: the parents of their classes' children. */
export function teacherParentsSql(session: Session): RawBuilder<unknown> {
  return sql`SELECT sp.parent_id FROM student_parent sp JOIN student s ON s.student_id = sp.student_id
    WHERE s.class_id IN (${teacherClassesSql(session)})`;
}

/** Of a teacher session: themselves and the staff of their classes. */
export function teacherColleaguesSql(session: Session): RawBuilder<unknown> {
  return sql`SELECT ${session.identityId ?? null}::bigint
    UNION SELECT ct.teacher_id FROM class_teacher ct WHERE ct.class_id IN (${teacherClassesSql(session)})`;
}

/** The teacher condition on a parent row (none for other sessions). */
export const teacherSeesParent = (alias: string, session: Session): RawBuilder<SqlBool>[] =>
  isTeacherSession(session) ? [sql<SqlBool>`${col(alias, 'parent_id')} IN (${teacherParentsSql(session)})`] : [];

/** The teacher condition on a staff row (none for other sessions). */
export const teacherSeesStaff = (alias: string, column: string, session: Session): RawBuilder<SqlBool>[] =>
  isTeacherSession(session) ? [sql<SqlBool>`${col(alias, column)} IN (${teacherColleaguesSql(session)})`] : [];

/** A parent the session may see (school scope, and a teacher's families). */
export const parentInScope = (alias: string, session: Session): RawBuilder<SqlBool> =>
  all([schoolScopeSql(`${alias}.school_id`, session), ...teacherSeesParent(alias, session)]);

/** A staff member the session may see. */
export const staffInScope = (alias: string, session: Session): RawBuilder<SqlBool> =>
  all([schoolScopeSql(`${alias}.school_id`, session), ...teacherSeesStaff(alias, 'teacher_id', session)]);
