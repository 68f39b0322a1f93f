import { type AreaNode, areaPath, type ResourceDef } from '@kc/contract';

// The ChinaArea tree (ChinaArea/SelectTree) as the engine's screens use it, for both area kinds:
// 'area' (one place, its codes from the province down) and 'areas' (a set of codes). Pure: the
// hooks that load it are in areaHooks.ts, the cascader in AreaPlace.tsx.

/** The tree down to `levels` (1 provinces, 2 cities, 3 districts and towns). */
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

/** A place as people read it, the name of each of its codes ('北京市/市辖区/朝阳区'); an unknown code stays a code. */
export const placeText = (names: ReadonlyMap<string, string>, codes: readonly string[]): string =>
  codes.map((code) => names.get(code) ?? code).join('/');

/** An area as people read it, from the province down ('广东省/深圳市', a town '广东省/东莞市/东城街道'); the code itself while unknown. */
export const areaText = (names: ReadonlyMap<string, string>, code: string): string =>
  names.has(code) ? placeText(names, areaPath(code)) : code;

/** Whether a definition has an 'area' or 'areas' field (its lists and details need the area names). */
export const hasAreaFields = (def: ResourceDef): boolean => Object.values(def.fields).some((f) => f.kind === 'area' || f.kind === 'areas');
