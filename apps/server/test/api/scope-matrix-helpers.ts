import { type Endpoint, type ResourceDef, resourceList } from '@kc/contract';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import { toRaw } from '../../src/db/frag.ts';
import type { Session } from '../../src/http/context.ts';
import { schoolScope } from '../../src/lib/scope.ts';
import { bindings } from '../../src/modules/bindings.ts';
import { andSql, bind, isTeacherSession, lowerFirst, scopeCondition } from '../../src/resource/sql.ts';
import type { ResourceBinding } from '../../src/resource/types.ts';
import type { TestServer } from '../harness.ts';

// The scope dimension of the permission matrix (permission-matrix.test.ts), derived from the
// contract and the server's own rules, never listed per endpoint:
// - which input fields of an endpoint are entity ids, and which entity each names (idFields):
//   the resource's id and `Ids` of its own endpoints, its 'ref' fields, and elsewhere an
//   `XxxId` / `XxxIds` named like a resource's id;
// - a valid body for the rest of the input (sampleBody), from its zod schema;
// - for a session, ids of records in its scope, of another school and missing (fixtures).

/** An input field holding ids of one entity. */
export interface IdField {
  name: string;
  entity: ResourceDef;
  many: boolean;
}

type AnyZod = z.ZodType;
interface ZodDef {
  type: string;
  innerType?: AnyZod;
  in?: AnyZod;
  out?: AnyZod;
  shape?: Record<string, AnyZod>;
  element?: AnyZod;
  options?: AnyZod[];
  entries?: Record<string, unknown>;
  values?: unknown[];
}
const defOf = (s: AnyZod): ZodDef => (s as unknown as { _zod: { def: ZodDef } })._zod.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema under optional / default / nullable / preprocess wrappers. */
export function unwrap(s: AnyZod): AnyZod {
  for (;;) {
    const d = defOf(s);
    if (WRAPPERS.has(d.type) && d.innerType) s = d.innerType;
    else if (d.type === 'pipe' && d.in && d.out) s = defOf(d.in).type === 'transform' ? d.out : d.in;
    else return s;
  }
}

/** The objects an input may be: itself, or each object of a union (`{ Ids } | { StudentId }`). */
function objectsOf(schema: AnyZod): AnyZod[] {
  const s = unwrap(schema);
  const d = defOf(s);
  if (d.type === 'object') return [s];
  return d.type === 'union' ? (d.options ?? []).flatMap(objectsOf) : [];
}

/** The fields of an endpoint's input (of every object of a union). */
export function inputShape(e: Endpoint): Record<string, AnyZod> {
  return Object.assign({}, ...objectsOf(e.input as AnyZod).map((o) => defOf(o).shape ?? {}));
}

const byName = new Map(resourceList.map((d) => [d.name, d]));
const byId = new Map(resourceList.map((d) => [d.id, d]));

/** The id fields of an endpoint's input, each with the entity it names. */
export function idFields(e: Endpoint): IdField[] {
  const own = byName.get(e.path.split('/')[0] ?? '');
  const out: IdField[] = [];
  for (const [name, schema] of Object.entries(inputShape(e))) {
    if (!/Ids?$/.test(name)) continue;
    const many = defOf(unwrap(schema)).type === 'array';
    const ref = own?.fields[name];
    const refName = ref && (ref.kind === 'ref' || ref.kind === 'refs') ? ref.ref : undefined;
    const entity =
      (own && (name === own.id || name === 'Ids') ? own : undefined) ??
      (refName ? byName.get(refName) : undefined) ??
      byId.get(many ? name.replace(/s$/, '') : name);
    if (entity) out.push({ name, entity, many });
  }
  return out;
}

const TEXTS = [
  '2026-01-05',
  '2026-01',
  '08:00',
  '2026-01-05 08:00:00',
  '2026-01-05T08:00:00.000Z',
  '2025-2026',
  '13800000000',
  'Abc#12345',
  'a',
  'a@example.com',
  'https://example.com',
];

/** A value the field's schema accepts, or undefined when none of the tries is (`options`: the field's own values first). */
export function sampleValue(schema: AnyZod, options: readonly unknown[] = []): unknown {
  const s = unwrap(schema);
  const d = defOf(s);
  const tries: unknown[] = [...options];
  if (d.type === 'object') tries.push(sampleObject(s));
  if (d.type === 'array' && d.element) tries.push([sampleValue(d.element)], []);
  if (d.type === 'enum' && d.entries) tries.push(...Object.values(d.entries));
  if (d.type === 'literal' && d.values) tries.push(...d.values);
  if (d.type === 'union' && d.options) tries.push(...d.options.map((o) => sampleValue(o)));
  tries.push(1, 2, 10, ...TEXTS, true, false, 0, 0.5, [1], ['a'], {});
  return tries.find((v) => v !== undefined && schema.safeParse(v).success);
}

