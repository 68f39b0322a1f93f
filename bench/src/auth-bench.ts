/**
 * Figures for the foundation issue:
 *  1. requests/s and p99 of a signed, authenticated GetUserInfo against a bare Fastify route;
 *  2. gzip size of the JavaScript the login page loads (target ≤ 200 kB).
 * Needs BENCH_DATABASE_URL (an admin URL of a PostgreSQL, e.g. postgres://postgres@127.0.0.1:5432/test)
 * and a built web (npm run build). Not a test: it prints, it asserts nothing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { api, CLIENT_TYPE_PC, createApiClient, md5Hex, signedHeaders } from '@kc/contract';
import autocannon from 'autocannon';
import pg from 'pg';
import { launch } from '../../e2e/src/chromium.ts';

const root = path.resolve(import.meta.dirname, '../..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

function startTarget(kind: 'bare' | 'server', env: NodeJS.ProcessEnv = {}): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'targets.ts'), kind], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const url = /http:\/\/\S+/.exec(chunk.toString())?.[0];
      if (url) resolve({ url, child });
    });
    child.on('exit', (code) => reject(new Error(`${kind} target exited with ${code}`)));
  });
}

async function run(label: string, options: Parameters<typeof autocannon>[0]) {
  await autocannon({ ...options, duration: 2 }); // warm-up
  const r = await autocannon(options);
  console.log(
    `${label.padEnd(34)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}  errors ${r.errors}`,
  );
  return r;
}

async function loginPageJs(): Promise<{ files: number; raw: number; gzip: number }> {
  const dist = path.join(root, 'apps/web/dist');
  const { url, child } = await startTarget('server', { DATABASE_URL: process.env.DATABASE_URL, WEB_DIST: dist });
  const browser = await launch();
  const scripts = new Set<string>();
  const page = await browser.newPage();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
  });
  await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
  await browser.close();
  child.kill();
  let raw = 0;
  let gzip = 0;
  for (const s of scripts) {
    const body = readFileSync(path.join(dist, s));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: scripts.size, raw, gzip };
}

const dbName = `kc_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;
process.env.DATABASE_URL = dbUrl.toString();

try {
  const bare = await startTarget('bare');
  const server = await startTarget('server', { DATABASE_URL: dbUrl.toString() });
  const client = createApiClient({ baseUrl: server.url, appCode: 'kc-console-web', appKey: 'bench-key' });
  const login = await client.call(api.passwordLogin, { Username: 'park01', Password: md5Hex('Demo@123456'), ClientType: CLIENT_TYPE_PC });
  const token = login.data.token;

  console.log(`\n${connections} connections, ${duration} s each, on ${process.env.BENCH_HOST ?? 'this machine'}\n`);
  const bareResult = await run('bare Fastify route', { url: `${bare.url}/bare`, method: 'POST', connections, duration });
  const userResult = await run('signed GetUserInfo (park01)', {
    url: server.url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: `/api/${api.getUserInfo.path}`,
        // Every request needs a fresh serial and signature: the server refuses replays.
        setupRequest: (req) => ({
          ...req,
          headers: { ...signedHeaders('kc-console-web', 'bench-key', token), 'content-type': 'application/json' },
          body: '{}',
        }),
      },
    ],
  });
  console.log(
    `GetUserInfo keeps ${((100 * userResult.requests.average) / bareResult.requests.average).toFixed(1)} % of the bare route's throughput`,
  );
  bare.child.kill();
  server.child.kill();

  const js = await loginPageJs();
  console.log(
    `\nlogin page JavaScript: ${js.files} files, ${(js.raw / 1024).toFixed(1)} kB raw, ${(js.gzip / 1024).toFixed(1)} kB gzip (target ≤ 200 kB)`,
  );
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
process.exit(0);
