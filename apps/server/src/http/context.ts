import type { Endpoint, InputOf, OutputOf } from '@kc/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { KvStore } from '../store/index.ts';

/** The signed-in caller, resolved from the token on every call. */
export interface Session {
  tokenHash: string;
  sysUserId: number;
  username: string;
  sysRoleId: number;
  roleValue: number;
  roleType: number;
  identityType: number;
  identityId: number | null;
}

/** Long-lived parts every handler may use; built once at start. */
export interface Services {
  config: Config;
  db: Db;
  store: KvStore;
  log: FastifyBaseLogger;
}

/** What one call sees: its own input, caller and request facts; nothing global. */
export interface CallContext<E extends Endpoint> extends Services {
  input: z.output<E['input']>;
  session: E['auth'] extends 'user' ? Session : Session | null;
  ip: string;
  serial: string;
  userAgent: string;
  /** The request's Accept-Language (labels of generated files follow it). */
  acceptLanguage: string;
}

export type Handler<E extends Endpoint> = (ctx: CallContext<E>) => Promise<OutputOf<E>>;

export interface Route {
  endpoint: Endpoint;
  handler: Handler<Endpoint>;
}

/** Modules register their handlers against contract endpoints through this. */
export class Registrar {
  readonly routes: Route[] = [];
  handle<E extends Endpoint>(endpoint: E, handler: Handler<E>): void {
    this.routes.push({ endpoint, handler: handler as unknown as Handler<Endpoint> });
  }
}

export type Module = (r: Registrar) => void;
export type { InputOf };