function sampleObject(s: AnyZod, def?: ResourceDef): Record<string, unknown> {
  const shape = defOf(unwrap(s)).shape ?? {};
  const sample = (name: string, field: AnyZod) => {
    const f = def?.fields[name] as { options?: readonly { value: unknown }[] } | undefined;
    return sampleValue(field, f?.options?.map((o) => o.value) ?? []);
  };
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(shape)) {
    if (!field.safeParse(undefined).success) body[name] = sample(name, field);
  }
  // Optional fields the whole object still asks for (a rule over several fields): added until it passes.
  for (let round = 0; round < 3 && !s.safeParse(body).success; round++) {
    const issues = s.safeParse(body).error?.issues ?? [];
    const named = issues.map((i) => String(i.path[0] ?? '')).filter((n) => n in shape && !(n in body));
    const add = named.length ? named : Object.keys(shape).filter((n) => !(n in body));
    for (const name of add) body[name] = sample(name, shape[name] as AnyZod);
  }
  return body;
}

/**
 * The required fields of an endpoint's input with accepted values (ids to be set by the caller);
 * of a union, of its object that has `field`.
 */
export function sampleBody(e: Endpoint, field?: string): Record<string, unknown> {
  const objects = objectsOf(e.input as AnyZod);
  const object = objects.find((o) => field != null && field in (defOf(o).shape ?? {})) ?? objects[0] ?? (e.input as AnyZod);
  return sampleObject(object, byName.get(e.path.split('/')[0] ?? ''));
}

/** The session of a token, as the server resolves it (the scope functions read it). */
export async function sessionOf(server: TestServer, token: string): Promise<Session> {
  const { sha256Hex } = await import('../../src/lib/hash.ts');
  const tokenHash = sha256Hex(token);
  const s = await server.db
    .selectFrom('userSession as s')
    .innerJoin('sysRole as r', 'r.sysRoleId', 's.sysRoleId')
    .innerJoin('sysUser as u', 'u.sysUserId', 's.sysUserId')
    .select(['s.sysUserId', 'u.username', 's.sysRoleId', 'r.roleValue', 'r.roleType', 'u.identityType', 'u.identityId'])
    .where('s.tokenHash', '=', tokenHash)
    .executeTakeFirstOrThrow();
  return { tokenHash, ...s };
}

/** Which ids of an entity a session is to be answered for. */
export type Variant = 'own' | 'otherSchool' | 'otherClass';

/** Whether an entity has records tied to schools (the dimension applies); platform entities are one network's. */
export const schoolBound = (d: ResourceDef): boolean => d.scope === 'school' || d.scope === 'class';

/**
 * An id of the entity for the session, by variant, read from the database as it is now:
 * - own: a record of a school of the session's scope that the server's scope rules let it see
 *   (the engine's scopeCondition and the binding's list conditions: a teacher's families and colleagues);
 * - otherSchool: a record of a school outside the session's scope;
 * - otherClass: of a teacher, a record of their own school outside their classes.
 * Platform entities: any record for own, none otherwise. Null when the demo has none.
 */
export async function fixtureId(server: TestServer, session: Session, d: ResourceDef, variant: Variant): Promise<number | null> {
  const b = bindings[d.name as keyof typeof bindings] as ResourceBinding;
  const id = sql.ref(`t.${b.idColumn ?? lowerFirst(d.id)}`);
  const table = sql.table(b.table);
  if (!schoolBound(d)) {
    if (variant !== 'own' || d.scope !== 'platform') return null;
    const r = await sql<{ id: number }>`SELECT ${id} AS id FROM ${table} AS t ORDER BY 1 LIMIT 1`.execute(server.db);
    return r.rows[0] ? Number(r.rows[0].id) : null;
  }
  const schoolCol = sql.ref(`t.${b.scope?.school}`);
  const scope = await schoolScope(server.db, session);
  const visible = toRaw(scopeCondition(bind(d, b), session));
  let where: RawBuilder<SqlBool>;
  if (variant === 'otherSchool') {
    where = scope === 'all' ? sql<SqlBool>`false` : sql<SqlBool>`NOT (${schoolCol} = ANY(${scope}::bigint[]))`;
  } else {
    if (scope !== 'all' && scope.length === 0) return null;
    const inSchools = scope === 'all' ? sql<SqlBool>`true` : sql<SqlBool>`${schoolCol} = ANY(${scope}::bigint[])`;
    // The engine's list conditions: its scope and the binding's own (a teacher's families and colleagues).
    const extra = b.hooks?.filters?.where({}, 't', session) ?? [];
    const sees = sql<SqlBool>`(${visible} AND ${andSql(extra)})`;
    if (variant === 'own') where = sql<SqlBool>`(${inSchools} AND ${sees})`;
    else if (!isTeacherSession(session)) return null;
    else where = sql<SqlBool>`(${inSchools} AND NOT ${sees})`;
  }
  const r = await sql<{ id: number }>`SELECT ${id} AS id FROM ${table} AS t WHERE ${where} ORDER BY 1 DESC LIMIT 1`.execute(server.db);
  return r.rows[0] ? Number(r.rows[0].id) : null;
}
