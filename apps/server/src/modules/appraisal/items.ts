import { type api, ITEM_KIND, QUESTIONNAIRE_STATE, type QuestionnaireItem, type questionnaireItemInput } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { Handler } from '../../http/context.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { assertManager, findQuestionnaire, hasAnswers, questionnaireStateName } from './common.ts';

type Q = Kysely<Database>;
const CHOICES: number[] = [ITEM_KIND.Single, ITEM_KIND.Multiple];

/** A questionnaire's items in order, as answered. */
export async function itemsOf(db: Q, questionnaireId: number): Promise<QuestionnaireItem[]> {
  const rows = await db
    .selectFrom('questionnaireItem')
    .select(['itemId', 'title', 'kind', 'weight', 'required', 'options'])
    .where('questionnaireId', '=', questionnaireId)
    .orderBy('sortOrder')
    .execute();
  return rows.map((r) => ({ ItemId: r.itemId, Title: r.title, Kind: r.kind, Weight: r.weight, Required: r.required, Options: r.options }));
}

/** Questionnaire/GetItems. */
export const getItems: Handler<typeof api.questionnaireGetItems> = async ({ db, session, input }) => {
  const q = await findQuestionnaire(db, session, input.QuestionnaireId);
  return { Items: await itemsOf(db, q.questionnaireId), HasAnswers: await hasAnswers(db, q.questionnaireId) };
};

type ItemInput = z.infer<typeof questionnaireItemInput>;

/** The rules between an item's kind, options and weight (choices: 2 or more options; text: not scored). */
function checkItem(item: ItemInput, index: number): void {
  const field = `Items.${index}`;
  const choice = CHOICES.includes(item.Kind);
  if (choice && item.Options.length < 2) throw invalid('appraisal.optionsNeeded', { title: item.Title }, `${field}.Options`);
  if (!choice && item.Options.length) throw invalid('appraisal.noOptions', { title: item.Title }, `${field}.Options`);
  if (item.Kind === ITEM_KIND.Text && item.Weight !== 0) throw invalid('appraisal.textNoWeight', { title: item.Title }, `${field}.Weight`);
}

/** Writes a questionnaire's items anew (in the given order). */
async function writeItems(trx: Q, questionnaireId: number, items: readonly Omit<QuestionnaireItem, 'ItemId'>[]): Promise<void> {
  await trx.deleteFrom('questionnaireItem').where('questionnaireId', '=', questionnaireId).execute();
  if (!items.length) return;
  await trx
    .insertInto('questionnaireItem')
    .values(
      items.map((it, i) => ({
        questionnaireId,
        sortOrder: i + 1,
        title: it.Title,
        kind: it.Kind,
        weight: it.Weight,
        required: it.Required,
        options: JSON.stringify(it.Options),
      })),
    )
    .execute();
}

/** Questionnaire/SaveItems: while nobody has answered (any state but closed); then a new version instead. */
export const saveItems: Handler<typeof api.questionnaireSaveItems> = async ({ db, session, input }) => {
  assertMayWrite(session);
  assertManager(session);
  return db.transaction().execute(async (trx) => {
    // The questionnaire first: another school's is missing whatever its items say.
    const q = await findQuestionnaire(trx, session, input.QuestionnaireId, true);
    input.Items.forEach(checkItem);
    if (q.state === QUESTIONNAIRE_STATE.Closed)
      throw conflict('appraisal.onlyDraftEdited', { state: questionnaireStateName(q.state) }, 'State');
    if (await hasAnswers(trx, q.questionnaireId)) throw conflict('appraisal.hasAnswers', {}, 'Items');
    await writeItems(trx, q.questionnaireId, input.Items);
    await touch(trx, q.questionnaireId, session.sysUserId);
    return { Items: await itemsOf(trx, q.questionnaireId) };
  });
};

const touch = (trx: Q, id: number, by: number, set: { state?: number } = {}) =>
  trx
    .updateTable('questionnaire')
    .set({ ...set, updateBy: by, updateTime: sql`now()` })
    .where('questionnaireId', '=', id)
    .execute();

/** Questionnaire/Publish: a draft with items. */
export const publish: Handler<typeof api.questionnairePublish> = async ({ db, session, input }) => {
  assertMayWrite(session);
  assertManager(session);
  return db.transaction().execute(async (trx) => {
    const q = await findQuestionnaire(trx, session, input.QuestionnaireId, true);
    if (q.state !== QUESTIONNAIRE_STATE.Draft)
      throw conflict('appraisal.onlyDraftPublished', { state: questionnaireStateName(q.state) }, 'State');
    if (!(await itemsOf(trx, q.questionnaireId)).length) throw conflict('appraisal.noItems', {}, 'Items');
    await touch(trx, q.questionnaireId, session.sysUserId, { state: QUESTIONNAIRE_STATE.Published });
    return { State: QUESTIONNAIRE_STATE.Published };
  });
};

/** Questionnaire/Close: a published one; its scheduled pushes stop (the job steps them without firing). */
export const close: Handler<typeof api.questionnaireClose> = async ({ db, session, input }) => {
  assertMayWrite(session);
  assertManager(session);
  return db.transaction().execute(async (trx) => {
    const q = await findQuestionnaire(trx, session, input.QuestionnaireId, true);
    if (q.state !== QUESTIONNAIRE_STATE.Published)
      throw conflict('appraisal.onlyPublishedClosed', { state: questionnaireStateName(q.state) }, 'State');
    await touch(trx, q.questionnaireId, session.sysUserId, { state: QUESTIONNAIRE_STATE.Closed });
    await trx.updateTable('questionnairePush').set({ nextRunTime: null }).where('questionnaireId', '=', q.questionnaireId).execute();
    return { State: QUESTIONNAIRE_STATE.Closed };
  });
};

/** Questionnaire/Copy: a new draft version (the highest version of the copied one's line, plus one). */
export const copy: Handler<typeof api.questionnaireCopy> = async ({ db, session, input }) => {
  assertMayWrite(session);
  assertManager(session);
  return db.transaction().execute(async (trx) => {
    const q = await findQuestionnaire(trx, session, input.QuestionnaireId, true);
    const full = await trx
      .selectFrom('questionnaire')
      .select('remark')
      .where('questionnaireId', '=', q.questionnaireId)
      .executeTakeFirstOrThrow();
    const top = await trx
      .selectFrom('questionnaire')
      .select((eb) => eb.fn.max('version').as('v'))
      .where('schoolId', '=', q.schoolId)
      .where('title', '=', q.title)
      .executeTakeFirst();
    const version = Number(top?.v ?? q.version) + 1;
    const row = await trx
      .insertInto('questionnaire')
      .values({
        schoolId: q.schoolId,
        title: q.title,
        target: q.target,
        anonymous: q.anonymous,
        state: QUESTIONNAIRE_STATE.Draft,
        version,
        copiedFromId: q.questionnaireId,
        remark: full.remark,
        createBy: session.sysUserId,
        updateBy: session.sysUserId,
      })
      .returning('questionnaireId')
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO questionnaire_teacher (questionnaire_id, teacher_id)
      SELECT ${row.questionnaireId}, teacher_id FROM questionnaire_teacher WHERE questionnaire_id = ${q.questionnaireId}`.execute(trx);
    await writeItems(trx, row.questionnaireId, await itemsOf(trx, q.questionnaireId));
    return { QuestionnaireId: row.questionnaireId, Version: version };
  });
};
