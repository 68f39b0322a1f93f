/**
 * Leads at network scale (issue 20): 200 schools and 500,000 leads (2,500 a school, a year of
 * them), generated set-based; then, at 50 connections, through the real server (signed request,
 * session, grant, scope, zod, envelope) and through a bare route running the very SQL the
 * server's handler runs (teach-bare.ts captures it from the handler itself), sent the very same
 * request:
 *  - the lead list with a child's-name filter (Customer/SelectPage), as park01 (one school) and
 *    as the operator (the whole network);
 *  - the lead list with a mobile filter, as park01;
 *  - the funnel of the last 30 days (Customer/Funnel), as park01 and as the operator.
 * Prints requests/s, p99 and the share of the bare throughput the server keeps (target ≥ 80 %).
 * Benchmarks print; they assert nothing.
 *
 *   BENCH_SECONDS=5 npm run bench:enrolment      (BENCH_CONNECTIONS, BENCH_ROUNDS, BENCH_CASES=name,mobile,funnel)
 */
import path from 'node:path';
import { api, CUSTOMER_STAGE, customer } from '@kc/contract';
import pg from 'pg';
import { givenNames, surnames } from '../../apps/server/src/db/seed/demo.ts';
import {
  addBenchSchools,
  type BenchCase,
  type CaseResult,
  duration,
  measureCases,
  percent,
  rounds,
  startScript,
  startTarget,
  withBenchDatabase,
} from './lib.ts';

const SCHOOLS = 200;
const LEADS = 500_000;
/** Schools generated per INSERT (62,500 leads each). */
const SCHOOLS_PER_BATCH = 25;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** A given name one lead in twenty carries: 125 in a school, 25,000 over the network. */
const NAME = givenNames[0] as string;

/** The demo network brought to SCHOOLS schools and LEADS leads; answers a mobile of park01's school. */
async function populate(databaseUrl: string): Promise<{ mobile: string }> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const started = performance.now();
    await c.query(`SET synchronous_commit = off; SET work_mem = '256MB'`);
    await addBenchSchools(c, SCHOOLS, '招生基准');
    const perSchool = LEADS / SCHOOLS;
    const stages = [1, 1, 1, 2, 2, 2, 3, 3, 4, 5, 6, 6, 9];
    // Each school's leads over the last year; its accounts own them in turn (park01's school: park01 and teacher01).
    for (let from = 0; from < SCHOOLS; from += SCHOOLS_PER_BATCH) {
      await c.query(
        `WITH s AS (SELECT school_id, row_number() OVER (ORDER BY school_id) AS rn FROM school),
           owners AS (SELECT school_id, array_agg(sys_user_id ORDER BY sys_user_id) AS ids FROM sys_user_school GROUP BY school_id)
         INSERT INTO customer (school_id, child_name, child_birthday, gender, parent_name, mobile, source, stage, lost_reason,
           owner_id, tags, intended_grade, create_time, stage_time)
         SELECT s.school_id,
           ($3::text[])[1 + (g * 7 + s.rn) % array_length($3::text[], 1)] || ($4::text[])[1 + g % array_length($4::text[], 1)],
           date '2021-01-01' + (g % 1000), 1 + g % 2,
           ($3::text[])[1 + (g * 7 + s.rn) % array_length($3::text[], 1)] || '家长',
           '13' || lpad(s.rn::text, 3, '0') || lpad(g::text, 6, '0'),
           1 + g % 6, st.stage, CASE WHEN st.stage = 9 THEN '选择了其他幼儿园' ELSE '' END,
           o.ids[1 + g % greatest(1, cardinality(o.ids))],
           CASE WHEN g % 3 = 0 THEN ARRAY['highIntent'] ELSE '{}' END,
           (ARRAY['nursery', 'junior', 'middle', 'senior'])[1 + g % 4],
           now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute',
           now() - (g % 365) * interval '1 day'
         FROM s CROSS JOIN generate_series(1, $5::int) g
         CROSS JOIN LATERAL (SELECT ($6::int[])[1 + g % array_length($6::int[], 1)] AS stage) st
         LEFT JOIN owners o ON o.school_id = s.school_id
         WHERE s.rn > $1 AND s.rn <= $2`,
        [from, from + SCHOOLS_PER_BATCH, surnames, givenNames, perSchool, stages],
      );
    }
    await c.query('VACUUM ANALYZE');
    const n = Number((await c.query('SELECT count(*) AS n FROM customer')).rows[0].n);
    console.log(`generated in ${((performance.now() - started) / 1000).toFixed(1)} s: ${SCHOOLS} schools, ${n} leads`);
    const r = await c.query(
      `SELECT c.mobile FROM customer c JOIN sys_user_school us ON us.school_id = c.school_id
       JOIN sys_user u ON u.sys_user_id = us.sys_user_id AND u.username = 'park01' ORDER BY c.customer_id DESC LIMIT 1`,
    );
    return { mobile: r.rows[0].mobile as string };
  } finally {
    await c.end();
  }
}

