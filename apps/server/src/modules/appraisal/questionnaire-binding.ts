import { QUESTIONNAIRE_STATE, type questionnaire } from '@kc/contract';
import { sql } from 'kysely';
import { conflict, notFound } from '../../lib/errors.ts';
import { entityName } from '../../lib/field-labels.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { andSql, isTeacherSession } from '../../resource/sql.ts';
import { assertManager, assertOfSchool, questionnaireStateName, teacherSeesQuestionnaire } from './common.ts';

/**
 * Questionnaire (/Teach Questionnaire) on questionnaire: the school scope; a teacher sees only
 * those pushed to them and writes none. Only a draft is edited; one with answers is never deleted
 * (nor are its items changed: Copy makes a new version).
 */
export const questionnaireBinding: ResourceBinding<typeof questionnaire> = {
  table: 'questionnaire',
  scope: { school: 'schoolId' },
  links: { TeacherIds: { table: 'questionnaireTeacher', owner: 'questionnaireId', value: 'teacherId' } },
  computed: {
    ItemCount: (t) => sql`(SELECT count(*)::int FROM questionnaire_item i WHERE i.questionnaire_id = ${sql.ref(`${t}.questionnaire_id`)})`,
    AnswerCount: (t) =>
      sql`(SELECT count(*)::int FROM questionnaire_answer a WHERE a.questionnaire_id = ${sql.ref(`${t}.questionnaire_id`)})`,
  },
  hooks: {
    mayWrite: (session) => assertManager(session),
    filters: { shape: {}, where: (_input, alias, session) => teacherSeesQuestionnaire(alias, session) },
    // The engine's GetDetail reads by the school scope alone: a teacher's is narrowed here.
    present: async (rows, { db, session, action }) => {
      if (action !== 'GetDetail' || !isTeacherSession(session) || !rows[0]) return;
      const id = rows[0].QuestionnaireId;
      const seen = await db
        .selectFrom('questionnaire as q')
        .select('q.questionnaireId')
        .where('q.questionnaireId', '=', id)
        .where(andSql(teacherSeesQuestionnaire('q', session)))
        .executeTakeFirst();
      // Answered as the engine answers a missing record.
      if (!seen) throw notFound('resource.recordNotFound', { entity: entityName('Questionnaire') });
    },
    beforeWrite: async (values, { trx, existing }) => {
      if (existing && existing.State !== QUESTIONNAIRE_STATE.Draft)
        throw conflict('appraisal.onlyDraftEdited', { state: questionnaireStateName(existing.State ?? 0) }, 'State');
      const schoolId = Number(values.SchoolId ?? existing?.SchoolId);
      await assertOfSchool(trx, 'Teacher', 'TeacherIds', values.TeacherIds, schoolId);
      return values;
    },
    beforeDelete: async (rows, { trx }) => {
      const ids = rows.map((r) => r.QuestionnaireId);
      const answered = await trx
        .selectFrom('questionnaireAnswer')
        .select('answerId')
        .where('questionnaireId', 'in', ids)
        .limit(1)
        .executeTakeFirst();
      if (answered) throw conflict('appraisal.answeredNotDeleted', {}, 'QuestionnaireId');
    },
  },
};
