/**
 * Minimal cookie access (the token lives in the Admin-Token cookie, spec §4). SameSite=Strict:
 * the server also reads the token from this cookie on its file routes (/exports/, /uploads/, so a
 * link or an <img> can fetch them), and a Strict cookie never travels with another site's request.
 */
export function getCookie(name: string): string | null {
  const m = document.cookie.match(new RegExp(`(?:^|; )${name.replace(/[-.]/g, '\\$&')}=([^;]*)`));
  return m ? decodeURIComponent(m[1] ?? '') : null;
}
export function setCookie(name: string, value: string, days?: number): void {
  const expires = days ? `; expires=${new Date(Date.now() + days * 864e5).toUTCString()}` : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the token in a cookie; Cookie Store API is not in every browser
  document.cookie = `${name}=${encodeURIComponent(value)}${expires}; path=/; SameSite=Strict`;
}
export function removeCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
