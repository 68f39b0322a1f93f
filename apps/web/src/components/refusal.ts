import { sessionCodes } from '@kc/contract';
import { ApiCallError } from '../api/request.ts';

/**
 * The server's message of a refused call that the caller must show itself (a `silent` call).
 * Network errors (code 0) were already shown by the request layer and session losses are
 * handled by the auth layer, so those answer null.
 */
export function refusalMessage(e: unknown): string | null {
  if (!(e instanceof ApiCallError)) return e instanceof Error ? e.message : null;
  if (e.code === 0 || sessionCodes.includes(e.code)) return null;
  return e.message || 'Error';
}
