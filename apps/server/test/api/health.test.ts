import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('server basics', () => {
  it('answers /healthz once it serves', async () => {
    const res = await fetch(`${server.baseUrl}/healthz`);
    expect(res.status).toBe(200);
  });

  it('answers an unknown call with 100004 in the envelope', async () => {
    const res = await fetch(`${server.baseUrl}/api/Nope/Nothing`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 100004, data: null });
  });

  it('publishes an OpenAPI document', async () => {
    const doc = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as { openapi: string };
    expect(doc.openapi).toBe('3.1.0');
  });
});
