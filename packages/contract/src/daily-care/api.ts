import { z } from 'zod';
import { zClock, zEnumNumber, zInt, zNumber } from '../core/strict.ts';
import { body, infrared } from './body.ts';
import { hygiene, sleepRecord } from './care.ts';
import { classDayApi } from './class-day.ts';
import {
  BODY_ACTION_OPTIONS,
  BODY_CHECK_OPTIONS,
  BODY_SYMPTOM_OPTIONS,
  BODY_TEMPERATURE,
  CONDITION_OPTIONS,
  HYGIENE_AMOUNT_MAX,
  HYGIENE_KIND_OPTIONS,
  SLEEP_QUALITY_OPTIONS,
  SPIRIT_OPTIONS,
} from './constants.ts';

// Daily care's calls beside the standard actions: the class grids. The root api.ts spreads them
// in, so the web reaches them as `api.x` without zod.

const values = (options: readonly { value: number | string }[]) => options.map((o) => Number(o.value));
const oneOf = (options: readonly { value: number | string }[]) => zEnumNumber(values(options));
const temperature = zNumber(BODY_TEMPERATURE.min, BODY_TEMPERATURE.max).refine(
  (v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6,
  'at most 1 digits after the point',
);
const symptomValues = BODY_SYMPTOM_OPTIONS.map((o) => o.value);

const bodyDay = classDayApi({
  module: body.name,
  menu: body.menu,
  keys: { Check: oneOf(BODY_CHECK_OPTIONS) },
  row: {
    Temperature: temperature,
    Mouth: oneOf(CONDITION_OPTIONS).optional(),
    Hands: oneOf(CONDITION_OPTIONS).optional(),
    Eyes: oneOf(CONDITION_OPTIONS).optional(),
    Skin: oneOf(CONDITION_OPTIONS).optional(),
    Spirit: oneOf(SPIRIT_OPTIONS).optional(),
    Symptoms: z
      .array(z.string().refine((s) => (symptomValues as string[]).includes(s), `must be one of ${symptomValues.join(', ')}`))
      .max(symptomValues.length)
      .optional(),
    Action: oneOf(BODY_ACTION_OPTIONS).optional(),
    Note: z.string().max(200).optional(),
  },
  record: {
    BodyId: z.number(),
    Temperature: z.number(),
    Mouth: z.number(),
    Hands: z.number(),
    Eyes: z.number(),
    Skin: z.number(),
    Spirit: z.number(),
    Symptoms: z.array(z.string()),
    Action: z.number(),
    Note: z.string(),
    Fever: z.boolean(),
  },
});

const note = z.string().max(200).optional();

// The timed kinds' grids are rounds: a temperature round or a hygiene round at a time of the day
// (a reading or an act of each child at that time), the day's nap. A save replaces the round: each
// row sent is added or updated, and a manual record of that round of a child of the class not sent
// is removed (a child untouched by the round). Readings and records from devices are never touched.

/** Infrared's round: every child's temperature taken at one time of the day. */
const infraredRound = classDayApi({
  module: infrared.name,
  menu: infrared.menu,
  keys: { Time: zClock },
  round: true,
  row: { Value: temperature },
  record: { InfraredId: z.number(), Value: z.number(), Abnormal: z.boolean() },
});

/** Hygiene's round: one kind of care (hand washing, toilet, diaper, water) for the class at one time. */
const hygieneRound = classDayApi({
  module: hygiene.name,
  menu: hygiene.menu,
  keys: { Kind: oneOf(HYGIENE_KIND_OPTIONS), Time: zClock },
  round: true,
  row: { Amount: zInt(0, HYGIENE_AMOUNT_MAX).optional(), Note: note },
  record: { HygieneId: z.number(), Amount: z.number().nullable(), Note: z.string() },
});

/** SleepRecord's grid: the day's nap of every child (start and end on the school's clock; its round is the day). */
const sleepDay = classDayApi({
  module: sleepRecord.name,
  menu: sleepRecord.menu,
  keys: {},
  round: true,
  row: { StartTime: zClock, EndTime: zClock.optional(), Quality: oneOf(SLEEP_QUALITY_OPTIONS), Note: note },
  record: {
    SleepRecordId: z.number(),
    StartTime: z.string(),
    EndTime: z.string().nullable(),
    Quality: z.number(),
    Note: z.string(),
    /** A nap a bracelet reported, pre-filling the grid of a child with none entered: saving confirms it as the day's nap. */
    FromDevice: z.boolean(),
  },
});

export const dailyCareApi = {
  bodyClasses: bodyDay.classes,
  bodyClassDay: bodyDay.getDay,
  bodySaveClassDay: bodyDay.saveDay,
  infraredClasses: infraredRound.classes,
  infraredClassDay: infraredRound.getDay,
  infraredSaveClassDay: infraredRound.saveDay,
  hygieneClasses: hygieneRound.classes,
  hygieneClassDay: hygieneRound.getDay,
  hygieneSaveClassDay: hygieneRound.saveDay,
  sleepClasses: sleepDay.classes,
  sleepClassDay: sleepDay.getDay,
  sleepSaveClassDay: sleepDay.saveDay,
} as const;
