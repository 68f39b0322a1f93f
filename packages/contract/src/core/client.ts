import type { Envelope } from './codes.ts';
import { APP_VERSION_HEADER } from './constants.ts';
import type { Endpoint, InputOf, OutputOf } from './endpoint.ts';
import { Headers, newSerial, signRequest } from './signature.ts';

export interface ClientOptions {
  baseUrl: string;
  appCode: string;
  appKey: string;
  /** Current token, if any; login calls go without one. */
  getToken?: () => string | null | undefined;
  fetch?: typeof fetch;
  /** '/api' (default) or '/callapi'. */
  prefix?: '/api' | '/callapi';
  /** The user's language (zh, en, es), sent as Accept-Language: the server words its messages in it. */
  getLanguage?: () => string | null | undefined;
}

/** Headers every /api and /callapi call carries (spec §7, ARCHITECTURE.md §3). */
export function signedHeaders(
  appCode: string,
  appKey: string,
  token?: string | null,
  serial = newSerial(),
  timestamp = String(Date.now()),
  /** Precomputed by a caller with a native HMAC (the server's benchmarks); the portable one otherwise. */
  signature = signRequest(appKey, appCode, APP_VERSION_HEADER, serial, timestamp),
) {
  const headers: Record<string, string> = {
    [Headers.AppCode]: appCode,
    [Headers.AppVersion]: APP_VERSION_HEADER,
    [Headers.LogSerial]: serial,
    [Headers.Timestamp]: timestamp,
    [Headers.User]: '',
    [Headers.Customer]: '',
    [Headers.Device]: '',
    [Headers.Employee]: '',
    [Headers.Ip]: '',
    [Headers.Extension]: '',
    [Headers.Signature]: signature,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/** Trims every string before sending (spec §5). */
export function trimStrings<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map(trimStrings) as T;
  if (value && typeof value === 'object' && !(value instanceof Blob) && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimStrings(v)])) as T;
  }
  return value;
}

/**
 * A typed, signed caller of contract endpoints. Answers the whole envelope: the
 * caller decides what a non-success code means for it (the web toasts it, tests assert it).
 */
export function createApiClient(options: ClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const prefix = options.prefix ?? '/api';
  return {
    async call<E extends Endpoint>(
      endpoint: E,
      input: InputOf<E>,
      init: { signal?: AbortSignal; token?: string | null } = {},
    ): Promise<Envelope<OutputOf<E>>> {
      const token = init.token !== undefined ? init.token : options.getToken?.();
      const headers: Record<string, string> = signedHeaders(options.appCode, options.appKey, token);
      const language = options.getLanguage?.();
      if (language) headers['accept-language'] = language;
      const res = await doFetch(`${options.baseUrl}${prefix}/${endpoint.path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(trimStrings(input ?? {})),
        signal: init.signal,
      });
      return (await res.json()) as Envelope<OutputOf<E>>;
    },
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
