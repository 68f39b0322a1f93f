import { describe, expect, it } from 'vitest';
import { GOAL_CODE_PATTERN, termOfDate, termSpan } from '../src/index.ts';

describe('development framework', () => {
  it('places a date in its term, January in the autumn term', () => {
    expect(termOfDate('2026-09-01')).toEqual({ term: '2026-2027-1', start: '2026-09-01', end: '2027-01-31' });
    expect(termOfDate('2027-01-31').term).toBe('2026-2027-1');
    expect(termOfDate('2027-02-01')).toEqual({ term: '2026-2027-2', start: '2027-02-01', end: '2027-08-31' });
    expect(termOfDate('2027-08-31').term).toBe('2026-2027-2');
  });
  it('refuses a term key that is not one', () => {
    expect(termSpan('2026-2028-1')).toBeNull();
    expect(termSpan('2026-2027-3')).toBeNull();
    expect(termSpan('2026-2027-2')?.start).toBe('2027-02-01');
  });
  it('knows a goal code', () => {
    expect(GOAL_CODE_PATTERN.test('health.1.2')).toBe(true);
    expect(GOAL_CODE_PATTERN.test('music.1.2')).toBe(false);
    expect(GOAL_CODE_PATTERN.test('art.10.1')).toBe(false);
  });
});
