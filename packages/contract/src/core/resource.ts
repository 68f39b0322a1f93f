import type { MenuName } from '../menus/tree.ts';
import type { ResourceName } from '../resource-names.ts';
import type { LocalizedTitle } from './localized.ts';

/**
 * The resource engine's single definition of an entity (ARCHITECTURE.md §5): its fields
 * with type, labels (zh/en/es), validation, and which of them list, filter, sort, edit and
 * show; its grant (menu entry) and data-scope key; the standard actions it offers. The
 * server derives endpoints, validation, SQL and grant/scope checks from it; the web derives
 * the list page, the form and the detail view.
 */

export type FieldKind =
  | 'string'
  | 'text'
  | 'integer'
  | 'money'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'ref'
  | 'refs'
  /** A number with `scale` digits after the point (default 1), kept in a numeric column: a temperature, a weight. */
  | 'decimal'
  /** A set of option values (words) kept in one text[] column: tags in lists, checkboxes in forms. */
  | 'enums'
  /** A set of ChinaArea codes (province 2 digits, city 4, district 6) kept in one text[] column. */
  | 'areas'
  /**
   * One ChinaArea place as its codes from the province down, one per level
   * (['11', '1101', '110105']), kept in one column per level (binding `parts`); a cascader in forms.
   */
  | 'area';

/** The kinds whose value is a list of words kept in one text[] column. */
export const MULTI_VALUE_KINDS: readonly FieldKind[] = ['enums', 'areas'];
export const isMultiValue = (f: Pick<FieldDef, 'kind'>): boolean => MULTI_VALUE_KINDS.includes(f.kind);

export interface EnumOption<V extends number | string = number | string> {
  /** Numbers for states and kinds; short words where the column keeps words (Grade). */
  value: V;
  label: LocalizedTitle;
  /** For an 'enums' field with `groupBy`: the value of that field this option belongs to. */
  group?: number | string;
}

/** Options whose values keep their literal types: InferRow answers an 'enum' field as their union. */
export const enumOptions = <const V extends number | string>(options: readonly EnumOption<V>[]): readonly EnumOption<V>[] => options;

/** Named rules carry the spec's messages (validators.ts); `phone` also masks in lists. */
export type FieldRule = 'name' | 'username' | 'phone' | 'password' | 'positiveInteger' | 'schoolAddress' | 'clock' | 'httpsUrl';

export interface FieldDef {
  kind: FieldKind;
  label: LocalizedTitle;
  required?: boolean;
  rule?: FieldRule;
  /** Length for strings, value for numbers, number of values for 'enums' and 'areas'. */
  min?: number;
  max?: number;
  options?: readonly EnumOption[];
  /** For 'ref' / 'refs': the resource whose ids it holds (its SelectList feeds the picker); a ResourceName (defineResource checks it). */
  ref?: string;
  /** For 'decimal': digits after the point (default 1); more are refused, not rounded. */
  scale?: number;
  /**
   * For 'enums': the field (an 'enum' of the same record) whose value decides which options
   * apply: every value's option must have that value as its `group` (checked on every write;
   * the form offers only those options).
   */
  groupBy?: string;
  /**
   * For 'areas': the deepest ChinaArea level allowed: 1 province, 2 city, 3 district (default 3).
   * For 'area': how many levels the place needs, all of them chosen (default 3).
   */
  levels?: 1 | 2 | 3;
  /**
   * Required only while another field of the record has one of these values (a sick leave's
   * symptoms): checked on every write against the record as it will be, and in the form.
   */
  requiredWhen?: { field: string; values: readonly (number | string)[] };
  /**
   * For 'date' (or a 'clock' string): the record's start field this one ends. Never before it
   * (every write and the form); the form fills it from the start while it is empty.
   */
  endOf?: string;
  /** A column in the list table. */
  list?: boolean;
  /** A filter in the search form: exact, contains, or a from/to range. */
  filter?: 'eq' | 'like' | 'range';
  sort?: boolean;
  /** Editable: in both forms, or only when adding. */
  edit?: boolean | 'create';
  /** Shown in the detail view (default: everything but write-only fields). */
  detail?: boolean;
  /** Never answered (a password): add/edit only. */
  writeOnly?: boolean;
  /** Answered but never written through the standard actions (computed, workflow-owned). */
  readOnly?: boolean;
  /** Hidden by default in lists and detail for privacy (shown masked). */
  mask?: 'phone';
  /** Column in the Excel template and import (default: list fields that are editable). */
  excel?: boolean;
}

export const STANDARD_ACTIONS = [
  'Add',
  'Update',
  'Delete',
  'SelectPage',
  'SelectList',
  'GetDetail',
  'Export',
  'ImportCheck',
  'Import',
  'ImportTemplate',
] as const;
export type StandardAction = (typeof STANDARD_ACTIONS)[number];

