import { api } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../api/request.ts';
import { areaNameMap, areaText } from './areas.ts';

/** The ChinaArea tree (public, never changes while the page lives): one load for every screen (the register page shares the key). */
export function useAreaTree(enabled = true) {
  return useQuery({
    queryKey: ['chinaAreaTree'],
    queryFn: () => call(api.chinaAreaTree, {}, { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/** The reader of area codes for lists and details (loads the tree only when `enabled`). */
export function useAreaNames(enabled: boolean): ((code: string) => string) | undefined {
  const tree = useAreaTree(enabled);
  return useMemo(() => {
    if (!tree.data) return undefined;
    const names = areaNameMap(tree.data);
    return (code: string) => areaText(names, code);
  }, [tree.data]);
}
