import { api, Code, clientTemplate, developmentReport, REPORT_STATE, type TemplateKind, unknownPlaceholders } from '@kc/contract';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { call, demoSchoolIds, fixtureClass, ok, teacher01Classes } from './attendance-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * Term reports through the real server: a class's drafts (idempotent), the levels by domain
 * computed from assessments written here (the latest per indicator in the term, averaged), the
 * growth, attendance and health figures, the comment, publishing (the park admin's) and versions
 * after it, the PDF and the class zip made by the job and served to their maker alone; the scopes
 * (teacher01 their classes, park02 nothing of school 1); ClientTemplate's placeholders.
 */
let server: TestServer;
const tokens: Record<string, string> = {};
let school1: number;
let classId: number;
let studentIds: number[];
let otherClassId: number;
const TERM = '2025-2026-1';
const as = (u: string) => server.client(tokens[u]);
const reports = (u: string) => resourceApi(server, developmentReport).as(tokens[u] as string);
const templates = (u: string) => resourceApi(server, clientTemplate).as(tokens[u] as string);
const download = (path: string, u: string) => fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${tokens[u]}` } });

async function waitForFile(u: string, jobId: number) {
  for (let i = 0; i < 300; i++) {
    const p = await ok(as(u), api.developmentReportPdfProgress, { JobId: jobId });
    if (p.State === 'done' || p.State === 'failed') return p;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${jobId} did not end`);
}

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['admin', 'park01', 'park02', 'teacher01']) tokens[u] = await server.login(u);
  [school1] = (await demoSchoolIds(server)) as [number];
  const t = await teacher01Classes(server, school1);
  otherClassId = t.otherClassId;
  ({ classId, studentIds } = await fixtureClass(server, school1, {
    teacherIds: [t.teacherId],
    children: 3,
    grade: 'senior',
    name: '报告测试班',
  }));
});
afterAll(() => server?.close());

