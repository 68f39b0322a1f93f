/**
 * What the benchmarks share: a throw-away database, the targets (child processes serving one
 * thing each, see targets.ts), signed and authenticated requests, and a run that warms up,
 * measures and prints one line. Benchmarks print; they assert nothing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_VERSION_HEADER, api, CLIENT_TYPE_PC, createApiClient, md5Hex, signedHeaders, signedText } from '@kc/contract';
import autocannon, { type Request } from 'autocannon';
import pg from 'pg';
import { serverNodeFlags } from '../../scripts/server-node-flags.mjs';

export const root = path.resolve(import.meta.dirname, '../..');
export const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const duration = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * BENCH_RATE: a fixed request rate instead of as many as the connections get answered. Below
 * saturation the CPU time per request is the program's own, not what contention adds to it:
 * the steadier figure for comparing two versions of the code.
 */
const rate = Number(process.env.BENCH_RATE ?? 0);
/** The app key and code the server target runs with (targets.ts). */
export const BENCH_APP = { code: 'kc-console-web', key: 'bench-key' } as const;
export const DEMO_PASSWORD = 'Demo@123456';

export interface Target {
  url: string;
  child: ChildProcess;
  /** Stops the target and resolves once it has exited (before its database may be dropped). */
  stop: () => Promise<void>;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill();
  });
}

/** Starts one target of targets.ts (`kind` and its arguments) and answers its URL once it listens. */
export function startTarget(kind: string, env: NodeJS.ProcessEnv = {}, args: string[] = []): Promise<Target> {
  return startScript(path.join(import.meta.dirname, 'targets.ts'), [kind, ...args], env);
}

/** Runs a bench script that serves HTTP and prints its URL on stdout, with the server's Node flags; answers once it listens. */
export function startScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<Target> {
  // BENCH_PROFILE_DIR: each target writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  // BENCH_NODE_FLAGS: more Node/V8 flags for the targets (say --trace-gc-nvp); what they print goes to stderr.
  const extra = process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...serverNodeFlags, ...extra, ...profile, '--import', 'tsx', script, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let listening = false;
    child.stdout?.on('data', (chunk: Buffer) => {
      if (listening) {
        process.stderr.write(chunk);
        return;
      }
      const url = /http:\/\/\S+/.exec(chunk.toString())?.[0];
      if (!url) return;
      listening = true;
      resolve({ url, child, stop: () => stopChild(child) });
    });
    child.on('exit', (code) => reject(new Error(`${path.basename(script)} exited with ${code}`)));
  });
}

