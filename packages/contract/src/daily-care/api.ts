import { z } from 'zod';
import { zEnumNumber, zNumber } from '../core/strict.ts';
import { body } from './body.ts';
import { classDayApi } from './class-day.ts';
import {
  BODY_ACTION_OPTIONS,
  BODY_CHECK_OPTIONS,
  BODY_SYMPTOM_OPTIONS,
  BODY_TEMPERATURE,
  CONDITION_OPTIONS,
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

export const dailyCareApi = {
  bodyClasses: bodyDay.classes,
  bodyClassDay: bodyDay.getDay,
  bodySaveClassDay: bodyDay.saveDay,
} as const;
