import { type api, REPORT_STATE, type ReportFigures, STUDENT_STATUS } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import type { Handler, Session } from '../../http/context.ts';
import { classRowInScope, classScopeSql } from '../../lib/class-scope.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import { notInScope } from '../../lib/scope.ts';
import { isTeacherSession } from '../../resource/sql.ts';
import type { KvStore } from '../../store/index.ts';
import { reportFigures } from './figures.ts';

/**
 * A report with its child, class and school names, read within the caller's class scope (100004
 * otherwise); `null` for the PDF job, which renders what a call checked.
 */
export async function reportInScope(db: Kysely<Database>, session: Session | null, reportId: number, lock = false) {
  let q = db
    .selectFrom('developmentReport as r')
    .innerJoin('student as s', 's.studentId', 'r.studentId')
    .innerJoin('schoolClass as c', 'c.classId', 'r.classId')
    .innerJoin('school as k', 'k.schoolId', 'r.schoolId')
    .select([
      'r.reportId',
      'r.schoolId',
      'r.classId',
      'r.studentId',
      'r.term',
      'r.version',
      'r.state',
      'r.comment',
      'r.figures',
      'r.publishTime',
      's.studentName',
      'c.className',
      'k.schoolName',
    ])
    .where('r.reportId', '=', reportId);
  if (session) q = q.where(classScopeSql('r.school_id', 'r.class_id', session));
  if (lock) q = q.forUpdate('r');
  const row = await q.executeTakeFirst();
  if (!row) throw notInScope('ReportId', 'report', reportId);
  return row;
}
export type ReportRow = Awaited<ReturnType<typeof reportInScope>>;

/** A report's figures: as published, or computed now for a draft. */
export const figuresOf = (db: Db, store: KvStore, r: ReportRow): Promise<ReportFigures> =>
  r.figures != null ? Promise.resolve(r.figures as ReportFigures) : reportFigures(db, store, r);

export const reportHead = (r: ReportRow) => ({
  ReportId: r.reportId,
  SchoolId: r.schoolId,
  SchoolName: r.schoolName,
  ClassId: r.classId,
  ClassName: r.className,
  StudentId: r.studentId,
  StudentName: r.studentName,
  Term: r.term,
  Version: r.version,
  State: r.state,
  Comment: r.comment,
  PublishTime: r.publishTime ? new Date(r.publishTime).toISOString() : null,
});

/** DevelopmentReport/Generate: a draft for every child now in the class who has no report of the term. */
export const generateReports: Handler<typeof api.developmentReportGenerate> = async ({ db, session, input }) => {
  const cls = await db
    .selectFrom('schoolClass as c')
    .select(['c.classId', 'c.schoolId'])
    .where('c.classId', '=', input.ClassId)
    .where(classRowInScope('c', session))
    .executeTakeFirst();
  if (!cls) throw notInScope('ClassId', 'class', input.ClassId);
  return db.transaction().execute(async (trx) => {
    const children = await trx
      .selectFrom('student')
      .select('studentId')
      .where('classId', '=', cls.classId)
      .where('state', '=', 0)
      .where('status', 'in', [STUDENT_STATUS.Trial, STUDENT_STATUS.Enrolled])
      .execute();
    if (children.length === 0) return { Created: 0, Kept: 0 };
    // A child with any version of the term keeps it (a second call, or two at once, adds nothing).
    const created = await trx
      .insertInto('developmentReport')
      .values(
        children.map((c) => ({
          schoolId: cls.schoolId,
          classId: cls.classId,
          studentId: c.studentId,
          term: input.Term,
          createBy: session.sysUserId,
          updateBy: session.sysUserId,
        })),
      )
      .onConflict((oc) => oc.columns(['studentId', 'term', 'version']).doNothing())
      .returning('reportId')
      .execute();
    return { Created: created.length, Kept: children.length - created.length };
  });
};

