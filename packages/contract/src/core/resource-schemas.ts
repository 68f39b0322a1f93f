import { z } from 'zod';
import type { MenuName } from '../menus/tree.ts';
import { AREA_LEVEL_WORDS, isAreaCodeShape, isAreaPath } from './areas.ts';
import { type Auth, defineEndpoint, type Endpoint } from './endpoint.ts';
import { page, pageQuery } from './paging.ts';
import { zProgressKey } from './progress.ts';
import { ACTION_GRANT, type FieldDef, isMultiValue, isWritable, type ResourceDef, resourcePath, type StandardAction } from './resource.ts';
import { zRule } from './rules.ts';
import { zBool, zDate, zDateTime, zEnumNumber, zId, zInt, zNumber } from './strict.ts';
import { validationMessages } from './validators.ts';

// The zod side of a resource definition (validation, endpoints): the server and the OpenAPI
// document use it; the web needs only resource.ts, so zod stays out of its bundle.

type Fields = Record<string, FieldDef>;
/** The functions below take any definition and read its fields by their names (strings). */
const loose = <F extends Fields>(def: ResourceDef<F>): ResourceDef => def;

/** The longest text a field without its own `max` takes (no field is unbounded: a name's grams are kept by a trigger). */
export const TEXT_MAX = { string: 500, text: 10_000 } as const;

const text = (f: FieldDef) => {
  const named = f.rule ? zRule[f.rule] : undefined;
  let s = named instanceof z.ZodString ? named : z.string();
  if (!named && f.min != null) s = s.min(f.min);
  // The named rule words the refusal; the field's own bound (or the default) still applies.
  const max = f.max ?? TEXT_MAX[f.kind === 'text' ? 'text' : 'string'];
  s = s.max(max, `must be at most ${max} characters`);
  if (f.required && !named) s = s.min(1, 'cannot be empty');
  return named && !(named instanceof z.ZodString) ? named : s;
};

/** The zod type of one field's value as written. */
export function fieldSchema(f: FieldDef): z.ZodType {
  switch (f.kind) {
    case 'string':
    case 'text':
      return text(f);
    case 'integer':
    case 'money': {
      // The named rule gives the spec's message; the field's own bounds still apply.
      let n = f.rule === 'positiveInteger' ? zRule.positiveInteger : zInt();
      if (f.min != null) n = n.min(f.min, `must be at least ${f.min}`);
      if (f.max != null) n = n.max(f.max, `must be at most ${f.max}`);
      return n;
    }
    case 'decimal': {
      const scale = f.scale ?? 1;
      let n = zNumber();
      if (f.min != null) n = n.min(f.min, `must be at least ${f.min}`);
      if (f.max != null) n = n.max(f.max, `must be at most ${f.max}`);
      // Refused rather than rounded: the value stored is the value sent.
      return n.refine((v) => Math.abs(v * 10 ** scale - Math.round(v * 10 ** scale)) < 1e-6, `at most ${scale} digits after the point`);
    }
    case 'boolean':
      // A JSON boolean; a GET query's true / false is converted before (http/query.ts).
      return zBool;
    case 'date':
      return zDate;
    case 'datetime':
      return zDateTime;
    case 'enum': {
      const values = (f.options ?? []).map((o) => o.value);
      const message = `must be one of ${values.join(', ')}`;
      return typeof values[0] === 'string'
        ? z.string().refine((v) => values.includes(v), message)
        : zEnumNumber(values as number[], message);
    }
    case 'ref':
      return zId;
    case 'refs':
      return z.array(zId);
    case 'enums':
    case 'areas':
      return multiValueSchema(f);
    case 'area':
      return areaSchema(f);
  }
}

/** 'area': the codes of one place with every level chosen; the named rule (schoolAddress) words the refusal. */
function areaSchema(f: FieldDef): z.ZodType {
  const levels = f.levels ?? 3;
  const message = f.rule === 'schoolAddress' ? validationMessages.en.schoolAddress : `choose all ${levels} levels`;
  return z.array(z.string().max(12), message).refine((codes) => isAreaPath(codes, levels), message);
}

