import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { zDate, zId, zInt, zNumber } from '../core/strict.ts';
import { faceEmotionDetail } from './face-emotion-detail.ts';
import { speechRecord } from './speech-record.ts';
import { SPEECH_SETTING_BOUNDS as B } from './speech-settings.ts';

// Health logs beside their standard actions: the daily distribution of emotions, the speech
// analysis (SpeechDetail) and a child's health timeline (StudentDetail). The root api.ts spreads
// them in, so the web reaches them as `api.x` without zod.

const id = zId;

/** The longest span the timeline and the analyses read at once, in days. */
export const HEALTH_SPAN_MAX_DAYS = 92;

/** What one timeline entry comes from: each domain's reader answers its own. */
export const TIMELINE_SOURCES = [
  'temperature',
  'warning',
  'entrust',
  'medicine',
  'bracelet',
  'emotion',
  'check',
  'care',
  'sleep',
  'growth',
  'diet',
  'behaviour',
] as const;
export type TimelineSource = (typeof TIMELINE_SOURCES)[number];

export const timelineEntry = z.object({
  Source: z.enum(TIMELINE_SOURCES),
  /** The moment, when the record has one (ISO with offset); null for a whole-day record. */
  Time: z.string().nullable(),
  /** A label of the record's kind (an option's label in the caller's language, a medicine's name…). */
  Title: z.string(),
  /** Its value as a person reads it ('38.2 °C', 'fed 5 ml'). */
  Value: z.string(),
  /** Flagged: a fever, a warning, an overdue dose. */
  Alert: z.boolean(),
});

const share = (bound: { min: number; max: number }) =>
  zNumber()
    .min(bound.min, `must be at least ${bound.min}`)
    .max(bound.max, `must be at most ${bound.max}`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'at most 2 digits after the point');

/** The speech settings as written: a missing key stays as it is. */
const speechSettingsInput = z.object({
  RichnessWindow: zInt()
    .min(B.RichnessWindow.min, `must be at least ${B.RichnessWindow.min}`)
    .max(B.RichnessWindow.max, `must be at most ${B.RichnessWindow.max}`)
    .optional(),
  MinWordLength: zInt()
    .min(B.MinWordLength.min, `must be at least ${B.MinWordLength.min}`)
    .max(B.MinWordLength.max, `must be at most ${B.MinWordLength.max}`)
    .optional(),
  StopWords: z
    .array(z.string().min(1, 'cannot be empty').max(B.StopWords.wordMax, `must be at most ${B.StopWords.wordMax} characters`))
    .max(B.StopWords.max, `must have at most ${B.StopWords.max} items`)
    .optional(),
  TeacherShareMax: share(B.TeacherShareMax).optional(),
  ChildShareMin: share(B.ChildShareMin).optional(),
});

/** The speech settings in force: their values, revision (1 the first, one more each change) and when they changed. */
export const speechSettingsAnswer = z.object({
  Revision: z.number(),
  RichnessWindow: z.number(),
  MinWordLength: z.number(),
  StopWords: z.array(z.string()),
  TeacherShareMax: z.number(),
  ChildShareMin: z.number(),
  UpdateTime: z.string(),
});

