import { defineResource, filterSchema, writeSchema } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/errors.ts';
import { prepareMultiValues } from '../../src/resource/multi.ts';
import { cellValue, parseCell } from '../../src/resource/present.ts';
import { and, bind, filterConditions } from '../../src/resource/sql.ts';
import { compile } from './compile-sql.ts';

/** The multi-value kinds of the engine: 'enums' (options, grouped by another field) and 'areas' (ChinaArea codes), each a text[]. */
const def = defineResource({
  name: 'Thing',
  title: { zh: '物', en: 'Thing', es: 'Cosa' },
  id: 'ThingId',
  menu: 'ClientRole',
  scope: 'platform',
  display: 'Kind',
  actions: ['Add', 'Update', 'SelectPage'],
  fields: {
    Kind: {
      kind: 'enum',
      required: true,
      label: { zh: '类', en: 'Kind', es: 'Tipo' },
      options: [
        { value: 1, label: { zh: '甲', en: 'Alpha', es: 'Alfa' } },
        { value: 2, label: { zh: '乙', en: 'Beta', es: 'Beta' } },
      ],
      edit: true,
    },
    Flags: {
      kind: 'enums',
      required: true,
      groupBy: 'Kind',
      label: { zh: '标记', en: 'Flags', es: 'Marcas' },
      options: [
        { value: 'a.one', label: { zh: '一', en: 'One', es: 'Uno' }, group: 1 },
        { value: 'a.two', label: { zh: '二', en: 'Two', es: 'Dos' }, group: 1 },
        { value: 'b.one', label: { zh: '三', en: 'Three', es: 'Tres' }, group: 2 },
      ],
      filter: 'eq',
      edit: true,
    },
    Regions: { kind: 'areas', levels: 2, max: 3, label: { zh: '区域', en: 'Regions', es: 'Regiones' }, filter: 'eq', edit: true },
  },
});
const b = bind(def, { table: 'thing' as never });

const refusal = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ApiError) return e.message;
    throw e;
  }
  throw new Error('not refused');
};

describe('contract schemas', () => {
  it('validates the list: known options, area codes of the allowed levels, required, at most max', () => {
    const add = writeSchema(def, 'add');
    const issue = (v: Record<string, unknown>) => {
      const r = add.safeParse(v);
      return r.success ? null : `${r.error.issues[0]?.path.join('.')}: ${r.error.issues[0]?.message}`;
    };
    expect(issue({ Kind: 1, Flags: ['a.one'], Regions: ['11', '4403'] })).toBeNull();
    expect(issue({ Kind: 1, Flags: ['a.one', 'zzz'] })).toBe('Flags: zzz is not one of a.one, a.two, b.one');
    expect(issue({ Kind: 1, Flags: [] })).toBe('Flags: cannot be empty');
    expect(issue({ Kind: 1, Flags: ['a.one'], Regions: ['440305'] })).toBe('Regions: 440305 is not a province or city code');
    expect(issue({ Kind: 1, Flags: ['a.one'], Regions: ['11', '12', '13', '14'] })).toBe('Regions: choose at most 3');
    // A filter is one value, not a list.
    const filters = filterSchema(def);
    expect(filters.safeParse({ cur_page: 1, size: 10, Flags: 'a.two', Regions: '1101' }).success).toBe(true);
    expect(filters.safeParse({ cur_page: 1, size: 10, Flags: 'nope' }).success).toBe(false);
    expect(filters.safeParse({ cur_page: 1, size: 10, Regions: '1x' }).success).toBe(false);
  });
});

describe('writes', () => {
  it('keeps each value once, options in catalogue order and areas by code', () => {
    expect(prepareMultiValues(b, { Kind: 1, Flags: ['a.two', 'a.one', 'a.two'], Regions: ['4403', '11', '4403'] }, null)).toEqual({
      Kind: 1,
      Flags: ['a.one', 'a.two'],
      Regions: ['11', '4403'],
    });
    // Untouched fields stay untouched; null clears an optional list.
    expect(prepareMultiValues(b, { Regions: null }, { ThingId: 1, Kind: 1, Flags: ['a.one'], Regions: ['11'] })).toEqual({ Regions: [] });
  });

  it('refuses an option of another group, also when only the group changes, and areas that do not exist', () => {
    expect(refusal(() => prepareMultiValues(b, { Kind: 1, Flags: ['a.one', 'b.one'] }, null))).toBe(
      'Flags: "Three" is not available for Kind "Alpha"',
    );
    const existing = { ThingId: 1, Kind: 1, Flags: ['a.one'], Regions: [] };
    expect(refusal(() => prepareMultiValues(b, { Kind: 2 }, existing))).toBe('Flags: "One" is not available for Kind "Beta"');
    expect(prepareMultiValues(b, { Kind: 2, Flags: ['b.one'] }, existing)).toEqual({ Kind: 2, Flags: ['b.one'] });
    expect(refusal(() => prepareMultiValues(b, { Flags: null }, existing))).toBe('Flags: cannot be empty');
    expect(refusal(() => prepareMultiValues(b, { Regions: ['11', '99'] }, existing))).toBe('Regions: 99 is not a ChinaArea code');
  });
});

describe('filters', () => {
  it('an option: records holding it (@>, GIN-indexable); an area: records covering it or lying within it', () => {
    const c = compile(and(filterConditions(b, { Flags: 'a.two', Regions: '4403' })));
    expect(c.sql).toBe(
      `("t"."flags" @> ARRAY[$1]::text[] AND EXISTS (SELECT 1 FROM unnest("t"."regions") AS a(code) WHERE starts_with(a.code, $2) OR starts_with($3, a.code)))`,
    );
    expect(c.params).toEqual(['a.two', '4403', '4403']);
  });
});

describe('spreadsheets', () => {
  it('writes option labels and area names with codes, and reads both back', () => {
    const flags = def.fields.Flags;
    const regions = def.fields.Regions;
    expect(cellValue(flags, ['a.one', 'a.two'], 'en')).toBe('One, Two');
    expect(cellValue(flags, ['a.one'], 'zh')).toBe('一');
    expect(cellValue(regions, ['11', '4403'], 'en')).toBe('北京市 (11), 广东省/深圳市 (4403)');
    expect(parseCell(flags, 'One, 二；a.one')).toEqual(['a.one', 'a.two', 'a.one']);
    expect(parseCell(regions, '北京市 (11), 广东省/深圳市 (4403)')).toEqual(['11', '4403']);
    expect(parseCell(regions, '11,31')).toEqual(['11', '31']);
    expect(parseCell(flags, '  ')).toBeUndefined();
  });
});