/** The refusal of the first value of a list that `ok` rejects (the message names the value, not its index). */
const everyValue = (ok: (v: string) => boolean, why: string) => (list: string[], ctx: z.RefinementCtx) => {
  const bad = list.find((v) => !ok(v));
  if (bad !== undefined) ctx.addIssue({ code: 'custom', message: `${bad} ${why}` });
};

/** 'enums' (option values) and 'areas' (ChinaArea codes): a list of words; `required` needs one, `min`/`max` count them. */
function multiValueSchema(f: FieldDef): z.ZodType {
  let list = z.array(z.string().max(40));
  if (f.required) list = list.min(Math.max(1, f.min ?? 1), validationMessages.en.required);
  else if (f.min != null) list = list.min(f.min, `choose at least ${f.min}`);
  list = list.max(f.max ?? 500, `choose at most ${f.max ?? 500}`);
  if (f.kind === 'areas') {
    const levels = f.levels ?? 3;
    return list.superRefine(everyValue((v) => isAreaCodeShape(v, levels), `is not a ${AREA_LEVEL_WORDS[levels]} code`));
  }
  const values = (f.options ?? []).map((o) => String(o.value));
  return list.superRefine(everyValue((v) => values.includes(v), `is not one of ${values.join(', ')}`));
}

/** The filter of an 'enums' field is one option (records holding it), of an 'areas' field one area (records covering it or within it). */
function multiValueFilter(f: FieldDef): z.ZodType {
  if (f.kind === 'areas') return z.string().refine((v) => isAreaCodeShape(v), 'is not a ChinaArea code');
  const values = (f.options ?? []).map((o) => String(o.value));
  return z.string().refine((v) => values.includes(v), `must be one of ${values.join(', ')}`);
}

/** Add / Update inputs; Update also needs the id, and every field is optional there. */
export function writeSchema<F extends Fields>(typed: ResourceDef<F>, mode: 'add' | 'update') {
  const def = loose(typed);
  const shape: Record<string, z.ZodType> = {};
  for (const [name, f] of Object.entries(def.fields)) {
    if (!isWritable(f, mode)) continue;
    const s = fieldSchema(f);
    shape[name] = mode === 'add' && f.required ? s : s.optional().nullable();
  }
  if (mode === 'update') shape[def.id] = zId;
  return z.object(shape);
}

/** SelectPage / Export input: paging plus one optional filter per filter field (range: Field_from, Field_to). */
export function filterSchema<F extends Fields>(typed: ResourceDef<F>) {
  const def = loose(typed);
  const shape: Record<string, z.ZodType> = {};
  for (const [name, f] of Object.entries(def.fields)) {
    if (!f.filter) continue;
    const value =
      f.kind === 'string' || f.kind === 'text'
        ? z.string().max(100)
        : f.kind === 'area'
          ? // One code of any level: the places within it.
            z.string().refine((v) => isAreaCodeShape(v), 'is not a ChinaArea code')
          : isMultiValue(f)
            ? multiValueFilter(f)
            : // A 'refs' filter is one id (records whose links hold it), not a list.
              fieldSchema({ ...f, kind: f.kind === 'refs' ? 'ref' : f.kind, rule: undefined, min: undefined, max: undefined });
    if (f.filter === 'range') {
      shape[`${name}_from`] = value.optional();
      shape[`${name}_to`] = value.optional();
    } else shape[name] = value.optional();
  }
  const sortable = Object.entries(def.fields)
    .filter(([, f]) => f.sort)
    .map(([n]) => n);
  return pageQuery.extend({
    ...shape,
    sort: z
      .string()
      .refine(
        (v) => sortable.includes(v.replace(/^-/, '')) || v.replace(/^-/, '') === def.id,
        `sort must be one of ${[def.id, ...sortable].join(', ')}`,
      )
      .optional(),
  });
}

