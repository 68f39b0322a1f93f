import { isSmartCentreMenu, SMART_CENTRE_MENUS } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import type { MenuSeed } from '../../src/db/seed/menu-tree.ts';
import { menuSeed } from '../../src/db/seed/menus.ts';

const names = (e: MenuSeed): string[] => [e.name, ...(e.children ?? []).flatMap(names)];

describe('the smart-centre menu list', () => {
  it('is exactly the seeded /Ai subtree: no entry of the section escapes the refusal, none outside it is caught', () => {
    const ai = menuSeed.find((e) => e.path === '/Ai');
    expect(ai).toBeDefined();
    expect([...SMART_CENTRE_MENUS].sort()).toEqual(names(ai as MenuSeed).sort());
    const others = menuSeed.filter((e) => e !== ai).flatMap(names);
    expect(others.filter(isSmartCentreMenu)).toEqual([]);
    expect(isSmartCentreMenu(undefined)).toBe(false);
  });
});
