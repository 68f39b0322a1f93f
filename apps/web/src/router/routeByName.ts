import type { MenuEntry } from '@kc/contract';

/**
 * The absolute path of the named route in the server menu (spec §2.4: the guide navigates to
 * named routes), or null when the user's menu has no such entry. Child paths are relative to
 * their parent unless they start with '/'.
 */
export function pathOfRoute(entries: readonly MenuEntry[], name: string, parent = '/'): string | null {
  const wanted = name.toLowerCase();
  for (const entry of entries) {
    const raw = entry.path.startsWith('/') ? entry.path : `${parent}/${entry.path}`;
    const path = raw.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
    if (entry.name.toLowerCase() === wanted) return path;
    const found = pathOfRoute(entry.children, name, path);
    if (found) return found;
  }
  return null;
}