const describe = (c: BenchCase, data: unknown) => {
  const d = data as Record<string, unknown>;
  return c.path === api.customerFunnel.path
    ? `${d.Total} leads, ${d.Contracted} contracted (${d.Conversion} %), ${(d.ByOwner as unknown[]).length} owners`
    : `${(d.list as unknown[]).length} of ${d.total} leads`;
};

await withBenchDatabase('enrolment', async (databaseUrl) => {
  const server = await startTarget('server', { DATABASE_URL: databaseUrl });
  let bare: Awaited<ReturnType<typeof startScript>> | undefined;
  let results: CaseResult<BenchCase>[] = [];
  try {
    const { mobile } = await populate(databaseUrl);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() + 8 * 3_600_000 - 29 * 86_400_000).toISOString().slice(0, 10);
    const page = { cur_page: 1, size: 20 };
    const funnel = { DateFrom: monthAgo, DateTo: today, Mine: false };
    const list = `${customer.name}/SelectPage`;
    const cases: BenchCase[] = [
      { name: 'name-park', label: 'lead list, name filter (park01)', path: list, username: 'park01', input: { ...page, ChildName: NAME } },
      {
        name: 'name-operator',
        label: 'lead list, name filter (operator)',
        path: list,
        username: 'operator',
        input: { ...page, ChildName: NAME },
      },
      {
        name: 'mobile-park',
        label: 'lead list, mobile filter (park01)',
        path: list,
        username: 'park01',
        input: { ...page, Mobile: mobile },
      },
      { name: 'funnel-park', label: 'funnel, 30 days (park01)', path: api.customerFunnel.path, username: 'park01', input: funnel },
      { name: 'funnel-operator', label: 'funnel, 30 days (operator)', path: api.customerFunnel.path, username: 'operator', input: funnel },
    ];
    const picked = process.env.BENCH_CASES?.split(',');
    const chosen = cases.filter((c) => !picked || picked.some((p) => c.name.startsWith(p)));
    bare = await startScript(path.join(import.meta.dirname, 'teach-bare.ts'), [], {
      DATABASE_URL: databaseUrl,
      BENCH_BARE_CASES: JSON.stringify(chosen),
    });
    console.log(
      `\n${connections} connections, ${rounds} rounds of ${duration} s each; stages generated: ${Object.keys(CUSTOMER_STAGE).join(', ')}`,
    );
    results = await measureCases({ server, bare, databaseUrl, connections }, chosen, describe);
  } finally {
    await bare?.stop();
    await server.stop();
  }
  console.log('\nThe server against the bare route (target ≥ 80 % of its throughput):');
  for (const { c, bare: b, server: s, share } of results) {
    console.log(
      `  ${c.label.padEnd(36)} server ${s.rps.toFixed(0).padStart(6)} req/s p99 ${String(s.p99).padStart(4)} ms; bare ${b.rps.toFixed(0).padStart(6)} req/s p99 ${String(b.p99).padStart(4)} ms; share ${percent(share, 1)} ${share >= 0.8 ? 'met' : 'MISSED'}`,
    );
  }
});
process.exit(0);
