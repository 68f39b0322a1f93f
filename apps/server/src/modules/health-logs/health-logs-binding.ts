import type { braceletData, faceEmotionDetail, speechRecord } from '@kc/contract';
import { sql } from 'kysely';
import { notInScope } from '../../lib/scope.ts';
import { valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding, WriteHookContext } from '../../resource/index.ts';
import { classInScope } from '../attendance/scope.ts';
import { analysisSwitchesOf } from '../devices/park-setting.ts';
import { teacherSees } from '../staff/staff-records.ts';
import { childOf } from './child-of.ts';
import { speechMetrics } from './speech-metrics.ts';
import { speechSettingsInForce } from './speech-settings.ts';

const studentName = (t: string) => sql`(SELECT s.student_name FROM student s WHERE s.student_id = ${sql.ref(`${t}.student_id`)})`;
const scope = { school: 'schoolId', class: 'classId' } as const;

/** A child's log added by hand takes the child's school and class (a teacher: of their classes only). */
const childLogHooks = {
  beforeWrite: async <V extends { StudentId?: number | null }>(
    values: V,
    { trx, existing, session }: WriteHookContext<unknown>,
  ): Promise<V> => (existing ? values : { ...values, ...(await childOf(trx, session, Number(values.StudentId))) }),
};

/** BraceletData on bracelet_data: class scope; a reading by hand belongs to the child's class. */
export const braceletDataBinding: ResourceBinding<typeof braceletData> = {
  table: 'braceletData',
  scope,
  computed: { StudentName: studentName },
  hooks: childLogHooks,
};

/** FaceEmotionDetail on face_emotion_detail: class scope; an emotion noted by hand belongs to the child's class. */
export const faceEmotionDetailBinding: ResourceBinding<typeof faceEmotionDetail> = {
  table: 'faceEmotionDetail',
  scope,
  computed: { StudentName: studentName },
  hooks: childLogHooks,
};

/**
 * SpeechRecord on speech_record: class scope; a recording belongs to a class the session keeps
 * (its school follows) and, when it names a teacher, to one of that school's staff that the session sees.
 * Saved with a transcript, in a school whose speech analysis is on (ParkSetting), its words and
 * vocabulary richness are counted from the transcript by the speech settings in force, whose
 * revision it keeps; otherwise they are as given (no revision).
 */
export const speechRecordBinding: ResourceBinding<typeof speechRecord> = {
  table: 'speechRecord',
  scope,
  computed: {
    ClassName: (t) => sql`(SELECT c.class_name FROM school_class c WHERE c.class_id = ${sql.ref(`${t}.class_id`)})`,
    TeacherName: (t) => sql`(SELECT x.name FROM teacher x WHERE x.teacher_id = ${sql.ref(`${t}.teacher_id`)})`,
  },
  hooks: {
    beforeWrite: async (values, { trx, existing, session }) => {
      const out = { ...values };
      if (!existing) out.SchoolId = (await classInScope(trx, session, values.ClassId as number)).schoolId;
      const teacherId = valueAfter(out, existing, 'TeacherId');
      const schoolId = valueAfter(out, existing, 'SchoolId');
      if (teacherId != null) {
        const staff = await trx
          .selectFrom('teacher')
          .select('teacherId')
          .where('teacherId', '=', Number(teacherId))
          .where('schoolId', '=', Number(schoolId))
          .executeTakeFirst();
        // A teacher names only the colleagues they see (those of their classes), as Teacher/SelectPage answers them.
        if (!staff || !(await teacherSees(trx, session, [Number(teacherId)]))) throw notInScope('TeacherId', 'staff member', teacherId);
      }
      const transcript = valueAfter(out, existing, 'Transcript');
      if (transcript && (await analysisSwitchesOf(trx, Number(schoolId))).speechAnalysis) {
        const settings = await speechSettingsInForce(trx);
        const counted = speechMetrics(transcript, settings);
        return { ...out, WordCount: counted.words, VocabularyRichness: counted.richness, SettingsRevision: settings.Revision };
      }
      return { ...out, SettingsRevision: null };
    },
  },
};
