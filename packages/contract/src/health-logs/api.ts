import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { zDate, zId } from '../core/strict.ts';
import { faceEmotionDetail } from './face-emotion-detail.ts';
import { speechRecord } from './speech-record.ts';

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
        }),
      ),
    }),
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
