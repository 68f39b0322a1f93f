/**
 * The resource engine's cost: Visit/SelectPage of a school-scoped entity with 100k rows (200
 * schools × 500 visits) through the real server — signed request, bearer session with its grant
 * and smart-centre check, zod, scope, page and count, presentation — against a bare Fastify
 * route running the same two SQL statements with pg directly (targets.ts bare-page). Prints
 * requests/s, p50 and p99 of both and the share of the bare throughput the engine keeps
 * (target ≥ 80 %), for two accounts:
 *  - park01: one school (500 of the 100k rows in its scope);
 *  - park02: bound to 20 schools for the bench (10 000 rows in scope: the count reads more).
 * Needs BENCH_DATABASE_URL (an admin URL of a PostgreSQL). Not a test: it asserts nothing.
 */
import { visit } from '@kc/contract';
import pg from 'pg';
import {
  compare,
  duration,
  envelopeCounter,
  type Figures,
  percent,
  rounds,
  signedPost,
  signIn,
  startTarget,
  withBenchDatabase,
} from './lib.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SCHOOLS = 200;
const VISITS_PER_SCHOOL = 500;
const PAGE = { cur_page: 1, size: 20 };

/** 197 schools more than the demo's 3 (every tenth without the smart centre), 500 visits each, park02 bound to 20. */
async function populate(databaseUrl: string): Promise<number> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await c.query(
      `INSERT INTO school (school_name, province_code, city_code, district_code, agent_id, school_contract_type)
       SELECT 'Bench school ' || g, '11', '1101', '110105', (SELECT min(agent_id) FROM agent), CASE WHEN g % 10 = 0 THEN 6 ELSE 2 END
       FROM generate_series(4, $1::int) g`,
      [SCHOOLS],
    );
    await c.query('DELETE FROM visit');
    await c.query(
      `INSERT INTO visit (school_id, visitor_name, mobile, reason, host_name, visit_time, leave_time, temperature, state)
       SELECT s.school_id, 'Visitor ' || g, '139' || lpad((s.school_id * 1000 + g)::text, 8, '0'), 'Bench visit', 'Host',
         now() - make_interval(hours => g) - make_interval(mins => s.school_id::int),
         now() - make_interval(hours => g) - make_interval(mins => s.school_id::int) + interval '30 minutes',
         36.0 + (g % 15) / 10.0, 3
       FROM school s CROSS JOIN generate_series(1, $1::int) g`,
      [VISITS_PER_SCHOOL],
    );
    await c.query(
      `INSERT INTO sys_user_school (sys_user_id, school_id)
       SELECT u.sys_user_id, s.school_id FROM sys_user u, school s
       WHERE u.username = 'park02' AND s.school_id BETWEEN 4 AND 22 AND s.school_contract_type <> 6
       ON CONFLICT DO NOTHING`,
    );
    await c.query('ANALYZE');
    return Number((await c.query('SELECT count(*) AS n FROM visit')).rows[0].n);
  } finally {
    await c.end();
  }
}

async function totalOf(url: string, init: RequestInit): Promise<number> {
  const body = (await (await fetch(url, init)).json()) as { code: number; msg: string; data: { total: number } };
  if (body.code !== 100000) throw new Error(`${url}: ${body.code} ${body.msg}`);
  return body.data.total;
}

async function compareAccount(serverUrl: string, serverPid: number, databaseUrl: string, username: string): Promise<[Figures, Figures]> {
  const token = await signIn(serverUrl, username);
  const bare = await startTarget('bare-page', { DATABASE_URL: databaseUrl }, [username, String(PAGE.size)]);
  try {
    const path = `/api/${visit.name}/SelectPage`;
    const engineTotal = await totalOf(`${serverUrl}${path}`, {
      method: 'POST',
      headers: signedPost(path, token, PAGE).setupRequest({}).headers,
      body: JSON.stringify(PAGE),
    });
    const bareTotal = await totalOf(`${bare.url}/bare-page`, { method: 'POST' });
    console.log(`\n${username}: ${engineTotal} visits in scope (bare route: ${bareTotal}), page of ${PAGE.size}`);

    const counter = envelopeCounter();
    const [bareFigures, engineFigures, share] = await compare(
      {
        label: `bare route, same SQL (${username})`,
        options: { url: `${bare.url}/bare-page`, method: 'POST', connections },
        cpu: { target: bare.child.pid as number, databaseUrl },
      },
      {
        label: `engine Visit/SelectPage (${username})`,
        options: { url: serverUrl, connections, requests: [signedPost(path, token, PAGE, counter.onResponse)] },
        cpu: { target: serverPid, databaseUrl },
      },
    );
    if (counter.seen.refused) console.log(`  ${counter.seen.refused} answers were not a success, e.g. ${counter.seen.lastRefusal}`);
    console.log(
      `  the engine keeps ${percent(share, 1)} of the bare throughput (target ≥ 80 %); p99 ${engineFigures.p99} vs ${bareFigures.p99} ms`,
    );
    const cpu = (f: Figures) => (f.cpu ? f.cpu.target + f.cpu.database : 0);
    if (cpu(engineFigures) > 0) {
      console.log(
        `  by CPU time per request (the bound on a saturated machine): ${percent(cpu(bareFigures), cpu(engineFigures))} (${cpu(engineFigures).toFixed(2)} vs ${cpu(bareFigures).toFixed(2)} ms)`,
      );
    }
    return [bareFigures, engineFigures];
  } finally {
    await bare.stop();
  }
}

await withBenchDatabase('engine', async (databaseUrl) => {
  const server = await startTarget('server', { DATABASE_URL: databaseUrl });
  try {
    const rows = await populate(databaseUrl);
    console.log(
      `\nVisit/SelectPage over ${rows} visits of ${SCHOOLS} schools; ${connections} connections, ${rounds} rounds of ${duration} s each in turns after 2 s of warm-up, on ${process.env.BENCH_HOST ?? 'this machine'}`,
    );
    for (const username of (process.env.BENCH_USERS ?? 'park01,park02').split(','))
      await compareAccount(server.url, server.child.pid as number, databaseUrl, username);
  } finally {
    await server.stop();
  }
});
process.exit(0);
