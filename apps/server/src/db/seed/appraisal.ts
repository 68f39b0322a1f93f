import { ITEM_KIND, PUSH_MODE, QUESTIONNAIRE_STATE, QUESTIONNAIRE_TARGET } from '@kc/contract';
import type { Kysely } from 'kysely';
import { fireSlot } from '../../modules/appraisal/schedule.ts';
import type { Database } from '../schema.ts';

/**
 * The demo's appraisal: school 1's anonymous peer review of two teachers (teacher01's record and
 * a colleague of their classes), published, with two items, pushed now to both (each appraises the other).
 * Runs inside the seed's transaction.
 */
export async function seedAppraisal(trx: Kysely<Database>): Promise<void> {
  const me = await trx.selectFrom('sysUser').select('identityId').where('username', '=', 'teacher01').executeTakeFirst();
  const schoolId = 1;
  const teachers = await trx
    .selectFrom('teacher')
    .select('teacherId')
    .where('schoolId', '=', schoolId)
    .orderBy('teacherId')
    .limit(3)
    .execute();
  const ids = [...new Set([Number(me?.identityId ?? 0), ...teachers.map((t) => t.teacherId)])].filter((id) => id > 0).slice(0, 2);
  if (ids.length < 2) return;
  const q = await trx
    .insertInto('questionnaire')
    .values({
      schoolId,
      title: '同事互评（示例）',
      target: QUESTIONNAIRE_TARGET.Teachers,
      anonymous: true,
      state: QUESTIONNAIRE_STATE.Published,
    })
    .returning('questionnaireId')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('questionnaireTeacher')
    .values(ids.map((teacherId) => ({ questionnaireId: q.questionnaireId, teacherId })))
    .execute();
  await trx
    .insertInto('questionnaireItem')
    .values([
      { questionnaireId: q.questionnaireId, sortOrder: 1, title: '团队协作', kind: ITEM_KIND.Score, weight: 1, options: '[]' },
      { questionnaireId: q.questionnaireId, sortOrder: 2, title: '建议', kind: ITEM_KIND.Text, weight: 0, required: false, options: '[]' },
    ])
    .execute();
  const now = new Date();
  const push = await trx
    .insertInto('questionnairePush')
    .values({ schoolId, questionnaireId: q.questionnaireId, mode: PUSH_MODE.Now, nextRunTime: now })
    .returning('questionnairePushId')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('questionnairePushTeacher')
    .values(ids.map((teacherId) => ({ questionnairePushId: push.questionnairePushId, teacherId })))
    .execute();
  await fireSlot(trx, push.questionnairePushId, now);
  await trx
    .updateTable('questionnairePush')
    .set({ nextRunTime: null, lastRunTime: now })
    .where('questionnairePushId', '=', push.questionnairePushId)
    .execute();
}
