import { IDENTITY_TYPE, type Language, relationMessage, relationProblem, renderMessage, type StandardAction } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import { type Frag, fetchRows, ident, q, TRUE } from '../db/frag.ts';
import type { Database } from '../db/schema.ts';
import type { Session } from '../http/context.ts';
import { ApiError, conflict, forbidden, invalid, notFound } from '../lib/errors.ts';
import { entityName } from '../lib/field-labels.ts';
import { isPlatform, notInScope } from '../lib/scope.ts';
import { areaColumns } from './area.ts';
import { prepareMultiValues } from './multi.ts';
import { fullRow } from './present.ts';
import { idRef, isTeacherSession, resourceSchoolScope, scopeCondition, selectList, teacherClasses } from './sql.ts';
import type { Bound, BoundField, RequestFacts, Row, WriteAction, WriteHookContext } from './types.ts';

type Tx = Kysely<Database>;

/** Supervision accounts (IdentityType 5) read their region's data and never change anything. */
export function assertMayWrite(session: Session): void {
  if (session.identityType === IDENTITY_TYPE.Government) throw forbidden('resource.readOnlySupervision');
}

/**
 * What the session's role may never write of a resource, whatever the record (100003), checked
 * before any record is read, so the answer is the same for an id of the caller's school, of
 * another school and for a missing one: read-only supervision accounts, salespeople kept by the
 * platform, a teacher adding a class, and the entity's own mayWrite hook.
 */
export function assertMayWriteResource(b: Bound, session: Session, action: WriteAction): void {
  assertMayWrite(session);
  if (b.def.scope === 'sales' && !isPlatform(session)) throw forbidden('resource.salesByPlatform');
  if (action === 'Add' && b.def.scope === 'class' && b.scopeNames.class === b.def.id && isTeacherSession(session)) {
    throw forbidden('resource.teachersNoClasses');
  }
  b.binding.hooks?.mayWrite?.(session, action);
}

const camel = (snake: string) => snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const fieldOfColumn = (b: Bound, column: string | undefined): BoundField | undefined =>
  column ? b.fields.find((f) => f.column === column) : undefined;

/** A database refusal as the API answers it (100005 duplicate / in use, 100001 bad value); anything else unchanged. */
export function dbError(b: Bound, e: unknown, op: 'write' | 'delete'): unknown {
  const pg = e as { code?: string; constraint?: string; column?: string };
  switch (pg?.code) {
    case '23505': {
      const unique = b.binding.unique?.[pg.constraint ?? ''];
      return unique ? conflict(unique.message, {}, unique.fields.at(-1)) : conflict('resource.duplicate');
    }
    case '23503':
      return op === 'delete' ? conflict('resource.stillUsed') : invalid('resource.missingReference');
    case '23502': {
      const f = fieldOfColumn(b, pg.column ? camel(pg.column) : undefined);
      return invalid('rule.required', {}, f?.name ?? pg.column ?? 'value');
    }
    case '22001':
    case '54000':
      return invalid('resource.tooLong');
    case '22021':
    case '22P05':
      return invalid('resource.badCharacter');
    case '22003':
      return invalid('resource.outOfRange');
    case '22P02':
    case '22007':
    case '22008':
      return invalid('resource.badFormat');
    case '23514':
      return invalid('resource.notAllowed');
    default:
      return e;
  }
}

/** Reads records by id within the scope, locked for the write (FOR UPDATE of the record only). */
export async function lockInScope(b: Bound, trx: Tx, session: Session, ids: number[]): Promise<Record<string, unknown>[]> {
  return fetchRows<Record<string, unknown>>(
    trx,
    q`SELECT ${selectList(b)} FROM ${ident(b.binding.table)} AS t
      WHERE ${idRef(b)} = ANY(${ids}::bigint[]) AND ${scopeCondition(b, session)}
      ORDER BY ${idRef(b)} FOR UPDATE OF t`,
  );
}

