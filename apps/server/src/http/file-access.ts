import { Code, languageOf, TOKEN_COOKIE } from '@kc/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../lib/errors.ts';
import { bearerToken, resolveSession } from './auth.ts';
import type { Services, Session } from './context.ts';
import { failure } from './envelope.ts';

/**
 * The caller of a file route (GET /exports/…, GET /uploads/…). A plain link, `<a download>` or
 * `<img src>` cannot add headers, so besides the API's token header (Authorization: Bearer, or
 * X-Token) the session token is read from the `Admin-Token` cookie the web keeps it in (spec §4;
 * set SameSite=Strict, path /): the browser sends it with same-site requests only. These routes
 * only read, so a cookie cannot make them change anything; no request signature is asked (an
 * image element cannot sign), the token alone identifies the session, checked like any call's.
 */
export function fileToken(req: FastifyRequest): string | null {
  const header = bearerToken(req.headers.authorization) ?? (req.headers['x-token'] as string | undefined);
  if (header) return header;
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === TOKEN_COOKIE) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim()) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The session of a file request (-101/-102/-103 as ApiError when there is none). */
export const fileSession = (req: FastifyRequest, services: Services): Promise<Session> =>
  resolveSession(services.db, fileToken(req), services.config.sessionIdleMinutes);

/** HTTP status of a file route's refusal: no session 401, out of scope or missing 404 (the same answer), bad input 400. */
const statusOf = (code: number) =>
  code === Code.NotSignedIn || code === Code.SessionExpired || code === Code.SessionEnded
    ? 401
    : code === Code.NotFound
      ? 404
      : code === Code.NoPermission
        ? 403
        : 400;

/** Answers a refused file request with an HTTP status and the envelope; rethrows anything else. */
export function refuseFile(reply: FastifyReply, e: unknown): FastifyReply {
  if (!(e instanceof ApiError)) throw e;
  return reply
    .code(statusOf(e.code))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(failure(e.code, e.messageIn(languageOf(reply.request.headers['accept-language'])), e.field));
}

/** Headers every served file carries: not cached beyond the browser's private use, not sniffed, not read by other sites. */
export function privateFileHeaders(reply: FastifyReply, cacheControl: string): FastifyReply {
  return reply
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('cross-origin-resource-policy', 'same-origin')
    .header('referrer-policy', 'no-referrer');
}

/** `Content-Disposition` with the UTF-8 name (RFC 6266/5987) and an ASCII fallback. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
