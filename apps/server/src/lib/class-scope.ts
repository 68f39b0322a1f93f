import type { RawBuilder, SqlBool } from 'kysely';
import { type Frag, ident, q, toRaw } from '../db/frag.ts';
import type { Session } from '../http/context.ts';
import { isTeacherSession, teacherClasses } from '../resource/sql.ts';
import { schoolScopeFrag } from './scope.ts';

/**
 * The class scope, the same rule as the engine's 'class' scope (resource/sql.ts), on a record
 * with a school and a class column (a class, a child, a register row): the session's schools,
 * and for a teacher only their classes.
 */
export function classScopeFrag(schoolColumn: string, classColumn: string, session: Session): Frag {
  const school = schoolScopeFrag(schoolColumn, session);
  if (!isTeacherSession(session)) return school;
  return q`(${school} AND ${ident(classColumn)} IN (${teacherClasses(session)}))`;
}

/** classScopeFrag for Kysely queries. */
export const classScopeSql = (schoolColumn: string, classColumn: string, session: Session): RawBuilder<SqlBool> =>
  toRaw(classScopeFrag(schoolColumn, classColumn, session));

/** A class or child row (alias with school_id and class_id) the session may see. */
export const classRowInScope = (alias: string, session: Session): RawBuilder<SqlBool> =>
  classScopeSql(`${alias}.school_id`, `${alias}.class_id`, session);