/** The versions of one child's term, newest first. */
const versionsOf = async (db: Kysely<Database>, r: Pick<ReportRow, 'studentId' | 'term'>) =>
  (
    await db
      .selectFrom('developmentReport')
      .select(['reportId', 'version', 'state'])
      .where('studentId', '=', r.studentId)
      .where('term', '=', r.term)
      .orderBy('version', 'desc')
      .execute()
  ).map((v) => ({ ReportId: v.reportId, Version: v.version, State: v.state }));

/** DevelopmentReport/GetReport: the report, its figures and the versions of its term. */
export const getReport: Handler<typeof api.developmentReportGetReport> = async ({ db, store, session, input }) => {
  const r = await reportInScope(db, session, input.ReportId);
  const [figures, versions] = await Promise.all([figuresOf(db, store, r), versionsOf(db, r)]);
  return { Report: reportHead(r), Figures: figures, Versions: versions };
};

/**
 * DevelopmentReport/SaveComment: a draft's comment changes in place; a published report is
 * changed by a new draft version (the published one stays what parents see until that is published).
 */
export const saveComment: Handler<typeof api.developmentReportSaveComment> = async ({ db, session, input }) =>
  db.transaction().execute(async (trx) => {
    const r = await reportInScope(trx, session, input.ReportId, true);
    if (r.state === REPORT_STATE.Superseded) throw conflict('reports.superseded', {}, 'ReportId');
    if (r.state === REPORT_STATE.Draft) {
      await trx
        .updateTable('developmentReport')
        .set({ comment: input.Comment, updateBy: session.sysUserId, updateTime: sql`now()` })
        .where('reportId', '=', r.reportId)
        .execute();
      return { ReportId: r.reportId, Version: r.version, State: r.state };
    }
    // Published: the newest version is changed; a draft of it already made is edited instead.
    const latest = await trx
      .selectFrom('developmentReport')
      .select(['reportId', 'version', 'state'])
      .where('studentId', '=', r.studentId)
      .where('term', '=', r.term)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    if (latest.reportId !== r.reportId) throw conflict('reports.superseded', {}, 'ReportId');
    const made = await trx
      .insertInto('developmentReport')
      .values({
        schoolId: r.schoolId,
        classId: r.classId,
        studentId: r.studentId,
        term: r.term,
        version: r.version + 1,
        comment: input.Comment,
        createBy: session.sysUserId,
        updateBy: session.sysUserId,
      })
      .returning(['reportId', 'version', 'state'])
      .executeTakeFirstOrThrow();
    return { ReportId: made.reportId, Version: made.version, State: made.state };
  });

/** DevelopmentReport/Publish: the park admin publishes a draft with its figures as they are now. */
export const publishReport: Handler<typeof api.developmentReportPublish> = async ({ db, store, session, input }) => {
  // A teacher reports for their classes; publishing is the school's (whatever the report).
  if (isTeacherSession(session)) throw forbidden('reports.publishBySchool');
  const r = await reportInScope(db, session, input.ReportId);
  if (r.state !== REPORT_STATE.Draft) throw conflict('reports.notDraft', {}, 'ReportId');
  const figures = await reportFigures(db, store, r);
  return db.transaction().execute(async (trx) => {
    const locked = await reportInScope(trx, session, input.ReportId, true);
    if (locked.state !== REPORT_STATE.Draft) throw conflict('reports.notDraft', {}, 'ReportId');
    await trx
      .updateTable('developmentReport')
      .set({ state: REPORT_STATE.Superseded, updateBy: session.sysUserId, updateTime: sql`now()` })
      .where('studentId', '=', r.studentId)
      .where('term', '=', r.term)
      .where('state', '=', REPORT_STATE.Published)
      .execute();
    await trx
      .updateTable('developmentReport')
      .set({
        state: REPORT_STATE.Published,
        figures: JSON.stringify(figures),
        publishTime: sql`now()`,
        publishBy: session.sysUserId,
        updateBy: session.sysUserId,
        updateTime: sql`now()`,
      })
      .where('reportId', '=', r.reportId)
      .execute();
    return { ReportId: r.reportId, Version: r.version, State: REPORT_STATE.Published };
  });
};