/** Creates a fresh database, runs `fn` with its URL, and drops it whatever happens. */
export async function withBenchDatabase<T>(name: string, fn: (url: string) => Promise<T>): Promise<T> {
  const dbName = `kc_bench_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * Brings the demo network to `schools` schools (named `prefix` and a number), as teach-generate.ts
 * adds them, without classes or children: the benches that read a school's own records need no more.
 */
export async function addBenchSchools(c: pg.Client, schools: number, prefix: string): Promise<void> {
  await c.query(
    `INSERT INTO school (school_name, short_name, province_code, city_code, district_code, agent_id, school_contract_type, capacity, open_date)
     SELECT $2 || '幼儿园' || g, $2 || g, p.code, p.code || '01', p.code || '0105',
       (SELECT agent_id FROM agent ORDER BY agent_id OFFSET (g % 2) LIMIT 1), 2, 240, '2018-09-01'
     FROM generate_series(1, $1::int - (SELECT count(*)::int FROM school)) g
     CROSS JOIN LATERAL (SELECT (ARRAY['11', '31', '44', '32', '33'])[1 + g % 5] AS code) p`,
    [schools, prefix],
  );
}

/** Signs a demo account in on a server target and answers its token. */
export async function signIn(serverUrl: string, username: string): Promise<string> {
  const client = createApiClient({ baseUrl: serverUrl, appCode: BENCH_APP.code, appKey: BENCH_APP.key });
  const res = await client.call(api.passwordLogin, { Username: username, Password: md5Hex(DEMO_PASSWORD), ClientType: CLIENT_TYPE_PC });
  if (res.code !== 100000) throw new Error(`sign-in of ${username}: ${res.code} ${res.msg}`);
  return res.data.token;
}

/** Counts answers whose envelope is not a success (HTTP is 200 for every business outcome). */
export function envelopeCounter() {
  const seen = { ok: 0, refused: 0, lastRefusal: '' };
  const onResponse = (_status: number, body: string) => {
    if (body.startsWith('{"code":100000')) seen.ok++;
    else {
      seen.refused++;
      seen.lastRefusal = body.slice(0, 200);
    }
  };
  return { seen, onResponse };
}

/**
 * The signed headers of one call, as the contract's signedHeaders makes them, but signed with
 * Node's native HMAC: the load generator shares the machine with the server, and the portable
 * HMAC (the web's) would spend CPU the measured server then lacks.
 */
function benchSignedHeaders(token: string): Record<string, string> {
  const serial = randomUUID().replace(/-/g, '');
  const timestamp = String(Date.now());
  const signature = createHmac('sha256', BENCH_APP.key)
    .update(signedText(BENCH_APP.code, APP_VERSION_HEADER, serial, timestamp))
    .digest('hex');
  return signedHeaders(BENCH_APP.code, BENCH_APP.key, token, serial, timestamp, signature);
}

/** Calls signed ahead per run: more than a run at 3,000 calls/s sends (a short run signs the rest live). */
const PRESIGNED = 3_000 * 14;

/**
 * One POST request of the console: every request gets a fresh serial and signature (the server
 * refuses replays) and the bearer token. `run` has them signed ahead, before it measures: real
 * clients sign on their own machines, and signing here, in the load generator that shares the
 * machine, took CPU from the server measured (0.06 ms a call, a tenth of the grid's).
 */
export function signedPost(pathname: string, token: string, body: unknown, onResponse?: (status: number, body: string) => void) {
  const text = JSON.stringify(body);
  let signed: Record<string, string>[] = [];
  return {
    method: 'POST',
    path: pathname,
    presign: () => {
      signed = Array.from({ length: PRESIGNED }, () => benchSignedHeaders(token));
    },
    setupRequest: (req: Request) => ({
      ...req,
      headers: { ...(signed.pop() ?? benchSignedHeaders(token)), 'content-type': 'application/json' },
      body: text,
    }),
    onResponse,
  };
}

export interface Figures {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU milliseconds per request of the target process and of its PostgreSQL backends (Linux, local database). */
  cpu?: { target: number; database: number };
}

/** CPU time (user + system, ms) of a process so far, from /proc; 0 when unreadable (not Linux, gone). */
export function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms (USER_HZ 100)
  } catch {
    return 0;
  }
}

/** The server processes of a local database's connections (its PostgreSQL backends). */
export async function databaseBackends(databaseUrl: string): Promise<number[]> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const name = new URL(databaseUrl).pathname.slice(1);
    const r = await c.query('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
    return r.rows.map((x: { pid: number }) => x.pid);
  } finally {
    await c.end();
  }
}

/**
 * Warms up (2 s, unless `warm` is false), measures (`duration` s) and prints requests/s, p50 and p99; with `cpu`, also
 * the CPU time per request of the target process and of the database's backends, a figure a
 * busy shared machine disturbs far less than requests/s.
 */
export async function run(
  label: string,
  options: Parameters<typeof autocannon>[0],
  cpu?: { target: number; databaseUrl: string },
  warm = true,
): Promise<Figures> {
  const presign = () => {
    for (const r of options.requests ?? []) (r as { presign?: () => void }).presign?.();
  };
  if (warm) {
    presign();
    await autocannon({ ...options, duration: 2 });
  }
  presign();
  const before = cpu
    ? { target: cpuMs(cpu.target), database: new Map((await databaseBackends(cpu.databaseUrl)).map((p) => [p, cpuMs(p)])) }
    : undefined;
  const generatorBefore = process.cpuUsage();
  const r = await autocannon({ duration, ...options, ...(rate ? { overallRate: rate } : {}) });
  const generator = process.cpuUsage(generatorBefore);
  const figures: Figures = { label, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
  if (cpu && before) {
    // Backends opened during the run count whole; one closed during it is lost (pools keep theirs while busy).
    const after = await databaseBackends(cpu.databaseUrl);
    const database = after.reduce((sum, pid) => sum + Math.max(0, cpuMs(pid) - (before.database.get(pid) ?? 0)), 0);
    figures.cpu = { target: (cpuMs(cpu.target) - before.target) / r.requests.total, database: database / r.requests.total };
  }
  // The load generator (this process) shares the machine: its CPU per request is what the target could not use.
  const generatorMs = (generator.user + generator.system) / 1000 / r.requests.total;
  const cpuText = figures.cpu
    ? `   CPU/request ${figures.cpu.target.toFixed(2)} ms + database ${figures.cpu.database.toFixed(2)} ms (load generator ${generatorMs.toFixed(2)} ms)`
    : '';
  console.log(
    `${label.padEnd(40)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms${cpuText}${r.non2xx + r.errors ? `   non-2xx ${r.non2xx}  errors ${r.errors}` : ''}`,
  );
  return figures;
}

/** `part` as a percentage of `whole`, one decimal. */
export const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

/** Rounds of `compare` (BENCH_ROUNDS, default 3). */
export const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

export interface Contender {
  label: string;
  options: Parameters<typeof autocannon>[0];
  cpu?: { target: number; databaseUrl: string };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

/**
 * Measures a bare route and the server in turns (bare, server, bare, server, …; `rounds` each),
 * so a machine that slows down or speeds up meanwhile (a shared host does) weighs on both alike.
 * Answers each one's median requests/s, p50 and p99 and mean CPU per request, and the median
 * of the rounds' shares (server requests/s over bare requests/s), which it prints per round.
 */
export async function compare(bare: Contender, server: Contender): Promise<[Figures, Figures, number]> {
  const all: [Figures[], Figures[]] = [[], []];
  for (let i = 0; i < rounds; i++) {
    const b = await run(bare.label, bare.options, bare.cpu, i === 0);
    const s = await run(server.label, server.options, server.cpu, i === 0);
    all[0].push(b);
    all[1].push(s);
  }
  const combine = (figures: Figures[]): Figures => {
    const first = figures[0] as Figures;
    const cpus = figures.map((f) => f.cpu).filter((c) => c !== undefined);
    const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
    return {
      label: first.label,
      rps: median(figures.map((f) => f.rps)),
      p50: median(figures.map((f) => f.p50)),
      p99: median(figures.map((f) => f.p99)),
      errors: figures.reduce((a, f) => a + f.errors, 0),
      cpu: cpus.length ? { target: mean(cpus.map((c) => c.target)), database: mean(cpus.map((c) => c.database)) } : undefined,
    };
  };
  const [b, s] = [combine(all[0]), combine(all[1])];
  // Each round pairs two runs close in time: the median of their ratios is the share least moved by the host's drift.
  const shares = all[1].map((f, i) => f.rps / (all[0][i] as Figures).rps);
  if (rounds > 1) {
    console.log(`  ${rounds} rounds; the server's share of the bare throughput in each: ${shares.map((x) => percent(x, 1)).join(', ')}`);
    console.log(`  medians: bare ${b.rps.toFixed(0)} req/s p99 ${b.p99} ms; server ${s.rps.toFixed(0)} req/s p99 ${s.p99} ms`);
  }
  return [b, s, median(shares)];
}

