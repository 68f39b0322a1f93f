import { z } from 'zod';
import { AGE_BRACKETS, DEVELOPMENT_DOMAINS, GOAL_CODE_PATTERN } from '../assessment/framework.ts';
import { defineEndpoint } from '../core/endpoint.ts';
import { page, pageQuery } from '../core/paging.ts';
import { zDate, zId, zInt } from '../core/strict.ts';
import { PLAN_DAYS, PLAN_PERIODS, PLAN_REASONS, PLAN_RULES } from './plan.ts';

// Course planning (issue 22): the grade templates, the weekly plans of a class (their versions,
// generation, publishing) and the activity chooser. The root api.ts spreads them in.

const WEEKLY_PLAN = 'WeeklyPlan';
const WEEKLY_TEMP = 'WeeklyTemp';
const domain = z.enum(DEVELOPMENT_DOMAINS);
const grade = z.enum(['nursery', 'junior', 'middle', 'senior']);
const day = zInt(1, PLAN_DAYS.length);
const period = z.enum(PLAN_PERIODS);
const goalCode = z.string().max(20).regex(GOAL_CODE_PATTERN, 'must be a goal code such as health.1.2');
const week = { ClassId: zId, /** The Monday the week starts on. */ WeekStart: zDate };

const templateCell = z.object({ Day: day, Period: period, Domain: domain.nullable(), Text: z.string().max(100) });
const reason = z.object({ Reason: z.enum(PLAN_REASONS), Goals: z.array(z.string()) });
const planCell = z.object({
  Day: day,
  Period: period,
  /** An activity of the library or the school's; null for free text. */
  ActivityId: zId.nullable(),
  Title: z.string().max(120),
  Domain: domain.nullable(),
  Goals: z.array(goalCode).max(6),
  Materials: z.string().max(500),
  /** Why the generator chose it (empty once the teacher changes the cell). */
  Reasons: z.array(reason).max(6).default([]),
});
export type PlanCell = z.infer<typeof planCell>;
export type TemplateCell = z.infer<typeof templateCell>;

const broken = z.object({ Rule: z.enum(PLAN_RULES), Domain: domain.nullable(), Needed: z.number(), Got: z.number() });
const planDay = z.object({ Date: z.string(), Holiday: z.string().nullable() });
const plan = z.object({
  PlanId: z.number().nullable(),
  ClassId: z.number(),
  ClassName: z.string(),
  SchoolId: z.number(),
  AgeBracket: z.string(),
  WeekStart: z.string(),
  Version: z.number(),
  State: z.number(),
  PublishTime: z.string().nullable(),
  Days: z.array(planDay),
  Cells: z.array(planCell),
  /** The titles of the cells' activities in each language. */
  Activities: z.array(z.object({ ActivityId: z.number(), TitleZh: z.string(), TitleEn: z.string(), TitleEs: z.string() })),
  /** Rules the generated draft could not keep (Generate only). */
  Broken: z.array(broken),
});
export type WeeklyPlanAnswer = z.infer<typeof plan>;

const activityChoice = z.object({
  ActivityId: z.number(),
  SchoolId: z.number().nullable(),
  TitleZh: z.string(),
  TitleEn: z.string(),
  TitleEs: z.string(),
  Domain: z.string(),
  AgeBracket: z.string(),
  LinkedGoals: z.array(z.string()),
  Materials: z.string(),
});
export type ActivityChoice = z.infer<typeof activityChoice>;

export const curriculumApi = {
  weeklyTempGetDetail: defineEndpoint({
    path: `${WEEKLY_TEMP}/GetDetail`,
    auth: 'user',
    read: true,
    grant: { menu: WEEKLY_TEMP, action: 'view' },
    summary: "A school's weekly template of a grade (the default one until the school saves its own)",
    input: z.object({ SchoolId: zId, Grade: grade }),
    output: z.object({ SchoolId: z.number(), Grade: z.string(), Saved: z.boolean(), Cells: z.array(templateCell) }),
  }),
  weeklyTempSave: defineEndpoint({
    path: `${WEEKLY_TEMP}/Save`,
    auth: 'user',
    grant: { menu: WEEKLY_TEMP, action: 'edit' },
    summary: "Saves a school's weekly template of a grade: each day × period once",
    input: z.object({ SchoolId: zId, Grade: grade, Cells: z.array(templateCell).max(25) }),
    output: z.null(),
  }),
  weeklyPlanSelectPage: defineEndpoint({
    path: `${WEEKLY_PLAN}/SelectPage`,
    auth: 'user',
    read: true,
    grant: { menu: WEEKLY_PLAN, action: 'view' },
    summary: 'The weekly plans in scope (the latest version of each class and week), latest week first',
    input: pageQuery.extend({ SchoolId: zId.optional(), ClassId: zId.optional() }),
    output: page(
      z.object({
        PlanId: z.number(),
        ClassId: z.number(),
        ClassName: z.string(),
        WeekStart: z.string(),
        Version: z.number(),
        State: z.number(),
        PublishTime: z.string().nullable(),
      }),
    ),
  }),
  weeklyPlanGetDetail: defineEndpoint({
    path: `${WEEKLY_PLAN}/GetDetail`,
    auth: 'user',
    read: true,
    grant: { menu: WEEKLY_PLAN, action: 'view' },
    summary: "A class's plan of a week: its latest version (an empty draft when none), the days and their holidays",
    input: z.object({ ...week, Version: zInt(1, 1000).optional() }),
    output: plan,
  }),
  weeklyPlanSave: defineEndpoint({
    path: `${WEEKLY_PLAN}/Save`,
    auth: 'user',
    grant: { menu: WEEKLY_PLAN, action: 'edit' },
    summary: "Saves the week's draft; a published plan is kept and the change becomes a new version",
    input: z.object({ ...week, Cells: z.array(planCell).max(25) }),
    output: plan,
  }),
  weeklyPlanGenerate: defineEndpoint({
    path: `${WEEKLY_PLAN}/Generate`,
    auth: 'user',
    grant: { menu: WEEKLY_PLAN, action: 'edit' },
    summary:
      "Smart course planning: a draft of the week from the grade's template and the activity library (domain balance, no repeat, holidays free, goals not yet assessed first), saved as the week's draft, with why each activity was chosen and the rules it could not keep",
    input: z.object(week),
    output: plan,
  }),
  weeklyPlanPublish: defineEndpoint({
    path: `${WEEKLY_PLAN}/Publish`,
    auth: 'user',
    grant: { menu: WEEKLY_PLAN, action: 'edit' },
    summary: "Publishes the week's draft: parents see it from then on; later changes make a new version",
    input: z.object(week),
    output: plan,
  }),
  weeklyPlanActivities: defineEndpoint({
    path: `${WEEKLY_PLAN}/Activities`,
    auth: 'user',
    read: true,
    grant: { menu: WEEKLY_PLAN, action: 'view' },
    summary: "The activities a class may plan with (the shared library and its school's own), by domain, bracket and title",
    input: pageQuery.extend({
      ClassId: zId,
      Domain: domain.optional(),
      AgeBracket: z.enum(AGE_BRACKETS).optional(),
      Title: z.string().max(50).optional(),
    }),
    output: page(activityChoice),
  }),
} as const;
