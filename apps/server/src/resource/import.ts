import { type FieldDef, isWritable, type Language, type MessageKey, renderMessage, writeSchema } from '@kc/contract';
import { sql } from 'kysely';
import { fetchRows, q, runnerOf } from '../db/frag.ts';
import type { Db } from '../db/index.ts';
import type { Session } from '../http/context.ts';
import { issueText } from '../http/zod-refusal.ts';
import { ApiError, invalid } from '../lib/errors.ts';
import type { ProgressReporter } from '../lib/progress.ts';
import { notInScope } from '../lib/scope.ts';
import { readFirstSheet, SheetTooLarge, type TemplateColumn } from './excel.ts';
import { resolveRefNames } from './import-refs.ts';
import { type Lang, parseCell } from './present.ts';
import { resourceSchoolScope } from './sql.ts';
import type { Bound, BoundField, Row } from './types.ts';
import { dbError, splitMessage, writeRecord } from './write.ts';

/** Rows one import may hold. */
export const MAX_IMPORT_ROWS = 5000;
export const TOO_MANY_ROWS = `at most ${MAX_IMPORT_ROWS} rows can be imported at once`;

export interface ImportError {
  Row: number;
  Field: string;
  Message: string;
}
export interface ImportReport {
  Total: number;
  Valid: number;
  Errors: ImportError[];
  Written: number;
}

/** Columns of the template and the import: `excel` fields, by default the listed or required ones writable when adding. */
export const importColumns = (b: Bound): BoundField[] =>
  b.fields.filter((f) => isWritable(f.def, 'add') && (f.def.excel ?? Boolean(f.def.list || f.def.required)));

export function templateColumns(b: Bound, lang: Lang): TemplateColumn[] {
  return importColumns(b).map((f) => ({
    header: f.def.label[lang],
    key: f.name,
    required: Boolean(f.def.required),
    choices: f.def.kind === 'enum' ? f.def.options?.map((o) => o.label[lang]) : undefined,
  }));
}

/** The spec's message for an empty required field. */
export function requiredMessage(f: FieldDef): MessageKey {
  if (f.rule === 'name') return 'rule.nameRequired';
  if (f.rule === 'positiveInteger') return 'rule.positiveInteger';
  return 'rule.required';
}

const norm = (v: unknown) =>
  String(v ?? '')
    .replace(/\s*[*＊]\s*$/, '')
    .trim()
    .toLowerCase();

interface ParsedRow {
  row: number;
  values: Row;
}

/**
 * Reads an import file: the first row names the columns (labels in any of the three languages,
 * with or without the required mark, or field names); a second row of field names (the
 * template's hidden row) is used when present. Unknown columns (an export's id, times) are ignored.
 */
export async function readImportFile(b: Bound, file: string, lang: Language = 'en'): Promise<{ rows: ParsedRow[]; errors: ImportError[] }> {
  const cols = importColumns(b);
  const byHeader = new Map<string, BoundField>();
  for (const f of cols) {
    byHeader.set(norm(f.name), f);
    for (const label of Object.values(f.def.label)) if (!byHeader.has(norm(label))) byHeader.set(norm(label), f);
  }
  const keys = new Map(cols.map((f) => [f.name, f]));
  let mapping: Map<number, BoundField> | null = null;
  let headerRow = 1;
  let second = false;
  const rows: ParsedRow[] = [];
  try {
    for await (const { number, cells } of readFirstSheet(file, MAX_IMPORT_ROWS + 2, TOO_MANY_ROWS)) {
      if (!mapping) {
        mapping = new Map();
        headerRow = number;
        const seen = new Set<string>();
        cells.forEach((c, i) => {
          const f = byHeader.get(norm(c));
          if (f && !seen.has(f.name)) {
            seen.add(f.name);
            mapping?.set(i, f);
          }
        });
        second = true;
        continue;
      }
      if (second) {
        second = false;
        const filled = cells.map((c, i) => [i, c] as const).filter(([, c]) => c != null && String(c).trim() !== '');
        if (filled.length && filled.every(([, c]) => keys.has(String(c).trim()))) {
          mapping = new Map(filled.map(([i, c]) => [i, keys.get(String(c).trim()) as BoundField]));
          continue;
        }
      }
      const values: Row = {};
      for (const [i, f] of mapping) {
        const v = parseCell(f.def, cells[i]);
        if (v !== undefined) values[f.name] = v;
      }
      if (Object.keys(values).length) rows.push({ row: number, values });
      if (rows.length > MAX_IMPORT_ROWS) throw new SheetTooLarge(TOO_MANY_ROWS);
    }
  } catch (e) {
    if (e instanceof SheetTooLarge) throw invalid('import.tooManyRows', { max: MAX_IMPORT_ROWS }, 'FilePath');
    throw invalid('import.unreadable', {}, 'FilePath');
  }
  const errors: ImportError[] = [];
  const present = new Set([...(mapping?.values() ?? [])].map((f) => f.name));
  for (const f of cols) {
    if (f.def.required && !present.has(f.name))
      errors.push({ Row: headerRow, Field: f.name, Message: renderMessage(lang, 'import.missingColumn') });
  }
  return { rows, errors };
}

