import { z } from 'zod';
import { termSpan } from '../assessment/framework.ts';
import { defineEndpoint } from '../core/endpoint.ts';
import { zId } from '../core/strict.ts';
import { growthCurvePoint } from '../growth/api.ts';
import { developmentReport, REPORT_COMMENT_MAX, TERM_KEY_RE } from './development-report.ts';

// Term reports' calls beside DevelopmentReport's list and detail: a class's drafts, the comment,
// publishing, the figures, and the PDFs made by a job the screen polls.

const TERM_MESSAGE = 'must be a term like 2026-2027-1';
const zTerm = z
  .string()
  .regex(TERM_KEY_RE, TERM_MESSAGE)
  .refine((t) => termSpan(t) != null, TERM_MESSAGE);

/** A domain's level: the average of each indicator's latest level in the term (null: none assessed). */
export const domainLevelSchema = z.object({ Domain: z.string(), Level: z.number().nullable(), Indicators: z.number() });

export const reportFiguresSchema = z.object({
  From: z.string(),
  To: z.string(),
  Domains: z.array(domainLevelSchema),
  /** The child's latest measurement in the term, with its WHO z-scores; null when none. */
  Growth: growthCurvePoint.omit({ HwId: true, AgeDays: true }).nullable(),
  Attendance: z.object({ SchoolDays: z.number(), PresentDays: z.number(), LeaveDays: z.number(), Rate: z.number() }),
  /** Days of approved sick leave in the term; daily checks and those flagged (any action but normal). */
  Health: z.object({ SickDays: z.number(), Checks: z.number(), FlaggedChecks: z.number() }),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

const reportHead = z.object({
  ReportId: z.number(),
  SchoolId: z.number(),
  SchoolName: z.string(),
  ClassId: z.number(),
  ClassName: z.string(),
  StudentId: z.number(),
  StudentName: z.string(),
  Term: z.string(),
  Version: z.number(),
  State: z.number(),
  Comment: z.string(),
  PublishTime: z.string().nullable(),
});

const jobState = z.enum(['queued', 'running', 'done', 'failed']);

const name = developmentReport.name;
const menu = developmentReport.menu;

export const reportsApi = {
  developmentReportGenerate: defineEndpoint({
    path: `${name}/Generate`,
    auth: 'user',
    grant: { menu, action: 'add' },
    summary: "Drafts of a term's reports for every child now in a class; a child who has a report of that term keeps it (idempotent)",
    input: z.object({ ClassId: zId, Term: zTerm }),
    output: z.object({ Created: z.number(), Kept: z.number() }),
  }),
  developmentReportGetReport: defineEndpoint({
    path: `${name}/GetReport`,
    auth: 'user',
    read: true,
    grant: { menu, action: 'view' },
    summary: "A report with its figures (a draft's computed now, a published one's as published) and the versions of the child's term",
    input: z.object({ ReportId: zId }),
    output: z.object({
      Report: reportHead,
      Figures: reportFiguresSchema,
      Versions: z.array(z.object({ ReportId: z.number(), Version: z.number(), State: z.number() })),
    }),
  }),
  developmentReportSaveComment: defineEndpoint({
    path: `${name}/SaveComment`,
    auth: 'user',
    grant: { menu, action: 'edit' },
    summary: "The teacher's comment: a draft changes in place; a published report gets a new draft version (the published one is kept)",
    input: z.object({ ReportId: zId, Comment: z.string().max(REPORT_COMMENT_MAX) }),
    output: z.object({ ReportId: z.number(), Version: z.number(), State: z.number() }),
  }),
  developmentReportPublish: defineEndpoint({
    path: `${name}/Publish`,
    auth: 'user',
    grant: { menu, action: 'audit' },
    summary:
      "Publishes a draft to the parents (the school's park admin): its figures are kept as they are now; an earlier published version is superseded",
    input: z.object({ ReportId: zId }),
    output: z.object({ ReportId: z.number(), Version: z.number(), State: z.number() }),
  }),
  developmentReportPdfStart: defineEndpoint({
    path: `${name}/PdfStart`,
    auth: 'user',
    grant: { menu, action: 'export' },
    summary:
      "Queues the PDF of one report (ReportId) or a zip of a class's term reports, one PDF each (ClassId and Term); answers the job to poll",
    input: z
      .object({ ReportId: zId.optional(), ClassId: zId.optional(), Term: zTerm.optional() })
      // One or the other, never both: the file is of what was named.
      .refine(
        (v) =>
          (v.ReportId != null) !== (v.ClassId != null || v.Term != null) && (v.ReportId != null || (v.ClassId != null && v.Term != null)),
        {
          message: 'give a report, or a class and a term',
          path: ['ReportId'],
        },
      ),
    output: z.object({ JobId: z.number() }),
  }),
  developmentReportPdfProgress: defineEndpoint({
    path: `${name}/PdfProgress`,
    auth: 'user',
    read: true,
    grant: { menu, action: 'export' },
    summary: "How far the caller's PDF job is; when done, the file's path (served to the caller for 10 minutes)",
    input: z.object({ JobId: zId }),
    output: z.object({ JobId: z.number(), State: jobState, Done: z.number(), Total: z.number(), FilePath: z.string().nullable() }),
  }),
} as const;
