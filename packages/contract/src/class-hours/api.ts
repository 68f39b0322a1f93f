import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { page, pageQuery } from '../core/paging.ts';
import { zEnumNumber, zId } from '../core/strict.ts';
import { classPeriod, classPeriodSignin, SIGNIN_STATE } from './class-period.ts';

// Class hours and Degree beside their standard actions: a session's roster and sign-ins, the
// children's balances of hours and months, and a school's place forecast. The root api.ts spreads them in.

const signinState = zEnumNumber(Object.values(SIGNIN_STATE));

/** Degree's menu entry: the balances and the forecast are read on its grant. */
const DEGREE_MENU = 'Degree';

export const rosterChild = z.object({
  StudentId: z.number(),
  StudentName: z.string(),
  /** Hours left on the child's effective hours contract covering the session's day; null: none. */
  HoursLeft: z.number().nullable(),
  ClassPeriodSigninId: z.number().nullable(),
  State: z.number().nullable(),
});

export const balanceRow = z.object({
  ContractId: z.number(),
  ContractNo: z.string(),
  SchoolId: z.number(),
  StudentId: z.number(),
  StudentName: z.string(),
  ClassName: z.string().nullable(),
  /** BALANCE_UNIT: months or hours, the contract's kind. */
  Unit: z.number(),
  StartDate: z.string(),
  EndDate: z.string(),
  Purchased: z.number(),
  Consumed: z.number(),
  Remaining: z.number(),
});

export const forecastMonth = z.object({
  /** YYYY-MM, or YYYY for a year. */
  Period: z.string(),
  Capacity: z.number(),
  /** Children at the period's start: today's for the first, then carried (enrolled − leaving + expected). */
  Enrolled: z.number(),
  /** Effective contracts ending in the period and not renewed, and withdrawals dated in it. */
  Leaving: z.number(),
  /** Pipeline leads whose intended start falls in the period × their stage's conversion rate, unrounded. */
  Expected: z.number(),
  /** Places free at the period's end: capacity − enrolled + leaving − expected (rounded half up to whole children). */
  Free: z.number(),
});

export const classHoursApi = {
  classPeriodRoster: defineEndpoint({
    path: `${classPeriod.name}/GetRoster`,
    auth: 'user',
    read: true,
    grant: { menu: classPeriod.menu, action: 'view' },
    summary: "A session's class children with their hours left and their sign-in state (the sign-in dialog)",
    input: z.object({ ClassPeriodId: zId }),
    output: z.object({ ClassPeriodId: z.number(), Children: z.array(rosterChild) }),
  }),
  classPeriodSignIn: defineEndpoint({
    path: `${classPeriodSignin.name}/SignIn`,
    auth: 'user',
    grant: { menu: classPeriodSignin.menu, action: 'edit' },
    summary:
      "Signs children in to a session (or marks them on leave or absent): each signed-in child consumes one hour of their effective hours contract covering the session's day, in one transaction with the contract locked; a child without an hour left refuses the whole call, naming the child",
    input: z.object({
      ClassPeriodId: zId,
      StudentIds: z.array(zId).min(1).max(100),
      State: signinState.optional().default(SIGNIN_STATE.SignedIn),
    }),
    output: z.object({ Signed: z.number(), Consumed: z.number() }),
  }),
  classPeriodSigninState: defineEndpoint({
    path: `${classPeriodSignin.name}/State`,
    auth: 'user',
    grant: { menu: classPeriodSignin.menu, action: 'edit' },
    summary:
      'Changes a sign-in’s state (the spec’s class period signin state): to signed in consumes an hour (never below zero), away from it gives the hour back; cancelled undoes the sign-in',
    input: z.object({ ClassPeriodSigninId: zId, State: signinState }),
    output: z.object({ State: z.number(), HoursLeft: z.number().nullable() }),
  }),
  degreeBalances: defineEndpoint({
    path: 'Degree/SelectBalance',
    auth: 'user',
    read: true,
    grant: { menu: DEGREE_MENU, action: 'view' },
    summary: "The children's balances, one row per effective contract: purchased, consumed and remaining hours or months",
    input: pageQuery.extend({
      SchoolId: zId.optional(),
      ClassId: zId.optional(),
      StudentName: z.string().max(50).optional(),
      Unit: zEnumNumber([1, 2]).optional(),
    }),
    output: page(balanceRow),
  }),
  degreeForecast: defineEndpoint({
    path: 'Degree/Forecast',
    auth: 'user',
    read: true,
    grant: { menu: DEGREE_MENU, action: 'view' },
    summary:
      "A school's place forecast for the next 12 months (from the current one) and by year (this and next): capacity, enrolled, leaving, expected from the pipeline by stage × the school's measured conversion rate of that stage, and the places free",
    input: z.object({ SchoolId: zId }),
    output: z.object({
      SchoolId: z.number(),
      SchoolName: z.string(),
      Today: z.string(),
      Capacity: z.number(),
      /** The school's conversion rate per pipeline stage, measured on its own customers. */
      Rates: z.array(z.object({ Stage: z.number(), Reached: z.number(), Contracted: z.number(), Rate: z.number() })),
      Months: z.array(forecastMonth),
      Years: z.array(forecastMonth),
    }),
  }),
} as const;
