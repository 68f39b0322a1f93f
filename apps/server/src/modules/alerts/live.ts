import { randomBytes } from 'node:crypto';
import { type api, Code, type LiveWarning, WARNING_LIVE_EVENTS, warningEvent } from '@kc/contract';
import type { FastifyInstance } from 'fastify';
import { fetchRows, q, runnerOf } from '../../db/frag.ts';
import type { Db } from '../../db/index.ts';
import { resolveSessionByHash } from '../../http/auth.ts';
import type { Handler, Services, Session } from '../../http/context.ts';
import { refuseFile } from '../../http/file-access.ts';
import { ApiError } from '../../lib/errors.ts';
import { isPlatform } from '../../lib/scope.ts';
import { boundOf } from '../../resource/registry.ts';
import { isTeacherSession, resourceSchoolScope, teacherClasses } from '../../resource/sql.ts';
import type { KvStore } from '../../store/index.ts';
import { type ListenerLog, PgListener } from '../../store/pg-listener.ts';

/** Where the web opens its feed: GET with `?Ticket=` (an EventSource sends no header). */
export const LIVE_PATH = `/api/${warningEvent.name}/Live`;
/** The channel migration 0025's triggers notify on every change of warning_event. */
export const WARNING_CHANNEL = 'warning_event';
const TICKET_TTL_SECONDS = 60;
const TICKET_RE = /^[A-Za-z0-9_-]{32}$/;
const LIVE_GRANT = { menu: warningEvent.menu, action: 'view' } as const;
/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** Each stream's session and scope are checked again this often: a signed-out or demoted account's stream ends. */
const RECHECK_MS = 30_000;
/** Open streams of one session at most (tabs); a further one ends the oldest. */
const STREAMS_PER_SESSION = 5;

/** Whom a stream may tell about a warning: its schools (the resource's school scope) and, of a teacher, their classes. */
interface Audience {
  schools: Set<number> | 'all';
  classes: Set<number> | null;
}
const sees = (a: Audience, schoolId: number, classId: number | null) =>
  (a.schools === 'all' || a.schools.has(schoolId)) && (a.classes === null || (classId != null && a.classes.has(classId)));

/** The audience of a session, as WarningEvent's own scope reads (resource/sql.ts scopeCondition). */
async function audienceOf(db: Db, session: Session): Promise<Audience> {
  const bound = boundOf(warningEvent.name);
  if (!bound) throw new Error('WarningEvent is not registered');
  const ids = async (f: ReturnType<typeof q>) => new Set((await fetchRows<{ id: number }>(runnerOf(db), f)).map((r) => Number(r.id)));
  const schools = isPlatform(session)
    ? 'all'
    : await ids(q`SELECT s.school_id AS id FROM school s WHERE ${resourceSchoolScope(bound, 's.school_id', session)}`);
  const classes = isTeacherSession(session) ? await ids(q`SELECT class_id AS id FROM (${teacherClasses(session)}) tc`) : null;
  return { schools, classes };
}

/** The raw response a stream writes to. */
interface RawOut {
  write(chunk: string): unknown;
  end(): unknown;
}

/** One open feed: a signed-in session's server-sent events. */
class Stream {
  constructor(
    readonly tokenHash: string,
    public audience: Audience,
    private readonly raw: RawOut,
  ) {}
  send(event: string, data: unknown): void {
    this.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }
  ping(): void {
    this.raw.write(': ping\n\n');
  }
  end(): void {
    this.raw.end();
  }
}

/** [warning id, school id, class id] of each row a statement touched (the trigger's payload). */
type Touched = [number, number, number | null];

/**
 * The live warnings of one API instance: its open streams, fed by one LISTEN connection on
 * WARNING_CHANNEL. A warning raised (an insert, committed, from any instance or writer) is read
 * once with its names and sent to the streams whose audience sees it; a change or withdrawal
 * tells those streams to read their counts again; a lost listener, on reconnecting, tells every
 * stream (what came meanwhile is unknown).
 */
