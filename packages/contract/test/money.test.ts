import { describe, expect, it } from 'vitest';
import { allocate, assertCents, mulDiv, percentBp, prorate, splitEven, sumCents } from '../src/core/money.ts';

describe('money: integer cents, half up to the cent', () => {
  it('rounds a half cent up and below a half down', () => {
    expect(mulDiv(1, 1, 2)).toBe(1); // 0.5 → 1
    expect(mulDiv(3, 1, 2)).toBe(2); // 1.5 → 2
    expect(mulDiv(1, 1, 3)).toBe(0); // 0.333 → 0
    expect(mulDiv(2, 1, 3)).toBe(1); // 0.667 → 1
    expect(mulDiv(-1, 1, 2)).toBe(-1); // away from zero
    expect(mulDiv(-3, 1, 2)).toBe(-2);
  });

  it('takes percentages in basis points exactly, where floats would drift', () => {
    expect(percentBp(100_50, 1000)).toBe(10_05); // 10 % of 100.50
    expect(percentBp(1_005, 5000)).toBe(503); // 50 % of 10.05 = 5.025 → 5.03
    expect(percentBp(33_33, 3333)).toBe(11_11); // 1110.9 → 1111
  });

  it('prorates by days and clamps the part to the whole', () => {
    expect(prorate(3000_00, 17, 30)).toBe(1700_00);
    expect(prorate(1000_00, 10, 31)).toBe(32258); // 32258.06 → 32258
    expect(prorate(1000_01, 1, 2)).toBe(50001); // 50000.5 → 50001
    expect(prorate(100, 40, 30)).toBe(100);
    expect(prorate(100, -1, 30)).toBe(0);
    expect(prorate(100, 1, 0)).toBe(0);
  });

  it('splits so the parts always sum to the whole', () => {
    expect(splitEven(1000, 3)).toEqual([334, 333, 333]);
    expect(sumCents(splitEven(1000_01, 7))).toBe(1000_01);
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [3, 7])).toEqual([3, 7]);
    expect(allocate(5, [0, 0])).toEqual([5, 0]);
    expect(allocate(-100, [1, 2])).toEqual([-33, -67]);
    const parts = allocate(9999_99, [123, 456, 789, 1]);
    expect(sumCents(parts)).toBe(9999_99);
  });

  it('refuses what is not an integer of cents', () => {
    expect(() => assertCents(1.5)).toThrow(RangeError);
    expect(() => sumCents([1, 0.1])).toThrow(RangeError);
    expect(() => mulDiv(1, 1, 0)).toThrow(RangeError);
    expect(mulDiv(Number.MAX_SAFE_INTEGER, 2, 2)).toBe(Number.MAX_SAFE_INTEGER);
  });
});
