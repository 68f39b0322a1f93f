import { DESCRIPTOR_STATE, FACE_PERSON, FACE_PERSON_OPTIONS, type faceSet, lowerLabel } from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Session } from '../../http/context.ts';
import { invalid } from '../../lib/errors.ts';
import { notInScope } from '../../lib/scope.ts';
import { valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { assertConsent } from './consent.ts';
import { descriptorBytes } from './descriptors.ts';
import { analyseImage, decodeImage } from './face-engine.ts';
import { readableUpload } from './photos.ts';

/** A second face at least this share of the largest one's area makes a photo of several people. */
const OTHER_FACE_SHARE = 0.25;

const personLabel = (type: number) => lowerLabel(FACE_PERSON_OPTIONS.find((o) => o.value === type)?.label ?? { zh: '', en: '', es: '' });

/** The one face of a library photo: its descriptor and score; refused when it shows none or several people. */
export async function photoDescriptor(db: Db, session: Session, photo: string): Promise<{ descriptor: Float32Array; score: number }> {
  const { file } = await readableUpload(db, session, photo, 'Photo');
  const { faces } = await analyseImage(await decodeImage(file, 'Photo'));
  const area = (f: { box: number[] }) => (f.box[2] ?? 0) * (f.box[3] ?? 0);
  const sorted = [...faces].sort((a, b) => area(b) - area(a));
  const [largest] = sorted;
  if (!largest?.descriptor) throw invalid('faces.noFace', {}, 'Photo');
  const people = sorted.filter((f) => area(f) >= area(largest) * OTHER_FACE_SHARE).length;
  if (people > 1) throw invalid('faces.severalFaces', { count: people }, 'Photo');
  return { descriptor: largest.descriptor, score: largest.score };
}

async function childOfSchool(db: Db, studentId: number, schoolId: number) {
  const child = await db
    .selectFrom('student')
    .select(['studentName'])
    .where('studentId', '=', studentId)
    .where('schoolId', '=', schoolId)
    .executeTakeFirst();
  if (!child) throw notInScope('StudentId', 'child', studentId);
  return child;
}

/**
 * FaceSet on face_set: school scope. A photo names its person by type: a child (its name
 * follows; the family's consent must stand, else nothing is analysed and the write is refused),
 * a staff member of the school (name follows), or a pick-up person (named, with the child they
 * pick up). Saving a new photo — or the same one while no descriptor is kept — computes the
 * descriptor in the model's worker: the photo must show one face.
 */
export const faceSetBinding: ResourceBinding<typeof faceSet, { Descriptor: Buffer; DescriptorState: number; FaceScore: number }> = {
  table: 'faceSet',
  scope: { school: 'schoolId' },
  columns: { Descriptor: 'descriptor', DescriptorState: 'descriptorState', FaceScore: 'faceScore' },
  computed: {
    DescriptorLength: (t) => sql`(octet_length(${sql.ref(`${t}.descriptor`)}) / 4)`,
  },
  hooks: {
    beforeWrite: async (values, { trx, existing, session }) => {
      const out = { ...values };
      const type = Number(valueAfter(values, existing, 'PersonType'));
      const schoolId = Number(valueAfter(values, existing, 'SchoolId'));
      const studentId = valueAfter(values, existing, 'StudentId');
      const teacherId = valueAfter(values, existing, 'TeacherId');
      if (type === FACE_PERSON.Staff && studentId != null) throw invalid('faces.notForPerson', { person: personLabel(type) }, 'StudentId');
      if (type !== FACE_PERSON.Staff && teacherId != null) throw invalid('faces.notForPerson', { person: personLabel(type) }, 'TeacherId');
      if (type === FACE_PERSON.Child) {
        const child = await childOfSchool(trx, Number(studentId), schoolId);
        out.PersonName = child.studentName;
        await assertConsent(trx, Number(studentId), child.studentName);
      } else if (type === FACE_PERSON.PickUp) {
        await childOfSchool(trx, Number(studentId), schoolId);
      } else {
        const staff = await trx
          .selectFrom('teacher')
          .select('name')
          .where('teacherId', '=', Number(teacherId))
          .where('schoolId', '=', schoolId)
          .executeTakeFirst();
        if (!staff) throw notInScope('TeacherId', 'staff member', teacherId);
        out.PersonName = staff.name;
      }
      const photo = String(valueAfter(values, existing, 'Photo') ?? '');
      const kept =
        existing?.DescriptorState === DESCRIPTOR_STATE.Computed && (values.Photo === undefined || values.Photo === existing.Photo);
      if (!kept) {
        const { descriptor, score } = await photoDescriptor(trx, session, photo);
        out.Descriptor = descriptorBytes(descriptor);
        out.DescriptorState = DESCRIPTOR_STATE.Computed;
        out.FaceScore = score;
      }
      return out;
    },
  },
};
