// Child process: serves one benchmark target and prints its URL on stdout.
//   bare   — a bare Fastify route answering a constant envelope
//   server — the real server (signature, session, GetUserInfo) on DATABASE_URL
import Fastify from 'fastify';
import { loadConfig } from '../../apps/server/src/config.ts';
import { startServer } from '../../apps/server/src/server.ts';

const kind = process.argv[2];
if (kind === 'bare') {
  const app = Fastify();
  app.post('/bare', async () => ({ code: 100000, data: { ok: true }, msg: 'ok' }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(url);
} else {
  const config = loadConfig(
    { NODE_ENV: 'production', APP_KEY: 'bench-key', LOG_LEVEL: 'warn' },
    { databaseUrl: process.env.DATABASE_URL, port: 0, host: '127.0.0.1' },
  );
  const server = await startServer(config);
  console.log(server.url);
}
