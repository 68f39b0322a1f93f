import { describe, expect, it } from 'vitest';
import { resourceEndpoints } from '../src/core/resource-schemas.ts';
import {
  api,
  isCalendarDate,
  isCalendarMonth,
  pageQuery,
  zBool,
  zDate,
  zDateTime,
  zEnumNumber,
  zId,
  zInt,
  zMonth,
  zNumber,
} from '../src/index.ts';
import { student } from '../src/students/student.ts';

/** The strict input helpers (core/strict.ts): the declared JSON type, never a stand-in for it. */
const LOOSE_IDS: unknown[] = [
  true,
  false,
  '1',
  ' 1 ',
  '0x1',
  '1e0',
  [1],
  [[1]],
  null,
  {},
  1.5,
  0,
  -1,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 53,
];

describe('zId', () => {
  it('takes a JSON integer ≥ 1', () => {
    expect(zId.parse(1)).toBe(1);
    expect(zId.parse(9_007_199_254_740_991)).toBe(9_007_199_254_740_991);
  });
  it.each(LOOSE_IDS.map((v) => [JSON.stringify(v) ?? String(v), v]))('refuses %s', (_label, v) => {
    const r = zId.safeParse(v);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(/id|whole number/);
  });
});

describe('zInt, zNumber, zBool, zEnumNumber', () => {
  it('bound and type numbers', () => {
    expect(zInt(0, 10).parse(0)).toBe(0);
    expect(zInt(0, 10).safeParse(11).error?.issues[0]?.message).toBe('must be at most 10');
    expect(zInt().safeParse('3').success).toBe(false);
    expect(zInt().safeParse(3.5).success).toBe(false);
    expect(zNumber(35, 42).parse(36.5)).toBe(36.5);
    expect(zNumber().safeParse('36.5').success).toBe(false);
    expect(zNumber().safeParse(true).success).toBe(false);
  });
  it('take only JSON booleans and listed numbers', () => {
    expect(zBool.parse(false)).toBe(false);
    for (const v of ['true', 'false', 0, 1, [true], null]) expect(zBool.safeParse(v).success).toBe(false);
    const state = zEnumNumber([0, 1]);
    expect(state.parse(1)).toBe(1);
    for (const v of [2, '1', true, [1]]) expect(state.safeParse(v).success).toBe(false);
    expect(state.safeParse(2).error?.issues[0]?.message).toBe('must be one of 0, 1');
  });
});

describe('zDate, zMonth, zDateTime', () => {
  it('take real calendar days', () => {
    for (const v of ['2026-02-28', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31']) expect(zDate.parse(v)).toBe(v);
  });
  it.each([
    '2026-02-30',
    '2026-02-29',
    '1900-02-29',
    '0000-00-00',
    '0000-01-01',
    '2026-13-45',
    '2026-04-31',
    '2026-01-00',
    '2026-1-1',
    '20260101',
    ' 2026-01-01',
    '2026-01-01T00:00:00Z',
    '',
  ])('refuses the date %j', (v) => {
    expect(isCalendarDate(v)).toBe(false);
    expect(zDate.safeParse(v).error?.issues[0]?.message).toBe('must be a real date YYYY-MM-DD');
  });
  it('refuses a date that is not a string', () => {
    for (const v of [20260101, true, ['2026-01-01'], null]) expect(zDate.safeParse(v).success).toBe(false);
  });
  it('takes real months only', () => {
    for (const v of ['2026-01', '2026-12', '0001-06']) expect(zMonth.parse(v)).toBe(v);
    for (const v of ['2026-13', '2026-00', '0000-01', '2026-1', '202601', '2026-01-01', 202601]) {
      if (typeof v === 'string') expect(isCalendarMonth(v)).toBe(false);
      expect(zMonth.safeParse(v).error?.issues[0]?.message).toBe('must be a real month YYYY-MM');
    }
  });
  it('takes moments with an offset on real days', () => {
    expect(zDateTime.parse('2026-03-01T08:00:00+08:00')).toBe('2026-03-01T08:00:00+08:00');
    expect(zDateTime.parse('2024-02-29T23:59:59Z')).toBe('2024-02-29T23:59:59Z');
    for (const v of ['2026-02-30T00:00:00Z', '0000-01-01T00:00:00Z', '2026-13-01T00:00:00Z', '2026-03-01T08:00:00', '2026-03-01'])
      expect(zDateTime.safeParse(v).success).toBe(false);
  });
});

describe('the contract holds no loose input', () => {
  it('paging takes JSON integers only', () => {
    expect(pageQuery.parse({})).toEqual({ cur_page: 1, size: 10 });
    expect(pageQuery.safeParse({ cur_page: '2' }).success).toBe(false);
    expect(pageQuery.safeParse({ size: 100_000 }).success).toBe(false);
    expect(pageQuery.safeParse({ cur_page: 0 }).success).toBe(false);
  });
  it('resource schemas refuse loose ids, booleans and impossible dates', () => {
    const eps = resourceEndpoints(student);
    for (const v of LOOSE_IDS) expect(eps.GetDetail.input.safeParse({ StudentId: v }).success).toBe(false);
    expect(eps.GetDetail.input.parse({ StudentId: 1 })).toEqual({ StudentId: 1 });
    expect(eps.Delete.input.safeParse({ Ids: [true] }).success).toBe(false);
    expect(eps.Delete.input.safeParse({ Ids: ['1'] }).success).toBe(false);
    const filter = eps.SelectPage.input;
    expect(filter.safeParse({ Birthday_from: '2026-02-30' }).error?.issues[0]?.path).toEqual(['Birthday_from']);
    expect(filter.safeParse({ Birthday_from: '2026-02-28' }).success).toBe(true);
  });
  it('extra endpoints refuse loose values', () => {
    expect(api.studentOverview.input.safeParse({ StudentId: 1, Month: '2026-13' }).success).toBe(false);
    expect(api.studentOverview.input.safeParse({ StudentId: true }).success).toBe(false);
    expect(api.attendanceChildMonth.input.safeParse({ StudentId: 1, Month: '0000-01' }).success).toBe(false);
    expect(api.attendanceChildMonth.input.safeParse({ StudentId: 1, Month: '2026-01' }).success).toBe(true);
  });
});

describe('texts are bounded', () => {
  it('a named rule keeps the field’s max; a field without one gets the default', async () => {
    const { parent } = await import('../src/families/parent.ts');
    const { TEXT_MAX, writeSchema } = await import('../src/core/resource-schemas.ts');
    const add = writeSchema(parent, 'add');
    const max = parent.fields.Name.max as number;
    const r = add.safeParse({ SchoolId: 1, Name: 'x'.repeat(max + 1), Mobile: '13900000000' });
    expect(r.error?.issues.find((i) => i.path[0] === 'Name')?.message).toBe(`must be at most ${max} characters`);
    expect(TEXT_MAX.string).toBe(500);
  });
});
