#!/usr/bin/env node
// `npm start`: build the web once if its bundle is missing or older than its sources,
// then run the API server, which serves the console and /api on PORT (default 8080).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from './server-node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist/index.html');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const sources = [path.join(root, 'apps/web/src'), path.join(root, 'apps/web/index.html'), path.join(root, 'packages/contract/src')];
const stale =
  !existsSync(dist) || sources.some((s) => (statSync(s).isDirectory() ? newest(s) : statSync(s).mtimeMs) > statSync(dist).mtimeMs);
if (stale) {
  console.log('Building the web console…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawnSync(process.execPath, [...serverNodeFlags, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(server.status ?? 0);
