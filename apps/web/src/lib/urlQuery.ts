import { useCallback } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

/** How a change goes: replacing the history entry or not; `keep`: the only keys kept besides the changed ones. */
export type QueryChangeOptions = NavigateOptions & { keep?: string[] };

/**
 * The address's query and a change of it made from the query as it is now (window.location),
 * not as this render saw it: React Router renders a navigation in a transition, so a second
 * change made before that render lands (a quick click, a slow phone) would otherwise undo the
 * first. `changes` sets a key to a value or deletes it (undefined); `keep` drops every other key.
 */
export function useUrlQuery(): [URLSearchParams, (changes: Record<string, string | undefined>, options?: QueryChangeOptions) => void] {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (changes: Record<string, string | undefined>, { keep, ...options }: QueryChangeOptions = {}) =>
      setParams(() => {
        const now = new URLSearchParams(window.location.search);
        const next = keep ? new URLSearchParams([...now].filter(([k]) => keep.includes(k))) : now;
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      }, options),
    [setParams],
  );
  return [params, change];
}
