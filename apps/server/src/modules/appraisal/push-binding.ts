import { PUSH_MODE, PUSH_REPEAT, QUESTIONNAIRE_TARGET, type questionnairePush } from '@kc/contract';
import { sql } from 'kysely';
import { invalid } from '../../lib/errors.ts';
import { valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { assertManager, assertOfSchool, assertOpen, findQuestionnaire, questionnaireTargetName } from './common.ts';
import { fireSlot, firstSlot } from './schedule.ts';

const runs = (t: string) => sql`questionnaire_push_run r WHERE r.questionnaire_push_id = ${sql.ref(`${t}.questionnaire_push_id`)}`;
const count = (ids: unknown) => (Array.isArray(ids) ? ids.length : 0);

/**
 * QuestionnairePush (/GardenManage QuestionnaireQuartz) on questionnaire_push: a published
 * questionnaire's push to classes (their parents or their teachers, by the questionnaire's
 * target), posts (teachers) and people of its school, now (fired in the Add's transaction) or on a
 * schedule (the job fires each due slot once: schedule.ts). Its school is the questionnaire's.
 */
export const questionnairePushBinding: ResourceBinding<typeof questionnairePush> = {
  table: 'questionnairePush',
  scope: { school: 'schoolId' },
  links: {
    ClassIds: { table: 'questionnairePushClass', owner: 'questionnairePushId', value: 'classId' },
    TeacherIds: { table: 'questionnairePushTeacher', owner: 'questionnairePushId', value: 'teacherId' },
    ParentIds: { table: 'questionnairePushParent', owner: 'questionnairePushId', value: 'parentId' },
  },
  computed: {
    RunCount: (t) => sql`(SELECT count(*)::int FROM ${runs(t)})`,
    RecipientCount: (t) => sql`(SELECT coalesce(sum(r.recipients), 0)::int FROM ${runs(t)})`,
  },
  hooks: {
    mayWrite: (session) => assertManager(session),
    beforeWrite: async (values, { trx, session, existing }) => {
      const questionnaireId = valueAfter(values, existing, 'QuestionnaireId');
      const q = await findQuestionnaire(trx, session, Number(questionnaireId), true);
      assertOpen(q);
      const after = <K extends keyof typeof values & keyof NonNullable<typeof existing>>(k: K) => valueAfter(values, existing, k);
      const teachers = q.target === QUESTIONNAIRE_TARGET.Teachers;
      if (count(after('ClassIds')) + count(after('Posts')) + count(after('TeacherIds')) + count(after('ParentIds')) === 0)
        throw invalid('appraisal.noPeople', {}, 'ClassIds');
      if (!teachers && count(after('Posts'))) throw invalid('appraisal.postsForTeachers', {}, 'Posts');
      const wrongPeople = teachers ? 'ParentIds' : 'TeacherIds';
      if (count(after(wrongPeople))) throw invalid('appraisal.peopleOfTarget', { target: questionnaireTargetName(q.target) }, wrongPeople);
      await assertOfSchool(trx, 'Class', 'ClassIds', values.ClassIds, q.schoolId);
      await assertOfSchool(trx, 'Teacher', 'TeacherIds', values.TeacherIds, q.schoolId);
      await assertOfSchool(trx, 'Parent', 'ParentIds', values.ParentIds, q.schoolId);
      const mode = Number(after('Mode'));
      const enabled = after('Enabled') ?? true;
      const schedule = {
        mode,
        runAt: after('RunAt') ? new Date(String(after('RunAt'))) : null,
        repeat: Number(after('Repeat') ?? PUSH_REPEAT.None),
        cron: String(after('Cron') ?? ''),
      };
      const slot = firstSlot(schedule, new Date());
      return {
        ...values,
        SchoolId: q.schoolId,
        Repeat: schedule.repeat as 0,
        Enabled: enabled,
        NextRunTime: enabled && slot ? slot.toISOString() : null,
      };
    },
    // A push now fires with its write: the recipients are there when the Add answers.
    afterWrite: async (id, values, { trx, existing }) => {
      if (valueAfter(values, existing, 'Mode') !== PUSH_MODE.Now || !values.NextRunTime) return;
      const slot = new Date(values.NextRunTime);
      await fireSlot(trx, id, slot);
      await trx
        .updateTable('questionnairePush')
        .set({ nextRunTime: null, lastRunTime: slot })
        .where('questionnairePushId', '=', id)
        .execute();
    },
  },
};
