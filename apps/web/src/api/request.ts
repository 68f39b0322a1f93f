import {
  Code,
  createApiClient,
  DEFAULT_APP_CODE,
  type Endpoint,
  type InputOf,
  type OutputOf,
  REQUEST_TIMEOUT_MS,
  sessionCodes,
  TIMEOUT_RETRY_DELAY_MS,
} from '@kc/contract';
import { getToken } from '../auth/token.ts';
import { currentLanguage } from './language.ts';
import { notify } from './notify.ts';

const runtime = window.__APP_CONFIG__ ?? {
  appCode: DEFAULT_APP_CODE,
  appKey: 'dev-app-key-change-me',
  links: { bigScreen: '', customerService: '', manual: '', docBase: '' },
};
export const appLinks = runtime.links;
export const appCode = runtime.appCode;
export const appKey = runtime.appKey;

/** A refused call: the server's code and message (in the user's language), and the input field it is about, if one. */
export class ApiCallError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Set by the auth layer: what to do when the server says the session is gone (-101/-102/-103). */
let onSessionLost: (code: number) => void = () => undefined;
export const setSessionLostHandler = (fn: (code: number) => void) => {
  onSessionLost = fn;
};

// Every call carries the user's language (Accept-Language): the server answers its messages in it.
const client = createApiClient({ baseUrl: '', appCode: runtime.appCode, appKey: runtime.appKey, getToken, getLanguage: currentLanguage });

export interface CallOptions {
  /** Don't toast a refusal; the caller shows it (e.g. a notification titled failure). */
  silent?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function once<E extends Endpoint>(endpoint: E, input: InputOf<E>, timeoutMs: number, outer?: AbortSignal) {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
  const abort = () => ctrl.abort(outer?.reason);
  outer?.addEventListener('abort', abort);
  try {
    return await client.call(endpoint, input, { signal: ctrl.signal });
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', abort);
  }
}

const isTimeout = (e: unknown) => e instanceof DOMException && (e.name === 'TimeoutError' || e.message === 'timeout');

/**
 * Calls a contract endpoint and answers its data. Spec §8: any code but 100000 shows the
 * server's msg (or 'Error') for 2 s; -101/-102/-103 send the user away; a timeout is retried
 * once after 1 s; a network error shows for 5 s.
 */
export async function call<E extends Endpoint>(endpoint: E, input: InputOf<E>, options: CallOptions = {}): Promise<OutputOf<E>> {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let envelope: Awaited<ReturnType<typeof once<E>>>;
  try {
    try {
      envelope = await once(endpoint, input, timeoutMs, options.signal);
    } catch (e) {
      if (!isTimeout(e)) throw e;
      await sleep(TIMEOUT_RETRY_DELAY_MS);
      envelope = await once(endpoint, input, timeoutMs, options.signal);
    }
  } catch (e) {
    if (options.signal?.aborted) throw e;
    const text = e instanceof Error ? e.message : String(e);
    notify.error(text, 5);
    throw new ApiCallError(0, text);
  }
  if (envelope.code === Code.Success) return envelope.data;
  if (sessionCodes.includes(envelope.code)) {
    onSessionLost(envelope.code);
    throw new ApiCallError(envelope.code, envelope.msg);
  }
  if (!options.silent) notify.error(envelope.msg || 'Error', 2);
  throw new ApiCallError(envelope.code, envelope.msg || 'Error', envelope.field);
}
