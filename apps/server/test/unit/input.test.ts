import { api, resourceEndpoints, student, zBool, zDate, zId, zInt, zNumber } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataErrorMessage } from '../../src/http/db-errors.ts';
import { readInput } from '../../src/http/input.ts';
import { queryConverter, queryFields } from '../../src/http/query.ts';
import { ApiError } from '../../src/lib/errors.ts';

/** The server's input layer (http/input.ts, http/query.ts, http/db-errors.ts; README "Input contract"). */
describe('GET query conversion, driven by the schema', () => {
  const schema = z.object({
    Id: zId,
    Count: zInt(0, 10).optional(),
    Rate: zNumber().optional(),
    On: zBool.optional(),
    Ids: z.array(zId).optional(),
    Day: zDate.optional(),
    Name: z.string().optional(),
  });
  const convert = queryConverter(schema);

  it('reads the kinds of the fields, through wrappers, unions and defaults', () => {
    expect(queryFields(schema)).toEqual({
      Id: { kind: 'int' },
      Count: { kind: 'int' },
      Rate: { kind: 'number' },
      On: { kind: 'boolean' },
      Ids: { kind: 'array', item: { kind: 'int' } },
      Day: { kind: 'text' },
      Name: { kind: 'text' },
    });
    const del = resourceEndpoints(student).Delete.input;
    expect(queryFields(del)).toEqual({ Ids: { kind: 'array', item: { kind: 'int' } }, StudentId: { kind: 'int' } });
    expect(queryFields(api.studentNoClassList.input)).toMatchObject({
      cur_page: { kind: 'int' },
      size: { kind: 'int' },
      EnrolYear: { kind: 'int' },
    });
  });

  it('converts only ^\\d+$ to integers, true/false to booleans, repeated keys to lists', () => {
    expect(convert({ Id: '1', Count: '3', Rate: '36.5', On: 'true', Ids: ['1', '2'], Name: '12', Day: '2026-01-01' })).toEqual({
      Id: 1,
      Count: 3,
      Rate: 36.5,
      On: true,
      Ids: [1, 2],
      Name: '12',
      Day: '2026-01-01',
    });
    expect(convert({ Ids: '7', On: 'false' })).toEqual({ Ids: [7], On: false });
    for (const v of ['0x1', '1e0', ' 1 ', '+1', '-1', '1.0', '', 'true', '99999999999999999999'])
      expect(schema.safeParse(convert({ Id: v })).success).toBe(false);
    expect(schema.safeParse(convert({ Id: ['1', '2'] })).success).toBe(false);
    expect(schema.safeParse(convert({ Id: '1', On: '1' })).success).toBe(false);
    expect(schema.parse(convert({ Id: '1' }))).toEqual({ Id: 1 });
  });

  it('keeps a __proto__ key a key', () => {
    const q = Object.assign(Object.create(null) as Record<string, unknown>, JSON.parse('{"__proto__":"1","Id":"2"}'));
    const out = convert(q);
    expect(Object.hasOwn(out, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });
});

describe('readInput', () => {
  const refusal = (raw: unknown) => {
    try {
      readInput(raw);
    } catch (e) {
      expect(e).toBeInstanceOf(ApiError);
      return `${(e as ApiError).code} ${(e as ApiError).message}`;
    }
    return null;
  };

  it('refuses NUL in any string or key, naming the field', () => {
    expect(refusal({ StudentName: 'a\u0000b' })).toBe('100001 StudentName: must not contain the NUL character (\\u0000)');
    expect(refusal({ Menus: [{ SysMenuId: 1, ActionValues: ['view\u0000'] }] })).toMatch(/^100001 Menus\.0\.ActionValues\.0: must not/);
    expect(refusal({ Filter: { 'a\u0000': 1 } })).toMatch(/^100001 Filter: a field name must not contain the NUL/);
    expect(refusal('\u0000')).toMatch(/^100001 body:/);
    expect(refusal({ StudentName: 'a b' })).toBeNull();
  });

  it('refuses a lone surrogate, keeps paired ones', () => {
    expect(refusal({ Remark: 'x\ud800y' })).toBe('100001 Remark: must be valid Unicode text (it holds a lone surrogate)');
    expect(refusal({ Remark: '\udfff' })).toMatch(/^100001 Remark/);
    expect(refusal({ Remark: '孩子 😀 مرحبا \u202e' })).toBeNull();
  });

  it('trims strings at any depth and copies plain objects without prototypes taken from keys', () => {
    expect(readInput({ A: ' x ', B: [' y '], C: { D: ' z ' } })).toEqual({ A: 'x', B: ['y'], C: { D: 'z' } });
    const parsed = JSON.parse('{"__proto__": {"StudentId": 1}}') as object;
    const out = readInput(parsed) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(out.StudentId).toBeUndefined();
    expect(z.object({ StudentId: zId }).safeParse(out).success).toBe(false);
  });
});

describe('PostgreSQL data errors', () => {
  const pgError = (code: string) => Object.assign(new Error('db'), { code, severity: 'ERROR' });
  it('are bad input with a clear message', () => {
    for (const code of ['22P02', '22007', '22008', '22003', '22021', '54000', '22001', '22025'])
      expect(dataErrorMessage(pgError(code))).toMatch(/\w/);
    expect(dataErrorMessage(pgError('22999'))).toBe('db.invalidValue');
  });
  it('leave other errors alone', () => {
    expect(dataErrorMessage(pgError('23505'))).toBeNull();
    expect(dataErrorMessage(pgError('40001'))).toBeNull();
    expect(dataErrorMessage(Object.assign(new Error('x'), { code: 'ERR_STREAM' }))).toBeNull();
    expect(dataErrorMessage(new Error('x'))).toBeNull();
  });
});
