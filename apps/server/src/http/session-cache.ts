import pg from 'pg';

/** The channel the triggers of migration 0013 notify on every change a session's checks read. */
export const AUTH_CHANNEL = 'auth_changed';

/** Last resort for a change no trigger reports; every reported change applies on the next call. */
const TTL_MS = 30_000;
/** Enough for every live session of a large network; beyond it the oldest entries go. */
const MAX_ENTRIES = 50_000;
/** A listener that does not answer this fast is treated as lost (the calls meanwhile read the database). */
const SYNC_TIMEOUT_MS = 5_000;
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 5_000;

export interface SessionCacheLog {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
}

/** Counters for tests and diagnostics. */
export interface SessionCacheStats {
  /** Answers from a cached entry. */
  hits: number;
  /** Loads whose result was kept. */
  loads: number;
  /** Calls answered from the database because the listener was not connected. */
  bypasses: number;
  /** Notifications received (each drops every entry). */
  notifications: number;
  /** Confirmed LISTEN connections, the first included. */
  connects: number;
  /** Round trips on the listener (one serves every lookup that arrived while the previous one ran). */
  syncs: number;
}

interface Entry<V> {
  generation: number;
  at: number;
  value: Promise<V | null>;
}

/**
 * Values derived from the database (resolved sessions, keyed by token hash), kept in process and
 * dropped whenever the database reports a change on AUTH_CHANNEL.
 *
 * Why this is exact, including for changes made by another instance or straight in SQL:
 * - one connection LISTENs; every notification bumps `generation` and empties the cache, and an
 *   entry is used only under the generation it was loaded under (a load that raced a change is
 *   never used after it);
 * - PostgreSQL signals listeners before the writer's commit is acknowledged, but the listener
 *   may forward the notification later than a follow-up call reaches us. So every lookup first
 *   makes a round trip on the listening connection (an empty query): the backend sends pending
 *   notifications before answering it. Lookups arriving together share one round trip;
 * - while that connection is down (or slow) nothing is known, so lookups read the database;
 *   reconnecting bumps the generation, as changes may have been missed meanwhile.
 */
export class SessionCache<V> {
  readonly stats: SessionCacheStats = { hits: 0, loads: 0, bypasses: 0, notifications: 0, connects: 0, syncs: 0 };
  private generation = 0;
  /** The listening connection, set only once its LISTEN is confirmed. */
  private client: pg.Client | null = null;
  private readonly entries = new Map<string, Entry<V>>();
  private waiting: ((synced: boolean) => void)[] = [];
  private syncing = false;
  private retryMs = RETRY_FIRST_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: SessionCacheLog,
  ) {}

  /** Connects the listener (first attempt awaited; on failure it retries in the background). */
  start(): Promise<void> {
    return this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    this.changed();
    for (const resolve of this.waiting.splice(0)) resolve(false);
    await client?.end().catch(() => undefined);
  }

  /** True while the cache is usable (the listener is connected). */
  get listening(): boolean {
    return this.client !== null;
  }

  /**
   * The value of `key`: from the cache when it is current, else from `load`, kept unless null.
   * `loaded` tells whether this call's own lookup went to the database.
   */
  async read(key: string, load: () => Promise<V | null>): Promise<{ value: V | null; loaded: boolean }> {
    const generation = await this.currentGeneration();
    if (generation === null) {
      this.stats.bypasses++;
      return { value: await load(), loaded: true };
    }
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.generation === generation && now - cached.at < TTL_MS) {
      this.stats.hits++;
      return { value: await cached.value, loaded: false };
    }
    // Concurrent calls with the same token share this load.
    const entry: Entry<V> = { generation, at: now, value: load() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.stats.loads++;
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    entry.value.then(
      (v) => v === null && this.forget(key, entry),
      () => this.forget(key, entry),
    );
    return { value: await entry.value, loaded: true };
  }

  /** Drops `key` (only `entry` when given, so a newer load is kept). */
  forget(key: string, entry?: Entry<V>): void {
    if (!entry || this.entries.get(key) === entry) this.entries.delete(key);
  }

  /** The generation every change acknowledged before this call is counted in; null when unknown. */
  private async currentGeneration(): Promise<number | null> {
    const client = this.client;
    if (!client || !(await this.sync())) return null;
    return this.client === client ? this.generation : null;
  }

  /** Resolves once a round trip on the listener, sent after this call, has come back. */
  private sync(): Promise<boolean> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      if (this.syncing) return;
      this.syncing = true;
      // After the calls parsed in this turn of the event loop have joined: fewer, fuller round trips.
      setImmediate(() => void this.flushSyncs());
    });
  }

  private async flushSyncs(): Promise<void> {
    while (this.waiting.length) {
      const batch = this.waiting;
      this.waiting = [];
      this.stats.syncs++;
      const synced = await this.roundTrip();
      for (const resolve of batch) resolve(synced);
    }
    this.syncing = false;
  }

  private async roundTrip(): Promise<boolean> {
    const client = this.client;
    if (!client) return false;
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${SYNC_TIMEOUT_MS} ms`)), SYNC_TIMEOUT_MS);
      });
      await Promise.race([client.query(''), timeout]);
      return this.client === client;
    } catch (err) {
      this.lost(client, err);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  private changed(): void {
    this.generation++;
    this.entries.clear();
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: 'kc-auth-listener',
      keepAlive: true,
      connectionTimeoutMillis: SYNC_TIMEOUT_MS,
    });
    client.on('notification', (n) => {
      if (n.channel !== AUTH_CHANNEL || this.client !== client) return;
      this.stats.notifications++;
      this.changed();
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${AUTH_CHANNEL}`);
    } catch (err) {
      client.end().catch(() => undefined);
      this.log.warn({ err: (err as Error).message, retryMs: this.retryMs }, 'session cache: listener failed to connect');
      this.scheduleRetry();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    // Whatever changed while nobody listened is unknown.
    this.changed();
    this.client = client;
    this.retryMs = RETRY_FIRST_MS;
    this.stats.connects++;
    if (this.stats.connects > 1) this.log.info({}, 'session cache: listener reconnected');
  }

  /** The listener failed: bypass the cache until a new one is confirmed. */
  private lost(client: pg.Client, err?: unknown): void {
    if (this.client !== client) return;
    this.client = null;
    this.changed();
    client.end().catch(() => undefined);
    this.log.warn(
      { err: err instanceof Error ? err.message : 'connection ended' },
      'session cache: listener lost, reading sessions from the database',
    );
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    clearTimeout(this.retryTimer);
    // Unreferenced: a retry alone must not keep a stopping process alive.
    this.retryTimer = setTimeout(() => void this.connect(), this.retryMs).unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }
}
