import pg from 'pg';

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 5_000;

export interface ListenerLog {
  warn: (obj: object, msg: string) => void;
}

/**
 * One connection LISTENing on a channel, kept up: on a lost connection it reconnects with
 * backoff (0.5 s to 5 s) and calls `onReconnect`, since notifications sent meanwhile are lost.
 * (The session cache keeps its own listener: it also needs round trips on it, session-cache.ts.)
 */
export class PgListener {
  private client: pg.Client | null = null;
  private retryMs = RETRY_FIRST_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  private connects = 0;

  constructor(
    private readonly databaseUrl: string,
    private readonly channel: string,
    private readonly onNotification: (payload: string) => void,
    private readonly onReconnect: () => void,
    private readonly log: ListenerLog,
  ) {}

  /** Connects (first attempt awaited; on failure it retries in the background). */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: `kc-${this.channel}`, keepAlive: true });
    client.on('notification', (n) => {
      if (n.channel === this.channel && this.client === client) this.onNotification(n.payload ?? '');
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (err) {
      client.end().catch(() => undefined);
      this.log.warn({ channel: this.channel, err: (err as Error).message }, 'listener failed to connect');
      this.scheduleRetry();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = RETRY_FIRST_MS;
    if (this.connects++ > 0) this.onReconnect();
  }

  private lost(client: pg.Client, err?: unknown): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    this.log.warn({ channel: this.channel, err: err instanceof Error ? err.message : 'connection ended' }, 'listener lost');
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.connect(), this.retryMs).unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }
}
