import PgBoss from 'pg-boss';
import type { Services } from '../http/context.ts';

/**
 * A job: a name, what it does, and when it runs by itself (a cron expression, minutes at the
 * finest, in UTC). Its handler answers a small summary (rows deleted, warnings raised), kept as
 * the job's output and logged.
 */
export interface Job {
  name: string;
  /** `* * * * *`: every minute. Absent: run only when triggered. */
  cron?: string;
  run: (services: Services) => Promise<Record<string, number>>;
}

/** pg-boss's tables live in this schema of the server's database (created and migrated by pg-boss at start). */
export const JOBS_SCHEMA = 'pgboss';
/** How often each instance looks for queued jobs (a triggered job wakes its own instance's worker at once). */
const POLL_SECONDS = 2;
/** How long waitFor waits for a job before giving up. */
const WAIT_MS = 30_000;

/**
 * Scheduled work on PostgreSQL (ARCHITECTURE §2): pg-boss keeps the queues and schedules in its
 * own schema, so with several API instances on one database each scheduled run is queued once
 * (its cron monitor takes a row lock per slot) and each queued job is fetched by one instance
 * (SKIP LOCKED). Every queue is a singleton: at most one run of a job is active across the
 * instances. The handlers are idempotent besides (a sweep raising a warning twice changes nothing).
 */
export class JobRunner {
  private readonly boss: PgBoss;
  private readonly jobs = new Map<string, Job>();
  private readonly workers = new Map<string, string>();
  private started = false;
  /** Runs of each job this instance made (tests: with two instances, a job queued once runs on one). */
  readonly runs = new Map<string, number>();

  constructor(
    databaseUrl: string,
    private readonly services: Services,
    jobs: readonly Job[],
  ) {
    for (const job of jobs) this.jobs.set(job.name, job);
    this.boss = new PgBoss({
      connectionString: databaseUrl,
      schema: JOBS_SCHEMA,
      application_name: 'kc-jobs',
      // Polling, maintenance and a run at a time: two connections are plenty.
      max: 2,
      archiveCompletedAfterSeconds: 60 * 60,
      deleteAfterDays: 2,
    });
    this.boss.on('error', (err) => services.log.warn({ err: err.message }, 'jobs: pg-boss error'));
  }

  /** Installs or migrates pg-boss's schema when needed, creates the queues, schedules them and starts working. */
  async start(): Promise<void> {
    // A fresh database: about 0.2 s to install pg-boss's schema, 0.4 s for the queues. One after
    // the other: a queue is a partition of pg-boss's job table, and creating two at once deadlocks.
    await this.boss.start();
    for (const job of this.jobs.values()) {
      await this.createQueue(job.name);
      if (job.cron) await this.boss.schedule(job.name, job.cron);
      else await this.boss.unschedule(job.name);
      const workerId = await this.boss.work(job.name, { pollingIntervalSeconds: POLL_SECONDS }, async () => this.run(job));
      this.workers.set(job.name, workerId);
    }
    this.started = true;
  }

  /**
   * The job's queue, made once. Instances starting together on a fresh database may create one
   * at the same moment (DDL that can deadlock, or the other's row first): tried again, then found.
   */
  private async createQueue(name: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      if (await this.boss.getQueue(name)) return;
      try {
        await this.boss.createQueue(name, { name, policy: 'singleton', retryLimit: 0 });
        return;
      } catch (err) {
        if (attempt >= 5) throw err;
        await new Promise((r) => setTimeout(r, 50 * attempt));
      }
    }
  }

  /** Stops working (a running job is let finish for a few seconds) and closes pg-boss's connections. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: 5_000, wait: true });
  }

  private async run(job: Job): Promise<Record<string, number>> {
    const began = Date.now();
    this.runs.set(job.name, (this.runs.get(job.name) ?? 0) + 1);
    try {
      const summary = await job.run(this.services);
      this.services.log.info({ job: job.name, ms: Date.now() - began, ...summary }, 'job done');
      return summary;
    } catch (err) {
      this.services.log.warn({ job: job.name, err: (err as Error).message }, 'job failed');
      throw err;
    }
  }

  /** Queues a run of the job now (tests, an operator's "run now"); answers its id. The queue's next free worker takes it. */
  async trigger(name: string): Promise<string> {
    if (!this.jobs.has(name)) throw new Error(`no job named ${name}`);
    const id = await this.boss.send(name, {});
    if (!id) throw new Error(`job ${name} was not queued`);
    const worker = this.workers.get(name);
    if (worker) this.boss.notifyWorker(worker);
    return id;
  }

  /** Waits until a queued run is over: its state and what it answered. */
  async waitFor(name: string, id: string): Promise<{ state: string; output: unknown }> {
    const until = Date.now() + WAIT_MS;
    for (;;) {
      const job = await this.boss.getJobById(name, id, { includeArchive: true });
      if (job && ['completed', 'failed', 'cancelled'].includes(job.state)) return { state: job.state, output: job.output };
      if (Date.now() > until) throw new Error(`job ${name} ${id} still ${job?.state ?? 'missing'}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Triggers the job and waits for it (tests). */
  async runNow(name: string): Promise<{ state: string; output: unknown }> {
    return this.waitFor(name, await this.trigger(name));
  }
}
