import { TAG_MENU_CLAMP, TAG_MENU_OFFSET, TAG_WHEEL_DIVISOR } from '@kc/contract';

/**
 * The tag bar's state (spec §2.4 "Tag bar"): visited views, cached views (kept alive) and a
 * generation per path that a refresh bumps so the view remounts. Pure reducers.
 */
export interface TagView {
  path: string;
  fullPath: string;
}

export interface TagsState {
  visited: TagView[];
  cached: string[];
  generation: Record<string, number>;
}

export const emptyTags = (): TagsState => ({ visited: [], cached: [], generation: {} });

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Adds to the visited list unless the path is there (its query is updated), and to the cache unless noCache. */
export function addView(state: TagsState, view: TagView, noCache: boolean): TagsState {
  const at = state.visited.findIndex((v) => same(v.path, view.path));
  let visited = state.visited;
  if (at < 0) visited = [...visited, view];
  else if (state.visited[at]?.fullPath !== view.fullPath)
    visited = visited.map((v, i) => (i === at ? { ...v, fullPath: view.fullPath } : v));
  const cached = noCache || state.cached.some((p) => same(p, view.path)) ? state.cached : [...state.cached, view.path];
  return visited === state.visited && cached === state.cached ? state : { ...state, visited, cached };
}

export function delView(state: TagsState, path: string): TagsState {
  return { ...state, visited: state.visited.filter((v) => !same(v.path, path)), cached: state.cached.filter((p) => !same(p, path)) };
}

export function delOthers(state: TagsState, path: string): TagsState {
  return { ...state, visited: state.visited.filter((v) => same(v.path, path)), cached: state.cached.filter((p) => same(p, path)) };
}

export function delAll(state: TagsState): TagsState {
  return { ...state, visited: [], cached: [] };
}

/** Drops the view's cache and bumps its generation: the next render mounts it afresh. */
export function refreshView(state: TagsState, path: string): TagsState {
  const key = Object.keys(state.generation).find((k) => same(k, path)) ?? path;
  return {
    ...state,
    cached: state.cached.filter((p) => !same(p, path)),
    generation: { ...state.generation, [key]: (state.generation[key] ?? 0) + 1 },
  };
}

export const generationOf = (state: TagsState, path: string) =>
  state.generation[Object.keys(state.generation).find((k) => same(k, path)) ?? path] ?? 0;

export const isCached = (state: TagsState, path: string) => state.cached.some((p) => same(p, path));

/** After closing the active tag: the last visited view, else the root. */
export function nextAfterClose(visited: readonly TagView[]): string {
  return visited.at(-1)?.fullPath ?? '/';
}

/** Context-menu left edge: min(mouseX − offsetLeft + 15, offsetWidth − 105) (spec §9). */
export function contextMenuLeft(mouseX: number, offsetLeft: number, offsetWidth: number): number {
  return Math.min(mouseX - offsetLeft + TAG_MENU_OFFSET, offsetWidth - TAG_MENU_CLAMP);
}

/** Horizontal scroll position after a wheel event on the tag bar (deltaY ÷ 4). */
export function wheelScroll(scrollLeft: number, deltaY: number): number {
  return scrollLeft + deltaY / TAG_WHEEL_DIVISOR;
}
