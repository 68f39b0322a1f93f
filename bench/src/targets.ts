// Child process: serves one benchmark target and prints its URL on stdout.
//   bare        — a bare Fastify route answering a constant envelope
//   server      — the real server (signature, session, grants, scope, engine) on DATABASE_URL
//   bare-page   — a bare Fastify route running, with pg directly, the very SQL the engine runs
//                 for Visit/SelectPage of one account (argument: username; page size): the
//                 scoped page query and count, compiled once from the engine's own pieces
import { visit } from '@kc/contract';
import Fastify from 'fastify';
import { compile } from '../../apps/server/src/db/frag.ts';
import { createDb, createPool } from '../../apps/server/src/db/index.ts';
import type { Session } from '../../apps/server/src/http/context.ts';
import { visitBinding } from '../../apps/server/src/modules/visitors/visit-binding.ts';
import { pageStatement, TOTAL } from '../../apps/server/src/resource/engine.ts';
import { bind } from '../../apps/server/src/resource/sql.ts';
import { startServer } from '../../apps/server/src/server.ts';
import { benchServerConfig } from './server-config.ts';

const kind = process.argv[2];
// A clean exit on stop, so a run under --cpu-prof (NODE_OPTIONS) writes its profile.
process.on('SIGTERM', () => process.exit(0));
const listen = (app: ReturnType<typeof Fastify>) => app.listen({ port: 0, host: '127.0.0.1' });

if (kind === 'bare') {
  const app = Fastify();
  app.post('/bare', async () => ({ code: 100000, data: { ok: true }, msg: 'ok' }));
  console.log(await listen(app));
} else if (kind === 'bare-page') {
  const username = process.argv[3] ?? 'park01';
  const size = Number(process.argv[4] ?? 20);
  const databaseUrl = process.env.DATABASE_URL as string;
  // The account's session as the server resolves it; the statement is the engine's own (pageStatement).
  const db = createDb(databaseUrl, 1);
  const account = await db
    .selectFrom('sysUser as u')
    .innerJoin('sysRole as r', 'r.sysRoleId', 'u.currentRoleId')
    .select(['u.sysUserId', 'u.username', 'u.identityType', 'u.identityId', 'r.sysRoleId', 'r.roleValue', 'r.roleType'])
    .where('u.username', '=', username)
    .executeTakeFirstOrThrow();
  const session: Session = { tokenHash: '', ...account };
  const statement = compile(pageStatement(bind(visit, visitBinding), session, { cur_page: 1, size }));
  await db.destroy();

  // The server's pool; the statement prepared, as the server's fragments are (db/frag.ts fetchRows).
  const pool = createPool(databaseUrl, benchServerConfig(databaseUrl).databasePoolSize, () => undefined);
  const app = Fastify();
  app.post('/bare-page', async () => {
    const r = await pool.query({ name: 'page', text: statement.sql, values: [...statement.parameters] });
    return { code: 100000, data: { list: r.rows, total: Number(r.rows[0]?.[TOTAL] ?? 0) }, msg: 'ok' };
  });
  console.log(await listen(app));
} else {
  const config = benchServerConfig(process.env.DATABASE_URL);
  const server = await startServer(config);
  console.log(server.url);
}
