/**
 * What the benchmarks share: a throw-away database, the targets (child processes serving one
 * thing each, see targets.ts), signed and authenticated requests, and a run that warms up,
 * measures and prints one line. Benchmarks print; they assert nothing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { api, CLIENT_TYPE_PC, createApiClient, md5Hex, signedHeaders } from '@kc/contract';
import autocannon, { type Request } from 'autocannon';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '../..');
export const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const duration = Number(process.env.BENCH_SECONDS ?? 10);
/** The app key and code the server target runs with (targets.ts). */
export const BENCH_APP = { code: 'kc-console-web', key: 'bench-key' } as const;
export const DEMO_PASSWORD = 'Demo@123456';

export interface Target {
  url: string;
  child: ChildProcess;
  stop: () => void;
}

/** Starts one target of targets.ts (`kind` and its arguments) and answers its URL once it listens. */
export function startTarget(kind: string, env: NodeJS.ProcessEnv = {}, args: string[] = []): Promise<Target> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'targets.ts'), kind, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const url = /http:\/\/\S+/.exec(chunk.toString())?.[0];
      if (url) resolve({ url, child, stop: () => child.kill() });
    });
    child.on('exit', (code) => reject(new Error(`${kind} target exited with ${code}`)));
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
 * One POST request of the console: every request gets a fresh serial and signature (the server
 * refuses replays) and the bearer token.
 */
export function signedPost(pathname: string, token: string, body: unknown, onResponse?: (status: number, body: string) => void) {
  const text = JSON.stringify(body);
  return {
    method: 'POST',
    path: pathname,
    setupRequest: (req: Request) => ({
      ...req,
      headers: { ...signedHeaders(BENCH_APP.code, BENCH_APP.key, token), 'content-type': 'application/json' },
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
function cpuMs(pid: number): number {
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
 * Warms up (2 s), measures (`duration` s) and prints requests/s, p50 and p99; with `cpu`, also
 * the CPU time per request of the target process and of the database's backends, a figure a
 * busy shared machine disturbs far less than requests/s.
 */
export async function run(
  label: string,
  options: Parameters<typeof autocannon>[0],
  cpu?: { target: number; databaseUrl: string },
): Promise<Figures> {
  await autocannon({ ...options, duration: 2 });
  const before = cpu
    ? { target: cpuMs(cpu.target), database: new Map((await databaseBackends(cpu.databaseUrl)).map((p) => [p, cpuMs(p)])) }
    : undefined;
  const r = await autocannon({ duration, ...options });
  const figures: Figures = { label, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
  if (cpu && before) {
    // Backends opened during the run count whole; one closed during it is lost (pools keep theirs while busy).
    const after = await databaseBackends(cpu.databaseUrl);
    const database = after.reduce((sum, pid) => sum + Math.max(0, cpuMs(pid) - (before.database.get(pid) ?? 0)), 0);
    figures.cpu = { target: (cpuMs(cpu.target) - before.target) / r.requests.total, database: database / r.requests.total };
  }
  const cpuText = figures.cpu ? `   CPU/request ${figures.cpu.target.toFixed(2)} ms + database ${figures.cpu.database.toFixed(2)} ms` : '';
  console.log(
    `${label.padEnd(40)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms${cpuText}${r.non2xx + r.errors ? `   non-2xx ${r.non2xx}  errors ${r.errors}` : ''}`,
  );
  return figures;
}

/** `part` as a percentage of `whole`, one decimal. */
export const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