export const healthLogsApi = {
  faceEmotionDistribution: defineEndpoint({
    path: `${faceEmotionDetail.name}/DailyDistribution`,
    auth: 'user',
    read: true,
    grant: { menu: faceEmotionDetail.menu, action: 'view' },
    summary: 'Each child’s emotions of one day (the school’s local date): the count of each emotion, within the caller’s scope',
    input: z.object({ Date: zDate, SchoolId: id.optional(), ClassId: id.optional(), StudentId: id.optional() }),
    output: z.object({
      Rows: z.array(
        z.object({
          StudentId: z.number(),
          StudentName: z.string(),
          ClassName: z.string().nullable(),
          Total: z.number(),
          /** Emotion value (EMOTION) → count. */
          Counts: z.array(z.object({ Emotion: z.number(), Count: z.number() })),
        }),
      ),
    }),
  }),
  speechAnalysis: defineEndpoint({
    path: `${speechRecord.name}/Analysis`,
    auth: 'user',
    read: true,
    grant: { menu: 'SpeechDetail', action: 'view' },
    summary:
      'Speech analysis (SpeechDetail): recordings per class and day over a range of days: minutes, words, speaking shares and vocabulary richness (duration-weighted)',
    input: z.object({ From: zDate, To: zDate, SchoolId: id.optional(), ClassId: id.optional() }),
    output: z.object({
      /** The settings the flags were decided with (those in force); each row names the revisions its words were counted with. */
      Settings: speechSettingsAnswer,
      /** The earlier revisions some rows' words were counted with, newest first. */
      Earlier: z.array(speechSettingsAnswer),
      Rows: z.array(
        z.object({
          ClassId: z.number(),
          ClassName: z.string(),
          Date: z.string(),
          Recordings: z.number(),
          Minutes: z.number(),
          Words: z.number(),
          TeacherShare: z.number().nullable(),
          ChildShare: z.number().nullable(),
          VocabularyRichness: z.number().nullable(),
          /** The teacher's share is above the settings' TeacherShareMax. */
          TeacherTalksTooMuch: z.boolean(),
          /** The children's share is below the settings' ChildShareMin. */
          ChildrenTalkTooLittle: z.boolean(),
          /** The settings revisions the day's transcripts were counted with (none: figures given by hand). */
          Revisions: z.array(z.number()),
        }),
      ),
    }),
  }),
  speechSettings: defineEndpoint({
    path: 'SpeechAnalysis/GetSettings',
    auth: 'user',
    read: true,
    grant: { menu: 'SpeechAnalysis', action: 'view' },
    summary: 'The speech metrics’ settings in force (platform): richness window, shortest word counted, stop words, share thresholds',
    input: z.object({}).default({}),
    output: speechSettingsAnswer,
  }),
  speechSettingsUpdate: defineEndpoint({
    path: 'SpeechAnalysis/UpdateSettings',
    auth: 'user',
    grant: { menu: 'SpeechAnalysis', action: 'edit' },
    summary:
      'Changes the speech metrics’ settings (platform only; a missing key stays): a new revision, which recordings saved from now on are counted with',
    input: speechSettingsInput,
    output: speechSettingsAnswer,
  }),
  homeHealthToday: defineEndpoint({
    path: 'Home/GetHealthToday',
    auth: 'user',
    read: true,
    summary:
      "The health panel of the dashboard: today's figures (each school's local date) of the caller's schools or of one of them (a teacher: their classes): fevers at the gate, today's warnings by type, medicine doses due, fed and overdue, instructions waiting for confirmation",
    input: z.object({ SchoolId: id.optional() }).default({}),
    output: z.object({
      Date: z.string().nullable(),
      /** Entry temperatures at or above the school's threshold today. */
      Fever: z.number(),
      /** Today's warning events by WARNING_TYPE (fever, symptom, sent home, medicine overdue, devices'). */
      Warnings: z.array(z.object({ Type: z.number(), Count: z.number(), Open: z.number() })),
      DosesDue: z.number(),
      DosesFed: z.number(),
      DosesOverdue: z.number(),
      EntrustPending: z.number(),
    }),
  }),
  studentHealthTimeline: defineEndpoint({
    path: 'Student/GetHealthTimeline',
    auth: 'user',
    read: true,
    grant: { menu: 'StudentDetail', action: 'view' },
    summary:
      'A child’s health by day, newest first: temperatures, warnings, instructions, doses, bracelet readings, emotions (and each daily-care domain’s records as it adds its reader); the last 14 days unless told',
    input: z.object({ StudentId: id, From: zDate.optional(), To: zDate.optional() }),
    output: z.object({
      From: z.string(),
      To: z.string(),
      Days: z.array(z.object({ Date: z.string(), Entries: z.array(timelineEntry) })),
    }),
  }),
} as const;
