import { signedHeaders } from '@kc/contract';
import pg from 'pg';
import { HOSTILE_BODIES, hostileValues, type JsonSchema, objectOf, PAGING, plausible, prng } from './values.ts';

// The input fuzz (README "Input contract"): every endpoint of /api/openapi.json, each input field
// in turn given hostile values (values.ts) in an otherwise plausible body, POST and (for reads)
// GET, as each of the given users. Asserted by its callers: no answer 100500, no HTTP 5xx, every
// refusal with a message, no row changed by a refused call. Rows are watched by a trigger on
// every table of the throw-away database (one row per changed row into fuzz_change, in the
// writer's transaction, so a rolled-back write leaves nothing): after each refused call one query
// reads what changed since the previous call.

/** Not fuzzed, and why (README "Input contract"). */
export const SKIPPED: Record<string, string> = {
  'SysUser/Logout': 'ends the fuzzing session on success (its empty input has nothing to fuzz)',
  'Upload/*': 'multipart file uploads: their names and contents are checked by the upload tests',
};
/** Tables written whatever a call answers: the session touched, failed sign-ins and refusals audited. */
export const BOOKKEEPING_TABLES = new Set(['user_session', 'audit_log']);

/** A call not answered in this time is a finding (and the fuzz goes on). */
export const NO_ANSWER_MS = 15_000;

export interface FuzzCase {
  user: string;
  method: 'GET' | 'POST';
  path: string;
  /** The JSON body of a POST, or the query of a GET. */
  body?: unknown;
  query?: [string, string][];
  read: boolean;
  label: string;
}

export interface Finding {
  case: string;
  code: number | null;
  status: number;
  msg: string;
  tables?: string[];
}

export interface FuzzFigures {
  endpoints: number;
  requests: number;
  byCode: Record<string, number>;
  internalErrors: Finding[];
  http5xx: Finding[];
  emptyMessages: Finding[];
  changedByRefused: Finding[];
  /** Calls not answered within NO_ANSWER_MS (an input that makes the server work for ever). */
  noAnswer: Finding[];
  sessionsRenewed: number;
  skipped: string[];
  ms: number;
}

interface Operation {
  path: string;
  read: boolean;
  isPublic: boolean;
  input: JsonSchema | null;
  query: { name: string; schema: JsonSchema; required: boolean }[];
}

/** The endpoints of the document, skipped ones left out. */
export function operations(doc: { paths: Record<string, Record<string, unknown>> }): { ops: Operation[]; skipped: string[] } {
  const ops: Operation[] = [];
  const skipped: string[] = [];
  for (const [url, methods] of Object.entries(doc.paths)) {
    const path = url.replace(/^\/api\//, '');
    if (SKIPPED[path] || (path.startsWith('Upload/') && SKIPPED['Upload/*'])) {
      skipped.push(path);
      continue;
    }
    const post = methods.post as { security?: unknown[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };
    const get = methods.get as { parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[] } | undefined;
    ops.push({
      path,
      read: Boolean(get),
      isPublic: (post.security ?? []).length === 0,
      input: post.requestBody?.content?.['application/json']?.schema ?? null,
      query: (get?.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, schema: p.schema, required: p.required ?? false })),
    });
  }
  return { ops, skipped };
}

