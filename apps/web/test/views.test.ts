import { type MenuTreeEntry, menuTree, RESOURCE_NAMES, resources } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import { localRoutes } from '../src/router/localRoutes.ts';
import type { RouteNode } from '../src/router/routeTable.ts';
import { CONSOLE_VIEWS, hasView, normalizeComponent, resourceScreens, viewFor, viewNames } from '../src/router/views.ts';

// The view registry against the contract's menu tree (its keys are typed as the tree's components
// too: this checks what the types cannot, the lookups by normalized key and the spellings the seed writes).

const entries = (tree: readonly MenuTreeEntry[]): MenuTreeEntry[] => tree.flatMap((e) => [e, ...entries(e.children ?? [])]);
const treeScreens = entries(menuTree).filter((e) => e.component !== 'Layout' && e.component !== 'ParentView');
const treeComponents = new Set(treeScreens.map((e) => e.component));
const localComponents = (nodes: readonly RouteNode[]): string[] =>
  nodes.flatMap((n) => [...(n.component ? [n.component] : []), ...localComponents(n.children)]);

describe('the view registry', () => {
  it('holds only components of the menu tree and the console’s own', () => {
    const consoleOwn = new Set<string>(CONSOLE_VIEWS);
    expect(viewNames.filter((k) => !treeComponents.has(k) && !consoleOwn.has(k))).toEqual([]);
  });

  it('maps every screen of the menu tree it has a key for, by the component the menu entry carries', () => {
    const keys = new Set<string>(viewNames);
    const built = treeScreens.filter((e) => keys.has(e.component));
    expect(built.length).toBeGreaterThan(25);
    for (const e of built) {
      expect(hasView(e.component), e.name).toBe(true);
      expect(viewFor(e.component), e.name).not.toBeNull();
    }
    // a screen not built opens the 'soon' page
    expect(hasView('operation/GoldTask')).toBe(false);
    expect(viewFor('operation/GoldTask')).toBeNull();
  });

  it('has no two keys that are one key once normalized (one would hide the other)', () => {
    const normalized = viewNames.map(normalizeComponent);
    expect(new Set(normalized).size).toBe(normalized.length);
  });

  it('knows the component of every local route (built or not)', () => {
    const known = new Set<string>([...CONSOLE_VIEWS, ...treeComponents]);
    for (const c of localComponents(localRoutes)) expect(known.has(c), c).toBe(true);
  });
});

describe('the screen of every resource', () => {
  it('is in the registry for every resource of the contract', () => {
    expect(Object.keys(resourceScreens).sort()).toEqual([...RESOURCE_NAMES].sort());
    for (const screen of Object.values(resourceScreens)) {
      for (const view of 'view' in screen ? [screen.view] : screen.within) expect(hasView(view), view).toBe(true);
    }
  });

  it('is the screen of its menu entry: the one its calls need the grant of', () => {
    const componentOf = new Map(treeScreens.map((e) => [e.name, e.component]));
    for (const name of RESOURCE_NAMES) {
      const screen = resourceScreens[name];
      const own = componentOf.get(resources[name].menu);
      if ('view' in screen) expect(screen.view, name).toBe(own);
      // shown within other screens: its menu entry's first, unless that screen is not built yet
      else if (own && hasView(own)) expect(screen.within[0], name).toBe(own);
    }
    expect(hasView(componentOf.get(resources.Agent.menu) ?? '')).toBe(false);
  });
});
