import { isDeepStrictEqual } from 'node:util';
import { Code, type Endpoint } from '@kc/contract';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { ApiError } from '../lib/errors.ts';

/** Writes a success envelope of one endpoint as JSON text. */
export type AnswerWriter = (data: unknown) => string;

/** The envelope around an output's JSON Schema; its definitions (recursive trees) move to the root their `#/$defs/…` references name. */
function envelopeSchema(output: Record<string, unknown>) {
  const { $schema: _, $defs, ...data } = output;
  return {
    type: 'object',
    required: ['code', 'data', 'msg'],
    properties: { code: { type: 'integer' }, data, msg: { type: 'string' } },
    ...($defs ? { $defs } : {}),
  };
}

const plain: AnswerWriter = (data) => JSON.stringify({ code: Code.Success, data, msg: 'ok' });

/**
 * The success answers of an endpoint, written by a serializer compiled from the contract's output
 * schema (fast-json-stringify, as Fastify does for response schemas) instead of JSON.stringify:
 * the shape is known ahead, so the writer walks it without inspecting every value. JSON.stringify
 * took a tenth of the server's CPU on the class month grid (mixed null/number arrays leave V8's
 * fast path); the compiled writer takes less than half of that. Only the fields the contract
 * declares go out: the presenters' whitelist, enforced once more at the door.
 *
 * An output the contract cannot describe (no JSON Schema, or one the compiler refuses) is written
 * with JSON.stringify. `check` (the test servers) writes every answer both ways and refuses
 * one whose two texts mean different things, so a handler and its contract cannot drift apart
 * unnoticed: a field the contract lacks, a string where it says number, a required field missing.
 * In production a writer that throws (a required field missing) falls back to JSON.stringify.
 */
export function answerWriter(endpoint: Pick<Endpoint, 'path' | 'output'>, check: boolean): AnswerWriter {
  let compiled: AnswerWriter;
  try {
    compiled = compileAnswerWriter(endpoint);
  } catch {
    return plain;
  }
  if (check) return (data) => checked(endpoint.path, compiled, data);
  return (data) => {
    try {
      return compiled(data);
    } catch {
      return plain(data);
    }
  };
}

/** The compiled writer of an endpoint's success answers; throws when its output schema does not compile. */
export function compileAnswerWriter(endpoint: Pick<Endpoint, 'output'>): AnswerWriter {
  const output = z.toJSONSchema(endpoint.output, { io: 'output', unrepresentable: 'any', cycles: 'ref', reused: 'inline' });
  const write = fastJson(envelopeSchema(output as Record<string, unknown>) as never);
  return (data) => write({ code: Code.Success, data, msg: 'ok' });
}

/** The compiled writer's text, once it is shown to mean what JSON.stringify's means. */
function checked(path: string, write: AnswerWriter, data: unknown): string {
  // Refused as an internal error whose message says why (test servers only).
  const refuse = (why: string) => new ApiError(Code.InternalError, `the answer of ${path} ${why}`);
  const expected = JSON.parse(plain(data)).data;
  let text: string;
  try {
    text = write(data);
  } catch (e) {
    throw refuse(`does not fit its contract: ${(e as Error).message}`);
  }
  const actual = JSON.parse(text).data;
  if (!isDeepStrictEqual(actual, expected)) throw refuse(`differs from its contract at ${firstDifference(expected, actual, 'data')}`);
  return text;
}

/** Where two parsed JSON values first differ, as a path (`data.list.0.Name`), with both values. */
function firstDifference(a: unknown, b: unknown, at: string): string | undefined {
  if (isDeepStrictEqual(a, b)) return undefined;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${at}.${k}`);
      if (d) return d;
    }
  }
  return `${at}: JSON.stringify wrote ${JSON.stringify(a)?.slice(0, 80)}, the contract's writer ${JSON.stringify(b)?.slice(0, 80)}`;
}
