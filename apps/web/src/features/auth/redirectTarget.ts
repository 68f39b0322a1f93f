/**
 * Where to go after signing in: the `redirect` query parameter when it is a path inside this
 * console, otherwise '/'. Absolute or protocol-relative URLs are refused (no open redirect),
 * and so are the public sign-in screens themselves.
 */
export function redirectTarget(search: URLSearchParams): string {
  const raw = search.get('redirect');
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  const path = raw.split(/[?#]/)[0]?.toLowerCase() ?? '';
  if (path === '/login' || path === '/auth-redirect') return '/';
  return raw;
}