const one = async (trx: Tx, f: Frag) => (await fetchRows<{ ok: boolean; found: boolean }>(trx, f))[0];

/**
 * Checks that the values written keep the record inside the session's scope (the write side of
 * scopeCondition): the school of a 'school' / 'class' record must be one of the session's, a
 * class of a 'class' record one of the school's (and of the teacher's, for a teacher), the agent
 * of an 'agent' record the session's agent. A school or class outside the scope is refused as
 * one that does not exist (notInScope, 100004: the same answer, so other schools' ids cannot be
 * probed); 100003 only for what the role may not do whatever the id (a teacher adding a class,
 * anyone but the platform writing salespeople or agents' records). `lenient` (before the
 * entity's hook, which may derive a scope value): a value still missing is not refused yet.
 */
export async function assertWriteScope(
  b: Bound,
  trx: Tx,
  session: Session,
  values: Row,
  existing: Row | null,
  lenient = false,
): Promise<void> {
  const names = b.scopeNames;
  const scope = b.def.scope;
  const written = (name: string | undefined) =>
    name ? { name, value: values[name] !== undefined ? values[name] : existing?.[name], changed: values[name] !== undefined } : null;

  if (scope === 'school' || scope === 'class') {
    const school = written(names.school);
    // An update that leaves the school as it is stays in scope: the record was read within it.
    if (school && (!existing || school.changed) && !(lenient && school.value == null)) {
      if (school.value == null) throw invalid('rule.required', {}, school.name);
      const r = await one(
        trx,
        q`SELECT ${resourceSchoolScope(b, 'v.id', session)} AS ok,
          EXISTS (SELECT 1 FROM school s WHERE s.school_id = v.id) AS found FROM (SELECT ${school.value}::bigint AS id) v`,
      );
      if (!r?.ok || !r.found) throw notInScope(school.name, 'school', school.value);
    }
  }
  if (scope === 'class') {
    if (names.class === b.def.id) {
      // The class entity itself: a teacher sees only the classes assigned to them, so cannot add one.
      if (!existing && isTeacherSession(session)) throw forbidden('resource.teachersNoClasses');
    } else {
      const cls = written(names.class);
      const school = written(names.school);
      if (cls && cls.value != null && (cls.changed || school?.changed)) {
        const teacher = isTeacherSession(session) ? q`c.class_id IN (${teacherClasses(session)})` : TRUE;
        const sameSchool = school?.value != null ? q`c.school_id = ${school.value}` : TRUE;
        const r = await one(
          trx,
          q`SELECT bool_or(${resourceSchoolScope(b, 'c.school_id', session)} AND ${teacher}) AS ok,
            bool_or(${sameSchool}) AS found FROM school_class c WHERE c.class_id = ${cls.value}`,
        );
        if (!r?.ok) throw notInScope(cls.name, 'class', cls.value);
        if (!r.found) throw invalid('resource.classNotOfSchool', {}, cls.name);
      }
    }
  }
  // Sales teams are read by their directors and managed by the platform.
  if (scope === 'sales' && !isPlatform(session)) throw forbidden('resource.salesByPlatform');
  if (scope === 'agent' && !isPlatform(session)) {
    const agent = written(names.agent);
    if (agent && (!existing || agent.changed) && !(lenient && agent.value == null)) {
      if (session.identityType !== IDENTITY_TYPE.Agent) throw forbidden('resource.agentsOwn');
      if (agent.value == null) throw invalid('rule.required', {}, agent.name);
      if (Number(agent.value) !== session.identityId) throw notInScope(agent.name, 'agent', agent.value);
    }
  }
}

