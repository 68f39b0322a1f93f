// Child process of checks-bench.ts: a bare Fastify route running, with pg directly on one
// connection, the very SQL the server runs for Body/SaveClassDay of each bench class — no
// signature, session, grant, zod or envelope. The SQL is captured from the server's own handler
// (run twice, the second, warm run kept), with its transaction (Kysely logs its begin and
// commit): the route replays the statements in order on one client. Prints its URL on stdout once it listens.
//
//   env DATABASE_URL, BENCH_CHECK_INPUTS = JSON [input of class 0, input of class 1, …]
import { api } from '@kc/contract';
import Fastify from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { kyselyPlugins, registerPool } from '../../apps/server/src/db/frag.ts';
import { createDb, createPool } from '../../apps/server/src/db/index.ts';
import type { Database } from '../../apps/server/src/db/schema.ts';
import type { Session } from '../../apps/server/src/http/context.ts';
import { bodySaveClassDay } from '../../apps/server/src/modules/daily-care/body-class-day.ts';
import { createStore } from '../../apps/server/src/store/index.ts';
import { benchServerConfig } from './server-config.ts';

process.on('SIGTERM', () => process.exit(0));

interface Statement {
  name?: string;
  sql: string;
  parameters: readonly unknown[];
}

const databaseUrl = process.env.DATABASE_URL as string;
const inputs = JSON.parse(process.env.BENCH_CHECK_INPUTS ?? '[]') as unknown[];
const config = benchServerConfig(databaseUrl);
const pool = createPool(databaseUrl, config.databasePoolSize);

let recording: Statement[] = [];
const recordingPool: pg.Pool = Object.create(pool);
recordingPool.query = (async (q: pg.QueryConfig) => {
  recording.push({ name: q.name, sql: q.text, parameters: q.values ?? [] });
  return pool.query(q);
}) as pg.Pool['query'];
const recorder = new Kysely<Database>({
  dialect: new PostgresDialect({ pool }),
  plugins: kyselyPlugins(),
  log: (event) => {
    if (event.level === 'query') recording.push({ sql: event.query.sql, parameters: event.query.parameters });
  },
});
registerPool(recorder, recordingPool);

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

const session = await sessionOf('teacher01');
const store = createStore(undefined);
const captured: Statement[][] = [];
for (const input of inputs) {
  recording = [];
  const ctx = {
    config,
    db: recorder,
    store,
    log: console as never,
    input: api.bodySaveClassDay.input.parse(input),
    session,
    ip: '127.0.0.1',
    serial: 'bench',
    userAgent: 'bench',
    acceptLanguage: 'en',
  };
  await bodySaveClassDay(ctx);
  recording = [];
  await bodySaveClassDay(ctx);
  captured.push(recording);
}
console.error(`  bare Body/SaveClassDay: ${captured[0]?.map((s) => s.sql.split(/\s+/).slice(0, 3).join(' ')).join(' | ')}`);

const app = Fastify();
app.post('/checks', async (req) => {
  const statements = captured[(req.body as { i: number }).i] ?? [];
  const client = await pool.connect();
  try {
    let saved = 0;
    for (const s of statements) {
      const r = await client.query({ name: s.name, text: s.sql, values: s.parameters as unknown[] });
      if (s.sql.includes('INSERT INTO body_check')) saved = r.rowCount ?? 0;
    }
    return { code: 100000, data: { Saved: saved, Warnings: 0 }, msg: 'ok' };
  } finally {
    client.release();
  }
});
console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
