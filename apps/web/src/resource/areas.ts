import { type AreaNode, areaPath, type ResourceDef } from '@kc/contract';

// The ChinaArea tree as the engine's screens use it (pure: the loading hooks are in areaHooks.ts).

/** The tree down to `levels` (1 provinces, 2 cities, 3 districts). */
export function trimAreas(nodes: readonly AreaNode[], levels: number): AreaNode[] {
  return nodes.map(({ Children, ...n }) => (levels > 1 && Children?.length ? { ...n, Children: trimAreas(Children, levels - 1) } : n));
}

/** Code → name of every area of the tree. */
export function areaNameMap(nodes: readonly AreaNode[], into = new Map<string, string>()): Map<string, string> {
  for (const n of nodes) {
    into.set(n.Code, n.Name);
    if (n.Children) areaNameMap(n.Children, into);
  }
  return into;
}

/** An area as people read it, from the province down ('广东省/深圳市'); the code itself while names are unknown. */
export const areaText = (names: ReadonlyMap<string, string>, code: string): string =>
  names.has(code)
    ? areaPath(code)
        .map((c) => names.get(c) ?? c)
        .join('/')
    : code;

/** Whether a definition has an 'areas' field (its lists and details need the area names). */
export const hasAreas = (def: ResourceDef): boolean => Object.values(def.fields).some((f) => f.kind === 'areas');
