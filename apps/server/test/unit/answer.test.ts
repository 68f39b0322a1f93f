import { Code } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerWriter, compileAnswerWriter } from '../../src/http/answer.ts';
import { Registrar } from '../../src/http/context.ts';
import { ApiError } from '../../src/lib/errors.ts';
import { modules } from '../../src/modules/index.ts';

/** Success envelopes written from the contract's output schema (http/answer.ts). */
const endpoint = {
  path: 'Test/Grid',
  output: z.object({
    Name: z.string(),
    Count: z.number(),
    Statuses: z.array(z.number().nullable()),
    Note: z.string().optional(),
    Child: z.object({ Id: z.number() }).nullable(),
  }),
};
const data = { Name: '王"小"明\n', Count: 2, Statuses: [1, null, 3], Child: { Id: 7 } };

describe('answerWriter', () => {
  it('writes what JSON.stringify writes for an answer that fits the contract', () => {
    for (const check of [false, true]) {
      const write = answerWriter(endpoint, check);
      expect(JSON.parse(write(data))).toEqual({ code: Code.Success, data, msg: 'ok' });
      expect(JSON.parse(write({ ...data, Note: 'x', Child: null })).data).toEqual({ ...data, Note: 'x', Child: null });
    }
  });

  it('leaves out the fields the contract does not declare', () => {
    const text = answerWriter(endpoint, false)({ ...data, PasswordHash: 'secret' });
    expect(text).not.toContain('secret');
    expect(JSON.parse(text).data).toEqual(data);
  });

  it('on a test server, refuses an answer that drifted from its contract, saying where', () => {
    const write = answerWriter(endpoint, true);
    const refusal = (answer: unknown) => {
      try {
        write(answer);
      } catch (e) {
        return e instanceof ApiError ? `${e.code} ${e.message}` : String(e);
      }
      return 'written';
    };
    expect(refusal({ ...data, PasswordHash: 'x' })).toBe(
      `${Code.InternalError} the answer of Test/Grid differs from its contract at data.PasswordHash: JSON.stringify wrote "x", the contract's writer undefined`,
    );
    // A number written as a string would reach the web as a number: the texts differ.
    expect(refusal({ ...data, Count: '2' })).toMatch(
      /differs from its contract at data\.Count: JSON\.stringify wrote "2", the contract's writer 2$/,
    );
    expect(refusal({ ...data, Statuses: ['1'] })).toMatch(/^100500 the answer of Test\/Grid does not fit its contract: .*Statuses/);
    expect(refusal({ Count: 0, Statuses: [], Child: null })).toMatch(/^100500 the answer of Test\/Grid does not fit its contract: .*Name/);
  });

  it('in production, writes an answer missing a required field as JSON.stringify would rather than fail the call', () => {
    expect(JSON.parse(answerWriter(endpoint, false)({ Count: 0, Statuses: [], Child: null })).data).toEqual({
      Count: 0,
      Statuses: [],
      Child: null,
    });
  });

  it('writes recursive trees (menus, areas) from the schema too, their definitions at the envelope root', () => {
    interface Node {
      Name: string;
      Children?: Node[];
    }
    const node: z.ZodType<Node> = z.object({
      Name: z.string(),
      get Children() {
        return z.array(node).optional();
      },
    });
    const tree = [{ Name: 'a', Children: [{ Name: 'b', Children: [{ Name: 'c' }] }] }];
    expect(JSON.parse(answerWriter({ path: 'Test/Tree', output: z.array(node) }, true)(tree)).data).toEqual(tree);
    // Compiled, not JSON.stringify's fallback: an undeclared field deep in the tree stays behind.
    const written = answerWriter(
      { path: 'Test/Tree', output: z.array(node) },
      false,
    )([{ Name: 'a', Children: [{ Name: 'b', Secret: 1 }] }]);
    expect(JSON.parse(written).data).toEqual([{ Name: 'a', Children: [{ Name: 'b' }] }]);
  });

  it('writes an output the contract cannot describe with JSON.stringify', () => {
    const write = answerWriter({ path: 'Test/Any', output: z.custom<{ at: number }>(() => true) }, true);
    expect(JSON.parse(write({ at: 1, more: [2] })).data).toEqual({ at: 1, more: [2] });
  });

  it("compiles the writer of every endpoint's output (none falls back to JSON.stringify)", () => {
    const registrar = new Registrar();
    for (const register of modules) register(registrar);
    const refused = registrar.routes.flatMap(({ endpoint }) => {
      try {
        compileAnswerWriter(endpoint);
        return [];
      } catch (e) {
        return [`${endpoint.path}: ${(e as Error).message}`];
      }
    });
    expect(registrar.routes.length).toBeGreaterThan(200);
    expect(refused).toEqual([]);
  });
});
