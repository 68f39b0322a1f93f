/** The big-screen page gets the session token in its query (spec §1). */
export function bigScreenUrl(base: string, token: string | null): string {
  if (!token) return base;
  return `${base}${base.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}
