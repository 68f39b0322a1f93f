import type { EnumOption, FieldDef } from './resource.ts';

/**
 * The row of a definition as the server answers it (GetDetail, SelectPage's list): the id, then
 * every field but the write-only ones, typed from its kind; a field not `required` may be null.
 * CreateTime / UpdateTime come with resources whose table keeps them (unless a field has that name).
 *
 *   type ClassRow = InferRow<typeof schoolClass>;
 *   // { ClassId: number; SchoolId: number; ClassName: string; Grade: 'nursery' | 'junior' | …;
 *   //   Capacity: number | null; TeacherIds: number[] | null; State: 0 | 1 | null; … }
 */
export type InferRow<D extends { id: string; fields: Record<string, FieldDef> }> = Simplify<
  { [K in D['id']]: number } & {
    -readonly [K in keyof D['fields'] as D['fields'][K] extends { writeOnly: true } ? never : K]: D['fields'][K] extends { required: true }
      ? FieldValue<D['fields'][K]>
      : FieldValue<D['fields'][K]> | null;
  } & Omit<{ CreateTime?: string; UpdateTime?: string }, keyof D['fields']>
>;

/** One field's value as answered, by its kind. */
export type FieldValue<F extends FieldDef> = F['kind'] extends 'string' | 'text' | 'date' | 'datetime'
  ? string
  : F['kind'] extends 'integer' | 'money' | 'decimal' | 'ref'
    ? number
    : F['kind'] extends 'boolean'
      ? boolean
      : F['kind'] extends 'refs'
        ? number[]
        : F['kind'] extends 'enums' | 'areas' | 'area'
          ? string[]
          : F['kind'] extends 'enum'
            ? OptionValue<F['options']>
            : unknown;

/** The values of an enum's options (`number | string` when the options do not keep them). */
type OptionValue<O> = [NonNullable<O>] extends [readonly EnumOption<infer V>[]] ? V : number | string;

type Simplify<T> = { [K in keyof T]: T[K] } & {};
