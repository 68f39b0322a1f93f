import { TELEMETRY_COUNTERS, type TelemetryCounter } from '@kc/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../../db/index.ts';
import { type IncomingReading, type Outcome, writeBatch } from './flush.ts';

export interface IngestOptions {
  /** The longest a reading waits for its batch (ms). */
  flushMs?: number;
  /** A batch this large is written at once. */
  maxBatch?: number;
  /** Readings waiting beyond this are dropped (counted 'overload'): the database is behind. */
  maxQueue?: number;
  /** Batches written at once. */
  concurrency?: number;
}

interface Pending {
  item: IncomingReading;
  /** When it joined the queue (ms): its batch is written at most flushMs later. */
  at: number;
  done: (o: Outcome) => void;
  failed: (e: unknown) => void;
}

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The telemetry ingest of one server instance: readings from Telemetry/Ingest and the MQTT
 * consumer wait here and are written in batches — a reading waits at most `flushMs` (200), a
 * batch goes as soon as `maxBatch` (500) wait — one transaction each (flush.ts), at most
 * `concurrency` (2) at once: a batch's round trips to the database then overlap the next one's
 * work (two batches lock their devices in id order, so they never deadlock). Each submitter
 * learns its readings' outcomes once their batch has committed. A batch the database refuses is
 * split in two and each half tried again, so one bad reading costs only itself. The counters
 * (`stats`, and per day and school in telemetry_counter for Telemetry/Stats) are written after each batch.
 */
export class TelemetryIngest {
  /** This instance's counts since it started, by outcome, and its batches. */
  readonly stats: Record<TelemetryCounter, number> & { batches: number; failedBatches: number } = {
    ...(Object.fromEntries(TELEMETRY_COUNTERS.map((c) => [c, 0])) as Record<TelemetryCounter, number>),
    batches: 0,
    failedBatches: 0,
  };
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private inFlight = 0;
  /** Resolved when the last batch in flight is done (close waits for it). */
  private idle: (() => void) | null = null;
  /** Counts not yet written, by `${schoolId}|${counter}` (messages dropped before they named a device). */
  private unwritten = new Map<string, number>();
  private closed = false;
  private readonly flushMs: number;
  private readonly maxBatch: number;
  private readonly maxQueue: number;
  private readonly concurrency: number;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: IngestOptions = {},
  ) {
    this.flushMs = options.flushMs ?? 200;
    this.maxBatch = options.maxBatch ?? 500;
    this.maxQueue = options.maxQueue ?? 50_000;
    this.concurrency = options.concurrency ?? 2;
  }

  /** Queues readings; answers their outcomes, in order, once written (or dropped). */
  submit(items: readonly IncomingReading[]): Promise<Outcome[]> {
    const answer = Promise.all(
      items.map(
        (item) =>
          new Promise<Outcome>((done, failed) => {
            if (this.closed || this.queue.length >= this.maxQueue) {
              this.count(item.topic?.schoolId ?? 0, 'overload');
              done('overload');
              return;
            }
            this.queue.push({ item, at: Date.now(), done, failed });
          }),
      ),
    );
    this.pump();
    return answer;
  }

  /** Counts a message dropped before it reached a device (not JSON, not a reading, a topic of no school). */
  count(schoolId: number, counter: TelemetryCounter, n = 1): void {
    this.stats[counter] += n;
    const key = `${schoolId}|${counter}`;
    this.unwritten.set(key, (this.unwritten.get(key) ?? 0) + n);
    this.pump();
  }

  /**
   * Starts the batches that are due — a full one, or one whose oldest reading has waited
   * flushMs (counted from its arrival: under a steady stream, what arrived during a batch's write
   * goes next at once) — while fewer than `concurrency` are in flight; else waits for the due time.
   */
  private pump(): void {
    while (this.inFlight < this.concurrency && this.queue.length > 0) {
      const due = (this.queue[0] as Pending).at + this.flushMs;
      if (this.queue.length < this.maxBatch && Date.now() < due && !this.closed) {
        this.wake(due);
        return;
      }
      const batch = this.queue.splice(0, this.maxBatch);
      this.inFlight++;
      void this.writeOrSplit(batch).finally(() => {
        this.inFlight--;
        if (this.inFlight === 0 && this.queue.length === 0) this.idle?.();
        this.pump();
      });
    }
    // Counts of messages no batch carries: written on the next batch, or at the due time.
    if (this.inFlight === 0 && this.queue.length === 0 && this.unwritten.size > 0) this.wake(Date.now() + this.flushMs);
  }

  private wake(at: number): void {
    if (this.timer) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        if (this.queue.length === 0 && this.inFlight === 0) void this.writeCounters();
        this.pump();
      },
      Math.max(0, at - Date.now()),
    );
    this.timer.unref();
  }

  private async writeOrSplit(batch: Pending[]): Promise<void> {
    try {
      const { outcomes, schools } = await this.db.transaction().execute((trx) =>
        writeBatch(
          trx,
          batch.map((p) => p.item),
          new Date(),
        ),
      );
      this.stats.batches++;
      for (const [i, o] of outcomes.entries()) this.count(schools[i] ?? 0, o);
      // Counted before answered: a gateway (or a test) that reads Telemetry/Stats next sees its readings in it.
      await this.writeCounters();
      for (const [i, p] of batch.entries()) p.done(outcomes[i] as Outcome);
    } catch (e) {
      this.stats.failedBatches++;
      if (batch.length === 1) {
        const p = batch[0] as Pending;
        this.log.warn({ err: e, serial: p.item.serial }, 'telemetry: the database refused a reading');
        this.count(p.item.topic?.schoolId ?? 0, 'malformed');
        await this.writeCounters();
        p.failed(e);
        return;
      }
      const half = Math.ceil(batch.length / 2);
      await this.writeOrSplit(batch.slice(0, half));
      await this.writeOrSplit(batch.slice(half));
    }
  }

  /** The counters of the readings written and dropped since the last time, by UTC day, school and counter. */
  private async writeCounters(): Promise<void> {
    if (this.unwritten.size === 0) return;
    const entries = [...this.unwritten.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
    this.unwritten = new Map();
    const day = utcDay(new Date());
    const schools = entries.map(([k]) => Number(k.split('|')[0]));
    const counters = entries.map(([k]) => k.split('|')[1] as string);
    try {
      await sql`INSERT INTO telemetry_counter (day, school_id, reason, count)
        SELECT ${day}::date, s, r, n FROM unnest(${schools}::bigint[], ${counters}::text[], ${entries.map(([, n]) => n)}::bigint[]) AS v(s, r, n)
        ON CONFLICT (day, school_id, reason) DO UPDATE SET count = telemetry_counter.count + EXCLUDED.count`.execute(this.db);
    } catch (e) {
      this.log.warn({ err: e }, 'telemetry: counters not written');
    }
  }

  /** Writes what waits and stops taking readings (the server is closing). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.inFlight > 0 || this.queue.length > 0) {
      const idle = new Promise<void>((resolve) => {
        this.idle = resolve;
      });
      this.pump();
      await idle;
    }
    await this.writeCounters();
  }
}
