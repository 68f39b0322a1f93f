import { type Endpoint, type Envelope, signedHeaders } from '@kc/contract';
import { sql } from 'kysely';
import type { Session } from '../../src/http/context.ts';
import { bindings } from '../../src/modules/bindings.ts';
import { lowerFirst } from '../../src/resource/sql.ts';
import type { ResourceBinding } from '../../src/resource/types.ts';
import type { TestServer } from '../harness.ts';
import { rawCall } from './auth-helpers.ts';
import { fixtureId, type IdField, idFields, sampleBody, schoolBound, sessionOf, type Variant } from './scope-matrix-helpers.ts';

/** An id no record has: the answer every id outside the scope must look like. */
export const MISSING_ID = 987_654_321;

export interface ScopeSubject {
  label: string;
  token: string;
}

/** One endpoint × id field × session, called with an id of each kind. */
export interface ScopeCell {
  subject: string;
  path: string;
  field: string;
  entity: string;
  read: boolean;
  own?: { id: number; answer: Envelope };
  missing: Envelope;
  missingBody: Record<string, unknown>;
  /** otherSchool (a school outside the session's scope) and, of a teacher, otherClass. */
  outside: { variant: Variant; id: number; body: Record<string, unknown>; answer: Envelope; changed: boolean }[];
}

/**
 * An answer (or an answer's text) with one id written as `#`, and an export's file name (random
 * per call) as `*`: equal for two ids when nothing else tells them apart.
 */
export const withoutId = (answer: Envelope | string, id: number): string =>
  (typeof answer === 'string' ? answer : JSON.stringify(answer))
    .replace(new RegExp(`\\b${id}\\b`, 'g'), '#')
    .replace(/"FilePath":"[^"]*"/g, '"FilePath":"*"');

/** The answer's text as the server sent it, byte for byte. */
export async function rawText(server: TestServer, path: string, body: unknown, token: string): Promise<string> {
  const headers = signedHeaders(server.config.appCode, server.config.appKey, token);
  const res = await fetch(`${server.baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.text();
}

/** Reads first, then changes, deletions last: a write of the session's own record cannot hide another endpoint's. */
const order = (e: Endpoint) => (e.read ? 0 : /Delete/.test(e.path) ? 2 : 1);

/** The record as stored (to see that a refused call changed nothing). */
async function stored(server: TestServer, f: IdField, id: number): Promise<string> {
  const b = bindings[f.entity.name as keyof typeof bindings] as ResourceBinding;
  const r = await sql<{ row: unknown }>`SELECT to_jsonb(t) AS row FROM ${sql.table(b.table)} AS t
    WHERE ${sql.ref(`t.${b.idColumn ?? lowerFirst(f.entity.id)}`)} = ${id}`.execute(server.db);
  return JSON.stringify(r.rows[0]?.row ?? null);
}

/**
 * Calls every endpoint of `endpoints` (those `allowed` lets the subject past the grant) that takes
 * an id of a school-bound entity, once per id field: with an id the session sees, one of another
 * school (and of a teacher, one of another class of their school), and a missing one; the other
 * id fields carry ids the session sees, the rest of the body values its schema accepts.
 */
export async function runScopeMatrix(
  server: TestServer,
  subjects: ScopeSubject[],
  endpoints: Endpoint[],
  allowed: (subject: ScopeSubject, e: Endpoint) => boolean,
): Promise<ScopeCell[]> {
  const cells: ScopeCell[] = [];
  const withIds = endpoints
    .map((e) => ({ e, fields: idFields(e).filter((f) => schoolBound(f.entity)) }))
    .filter((x) => x.fields.length > 0)
    .sort((x, y) => order(x.e) - order(y.e));
  for (const subject of subjects) {
    const session: Session = await sessionOf(server, subject.token);
    for (const { e, fields } of withIds) {
      if (!allowed(subject, e)) continue;
      const all = idFields(e);
      for (const f of fields) {
        const body = async (id: number) => {
          const b = sampleBody(e, f.name);
          for (const g of all) {
            if (g.name === f.name || !(g.name in b)) continue;
            const own = await fixtureId(server, session, g.entity, 'own');
            if (own != null) b[g.name] = g.many ? [own] : own;
          }
          b[f.name] = f.many ? [id] : id;
          return b;
        };
        const call = (b: Record<string, unknown>) => rawCall(server, e.path, b, { token: subject.token });
        const missingBody = await body(MISSING_ID);
        const cell: ScopeCell = {
          subject: subject.label,
          path: e.path,
          field: f.name,
          entity: f.entity.name,
          read: e.read === true,
          missing: await call(missingBody),
          missingBody,
          outside: [],
        };
        for (const variant of ['otherSchool', 'otherClass'] as const) {
          const id = await fixtureId(server, session, f.entity, variant);
          if (id == null) continue;
          const before = await stored(server, f, id);
          const b = await body(id);
          const answer = await call(b);
          cell.outside.push({ variant, id, body: b, answer, changed: (await stored(server, f, id)) !== before });
        }
        const own = await fixtureId(server, session, f.entity, 'own');
        if (own != null) cell.own = { id: own, answer: await call(await body(own)) };
        cells.push(cell);
      }
    }
  }
  return cells;
}