/** Splits values into column assignments and link lists; null clears (text to '', required fields refused). */
function assignments(b: Bound, values: Row) {
  const cols: { column: string; value: unknown }[] = [];
  const links: { field: BoundField; ids: number[] }[] = [];
  for (const [name, raw] of Object.entries(values)) {
    if (raw === undefined) continue;
    const f = b.byName.get(name);
    if (!f) {
      const derived = b.binding.columns?.[name];
      if (derived) cols.push({ column: derived, value: raw });
      continue;
    }
    if (f.link) {
      links.push({ field: f, ids: [...new Set(((raw as unknown[] | null) ?? []).map(Number))] });
      continue;
    }
    if (f.parts) {
      const values = areaColumns(name, f.def, f.parts, raw);
      cols.push(...f.parts.map((column, i) => ({ column, value: values[i] ?? null })));
      continue;
    }
    if (!f.column) continue;
    let value = raw;
    if (value === null) {
      if (f.def.required) throw invalid('rule.required', {}, name);
      if (f.def.kind === 'string' || f.def.kind === 'text') value = '';
    }
    cols.push({ column: f.column, value });
  }
  return { cols, links };
}

/**
 * The record's links become `ids`: the links no longer named are deleted and the new ones added;
 * the kept ones stay as they are, with what else their rows hold (a package item's quantity).
 */
async function writeLinks(trx: Tx, id: number, links: { field: BoundField; ids: number[] }[]) {
  for (const { field, ids } of links) {
    const l = field.link;
    if (!l) continue;
    const table = sql.table(l.table);
    const owner = sql.ref(l.owner);
    const value = sql.ref(l.value);
    await sql`DELETE FROM ${table} WHERE ${owner} = ${id} AND NOT (${value} = ANY(${ids}::bigint[]))`.execute(trx);
    if (ids.length)
      await sql`INSERT INTO ${table} (${owner}, ${value})
        SELECT ${id}, v FROM unnest(${ids}::bigint[]) AS v
        WHERE NOT EXISTS (SELECT 1 FROM ${table} WHERE ${owner} = ${id} AND ${value} = v)`.execute(trx);
  }
}

/** The values of the scope columns, to see whether a hook changed (or supplied) them. */
const scopeValues = (b: Bound, values: Row) => JSON.stringify(Object.values(b.scopeNames).map((n) => values[n] ?? null));

/** The rules between fields of the definition (requiredWhen, endOf) on the record as the write leaves it. */
function checkRelations(b: Bound, values: Row, existing: Row | null): void {
  const record = { ...existing, ...values };
  for (const f of b.fields) {
    const problem = relationProblem(b.def.fields, f.name, record);
    if (problem) {
      const { key, params } = relationMessage(problem);
      throw invalid(key, params, f.name);
    }
  }
}

/**
 * Adds (existing null) or updates one record inside `trx`: scope of the new values, the
 * entity's beforeWrite hook (scope checked again if it changed a scope column), the row, its
 * links, afterWrite. Answers the id.
 */
