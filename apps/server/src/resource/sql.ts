import { IDENTITY_TYPE, isSmartCentreMenu, isWritable, type ResourceDef, ROLE_TYPE } from '@kc/contract';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { and, alias as as_, FALSE, type Frag, fromRaw, ident, join, q, raw, TRUE, toRaw } from '../db/frag.ts';
import type { Session } from '../http/context.ts';
import { invalid } from '../lib/errors.ts';
import { isPlatform, schoolScopeFrag, smartCentreScopeFrag } from '../lib/scope.ts';
import type { Bound, BoundField, ResourceBinding } from './types.ts';

// Pure SQL pieces of the engine, as fragments (db/frag.ts): no database access, so they are
// unit-tested by compiling them. Identifiers never come from input: columns are the binding's,
// and sort / filter names are looked up in the definition; values always travel as parameters.
// What depends only on the binding (select list, field expressions, sort orders) is built once
// per alias or sort and kept on the bound resource.

export { and };

/** The record's alias in every engine query. */
export const T = 't';

export const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * Resolves a definition against its binding once; throws on a binding that cannot work. From
 * here on the engine reads every binding by its names (Row): a hook typed with D's records gets
 * the rows the engine reads and answers for D (RecordOf, WriteValues).
 */
export function bind<D extends ResourceDef, X extends object>(def: D, typed: ResourceBinding<D, X>): Bound {
  const binding = typed as ResourceBinding;
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
  // The value written to a scope column must be known to check it: a field, a derived column or the id.
  const nameOf = (column: string) =>
    fields.find((f) => f.column === column)?.name ??
    Object.entries(binding.columns ?? {}).find(([n, c]) => c === column && !def.fields[n])?.[0] ??
    (column === idColumn ? def.id : undefined);
  const need = (what: 'school' | 'class' | 'agent' | 'director') => {
    const column = scope[what];
    if (!column) throw new Error(`${def.name}: scope '${def.scope}' needs binding.scope.${what}`);
    const name = nameOf(column);
    if (!name) throw new Error(`${def.name}: scope column ${column} is neither a field nor a derived column (binding.columns)`);
    scopeNames[what] = name;
  };
  if (def.scope === 'school' || def.scope === 'class') need('school');
  if (def.scope === 'class') need('class');
  if (def.scope === 'agent') need('agent');
  if (def.scope === 'sales') need('director');
  const ownName = binding.own ? nameOf(binding.own) : undefined;
  if (binding.own && (!ownName || ownName === def.id))
    throw new Error(`${def.name}: own column ${binding.own} is neither a field nor a derived column (binding.columns)`);
  // The owner is the caller's by the engine alone: no input may write it.
  const ownField = ownName ? def.fields[ownName] : undefined;
  if (ownField && (isWritable(ownField, 'add') || isWritable(ownField, 'update')))
    throw new Error(`${def.name}.${ownName}: the own field cannot be writable`);
  const named = fields.find((f) => f.name === binding.nameGrams);
  if (binding.nameGrams && (!named?.column || named.def.filter !== 'like'))
    throw new Error(`${def.name}.${binding.nameGrams}: nameGrams names a 'like' field kept in a column`);
  // The gram rows carry the school as school_id (migration 0016): a school scope reads it there.
  if (binding.nameGrams && scope.school && scope.school !== 'schoolId')
    throw new Error(`${def.name}: nameGrams needs the school scope column schoolId`);
  return {
    def,
    binding,
    idColumn,
    fields,
    byName: new Map(fields.map((f) => [f.name, f])),
    scopeNames,
    ownName,
    audit: binding.audit ?? true,
    memo: new Map(),
  };
}

const ref = (alias: string, column: string): Frag => ident(`${alias}.${column}`);
export const idRef = (b: Bound, alias = T): Frag => ref(alias, b.idColumn);

/** Built once per key and kept (the key names everything the fragment depends on). */
function memo(b: Bound, key: string, make: () => Frag): Frag {
  let f = b.memo.get(key);
  if (!f) {
    f = make();
    b.memo.set(key, f);
  }
  return f;
}

