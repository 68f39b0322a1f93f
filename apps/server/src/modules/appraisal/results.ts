import { type api, ITEM_KIND, type Language, languageOf, type QuestionnaireResults, SCORE_MAX, SCORE_MIN } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Handler } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { Cell } from '../../resource/excel.ts';
import { writeXlsx } from '../../resource/excel.ts';
import { exportFileName, newExportFile } from '../../resource/files.ts';
import { assertManager, findQuestionnaire, type QuestionnaireRow, resultsKey } from './common.ts';
import { itemsOf } from './items.ts';

type Q = Kysely<Database>;
/** Results are kept this long in the store (answers and RedisRemove drop them sooner). */
const CACHE_SECONDS = 300;
/** Text items: the latest texts shown. */
const TEXTS = 50;
const round1 = (n: number | null) => (n == null ? null : Math.round(Number(n) * 10) / 10);

/** Computes a questionnaire's results from its answers (statements grouped per item and per appraised teacher). */
async function computeResults(db: Q, q: QuestionnaireRow): Promise<Omit<QuestionnaireResults, 'Cached'>> {
  const id = q.questionnaireId;
  const items = await itemsOf(db, id);
  const [totals, perItem, choices, scores, texts, ranking] = await Promise.all([
    sql<{ recipients: number; answers: number; points: number | null }>`SELECT
      (SELECT count(*)::int FROM questionnaire_recipient WHERE questionnaire_id = ${id}) AS recipients,
      count(*)::int AS answers, avg(points) AS points FROM questionnaire_answer WHERE questionnaire_id = ${id}`.execute(db),
    sql<{ itemId: number; answered: number; points: number | null; score: number | null }>`SELECT ai.item_id, count(*)::int AS answered,
      avg(ai.points) AS points, avg(ai.score) AS score
      FROM questionnaire_answer_item ai JOIN questionnaire_item i ON i.item_id = ai.item_id
      WHERE i.questionnaire_id = ${id} GROUP BY ai.item_id`.execute(db),
    sql<{ itemId: number; choice: number; n: number }>`SELECT ai.item_id, c.choice, count(*)::int AS n
      FROM questionnaire_answer_item ai JOIN questionnaire_item i ON i.item_id = ai.item_id, unnest(ai.choices) AS c(choice)
      WHERE i.questionnaire_id = ${id} GROUP BY ai.item_id, c.choice`.execute(db),
    sql<{ itemId: number; score: number; n: number }>`SELECT ai.item_id, ai.score, count(*)::int AS n
      FROM questionnaire_answer_item ai JOIN questionnaire_item i ON i.item_id = ai.item_id
      WHERE i.questionnaire_id = ${id} AND ai.score IS NOT NULL GROUP BY ai.item_id, ai.score`.execute(db),
    sql<{ itemId: number; text: string }>`SELECT item_id, text FROM (
        SELECT ai.item_id, ai.text, row_number() OVER (PARTITION BY ai.item_id ORDER BY ai.answer_id DESC) AS k
        FROM questionnaire_answer_item ai JOIN questionnaire_item i ON i.item_id = ai.item_id
        WHERE i.questionnaire_id = ${id} AND i.kind = ${ITEM_KIND.Text} AND ai.text <> '') x
      WHERE k <= ${TEXTS} ORDER BY item_id, k`.execute(db),
    sql<{ teacherId: number; name: string; answers: number; points: number | null }>`SELECT qt.teacher_id, t.name,
        count(a.answer_id)::int AS answers, avg(a.points) AS points
      FROM questionnaire_teacher qt JOIN teacher t ON t.teacher_id = qt.teacher_id
      LEFT JOIN questionnaire_answer a ON a.questionnaire_id = qt.questionnaire_id AND a.teacher_id = qt.teacher_id
      WHERE qt.questionnaire_id = ${id} GROUP BY qt.teacher_id, t.name`.execute(db),
  ]);
  const itemRow = new Map(perItem.rows.map((r) => [Number(r.itemId), r]));
  const count = (rows: { itemId: number; n: number }[], itemId: number, key: (r: never) => number, value: number) =>
    rows.find((r) => Number(r.itemId) === itemId && key(r as never) === value)?.n ?? 0;
  const ranked = ranking.rows
    .map((r) => ({ TeacherId: Number(r.teacherId), TeacherName: r.name, Answers: r.answers, Score: round1(r.points) }))
    .sort((a, b) => (b.Score ?? -1) - (a.Score ?? -1) || a.TeacherName.localeCompare(b.TeacherName));
  return {
    QuestionnaireId: id,
    Title: q.title,
    Anonymous: q.anonymous,
    Recipients: totals.rows[0]?.recipients ?? 0,
    Answers: totals.rows[0]?.answers ?? 0,
    Score: round1(totals.rows[0]?.points ?? null),
    Items: items.map((item) => {
      const r = itemRow.get(item.ItemId);
      const distribution =
        item.Kind === ITEM_KIND.Score
          ? Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, k) => ({
              Label: String(SCORE_MIN + k),
              Count: count(scores.rows, item.ItemId, (x: { score: number }) => Number(x.score), SCORE_MIN + k),
            }))
          : item.Options.map((o, k) => ({
              Label: o.Label,
              Count: count(choices.rows, item.ItemId, (x: { choice: number }) => Number(x.choice), k),
            }));
      return {
        ItemId: item.ItemId,
        Title: item.Title,
        Kind: item.Kind,
        Weight: item.Weight,
        Answered: r?.answered ?? 0,
        Distribution: item.Kind === ITEM_KIND.Text ? [] : distribution,
        AveragePoints: item.Kind === ITEM_KIND.Text ? null : round1(r?.points ?? null),
        AverageScore: item.Kind === ITEM_KIND.Score ? round1(r?.score ?? null) : null,
        Texts: texts.rows.filter((t) => Number(t.itemId) === item.ItemId).map((t) => t.text),
      };
    }),
    // Competition ranking: equal scores share a rank, the next rank skips.
    Ranking: ranked.map((r, i) => ({
      Rank: ranked.findIndex((x) => x.Score === r.Score) + 1 || i + 1,
      ...r,
    })),
  };
}

