import type { z } from 'zod';

/**
 * One business call, declared once: the server registers its handler against it (and
 * validates with `input`), the OpenAPI document is generated from it, and the web's
 * client infers request and answer types from it.
 */
export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  /** `{Module}/{Action}`, served under /api/ and /callapi/. */
  path: string;
  /** public: no token needed; user: a live session is required. */
  auth: 'public' | 'user';
  /** Read actions also accept GET with query params. */
  read?: boolean;
  summary: string;
  input: I;
  output: O;
}

export const defineEndpoint = <I extends z.ZodType, O extends z.ZodType>(e: Endpoint<I, O>): Endpoint<I, O> => e;

export type InputOf<E> = E extends Endpoint<infer I, z.ZodType> ? z.input<I> : never;
export type OutputOf<E> = E extends Endpoint<z.ZodType, infer O> ? z.output<O> : never;