export class LiveWarnings {
  private readonly streams = new Set<Stream>();
  private readonly listener: PgListener;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly db: Db,
    databaseUrl: string,
    private readonly idleMinutes: number,
    log: ListenerLog,
  ) {
    this.listener = new PgListener(
      databaseUrl,
      WARNING_CHANNEL,
      (payload) => void this.dispatch(payload).catch((err: Error) => log.warn({ err: err.message }, 'live warnings: dispatch failed')),
      () => this.broadcastChanged(),
      log,
    );
  }

  async start(): Promise<void> {
    await this.listener.start();
    this.timers.push(setInterval(() => this.heartbeat(), HEARTBEAT_MS).unref());
    this.timers.push(setInterval(() => void this.recheck(), RECHECK_MS).unref());
  }

  async stop(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.endAll();
    await this.listener.stop();
  }

  /** Open streams (tests). */
  get size(): number {
    return this.streams.size;
  }

  add(stream: Stream): void {
    const own = [...this.streams].filter((s) => s.tokenHash === stream.tokenHash);
    if (own.length >= STREAMS_PER_SESSION) this.close(own[0] as Stream);
    this.streams.add(stream);
  }

  close(stream: Stream): void {
    if (this.streams.delete(stream)) stream.end();
  }

  endAll(): void {
    for (const s of [...this.streams]) this.close(s);
  }

  private heartbeat(): void {
    for (const s of this.streams) s.ping();
  }

  private broadcastChanged(): void {
    for (const s of this.streams) s.send(WARNING_LIVE_EVENTS.Changed, {});
  }

  /** Each stream's session checked again (without keeping it alive) and its audience read again; a refused one ends. */
  private async recheck(): Promise<void> {
    for (const s of [...this.streams]) {
      try {
        const session = await resolveSessionByHash(this.db, s.tokenHash, this.idleMinutes, LIVE_GRANT, false);
        s.audience = await audienceOf(this.db, session);
      } catch (err) {
        if (!(err instanceof ApiError)) continue;
        s.send(WARNING_LIVE_EVENTS.End, { code: err.code });
        this.close(s);
      }
    }
  }

  private async dispatch(payload: string): Promise<void> {
    const note = JSON.parse(payload) as { op: 'i' | 'u' | 'd'; rows: Touched[] | null };
    if (!note.rows) return this.broadcastChanged();
    const rows = note.rows;
    const told = [...this.streams].filter((s) => rows.some(([, school, cls]) => sees(s.audience, school, cls)));
    if (told.length === 0) return;
    if (note.op !== 'i') {
      for (const s of told) s.send(WARNING_LIVE_EVENTS.Changed, {});
      return;
    }
    const raised = await fetchRows<LiveWarning>(
      runnerOf(this.db),
      q`SELECT w.warning_event_id AS "WarningEventId", w.school_id AS "SchoolId", s.school_name AS "SchoolName",
          w.class_id AS "ClassId", c.class_name AS "ClassName", w.student_id AS "StudentId", x.student_name AS "StudentName",
          w.type AS "Type", w.level AS "Level", w.value AS "Value", w.state AS "State", w.occur_time AS "OccurTime"
        FROM warning_event w JOIN school s ON s.school_id = w.school_id
        LEFT JOIN school_class c ON c.class_id = w.class_id LEFT JOIN student x ON x.student_id = w.student_id
        WHERE w.warning_event_id = ANY(${rows.map(([id]) => id)}::bigint[]) ORDER BY w.warning_event_id`,
    );
    for (const s of told) {
      for (const w of raised)
        if (sees(s.audience, Number(w.SchoolId), w.ClassId == null ? null : Number(w.ClassId))) s.send(WARNING_LIVE_EVENTS.Raised, w);
    }
  }

  /** Opens a stream on a hijacked reply. */
  open(tokenHash: string, audience: Audience, raw: RawOut): Stream {
    const stream = new Stream(tokenHash, audience, raw);
    this.add(stream);
    return stream;
  }
}

const feeds = new WeakMap<Db, LiveWarnings>();

/** Starts the live warnings of this database (server.ts): its listener connects to `databaseUrl`. */
export async function startLiveWarnings(db: Db, databaseUrl: string, idleMinutes: number, log: ListenerLog): Promise<LiveWarnings> {
  const feed = new LiveWarnings(db, databaseUrl, idleMinutes, log);
  await feed.start();
  feeds.set(db, feed);
  return feed;
}

/** The live warnings of `db`, once started (tests read their size). */
export const liveWarningsOf = (db: Db): LiveWarnings | undefined => feeds.get(db);

/** WarningEvent/LiveTicket: a single-use ticket for the caller's session, in the shared store (any instance opens it). */
export const liveTicket: Handler<typeof api.warningLiveTicket> = async ({ store, session }) => {
  const ticket = randomBytes(24).toString('base64url');
  await store.put(`liveTicket:${ticket}`, session.tokenHash, TICKET_TTL_SECONDS);
  return { Ticket: ticket, ExpiresInSeconds: TICKET_TTL_SECONDS };
};

/** The session a ticket was given to, once: a second use, an unknown or an expired ticket answer null. */
async function claimTicket(store: KvStore, ticket: string): Promise<string | null> {
  const tokenHash = await store.read(`liveTicket:${ticket}`);
  if (!tokenHash || !(await store.claim(`liveTicketUsed:${ticket}`, TICKET_TTL_SECONDS))) return null;
  await store.del(`liveTicket:${ticket}`);
  return tokenHash;
}

/**
 * GET /api/WarningEvent/Live?Ticket=…: the caller's live warnings as server-sent events. The
 * ticket (WarningEvent/LiveTicket, a signed call) names the session; the session is checked like
 * any call's with the Warm view grant and the smart-centre rule (park03 is refused), then every
 * RECHECK_MS. Refusals answer an HTTP status and the envelope (401 no session or a bad ticket,
 * 403 no grant). Events: `ready` once open, `warning` (a LiveWarning) for each warning raised
 * that the session may see, `changed` when its counts are to be read again, `end` before the
 * server ends it (the session is gone: `{ code }`).
 */
export function liveWarningsPlugin(app: FastifyInstance, services: Services): void {
  const { db, store, config } = services;
  app.get<{ Querystring: { Ticket?: unknown } }>(LIVE_PATH, async (req, reply) => {
    try {
      const ticket = typeof req.query.Ticket === 'string' && TICKET_RE.test(req.query.Ticket) ? req.query.Ticket : null;
      const tokenHash = ticket ? await claimTicket(store, ticket) : null;
      if (!tokenHash) throw new ApiError(Code.NotSignedIn, 'alerts.liveTicket');
      const session = await resolveSessionByHash(db, tokenHash, config.sessionIdleMinutes, LIVE_GRANT, false);
      const feed = feeds.get(db);
      if (!feed) throw new ApiError(Code.InternalError);
      const audience = await audienceOf(db, session);
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      const stream = feed.open(tokenHash, audience, reply.raw);
      req.raw.on('close', () => feed.close(stream));
      stream.send(WARNING_LIVE_EVENTS.Ready, {});
    } catch (e) {
      return refuseFile(reply, e);
    }
  });
  // Open streams would keep the server from closing.
  app.addHook('preClose', (done) => {
    feeds.get(db)?.endAll();
    done();
  });
}
