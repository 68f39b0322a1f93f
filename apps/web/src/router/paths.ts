/**
 * URL helpers the guard needs; kept apart from the route table so the entry chunk (which the
 * login page loads) stays small.
 */

const normalize = (path: string) => {
  const p = `/${path}`.replace(/\/{2,}/g, '/');
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
};

/** '/login?redirect=<path+query>' with slashes left readable. */
export function loginUrl(target: string): string {
  if (!target || target === '/') return '/login?redirect=/';
  return `/login?redirect=${encodeURIComponent(target).replace(/%2F/gi, '/')}`;
}

/** The path a '/Redirect/<path>' URL refreshes. */
export function redirectTargetOf(pathname: string): string | null {
  const m = /^\/redirect(\/.*)?$/i.exec(pathname);
  if (!m) return null;
  return normalize(m[1] ?? '/');
}
