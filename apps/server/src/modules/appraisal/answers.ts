import {
  type api,
  ITEM_KIND,
  ITEM_POINTS_MAX,
  QUESTIONNAIRE_TARGET,
  type QuestionnaireItem,
  type questionnaireAnswerItem,
} from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { Handler, Session } from '../../http/context.ts';
import { conflict, forbidden, invalid } from '../../lib/errors.ts';
import { staffInScope } from '../../lib/people-scope.ts';
import { notInScope } from '../../lib/scope.ts';
import { isTeacherSession } from '../../resource/sql.ts';
import { assertMayWrite } from '../../resource/write.ts';
import type { KvStore } from '../../store/index.ts';
import { assertManager, assertOpen, findQuestionnaire, type QuestionnaireRow, resultsKey } from './common.ts';
import { itemsOf } from './items.ts';

type Q = Kysely<Database>;
type AnswerItem = z.infer<typeof questionnaireAnswerItem>;
interface Checked {
  itemId: number;
  choices: number[];
  score: number | null;
  text: string;
  points: number | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * One item's answer checked by its kind, and its points (0–100): a single choice its option's, a
 * multiple choice the sum of its options' (at most 100), a score × 20; a text none.
 */
function checkAnswer(item: QuestionnaireItem, a: AnswerItem, field: string): Checked {
  const title = item.Title;
  const choices = a.Choices ?? [];
  const base = { itemId: item.ItemId, choices: [] as number[], score: null as number | null, text: '', points: null as number | null };
  switch (item.Kind) {
    case ITEM_KIND.Single:
    case ITEM_KIND.Multiple: {
      const single = item.Kind === ITEM_KIND.Single;
      const bad = a.Score !== undefined || (a.Text ?? '') !== '' || !choices.length || new Set(choices).size !== choices.length;
      if (bad || (single && choices.length !== 1))
        throw invalid(single ? 'appraisal.oneChoice' : 'appraisal.someChoices', { title }, `${field}.Choices`);
      const missing = choices.find((c) => c >= item.Options.length);
      if (missing !== undefined) throw invalid('appraisal.noSuchChoice', { title, index: missing }, `${field}.Choices`);
      const sum = choices.reduce((s, c) => s + (item.Options[c]?.Score ?? 0), 0);
      return { ...base, choices: [...choices].sort((x, y) => x - y), points: Math.min(ITEM_POINTS_MAX, sum) };
    }
    case ITEM_KIND.Score:
      if (a.Score === undefined || a.Choices !== undefined || (a.Text ?? '') !== '')
        throw invalid('appraisal.scoreNeeded', { title }, `${field}.Score`);
      return { ...base, score: a.Score, points: a.Score * (ITEM_POINTS_MAX / 5) };
    default:
      if (!a.Text?.trim() || a.Choices !== undefined || a.Score !== undefined)
        throw invalid('appraisal.textNeeded', { title }, `${field}.Text`);
      return { ...base, text: a.Text.trim() };
  }
}

/** Every item checked (each once, the required ones answered) and the answer's weighted points. */
export function checkAnswers(items: QuestionnaireItem[], given: AnswerItem[]): { rows: Checked[]; points: number | null } {
  const byId = new Map(items.map((i) => [i.ItemId, i]));
  const seen = new Set<number>();
  const rows: Checked[] = [];
  given.forEach((a, i) => {
    const item = byId.get(a.ItemId);
    if (!item) throw invalid('appraisal.unknownItem', { id: a.ItemId }, `Items.${i}.ItemId`);
    if (seen.has(a.ItemId)) throw invalid('appraisal.itemTwice', { id: a.ItemId }, `Items.${i}.ItemId`);
    seen.add(a.ItemId);
    rows.push(checkAnswer(item, a, `Items.${i}`));
  });
  const missing = items.find((i) => i.Required && !seen.has(i.ItemId));
  if (missing) throw invalid('appraisal.itemMissing', { title: missing.Title }, 'Items');
  let weights = 0;
  let sum = 0;
  for (const r of rows) {
    const w = byId.get(r.itemId)?.Weight ?? 0;
    if (w > 0 && r.points !== null) {
      weights += w;
      sum += w * r.points;
    }
  }
  return { rows, points: weights ? round1(sum / weights) : null };
}

/** The appraised teacher an answer names: one of the questionnaire's when it has some, never the answering teacher. */
async function checkTeacher(db: Q, q: QuestionnaireRow, recipientId: number, teacherId: number | undefined): Promise<number | null> {
  const appraised = await db
    .selectFrom('questionnaireTeacher')
    .select('teacherId')
    .where('questionnaireId', '=', q.questionnaireId)
    .execute();
  if (!appraised.length) {
    if (teacherId !== undefined) throw invalid('appraisal.noTeacher', {}, 'TeacherId');
    return null;
  }
  if (teacherId === undefined) throw invalid('appraisal.teacherNeeded', {}, 'TeacherId');
  if (!appraised.some((t) => t.teacherId === teacherId)) throw invalid('appraisal.notAppraised', {}, 'TeacherId');
  if (q.target === QUESTIONNAIRE_TARGET.Teachers && teacherId === recipientId) throw invalid('appraisal.noSelfAppraisal', {}, 'TeacherId');
  return teacherId;
}

type AnswerInput = { QuestionnaireId: number; TeacherId?: number; Items: AnswerItem[] };

/** Records one recipient's answer (once per appraised teacher) and drops the cached results. */
async function recordAnswer(db: Q, store: KvStore, session: Session, input: AnswerInput, recipientId: number, enteredBy: number | null) {
  const answer = await db.transaction().execute(async (trx) => {
    const q = await findQuestionnaire(trx, session, input.QuestionnaireId, true);
    assertOpen(q);
    const recipient = await trx
      .selectFrom('questionnaireRecipient')
      .select('recipientId')
      .where('questionnaireId', '=', q.questionnaireId)
      .where('recipientId', '=', recipientId)
      .executeTakeFirst();
    if (!recipient) throw invalid('appraisal.notRecipient', {}, 'RecipientId');
    const teacherId = await checkTeacher(trx, q, recipientId, input.TeacherId);
    const { rows, points } = checkAnswers(await itemsOf(trx, q.questionnaireId), input.Items);
    // The questionnaire row is locked: the unique index is the last word, this the message.
    const before = await sql<{
      name: string | null;
    }>`SELECT t.name FROM questionnaire_answer a LEFT JOIN teacher t ON t.teacher_id = a.teacher_id
      WHERE a.questionnaire_id = ${q.questionnaireId} AND a.recipient_id = ${recipientId}
        AND COALESCE(a.teacher_id, 0) = ${teacherId ?? 0}`.execute(trx);
    if (before.rows.length) {
      const name = before.rows[0]?.name;
      throw name
        ? conflict('appraisal.alreadyAnsweredFor', { teacher: name }, 'RecipientId')
        : conflict('appraisal.alreadyAnswered', {}, 'RecipientId');
    }
    const a = await trx
      .insertInto('questionnaireAnswer')
      .values({ questionnaireId: q.questionnaireId, schoolId: q.schoolId, recipientId, teacherId, points, enteredBy })
      .returning('answerId')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('questionnaireAnswerItem')
      .values(
        rows.map((r) => ({ answerId: a.answerId, itemId: r.itemId, choices: r.choices, score: r.score, text: r.text, points: r.points })),
      )
      .execute();
    return { AnswerId: a.answerId, Score: points, questionnaireId: q.questionnaireId };
  });
  await store.del(resultsKey(answer.questionnaireId));
  return { AnswerId: answer.AnswerId, Score: answer.Score };
}

/** QuestionnaireAnswer/Enter: the school enters a recipient's answer (a paper form, a parent without the app). */
export const enterAnswer: Handler<typeof api.questionnaireAnswerEnter> = async ({ db, store, session, input }) => {
  assertMayWrite(session);
  assertManager(session);
  return recordAnswer(db, store, session, input, input.RecipientId, session.sysUserId);
};

/** QuestionnaireAnswer/Submit: the signed-in teacher answers a questionnaire pushed to them. */
export const submitAnswer: Handler<typeof api.questionnaireAnswerSubmit> = async ({ db, store, session, input }) => {
  // The questionnaire first: one the caller does not see is missing, whoever calls.
  await findQuestionnaire(db, session, input.QuestionnaireId);
  if (!isTeacherSession(session) || session.identityId == null) throw forbidden('appraisal.teachersAnswerHere');
  // A teacher appraises the colleagues they see (the staff of their classes); others answer as missing.
  if (input.TeacherId !== undefined) {
    const seen = await db
      .selectFrom('teacher as t')
      .select('t.teacherId')
      .where('t.teacherId', '=', input.TeacherId)
      .where(staffInScope('t', session))
      .executeTakeFirst();
    if (!seen) throw notInScope('TeacherId', 'Teacher', input.TeacherId);
  }
  return recordAnswer(db, store, session, input, session.identityId, null);
};

/** The name of a questionnaire's recipient (a teacher or a parent, by its target), as SQL. */
const recipientName = (q: QuestionnaireRow, column: string) =>
  q.target === QUESTIONNAIRE_TARGET.Teachers
    ? sql<string>`(SELECT t.name FROM teacher t WHERE t.teacher_id = ${sql.ref(column)})`
    : sql<string>`(SELECT p.name FROM parent p WHERE p.parent_id = ${sql.ref(column)})`;

/** Questionnaire/Recipients: who it was pushed to; how often each answered, unless anonymous. */
export const recipients: Handler<typeof api.questionnaireRecipients> = async ({ db, session, input }) => {
  assertManager(session);
  const q = await findQuestionnaire(db, session, input.QuestionnaireId);
  const rows = await db
    .selectFrom('questionnaireRecipient as r')
    .select((eb) => [
      'r.recipientId',
      recipientName(q, 'r.recipient_id').as('name'),
      eb
        .selectFrom('questionnaireAnswer as a')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('a.questionnaireId', '=', 'r.questionnaireId')
        .whereRef('a.recipientId', '=', 'r.recipientId')
        .as('answers'),
    ])
    .where('r.questionnaireId', '=', q.questionnaireId)
    .orderBy('name')
    .execute();
  return {
    list: rows.map((r) => ({ RecipientId: r.recipientId, Name: r.name ?? '', Answers: q.anonymous ? null : Number(r.answers ?? 0) })),
  };
};

/** QuestionnaireAnswer/SelectPage: newest first; who answered only of a questionnaire that is not anonymous. */
export const selectAnswers: Handler<typeof api.questionnaireAnswerSelectPage> = async ({ db, session, input }) => {
  assertManager(session);
  const q = await findQuestionnaire(db, session, input.QuestionnaireId);
  const rows = await db
    .selectFrom('questionnaireAnswer as a')
    .leftJoin('teacher as t', 't.teacherId', 'a.teacherId')
    .select([
      'a.answerId',
      'a.points',
      'a.answerTime',
      't.name as teacherName',
      q.anonymous ? sql<string>`''`.as('respondent') : recipientName(q, 'a.recipient_id').as('respondent'),
      sql<number>`count(*) OVER ()::int`.as('total'),
    ])
    .where('a.questionnaireId', '=', q.questionnaireId)
    .orderBy('a.answerId', 'desc')
    .limit(input.size)
    .offset((input.cur_page - 1) * input.size)
    .execute();
  const total =
    rows[0]?.total ??
    (
      await db
        .selectFrom('questionnaireAnswer')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('questionnaireId', '=', q.questionnaireId)
        .executeTakeFirst()
    )?.n ??
    0;
  return {
    list: rows.map((r) => ({
      AnswerId: r.answerId,
      RespondentName: r.respondent ?? '',
      TeacherName: r.teacherName ?? '',
      Score: r.points,
      AnswerTime: new Date(r.answerTime).toISOString(),
    })),
    total,
  };
};
