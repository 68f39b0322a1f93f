import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Config, loadConfig } from './config.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded.ts';
import { createDb, type Db, migrate } from './db/index.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { buildApp } from './http/app.ts';
import { startSessionCache } from './http/auth.ts';
import { type JobRunner, startJobs } from './jobs/index.ts';
import { startLiveWarnings } from './modules/alerts/live.ts';
import { modules, plugins } from './modules/index.ts';
import { createStore, type KvStore } from './store/index.ts';

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  store: KvStore;
  config: Config;
  /** Scheduled work (pg-boss): tests trigger a job now with `jobs.runNow(name)`. */
  jobs: JobRunner;
  url: string;
  close: () => Promise<void>;
}

/** Connects the database (embedded unless DATABASE_URL), migrates, seeds when empty and listens. */
export async function startServer(config: Config = loadConfig(), options: { listen?: boolean } = {}): Promise<RunningServer> {
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), port, (m) => console.error(m));
    await embedded.createDatabase('console');
    databaseUrl = embedded.url('console');
  }
  const db = createDb(databaseUrl, config.databasePoolSize);
  await migrate(db);
  await seedIfEmpty(db);
  const store = createStore(config.redisUrl);
  const app = await buildApp({ services: { config, db, store }, modules, plugins });
  // Resolved sessions are cached per instance; its own connection LISTENs for changes of them.
  // Started together: the session cache's and the live warnings' listeners, and the jobs (pg-boss's schema on a fresh database).
  const [sessions, live, jobs] = await Promise.all([
    startSessionCache(db, databaseUrl, app.log),
    startLiveWarnings(db, databaseUrl, config.sessionIdleMinutes, app.log),
    startJobs(databaseUrl, { config, db, store, log: app.log }),
  ]);
  let url = '';
  if (options.listen !== false) {
    url = await app.listen({ port: config.port, host: config.host });
    app.log.info(`console ready at http://localhost:${(app.server.address() as { port: number }).port}`);
  }
  return {
    app,
    db,
    store,
    config,
    jobs,
    url,
    close: async () => {
      await app.close();
      await jobs.stop();
      await live.stop();
      await sessions.stop();
      await db.destroy();
      await store.close();
      await embedded?.stop();
    },
  };
}
