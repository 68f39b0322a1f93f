import { type Endpoint, Headers, UPLOAD_KINDS, type UploadKind, uploadAnswer } from '@kc/contract';
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

/** The top-level fields of an input schema as query params (GET form of read actions). */
function queryParams(input: z.ZodType) {
  const schema = toSchema(input, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: s,
  }));
}

/** The multipart upload routes (spec §7 "file upload"), one per kind of UPLOAD_KINDS. */
function uploadPaths(): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const kind of Object.keys(UPLOAD_KINDS) as UploadKind[]) {
    const { extensions, maxBytes } = UPLOAD_KINDS[kind];
    paths[`/api/Upload/${kind}`] = {
      post: {
        summary: `Upload ${kind.toLowerCase()} files (${extensions.join(' ')}; at most ${maxBytes} bytes each, checked by content)`,
        operationId: `Upload_${kind}`,
        tags: ['Upload'],
        security: [{ bearer: [] }],
        parameters: [
          ...signedHeaders,
          {
            name: 'x-upload-signature',
            in: 'header',
            required: false,
            description: 'MD5(timestamp + file name + app key) in upper case; refused when present and wrong',
            schema: { type: 'string' },
          },
          {
            name: 'SchoolId',
            in: 'query',
            required: false,
            description: "the school the files belong to (in the caller's scope, else 100004); default the caller's first bound school",
            schema: { type: 'string', pattern: '^\\d+$' },
          },
        ],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: { file: { type: 'array', items: { type: 'string', format: 'binary' } } },
                required: ['file'],
              },
            },
          },
        },
        responses: {
          200: {
            description: 'Envelope; data lists {success, path, errmsg} per file',
            content: { 'application/json': { schema: envelope(toSchema(uploadAnswer, 'output')) } },
          },
        },
      },
    };
  }
  return paths;
}

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
    // The GET form of a read takes its input as query params, and has its own operationId.
    const get = {
      ...op,
      operationId: `${op.operationId}_get`,
      parameters: [...signedHeaders, ...queryParams(e.input)],
      requestBody: undefined,
    };
    paths[`/api/${e.path}`] = e.read ? { post: op, get } : { post: op };
  }
  Object.assign(paths, uploadPaths());
  return {
    openapi: '3.1.0',
    info: API_VERSION_INFO,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
