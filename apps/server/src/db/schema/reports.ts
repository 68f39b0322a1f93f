// The reports domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { ColumnType, Generated } from 'kysely';
import type { Audit, Def, Id, Moment } from './columns.ts';

/** One version of a child's term report (0044, reports). */
export interface DevelopmentReportTable extends Audit {
  reportId: Id;
  schoolId: number;
  classId: number;
  studentId: number;
  term: string;
  version: Def<number>;
  state: Def<number>;
  comment: Def<string>;
  /** The figures as published (ReportFigures); null while a draft. */
  figures: ColumnType<unknown, string | null | undefined, string | null>;
  publishTime: Moment;
  publishBy: number | null;
}

/** A PDF or zip of term reports the report-files job makes for one account (0044). */
export interface ReportFileJobTable {
  jobId: Id;
  schoolId: number;
  sysUserId: number;
  sysRoleId: number;
  language: Def<string>;
  reportIds: number[];
  fileName: string;
  state: Def<string>;
  done: Def<number>;
  total: number;
  token: string | null;
  createTime: Generated<Date>;
  updateTime: Generated<Date>;
}

/** The operator's templates the apps fill in (0044). */
export interface ClientTemplateTable extends Audit {
  templateId: Id;
  templateName: string;
  kind: string;
  body: string;
  state: Def<number>;
}

export interface ReportsTables {
  developmentReport: DevelopmentReportTable;
  reportFileJob: ReportFileJobTable;
  clientTemplate: ClientTemplateTable;
}
