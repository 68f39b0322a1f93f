import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../apps/server/src/config.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { startServer } from '../../apps/server/src/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    appCode: string;
    appKey: string;
  }
}

/**
 * One real server for the browser tests: the built web (apps/web/dist) and the API on a
 * fresh, seeded database (TEST_DATABASE_URL's server when set, else an embedded one).
 */
export default async function setup(project: TestProject) {
  // E2E_WEB_DIST lets a second build (another working copy's) be tested without touching apps/web/dist.
  const webDist = path.resolve(process.env.E2E_WEB_DIST ?? path.join(import.meta.dirname, '../../apps/web/dist'));
  if (!existsSync(path.join(webDist, 'index.html'))) throw new Error(`${webDist} is missing: run \`npm run build\` first`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kc-e2e-'));
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!adminUrl) {
    const embedded = await startEmbeddedPostgres(path.join(dataDir, 'pg'), 56000 + Math.floor(Math.random() * 3000), () => undefined);
    adminUrl = embedded.url('postgres');
    stopEmbedded = embedded.stop;
  }
  const dbName = `kc_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;

  const config = loadConfig({ NODE_ENV: 'test' }, { databaseUrl: dbUrl.toString(), port: 0, host: '127.0.0.1', dataDir, webDist });
  config.uploadDir = path.join(dataDir, 'uploads');
  const server = await startServer(config);
  const port = (server.app.server.address() as { port: number }).port;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('appCode', config.appCode);
  project.provide('appKey', config.appKey);

  return async () => {
    await server.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    await stopEmbedded?.();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
