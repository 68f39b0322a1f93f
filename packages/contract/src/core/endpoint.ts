import type { z } from 'zod';
import type { MenuName } from '../menus/tree.ts';

/**
 * One business call, declared once: the server registers its handler against it (and
 * validates with `input`), the OpenAPI document is generated from it, and the web's
 * client infers request and answer types from it.
 */
export type Auth = 'public' | 'user' | 'device';

export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType, A extends Auth = Auth> {
  /** `{Module}/{Action}`, served under /api/ and /callapi/. */
  path: string;
  /**
   * public: no token needed; user: a live session is required; device: a device's (or its
   * gateway's) call, neither a user nor the console: no session and no console signature, the
   * handler authenticates each device by its serial number and secret (Telemetry/Ingest).
   */
  auth: A;
  /** Read actions also accept GET with query params. */
  read?: boolean;
  summary: string;
  /**
   * The menu entry and action value the caller's current role must be granted (SysRoleMenu);
   * absent: any signed-in user (own-account and reference calls). Role value 1 passes all.
   */
  grant?: { menu: MenuName; action: 'view' | 'add' | 'edit' | 'delete' | 'audit' | 'export' };
  input: I;
  output: O;
}

/** Keeps the literal `auth` so a handler of a user endpoint gets a non-null session. */
export const defineEndpoint = <I extends z.ZodType, O extends z.ZodType, A extends Auth>(e: Endpoint<I, O, A>): Endpoint<I, O, A> => e;

export type InputOf<E> = E extends Endpoint<infer I, z.ZodType, Auth> ? z.input<I> : never;
export type OutputOf<E> = E extends Endpoint<z.ZodType, infer O, Auth> ? z.output<O> : never;
