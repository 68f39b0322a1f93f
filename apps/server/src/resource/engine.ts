import {
  type Endpoint,
  filterSchema,
  type LocalizedTitle,
  PAGE_SIZE_MAX,
  type ResourceDef,
  type ResourceEndpoints,
  resourceEndpoints,
  type StandardAction,
} from '@kc/contract';
import type { Transaction } from 'kysely';
import { alias, type Frag, fetchRows, fromRaw, ident, q, raw, runnerOf } from '../db/frag.ts';
import type { Db } from '../db/index.ts';
import type { Database } from '../db/schema.ts';
import type { CallContext, Registrar, Session } from '../http/context.ts';
import { writeAudit } from '../lib/audit.ts';
import { notFound } from '../lib/errors.ts';
import { entityName } from '../lib/field-labels.ts';
import { progressReporter } from '../lib/progress.ts';
import { type Cell, writeTemplate, writeXlsx } from './excel.ts';
import { exportFileName, exportSchoolName, newExportFile, uploadedXlsx } from './files.ts';
import { runImport, templateColumns } from './import.ts';
import { cellValue, languageOf, presentRow } from './present.ts';
import { rememberBound } from './registry.ts';
import {
  and,
  bind,
  fieldExpr,
  filterConditions,
  G,
  idRef,
  idSortDirection,
  ilike,
  nameGramIds,
  orderBy,
  scopeCondition,
  selectList,
  T,
} from './sql.ts';
import type { Bound, ResourceBinding, Row } from './types.ts';
import { assertMayWriteResource, dbError, deleteRecords, updateRecord, writeRecord } from './write.ts';

/** Rows per keyset batch of an export. */
export const EXPORT_BATCH = 1000;
/** At most this many entries answer a SelectList (pickers). */
export const SELECT_LIST_MAX = 500;

const ID_LABEL: LocalizedTitle = { zh: '编号', en: 'ID', es: 'ID' };
const CREATE_TIME_LABEL: LocalizedTitle = { zh: '创建时间', en: 'Created', es: 'Creado' };
const TEMPLATE_LABEL: LocalizedTitle = { zh: '导入模板', en: 'import template', es: 'plantilla de importación' };

type Ctx = CallContext<Endpoint>;
type Input = Record<string, unknown>;

/** A hook's filters (those the definition does not have) on the record alias. */
const extraFilters = (b: Bound, session: Session, input: Input): Frag[] =>
  b.binding.hooks?.filters?.where(input, T, session).map(fromRaw) ?? [];

/** The WHERE of a list, count or export: the data scope (always), the definition's filters, the entity's extra filters. */
function listWhere(b: Bound, session: Session, input: Input, extra = extraFilters(b, session, input)): Frag {
  return and([scopeCondition(b, session), ...filterConditions(b, input), ...extra]);
}

const from = (b: Bound) => q`${ident(b.binding.table)} AS t`;

/** Runs a write in one transaction, database refusals answered as 100005 / 100001. */
async function inTransaction<R>(b: Bound, db: Db, op: 'write' | 'delete', fn: (trx: Transaction<Database>) => Promise<R>): Promise<R> {
  try {
    return await db.transaction().execute(fn);
  } catch (e) {
    throw dbError(b, e, op);
  }
}

/** The key of the list's total in each row of pageStatement (no field's key begins with `__`). */
export const TOTAL = '__total';

/**
 * A SelectPage in one statement, one round trip: the list's total beside each row of the page,
 * or, past the last page, one row of nulls beside it. The two parts are planned apart, as two
 * statements would be (the page still stops at its LIMIT); joined ON true, the only plan is a
 * nested loop over the one count row, so the rows keep the page's order. A list searched by a
 * short name alone is counted, and in id order paged, from the name's gram rows (nameGramIds):
 * its page is then the ids' 20 index entries, where the table's own order is walked until 20
 * rows hold the name. The bench's bare routes run this very statement.
 *
 * The page's size is written into the text (an integer of 1 to PAGE_SIZE_MAX, checked), and the
 * first page has no OFFSET: a plan prepared for any value (generic) expects a tenth of the rows
 * under a LIMIT it does not know, costs the page five times too high, and PostgreSQL then plans
 * the statement again on every call (0.2 ms) instead of reusing its generic plan.
 */