describe('term reports', () => {
  let reportId: number;

  it('drafts a class once, in scope only', async () => {
    const first = await ok(as('teacher01'), api.developmentReportGenerate, { ClassId: classId, Term: TERM });
    expect(first).toEqual({ Created: 3, Kept: 0 });
    expect(await ok(as('teacher01'), api.developmentReportGenerate, { ClassId: classId, Term: TERM })).toEqual({ Created: 0, Kept: 3 });
    expect((await call(as('teacher01'), api.developmentReportGenerate, { ClassId: otherClassId, Term: TERM })).code).toBe(Code.NotFound);
    expect((await call(as('park02'), api.developmentReportGenerate, { ClassId: classId, Term: TERM })).code).toBe(Code.NotFound);
    expect((await call(as('park01'), api.developmentReportGenerate, { ClassId: classId, Term: '2025-2027-1' })).code).toBe(
      Code.InvalidInput,
    );

    const page = await reports('teacher01').page({ ClassId: classId, Term: TERM });
    expect(page.code, page.msg).toBe(Code.Success);
    expect(page.data.list.map((r) => r.StudentId).sort()).toEqual([...studentIds].sort());
    expect(page.data.list.every((r) => r.State === REPORT_STATE.Draft && r.Version === 1)).toBe(true);
    const mine = page.data.list.find((r) => r.StudentId === studentIds[0]);
    reportId = mine?.ReportId as number;
    expect((await reports('park02').page({ ClassId: classId })).data.list).toEqual([]);
    expect((await reports('park02').detail(reportId)).code).toBe(Code.NotFound);
  });

  it('computes the levels by domain, growth, attendance and health of the term', async () => {
    const db = server.db;
    const child = studentIds[0] as number;
    const ind = async (code: string, domain: string) =>
      (
        await db
          .insertInto('indicator')
          .values({ schoolId: school1, domain, code, ageBracket: '5-6' })
          .returning('indicatorId')
          .executeTakeFirstOrThrow()
      ).indicatorId;
    const [h1, h2, l1] = [await ind('health.1.1', 'health'), await ind('health.2.1', 'health'), await ind('language.1.1', 'language')];
    const rec = (indicatorId: number, level: number, observedOn: string) =>
      db
        .insertInto('abilityScoreRecord')
        .values({ schoolId: school1, classId, studentId: child, indicatorId, level, observedOn })
        .execute();
    await rec(h1, 2, '2025-10-01');
    await rec(h1, 4, '2025-12-01'); // the latest of the term counts
    await rec(h1, 1, '2026-03-01'); // the next term: not this one's
    await rec(h2, 3, '2025-11-15');
    await rec(l1, 5, '2025-09-20');
    await rec(l1, 1, '2025-08-31'); // the term before
    await db
      .insertInto('growthMeasure')
      .values({
        schoolId: school1,
        classId,
        studentId: child,
        measureDate: '2025-11-10',
        ageDays: 2000,
        ageMonths: 65,
        height: 110,
        weight: 19,
        bmi: 15.7,
        weightForAgeZ: 0.31,
        heightForAgeZ: -0.2,
        bmiForAgeZ: 0.55,
      })
      .execute();
    await db
      .insertInto('growthMeasure')
      .values({
        schoolId: school1,
        classId,
        studentId: child,
        measureDate: '2026-03-10',
        ageDays: 2120,
        ageMonths: 69,
        height: 113,
        weight: 20,
        bmi: 15.7,
      })
      .execute();
    for (const date of ['2025-11-03', '2025-11-04'])
      await db.insertInto('attendance').values({ schoolId: school1, classId, studentId: child, date, status: 1 }).execute();
    await db
      .insertInto('studentLeave')
      .values({
        schoolId: school1,
        classId,
        studentId: child,
        kind: 1,
        startDate: '2025-11-11',
        endDate: '2025-11-12',
        state: 2,
        symptoms: ['fever'],
      })
      .execute();
    await db
      .insertInto('bodyCheck')
      .values({ schoolId: school1, classId, studentId: child, date: '2025-11-05', checkKind: 1, temperature: 36.6, action: 1 })
      .execute();
    await db
      .insertInto('bodyCheck')
      .values({ schoolId: school1, classId, studentId: child, date: '2025-11-06', checkKind: 1, temperature: 37.9, action: 3 })
      .execute();

    const got = await ok(as('teacher01'), api.developmentReportGetReport, { ReportId: reportId });
    expect(got.Figures.Domains).toEqual([
      { Domain: 'health', Level: 3.5, Indicators: 2 },
      { Domain: 'language', Level: 5, Indicators: 1 },
      { Domain: 'social', Level: null, Indicators: 0 },
      { Domain: 'science', Level: null, Indicators: 0 },
      { Domain: 'art', Level: null, Indicators: 0 },
    ]);
    expect(got.Figures.Growth).toMatchObject({ MeasureDate: '2025-11-10', Height: 110, WeightForAgeZ: 0.31, BmiForAgeZ: 0.55 });
    expect(got.Figures.Attendance.PresentDays).toBe(2);
    expect(got.Figures.Attendance.SchoolDays).toBeGreaterThan(80);
    expect(got.Figures.Health).toEqual({ SickDays: 2, Checks: 2, FlaggedChecks: 1 });
    expect(got.Report).toMatchObject({ StudentId: child, ClassName: '报告测试班', Term: TERM, Version: 1, State: REPORT_STATE.Draft });
    // The other children have none assessed.
    const other = (await reports('teacher01').page({ ClassId: classId, StudentId: studentIds[1] })).data.list[0]?.ReportId as number;
    const empty = await ok(as('teacher01'), api.developmentReportGetReport, { ReportId: other });
    expect(empty.Figures.Domains.every((d) => d.Level === null)).toBe(true);
    expect(empty.Figures.Growth).toBeNull();
    expect((await call(as('park02'), api.developmentReportGetReport, { ReportId: reportId })).code).toBe(Code.NotFound);
  });

  it('publishes by the park admin and changes a published report only by a new version', async () => {
    const c = await ok(as('teacher01'), api.developmentReportSaveComment, { ReportId: reportId, Comment: '乐于分享' });
    expect(c).toEqual({ ReportId: reportId, Version: 1, State: REPORT_STATE.Draft });
    expect((await call(as('teacher01'), api.developmentReportPublish, { ReportId: reportId })).code).toBe(Code.NoPermission);
    expect((await call(as('park02'), api.developmentReportPublish, { ReportId: reportId })).code).toBe(Code.NotFound);
    expect((await call(as('park02'), api.developmentReportSaveComment, { ReportId: reportId, Comment: 'x' })).code).toBe(Code.NotFound);
    expect(await ok(as('park01'), api.developmentReportPublish, { ReportId: reportId })).toMatchObject({ State: REPORT_STATE.Published });
    expect((await call(as('park01'), api.developmentReportPublish, { ReportId: reportId })).code).toBe(Code.Conflict);

    // A new assessment after publishing: the published figures stay, a new version's are of now.
    const ind = await server.db
      .selectFrom('indicator')
      .select('indicatorId')
      .where('code', '=', 'language.1.1')
      .where('schoolId', '=', school1)
      // The indicator this file made (the school's copies of the library have a libId).
      .where('libId', 'is', null)
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('abilityScoreRecord')
      .values({
        schoolId: school1,
        classId,
        studentId: studentIds[0] as number,
        indicatorId: ind.indicatorId,
        level: 3,
        observedOn: '2025-12-20',
      })
      .execute();
    const v2 = await ok(as('teacher01'), api.developmentReportSaveComment, { ReportId: reportId, Comment: '乐于分享，进步明显' });
    expect(v2).toMatchObject({ Version: 2, State: REPORT_STATE.Draft });
    expect(v2.ReportId).not.toBe(reportId);
    const v1 = await ok(as('park01'), api.developmentReportGetReport, { ReportId: reportId });
    expect(v1.Report).toMatchObject({ State: REPORT_STATE.Published, Comment: '乐于分享' });
    expect(v1.Figures.Domains[1]).toEqual({ Domain: 'language', Level: 5, Indicators: 1 });
    expect(v1.Versions.map((v) => [v.Version, v.State])).toEqual([
      [2, REPORT_STATE.Draft],
      [1, REPORT_STATE.Published],
    ]);
    const draft = await ok(as('park01'), api.developmentReportGetReport, { ReportId: v2.ReportId });
    expect(draft.Figures.Domains[1]).toEqual({ Domain: 'language', Level: 3, Indicators: 1 });
    // Changing the published one again edits the existing new draft's place: refused, that one is changed instead.
    expect((await call(as('teacher01'), api.developmentReportSaveComment, { ReportId: reportId, Comment: 'y' })).code).toBe(Code.Conflict);
    await ok(as('park01'), api.developmentReportPublish, { ReportId: v2.ReportId });
    const after = await ok(as('park01'), api.developmentReportGetReport, { ReportId: reportId });
    expect(after.Report.State).toBe(REPORT_STATE.Superseded);
    expect((await call(as('teacher01'), api.developmentReportSaveComment, { ReportId: reportId, Comment: 'z' })).code).toBe(Code.Conflict);
    expect((await call(as('teacher01'), api.developmentReportSaveComment, { ReportId: reportId, Comment: 'a\u0000' })).code).toBe(
      Code.InvalidInput,
    );
  });

  it('makes a PDF of a report and a zip of the class by the job, for their maker only', async () => {
    const { JobId } = await ok(as('teacher01'), api.developmentReportPdfStart, { ReportId: reportId });
    const p = await waitForFile('teacher01', JobId);
    expect(p).toMatchObject({ State: 'done', Done: 1, Total: 1 });
    const pdf = await download(p.FilePath as string, 'teacher01');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download(p.FilePath as string, 'park02')).status).not.toBe(200);
    expect((await download(p.FilePath as string, 'park01')).status).not.toBe(200);
    expect((await call(as('park02'), api.developmentReportPdfProgress, { JobId })).code).toBe(Code.NotFound);
    expect((await call(as('park02'), api.developmentReportPdfStart, { ReportId: reportId })).code).toBe(Code.NotFound);
    expect((await call(as('teacher01'), api.developmentReportPdfStart, { ClassId: otherClassId, Term: TERM })).code).toBe(Code.NotFound);
    expect((await call(as('park01'), api.developmentReportPdfStart, { ClassId: otherClassId, Term: TERM })).code).toBe(Code.InvalidInput);
    expect((await call(as('park02'), api.developmentReportPdfStart, { ClassId: classId, Term: TERM })).code).toBe(Code.NotFound);

    const zipJob = await ok(as('park01'), api.developmentReportPdfStart, { ClassId: classId, Term: TERM });
    // The scheduled job finds nothing left, or does the work itself: either way the file is made once.
    expect((await server.jobs.runNow('report-files')).state).toBe('completed');
    const z = await waitForFile('park01', zipJob.JobId);
    expect(z).toMatchObject({ State: 'done', Done: 3, Total: 3 });
    const zip = await download(z.FilePath as string, 'park01');
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const names = Object.keys(files);
    expect(names).toHaveLength(3);
    expect(names.some((n) => n.endsWith('-v2.pdf'))).toBe(true);
    for (const n of names)
      expect(
        Buffer.from(files[n] as Uint8Array)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    expect((await download(z.FilePath as string, 'park02')).status).not.toBe(200);
  });
});