/** The SQL value of one field of the record (column, computed expression or the link's id array). */
export function fieldExpr(b: Bound, f: BoundField, alias = T): Frag {
  return memo(b, `e:${alias}:${f.name}`, () => {
    if (f.column) return ref(alias, f.column);
    // A binding's computed field is a Kysely builder: compiled once per alias.
    if (f.computed) return fromRaw(f.computed(alias));
    if (f.parts) return q`ARRAY[${join(f.parts.map((c) => ref(alias, c)))}]::text[]`;
    const l = f.link;
    if (!l) throw new Error(`${b.def.name}.${f.name}: no column`);
    return q`ARRAY(SELECT ${ident(`l.${l.value}`)} FROM ${ident(l.table)} AS l WHERE ${ident(`l.${l.owner}`)} = ${idRef(b, alias)} ORDER BY 1)`;
  });
}

/**
 * The select list: id, every field (write-only ones too: hooks see them; the presenter drops
 * them), audit times; each under the key the engine reads it by (types.ts BoundField.key).
 */
export function selectList(b: Bound, alias = T): Frag {
  return memo(b, `s:${alias}`, () => {
    const parts: Frag[] = [q`${idRef(b, alias)} AS ${as_(b.idColumn)}`];
    // Presented fields: answered by hooks.present, not read here.
    for (const f of b.fields) if (!b.binding.presented?.includes(f.name)) parts.push(q`${fieldExpr(b, f, alias)} AS ${as_(f.key)}`);
    // Audit times, unless a field (a CreateTime column in the list) already reads them.
    if (b.audit)
      for (const c of ['createTime', 'updateTime']) if (!b.fields.some((f) => f.column === c)) parts.push(q`${ref(alias, c)} AS ${as_(c)}`);
    return join(parts);
  });
}

/** Escapes LIKE wildcards so a search for `50%_off` matches those characters literally. */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `expr ILIKE '%text%'`, the text's wildcards escaped. */
export const ilike = (expr: Frag, text: string): Frag => q`${expr} ILIKE ${`%${escapeLike(text)}%`} ESCAPE '\\'`;

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/** Whether the input sets the field's filter (a range by either end). */
const filtered = (f: BoundField, input: Record<string, unknown>): boolean =>
  f.def.filter === 'range' ? present(input[`${f.name}_from`]) || present(input[`${f.name}_to`]) : present(input[f.name]);

/** A name search of one gram (one or two characters): holding the gram is matching. */
const isOneGram = (text: string): boolean => [...text].length <= 2;

/**
 * The one gram of such a search: search_grams' only element, spelled with built-ins. A call of
 * that SQL function is folded away only where the plan is made for the value; a plan prepared
 * for any value (a generic plan) calls it on every run, 0.1 ms.
 */
const oneGram = (text: string): Frag => q`substr(lower(${text}), 1, 2)`;

