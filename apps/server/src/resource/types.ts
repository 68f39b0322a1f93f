import type { FieldDef, ResourceDef, StandardAction } from '@kc/contract';
import type { Kysely, RawBuilder, SqlBool } from 'kysely';
import type { z } from 'zod';
import type { Frag } from '../db/frag.ts';
import type { Db } from '../db/index.ts';
import type { Database } from '../db/schema.ts';
import type { Session } from '../http/context.ts';
import type { KvStore } from '../store/index.ts';

/** A table as Kysely names it (camelCase; CamelCasePlugin maps it to snake_case). */
export type TableName = keyof Database & string;

/** A record as the engine hands it to hooks: field name (PascalCase) → value, plus the id field. */
export type Row = Record<string, unknown>;

/** Many-to-many link of a 'refs' field: rows (owner column = this record's id, value column = one referenced id). */
export interface LinkTable {
  table: TableName;
  owner: string;
  value: string;
}

export interface HookContext {
  /** The write's transaction: whatever a hook reads or writes here commits or rolls back with the write. */
  trx: Kysely<Database>;
  session: Session;
  /** Which standard action runs the hook (Import and ImportCheck run the Add hooks once per row). */
  action: StandardAction;
  /** The call's client address and X-Log-Serial, for audit rows a hook writes (absent for imports). */
  request?: RequestFacts;
}

export interface RequestFacts {
  ip: string;
  serial: string;
}

export interface WriteHookContext extends HookContext {
  mode: 'add' | 'update';
  /** The record before an update (in scope, locked FOR UPDATE); null when adding. */
  existing: Row | null;
}

export interface ResourceHooks {
  /**
   * Before an Add or Update is written (after validation and the scope check): refuse with an
   * ApiError (invalid(`Field: message`), conflict(...)), or answer replaced values. Values hold
   * only the fields being written; a key that is not a definition field but is named in
   * `binding.columns` is written too (derived columns).
   */
  beforeWrite?: (values: Row, ctx: WriteHookContext) => Promise<Row | undefined>;
  /** After the record and its links are written, in the same transaction. */
  afterWrite?: (id: number, values: Row, ctx: WriteHookContext) => Promise<void>;
  /** Before records are deleted (all in scope, locked): refuse with conflict('...') to keep them all. */
  beforeDelete?: (rows: Row[], ctx: HookContext) => Promise<void>;
  /** Adds fields to answered records (SelectPage, GetDetail): may read more in one query for the whole page. */
  present?: (rows: Row[], ctx: { db: Db; store: KvStore; session: Session; action: StandardAction }) => Promise<void>;
  /**
   * Filters the definition does not have: their input (added to SelectPage and Export) and their
   * SQL conditions on the record alias (`t`).
   */
  filters?: {
    shape: Record<string, z.ZodType>;
    where: (input: Record<string, unknown>, alias: string, session: Session) => RawBuilder<SqlBool>[];
  };
}

/** How a resource definition sits on the database. Everything but `table` has a default. */
export interface ResourceBinding {
  table: TableName;
  /** Id column; default: the id field with its first letter lower-cased (ClassId → classId). */
  idColumn?: string;
  /** Field → column where the default (first letter lower-cased) does not fit; also derived columns hooks may write. */
  columns?: Record<string, string>;
  /**
   * Columns the data scope reads: `school` for 'school' and 'class' scopes, `class` for the
   * teachers' class scope (the row's class; the id column for the class entity itself),
   * `agent` for the 'agent' scope, `director` (the record's regional director) for the 'sales' scope.
   */
  scope?: { school?: string; class?: string; agent?: string; director?: string };
  /** 'refs' fields kept in a link table. */
  links?: Record<string, LinkTable>;
  /** Fields answered from a SQL expression instead of a column (read-only; filter and sort use it too). */
  computed?: Record<string, (alias: string) => RawBuilder<unknown>>;
  /**
   * Read-only fields only `hooks.present` answers (from outside the database: a rate-limit
   * store, a service); no SQL reads them, so they cannot filter or sort.
   */
  presented?: readonly string[];
  /**
   * Fields kept in several columns, one value of the field's list per column, in order: an
   * 'area' field's province, city and district code columns.
   */
  parts?: Record<string, readonly string[]>;
  /**
   * The 'like' field of a name whose column has its name_grams() kept beside it, in
   * `<column>_grams` with a GIN index (migrations 0014, 0015): its filter is answered from it at
   * any length of search (a trigram index needs three characters). The table also has its grams
   * as rows in `<table>_gram` (gram, school_id, id), kept by triggers (migration 0016): the
   * total of a list searched by a short name alone is counted from them.
   */
  nameGrams?: string;
  /** Unique constraints by name: the readable 100005 message (and the fields, for the import report). */
  unique?: Record<string, { fields: string[]; message: string }>;
  /** The table has create_time / create_by / update_time / update_by (default true). */
  audit?: boolean;
  hooks?: ResourceHooks;
}

/** One field of a definition as the engine uses it. */
export interface BoundField {
  name: string;
  def: FieldDef;
  /** Column (camelCase), when the field is a column. */
  column?: string;
  link?: LinkTable;
  computed?: (alias: string) => RawBuilder<unknown>;
  /** Columns of a field kept in several (binding.parts). */
  parts?: readonly string[];
  /** Result key the field's value comes back under. */
  key: string;
}

/** A definition and its binding, resolved once at registration. */
export interface Bound {
  def: ResourceDef;
  binding: ResourceBinding;
  idColumn: string;
  fields: BoundField[];
  byName: Map<string, BoundField>;
  /** The names (definition fields, derived columns or the id) whose values the scope columns hold. */
  scopeNames: { school?: string; class?: string; agent?: string; director?: string };
  audit: boolean;
  /** Fragments that depend only on the binding, built once (sql.ts). */
  memo: Map<string, Frag>;
}
