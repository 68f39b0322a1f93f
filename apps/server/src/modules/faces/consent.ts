import { DESCRIPTOR_STATE, FACE_CONSENT_STATE, FACE_PERSON, type faceConsent } from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { invalid } from '../../lib/errors.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { childOf } from '../health-logs/child-of.ts';

/** The children of `ids` whose family's consent to face analysis stands. */
export async function consentedChildren(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('faceConsent')
    .select('studentId')
    .where('studentId', 'in', [...new Set(ids)])
    .where('state', '=', FACE_CONSENT_STATE.Given)
    .execute();
  return new Set(rows.map((r) => r.studentId));
}

/** Refuses anything of a child's face until the family's consent stands (the screens say why). */
export async function assertConsent(db: Db, studentId: number, name: string, field = 'StudentId'): Promise<void> {
  if (!(await consentedChildren(db, [studentId])).has(studentId)) throw invalid('faces.noConsent', { name }, field);
}

/**
 * FaceConsent on face_consent: school scope (the child's school). Revoking deletes the
 * descriptors of the child's photos in the same transaction (the photos stay, marked so); the
 * analysis reads only children whose consent stands. Deleting a consent revokes it the same way.
 */
export const faceConsentBinding: ResourceBinding<typeof faceConsent> = {
  table: 'faceConsent',
  scope: { school: 'schoolId' },
  unique: { face_consent_student_key: { fields: ['StudentId'], message: 'unique.faceConsent' } },
  computed: {
    StudentName: (t) => sql`(SELECT s.student_name FROM student s WHERE s.student_id = ${sql.ref(`${t}.student_id`)})`,
    RecordedByName: (t) =>
      sql`(SELECT coalesce(nullif(u.nickname, ''), u.username) FROM sys_user u WHERE u.sys_user_id = ${sql.ref(`${t}.create_by`)})`,
  },
  hooks: {
    beforeWrite: async (values, { trx, existing, session }) => {
      const out = { ...values };
      if (!existing) out.SchoolId = (await childOf(trx, session, Number(values.StudentId))).SchoolId;
      return out;
    },
    afterWrite: async (id, values, { trx, existing, session }) => {
      if (values.State === undefined || values.State === existing?.State) return;
      const revoked = values.State === FACE_CONSENT_STATE.Revoked;
      await trx
        .updateTable('faceConsent')
        .set(revoked ? { revokedTime: sql`now()`, revokedBy: session.sysUserId } : { revokedTime: null, revokedBy: null })
        .where('faceConsentId', '=', id)
        .execute();
      if (revoked && existing) await deleteDescriptors(trx, Number(existing.StudentId));
    },
    beforeDelete: async (rows, { trx }) => {
      for (const r of rows) await deleteDescriptors(trx, Number(r.StudentId));
    },
  },
};

/** A revoked consent: nothing computed from the child's face is kept. */
async function deleteDescriptors(trx: Db, studentId: number): Promise<void> {
  await trx
    .updateTable('faceSet')
    .set({ descriptor: null, descriptorState: DESCRIPTOR_STATE.Deleted, faceScore: null })
    .where('studentId', '=', studentId)
    .where('personType', '=', FACE_PERSON.Child)
    .execute();
}
