import type { RawBuilder } from 'kysely';
import { compile as compileFrag, Frag, fromRaw } from '../../src/db/frag.ts';

/** The SQL text and parameters an engine fragment (or a Kysely builder, with the server's plugins) compiles to. */
export const compile = (f: Frag | RawBuilder<unknown>) => {
  const c = compileFrag(f instanceof Frag ? f : fromRaw(f));
  return { sql: c.sql, params: c.parameters };
};
