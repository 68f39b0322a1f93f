import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { localizedTitle } from '../core/localized.ts';
import { zDate, zEnumNumber, zId } from '../core/strict.ts';
import { UPLOADED_IMAGE_RE } from '../entrust/parent-entrust.ts';
import { ABILITY_LEVEL_MAX, ABILITY_LEVEL_MIN, AGE_BRACKETS, DEVELOPMENT_DOMAINS } from './framework.ts';
import { abilityDescribe, abilityScoreRecord, indicator } from './indicator.ts';

// The assessment calls beside the standard actions: the framework's tree for pickers, a school's
// copy of the library, its indicators' level descriptions and the class grid of assessments.

const LEVELS = [1, 2, 3, 4, 5] as const;
const level = zEnumNumber(LEVELS);
const describe = z.string().trim().min(1).max(800);

const goalNode = z.object({ Code: z.string(), Name: localizedTitle });
const subNode = z.object({ No: z.number(), Name: localizedTitle, Goals: z.array(goalNode) });

export const assessmentApi = {
  abilityClassificationTree: defineEndpoint({
    path: 'AbilityClassification/SelectTree',
    auth: 'user',
    read: true,
    summary:
      'All ability classifications: the development framework as domains → sub-domains → goals (their codes, as activities and indicators name them), for pickers',
    input: z.object({}).default({}),
    output: z.array(z.object({ Domain: z.enum(DEVELOPMENT_DOMAINS), Name: localizedTitle, Subs: z.array(subNode) })),
  }),
  indicatorCopyFromLibrary: defineEndpoint({
    path: `${indicator.name}/CopyFromLibrary`,
    auth: 'user',
    grant: { menu: indicator.menu, action: 'add' },
    summary:
      "Copies the enabled library indicators the school does not have yet (with their level descriptions) into the school's indicators; again adds only the missing ones",
    input: z.object({ SchoolId: zId }),
    output: z.object({ Added: z.number() }),
  }),
  abilityDescribeGetIndicatorLevels: defineEndpoint({
    path: `${abilityDescribe.name}/GetIndicatorLevels`,
    auth: 'user',
    read: true,
    grant: { menu: indicator.menu, action: 'view' },
    summary: "A school indicator's level descriptions 1–5 (its own copy)",
    input: z.object({ IndicatorId: zId }),
    output: z.object({
      IndicatorId: z.number(),
      Levels: z.array(z.object({ Level: z.number(), Describe: localizedTitle })),
    }),
  }),
  abilityDescribeSaveIndicatorLevels: defineEndpoint({
    path: `${abilityDescribe.name}/SaveIndicatorLevels`,
    auth: 'user',
    grant: { menu: indicator.menu, action: 'edit' },
    summary: "Replaces a school indicator's five level descriptions (the library's stay as they are)",
    input: z.object({
      IndicatorId: zId,
      Levels: z
        .array(z.object({ Level: level, DescribeZh: describe, DescribeEn: describe, DescribeEs: describe }))
        .length(ABILITY_LEVEL_MAX - ABILITY_LEVEL_MIN + 1),
    }),
    output: z.object({ Saved: z.number() }),
  }),
  abilityScoreRecordGetGrid: defineEndpoint({
    path: `${abilityScoreRecord.name}/GetGrid`,
    auth: 'user',
    read: true,
    grant: { menu: abilityScoreRecord.menu, action: 'view' },
    summary: "A class's children × the chosen indicators on a day, with the levels already recorded that day",
    input: z.object({ ClassId: zId, ObservedOn: zDate, IndicatorIds: z.array(zId).min(1).max(20) }),
    output: z.object({
      AgeBracket: z.enum(AGE_BRACKETS),
      Indicators: z.array(z.object({ IndicatorId: z.number(), Code: z.string(), Name: localizedTitle })),
      Rows: z.array(
        z.object({
          StudentId: z.number(),
          StudentName: z.string(),
          Cells: z.array(
            z.object({ IndicatorId: z.number(), RecordId: z.number().nullable(), Level: z.number().nullable(), Note: z.string() }),
          ),
        }),
      ),
    }),
  }),
  abilityScoreRecordSaveGrid: defineEndpoint({
    path: `${abilityScoreRecord.name}/SaveGrid`,
    auth: 'user',
    grant: { menu: abilityScoreRecord.menu, action: 'add' },
    summary:
      "Saves a class's assessments of one day in one call (child × indicator cells; a cell already recorded that day is replaced): every cell or none",
    input: z.object({
      ClassId: zId,
      ObservedOn: zDate,
      Cells: z
        .array(
          z.object({
            StudentId: zId,
            IndicatorId: zId,
            Level: level,
            Note: z.string().max(500).optional().default(''),
            Photo: z.string().max(500).regex(UPLOADED_IMAGE_RE, 'must be an image uploaded through Upload/Image').optional(),
          }),
        )
        .min(1)
        .max(1000),
    }),
    output: z.object({ Saved: z.number() }),
  }),
} as const;
