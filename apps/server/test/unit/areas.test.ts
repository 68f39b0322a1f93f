import { type AreaNode, areaLevel, areaParent, isAreaCodeShape } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import { areaCodesIn, areaLabel, areaName, chinaAreas, isAreaCode } from '../../src/lib/areas.ts';

/** The one server module on the national division data (lib/areas.ts), and the contract's code logic it relies on. */
describe('the national division data', () => {
  it('agrees with the codes: every code has the shape, level and parent its digits say', () => {
    const disagree: string[] = [];
    const walk = (nodes: readonly AreaNode[], parent: string | undefined, level: number) => {
      for (const n of nodes) {
        if (!isAreaCodeShape(n.Code) || areaLevel(n.Code) !== level || areaParent(n.Code) !== parent) disagree.push(n.Code);
        walk(n.Children ?? [], n.Code, level + 1);
      }
    };
    walk(chinaAreas(), undefined, 1);
    expect(disagree).toEqual([]);
    expect(chinaAreas().length).toBe(31);
  });

  it('is read once', () => {
    expect(chinaAreas()).toBe(chinaAreas());
  });

  it('knows the codes of every level, towns included, and their names', () => {
    expect(['11', '1101', '110105', '441900003'].every(isAreaCode)).toBe(true);
    expect(['99', '1199', '110199', '4419', '44190000'].map(isAreaCode)).toEqual([false, false, false, true, false]);
    expect(areaName('441900003')).toBe('东城街道');
    expect(areaName('99')).toBe('99');
  });

  it('labels a code with the names of its path, and reads codes back from such labels', () => {
    expect(areaLabel('4403')).toBe('广东省/深圳市 (4403)');
    expect(areaLabel('441900003')).toBe('广东省/东莞市/东城街道 (441900003)');
    expect(areaLabel('99')).toBe('99');
    expect(areaCodesIn(`${areaLabel('4403')}, ${areaLabel('11')}`)).toEqual(['4403', '11']);
    expect(areaCodesIn('')).toEqual([]);
  });
});
