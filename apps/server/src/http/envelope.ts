import { Code, type Envelope } from '@kc/contract';

export const success = <T>(data: T): Envelope<T> => ({ code: Code.Success, data, msg: 'ok' });
export const failure = (code: number, msg: string): Envelope<null> => ({ code, data: null, msg });

/** Trims every string the server receives, at any depth (ARCHITECTURE.md §3). */
export function trimDeep<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map(trimDeep) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = trimDeep(v);
    return out as T;
  }
  return value;
}
