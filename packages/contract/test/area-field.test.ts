import { describe, expect, it } from 'vitest';
import { areaLevel, areaParent, areaPath, areasOverlap, areaWithin, isAreaCodeShape, isAreaPath } from '../src/core/areas.ts';
import type { FieldDef } from '../src/core/resource.ts';
import { fieldSchema, filterSchema, writeSchema } from '../src/core/resource-schemas.ts';
import { zRule } from '../src/core/rules.ts';
import { PLATFORM_PARAMETER_DEFAULTS, parameterConflict } from '../src/parameters/parameters.ts';
import { school } from '../src/schools/school.ts';

const label = { zh: '地区', en: 'Area', es: 'Zona' };
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("the 'area' kind: one ChinaArea place, a code per level", () => {
  it('isAreaPath: every level chosen, each code within the one above; towns (9 digits) as third level', () => {
    expect(isAreaPath(['11', '1101', '110105'])).toBe(true);
    expect(isAreaPath(['44', '4419', '441900003'])).toBe(true);
    expect(isAreaPath(['11', '1101'])).toBe(false);
    expect(isAreaPath(['11', '1101'], 2)).toBe(true);
    expect(isAreaPath(['11', '3101', '310104'])).toBe(false);
    expect(isAreaPath(['11', '1101', '1101'])).toBe(false);
    expect(isAreaPath(['110', '1101', '110105'])).toBe(false);
    expect(isAreaPath('110105')).toBe(false);
    expect(isAreaPath([11, 1101, 110105])).toBe(false);
  });

  it('areaPath: the levels down to a code; areaParent: the level above; isAreaCodeShape: the shape of one code', () => {
    expect(areaPath('110105')).toEqual(['11', '1101', '110105']);
    expect(areaPath('1101')).toEqual(['11', '1101']);
    expect(areaPath('441900003')).toEqual(['44', '4419', '441900003']);
    expect(areaPath('x1')).toEqual([]);
    expect(['441900003', '110105', '1101', '11'].map(areaParent)).toEqual(['4419', '1101', '11', undefined]);
    expect(['11', '1101', '110105', '441900003'].map(areaLevel)).toEqual([1, 2, 3, 3]);
    expect(['11', '1101', '110105', '441900003'].every((c) => isAreaCodeShape(c))).toBe(true);
    expect(['1', '110', '11010', '1x', '4419000031'].some((c) => isAreaCodeShape(c))).toBe(false);
    expect(isAreaCodeShape('110105', 2)).toBe(false);
    expect(isAreaCodeShape('1101', 2)).toBe(true);
  });

  it('areaWithin / areasOverlap: a code lies within the codes of its path', () => {
    expect(areaWithin('441900003', '4419')).toBe(true);
    expect(areaWithin('4419', '441900003')).toBe(false);
    expect(areasOverlap('4419', '441900003')).toBe(true);
    expect(areasOverlap('4403', '4419')).toBe(false);
  });

  it("validates with the named rule's message (the spec's 'please choose school address'), else naming the levels", () => {
    const address: FieldDef = { kind: 'area', rule: 'schoolAddress', required: true, label };
    expect(fieldSchema(address).safeParse(['11', '1101', '110105']).success).toBe(true);
    for (const bad of [['11', '1101'], [], 'x', null, ['11', '3101', '310104']])
      expect(firstMessage(fieldSchema(address).safeParse(bad))).toBe('please choose school address');
    const region: FieldDef = { kind: 'area', levels: 2, label };
    expect(fieldSchema(region).safeParse(['11', '1101']).success).toBe(true);
    expect(firstMessage(fieldSchema(region).safeParse(['11']))).toBe('choose all 2 levels');
    expect(zRule.schoolAddress.safeParse(['11', '1101', '110105']).success).toBe(true);
    expect(firstMessage(zRule.schoolAddress.safeParse(['11', '1101', '']))).toBe('please choose school address');
  });

  it('School: the address is required when adding, may be left out of an update, cannot be emptied to a partial place', () => {
    const add = writeSchema(school, 'add');
    const base = { SchoolName: '测试', SchoolType: 1, Capacity: 10, SchoolContractType: 1 };
    expect(add.safeParse({ ...base, Area: ['11', '1101', '110105'] }).success).toBe(true);
    const missing = add.safeParse(base);
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['Area']);
    const update = writeSchema(school, 'update');
    expect(update.safeParse({ SchoolId: 1, Phone: '010-1' }).success).toBe(true);
    expect(update.safeParse({ SchoolId: 1, Area: ['11'] }).success).toBe(false);
  });

  it('filters by one code of any level', () => {
    const filters = filterSchema(school);
    expect(filters.safeParse({ cur_page: 1, size: 10, Area: '1101' }).success).toBe(true);
    expect(filters.safeParse({ cur_page: 1, size: 10, Area: '441900003' }).success).toBe(true);
    expect(filters.safeParse({ cur_page: 1, size: 10, Area: '1x' }).success).toBe(false);
  });
});

describe('school parameters', () => {
  it('the platform defaults keep every rule between parameters', () => {
    expect(parameterConflict(PLATFORM_PARAMETER_DEFAULTS)).toBeNull();
  });

  it('names the field and the rule broken first', () => {
    const d = PLATFORM_PARAMETER_DEFAULTS;
    expect(parameterConflict({ ...d, CloseTime: '07:30' })).toMatchObject({ field: 'CloseTime', rule: 'closeAfterOpen' });
    expect(parameterConflict({ ...d, CheckInStart: '09:00' })).toMatchObject({ field: 'CheckInEnd', rule: 'checkInOrder' });
    expect(parameterConflict({ ...d, CheckInEnd: '18:00' })).toEqual({ field: 'CheckInEnd', rule: 'checkInBeforeClose' });
  });
});
