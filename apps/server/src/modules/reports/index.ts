import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { clientTemplateBinding, developmentReportBinding } from './bindings.ts';
import { pdfProgress, pdfStart } from './report-files.ts';
import { generateReports, getReport, publishReport, saveComment } from './reports.ts';

export { REPORT_FILES_JOB, reportFilesJob } from './report-files.ts';

/** Term reports (list and detail through the engine) and the operator's app templates. */
export const reportsBindings = {
  DevelopmentReport: developmentReportBinding,
  ClientTemplate: clientTemplateBinding,
} satisfies Partial<ResourceBindings>;

/** A class's drafts, the comment, publishing, the figures and the PDF jobs. */
export const reportsModule: Module = (r) => {
  r.handle(api.developmentReportGenerate, generateReports);
  r.handle(api.developmentReportGetReport, getReport);
  r.handle(api.developmentReportSaveComment, saveComment);
  r.handle(api.developmentReportPublish, publishReport);
  r.handle(api.developmentReportPdfStart, pdfStart);
  r.handle(api.developmentReportPdfProgress, pdfProgress);
};