export async function writeRecord(
  b: Bound,
  trx: Tx,
  session: Session,
  action: StandardAction,
  input: Row,
  existing: Row | null,
  opts: { scopeChecked?: boolean; request?: RequestFacts } = {},
): Promise<number> {
  const hooks = b.binding.hooks;
  // A "my" resource's record is the caller's: its owner set on Add whatever the input says (an
  // update cannot reach another's record, nor change the owner: it is not a writable field).
  if (!existing && b.ownName) input = { ...input, [b.ownName]: session.sysUserId };
  const ctx: WriteHookContext = { trx, session, action, request: opts.request, mode: existing ? 'update' : 'add', existing };
  // Before the hook (it must not work on records outside the scope), and again on the final
  // values when the hook changed or supplied a scope value, or one is still missing.
  if (!opts.scopeChecked) await assertWriteScope(b, trx, session, input, existing, true);
  // Multi-value fields as stored (each value once, in order), checked against their groups.
  const prepared = prepareMultiValues(b, input, existing);
  checkRelations(b, prepared, existing);
  const values = (await hooks?.beforeWrite?.(prepared, ctx)) ?? prepared;
  const missing = !existing && Object.values(b.scopeNames).some((n) => n !== b.def.id && input[n] == null);
  if (missing || scopeValues(b, values) !== scopeValues(b, input)) await assertWriteScope(b, trx, session, values, existing);
  const { cols, links } = assignments(b, values);
  const table = sql.table(b.binding.table);
  let id: number;
  if (!existing) {
    if (b.audit) cols.push({ column: 'createBy', value: session.sysUserId }, { column: 'updateBy', value: session.sysUserId });
    const names = sql.join(cols.map((c) => sql.ref(c.column)));
    const vals = sql.join(cols.map((c) => sql`${c.value}`));
    const res = await (cols.length
      ? sql<Record<string, number>>`INSERT INTO ${table} (${names}) VALUES (${vals}) RETURNING ${sql.ref(b.idColumn)}`
      : sql<Record<string, number>>`INSERT INTO ${table} DEFAULT VALUES RETURNING ${sql.ref(b.idColumn)}`
    ).execute(trx);
    id = Number(res.rows[0]?.[b.idColumn]);
  } else {
    id = Number(existing[b.def.id]);
    if (b.audit) cols.push({ column: 'updateTime', value: sql`now()` }, { column: 'updateBy', value: session.sysUserId });
    if (cols.length) {
      const set = sql.join(cols.map((c) => sql`${sql.ref(c.column)} = ${c.value}`));
      await sql`UPDATE ${table} SET ${set} WHERE ${sql.ref(b.idColumn)} = ${id}`.execute(trx);
    }
  }
  await writeLinks(trx, id, links);
  await hooks?.afterWrite?.(id, values, ctx);
  return id;
}

/** Update: the record must be in scope (else 100004, as if missing), then written. */
export async function updateRecord(b: Bound, trx: Tx, session: Session, input: Row, request?: RequestFacts): Promise<void> {
  const id = Number(input[b.def.id]);
  const [row] = await lockInScope(b, trx, session, [id]);
  if (!row) throw notFound('resource.recordNotFound', { entity: entityName(b.def.name) });
  const { [b.def.id]: _, ...values } = input;
  await writeRecord(b, trx, session, 'Update', values, fullRow(b, row), { request });
}

/** Delete: every id in scope or nothing is deleted (100004); the entity's beforeDelete may refuse (100005). */
export async function deleteRecords(b: Bound, trx: Tx, session: Session, ids: number[], request?: RequestFacts): Promise<number> {
  const unique = [...new Set(ids)];
  const rows = await lockInScope(b, trx, session, unique);
  if (rows.length !== unique.length) {
    const entity = entityName(b.def.name);
    throw unique.length === 1
      ? notFound('resource.recordNotFound', { entity })
      : notFound('resource.someNotFound', { entity, count: unique.length - rows.length });
  }
  await b.binding.hooks?.beforeDelete?.(
    rows.map((r) => fullRow(b, r)),
    { trx, session, action: 'Delete', request },
  );
  for (const f of b.fields) {
    const l = f.link;
    if (l) await sql`DELETE FROM ${sql.table(l.table)} WHERE ${sql.ref(l.owner)} = ANY(${unique}::bigint[])`.execute(trx);
  }
  const res = await sql`DELETE FROM ${sql.table(b.binding.table)} WHERE ${sql.ref(b.idColumn)} = ANY(${unique}::bigint[])`.execute(trx);
  return Number(res.numAffectedRows ?? rows.length);
}

/** `Field: message` of an ApiError split for the import report. */
export function splitMessage(e: unknown, lang: Language = 'en'): { Field: string; Message: string } {
  if (e instanceof ApiError && e.key) return { Field: e.field ?? '', Message: renderMessage(lang, e.key, e.params) };
  const message = e instanceof ApiError ? e.message : e instanceof Error ? e.message : String(e);
  const m = /^([A-Z][A-Za-z0-9]*): (.+)$/s.exec(message);
  return m ? { Field: m[1] ?? '', Message: m[2] ?? message } : { Field: '', Message: message };
}
