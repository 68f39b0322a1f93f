import {
  CamelCasePlugin,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RawBuilder,
  sql,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

/**
 * SQL as text and parameter values, for the statements of the hot read paths (the resource
 * engine's lists, details and counts). Kysely builds a frozen node tree per call, copies it
 * through the CamelCasePlugin, compiles it and maps every result row back to camelCase: on a
 * cheap list that was a sixth of the server's CPU per call. A fragment is built by string
 * concatenation, its identifiers already snake_case and quoted, and it runs on the pool as
 * it is, its select list aliased to the keys the engine reads (no result mapping).
 *
 * Kysely code uses fragments through `toRaw` (raw text and values: no plugin touches them), and
 * fragments take Kysely's RawBuilders through `fromRaw` (compiled once, as a binding's computed
 * field, or per call where a module hands one in).
 */
export class Frag {
  /** `text.length === values.length + 1`: text[0] value[0] text[1] … text[n]. */
  constructor(
    readonly text: readonly string[],
    readonly values: readonly unknown[],
  ) {}
}

/** `q\`… ${x} …\``: a Frag argument is inlined, any other argument becomes a parameter. */
export function q(strings: TemplateStringsArray, ...args: unknown[]): Frag {
  const text: string[] = [strings[0] as string];
  const values: unknown[] = [];
  for (let i = 0; i < args.length; i++) {
    append(text, values, args[i]);
    text[text.length - 1] += strings[i + 1] as string;
  }
  return new Frag(text, values);
}

/** Appends a Frag (inlined) or a value (a parameter) after the last text piece. */
function append(text: string[], values: unknown[], arg: unknown): void {
  if (arg instanceof Frag) {
    text[text.length - 1] += arg.text[0] as string;
    for (let j = 0; j < arg.values.length; j++) {
      values.push(arg.values[j]);
      text.push(arg.text[j + 1] as string);
    }
  } else {
    values.push(arg);
    text.push('');
  }
}

/** Trusted SQL text (never input). */
export const raw = (text: string): Frag => new Frag([text], []);

export const TRUE = raw('true');
export const FALSE = raw('false');

/** The parts with `separator` between them. */
export function join(parts: readonly Frag[], separator = ', '): Frag {
  const text = [''];
  const values: unknown[] = [];
  parts.forEach((part, i) => {
    if (i > 0) text[text.length - 1] += separator;
    append(text, values, part);
  });
  return new Frag(text, values);
}

/** `(a AND b AND …)`, true when empty. */
export const and = (conds: readonly Frag[]): Frag => (conds.length ? q`(${join(conds, ' AND ')})` : TRUE);

/** Kysely's CamelCasePlugin, so names map to columns exactly as in every Kysely query of the server. */
class NameMapper extends CamelCasePlugin {
  snake(name: string): string {
    return this.snakeCase(name);
  }
}

/** The plugins of every Kysely instance of the server (db/index.ts createDb) and of the compiler below. */
export const kyselyPlugins = () => [new CamelCasePlugin()];

const names = new NameMapper();
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Identifiers by reference: they come from bindings and code, never from input, so they are few. */
const idents = new Map<string, Frag>();
const MAX_IDENTS = 10_000;

/** A quoted identifier or dotted reference in the database's names: `t.schoolId` → `"t"."school_id"`. */
export function ident(reference: string): Frag {
  let f = idents.get(reference);
  if (!f) {
    f = raw(
      reference
        .split('.')
        .map((part) => quote(names.snake(part)))
        .join('.'),
    );
    if (idents.size < MAX_IDENTS) idents.set(reference, f);
  }
  return f;
}

/** A quoted alias kept as written (result keys are the engine's camelCase keys). */
export const alias = (name: string): Frag => raw(quote(name));

/** The statement's text with $1… placeholders, and its parameters. */
export function compile(f: Frag): { sql: string; parameters: readonly unknown[] } {
  let text = f.text[0] as string;
  for (let i = 0; i < f.values.length; i++) text += `$${i + 1}${f.text[i + 1]}`;
  return { sql: text, parameters: f.values };
}

/** A fragment as a Kysely RawBuilder (its text raw, its values parameters). */
export function toRaw<T = unknown>(f: Frag): RawBuilder<T> {
  const strings = Object.assign([...f.text], { raw: f.text }) as unknown as TemplateStringsArray;
  return sql<T>(strings, ...f.values);
}

/** Compiles Kysely builders without a connection, with the server's plugins. */
const compiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
  plugins: kyselyPlugins(),
});

