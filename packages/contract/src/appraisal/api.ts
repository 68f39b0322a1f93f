import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { zEnumNumber, zId, zInt } from '../core/strict.ts';
import { ITEM_KIND, ITEM_POINTS_MAX, questionnaire, SCORE_MAX, SCORE_MIN } from './questionnaire.ts';

// Performance appraisal beside the standard actions: a questionnaire's items, its states and
// copies, its results (cached in the store, reset by answers and by RedisRemove) and their
// export; its recipients; answers entered in the console and answered in the apps.

const byQuestionnaire = z.object({ QuestionnaireId: zId });
const stateOut = z.object({ State: z.number() });
const detailMenu = 'QuestionnaireDetail' as const;

export const questionnaireOption = z.object({
  Label: z.string().trim().min(1).max(100),
  Score: zInt(0, ITEM_POINTS_MAX),
});
export const questionnaireItemInput = z.object({
  Title: z.string().trim().min(1).max(200),
  Kind: zEnumNumber(Object.values(ITEM_KIND)),
  /** Its share of the weighted score (0: counted in the results, not in the score). Text items weigh nothing. */
  Weight: zInt(0, 100),
  Required: z.boolean().optional().default(true),
  Options: z.array(questionnaireOption).max(20).optional().default([]),
});
export const questionnaireItem = z.object({
  ItemId: z.number(),
  Title: z.string(),
  Kind: z.number(),
  Weight: z.number(),
  Required: z.boolean(),
  Options: z.array(z.object({ Label: z.string(), Score: z.number() })),
});
export type QuestionnaireItem = z.infer<typeof questionnaireItem>;

export const questionnaireAnswerItem = z.object({
  ItemId: zId,
  /** Single and multiple choice: the chosen options' indexes (0-based). */
  Choices: z.array(zInt(0, 19)).max(20).optional(),
  /** Score items: 1 to 5. */
  Score: zInt(SCORE_MIN, SCORE_MAX).optional(),
  /** Text items. */
  Text: z.string().max(1000).optional(),
});
const answerBody = {
  QuestionnaireId: zId,
  /** The appraised teacher, when the questionnaire names some (one of them). */
  TeacherId: zId.optional(),
  Items: z.array(questionnaireAnswerItem).min(1).max(100),
};

const distribution = z.object({ Label: z.string(), Count: z.number() });
export const questionnaireResults = z.object({
  QuestionnaireId: z.number(),
  Title: z.string(),
  Anonymous: z.boolean(),
  Recipients: z.number(),
  Answers: z.number(),
  /** Average points (0–100) of all answers' weighted scores; null without scored answers. */
  Score: z.number().nullable(),
  Items: z.array(
    z.object({
      ItemId: z.number(),
      Title: z.string(),
      Kind: z.number(),
      Weight: z.number(),
      Answered: z.number(),
      /** Options (choices), scores 1–5 (score items); empty for text. */
      Distribution: z.array(distribution),
      /** Average points 0–100 (choices, scores); null for text or unanswered. */
      AveragePoints: z.number().nullable(),
      /** Score items: the average score 1–5. */
      AverageScore: z.number().nullable(),
      /** Text items: the latest texts (never who wrote them). */
      Texts: z.array(z.string()),
    }),
  ),
  /** Appraised teachers by weighted score, best first (ties share a rank). */
  Ranking: z.array(
    z.object({ Rank: z.number(), TeacherId: z.number(), TeacherName: z.string(), Answers: z.number(), Score: z.number().nullable() }),
  ),
  /** Whether the results came from the cache. */
  Cached: z.boolean(),
});
export type QuestionnaireResults = z.infer<typeof questionnaireResults>;

