#!/usr/bin/env node
/**
 * Circular imports between the source files under the given folders:
 *
 *   node scripts/check-cycles.mjs packages/contract/src [apps/server/src ...]
 *
 * Follows the relative specifiers of `import … from`, `import type … from`, `import '…'` and
 * `export … from` (type-only ones too: a type circle is a circle of meaning), resolving `.ts`,
 * `.tsx`, `.mts`, a `.js` spelling of a `.ts` file and `index` files. Dynamic `import()` is not an
 * edge (a lazy route loads after its importer). Every cycle is printed as a chain of files; the exit
 * code is 1 when there is one. No dependency: a small scanner, not a parser (comments are skipped,
 * and a declaration is looked for at the start of a line, where the formatter puts it).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|mts)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'build-output', '.git']);
/** Cycles listed per group of files that import each other, before the rest is only counted. */
const MAX_CYCLES_PER_GROUP = 50;

/** Every source file under `dir`. */
function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) out.push(...sourceFiles(full));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Where a `/` starts a regular expression rather than a division: after these, or at the start. */
const BEFORE_REGEX = /[(,=:[!&|?{};+\-*%<>~^]$|(?:^|[^\w$])(?:return|typeof|case|do|else|in|of|void|yield|await)$/;

/** The text with its comments blanked; strings, template literals and regular expressions are kept as they are. */
function withoutComments(text) {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === '"' || c === "'" || c === '`' || (c === '/' && BEFORE_REGEX.test(out.slice(-400).trimEnd()))) {
      // A string or regular expression, to its closing mark (a regex's `/` in a class does not close it).
      let j = i + 1;
      let inClass = false;
      while (j < text.length) {
        const d = text[j];
        if (d === '\\') j++;
        else if (c === '/' && d === '[') inClass = true;
        else if (c === '/' && d === ']') inClass = false;
        else if (d === c && !inClass) break;
        else if (d === '\n' && c !== '`') break;
        j++;
      }
      out += text.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

// Declarations start a line (the formatter puts top-level statements at its start): `import x from`,
// `import type { A } from`, `export * from`, `export { a } from`, `export type { A } from` (the keyword,
// then no quote or semicolon up to `from '…'`), and `import './side-effect.ts'`.
const FROM = /^[ \t]*(?:import|export)\b[^;'"`]*?\bfrom\s*(['"])([^'"\n]+)\1/gm;
const BARE = /^[ \t]*import\s*(['"])([^'"\n]+)\1/gm;

/** The relative specifiers a file imports or re-exports. */
function specifiers(file) {
  const text = withoutComments(readFileSync(file, 'utf8'));
  const found = new Set();
  for (const re of [FROM, BARE]) for (const m of text.matchAll(re)) if (m[2].startsWith('.')) found.add(m[2]);
  return [...found];
}

const isFile = (p) => existsSync(p) && statSync(p).isFile();

/** The file a relative specifier names, or null (a stylesheet, an asset, a missing file). */
function resolve(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [base];
  if (/\.(m?js|jsx)$/.test(base)) candidates.push(base.replace(/\.m?js$/, '.ts').replace(/\.jsx$/, '.tsx'), base.replace(/\.js$/, '.tsx'));
  for (const ext of ['.ts', '.tsx', '.mts']) candidates.push(base + ext);
  for (const ext of ['.ts', '.tsx', '.mts']) candidates.push(path.join(base, `index${ext}`));
  return candidates.find((c) => SOURCE.test(c) && isFile(c)) ?? null;
}

/** The import graph of the files under `roots`, and of the files they reach. */
function importGraph(roots) {
  const graph = new Map();
  const queue = roots.flatMap((root) => sourceFiles(path.resolve(root)));
  while (queue.length) {
    const file = queue.pop();
    if (graph.has(file)) continue;
    const targets = [
      ...new Set(
        specifiers(file)
          .map((s) => resolve(file, s))
          .filter(Boolean),
      ),
    ];
    graph.set(file, targets);
    queue.push(...targets.filter((t) => !graph.has(t)));
  }
  return graph;
}

/** Tarjan: the groups of files that reach each other (only groups of two or more, or a file importing itself). */
function stronglyConnected(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let counter = 0;
  const visit = (v) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) groups.push(group.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return groups;
}

/**
 * The elementary cycles within one group (Johnson's idea, simply: each cycle is found from its
 * smallest file, never through a smaller one), at most `limit` of them; `more` tells whether some were left.
 */
function cyclesOf(group, graph, limit) {
  const members = new Set(group);
  const cycles = [];
  let more = false;
  for (const [i, start] of group.entries()) {
    const allowed = new Set(group.slice(i));
    const pathNow = [start];
    const onPath = new Set([start]);
    const walk = (v) => {
      for (const w of graph.get(v) ?? []) {
        if (!members.has(w) || !allowed.has(w)) continue;
        if (w === start) {
          if (cycles.length >= limit) {
            more = true;
            return;
          }
          cycles.push([...pathNow, start]);
        } else if (!onPath.has(w)) {
          pathNow.push(w);
          onPath.add(w);
          walk(w);
          pathNow.pop();
          onPath.delete(w);
        }
        if (more) return;
      }
    };
    walk(start);
    if (more) break;
  }
  return { cycles, more };
}

const roots = process.argv.slice(2);
if (roots.length === 0) {
  console.error('usage: node scripts/check-cycles.mjs <folder> [<folder> ...]');
  process.exit(2);
}
for (const root of roots) {
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    console.error(`check-cycles: ${root} is not a folder`);
    process.exit(2);
  }
}

const graph = importGraph(roots);
const groups = stronglyConnected(graph);
const rel = (f) => path.relative(process.cwd(), f);
let total = 0;
let cut = false;
for (const group of groups) {
  const { cycles, more } = cyclesOf(group, graph, MAX_CYCLES_PER_GROUP);
  total += cycles.length;
  cut ||= more;
  console.log(`${group.length} files import each other:`);
  for (const cycle of cycles) console.log(`  ${cycle.map(rel).join(' -> ')}`);
  if (more) console.log(`  … and more cycles among these files (the first ${MAX_CYCLES_PER_GROUP} are listed)`);
}
if (groups.length) {
  console.log(`check-cycles: ${total}${cut ? '+' : ''} import cycle(s) in ${roots.join(', ')}`);
  process.exit(1);
}
console.log(`check-cycles: no import cycle among ${graph.size} files (${roots.join(', ')})`);
