import { writeFile } from 'node:fs/promises';
import { type api, type Language, languageOf } from '@kc/contract';
import { zipSync } from 'fflate';
import { sql } from 'kysely';
import type { Handler, Services } from '../../http/context.ts';
import type { Job } from '../../jobs/runner.ts';
import { classRowInScope, classScopeSql } from '../../lib/class-scope.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { notInScope } from '../../lib/scope.ts';
import { exportFileName, newOwnedFile } from '../../resource/files.ts';
import { reportPdf } from './pdf.ts';
import { figuresOf, reportHead, reportInScope } from './reports.ts';

/**
 * The term reports' PDFs: a call queues a report_file_job (the reports, checked in the caller's
 * scope then, and who it is for); the report-files job (pg-boss) renders them one by one, saying
 * how far it is, and publishes the PDF, or a zip of a class's, as an export file of that account
 * (served to it alone for 10 minutes: resource/files.ts). The call also starts the job at once on
 * its own instance; the minutely run takes up what a stopped instance left.
 */
export const REPORT_FILES_JOB = 'report-files';

/** A run at a time per instance; a kick during a run makes it look again before it ends. */
let running = false;
let again = false;
const kick = (services: Services) => {
  if (running) {
    again = true;
    return;
  }
  running = true;
  void (async () => {
    do {
      again = false;
      await runReportFiles(services);
    } while (again);
  })()
    .catch((err) => services.log.warn({ err: (err as Error).message }, 'report-files: run failed'))
    .finally(() => {
      running = false;
    });
};

/** Takes queued jobs (and ones left running by a stopped instance) one at a time until none are left. */
export async function runReportFiles(services: Services): Promise<Record<string, number>> {
  const { db, store, config } = services;
  let files = 0;
  for (;;) {
    const job = await db
      .updateTable('reportFileJob')
      .set({ state: 'running', updateTime: sql`now()` })
      .where(
        'jobId',
        '=',
        db
          .selectFrom('reportFileJob')
          .select('jobId')
          .where((w) =>
            w.or([
              w('state', '=', 'queued'),
              w.and([w('state', '=', 'running'), w('updateTime', '<', sql<Date>`now() - interval '5 minutes'`)]),
            ]),
          )
          .orderBy('jobId')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .executeTakeFirst();
    if (!job) return { files };
    try {
      const lang = job.language as Language;
      const entries: Record<string, Uint8Array> = {};
      let last: Buffer | undefined;
      let done = 0;
      for (const reportId of job.reportIds) {
        const r = await reportRow(services, reportId);
        if (r) {
          last = await reportPdf(reportHead(r), await figuresOf(db, store, r), lang);
          entries[uniqueName(entries, `${r.studentName}-${r.term}-v${r.version}.pdf`)] = last;
        }
        done++;
        await db.updateTable('reportFileJob').set({ done, updateTime: sql`now()` }).where('jobId', '=', job.jobId).execute();
      }
      const file = newOwnedFile(
        config,
        db,
        { sysUserId: job.sysUserId, sysRoleId: job.sysRoleId, scope: async () => [job.schoolId] },
        job.fileName,
      );
      const body = job.fileName.endsWith('.zip') ? zipSync(entries, { level: 0 }) : (last ?? Buffer.alloc(0));
      await writeFile(file.tmp, body);
      await file.publish();
      await db
        .updateTable('reportFileJob')
        .set({ state: 'done', token: file.url, updateTime: sql`now()` })
        .where('jobId', '=', job.jobId)
        .execute();
      files++;
    } catch (err) {
      services.log.warn({ job: job.jobId, err: (err as Error).message }, 'report-files: failed');
      await db.updateTable('reportFileJob').set({ state: 'failed', updateTime: sql`now()` }).where('jobId', '=', job.jobId).execute();
    }
  }
}

/** A report with its names, as the job reads it (no session: the call checked the scope). */
const reportRow = (services: Services, reportId: number) => reportInScope(services.db, null, reportId).catch(() => undefined);

const uniqueName = (taken: Record<string, unknown>, name: string) => {
  let n = name;
  for (let i = 2; Object.hasOwn(taken, n); i++) n = name.replace(/\.pdf$/, `-${i}.pdf`);
  return n;
};

export const reportFilesJob: Job = { name: REPORT_FILES_JOB, cron: '* * * * *', run: runReportFiles };

/** DevelopmentReport/PdfStart: queues one report's PDF, or a zip of a class's term reports (their newest versions). */
export const pdfStart: Handler<typeof api.developmentReportPdfStart> = async (ctx) => {
  const { db, session, input } = ctx;
  const lang = languageOf(ctx.acceptLanguage);
  let schoolId: number;
  let reportIds: number[];
  let fileName: string;
  if (input.ReportId != null) {
    const r = await reportInScope(db, session, input.ReportId);
    schoolId = r.schoolId;
    reportIds = [r.reportId];
    fileName = exportFileName([r.studentName, r.term, `v${r.version}`], new Date(), 'pdf');
  } else {
    const cls = await db
      .selectFrom('schoolClass as c')
      .select(['c.classId', 'c.schoolId', 'c.className'])
      .where('c.classId', '=', input.ClassId as number)
      .where(classRowInScope('c', session))
      .executeTakeFirst();
    if (!cls) throw notInScope('ClassId', 'class', input.ClassId);
    const rows = await db
      .selectFrom('developmentReport as r')
      .select('r.reportId')
      .where('r.classId', '=', cls.classId)
      .where('r.term', '=', input.Term as string)
      .where(classScopeSql('r.school_id', 'r.class_id', session))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('developmentReport as n')
              .select('n.reportId')
              .whereRef('n.studentId', '=', 'r.studentId')
              .whereRef('n.term', '=', 'r.term')
              .whereRef('n.version', '>', 'r.version'),
          ),
        ),
      )
      .orderBy('r.reportId')
      .execute();
    if (rows.length === 0) throw invalid('reports.classEmpty', {}, 'ClassId');
    schoolId = cls.schoolId;
    reportIds = rows.map((r) => r.reportId);
    fileName = exportFileName([cls.className, input.Term as string], new Date(), 'zip');
  }
  const job = await db
    .insertInto('reportFileJob')
    .values({
      schoolId,
      sysUserId: session.sysUserId,
      sysRoleId: session.sysRoleId,
      language: lang,
      reportIds,
      fileName,
      total: reportIds.length,
    })
    .returning('jobId')
    .executeTakeFirstOrThrow();
  kick(ctx);
  return { JobId: job.jobId };
};

/** DevelopmentReport/PdfProgress: the caller's own job (another's answers like a missing one). */
export const pdfProgress: Handler<typeof api.developmentReportPdfProgress> = async ({ db, session, input }) => {
  const job = await db
    .selectFrom('reportFileJob')
    .select(['jobId', 'state', 'done', 'total', 'token'])
    .where('jobId', '=', input.JobId)
    .where('sysUserId', '=', session.sysUserId)
    .where('sysRoleId', '=', session.sysRoleId)
    .executeTakeFirst();
  if (!job) throw notFound('reports.jobNotFound', { id: input.JobId }, 'JobId');
  return {
    JobId: job.jobId,
    State: job.state as 'queued' | 'running' | 'done' | 'failed',
    Done: job.done,
    Total: job.total,
    FilePath: job.state === 'done' ? job.token : null,
  };
};