export const appraisalApi = {
  questionnaireGetItems: defineEndpoint({
    path: `${questionnaire.name}/GetItems`,
    auth: 'user',
    grant: { menu: questionnaire.menu, action: 'view' },
    summary: "A questionnaire's items in order (a teacher: of a questionnaire pushed to them)",
    input: byQuestionnaire,
    output: z.object({ Items: z.array(questionnaireItem), HasAnswers: z.boolean() }),
  }),
  questionnaireSaveItems: defineEndpoint({
    path: `${questionnaire.name}/SaveItems`,
    auth: 'user',
    grant: { menu: questionnaire.menu, action: 'edit' },
    summary:
      'Replaces the items of a questionnaire that has no answers yet (choices: 2 to 20 options with points 0–100; score and text: none); once answered, its items stay: Copy makes a new version',
    input: z.object({ QuestionnaireId: zId, Items: z.array(questionnaireItemInput).min(1).max(100) }),
    output: z.object({ Items: z.array(questionnaireItem) }),
  }),
  questionnairePublish: defineEndpoint({
    path: `${questionnaire.name}/Publish`,
    auth: 'user',
    grant: { menu: questionnaire.menu, action: 'edit' },
    summary: 'A draft with items is published: it can be pushed and answered',
    input: byQuestionnaire,
    output: stateOut,
  }),
  questionnaireClose: defineEndpoint({
    path: `${questionnaire.name}/Close`,
    auth: 'user',
    grant: { menu: questionnaire.menu, action: 'edit' },
    summary: 'A published questionnaire is closed: no more pushes nor answers (its results stay)',
    input: byQuestionnaire,
    output: stateOut,
  }),
  questionnaireCopy: defineEndpoint({
    path: `${questionnaire.name}/Copy`,
    auth: 'user',
    grant: { menu: questionnaire.menu, action: 'add' },
    summary: 'A new draft version of a questionnaire: its title, target, teachers and items (not its pushes nor answers)',
    input: byQuestionnaire,
    output: z.object({ QuestionnaireId: z.number(), Version: z.number() }),
  }),
  questionnaireRedisRemove: defineEndpoint({
    path: `${questionnaire.name}/RedisRemove`,
    auth: 'user',
    grant: { menu: questionnaire.menu, action: 'edit' },
    summary: "Resets the questionnaire's cached results (the next read computes them again)",
    input: byQuestionnaire,
    output: z.object({ Removed: z.boolean() }),
  }),
  questionnaireResults: defineEndpoint({
    path: `${questionnaire.name}/Results`,
    auth: 'user',
    grant: { menu: detailMenu, action: 'view' },
    summary: 'Results per item (distribution, averages), per appraised teacher (weighted score) and the ranking; never who answered',
    input: byQuestionnaire,
    output: questionnaireResults,
  }),
  questionnaireExportResults: defineEndpoint({
    path: `${questionnaire.name}/ExportResults`,
    auth: 'user',
    grant: { menu: detailMenu, action: 'export' },
    summary: 'The results as xlsx (items and ranking), served to the caller for 10 minutes',
    input: byQuestionnaire,
    output: z.object({ FilePath: z.string(), Rows: z.number() }),
  }),
  questionnaireRecipients: defineEndpoint({
    path: `${questionnaire.name}/Recipients`,
    auth: 'user',
    grant: { menu: detailMenu, action: 'view' },
    summary:
      'The people a questionnaire was pushed to (teachers or parents), with the answers each gave unless the questionnaire is anonymous',
    input: byQuestionnaire,
    output: z.object({
      list: z.array(z.object({ RecipientId: z.number(), Name: z.string(), Answers: z.number().nullable() })),
    }),
  }),
  questionnaireAnswerEnter: defineEndpoint({
    path: 'QuestionnaireAnswer/Enter',
    auth: 'user',
    grant: { menu: detailMenu, action: 'add' },
    summary:
      "A recipient's answer entered in the console (paper forms): once per recipient (and appraised teacher); each item checked by its kind",
    input: z.object({ ...answerBody, RecipientId: zId }),
    output: z.object({ AnswerId: z.number(), Score: z.number().nullable() }),
  }),
  questionnaireAnswerSubmit: defineEndpoint({
    path: 'QuestionnaireAnswer/Submit',
    auth: 'user',
    grant: { menu: questionnaire.menu, action: 'view' },
    summary: 'The apps: the signed-in teacher answers a questionnaire pushed to them, once (per appraised teacher, never themselves)',
    input: z.object(answerBody),
    output: z.object({ AnswerId: z.number(), Score: z.number().nullable() }),
  }),
  questionnaireAnswerSelectPage: defineEndpoint({
    path: 'QuestionnaireAnswer/SelectPage',
    auth: 'user',
    grant: { menu: detailMenu, action: 'view' },
    summary: "A questionnaire's answers, newest first; who answered only when it is not anonymous (empty otherwise)",
    input: z.object({ QuestionnaireId: zId, cur_page: zInt(1, 100_000), size: zInt(1, 100) }),
    output: z.object({
      list: z.array(
        z.object({
          AnswerId: z.number(),
          RespondentName: z.string(),
          TeacherName: z.string(),
          Score: z.number().nullable(),
          AnswerTime: z.string(),
        }),
      ),
      total: z.number(),
    }),
  }),
} as const;
