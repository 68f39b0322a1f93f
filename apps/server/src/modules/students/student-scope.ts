import { student } from '@kc/contract';
import type { RawBuilder, SqlBool } from 'kysely';
import { toRaw } from '../../db/frag.ts';
import type { Session } from '../../http/context.ts';
import { bind, scopeCondition } from '../../resource/sql.ts';
import { studentBinding } from './student-binding.ts';

/** The Student resource as the engine binds it: its scope is the one every workflow call reads children through. */
export const studentBound = bind(student, studentBinding);

/** The children a session sees, as a condition on a student alias (the Student resource's own scope). */
export const childScope = (session: Session, alias = 's'): RawBuilder<SqlBool> => toRaw(scopeCondition(studentBound, session, alias));