const short = (v: unknown) => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 60 ? `${s.slice(0, 57)}…` : s;
};
const queryText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** Every case of one operation for one user. */
export function casesOf(op: Operation, user: string): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const obj = objectOf(op.input ?? undefined);
  const base = (obj ? plausible(obj) : {}) as Record<string, unknown>;
  const post = (body: unknown, label: string) => cases.push({ user, method: 'POST', path: op.path, body, read: op.read, label });
  for (const body of HOSTILE_BODIES) post(body, `body ${short(body)}`);
  for (const [name, schema] of Object.entries(obj?.properties ?? {})) {
    for (const v of hostileValues(schema)) post({ ...base, [name]: v }, `${name}=${short(v)}`);
    // One level down: the fields of a list's objects and of an object.
    const inner = objectOf(schema.items) ?? objectOf(schema);
    if (inner && inner !== obj) {
      const item = plausible(inner) as Record<string, unknown>;
      for (const [sub, s] of Object.entries(inner.properties ?? {}))
        for (const v of hostileValues(s).slice(0, 8)) {
          const value = { ...item, [sub]: v };
          post({ ...base, [name]: schema.items ? [value] : value }, `${name}[].${sub}=${short(v)}`);
        }
    }
  }
  if (obj?.properties?.cur_page) for (const p of PAGING) post({ ...base, ...p }, `paging ${short(p)}`);
  if (op.read) {
    const baseQuery: [string, string][] = op.query.filter((q) => q.required).map((q) => [q.name, queryText(plausible(q.schema))]);
    const get = (query: [string, string][], label: string) =>
      cases.push({ user, method: 'GET', path: op.path, query, read: true, label: `GET ${label}` });
    get(baseQuery, 'plausible');
    get([...baseQuery, ['__proto__', '1'], ['constructor', '1']], '__proto__ and constructor keys');
    for (const q of op.query) {
      const others = baseQuery.filter(([n]) => n !== q.name);
      for (const v of [
        '0x1',
        '1e0',
        ' 1 ',
        '-1',
        'true',
        '',
        'a\u0000b',
        'x'.repeat(4000),
        '2026-02-30',
        '2026-13',
        '0000-00-00',
        "'; --",
        '\ud800',
      ])
        get([...others, [q.name, v]], `${q.name}=${short(v)}`);
      get([...others, [q.name, '1'], [q.name, '2']], `${q.name} repeated`);
    }
  }
  return cases;
}

