/**
 * Hw/GrowthReport of a school of 400 children (about four measurements each) through the real
 * server — signed request, session, grant, scope, the school check, the report statement —
 * against a bare Fastify route running the very same report statement with pg (this file, run
 * with the argument `bare`). Prints requests/s, p50 and p99 of both and the share of the bare
 * throughput the server keeps (target ≥ 80 %). Needs BENCH_DATABASE_URL (or TEST_DATABASE_URL),
 * an admin URL of a PostgreSQL; BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ROUNDS as the other
 * benches. Not a test: it asserts nothing.
 */
import path from 'node:path';
import { api } from '@kc/contract';
import Fastify from 'fastify';
import pg from 'pg';
import { compile } from '../../apps/server/src/db/frag.ts';
import { createDb, createPool } from '../../apps/server/src/db/index.ts';
import type { Session } from '../../apps/server/src/http/context.ts';
import { classScopeFrag } from '../../apps/server/src/lib/class-scope.ts';
import { growthReportSql } from '../../apps/server/src/modules/growth/report.ts';
import { DAYS_PER_MONTH, growthFigures, measureAtZ } from '../../apps/server/src/modules/growth/who.ts';
import {
  compare,
  duration,
  envelopeCounter,
  percent,
  rounds,
  signedPost,
  signIn,
  startScript,
  startTarget,
  withBenchDatabase,
} from './lib.ts';
import { benchServerConfig } from './server-config.ts';

const CHILDREN = 400;
const MEASUREMENTS = 4;
const USERNAME = 'park01';

/** The bare route: park01's session as the server resolves it, the report's statement, prepared. */
async function serveBare(databaseUrl: string, schoolId: number) {
  const db = createDb(databaseUrl, 1);
  const account = await db
    .selectFrom('sysUser as u')
    .innerJoin('sysRole as r', 'r.sysRoleId', 'u.currentRoleId')
    .select(['u.sysUserId', 'u.username', 'u.identityType', 'u.identityId', 'r.sysRoleId', 'r.roleValue', 'r.roleType'])
    .where('u.username', '=', USERNAME)
    .executeTakeFirstOrThrow();
  await db.destroy();
  const session: Session = { tokenHash: '', ...account };
  const statement = compile(growthReportSql(schoolId, null, classScopeFrag('s.school_id', 's.class_id', session)));
  const pool = createPool(databaseUrl, benchServerConfig(databaseUrl).databasePoolSize, () => undefined);
  const app = Fastify();
  app.post('/bare-report', async () => {
    const r = await pool.query({ name: 'report', text: statement.sql, values: [...statement.parameters] });
    const row = r.rows[0] as { Measured: number; Rows: unknown[] };
    return { code: 100000, data: { SchoolId: schoolId, ClassId: null, Measured: row.Measured, Rows: row.Rows }, msg: 'ok' };
  });
  console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
}

