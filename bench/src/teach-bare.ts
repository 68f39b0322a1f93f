// Child process of teach-bench.ts: a bare Fastify route per benchmark case that runs, with pg
// directly, the very SQL the server runs for that call — no signature, session, grant, zod,
// envelope shaping or answer presentation. Prints its URL on stdout once it listens.
//
// The SQL is captured from the server's own handler: each case's handler (found by its
// endpoint path in the server's modules) runs twice on a Kysely, and the pool under it, that
// record every statement with its start and end; the second, warm run is kept (caches such as
// the school parameters are then as a busy server has them). Statements that overlapped ran
// concurrently in the handler (Promise.all) and are replayed concurrently; the others one after
// another. A statement the server prepares (db/frag.ts fetchRows) is prepared here too, and
// the start-up line tells whether PostgreSQL keeps its generic plan or plans it on every call.
//
//   env DATABASE_URL, BENCH_BARE_CASES = JSON [{ name, path, username, input }];
//   BENCH_EXPLAIN=1 prints each captured statement's EXPLAIN (ANALYZE, BUFFERS) on stderr.
import type { Endpoint } from '@kc/contract';
import Fastify from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { kyselyPlugins, registerPool } from '../../apps/server/src/db/frag.ts';
import { createDb, createPool } from '../../apps/server/src/db/index.ts';
import type { Database } from '../../apps/server/src/db/schema.ts';
import { type Handler, Registrar, type Session } from '../../apps/server/src/http/context.ts';
import { modules } from '../../apps/server/src/modules/index.ts';
import { useDataKey } from '../../apps/server/src/modules/students/id-card.ts';
import { createStore } from '../../apps/server/src/store/index.ts';
import { benchServerConfig } from './server-config.ts';

// A clean exit on stop, so a run under --cpu-prof writes its profile.
process.on('SIGTERM', () => process.exit(0));

export interface BareCase {
  name: string;
  /** The endpoint's `{Module}/{Action}`. */
  path: string;
  username: string;
  input: Record<string, unknown>;
}

interface Statement {
  /** The prepared statement's name, when the server names it. */
  name?: string;
  sql: string;
  parameters: readonly unknown[];
  start: number;
  end: number;
}

const databaseUrl = process.env.DATABASE_URL as string;
const cases = JSON.parse(process.env.BENCH_BARE_CASES ?? '[]') as BareCase[];
const config = benchServerConfig(databaseUrl);
useDataKey(config.dataKey);

let recording: Statement[] = [];
// The server's pool (db/index.ts createPool).
const pool = createPool(databaseUrl, config.databasePoolSize);

/** The pool the handlers' fragments run on (db/frag.ts fetchRows): the pool, recording each query. */
const recordingPool: pg.Pool = Object.create(pool);
recordingPool.query = (async (config: pg.QueryConfig) => {
  const start = performance.now();
  const result = await pool.query(config);
  recording.push({ name: config.name, sql: config.text, parameters: config.values ?? [], start, end: performance.now() });
  return result;
}) as pg.Pool['query'];

const recorder = new Kysely<Database>({
  dialect: new PostgresDialect({ pool }),
  plugins: kyselyPlugins(),
  log: (event) => {
    if (event.level !== 'query') return;
    const end = performance.now();
    recording.push({ sql: event.query.sql, parameters: event.query.parameters, start: end - event.queryDurationMillis, end });
  },
});

registerPool(recorder, recordingPool);

const registrar = new Registrar();
for (const register of modules) register(registrar);
const store = createStore(undefined);
const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => silent, level: 'silent' };

async function sessionOf(username: string): Promise<Session> {
  const db = createDb(databaseUrl, 1);
  try {
    const account = await db
      .selectFrom('sysUser as u')
      .innerJoin('sysRole as r', 'r.sysRoleId', 'u.currentRoleId')
      .select(['u.sysUserId', 'u.username', 'u.identityType', 'u.identityId', 'r.sysRoleId', 'r.roleValue', 'r.roleType'])
      .where('u.username', '=', username)
      .executeTakeFirstOrThrow();
    return { tokenHash: '', ...account };
  } finally {
    await db.destroy();
  }
}

/** The handler's statements in groups: a group's statements overlapped in time (they ran concurrently). */
async function capture(c: BareCase): Promise<Statement[][]> {
  const route = registrar.routes.find((r) => r.endpoint.path === c.path);
  if (!route) throw new Error(`no handler for ${c.path}`);
  const endpoint: Endpoint = route.endpoint;
  const handler = route.handler as Handler<Endpoint>;
  const session = await sessionOf(c.username);
  const ctx = {
    config,
    db: recorder,
    store,
    log: silent as never,
    input: endpoint.input.parse(c.input),
    session,
    ip: '127.0.0.1',
    serial: 'bench',
    userAgent: 'bench',
    acceptLanguage: 'en',
  };
  await handler(ctx);
  recording = [];
  await handler(ctx);
  const statements = [...recording].sort((a, b) => a.start - b.start);
  const groups: Statement[][] = [];
  let groupEnd = Number.NEGATIVE_INFINITY;
  for (const s of statements) {
    const last = groups.at(-1);
    if (last && s.start < groupEnd) {
      last.push(s);
      groupEnd = Math.max(groupEnd, s.end);
    } else {
      groups.push([s]);
      groupEnd = s.end;
    }
  }
  return groups;
}

/**
 * How PostgreSQL plans a prepared statement run again and again, as the server runs it: after
 * five custom plans it keeps the generic one only when that costs no more. 'planned on every
 * call' means each call pays the planner (and the generic plan's estimates deserve a look).
 */
async function planKept(s: Statement): Promise<string> {
  if (!s.name) return 'unprepared';
  const client = await pool.connect();
  try {
    for (let i = 0; i < 8; i++) await client.query({ name: s.name, text: s.sql, values: s.parameters as unknown[] });
    const r = await client.query('SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = $1', [s.name]);
    const { generic_plans: generic, custom_plans: custom } = r.rows[0] ?? {};
    return Number(generic) > 0 ? 'generic plan kept' : `planned on every call (${custom} custom plans)`;
  } finally {
    client.release();
  }
}

const app = Fastify();
for (const c of cases) {
  const groups = await capture(c);
  const plans = await Promise.all(groups.flat().map(planKept));
  console.error(`  bare ${c.name}: ${groups.map((g) => g.length).join(' then ')} statement(s): ${plans.join(', ')}`);
  if (process.env.BENCH_EXPLAIN === '1') {
    for (const s of groups.flat()) {
      const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`, s.parameters as unknown[]);
      console.error(`\n${s.sql}\n${JSON.stringify(s.parameters)}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  }
  app.post(`/${c.name}`, async () => {
    const results: unknown[] = [];
    for (const group of groups) {
      const answers = await Promise.all(group.map((s) => pool.query({ name: s.name, text: s.sql, values: s.parameters as unknown[] })));
      for (const a of answers) results.push(a.rows);
    }
    return { code: 100000, data: results, msg: 'ok' };
  });
}
console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