/** A bounded sample: `perEndpoint` cases of every operation and user (so every endpoint is in it), chosen by the seed. */
export function sample(cases: FuzzCase[], perEndpoint: number, seed: number): FuzzCase[] {
  const random = prng(seed);
  const groups = new Map<string, FuzzCase[]>();
  for (const c of cases) {
    const key = `${c.user} ${c.path}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const out: FuzzCase[] = [];
  for (const group of groups.values()) {
    const pool = [...group];
    for (let i = 0; i < perEndpoint && pool.length; i++) out.push(...pool.splice(Math.floor(random() * pool.length), 1));
  }
  return out;
}

/** Installs the change watch on every table of the database (throw-away databases only). */
export async function watchChanges(databaseUrl: string): Promise<void> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await c.query(`
      CREATE TABLE IF NOT EXISTS fuzz_change (id bigserial PRIMARY KEY, tbl text NOT NULL);
      CREATE OR REPLACE FUNCTION fuzz_note() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN INSERT INTO fuzz_change (tbl) VALUES (TG_TABLE_NAME); RETURN NULL; END $$;
      DO $$ DECLARE t record; BEGIN
        FOR t IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname <> 'fuzz_change'
            AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'fuzz_note_row')
        LOOP
          EXECUTE format('CREATE TRIGGER fuzz_note_row AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION fuzz_note()', t.relname);
          EXECUTE format('CREATE TRIGGER fuzz_note_truncate AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION fuzz_note()', t.relname);
        END LOOP;
      END $$;`);
  } finally {
    await c.end();
  }
}

export interface RunOptions {
  baseUrl: string;
  appCode: string;
  appKey: string;
  databaseUrl: string;
  /** Signs a user in again (a call may end its session) and answers the token. */
  login: (user: string) => Promise<string>;
  cases: FuzzCase[];
  endpoints: number;
  skipped: string[];
  /** Told every 2000 calls how many were made. */
  progress?: (done: number, findings: number) => void;
}

/** Runs the cases one after the other (so each change is the last call's) and answers the figures. */
export async function runFuzz(o: RunOptions): Promise<FuzzFigures> {
  const started = Date.now();
  const db = new pg.Client({ connectionString: o.databaseUrl });
  await db.connect();
  const figures: FuzzFigures = {
    endpoints: o.endpoints,
    requests: 0,
    byCode: {},
    internalErrors: [],
    http5xx: [],
    emptyMessages: [],
    changedByRefused: [],
    noAnswer: [],
    sessionsRenewed: 0,
    skipped: o.skipped,
    ms: 0,
  };
  const tokens = new Map<string, string>();
  let mark = 0;
  const tokenOf = async (user: string) => {
    let t = tokens.get(user);
    if (!t) {
      t = await o.login(user);
      tokens.set(user, t);
      // Signing in writes (the account's last sign-in): not the next call's change.
      mark = Number((await db.query('SELECT coalesce(max(id), 0) AS m FROM fuzz_change')).rows[0].m);
    }
    return t;
  };
  let ip = 0;
  try {
    for (const c of o.cases) {
      const token = await tokenOf(c.user);
      const headers: Record<string, string> = {
        ...signedHeaders(o.appCode, o.appKey, token),
        // Each call from its own address: per-address limits of public calls stay out of the way.
        'x-forwarded-for': `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}`,
      };
      const url = new URL(`${o.baseUrl}/api/${c.path}`);
      for (const [k, v] of c.query ?? []) url.searchParams.append(k, v);
      figures.requests++;
      const res = await fetch(url, {
        method: c.method,
        headers: c.method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
        body: c.method === 'POST' ? JSON.stringify(c.body) : undefined,
        signal: AbortSignal.timeout(NO_ANSWER_MS),
      }).catch((e: unknown) => {
        figures.noAnswer.push({ case: `${c.user} ${c.method} ${c.path} ${c.label}`, code: null, status: 0, msg: String(e) });
        return null;
      });
      if (!res) continue;
      if (figures.requests % 2000 === 0) o.progress?.(figures.requests, findingsOf(figures).length);
      const text = await res.text();
      let answer: { code?: number; msg?: string } = {};
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        answer = { msg: text };
      }
      const code = typeof answer.code === 'number' ? answer.code : null;
      const finding: Finding = {
        case: `${c.user} ${c.method} ${c.path} ${c.label}`,
        code,
        status: res.status,
        msg: String(answer.msg ?? ''),
      };
      figures.byCode[String(code ?? `HTTP ${res.status}`)] = (figures.byCode[String(code ?? `HTTP ${res.status}`)] ?? 0) + 1;
      if (res.status >= 500) figures.http5xx.push(finding);
      if (code === 100500) figures.internalErrors.push(finding);
      if (code !== 100000 && !finding.msg.trim()) figures.emptyMessages.push(finding);
      const changed = await db.query<{ m: string; tables: string[] | null }>(
        'SELECT coalesce(max(id), $1) AS m, array_agg(DISTINCT tbl) AS tables FROM fuzz_change WHERE id > $1',
        [mark],
      );
      mark = Number(changed.rows[0]?.m ?? mark);
      const tables = (changed.rows[0]?.tables ?? []).filter((t) => !BOOKKEEPING_TABLES.has(t));
      if (code !== 100000 && tables.length) figures.changedByRefused.push({ ...finding, tables });
      // A call that ended the session (a disabled account, a switched role): sign in again.
      if (code != null && code < 0) {
        tokens.delete(c.user);
        figures.sessionsRenewed++;
      }
    }
  } finally {
    await db.end();
  }
  figures.ms = Date.now() - started;
  return figures;
}

/** Everything that must not happen. */
export const findingsOf = (f: FuzzFigures): Finding[] => [
  ...f.internalErrors,
  ...f.http5xx,
  ...f.emptyMessages,
  ...f.changedByRefused,
  ...f.noAnswer,
];

/** The figures as the audit prints them. */
export function report(f: FuzzFigures): string {
  const lines = [
    `endpoints ${f.endpoints}, requests ${f.requests}, time ${(f.ms / 1000).toFixed(1)} s`,
    `answers by code: ${Object.entries(f.byCode)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, n]) => `${k}: ${n}`)
      .join(', ')}`,
    `internal errors (100500): ${f.internalErrors.length}, HTTP 5xx: ${f.http5xx.length}, refusals without a message: ${f.emptyMessages.length}`,
    `refused calls that changed rows: ${f.changedByRefused.length}, calls without an answer in ${NO_ANSWER_MS / 1000} s: ${f.noAnswer.length}, sessions renewed: ${f.sessionsRenewed}`,
    `skipped: ${f.skipped.join(', ') || 'none'}`,
  ];
  for (const x of findingsOf(f).slice(0, 40))
    lines.push(`  ${x.case} → ${x.code ?? x.status} ${x.msg.slice(0, 120)}${x.tables ? ` [${x.tables.join(', ')}]` : ''}`);
  return lines.join('\n');
}
