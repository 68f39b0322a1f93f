import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { zId, zInt, zMonth } from '../core/strict.ts';

// The school's own books beside the expenses' standard actions: the monthly KPI (targets set in
// the "school KPI edit" dialog, actuals computed from the records) and the monthly profit view.
// The root api.ts spreads them in.

/** The longest span of months one KPI or profit call covers. */
export const FINANCE_MAX_MONTHS = 24;
/** Schools per page of the KPI and profit lists (months × schools). */
export const FINANCE_SCHOOLS_PAGE_MAX = 50;

const span = {
  /** One school; absent: every school of the caller's scope, paged. */
  SchoolId: zId.optional(),
  From: zMonth,
  To: zMonth,
  cur_page: zInt(1, 1_000_000).default(1),
  size: zInt(1, FINANCE_SCHOOLS_PAGE_MAX).default(10),
};

/** A KPI's target, actual and achieved percent (actual / target × 100, one decimal); null where there is none. */
const measure = z.object({ Target: z.number().nullable(), Actual: z.number().nullable(), Achieved: z.number().nullable() });

export const kpiRow = z.object({
  SchoolId: z.number(),
  SchoolName: z.string(),
  Month: z.string(),
  /** Children enrolled in the school at the month's end. */
  Enrolment: measure,
  /** Parents' payments in the month less the refunds approved in it, cents. */
  Revenue: measure,
  /** The month's attendance rate, percent with two decimals (the attendance rate report's figure). */
  AttendanceRate: measure,
  /** Parent satisfaction, percent: no feedback data is kept yet, so its actual is always null ("no data"). */
  Satisfaction: measure,
});

export const profitRow = z.object({
  SchoolId: z.number(),
  SchoolName: z.string(),
  Month: z.string(),
  /** Parents' payments in the month, cents. */
  Payments: z.number(),
  /** Refunds approved in the month, cents. */
  Refunds: z.number(),
  /** Payments − refunds. */
  Income: z.number(),
  /** The platform's bills of the month (school_join_bill). */
  PlatformBills: z.number(),
  /** Other expenses (SchoolKeepAccounts) dated in the month. */
  Expenses: z.number(),
  /** Income − platform bills − expenses. */
  Profit: z.number(),
});

export const financeApi = {
  schoolKpiReport: defineEndpoint({
    path: 'SchoolKPI/GetReport',
    auth: 'user',
    read: true,
    grant: { menu: 'SchoolKPIManage', action: 'view' },
    summary:
      "Months × schools of the caller's scope: each KPI's monthly target, its actual computed from the records (enrolment at the month's end, payments less refunds, the attendance rate, parent satisfaction: no data yet) and the percent achieved",
    input: z.object(span),
    output: z.object({ list: z.array(kpiRow), total: z.number().int() }),
  }),
  schoolKpiSave: defineEndpoint({
    path: 'SchoolKPI/Save',
    auth: 'user',
    grant: { menu: 'SchoolKPIManage', action: 'edit' },
    summary: "Sets a school's targets of a month (the school KPI edit dialog); a target left null has none",
    input: z.object({
      SchoolId: zId,
      Month: zMonth,
      Enrolment: zInt(0, 100_000).nullable(),
      Revenue: zInt(0, 10_000_000_000).nullable(),
      AttendanceRate: zInt(0, 100).nullable(),
      Satisfaction: zInt(0, 100).nullable(),
    }),
    output: z.object({ SchoolId: z.number(), Month: z.string() }),
  }),
  schoolProfit: defineEndpoint({
    path: 'SchoolKPI/GetProfit',
    auth: 'user',
    read: true,
    grant: { menu: 'SchoolKPIManage', action: 'view' },
    summary:
      "The monthly profit of the caller's schools: parents' payments less refunds, less the platform's bills, less the other expenses, per school and month, with each school's totals",
    input: z.object(span),
    output: z.object({ list: z.array(profitRow), total: z.number().int() }),
  }),
} as const;
