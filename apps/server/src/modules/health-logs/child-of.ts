import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { classRowInScope } from '../../lib/class-scope.ts';
import { notInScope } from '../../lib/scope.ts';

/**
 * The school and class of a child the session may record for (a teacher: of their classes);
 * 100004 otherwise, as a missing child. Records about a child keep these as they were that day.
 */
export async function childOf(
  trx: Kysely<Database>,
  session: Session,
  studentId: number,
): Promise<{ SchoolId: number; ClassId: number | null }> {
  const child = await trx
    .selectFrom('student')
    .select(['schoolId', 'classId'])
    .where('studentId', '=', studentId)
    .where(classRowInScope('student', session))
    .executeTakeFirst();
  if (!child) throw notInScope('StudentId', 'child', studentId);
  return { SchoolId: child.schoolId, ClassId: child.classId };
}