/** Validates each row with the Add schema; answers the valid rows (parsed values) and every row's errors. */
export function validateRows(b: Bound, rows: ParsedRow[], lang: Language = 'en'): { ok: ParsedRow[]; errors: ImportError[] } {
  const schema = writeSchema(b.def, 'add');
  const ok: ParsedRow[] = [];
  const errors: ImportError[] = [];
  for (const r of rows) {
    // A NUL character cannot be stored in text (README "Input contract"): refused like a body's.
    const nul = Object.entries(r.values).find(([, v]) => typeof v === 'string' && v.includes('\u0000'));
    if (nul) {
      errors.push({ Row: r.row, Field: nul[0], Message: renderMessage(lang, 'input.nul') });
      continue;
    }
    const parsed = schema.safeParse(r.values);
    if (parsed.success) {
      ok.push({ row: r.row, values: parsed.data as Row });
      continue;
    }
    const done = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (done.has(field)) continue;
      done.add(field);
      const f = b.byName.get(field);
      const missing = f && (r.values[field] === undefined || r.values[field] === null);
      errors.push({ Row: r.row, Field: field, Message: missing ? renderMessage(lang, requiredMessage(f.def)) : issueText(issue, lang) });
    }
  }
  return { ok, errors };
}

/** The school of each row must be one of the session's (one query for the whole file). */
async function schoolErrors(b: Bound, db: Db, session: Session, rows: ParsedRow[], lang: Language): Promise<ImportError[]> {
  const column = b.binding.scope?.school;
  const f = b.fields.find((x) => x.column === column);
  if (!(b.def.scope === 'school' || b.def.scope === 'class') || !f) return [];
  const ids = [...new Set(rows.map((r) => Number(r.values[f.name])).filter((n) => Number.isFinite(n)))];
  const res = await fetchRows<{ id: number; ok: boolean; found: boolean }>(
    runnerOf(db),
    q`SELECT v.id, ${resourceSchoolScope(b, 'v.id', session)} AS ok, EXISTS (SELECT 1 FROM school s WHERE s.school_id = v.id) AS found
      FROM unnest(${ids}::bigint[]) AS v(id)`,
  );
  const verdict = new Map(res.map((r) => [Number(r.id), r]));
  const errors: ImportError[] = [];
  for (const r of rows) {
    const v = verdict.get(Number(r.values[f.name]));
    // Outside the scope or missing: one answer (lib/scope.ts notInScope).
    if (!v?.ok || !v.found)
      errors.push({
        Row: r.row,
        Field: f.name,
        Message: notInScope(f.name, 'school', r.values[f.name])
          .messageIn(lang)
          .replace(/^[^:：]+[:：]\s*/, ''),
      });
  }
  return errors;
}

class Rollback extends Error {}

/**
 * ImportCheck (commit false) and Import (commit true) run the same steps, so a file that passes
 * the check imports: read, validate every row, check the scope, then write every valid row in
 * ONE transaction (each row under a savepoint, so a duplicate or a hook's refusal is reported
 * against its row and the others still get checked). The transaction commits only on Import
 * with no error at all; otherwise it rolls back and nothing is written.
 */
export async function runImport(
  b: Bound,
  db: Db,
  session: Session,
  file: string,
  commit: boolean,
  lang: Language = 'en',
  progress?: ProgressReporter,
): Promise<ImportReport> {
  await progress?.stage('read', 0);
  const read = await readImportFile(b, file, lang);
  if (read.rows.length === 0 && read.errors.length === 0) throw invalid('import.noRows', {}, 'FilePath');
  const total = read.rows.length;
  const errors = [...read.errors];
  let written = 0;
  if (read.errors.length === 0) {
    const refs = await resolveRefNames(db, session, read.rows, importColumns(b), lang);
    const named = new Set(refs.map((p) => `${p.row}:${p.field}`));
    errors.push(...refs.map((p) => ({ Row: p.row, Field: p.field, Message: p.message })));
    const checked = validateRows(b, read.rows, lang);
    // A name that matched nothing is reported as such, not again as a value of the wrong type.
    errors.push(...checked.errors.filter((e) => !named.has(`${e.Row}:${e.Field}`)));
    const resolved = checked.ok.filter((r) => !refs.some((p) => p.row === r.row));
    const scopeErrors = await schoolErrors(b, db, session, resolved, lang);
    errors.push(...scopeErrors);
    const refused = new Set(scopeErrors.map((e) => e.Row));
    const rows = resolved.filter((r) => !refused.has(r.row));
    // The school is checked above for the whole file; class and agent scopes row by row.
    const scopeChecked = b.def.scope === 'platform' || b.def.scope === 'school';
    try {
      await progress?.stage(commit ? 'write' : 'check', rows.length);
      await db.transaction().execute(async (trx) => {
        for (const [n, r] of rows.entries()) {
          await progress?.done(n);
          await sql`SAVEPOINT import_row`.execute(trx);
          try {
            await writeRecord(b, trx, session, commit ? 'Import' : 'ImportCheck', r.values, null, { scopeChecked });
            await sql`RELEASE SAVEPOINT import_row`.execute(trx);
          } catch (e) {
            await sql`ROLLBACK TO SAVEPOINT import_row`.execute(trx);
            const mapped = dbError(b, e, 'write');
            if (!(mapped instanceof ApiError)) throw e;
            errors.push({ Row: r.row, ...splitMessage(mapped, lang) });
          }
        }
        await progress?.done(rows.length);
        if (!commit || errors.length) throw new Rollback();
      });
      written = rows.length;
    } catch (e) {
      if (!(e instanceof Rollback)) throw e;
    }
  }
  errors.sort((a, b) => a.Row - b.Row);
  const bad = new Set(errors.map((e) => e.Row));
  return { Total: total, Valid: read.errors.length ? 0 : total - bad.size, Errors: errors, Written: written };
}
