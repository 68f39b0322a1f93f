import type { FieldDef, FieldValue, InferRow, MessageKey, ResourceDef, ResourceName, ResourceOf, StandardAction } from '@kc/contract';
import type { Kysely, RawBuilder, SqlBool } from 'kysely';
import type { z } from 'zod';
import type { Frag } from '../db/frag.ts';
import type { Db } from '../db/index.ts';
import type { Database } from '../db/schema.ts';
import type { Session } from '../http/context.ts';
import type { KvStore } from '../store/index.ts';

/** A table as Kysely names it (camelCase; CamelCasePlugin maps it to snake_case). */
export type TableName = keyof Database & string;

/** The standard writes, as mayWrite sees them (an import writes by Add). */
export type WriteAction = 'Add' | 'Update' | 'Delete';

/** A record as the engine reads it, of any definition: field name (PascalCase) → value, plus the id field. */
export type Row = Record<string, unknown>;

/** The engine's own view of every definition (its names any string), as against one definition of defineResource. */
type Untyped<D extends ResourceDef> = string extends D['id'] ? true : false;

/** No derived columns (the default of ResourceBinding's X). */
type NoDerived = Record<never, never>;

/** The names of a definition's fields. */
export type FieldName<D extends ResourceDef> = keyof D['fields'] & string;

/**
 * A record of D as the engine answers it and hands it to hooks (`existing`, the rows of
 * beforeDelete and present): its InferRow, each value of its field's kind (db/index.ts parses
 * bigint and numeric columns to numbers and keeps dates as text; present.ts answers timestamps
 * in ISO, links as id arrays, places as code lists). Row for the engine's view of any definition.
 */
export type RecordOf<D extends ResourceDef> = Untyped<D> extends true ? Row : InferRow<D>;

/**
 * The values of an Add or Update as hooks see them (validated by the definition's write
 * schema): only the fields being written, write-only ones too; any may be null (it clears the
 * field; a required one is refused after the hooks); and the derived columns X the binding
 * names in `columns`, which hooks may write.
 */
export type WriteValues<D extends ResourceDef, X extends object = NoDerived> =
  Untyped<D> extends true ? Row : { [K in FieldName<D>]?: FieldValue<D['fields'][K]> | null } & { [K in keyof X]?: X[K] | null };

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

export interface WriteHookContext<R = Row> extends HookContext {
  mode: 'add' | 'update';
  /** The record before an update (in scope, locked FOR UPDATE); null when adding. */
  existing: R | null;
}

/** The hooks of a binding of D (X: the derived columns it names in `columns`). */
export interface ResourceHooks<D extends ResourceDef = ResourceDef, X extends object = NoDerived> {
  /**
   * Before anything is read for an Add, Update, Delete or import (Add): refuse with forbidden()
   * (100003) what the session's role may never do with this entity, whatever the record. It runs
   * before the record is looked up, so its answer cannot depend on (and tell anything about) the
   * ids a call names; a rule about the record itself belongs in beforeWrite / beforeDelete.
   */
  mayWrite?: (session: Session, action: WriteAction) => void;
  /**
   * Before an Add or Update is written (after validation and the scope check): refuse with an
   * ApiError (invalid(key, values, field), conflict(key…): catalog keys), or answer replaced values. Values hold
   * only the fields being written; a key that is not a definition field but is named in
   * `binding.columns` is written too (derived columns).
   */
  beforeWrite?: (values: WriteValues<D, X>, ctx: WriteHookContext<RecordOf<D>>) => Promise<WriteValues<D, X> | undefined>;
  /**
   * After an Add (not an import), in its transaction: the values the definition's `addAnswer`
   * names, answered with the id this once (a device's secret, kept only hashed).
   */
  answerAdd?: (id: number, ctx: HookContext) => Promise<Record<string, string>>;
  /** After the record and its links are written, in the same transaction. */
  afterWrite?: (id: number, values: WriteValues<D, X>, ctx: WriteHookContext<RecordOf<D>>) => Promise<void>;
  /** Before records are deleted (all in scope, locked): refuse with a conflict (a catalog key) to keep them all. */
  beforeDelete?: (rows: RecordOf<D>[], ctx: HookContext) => Promise<void>;
  /** Adds fields to answered records (SelectPage, GetDetail): may read more in one query for the whole page. */
  present?: (rows: RecordOf<D>[], ctx: { db: Db; store: KvStore; session: Session; action: StandardAction }) => Promise<void>;
  /**
   * Filters the definition does not have: their input (added to SelectPage and Export) and their
   * SQL conditions on the record alias (`t`).
   */
  filters?: {
    shape: Record<string, z.ZodType>;
    where: (input: Record<string, unknown>, alias: string, session: Session) => RawBuilder<SqlBool>[];
  };
}