/** One call a bench measures: the endpoint, who calls it, its input (the bare route's case, teach-bare.ts BareCase). */
export interface BenchCase {
  /** The bare route's path (`/{name}`) and how BENCH_CASES picks it. */
  name: string;
  label: string;
  /** The endpoint's `{Module}/{Action}`. */
  path: string;
  username: string;
  input: Record<string, unknown>;
}

/** What the server answers to one call (checked to be a success: the bench would otherwise measure refusals). */
export async function answer(serverUrl: string, token: string, c: BenchCase): Promise<unknown> {
  const pathname = `/api/${c.path}`;
  const res = await fetch(`${serverUrl}${pathname}`, {
    method: 'POST',
    headers: signedPost(pathname, token, c.input).setupRequest({}).headers,
    body: JSON.stringify(c.input),
  });
  const body = (await res.json()) as { code: number; msg: string; data: unknown };
  if (body.code !== 100000) throw new Error(`${c.name}: ${body.code} ${body.msg}`);
  return body.data;
}

export interface CaseResult<C extends BenchCase> {
  c: C;
  bare: Figures;
  server: Figures;
  /** The median of the rounds' shares of the bare throughput. */
  share: number;
}

/**
 * The measuring loop of the server-against-bare benches: for each case, its caller signed in
 * (once per account), what the server answers printed (`describe`), then the bare route and the
 * server measured in turns (compare) with the very same signed request, the answers that were
 * not a success counted.
 */
export async function measureCases<C extends BenchCase>(
  targets: { server: Target; bare: Target; databaseUrl: string; connections: number },
  cases: readonly C[],
  describe: (c: C, data: unknown) => string,
): Promise<CaseResult<C>[]> {
  const { server, bare, databaseUrl, connections } = targets;
  const tokens = new Map<string, string>();
  const results: CaseResult<C>[] = [];
  for (const c of cases) {
    const token = tokens.get(c.username) ?? (await signIn(server.url, c.username));
    tokens.set(c.username, token);
    console.log(`\n${c.label}: ${describe(c, await answer(server.url, token, c))}`);
    const counter = envelopeCounter();
    const [b, s, share] = await compare(
      {
        label: 'bare route, same SQL',
        // The very request the server gets (signed headers, bearer token, JSON body), which the
        // bare route reads and ignores: the two differ by what the server does, not by what the
        // load generator sends and the HTTP parser reads.
        options: { url: bare.url, connections, requests: [signedPost(`/${c.name}`, token, c.input)] },
        cpu: { target: bare.child.pid as number, databaseUrl },
      },
      {
        label: `server ${c.path}`,
        options: { url: server.url, connections, requests: [signedPost(`/api/${c.path}`, token, c.input, counter.onResponse)] },
        cpu: { target: server.child.pid as number, databaseUrl },
      },
    );
    if (counter.seen.refused) console.log(`  ${counter.seen.refused} answers were not a success, e.g. ${counter.seen.lastRefusal}`);
    results.push({ c, bare: b, server: s, share });
  }
  return results;
}