/** The action value (grant) each standard action needs. */
export const ACTION_GRANT: Record<StandardAction, GrantAction> = {
  Add: 'add',
  Update: 'edit',
  Delete: 'delete',
  SelectPage: 'view',
  SelectList: 'view',
  GetDetail: 'view',
  Export: 'export',
  ImportCheck: 'add',
  Import: 'add',
  ImportTemplate: 'add',
};

export const GRANT_ACTIONS = ['view', 'add', 'edit', 'delete', 'audit', 'export'] as const;
export type GrantAction = (typeof GRANT_ACTIONS)[number];

/**
 * Which rows a session sees: by school, by class (teachers), by agent, by sales team (a
 * salesperson their own record, a regional director theirs and their salespeople's), or no
 * row-level scope.
 */
export type ScopeKey = 'school' | 'class' | 'agent' | 'sales' | 'platform';

/**
 * A definition as the engines read it: `def.fields[name]` by any name, so the default (no type
 * argument) takes every definition. defineResource answers the narrower TypedResourceDef.
 */
export interface ResourceDef<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
  /** API module: the endpoints are `{name}/{Action}`. */
  name: string;
  title: LocalizedTitle;
  /** Id field (integer). */
  id: string;
  /** The menu entry whose grant the calls need (SysRoleMenu); a MenuName (defineResource checks it). */
  menu: string;
  scope: ScopeKey;
  fields: F;
  actions: readonly StandardAction[];
  /** Default sort, `Field` or `-Field`. */
  sort?: string;
  /** Field shown as the record's name (a key of `fields`). */
  display: string;
  /**
   * The key fields a narrow screen's card shows under the display field (at most three, list
   * fields); absent: the first list fields after the display field.
   */
  card?: readonly string[];
  /**
   * Values Add answers beside the id, made by the server once and never answered again (a
   * device's secret): the binding's `answerAdd` hook makes them in the Add's transaction.
   */
  addAnswer?: readonly string[];
}

type Fields = Record<string, FieldDef>;

/**
 * Nothing for a field whose `ref` and `groupBy` are right; otherwise a type the wrong word cannot
 * meet, which the compiler's message shows (a plain union of names would make the whole field `never`).
 */
type NamesChecked<F, K extends keyof F> = (F[K] extends { ref: infer R }
  ? [R] extends [ResourceName]
    ? unknown
    : { ref: { error: 'ref: not a name of RESOURCE_NAMES' } }
  : unknown) &
  (F[K] extends { groupBy: infer G }
    ? [G] extends [keyof F]
      ? unknown
      : { groupBy: { error: 'groupBy: not a field of this resource' } }
    : unknown);

/** A default sort: a field, or the id, ascending or (`-`) descending. */
export type SortKey<K extends string> = K | `-${K}`;

/** The argument of defineResource: a ResourceDef whose names are checked against its fields and the registries. */
export type ResourceInput<
  F extends Fields,
  N extends string,
  I extends string,
  M extends string,
  D extends string,
  S extends string,
> = Omit<ResourceDef<F>, 'name' | 'id' | 'menu' | 'fields' | 'sort' | 'display'> & {
  name: N;
  id: I;
  menu: M;
  /** `ref` names a resource; an 'enums' field's `groupBy` names a field of the same record. */
  fields: F & { [K in keyof F]: NamesChecked<F, K> };
  sort?: S;
  display: D;
};

/** A definition with its fields, names, menu entry, display and sort as literal types (InferRow reads them). */
export type TypedResourceDef<
  F extends Fields,
  N extends string = string,
  I extends string = string,
  M extends string = string,
  D extends string = string,
  S extends string = string,
> = ResourceDef<F> & { name: N; id: I; menu: M; display: D; sort?: S };

/**
 * Declares a resource. Its fields keep their literal types (`const`), and the names it uses are
 * checked: `display` and `sort` name a field or the id, `groupBy` a field, `menu` a MenuName and
 * every `ref` a ResourceName, for every definition (a test's sample names real entries too).
 */
export const defineResource = <
  const F extends Fields,
  const N extends string,
  const I extends string,
  const M extends MenuName,
  const D extends (keyof F & string) | I,
  const S extends SortKey<(keyof F & string) | I> = never,
>(
  def: ResourceInput<F, N, I, M, D, S>,
): TypedResourceDef<F, N, I, M, D, S> => def;

/** Fields written by Add (or Update) through the standard actions. */
export const isWritable = (f: FieldDef, mode: 'add' | 'update'): boolean =>
  !f.readOnly && (f.edit === true || (f.edit === 'create' && mode === 'add'));

/** The path of a standard action: `{Module}/{Action}`. */
export const resourcePath = (def: Pick<ResourceDef, 'name'>, action: StandardAction): string => `${def.name}/${action}`;