export function pageStatement(b: Bound, session: Session, input: Input): Frag {
  const size = Number(input.size);
  if (!Number.isInteger(size) || size < 1 || size > PAGE_SIZE_MAX) throw new Error(`page size ${input.size} out of 1–${PAGE_SIZE_MAX}`);
  const offset = (Number(input.cur_page) - 1) * size;
  const limit = offset ? q`LIMIT ${raw(String(size))} OFFSET ${offset}` : raw(`LIMIT ${size}`);
  const extra = extraFilters(b, session, input);
  const sortInput = input.sort as string | undefined;
  const sort = orderBy(b, sortInput);
  const ids = nameGramIds(b, session, input, extra);
  const idSort = ids && idSortDirection(b, sortInput);
  // The list's own conditions, unless the gram rows answer both the count and the page.
  const where = ids && idSort ? null : listWhere(b, session, input, extra);
  const count = ids ? q`SELECT count(*) AS total FROM (${ids}) g` : q`SELECT count(*) AS total FROM ${from(b)} WHERE ${where}`;
  const rows = idSort
    ? q`SELECT ${selectList(b)} FROM ${from(b)}
      WHERE ${idRef(b)} IN (${ids} ORDER BY ${ident(`${G}.id`)} ${raw(idSort)} ${limit}) ORDER BY ${sort}`
    : q`SELECT ${selectList(b)} FROM ${from(b)} WHERE ${where} ORDER BY ${sort} ${limit}`;
  return q`SELECT p.*, c.total AS ${alias(TOTAL)} FROM (${count}) c LEFT JOIN LATERAL (${rows}) p ON true`;
}

async function selectPage(b: Bound, { db, store, session, input }: Ctx) {
  const rows = await fetchRows<Row>(runnerOf(db), pageStatement(b, session as Session, input as Input));
  const total = Number(rows[0]?.[TOTAL] ?? 0);
  const list = rows.filter((r) => r[b.idColumn] != null).map((r) => presentRow(b, r, true));
  await b.binding.hooks?.present?.(list, { db, store, session: session as Session, action: 'SelectPage' });
  return { list, total };
}

async function getDetail(b: Bound, { db, store, session, input }: Ctx) {
  const id = Number((input as Input)[b.def.id]);
  const [row] = await fetchRows<Row>(
    runnerOf(db),
    q`SELECT ${selectList(b)} FROM ${from(b)} WHERE ${idRef(b)} = ${id} AND ${scopeCondition(b, session as Session)}`,
  );
  if (!row) throw notFound('resource.recordNotFound', { entity: entityName(b.def.name) });
  const answer = presentRow(b, row, false);
  await b.binding.hooks?.present?.([answer], { db, store, session: session as Session, action: 'GetDetail' });
  return answer;
}

async function selectOptions(b: Bound, { db, session, input }: Ctx) {
  const display = b.byName.get(b.def.display);
  if (!display) throw new Error(`${b.def.name}: display field ${b.def.display} is not a field`);
  const conds = [scopeCondition(b, session as Session)];
  // Pickers offer active records only (State 0), when the entity has a state.
  const state = b.byName.get('State');
  if (state?.column) conds.push(q`${fieldExpr(b, state)} = 0`);
  const keyword = (input as Input).Keyword;
  if (typeof keyword === 'string' && keyword) conds.push(ilike(q`(${fieldExpr(b, display)})::text`, keyword));
  const options = await fetchRows<{ value: number; label: unknown }>(
    runnerOf(db),
    q`SELECT ${idRef(b)} AS value, ${fieldExpr(b, display)} AS label FROM ${from(b)} WHERE ${and(conds)} ORDER BY 2, 1 LIMIT ${SELECT_LIST_MAX}`,
  );
  return options.map((r) => ({ Value: Number(r.value), Label: String(r.label ?? '') }));
}