/** A Kysely RawBuilder as a fragment: compiled once with the server's plugins. */
export function fromRaw(builder: RawBuilder<unknown>): Frag {
  const { sql: text, parameters } = builder.compile(compiler);
  const pieces = text.split(/\$\d+/);
  // Placeholders are $1…$n in order; a '$<digit>' inside the SQL text itself would break the split.
  if (pieces.length !== parameters.length + 1)
    throw new Error(`fromRaw: ${parameters.length} parameters, ${pieces.length - 1} placeholders`);
  return new Frag(pieces, parameters);
}

/** Where a fragment runs: a pool (outside transactions: no Kysely on the way) or a Kysely instance (a transaction). */
export type FragRunner = pg.Pool | Kysely<Database>;

const pools = new WeakMap<Kysely<Database>, pg.Pool>();

/** Records the pool under a Kysely instance (db/index.ts createDb), for `runnerOf`. */
export const registerPool = (db: Kysely<Database>, pool: pg.Pool): void => void pools.set(db, pool);

/** The pool under `db` when it has one (not a transaction), else `db` itself. */
export const runnerOf = (db: Kysely<Database>): FragRunner => pools.get(db) ?? db;

const TIMESTAMPTZ_OID = 1184;
const parseTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ_OID) as (text: string) => Date;

/**
 * PostgreSQL's timestamptz text as Date#toISOString writes it. In a UTC session (offset +00)
 * by cutting the text, without a Date; otherwise through the driver's parser.
 */
export function isoTimestamp(text: string): string {
  if (text.length >= 22 && text[10] === ' ' && text.endsWith('+00') && (text.length === 22 || text[19] === '.')) {
    const fraction = text.length > 22 ? text.slice(20, -3) : '';
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${`${fraction}000`.slice(0, 3)}Z`;
  }
  const d = parseTimestamptz(text);
  return d instanceof Date && !Number.isNaN(d.getTime()) ? d.toISOString() : text;
}

/** The pool's parsers but for timestamptz, answered as the API answers it (an ISO 8601 string). */
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMPTZ_OID ? isoTimestamp : pg.types.getTypeParser(oid, format as 'text'),
};

/**
 * Prepared statements' names by text. Parsing and planning were half of PostgreSQL's time on
 * the hot reads (a class's month grid: 0.7 of 1.0 ms): a named statement is parsed once per
 * connection, and after five runs PostgreSQL keeps a generic plan when it costs no more than
 * the custom ones (as pgJDBC does by default). Fragments keep values out of their text, so the
 * texts are few (one per resource, filter set and sort); the first MAX_PREPARED get a name and
 * any further one runs unnamed, so a text that would vary per call cannot fill every
 * connection with statements.
 */
const MAX_PREPARED = 500;
/**
 * The named texts, by a short key of each (its length and its last characters). A Map keyed by
 * the whole text hashed all of it on every call (10 µs for 4 KB, where === takes 2: a text built
 * per call is hashed afresh). Under a key, texts are told apart by ===, which compares them
 * exactly, so two texts never share a name.
 */
const preparedNames = new Map<string, { text: string; name: string }[]>();
let preparedCount = 0;

const shortKey = (text: string) => `${text.length}:${text.slice(-40)}`;

export function preparedName(text: string): string | undefined {
  const key = shortKey(text);
  const named = preparedNames.get(key);
  if (named) for (const n of named) if (n.text === text) return n.name;
  if (preparedCount >= MAX_PREPARED) return undefined;
  const name = `frag${++preparedCount}`;
  if (named) named.push({ text, name });
  else preparedNames.set(key, [{ text, name }]);
  return name;
}

/**
 * Runs a fragment and answers its rows, keyed as the statement names its columns. From a pool,
 * as a prepared statement, timestamps come as ISO 8601 strings (no Date is built to be
 * formatted again); in a transaction, through Kysely, as Date objects. resource/present.ts
 * answers both alike.
 */
export async function fetchRows<R>(runner: FragRunner, f: Frag): Promise<R[]> {
  if (runner instanceof Kysely) return (await toRaw<R>(f).execute(runner)).rows;
  const { sql: text, parameters } = compile(f);
  return (await runner.query({ name: preparedName(text), text, values: parameters as unknown[], types })).rows as R[];
}
