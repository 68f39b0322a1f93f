import { api, type ResourceDef } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../api/request.ts';
import { areaNameMap, areaText, hasAreaFields, placeText } from './areas.ts';
import type { CellContext } from './model.ts';

/** The ChinaArea tree (public, never changes while the page lives): one load for every screen, the register page's included. */
export function useAreaTree(enabled = true) {
  return useQuery({
    queryKey: ['chinaAreaTree'],
    queryFn: () => call(api.chinaAreaTree, {}, { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/**
 * The readers of area codes for a definition's lists and details: `areaName` for an 'areas' value,
 * `areaPlace` for an 'area' place. The tree is loaded only for a definition with an area field;
 * both are undefined until it is there (the cells show the codes meanwhile).
 */
export function useAreaTexts(def: ResourceDef): Pick<CellContext, 'areaName' | 'areaPlace'> {
  const tree = useAreaTree(hasAreaFields(def));
  return useMemo(() => {
    if (!tree.data) return {};
    const names = areaNameMap(tree.data);
    return { areaName: (code: string) => areaText(names, code), areaPlace: (codes: readonly string[]) => placeText(names, codes) };
  }, [tree.data]);
}
