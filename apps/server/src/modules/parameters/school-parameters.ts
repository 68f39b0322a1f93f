import {
  type OwnSchoolParameters,
  SCHOOL_PARAMETER_FIELDS,
  SCHOOL_PARAMETER_KEYS,
  type SchoolParameterKey,
  type SchoolParameters,
} from '@kc/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database, SchoolParameterTable } from '../../db/schema.ts';
import type { KvStore } from '../../store/index.ts';

/** The column of each parameter (CamelCasePlugin maps it to snake_case). */
type Column = Exclude<keyof SchoolParameterTable, 'schoolParameterId' | 'schoolId' | 'createTime' | 'createBy' | 'updateTime' | 'updateBy'>;
export const PARAMETER_COLUMN = Object.fromEntries(
  SCHOOL_PARAMETER_KEYS.map((k) => [k, `${k.charAt(0).toLowerCase()}${k.slice(1)}`]),
) as Record<SchoolParameterKey, Column>;

type ParameterRow = Pick<SchoolParameterTable, Column | 'schoolId'>;

/** A stored value as the API speaks it: times 'HH:mm' (PostgreSQL answers 'HH:MM:SS'), numbers as numbers. */
function answerOf(key: SchoolParameterKey, raw: unknown): string | number | null {
  if (raw == null) return null;
  return SCHOOL_PARAMETER_FIELDS[key].kind === 'time' ? String(raw).slice(0, 5) : Number(raw);
}

const valuesOf = (row: ParameterRow | undefined): OwnSchoolParameters =>
  Object.fromEntries(SCHOOL_PARAMETER_KEYS.map((k) => [k, answerOf(k, row?.[PARAMETER_COLUMN[k]])])) as OwnSchoolParameters;

/** What applies: each own value, else the default. */
export const mergeParameters = (own: OwnSchoolParameters, defaults: SchoolParameters): SchoolParameters =>
  Object.fromEntries(SCHOOL_PARAMETER_KEYS.map((k) => [k, own[k] ?? defaults[k]])) as unknown as SchoolParameters;

const selectRows = (db: Kysely<Database>) =>
  db.selectFrom('schoolParameter').select(['schoolId', ...SCHOOL_PARAMETER_KEYS.map((k) => PARAMETER_COLUMN[k])]);

/** The platform's defaults (the row without a school; the migration writes it). */
export async function readDefaults(db: Kysely<Database>): Promise<SchoolParameters> {
  const row = await selectRows(db).where('schoolId', 'is', null).executeTakeFirst();
  if (!row) throw new Error('school_parameter has no defaults row (migration 0009 writes it)');
  return valuesOf(row) as unknown as SchoolParameters;
}

/** A school's own values (all null when it follows every default) and the defaults, in one query. */
export async function readParameters(
  db: Kysely<Database>,
  schoolId: number,
): Promise<{ own: OwnSchoolParameters; defaults: SchoolParameters }> {
  const rows = await selectRows(db)
    .where((eb) => eb.or([eb('schoolId', 'is', null), eb('schoolId', '=', schoolId)]))
    .execute();
  const defaults = rows.find((r) => r.schoolId == null);
  if (!defaults) throw new Error('school_parameter has no defaults row (migration 0009 writes it)');
  return { own: valuesOf(rows.find((r) => r.schoolId === schoolId)), defaults: valuesOf(defaults) as unknown as SchoolParameters };
}

/** The own values of every school that has any, by school (to check a change of the defaults against them). */
export async function readAllOwn(db: Kysely<Database>): Promise<Map<number, OwnSchoolParameters>> {
  const rows = await selectRows(db).where('schoolId', 'is not', null).execute();
  return new Map(rows.map((r) => [Number(r.schoolId), valuesOf(r)]));
}

// ---------------------------------------------------------------- cache

/**
 * Later modules read a school's parameters on hot paths (attendance's late rule on every
 * check-in), so each instance keeps each school's merged set. The cache is keyed on a version
 * kept in the shared store (in-process, or Redis for several instances): every change of
 * parameters and SchoolParameter/ClearRedis bump it after the commit, so every instance reloads
 * on its next read. The TTL only bounds changes made behind the API's back (a database script).
 */
const TTL_MS = 60_000;
export const PARAMETERS_VERSION_KEY = 'school-parameters:version';
/** The version counter lives in the store's counters, which expire: this one practically never does. */
const VERSION_KEEP_SECONDS = 10 * 365 * 24 * 3600;

interface ParameterCache {
  version: number;
  entries: Map<number, { at: number; value: Promise<SchoolParameters> }>;
}
const caches = new WeakMap<Db, ParameterCache>();

/**
 * The parameters that apply to a school (its own merged over the platform's defaults), cached
 * per instance. A school without own values (or unknown) gets the defaults. No scope check: the
 * caller has already decided the school is one it may read.
 */
export async function schoolParameters(db: Db, store: KvStore, schoolId: number): Promise<SchoolParameters> {
  const version = await store.count(PARAMETERS_VERSION_KEY);
  let cache = caches.get(db);
  if (!cache || cache.version !== version) {
    cache = { version, entries: new Map() };
    caches.set(db, cache);
  }
  const hit = cache.entries.get(schoolId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = readParameters(db, schoolId).then(({ own, defaults }) => mergeParameters(own, defaults));
  const entries = cache.entries;
  entries.set(schoolId, { at: Date.now(), value });
  // A failed read is not kept: the next call tries again.
  value.catch(() => {
    if (entries.get(schoolId)?.value === value) entries.delete(schoolId);
  });
  return value;
}

/** Call after a change of parameters has committed (and for ClearRedis): every instance's cached sets are stale. Answers the new version. */
export async function bumpParametersVersion(db: Db, store: KvStore): Promise<number> {
  caches.delete(db);
  return store.hit(PARAMETERS_VERSION_KEY, VERSION_KEEP_SECONDS);
}

/** The parameters given in an input (a missing key is left out; null stays null: back to the default). */
export const given = (input: Record<string, unknown>) =>
  SCHOOL_PARAMETER_KEYS.filter((k) => input[k] !== undefined).map((k) => [k, input[k]] as [SchoolParameterKey, unknown]);

export const columnsOf = (pairs: [SchoolParameterKey, unknown][]) => Object.fromEntries(pairs.map(([k, v]) => [PARAMETER_COLUMN[k], v]));
