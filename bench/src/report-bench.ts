/**
 * Term report PDFs (issue 22): how long the report-files job takes for one child's report and for
 * a class of 30 (a zip of 30 PDFs), each from the queued job to the published file: the figures
 * read from the database (levels by domain from 24 assessments a child, growth, attendance over
 * the term's school days, health) and each PDF rendered with its embedded CJK font subset.
 * A database of its own (migrated and seeded), dropped after. Prints seconds and the load average.
 *
 *   npm run bench:report
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDb, migrate } from '../../apps/server/src/db/index.ts';
import { seedIfEmpty } from '../../apps/server/src/db/seed/index.ts';
import type { Services } from '../../apps/server/src/http/context.ts';
import { runReportFiles } from '../../apps/server/src/modules/reports/report-files.ts';
import { MemoryStore } from '../../apps/server/src/store/index.ts';
import { withBenchDatabase } from './lib.ts';

const CHILDREN = 30;
const TERM = '2025-2026-1';
const quiet = { info: () => {}, warn: (o: unknown) => console.warn(o) } as unknown as Services['log'];

await withBenchDatabase('report', async (url) => {
  const db = createDb(url, 4);
  try {
    await migrate(db);
    await seedIfEmpty(db);
    const config = loadConfig({ NODE_ENV: 'test' }, { databaseUrl: url, dataDir: mkdtempSync(path.join(os.tmpdir(), 'kc-report-bench-')) });
    const services: Services = { config, db, store: new MemoryStore(), log: quiet };
    const school = await db.selectFrom('school').select('schoolId').orderBy('schoolId').executeTakeFirstOrThrow();
    const user = await db
      .selectFrom('sysUser as u')
      .innerJoin('sysUserRole as r', 'r.sysUserId', 'u.sysUserId')
      .select(['u.sysUserId', 'r.sysRoleId'])
      .where('u.username', '=', 'park01')
      .executeTakeFirstOrThrow();
    const { classId } = await db
      .insertInto('schoolClass')
      .values({ schoolId: school.schoolId, className: '报告基准班', grade: 'senior', academicYear: '2025-2026', capacity: 40 })
      .returning('classId')
      .executeTakeFirstOrThrow();
    await sql`
      INSERT INTO student (school_id, class_id, student_name, status, enrol_date, birthday)
      SELECT ${school.schoolId}, ${classId}, '报告童' || g, 2, '2024-09-01', '2020-05-01' FROM generate_series(1, ${CHILDREN}::int) g`.execute(
      db,
    );
    // 3 indicators per domain (15), each assessed once or twice in the term; a measurement; the register.
    await sql`
      INSERT INTO indicator (school_id, domain, code, age_bracket)
      SELECT ${school.schoolId}, d, d || '.' || n || '.1', '5-6' FROM unnest(ARRAY['health','language','social','science','art']) d
      CROSS JOIN generate_series(1, 3) n`.execute(db);
    await sql`
      INSERT INTO ability_score_record (school_id, class_id, student_id, indicator_id, level, observed_on)
      SELECT s.school_id, s.class_id, s.student_id, i.indicator_id, 1 + (s.student_id + i.indicator_id + k) % 5, DATE '2025-10-01' + k * 40
      FROM student s CROSS JOIN indicator i CROSS JOIN generate_series(0, 1) k
      WHERE s.class_id = ${classId} AND i.school_id = s.school_id AND (k = 0 OR i.indicator_id % 2 = 0)`.execute(db);
    await sql`
      INSERT INTO growth_measure (school_id, class_id, student_id, measure_date, age_days, age_months, height, weight, bmi, weight_for_age_z, height_for_age_z)
      SELECT school_id, class_id, student_id, DATE '2025-11-10', 2019, 66, 112.5, 19.8, 15.64, 0.2, -0.1 FROM student WHERE class_id = ${classId}`.execute(
      db,
    );
    await sql`
      INSERT INTO attendance (school_id, class_id, student_id, date, status)
      SELECT s.school_id, s.class_id, s.student_id, d::date, 1 FROM student s
      CROSS JOIN generate_series(DATE '2025-09-01', DATE '2026-01-31', interval '1 day') d
      WHERE s.class_id = ${classId} AND extract(isodow FROM d) < 6 AND (s.student_id + extract(day FROM d)::int) % 9 <> 0
      ON CONFLICT DO NOTHING`.execute(db);
    const reports = await db
      .insertInto('developmentReport')
      .columns(['schoolId', 'classId', 'studentId', 'term', 'comment'])
      .expression(
        db
          .selectFrom('student')
          .select([
            'schoolId',
            'classId',
            'studentId',
            sql<string>`${TERM}`.as('term'),
            sql<string>`'乐于分享，语言表达进步明显；能与同伴合作完成任务。'`.as('comment'),
          ])
          .where('classId', '=', classId),
      )
      .returning('reportId')
      .execute();
    const ids = reports.map((r) => r.reportId).sort((a, b) => a - b);

    const timed = async (reportIds: number[], fileName: string) => {
      await db
        .insertInto('reportFileJob')
        .values({
          schoolId: school.schoolId,
          sysUserId: user.sysUserId,
          sysRoleId: user.sysRoleId,
          language: 'zh',
          reportIds,
          fileName,
          total: reportIds.length,
        })
        .execute();
      const t = performance.now();
      const out = await runReportFiles(services);
      const s = (performance.now() - t) / 1000;
      if (out.files !== 1) throw new Error(`expected one file, made ${out.files}`);
      return s;
    };
    // The first run loads the font (8 MB) once per process: timed apart.
    const first = await timed([ids[0] as number], 'first.pdf');
    const one = await timed([ids[1] as number], 'one.pdf');
    const cls = await timed(ids, 'class.zip');
    const [l1, l5, l15] = os.loadavg();
    console.log(`report PDFs (${os.cpus().length} cores, load average ${l1?.toFixed(2)} / ${l5?.toFixed(2)} / ${l15?.toFixed(2)})`);
    console.log(`  one child's report PDF, first of the process (font loaded): ${first.toFixed(2)} s`);
    console.log(`  one child's report PDF:                                   ${one.toFixed(2)} s`);
    console.log(
      `  a class of ${CHILDREN} (zip of ${CHILDREN} PDFs):                        ${cls.toFixed(2)} s (${(cls / CHILDREN).toFixed(2)} s a child)`,
    );
  } finally {
    await db.destroy();
  }
});