async function exportXlsx(b: Bound, ctx: Ctx) {
  const { db, store, session, input, config, acceptLanguage } = ctx;
  const s = session as Session;
  const lang = languageOf(acceptLanguage);
  const i = input as Input;
  const fields = b.fields.filter((f) => f.def.list && !f.def.writeOnly);
  // The audit CreateTime is a column of its own unless the definition lists it as a field.
  const createTime = b.audit && !b.byName.has('CreateTime');
  const columns = [ID_LABEL, ...fields.map((f) => f.def.label), ...(createTime ? [CREATE_TIME_LABEL] : [])].map((l) => ({
    header: l[lang],
  }));
  const where = listWhere(b, s, i);
  const school = await exportSchoolName(db, s, i.SchoolId);
  const file = newExportFile(config, db, s, exportFileName(school ? [b.def.title[lang], school] : [b.def.title[lang]]));
  const progress = progressReporter(store, s, i.ProgressKey as string | undefined);
  let rows: number;
  try {
    // One snapshot for every batch: the file is what the data was at one moment.
    rows = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        if (i.ProgressKey) {
          const [count] = await fetchRows<{ n: string }>(trx, q`SELECT count(*) AS n FROM ${from(b)} WHERE ${where}`);
          await progress.stage('export', Number(count?.n ?? 0));
        }
        let written = 0;
        async function* batches(): AsyncGenerator<Cell[]> {
          let last = 0;
          for (;;) {
            const batch = await fetchRows<Row>(
              trx,
              q`SELECT ${selectList(b)} FROM ${from(b)} WHERE ${where} AND ${idRef(b)} > ${last} ORDER BY ${idRef(b)} LIMIT ${EXPORT_BATCH}`,
            );
            const presented = batch.map((r) => presentRow(b, r, true));
            // The hook reads in the export's snapshot, on its connection: a second connection taken
            // from the pool while this one is held would deadlock once every connection is an export's.
            await b.binding.hooks?.present?.(presented, { db: trx, store, session: s, action: 'Export' });
            for (const row of presented) {
              yield [
                Number(row[b.def.id]),
                ...fields.map((f) => cellValue(f.def, row[f.name], lang)),
                // The engine's rows are any definition's (Row): the audit time comes as an ISO text or nothing.
                ...(createTime ? [String(row.CreateTime ?? '')] : []),
              ];
            }
            written += batch.length;
            await progress.done(written);
            if (batch.length < EXPORT_BATCH) return;
            last = Number(batch[batch.length - 1]?.[b.idColumn]);
          }
        }
        return writeXlsx(file.tmp, b.def.title[lang], columns, batches());
      });
    await file.publish();
  } catch (e) {
    await file.discard();
    throw e;
  }
  const { cur_page: _p, size: _s, ProgressKey: _k, ...filters } = i;
  await writeAudit(db, {
    event: 'export',
    sysUserId: s.sysUserId,
    username: s.username,
    ip: ctx.ip,
    serial: ctx.serial,
    detail: { resource: b.def.name, rows, filters },
  });
  return { FilePath: file.url, Rows: rows };
}

async function importTemplate(b: Bound, { config, db, session, acceptLanguage }: Ctx) {
  assertMayWriteResource(b, session as Session, 'Add');
  const lang = languageOf(acceptLanguage);
  const file = newExportFile(config, db, session as Session, exportFileName([b.def.title[lang], TEMPLATE_LABEL[lang]]));
  try {
    await writeTemplate(file.tmp, b.def.title[lang], templateColumns(b, lang));
    await file.publish();
  } catch (e) {
    await file.discard();
    throw e;
  }
  return { FilePath: file.url };
}

