import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { classRowInScope } from '../../lib/class-scope.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { entityName } from '../../lib/field-labels.ts';
import { parentInScope } from '../../lib/people-scope.ts';

// The parent–child links (student_parent): who is a child's primary contact and who may pick
// it up. The rule every change keeps: a child with parents has at least one primary contact.

type Tx = Kysely<Database>;

export const parentNotFound = () => notFound('resource.recordNotFound', { entity: entityName('Parent') });
export const studentNotFound = () => notFound('resource.recordNotFound', { entity: entityName('Student') });

export interface FamilyIds {
  ParentId: number;
  StudentId: number;
}

/** The parent and the child, both within the session's scope, locked for the change; 100004 otherwise. */
async function lockPair(trx: Tx, session: Session, { ParentId, StudentId }: FamilyIds) {
  const p = await sql<{ schoolId: number; name: string }>`SELECT p.school_id, p.name FROM parent p
    WHERE p.parent_id = ${ParentId} AND ${parentInScope('p', session)} FOR UPDATE OF p`.execute(trx);
  const parent = p.rows[0];
  if (!parent) throw parentNotFound();
  const child = await lockStudent(trx, session, StudentId);
  if (!child) throw studentNotFound();
  return { parent, child };
}

/** A child within the session's scope (locked: its links change), or null. */
export async function lockStudent(trx: Tx, session: Session, studentId: number) {
  const r = await sql<{ schoolId: number; studentName: string }>`SELECT s.school_id, s.student_name FROM student s
    WHERE s.student_id = ${studentId} AND ${classRowInScope('s', session)} FOR UPDATE OF s`.execute(trx);
  return r.rows[0] ?? null;
}

/** The link's flags, locked; null when the parent is not bound to the child. */
async function lockLink(trx: Tx, { ParentId, StudentId }: FamilyIds) {
  const r = await sql<{ isPrimary: boolean; mayPickUp: boolean }>`SELECT is_primary, may_pick_up FROM student_parent
    WHERE parent_id = ${ParentId} AND student_id = ${StudentId} FOR UPDATE`.execute(trx);
  return r.rows[0] ?? null;
}

/** How many primary contacts the child has besides `parentId`. */
async function otherPrimaries(trx: Tx, { ParentId, StudentId }: FamilyIds): Promise<number> {
  const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM student_parent
    WHERE student_id = ${StudentId} AND parent_id <> ${ParentId} AND is_primary`.execute(trx);
  return r.rows[0]?.n ?? 0;
}

/**
 * Binds a parent to a child of the same school. The child's first parent is its primary
 * contact whatever was asked. `childField`: refusals about the child name that field (the
 * parent form's StudentId) instead of answering 100004.
 */
export async function bindParent(
  trx: Tx,
  session: Session,
  ids: FamilyIds,
  flags: { IsPrimary: boolean; MayPickUp: boolean },
  childField?: string,
): Promise<void> {
  let pair: Awaited<ReturnType<typeof lockPair>>;
  try {
    pair = await lockPair(trx, session, ids);
  } catch (e) {
    if (childField) throw invalid('families.childNotYours', {}, childField);
    throw e;
  }
  if (pair.parent.schoolId !== pair.child.schoolId) {
    throw invalid('families.childOtherSchool', {}, childField ?? 'StudentId');
  }
  if (await lockLink(trx, ids)) throw conflict('families.alreadyBound');
  const first = (await otherPrimaries(trx, ids)) === 0;
  await trx
    .insertInto('studentParent')
    .values({
      parentId: ids.ParentId,
      studentId: ids.StudentId,
      isPrimary: flags.IsPrimary || first,
      mayPickUp: flags.MayPickUp,
      createBy: session.sysUserId,
      updateBy: session.sysUserId,
    })
    .execute();
}

/** Unbinds a parent from a child, unless the child would be left without a primary contact. */
export async function unbindParent(trx: Tx, session: Session, ids: FamilyIds): Promise<void> {
  await lockPair(trx, session, ids);
  const link = await lockLink(trx, ids);
  if (!link) throw notFound('families.notBound');
  if (link.isPrimary && (await otherPrimaries(trx, ids)) === 0) {
    throw conflict('families.lastPrimary');
  }
  await trx.deleteFrom('studentParent').where('parentId', '=', ids.ParentId).where('studentId', '=', ids.StudentId).execute();
}

/** Changes one flag of a link; a child's last primary contact cannot stop being one. */
export async function setLinkFlag(
  trx: Tx,
  session: Session,
  ids: FamilyIds,
  change: { isPrimary: boolean } | { mayPickUp: boolean },
): Promise<void> {
  await lockPair(trx, session, ids);
  const link = await lockLink(trx, ids);
  if (!link) throw notFound('families.notBound');
  if ('isPrimary' in change && !change.isPrimary && link.isPrimary && (await otherPrimaries(trx, ids)) === 0) {
    throw conflict('families.lastPrimary');
  }
  await trx
    .updateTable('studentParent')
    .set({ ...change, updateTime: sql`now()`, updateBy: session.sysUserId })
    .where('parentId', '=', ids.ParentId)
    .where('studentId', '=', ids.StudentId)
    .execute();
}

/**
 * Refuses deleting parents when one of them is a child's only primary contact (the others of
 * the batch do not count: they go too). The message names the parent and the child.
 */
export async function assertNotOnlyPrimary(trx: Tx, parentIds: number[]): Promise<void> {
  const r = await sql<{ parentName: string; studentName: string }>`
    SELECT p.name AS parent_name, s.student_name FROM student_parent sp
    JOIN parent p ON p.parent_id = sp.parent_id JOIN student s ON s.student_id = sp.student_id
    WHERE sp.parent_id = ANY(${parentIds}::bigint[]) AND sp.is_primary
      AND NOT EXISTS (SELECT 1 FROM student_parent o
        WHERE o.student_id = sp.student_id AND o.is_primary AND o.parent_id <> ALL(${parentIds}::bigint[]))
    ORDER BY p.name, s.student_name`.execute(trx);
  if (r.rows.length) {
    const which = r.rows.map((x) => `${x.parentName} (${x.studentName})`).join(', ');
    throw conflict('families.onlyPrimary', { which });
  }
}
