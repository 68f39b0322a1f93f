import { TAG_MENU_CLAMP, TAG_MENU_OFFSET, TAG_WHEEL_DIVISOR } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import {
  addView,
  contextMenuLeft,
  delAll,
  delOthers,
  delView,
  emptyTags,
  generationOf,
  isCached,
  nextAfterClose,
  refreshView,
  wheelScroll,
} from '../src/shell/tagsModel.ts';

const v = (path: string, query = '') => ({ path, fullPath: `${path}${query}` });

describe('tag bar (spec §2.4)', () => {
  it('adds a view once, updates its query, caches unless noCache', () => {
    let s = addView(emptyTags(), v('/Dashboard'), false);
    s = addView(s, v('/A'), true);
    s = addView(s, v('/Dashboard', '?x=1'), false);
    expect(s.visited).toEqual([v('/Dashboard', '?x=1'), v('/A')]);
    expect(s.cached).toEqual(['/Dashboard']);
    expect(addView(s, v('/A'), true)).toBe(s);
  });

  it('closes one, the others, all', () => {
    let s = emptyTags();
    for (const p of ['/A', '/B', '/C']) s = addView(s, v(p), false);
    expect(delView(s, '/B').visited.map((x) => x.path)).toEqual(['/A', '/C']);
    expect(delView(s, '/B').cached).toEqual(['/A', '/C']);
    expect(delOthers(s, '/B').visited.map((x) => x.path)).toEqual(['/B']);
    expect(delOthers(s, '/B').cached).toEqual(['/B']);
    expect(delAll(s)).toMatchObject({ visited: [], cached: [] });
    expect(nextAfterClose(delView(s, '/C').visited)).toBe('/B');
    expect(nextAfterClose([])).toBe('/');
  });

  it('refresh drops the cache and bumps the generation (the view remounts)', () => {
    let s = addView(emptyTags(), v('/A'), false);
    s = refreshView(s, '/a');
    expect(isCached(s, '/A')).toBe(false);
    expect(generationOf(s, '/A')).toBe(1);
    s = addView(s, v('/A'), false);
    expect(isCached(s, '/A')).toBe(true);
    expect(generationOf(s, '/A')).toBe(1);
  });

  it('clamps the context menu and scrolls by wheel (spec §9)', () => {
    expect(contextMenuLeft(300, 200, 1000)).toBe(300 - 200 + TAG_MENU_OFFSET);
    expect(contextMenuLeft(1190, 200, 1000)).toBe(1000 - TAG_MENU_CLAMP);
    expect(wheelScroll(100, 40)).toBe(100 + 40 / TAG_WHEEL_DIVISOR);
    expect(wheelScroll(100, -40)).toBe(100 - 40 / TAG_WHEEL_DIVISOR);
  });
});
