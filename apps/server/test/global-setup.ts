import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

/** API tests use TEST_DATABASE_URL when set (CI), else one embedded PostgreSQL for the whole run. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('adminDatabaseUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kc-test-pg-'));
  const port = 55000 + Math.floor(Math.random() * 5000);
  const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), port, () => undefined);
  project.provide('adminDatabaseUrl', pg.url('postgres'));
  return async () => {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