/** Conditions of the definition's filters (eq, like, range as Field_from / Field_to) from validated input. */
export function filterConditions(b: Bound, input: Record<string, unknown>, alias = T): Frag[] {
  const out: Frag[] = [];
  for (const f of b.fields) {
    const kind = f.def.filter;
    if (!kind || !filtered(f, input)) continue;
    if (kind === 'range') {
      const from = input[`${f.name}_from`];
      const to = input[`${f.name}_to`];
      if (present(from)) out.push(q`${fieldExpr(b, f, alias)} >= ${from}`);
      if (present(to)) out.push(q`${fieldExpr(b, f, alias)} <= ${to}`);
      continue;
    }
    const v = input[f.name];
    if (f.parts) {
      // A place kept one level per column: the records at it or within it (each column has its index).
      const atOrWithin = f.parts.map((c) => q`${ref(alias, c)} = ${String(v)}`);
      out.push(q`(${join(atOrWithin, ' OR ')})`);
    } else if (f.link) {
      const l = f.link;
      out.push(
        q`EXISTS (SELECT 1 FROM ${ident(l.table)} AS l WHERE ${ident(`l.${l.owner}`)} = ${idRef(b, alias)} AND ${ident(`l.${l.value}`)} = ${v})`,
      );
    } else if (f.def.kind === 'enums') {
      // Records holding the option (`@>` lets a GIN index on the column answer).
      out.push(q`${fieldExpr(b, f, alias)} @> ARRAY[${String(v)}]::text[]`);
    } else if (f.def.kind === 'areas') {
      // Records whose areas cover the one asked for or lie within it.
      out.push(
        q`EXISTS (SELECT 1 FROM unnest(${fieldExpr(b, f, alias)}) AS a(code) WHERE starts_with(a.code, ${String(v)}) OR starts_with(${String(v)}, a.code))`,
      );
    } else if (kind === 'like') {
      const textual = f.def.kind === 'string' || f.def.kind === 'text';
      const expr = textual ? fieldExpr(b, f, alias) : q`(${fieldExpr(b, f, alias)})::text`;
      const text = String(v);
      if (b.binding.nameGrams === f.name) {
        const grams = ref(alias, `${f.column}Grams`);
        // A search of one gram needs no ILIKE, which the planner would count as a second,
        // independent filter: it would expect a twentieth of the rows (and sort two thousand
        // matches where an index walk stops at 20).
        if (isOneGram(text)) {
          out.push(q`${grams} @> ARRAY[${oneGram(text)}]`);
          continue;
        }
        // Every match holds the search's pairs: the grams' index finds them, ILIKE keeps the matches.
        out.push(q`${grams} @> search_grams(${text})`);
      }
      out.push(ilike(expr, text));
    } else out.push(q`${fieldExpr(b, f, alias)} = ${v}`);
  }
  return out;
}

/** The gram rows' alias in nameGramIds. */
export const G = 'g';

/**
 * The ids of a list searched by a one-gram name alone, from the name's gram rows
 * (`<table>_gram`, migration 0016) with the record's school scope on their school_id, as
 * `SELECT g.id FROM … AS g WHERE …`. Its btree indexes answer without visiting the table: the
 * list's total (through the GIN index, counting visits every matching row's page) and, in id
 * order, its page. Null when anything else narrows the list (another filter, a hook's filter,
 * a teacher's classes, a scope without the school): the list's own conditions then answer.
 */
export function nameGramIds(b: Bound, session: Session, input: Record<string, unknown>, extra: readonly Frag[]): Frag | null {
  const name = b.binding.nameGrams;
  const text = name ? input[name] : undefined;
  // The gram rows carry no owner: a "my" resource's list is answered by its own conditions.
  if (!name || !present(text) || !isOneGram(String(text)) || extra.length || b.binding.own) return null;
  if (b.fields.some((f) => f.name !== name && f.def.filter && filtered(f, input))) return null;
  const scope =
    b.def.scope === 'platform' || b.def.scope === 'school' || (b.def.scope === 'class' && !isTeacherSession(session))
      ? scopeCondition(b, session, G)
      : null;
  if (!scope) return null;
  return q`SELECT ${ref(G, 'id')} FROM ${ident(`${b.binding.table}Gram`)} AS ${raw(G)}
    WHERE ${ref(G, 'gram')} = ${oneGram(String(text))} AND ${scope}`;
}

/** 'ASC' or 'DESC' when a sort (or the definition's default) is by the id alone, else null. */
export function idSortDirection(b: Bound, sort: string | undefined): 'ASC' | 'DESC' | null {
  const s = sort || b.def.sort || b.def.id;
  if (s === b.def.id) return 'ASC';
  return s === `-${b.def.id}` ? 'DESC' : null;
}

/** ORDER BY of a `Field` / `-Field` sort: only sortable fields or the id (anything else is refused), the id breaking ties. */
export function orderBy(b: Bound, sort: string | undefined, alias = T): Frag {
  const s = sort || b.def.sort || b.def.id;
  const cached = b.memo.get(`o:${alias}:${s}`);
  if (cached) return cached;
  const desc = s.startsWith('-');
  const name = desc ? s.slice(1) : s;
  const dir = desc ? 'DESC' : 'ASC';
  if (name === b.def.id) return memo(b, `o:${alias}:${s}`, () => q`${idRef(b, alias)} ${raw(dir)}`);
  const f = b.byName.get(name);
  // Refused sorts are never kept: input cannot grow the memo.
  if (!f?.def.sort || f.link) throw invalid('resource.notSortable', { name }, 'sort');
  // Empty values last either way (PostgreSQL puts NULLs first when descending): the newest sign-in first, never-signed-in last.
  return memo(
    b,
    `o:${alias}:${s}`,
    () => q`${fieldExpr(b, f, alias)} ${raw(desc ? 'DESC NULLS LAST' : 'ASC')}, ${idRef(b, alias)} ${raw(dir)}`,
  );
}

