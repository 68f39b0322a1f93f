import { IDENTITY_TYPE, isSmartCentreMenu, type ResourceDef, ROLE_TYPE } from '@kc/contract';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Session } from '../http/context.ts';
import { invalid } from '../lib/errors.ts';
import { isPlatform, schoolScopeSql, smartCentreScopeSql } from '../lib/scope.ts';
import type { Bound, BoundField, ResourceBinding } from './types.ts';

// Pure SQL pieces of the engine: no database access, so they are unit-tested by compiling them.
// Identifiers never come from input: columns are the binding's, and sort / filter names are
// looked up in the definition; values always travel as parameters.

/** The record's alias in every engine query. */
export const T = 't';

export const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

/** Resolves a definition against its binding once; throws on a binding that cannot work. */
export function bind(def: ResourceDef, binding: ResourceBinding): Bound {
  const idColumn = binding.idColumn ?? lowerFirst(def.id);
  const fields: BoundField[] = [];
  let c = 0;
  for (const [name, f] of Object.entries(def.fields)) {
    const link = binding.links?.[name];
    const computed = binding.computed?.[name];
    if (f.kind === 'refs' && !link && !computed) throw new Error(`${def.name}.${name}: a 'refs' field needs a link table in the binding`);
    const parts = binding.parts?.[name];
    if (f.kind === 'area' && parts?.length !== (f.levels ?? 3))
      throw new Error(`${def.name}.${name}: an 'area' field needs one column per level in binding.parts`);
    if (parts) fields.push({ name, def: f, parts, key: `a${c++}` });
    else if (link) fields.push({ name, def: f, link, key: `l${c++}` });
    else if (computed) fields.push({ name, def: f, computed, key: `c${c++}` });
    else if (binding.presented?.includes(name)) {
      if (f.filter || f.sort || !f.readOnly)
        throw new Error(`${def.name}.${name}: a presented field is read-only and cannot filter or sort`);
      fields.push({ name, def: f, key: `p${c++}` });
    } else {
      const column = binding.columns?.[name] ?? lowerFirst(name);
      fields.push({ name, def: f, column, key: column });
    }
  }
  const scope = binding.scope ?? {};
  const scopeNames: Bound['scopeNames'] = {};
  const need = (what: 'school' | 'class' | 'agent') => {
    const column = scope[what];
    if (!column) throw new Error(`${def.name}: scope '${def.scope}' needs binding.scope.${what}`);
    // The value written to a scope column must be known to check it: a field, a derived column or the id.
    const name =
      fields.find((f) => f.column === column)?.name ??
      Object.entries(binding.columns ?? {}).find(([n, c]) => c === column && !def.fields[n])?.[0] ??
      (column === idColumn ? def.id : undefined);
    if (!name) throw new Error(`${def.name}: scope column ${column} is neither a field nor a derived column (binding.columns)`);
    scopeNames[what] = name;
  };
  if (def.scope === 'school' || def.scope === 'class') need('school');
  if (def.scope === 'class') need('class');
  if (def.scope === 'agent') need('agent');
  return { def, binding, idColumn, fields, byName: new Map(fields.map((f) => [f.name, f])), scopeNames, audit: binding.audit ?? true };
}

const ref = (alias: string, column: string) => sql.ref(`${alias}.${column}`);
export const idRef = (b: Bound, alias = T) => ref(alias, b.idColumn);

/** The SQL value of one field of the record (column, computed expression or the link's id array). */
export function fieldExpr(b: Bound, f: BoundField, alias = T): RawBuilder<unknown> {
  if (f.column) return sql`${ref(alias, f.column)}`;
  if (f.computed) return f.computed(alias);
  if (f.parts) return sql`ARRAY[${sql.join(f.parts.map((c) => ref(alias, c)))}]::text[]`;
  const l = f.link;
  if (!l) throw new Error(`${b.def.name}.${f.name}: no column`);
  return sql`ARRAY(SELECT ${sql.ref(`l.${l.value}`)} FROM ${sql.table(l.table)} AS l WHERE ${sql.ref(`l.${l.owner}`)} = ${idRef(b, alias)} ORDER BY 1)`;
}

/** The select list: id, every field (write-only ones too: hooks see them; the presenter drops them), audit times. */
export function selectList(b: Bound, alias = T): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`${idRef(b, alias)}`];
  for (const f of b.fields) {
    if (f.column) parts.push(sql`${ref(alias, f.column)}`);
    else if (f.link || f.computed || f.parts) parts.push(sql`${fieldExpr(b, f, alias)} AS ${sql.id(f.key)}`);
    // Presented fields: answered by hooks.present, not read here.
  }
  // Audit times, unless a field (a CreateTime column in the list) already reads them.
  if (b.audit) for (const c of ['createTime', 'updateTime']) if (!b.fields.some((f) => f.column === c)) parts.push(sql`${ref(alias, c)}`);
  return sql.join(parts);
}

/** `a AND b AND …` (true when empty). */
export const and = (conds: readonly RawBuilder<SqlBool>[]): RawBuilder<SqlBool> =>
  conds.length ? sql<SqlBool>`(${sql.join(conds, sql` AND `)})` : sql<SqlBool>`true`;

