import { UPLOADED_AUDIO_RE, type voicePrint } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import { fetchRows, q } from '../../db/frag.ts';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { invalid } from '../../lib/errors.ts';
import { notInScope, schoolScopeFrag, smartCentreScopeFrag } from '../../lib/scope.ts';
import { UPLOADS_URL } from '../../lib/upload-paths.ts';
import { valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding } from '../../resource/index.ts';

/** The school of a teacher the session sees (of a school with the smart centre); notInScope otherwise. */
async function teacherSchool(trx: Kysely<Database>, session: Session, teacherId: number): Promise<number> {
  const [row] = await fetchRows<{ schoolId: number }>(
    trx,
    q`SELECT t.school_id AS "schoolId" FROM teacher t WHERE t.teacher_id = ${teacherId}
      AND ${schoolScopeFrag('t.school_id', session)} AND ${smartCentreScopeFrag('t.school_id', session)}`,
  );
  if (!row) throw notInScope('TeacherId', 'staff member', teacherId);
  return Number(row.schoolId);
}

/**
 * The sample must be an audio file uploaded (Upload/Audio) for the voice print's school, or by the
 * caller for no school (an operator's upload): that one becomes the school's, so the school's
 * staff may hear it (uploads are served by their school).
 */
async function claimAudio(trx: Kysely<Database>, session: Session, audioPath: string, schoolId: number): Promise<void> {
  const rel = UPLOADED_AUDIO_RE.test(audioPath) ? audioPath.slice(UPLOADS_URL.length) : null;
  const { rows } = rel
    ? await sql<{ n: number }>`UPDATE upload_file SET school_id = ${schoolId}
        WHERE path = ${rel} AND kind = 'Audio' AND (school_id = ${schoolId} OR (school_id IS NULL AND create_by = ${session.sysUserId}))
        RETURNING 1 AS n`.execute(trx)
    : { rows: [] };
  if (rows.length === 0) throw invalid('healthLogs.audioNotUploaded', {}, 'AudioPath');
}

/**
 * VoicePrint on voice_print: school scope; the teacher is one of the session's schools' staff
 * and the voice print takes the teacher's school. A new sample renews the registration time.
 */
export const voicePrintBinding: ResourceBinding<typeof voicePrint> = {
  table: 'voicePrint',
  scope: { school: 'schoolId' },
  computed: { TeacherName: (t) => sql`(SELECT x.name FROM teacher x WHERE x.teacher_id = ${sql.ref(`${t}.teacher_id`)})` },
  unique: { voice_print_teacher_key: { fields: ['TeacherId'], message: 'healthLogs.voicePrintTaken' } },
  hooks: {
    beforeWrite: async (values, { trx, existing, session }) => {
      const out = { ...values };
      if (!existing) out.SchoolId = await teacherSchool(trx, session, Number(values.TeacherId));
      const audio = values.AudioPath;
      if (typeof audio === 'string' && audio !== existing?.AudioPath) {
        await claimAudio(trx, session, audio, Number(valueAfter(out, existing, 'SchoolId')));
        if (existing) out.RegisterTime = new Date().toISOString();
      }
      return out;
    },
  },
};