/** A row as answered (write-only fields never are). */
export function rowSchema<F extends Fields>(typed: ResourceDef<F>) {
  const def = loose(typed);
  const shape: Record<string, z.ZodType> = { [def.id]: z.number() };
  for (const [name, f] of Object.entries(def.fields)) if (!f.writeOnly) shape[name] = z.unknown();
  shape.CreateTime = z.string().optional();
  shape.UpdateTime = z.string().optional();
  return z.object(shape);
}

const idInput = (def: ResourceDef) => z.object({ [def.id]: zId });
const idsInput = (def: ResourceDef) => z.object({ Ids: z.array(zId).min(1).max(500) }).or(idInput(def));

export interface ResourceEndpoints {
  Add: Endpoint<z.ZodType, z.ZodType, Auth>;
  Update: Endpoint<z.ZodType, z.ZodType, Auth>;
  Delete: Endpoint<z.ZodType, z.ZodType, Auth>;
  SelectPage: Endpoint<z.ZodType, z.ZodType, Auth>;
  SelectList: Endpoint<z.ZodType, z.ZodType, Auth>;
  GetDetail: Endpoint<z.ZodType, z.ZodType, Auth>;
  Export: Endpoint<z.ZodType, z.ZodType, Auth>;
  ImportCheck: Endpoint<z.ZodType, z.ZodType, Auth>;
  Import: Endpoint<z.ZodType, z.ZodType, Auth>;
  ImportTemplate: Endpoint<z.ZodType, z.ZodType, Auth>;
}

/** Import answers: every bad row with its reasons; nothing is written unless all rows pass. */
export const importReport = z.object({
  Total: z.number(),
  Valid: z.number(),
  Errors: z.array(z.object({ Row: z.number(), Field: z.string(), Message: z.string() })),
  Written: z.number(),
});

/** The endpoints of a resource's standard actions, derived from its definition; each needs its grant. */
export function resourceEndpoints<F extends Fields>(typed: ResourceDef<F>): ResourceEndpoints {
  const def = loose(typed);
  const row = rowSchema(def);
  const file = z.object({ FilePath: z.string().min(1), ProgressKey: zProgressKey.optional() });
  const ep = (action: StandardAction, summary: string, input: z.ZodType, output: z.ZodType, read = false) =>
    defineEndpoint({
      path: resourcePath(def, action),
      auth: 'user',
      read,
      // defineResource checks every definition's menu (ResourceDef keeps a plain string for the engines).
      grant: { menu: def.menu as MenuName, action: ACTION_GRANT[action] },
      summary,
      input,
      output,
    });
  return {
    Add: ep(
      'Add',
      `Add a ${def.name}`,
      writeSchema(def, 'add'),
      z.object({ [def.id]: z.number(), ...Object.fromEntries((def.addAnswer ?? []).map((k) => [k, z.string()])) }),
    ),
    Update: ep('Update', `Update a ${def.name}`, writeSchema(def, 'update'), z.null()),
    Delete: ep('Delete', `Delete ${def.name} records (all or none)`, idsInput(def), z.object({ Deleted: z.number() })),
    SelectPage: ep('SelectPage', `Page of ${def.name}`, filterSchema(def), page(row), true),
    SelectList: ep(
      'SelectList',
      `${def.name} for pickers (id and name, at most 500)`,
      z.object({ Keyword: z.string().max(50).optional() }),
      z.array(z.object({ Value: z.number(), Label: z.string() })),
      true,
    ),
    GetDetail: ep('GetDetail', `One ${def.name}`, idInput(def), row, true),
    Export: ep(
      'Export',
      `${def.name} as xlsx, every filter honoured (its progress under ProgressKey: File/Progress)`,
      filterSchema(def).extend({ ProgressKey: zProgressKey.optional() }),
      z.object({ FilePath: z.string(), Rows: z.number() }),
    ),
    ImportTemplate: ep(
      'ImportTemplate',
      `The xlsx template for importing ${def.name}`,
      z.object({}).default({}),
      z.object({ FilePath: z.string() }),
    ),
    ImportCheck: ep('ImportCheck', `Check an uploaded xlsx of ${def.name}; writes nothing`, file, importReport),
    Import: ep('Import', `Import an uploaded xlsx of ${def.name}: all rows or none`, file, importReport),
  };
}
