import { type Endpoint, Headers } from '@kc/contract';
import { z } from 'zod';
import { API_VERSION_INFO } from './version.ts';

const envelope = (data: unknown) => ({
  type: 'object',
  required: ['code', 'data', 'msg'],
  properties: { code: { type: 'integer' }, data, msg: { type: 'string' } },
});

const toSchema = (schema: z.ZodType, io: 'input' | 'output') => {
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any', cycles: 'ref', reused: 'inline' });
  } catch {
    return {};
  }
};

const signedHeaders = [Headers.AppCode, Headers.AppVersion, Headers.LogSerial, Headers.Timestamp, Headers.Signature].map((name) => ({
  name,
  in: 'header',
  required: true,
  schema: { type: 'string' },
}));

/** OpenAPI 3.1 generated from the same contract schemas that validate each call. */
export function buildOpenApi(endpoints: Endpoint[]) {
  const paths: Record<string, unknown> = {};
  for (const e of endpoints) {
    const op = {
      summary: e.summary,
      operationId: e.path.replace(/\//g, '_'),
      tags: [e.path.split('/')[0] === 'NoLogin' ? (e.path.split('/').at(-2) ?? 'NoLogin') : e.path.split('/')[0]],
      security: e.auth === 'user' ? [{ bearer: [] }] : [],
      parameters: signedHeaders,
      requestBody: { required: false, content: { 'application/json': { schema: toSchema(e.input, 'input') } } },
      responses: {
        200: {
          description: 'Envelope; code 100000 on success',
          content: { 'application/json': { schema: envelope(toSchema(e.output, 'output')) } },
        },
      },
    };
    paths[`/api/${e.path}`] = e.read ? { post: op, get: { ...op, requestBody: undefined } } : { post: op };
  }
  return {
    openapi: '3.1.0',
    info: API_VERSION_INFO,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
