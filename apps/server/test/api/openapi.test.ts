import { api, UPLOAD_KINDS } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

interface Operation {
  summary: string;
  operationId: string;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } }>;
}
interface Doc {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Partial<Record<'get' | 'post', Operation>>>;
}

describe('OpenAPI document (/api/openapi.json)', () => {
  let doc: Doc;
  beforeAll(async () => {
    const res = await fetch(`${server.baseUrl}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    doc = JSON.parse(await res.text()) as Doc;
  });

  it('is an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
  });

  it('documents every contract endpoint, each served, with its methods, input and envelope', () => {
    for (const e of Object.values(api)) {
      const url = `/api/${e.path}`;
      expect(server.app.hasRoute({ method: 'POST', url }), `${url} is served`).toBe(true);
      const item = doc.paths[url];
      expect(item?.post, url).toBeDefined();
      if (e.read) expect(item?.get, `${url} GET`).toBeDefined();
      expect(item?.post?.summary).toBe(e.summary);
      expect(item?.post?.requestBody?.content['application/json']?.schema).toBeTypeOf('object');
      const envelope = item?.post?.responses['200']?.content['application/json'].schema;
      expect(Object.keys(envelope?.properties ?? {})).toEqual(['code', 'data', 'msg']);
    }
  });

  it('documents the multipart upload routes, each served', () => {
    for (const kind of Object.keys(UPLOAD_KINDS)) {
      const url = `/api/Upload/${kind}`;
      expect(server.app.hasRoute({ method: 'POST', url }), url).toBe(true);
      expect(server.app.hasRoute({ method: 'POST', url: `/callapi/Upload/${kind}` })).toBe(true);
      expect(doc.paths[url]?.post?.requestBody?.content['multipart/form-data']).toBeDefined();
    }
  });

  it('names every operation once, and documents nothing that is not served', () => {
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    for (const [url, item] of Object.entries(doc.paths))
      for (const method of Object.keys(item))
        expect(server.app.hasRoute({ method: method.toUpperCase() as 'GET', url }), `${method} ${url}`).toBe(true);
  });
});