describe('client templates', () => {
  it('refuses an unknown placeholder by name; the operator edits, schools do not', async () => {
    const added = await templates('admin').add({
      TemplateName: '期末报告',
      Kind: 'report',
      Body: '{{childName}} 在 {{className}} 的 {{term}} 报告',
      State: 0,
    });
    expect(added.code, added.msg).toBe(Code.Success);
    const bad = await templates('admin').add({ TemplateName: '通知', Kind: 'notice', Body: '{{childName}} {{teacherComment}}', State: 0 });
    expect(bad.code).toBe(Code.InvalidInput);
    expect(bad.msg).toContain('{{teacherComment}}');
    const upd = await templates('admin').update({ TemplateId: added.data.TemplateId, Body: '{{ nope }}' });
    expect(upd.code).toBe(Code.InvalidInput);
    expect(upd.msg).toContain('{{nope}}');
    expect((await templates('park01').add({ TemplateName: 'x', Kind: 'plan', Body: '{{className}}' })).code).toBe(Code.NoPermission);
    expect((await templates('park01').page({})).code).toBe(Code.NoPermission);
    const page = await templates('admin').page({ Kind: 'report' });
    expect(page.data.list.some((t) => t.TemplateId === added.data.TemplateId)).toBe(true);
    // The seeded templates, one of each kind, name only their kind's placeholders.
    const all = (await templates('admin').page({})).data.list;
    for (const kind of ['report', 'notice', 'plan'] as const) expect(all.filter((t) => t.Kind === kind).length).toBeGreaterThan(0);
    for (const t of all) expect(unknownPlaceholders(t.Kind as TemplateKind, String(t.Body ?? ''))).toEqual([]);
  });
});
