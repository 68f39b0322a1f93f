/**
 * `npm run audit:api`: the whole input fuzz (apps/server/test/fuzz; README "Input contract") —
 * every case of every endpoint of /api/openapi.json, as admin and as park01 — against a server
 * on a throw-away database (BENCH_DATABASE_URL or TEST_DATABASE_URL, an admin URL of a
 * PostgreSQL; else an embedded one). Prints the figures: endpoints, requests, answers by code,
 * internal errors, HTTP 5xx, refusals without a message, refused calls that changed rows, calls
 * without an answer in 15 s, time. Exits 1 when any of those is not 0. FUZZ_USERS=admin,park01
 * picks the accounts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, CLIENT_TYPE_PC, createApiClient, md5Hex } from '@kc/contract';
import { loadConfig } from '../../apps/server/src/config.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { startServer } from '../../apps/server/src/server.ts';
import { casesOf, findingsOf, operations, report, runFuzz, watchChanges } from '../../apps/server/test/fuzz/run.ts';
import { DEMO_PASSWORD } from './lib.ts';

const users = (process.env.FUZZ_USERS ?? 'park01,admin').split(',').filter(Boolean);

async function audit(databaseUrl: string, dataDir: string): Promise<boolean> {
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'error' },
    { databaseUrl, port: 0, host: '127.0.0.1', trustProxy: true, dataDir },
  );
  config.uploadDir = path.join(dataDir, 'uploads');
  const server = await startServer(config);
  const baseUrl = server.url.replace('0.0.0.0', '127.0.0.1');
  try {
    await watchChanges(databaseUrl);
    const client = createApiClient({ baseUrl, appCode: config.appCode, appKey: config.appKey });
    const login = async (user: string) => {
      const res = await client.call(api.passwordLogin, { Username: user, Password: md5Hex(DEMO_PASSWORD), ClientType: CLIENT_TYPE_PC });
      if (res.code !== 100000) throw new Error(`sign-in of ${user}: ${res.code} ${res.msg}`);
      return res.data.token;
    };
    const doc = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as Parameters<typeof operations>[0];
    const { ops, skipped } = operations(doc);
    const cases = users.flatMap((user) => ops.flatMap((op) => casesOf(op, user)));
    console.log(`audit:api — ${ops.length} endpoints, ${cases.length} requests as ${users.join(', ')}`);
    const progress = (done: number, findings: number) => console.error(`  ${done} / ${cases.length} requests, ${findings} findings`);
    const figures = await runFuzz({
      baseUrl,
      appCode: config.appCode,
      appKey: config.appKey,
      databaseUrl,
      login,
      cases,
      endpoints: ops.length,
      skipped,
      progress,
    });
    console.log(report(figures));
    return findingsOf(figures).length === 0;
  } finally {
    await server.close();
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kc-audit-'));
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
  try {
    let url = adminUrl;
    if (!url) {
      embedded = await startEmbeddedPostgres(path.join(dataDir, 'pg'), 55000 + Math.floor(Math.random() * 5000), () => undefined);
      url = embedded.url('postgres');
    }
    const dbName = `kc_audit_${process.pid}`;
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    const u = new URL(url);
    u.pathname = `/${dbName}`;
    try {
      process.exitCode = (await audit(u.toString(), dataDir)) ? 0 : 1;
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  } finally {
    await embedded?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
