import { isSmartCentreMenu, type MenuTreeEntry, menuTree, SMART_CENTRE_MENUS } from '@kc/contract';
import { describe, expect, it } from 'vitest';

const names = (e: MenuTreeEntry): string[] => [e.name, ...(e.children ?? []).flatMap(names)];

describe('the smart-centre menu list', () => {
  it('is exactly the seeded /Ai subtree: no entry of the section escapes the refusal, none outside it is caught', () => {
    const ai = menuTree.find((e) => e.path === '/Ai');
    expect(ai).toBeDefined();
    expect([...SMART_CENTRE_MENUS].sort()).toEqual(names(ai as MenuTreeEntry).sort());
    const others = menuTree.filter((e) => e !== ai).flatMap(names);
    expect(others.filter(isSmartCentreMenu)).toEqual([]);
    expect(isSmartCentreMenu(undefined)).toBe(false);
  });
});