/**
 * How a resource definition D sits on the database. Everything but `table` has a default. X
 * names the derived columns (not fields of D) its hooks write, with their values' types:
 *
 *   export const studentBinding: ResourceBinding<typeof student, { IdCardHash: string }> = { … };
 *
 * The field names it uses (`columns`, `links`, `computed`, `parts`, `nameGrams`, `unique`) are
 * D's; its hooks read and write D's records (RecordOf, WriteValues). With no type argument it is
 * the engine's view of any binding.
 */
export interface ResourceBinding<D extends ResourceDef = ResourceDef, X extends object = NoDerived> {
  table: TableName;
  /** Id column; default: the id field with its first letter lower-cased (ClassId → classId). */
  idColumn?: string;
  /** Field → column where the default (first letter lower-cased) does not fit; also derived columns hooks may write. */
  columns?: { [K in FieldName<D> | (keyof X & string)]?: string };
  /**
   * Columns the data scope reads: `school` for 'school' and 'class' scopes, `class` for the
   * teachers' class scope (the row's class; the id column for the class entity itself),
   * `agent` for the 'agent' scope, `director` (the record's regional director) for the 'sales' scope.
   */
  scope?: { school?: string; class?: string; agent?: string; director?: string };
  /**
   * The owner column of a "my" resource (MyCustomer: the leads whose owner is me): ANDed into the
   * data scope as `<own> = the caller's SysUserId` for every read and write, and set to the caller
   * on Add (and each imported row) whatever the input says. A field or a derived column (`columns`).
   */
  own?: string;
  /** 'refs' fields kept in a link table. */
  links?: { [K in FieldName<D>]?: LinkTable };
  /** Fields answered from a SQL expression instead of a column (read-only; filter and sort use it too). */
  computed?: { [K in FieldName<D>]?: (alias: string) => RawBuilder<unknown> };
  /**
   * Read-only fields only `hooks.present` answers (from outside the database: a rate-limit
   * store, a service); no SQL reads them, so they cannot filter or sort.
   */
  presented?: readonly FieldName<D>[];
  /**
   * Fields kept in several columns, one value of the field's list per column, in order: an
   * 'area' field's province, city and district code columns.
   */
  parts?: { [K in FieldName<D>]?: readonly string[] };
  /**
   * The 'like' field of a name whose column has its name_grams() kept beside it, in
   * `<column>_grams` with a GIN index (migrations 0014, 0015): its filter is answered from it at
   * any length of search (a trigram index needs three characters). The table also has its grams
   * as rows in `<table>_gram` (gram, school_id, id), kept by triggers (migration 0016): the
   * total of a list searched by a short name alone is counted from them.
   */
  nameGrams?: FieldName<D>;
  /** Unique constraints by name: the 100005 message (a catalog key, said of the last field) and the fields (the import report). */
  unique?: Record<string, { fields: FieldName<D>[]; message: MessageKey }>;
  /** The table has create_time / create_by / update_time / update_by (default true). */
  audit?: boolean;
  hooks?: ResourceHooks<D, X>;
}

/**
 * A binding for every resource of the contract, by its name, each of its own definition: what
 * modules/bindings.ts holds. A domain's share (`satisfies Partial<ResourceBindings>`) may name
 * no other resource.
 */
export type ResourceBindings = { [K in ResourceName]: ResourceBinding<ResourceOf<K>> };

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
  /** The name (field or derived column) whose value the `own` column holds. */
  ownName?: string;
  audit: boolean;
  /** Fragments that depend only on the binding, built once (sql.ts). */
  memo: Map<string, Frag>;
}
