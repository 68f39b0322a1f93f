import { type Language, lowerLabel, renderMessage } from '@kc/contract';
import { fetchRows, ident, q, runnerOf } from '../db/frag.ts';
import type { Db } from '../db/index.ts';
import type { Session } from '../http/context.ts';
import { boundOf } from './registry.ts';
import { fieldExpr, idRef, scopeCondition } from './sql.ts';
import type { BoundField, Row } from './types.ts';

export interface RefProblem {
  row: number;
  field: string;
  message: string;
}

const key = (s: string) => s.trim().toLowerCase();

/**
 * Cells of 'ref' columns as a person types them: the referenced record's display name (a
 * school's, a class's), matched within the caller's scope, becomes its id; an id of a record in
 * scope stays (an exported file imports back). One query per column for the whole file. A name
 * held by several records in scope is narrowed by the row's school when the record has one.
 */
export async function resolveRefNames(
  db: Db,
  session: Session,
  rows: readonly { row: number; values: Row }[],
  columns: readonly BoundField[],
  lang: Language = 'en',
): Promise<RefProblem[]> {
  const problems: RefProblem[] = [];
  for (const f of columns) {
    const target = f.def.kind === 'ref' && f.def.ref ? boundOf(f.def.ref) : undefined;
    const display = target?.byName.get(target.def.display);
    if (!target || !display) continue;
    const typed = rows.map((r) => r.values[f.name]).filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
    if (typed.length === 0) continue;
    const names = [...new Set(typed.map((v) => key(String(v))))];
    const ids = [...new Set(typed.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0))];
    const school = target.byName.get('SchoolId');
    const found = await fetchRows<{ id: number; name: string; school: number | null }>(
      runnerOf(db),
      q`SELECT ${idRef(target)} AS id, (${fieldExpr(target, display)})::text AS name,
          ${school ? fieldExpr(target, school) : q`NULL`} AS school
        FROM ${ident(target.binding.table)} AS t
        WHERE ${scopeCondition(target, session)}
          AND (lower(trim((${fieldExpr(target, display)})::text)) = ANY(${names}::text[]) OR ${idRef(target)} = ANY(${ids}::bigint[]))`,
    );
    for (const r of rows) {
      const v = r.values[f.name];
      if (v === undefined || v === null) continue;
      const text = key(String(v));
      const byId = found.find((x) => String(x.id) === text);
      let named = found.filter((x) => key(x.name) === text);
      if (named.length > 1 && school && r.values.SchoolId != null)
        named = named.filter((x) => String(x.school) === String(r.values.SchoolId));
      const match = named.length === 1 ? named[0] : named.length === 0 ? byId : undefined;
      if (match) r.values[f.name] = Number(match.id);
      else
        problems.push({
          row: r.row,
          field: f.name,
          message:
            named.length > 1
              ? renderMessage(lang, 'import.ambiguousName', { name: String(v) })
              : /^\d+$/.test(text)
                ? // an id outside the scope answers as a missing one
                  renderMessage(lang, 'resource.doesNotExist', { entity: lowerLabel(f.def.label), id: text })
                : renderMessage(lang, 'import.noSuchName', { entity: lowerLabel(f.def.label), name: String(v) }),
        });
    }
  }
  return problems;
}
