import { defineResource, school } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/errors.ts';
import { areaColumns } from '../../src/resource/area.ts';
import { cellValue, fullRow, parseCell, presentRow } from '../../src/resource/present.ts';
import { and, bind, filterConditions, orderBy, selectList } from '../../src/resource/sql.ts';
import { compile } from './compile-sql.ts';

// The engine's 'area' kind: one place kept a level per column (binding.parts). SQL compiled, no database.

const binding = { table: 'school' as const, scope: { school: 'schoolId' }, parts: { Area: ['provinceCode', 'cityCode', 'districtCode'] } };
const b = bind(school, binding);
const area = b.byName.get('Area');
if (!area) throw new Error('Area is not bound');

describe("binding an 'area' field", () => {
  it('needs one column per level', () => {
    expect(() => bind(school, { table: 'school', scope: { school: 'schoolId' } })).toThrow(/one column per level/);
    expect(() => bind(school, { ...binding, parts: { Area: ['provinceCode', 'cityCode'] } })).toThrow(/one column per level/);
    const region = defineResource({
      ...school,
      fields: { Region: { kind: 'area', levels: 2, label: { zh: '地区', en: 'Region', es: 'Región' } } },
      display: 'Region',
    });
    expect(
      bind(region, { table: 'school', scope: { school: 'schoolId' }, parts: { Region: ['provinceCode', 'cityCode'] } }).byName.get('Region')
        ?.parts,
    ).toEqual(['provinceCode', 'cityCode']);
  });

  it('reads the place as one array of its columns, sorts by it, filters at or within a code of any level', () => {
    expect(compile(selectList(b)).sql).toContain(
      `ARRAY["t"."province_code", "t"."city_code", "t"."district_code"]::text[] AS "${area.key}"`,
    );
    expect(compile(orderBy(b, '-Area')).sql).toBe(
      'ARRAY["t"."province_code", "t"."city_code", "t"."district_code"]::text[] DESC NULLS LAST, "t"."school_id" DESC',
    );
    const c = compile(and(filterConditions(b, { Area: '1101' })));
    expect(c.sql).toBe('(("t"."province_code" = $1 OR "t"."city_code" = $2 OR "t"."district_code" = $3))');
    expect(c.params).toEqual(['1101', '1101', '1101']);
  });
});

describe("writing an 'area' field", () => {
  const refused = (value: unknown) => {
    try {
      areaColumns('Area', area.def, binding.parts.Area, value);
    } catch (e) {
      return e instanceof ApiError ? e.message : String(e);
    }
    return null;
  };

  it('a value per column; incomplete or unknown places refused with the rule message', () => {
    expect(areaColumns('Area', area.def, binding.parts.Area, ['11', '1101', '110105'])).toEqual(['11', '1101', '110105']);
    expect(refused(['11', '1101'])).toBe('Area: please choose school address');
    expect(refused(null)).toBe('Area: please choose school address');
    expect(refused([])).toBe('Area: please choose school address');
    expect(refused(['11', '1101', '110199'])).toBe('Area: 110199 is not a ChinaArea code');
    const optional = { ...area.def, required: false, rule: undefined };
    expect(areaColumns('Area', optional, binding.parts.Area, null)).toEqual([null, null, null]);
  });
});

describe("answering an 'area' field", () => {
  it('as its codes, null when none is set; in spreadsheets as names with the last code, read back from either', () => {
    const raw = { schoolId: 1, schoolName: 'x', [area.key]: ['11', '1101', '110105'] };
    expect(presentRow(b, raw, true).Area).toEqual(['11', '1101', '110105']);
    expect(fullRow(b, { ...raw, [area.key]: [null, null, null] }).Area).toBeNull();
    expect(cellValue(area.def, ['11', '1101', '110105'], 'zh')).toBe('北京市/市辖区/朝阳区 (110105)');
    expect(cellValue(area.def, ['44', '4419', '441900003'], 'en')).toBe('广东省/东莞市/东城街道 (441900003)');
    expect(parseCell(area.def, '北京市/市辖区/朝阳区 (110105)')).toEqual(['11', '1101', '110105']);
    expect(parseCell(area.def, '31, 3101, 310104')).toEqual(['31', '3101', '310104']);
    expect(parseCell(area.def, '')).toBeUndefined();
  });
});
