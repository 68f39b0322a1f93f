import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { zId } from '../core/strict.ts';
import { hw } from './hw.ts';

// Growth's calls beside Hw's standard actions: the report of children beyond ±2 SD and a child's
// curves over the WHO bands. The root api.ts spreads them in.

const indicatorFigures = {
  Z: z.number().nullable(),
  Category: z.number().nullable(),
};

/** A child's latest measurement in the growth report. */
export const growthReportRow = z.object({
  HwId: z.number(),
  StudentId: z.number(),
  StudentName: z.string(),
  Gender: z.number(),
  ClassId: z.number().nullable(),
  ClassName: z.string(),
  MeasureDate: z.string(),
  AgeMonths: z.number(),
  Height: z.number(),
  Weight: z.number(),
  Bmi: z.number(),
  WeightForAgeZ: indicatorFigures.Z,
  WeightForAgeCategory: indicatorFigures.Category,
  HeightForAgeZ: indicatorFigures.Z,
  HeightForAgeCategory: indicatorFigures.Category,
  WeightForHeightZ: indicatorFigures.Z,
  WeightForHeightCategory: indicatorFigures.Category,
  BmiForAgeZ: indicatorFigures.Z,
  BmiForAgeCategory: indicatorFigures.Category,
});

/** One point of the WHO bands: the −3…+3 SD values (7) at an age in months or a height in cm. */
const bandPoint = z.object({ X: z.number(), Sd: z.array(z.number()) });

export const growthCurvePoint = z.object({
  HwId: z.number(),
  MeasureDate: z.string(),
  AgeDays: z.number(),
  AgeMonths: z.number(),
  Height: z.number(),
  Weight: z.number(),
  Bmi: z.number(),
  WeightForAgeZ: z.number().nullable(),
  HeightForAgeZ: z.number().nullable(),
  WeightForHeightZ: z.number().nullable(),
  BmiForAgeZ: z.number().nullable(),
});

export const growthApi = {
  hwGrowthReport: defineEndpoint({
    path: `${hw.name}/GrowthReport`,
    auth: 'user',
    read: true,
    grant: { menu: hw.menu, action: 'view' },
    summary:
      'Children of a school or a class whose latest measurement is beyond ±2 SD on any WHO indicator (weight-for-age, height-for-age, weight-for-height, BMI-for-age), with how many were measured',
    input: z
      .object({ SchoolId: zId.optional(), ClassId: zId.optional() })
      .refine((v) => v.SchoolId != null || v.ClassId != null, { message: 'give a school or a class', path: ['SchoolId'] }),
    output: z.object({
      SchoolId: z.number(),
      ClassId: z.number().nullable(),
      /** Children with a measurement (their latest counted). */
      Measured: z.number(),
      Rows: z.array(growthReportRow),
    }),
  }),
  hwCurve: defineEndpoint({
    path: `${hw.name}/Curve`,
    auth: 'user',
    read: true,
    grant: { menu: hw.menu, action: 'view' },
    summary:
      "A child's measurements and the WHO bands (−3…+3 SD) over the child's age range: weight, height and BMI for age by month, weight for length/height by cm",
    input: z.object({ StudentId: zId }),
    output: z.object({
      StudentId: z.number(),
      StudentName: z.string(),
      Gender: z.number(),
      Birthday: z.string(),
      Points: z.array(growthCurvePoint),
      Bands: z.object({
        WeightForAge: z.array(bandPoint),
        HeightForAge: z.array(bandPoint),
        BmiForAge: z.array(bandPoint),
        /** By length (under 2 years) or height, as the latest measurement's age asks. */
        WeightForHeight: z.array(bandPoint),
      }),
    }),
  }),
} as const;