/** School 1 (park01's) brought to 400 children in its classes, each measured four times a term apart. */
async function populate(databaseUrl: string): Promise<number> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const schoolId = Number((await c.query('SELECT min(school_id) AS id FROM school')).rows[0].id);
    const have = Number((await c.query('SELECT count(*) AS n FROM student WHERE school_id = $1 AND state = 0', [schoolId])).rows[0].n);
    await c.query(
      `INSERT INTO student (school_id, class_id, student_name, gender, birthday, status, enrol_date)
       SELECT $1, (SELECT class_id FROM school_class WHERE school_id = $1 ORDER BY class_id OFFSET g % (SELECT count(*) FROM school_class WHERE school_id = $1) LIMIT 1),
         'Bench child ' || g, 1 + g % 2, current_date - (730 + (g * 37) % 1460), 2, current_date - 300
       FROM generate_series(1, $2::int) g`,
      [schoolId, CHILDREN - have],
    );
    const kids = await c.query(
      `SELECT student_id, school_id, class_id, gender, birthday::text AS birthday FROM student s
       WHERE school_id = $1 AND state = 0 AND NOT EXISTS (SELECT 1 FROM growth_measure g WHERE g.student_id = s.student_id)`,
      [schoolId],
    );
    for (const k of kids.rows) {
      for (let i = 0; i < MEASUREMENTS; i++) {
        const date = new Date(Date.now() - (20 + i * 100) * 86_400_000).toISOString().slice(0, 10);
        const ageDays = Math.round((Date.parse(date) - Date.parse(k.birthday)) / 86_400_000);
        const months = ageDays / DAYS_PER_MONTH;
        // z-scores spread like a real school's (about one child in ten beyond ±2 SD somewhere).
        const zh = ((((Number(k.student_id) * 7919) % 1000) / 1000) * 2 - 1) * 1.5;
        const zw = ((((Number(k.student_id) * 104729 + i * 31) % 1000) / 1000) * 2 - 1) * 1.5;
        const heightCm = Math.round((measureAtZ('HeightForAge', { sex: k.gender, ageDays, heightCm: 0 }, zh) ?? 100) * 10) / 10;
        const weightKg = Math.round((measureAtZ('WeightForAge', { sex: k.gender, ageDays, heightCm }, zw) ?? 15) * 100) / 100;
        const f = growthFigures({ sex: k.gender, ageDays, heightCm, weightKg });
        await c.query(
          `INSERT INTO growth_measure (school_id, class_id, student_id, measure_date, age_days, age_months, height, weight, bmi,
             weight_for_age_z, height_for_age_z, weight_for_height_z, bmi_for_age_z)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
          [
            k.school_id,
            k.class_id,
            k.student_id,
            date,
            ageDays,
            Math.round(months * 10) / 10,
            heightCm,
            weightKg,
            f.bmi,
            f.weightForAge?.z ?? null,
            f.heightForAge?.z ?? null,
            f.weightForHeight?.z ?? null,
            f.bmiForAge?.z ?? null,
          ],
        );
      }
    }
    await c.query('ANALYZE');
    return schoolId;
  } finally {
    await c.end();
  }
}

if (process.argv[2] === 'bare') {
  await serveBare(process.env.DATABASE_URL as string, Number(process.argv[3]));
} else {
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  await withBenchDatabase('growth', async (databaseUrl) => {
    const server = await startTarget('server', { DATABASE_URL: databaseUrl });
    let bare: Awaited<ReturnType<typeof startScript>> | undefined;
    try {
      const schoolId = await populate(databaseUrl);
      bare = await startScript(path.join(import.meta.dirname, 'growth-bench.ts'), ['bare', String(schoolId)], {
        DATABASE_URL: databaseUrl,
      });
      const token = await signIn(server.url, USERNAME);
      const input = { SchoolId: schoolId };
      const route = `/api/${api.hwGrowthReport.path}`;
      const answer = (await (
        await fetch(`${server.url}${route}`, {
          method: 'POST',
          headers: signedPost(route, token, input).setupRequest({}).headers,
          body: JSON.stringify(input),
        })
      ).json()) as { code: number; data: { Measured: number; Rows: unknown[] } };
      console.log(
        `\nHw/GrowthReport of school ${schoolId}: ${answer.data.Measured} children measured, ${answer.data.Rows.length} beyond ±2 SD; ${connections} connections, ${rounds} rounds of ${duration} s`,
      );
      const counter = envelopeCounter();
      const [b, s, share] = await compare(
        { label: 'bare route, same SQL', options: { url: `${bare.url}/bare-report`, method: 'POST', connections } },
        {
          label: 'server Hw/GrowthReport',
          options: { url: server.url, connections, requests: [signedPost(route, token, input, counter.onResponse)] },
        },
      );
      if (counter.seen.refused) console.log(`  ${counter.seen.refused} answers were not a success, e.g. ${counter.seen.lastRefusal}`);
      console.log(`  the server keeps ${percent(share, 1)} of the bare throughput (target ≥ 80 %); p99 ${s.p99} vs ${b.p99} ms`);
    } finally {
      await bare?.stop();
      await server.stop();
    }
  });
  process.exit(0);
}