/** Teachers (role type 210) see, of class-level data, only their classes. */
export const isTeacherSession = (s: Session): boolean => s.roleType === ROLE_TYPE.Teacher;

/** The classes of a teacher session, as a subquery of class ids (none for a session without a teacher identity). */
export function teacherClasses(session: Session): Frag {
  if (session.identityType !== IDENTITY_TYPE.School || session.identityId == null)
    return raw('SELECT NULL::bigint AS class_id WHERE false');
  return q`SELECT ct.class_id FROM class_teacher ct WHERE ct.teacher_id = ${session.identityId}`;
}

/** teacherClasses for Kysely queries of modules. */
export const teacherClassesSql = (session: Session): RawBuilder<unknown> => toRaw(teacherClasses(session));

/** `a AND b AND …` of Kysely conditions (true when empty). */
export const andSql = (conds: readonly RawBuilder<SqlBool>[]): RawBuilder<SqlBool> =>
  conds.length ? sql<SqlBool>`(${sql.join(conds, sql` AND `)})` : sql<SqlBool>`true`;

/** The schools of a resource's records a session sees: its school scope; of a smart-centre entity, only schools with the smart centre. */
export function resourceSchoolScope(b: Bound, column: string, session: Session): Frag {
  const scope = schoolScopeFrag(column, session);
  return isSmartCentreMenu(b.def.menu) ? q`(${scope} AND ${smartCentreScopeFrag(column, session)})` : scope;
}

/**
 * THE data scope of a resource as one SQL condition on the record alias (ARCHITECTURE.md §4):
 * every engine query and write goes through it.
 * - platform: no row scope (the grant decides);
 * - school: the session's schools (lib/scope.ts schoolScopeFrag; of smart-centre data, only schools with it);
 * - class: the school scope, and for a teacher session only the rows of the teacher's classes;
 * - agent: the platform sees all, an agent its own rows, anyone else none;
 * - sales: the platform sees all, a sales account (IdentityType 4) its own record and those
 *   whose regional director it is, anyone else none;
 * and, of a "my" resource (binding.own), only the caller's own records, whatever the scope.
 */
export function scopeCondition(b: Bound, session: Session, alias = T): Frag {
  const rows = rowScope(b, session, alias);
  const own = b.binding.own;
  return own ? q`(${rows} AND ${ref(alias, own)} = ${session.sysUserId})` : rows;
}

/** scopeCondition without the owner of a "my" resource. */
function rowScope(b: Bound, session: Session, alias: string): Frag {
  const cols = b.binding.scope ?? {};
  switch (b.def.scope) {
    case 'platform':
      return TRUE;
    case 'school':
      return resourceSchoolScope(b, `${alias}.${cols.school}`, session);
    case 'class': {
      const school = resourceSchoolScope(b, `${alias}.${cols.school}`, session);
      if (!isTeacherSession(session)) return school;
      return q`(${school} AND ${ref(alias, cols.class as string)} IN (${teacherClasses(session)}))`;
    }
    case 'agent':
      if (isPlatform(session)) return TRUE;
      if (session.identityType !== IDENTITY_TYPE.Agent || session.identityId == null) return FALSE;
      return q`${ref(alias, cols.agent as string)} = ${session.identityId}`;
    case 'sales':
      if (isPlatform(session)) return TRUE;
      if (session.identityType !== IDENTITY_TYPE.Sales || session.identityId == null) return FALSE;
      return q`(${idRef(b, alias)} = ${session.identityId} OR ${ref(alias, cols.director as string)} = ${session.identityId})`;
  }
}