/** Escapes LIKE wildcards so a search for `50%_off` matches those characters literally. */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/** Conditions of the definition's filters (eq, like, range as Field_from / Field_to) from validated input. */
export function filterConditions(b: Bound, input: Record<string, unknown>, alias = T): RawBuilder<SqlBool>[] {
  const out: RawBuilder<SqlBool>[] = [];
  for (const f of b.fields) {
    const kind = f.def.filter;
    if (!kind) continue;
    if (kind === 'range') {
      const from = input[`${f.name}_from`];
      const to = input[`${f.name}_to`];
      if (present(from)) out.push(sql<SqlBool>`${fieldExpr(b, f, alias)} >= ${from}`);
      if (present(to)) out.push(sql<SqlBool>`${fieldExpr(b, f, alias)} <= ${to}`);
      continue;
    }
    const v = input[f.name];
    if (!present(v)) continue;
    if (f.parts) {
      // A place kept one level per column: the records at it or within it (each column has its index).
      const atOrWithin = f.parts.map((c) => sql`${ref(alias, c)} = ${String(v)}`);
      out.push(sql<SqlBool>`(${sql.join(atOrWithin, sql` OR `)})`);
    } else if (f.link) {
      const l = f.link;
      out.push(
        sql<SqlBool>`EXISTS (SELECT 1 FROM ${sql.table(l.table)} AS l WHERE ${sql.ref(`l.${l.owner}`)} = ${idRef(b, alias)} AND ${sql.ref(`l.${l.value}`)} = ${v})`,
      );
    } else if (f.def.kind === 'enums') {
      // Records holding the option (`@>` lets a GIN index on the column answer).
      out.push(sql<SqlBool>`${fieldExpr(b, f, alias)} @> ARRAY[${String(v)}]::text[]`);
    } else if (f.def.kind === 'areas') {
      // Records whose areas cover the one asked for or lie within it.
      out.push(
        sql<SqlBool>`EXISTS (SELECT 1 FROM unnest(${fieldExpr(b, f, alias)}) AS a(code) WHERE starts_with(a.code, ${String(v)}) OR starts_with(${String(v)}, a.code))`,
      );
    } else if (kind === 'like') {
      const textual = f.def.kind === 'string' || f.def.kind === 'text';
      const expr = textual ? fieldExpr(b, f, alias) : sql`(${fieldExpr(b, f, alias)})::text`;
      out.push(sql<SqlBool>`${expr} ILIKE ${`%${escapeLike(String(v))}%`} ESCAPE '\\'`);
    } else out.push(sql<SqlBool>`${fieldExpr(b, f, alias)} = ${v}`);
  }
  return out;
}

/** ORDER BY of a `Field` / `-Field` sort: only sortable fields or the id (anything else is refused), the id breaking ties. */
export function orderBy(b: Bound, sort: string | undefined, alias = T): RawBuilder<unknown> {
  const s = sort || b.def.sort || b.def.id;
  const desc = s.startsWith('-');
  const name = desc ? s.slice(1) : s;
  const dir = desc ? sql`DESC` : sql`ASC`;
  if (name === b.def.id) return sql`${idRef(b, alias)} ${dir}`;
  const f = b.byName.get(name);
  if (!f?.def.sort || f.link) throw invalid(`sort: ${name} is not sortable`);
  // Empty values last either way (PostgreSQL puts NULLs first when descending): the newest sign-in first, never-signed-in last.
  return sql`${fieldExpr(b, f, alias)} ${dir}${desc ? sql` NULLS LAST` : sql``}, ${idRef(b, alias)} ${dir}`;
}

/** Teachers (role type 210) see, of class-level data, only their classes. */
export const isTeacherSession = (s: Session): boolean => s.roleType === ROLE_TYPE.Teacher;

/** The classes of a teacher session, as a subquery of class ids (none for a session without a teacher identity). */
export function teacherClassesSql(session: Session): RawBuilder<unknown> {
  if (session.identityType !== IDENTITY_TYPE.School || session.identityId == null) return sql`SELECT NULL::bigint WHERE false`;
  return sql`SELECT ct.class_id FROM class_teacher ct WHERE ct.teacher_id = ${session.identityId}`;
}

/** The schools of a resource's records a session sees: its school scope; of a smart-centre entity, only schools with the smart centre. */
export function resourceSchoolScope(b: Bound, column: string, session: Session): RawBuilder<SqlBool> {
  const scope = schoolScopeSql(column, session);
  return isSmartCentreMenu(b.def.menu) ? sql<SqlBool>`(${scope} AND ${smartCentreScopeSql(column, session)})` : scope;
}

/**
 * THE data scope of a resource as one SQL condition on the record alias (ARCHITECTURE.md §4):
 * every engine query and write goes through it.
 * - platform: no row scope (the grant decides);
 * - school: the session's schools (lib/scope.ts schoolScopeSql; of smart-centre data, only schools with it);
 * - class: the school scope, and for a teacher session only the rows of the teacher's classes;
 * - agent: the platform sees all, an agent its own rows, anyone else none.
 */
export function scopeCondition(b: Bound, session: Session, alias = T): RawBuilder<SqlBool> {
  const cols = b.binding.scope ?? {};
  switch (b.def.scope) {
    case 'platform':
      return sql<SqlBool>`true`;
    case 'school':
      return resourceSchoolScope(b, `${alias}.${cols.school}`, session);
    case 'class': {
      const school = resourceSchoolScope(b, `${alias}.${cols.school}`, session);
      if (!isTeacherSession(session)) return school;
      return sql<SqlBool>`(${school} AND ${ref(alias, cols.class as string)} IN (${teacherClassesSql(session)}))`;
    }
    case 'agent':
      if (isPlatform(session)) return sql<SqlBool>`true`;
      if (session.identityType !== IDENTITY_TYPE.Agent || session.identityId == null) return sql<SqlBool>`false`;
      return sql<SqlBool>`${ref(alias, cols.agent as string)} = ${session.identityId}`;
  }
}
