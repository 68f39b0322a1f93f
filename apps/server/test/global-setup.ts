import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { createDb, migrate } from '../src/db/index.ts';
import { seedIfEmpty } from '../src/db/seed/index.ts';
import { withAdmin } from './pg-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    /** A migrated, seeded database each test server copies (CREATE DATABASE … TEMPLATE). */
    templateDatabase: string;
  }
}

const databaseUrl = (adminUrl: string, name: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * Migrates and seeds once, into a template: each API file's server then starts on a copy of it
 * (a file copy in PostgreSQL, well under a second) instead of replaying every migration and the seed.
 */
async function prepareTemplate(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `kc_tpl_${process.pid}`;
  await withAdmin(adminUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${name}`);
  });
  const db = createDb(databaseUrl(adminUrl, name), 2);
  try {
    await migrate(db);
    await seedIfEmpty(db);
  } finally {
    await db.destroy();
  }
  return { name, drop: () => withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined) };
}

/** API tests use TEST_DATABASE_URL when set (CI), else one embedded PostgreSQL for the whole run. */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!adminUrl) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kc-test-pg-'));
    const port = 55000 + Math.floor(Math.random() * 5000);
    const pgServer = await startEmbeddedPostgres(path.join(dir, 'pg'), port, () => undefined);
    adminUrl = pgServer.url('postgres');
    stopEmbedded = async () => {
      await pgServer.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const template = await prepareTemplate(adminUrl);
  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template.name);
  return async () => {
    await template.drop();
    await stopEmbedded?.();
  };
}
