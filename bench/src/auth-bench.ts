/**
 * Figures for the foundation issue:
 *  1. requests/s and p99 of a signed, authenticated GetUserInfo against a bare Fastify route;
 *  2. gzip size of the JavaScript the login page loads (target ≤ 200 kB).
 * Needs BENCH_DATABASE_URL (an admin URL of a PostgreSQL, e.g. postgres://postgres@127.0.0.1:5432/test)
 * and a built web (npm run build). Not a test: it prints, it asserts nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { api } from '@kc/contract';
import { launch } from '../../e2e/src/chromium.ts';
import { duration, percent, root, run, signedPost, signIn, startTarget, withBenchDatabase } from './lib.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function loginPageJs(databaseUrl: string): Promise<{ files: number; raw: number; gzip: number }> {
  const dist = path.join(root, 'apps/web/dist');
  const server = await startTarget('server', { DATABASE_URL: databaseUrl, WEB_DIST: dist });
  const browser = await launch();
  const scripts = new Set<string>();
  const page = await browser.newPage();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
  });
  await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
  await browser.close();
  await server.stop();
  let raw = 0;
  let gzip = 0;
  for (const s of scripts) {
    const body = readFileSync(path.join(dist, s));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: scripts.size, raw, gzip };
}

await withBenchDatabase('auth', async (databaseUrl) => {
  const bare = await startTarget('bare');
  const server = await startTarget('server', { DATABASE_URL: databaseUrl });
  const token = await signIn(server.url, 'park01');

  console.log(`\n${connections} connections, ${duration} s each, on ${process.env.BENCH_HOST ?? 'this machine'}\n`);
  const bareResult = await run('bare Fastify route', { url: `${bare.url}/bare`, method: 'POST', connections });
  const userResult = await run('signed GetUserInfo (park01)', {
    url: server.url,
    connections,
    requests: [signedPost(`/api/${api.getUserInfo.path}`, token, {})],
  });
  console.log(`GetUserInfo keeps ${percent(userResult.rps, bareResult.rps)} of the bare route's throughput`);
  await bare.stop();
  await server.stop();

  const js = await loginPageJs(databaseUrl);
  console.log(
    `\nlogin page JavaScript: ${js.files} files, ${(js.raw / 1024).toFixed(1)} kB raw, ${(js.gzip / 1024).toFixed(1)} kB gzip (target ≤ 200 kB)`,
  );
});
process.exit(0);