/** The results, from the store when kept there (answers drop them), else computed and kept. */
async function resultsOf(
  ctx: { db: Q; store: import('../../store/index.ts').KvStore },
  q: QuestionnaireRow,
): Promise<QuestionnaireResults> {
  const key = resultsKey(q.questionnaireId);
  const kept = await ctx.store.read(key);
  if (kept) return { ...(JSON.parse(kept) as Omit<QuestionnaireResults, 'Cached'>), Cached: true };
  const fresh = await computeResults(ctx.db, q);
  await ctx.store.put(key, JSON.stringify(fresh), CACHE_SECONDS);
  return { ...fresh, Cached: false };
}

/** Questionnaire/Results (QuestionnaireDetail): the school's; never a teacher's (they may not see how colleagues were rated). */
export const results: Handler<typeof api.questionnaireResults> = async ({ db, store, session, input }) => {
  assertManager(session);
  return resultsOf({ db, store }, await findQuestionnaire(db, session, input.QuestionnaireId));
};

/** Questionnaire/RedisRemove: drops the kept results (the grant and the scope checked like any edit). */
export const redisRemove: Handler<typeof api.questionnaireRedisRemove> = async ({ db, store, session, input }) => {
  assertManager(session);
  const q = await findQuestionnaire(db, session, input.QuestionnaireId);
  const key = resultsKey(q.questionnaireId);
  const kept = await store.read(key);
  await store.del(key);
  return { Removed: kept !== null };
};

const HEADERS: Record<Language, string[]> = {
  zh: ['部分', '题目 / 教师', '题型 / 排名', '权重', '作答数', '平均得分（0–100）', '平均评分（1–5）', '分布'],
  en: ['Part', 'Item / teacher', 'Kind / rank', 'Weight', 'Answers', 'Average points (0–100)', 'Average score (1–5)', 'Distribution'],
  es: [
    'Parte',
    'Pregunta / docente',
    'Tipo / puesto',
    'Peso',
    'Respuestas',
    'Puntos medios (0–100)',
    'Puntuación media (1–5)',
    'Distribución',
  ],
};
const PARTS: Record<Language, { items: string; ranking: string; kinds: Record<number, string> }> = {
  zh: { items: '题目', ranking: '教师排名', kinds: { 1: '单选', 2: '多选', 3: '评分', 4: '文本' } },
  en: { items: 'Items', ranking: 'Ranking', kinds: { 1: 'Single choice', 2: 'Multiple choice', 3: 'Score 1–5', 4: 'Text' } },
  es: { items: 'Preguntas', ranking: 'Clasificación', kinds: { 1: 'Opción única', 2: 'Opción múltiple', 3: 'Puntuación 1–5', 4: 'Texto' } },
};

/** Questionnaire/ExportResults: the items and the ranking in one sheet (served to the caller for 10 minutes, as every export). */
export const exportResults: Handler<typeof api.questionnaireExportResults> = async (ctx) => {
  const { db, store, session, input, config, acceptLanguage } = ctx;
  assertManager(session);
  const lang = languageOf(acceptLanguage);
  const r = await resultsOf({ db, store }, await findQuestionnaire(db, session, input.QuestionnaireId));
  const part = PARTS[lang];
  const rows: Cell[][] = [
    ...r.Items.map((i): Cell[] => [
      part.items,
      i.Title,
      part.kinds[i.Kind] ?? '',
      i.Weight,
      i.Answered,
      i.AveragePoints,
      i.AverageScore,
      i.Distribution.map((d) => `${d.Label}: ${d.Count}`).join('; '),
    ]),
    ...r.Ranking.map((t): Cell[] => [part.ranking, t.TeacherName, t.Rank, null, t.Answers, t.Score, null, null]),
  ];
  const file = newExportFile(config, db, session, exportFileName([r.Title]));
  try {
    async function* all() {
      yield* rows;
    }
    await writeXlsx(
      file.tmp,
      r.Title,
      HEADERS[lang].map((header) => ({ header })),
      all(),
    );
    await file.publish();
  } catch (e) {
    await file.discard();
    throw e;
  }
  await writeAudit(db, {
    event: 'export',
    sysUserId: session.sysUserId,
    username: session.username,
    ip: ctx.ip,
    serial: ctx.serial,
    detail: { resource: 'QuestionnaireResults', rows: rows.length, filters: { QuestionnaireId: r.QuestionnaireId } },
  });
  return { FilePath: file.url, Rows: rows.length };
};