async function importFile(b: Bound, ctx: Ctx, commit: boolean) {
  const s = ctx.session as Session;
  assertMayWriteResource(b, s, 'Add');
  const path = await uploadedXlsx(ctx.db, ctx.config, String((ctx.input as Input).FilePath), s.sysUserId);
  const input = ctx.input as Input;
  const progress = progressReporter(ctx.store, s, input.ProgressKey as string | undefined);
  const report = await runImport(b, ctx.db, s, path, commit, languageOf(ctx.acceptLanguage), progress);
  if (commit && report.Written > 0) {
    await writeAudit(ctx.db, {
      event: 'import',
      sysUserId: s.sysUserId,
      username: s.username,
      ip: ctx.ip,
      serial: ctx.serial,
      detail: { resource: b.def.name, rows: report.Written },
    });
  }
  return report;
}

/**
 * Registers the standard actions a definition offers (def.actions), derived from it and its
 * binding: validated input (the contract's zod), the grant (checked by the call pipeline from
 * the endpoint's `grant`), the data scope (sql.ts scopeCondition, in every query and write),
 * audit fields, the entity's hooks. Answers the bound resource (tests and benches use it).
 */
export function registerResource<D extends ResourceDef, X extends object>(r: Registrar, typed: D, binding: ResourceBinding<D, X>): Bound {
  const b = bind(typed, binding);
  rememberBound(b);
  const def = b.def;
  const eps: ResourceEndpoints = resourceEndpoints(def);
  const extra = binding.hooks?.filters;
  if (extra) {
    const input = filterSchema(def).extend(extra.shape);
    eps.SelectPage = { ...eps.SelectPage, input };
    eps.Export = { ...eps.Export, input };
  }
  const handlers: Record<StandardAction, (ctx: Ctx) => Promise<unknown>> = {
    SelectPage: (ctx) => selectPage(b, ctx),
    SelectList: (ctx) => selectOptions(b, ctx),
    GetDetail: (ctx) => getDetail(b, ctx),
    // Writes: first what the role may never do (whatever the ids), then the records in scope (a
    // record outside it is as missing: 100004), then the entity's hooks on records it may see.
    Add: async ({ db, session, input, ip, serial }) => {
      assertMayWriteResource(b, session as Session, 'Add');
      return inTransaction(b, db, 'write', async (trx) => {
        const request = { ip, serial };
        const id = await writeRecord(b, trx, session as Session, 'Add', input as Row, null, { request });
        // What the definition's addAnswer names (a device's secret), made once in the same transaction.
        const more = await binding.hooks?.answerAdd?.(id, { trx, session: session as Session, action: 'Add', request });
        return { [def.id]: id, ...more };
      });
    },
    Update: async ({ db, session, input, ip, serial }) => {
      assertMayWriteResource(b, session as Session, 'Update');
      await inTransaction(b, db, 'write', (trx) => updateRecord(b, trx, session as Session, input as Row, { ip, serial }));
      return null;
    },
    Delete: async ({ db, session, input, ip, serial }) => {
      assertMayWriteResource(b, session as Session, 'Delete');
      const i = input as Input;
      const ids = Array.isArray(i.Ids) ? i.Ids.map(Number) : [Number(i[def.id])];
      const deleted = await inTransaction(b, db, 'delete', (trx) => deleteRecords(b, trx, session as Session, ids, { ip, serial }));
      return { Deleted: deleted };
    },
    Export: (ctx) => exportXlsx(b, ctx),
    ImportTemplate: (ctx) => importTemplate(b, ctx),
    ImportCheck: (ctx) => importFile(b, ctx, false),
    Import: (ctx) => importFile(b, ctx, true),
  };
  for (const action of def.actions) {
    r.handle(eps[action], handlers[action] as (ctx: Ctx) => Promise<never>);
  }
  return b;
}
