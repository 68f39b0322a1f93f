import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casesOf, operations, report, runFuzz, sample, watchChanges } from '../fuzz/run.ts';
import { startTestServer, type TestServer } from '../harness.ts';

/**
 * A bounded, seeded sample of the input fuzz (fuzz/run.ts; the whole of it: `npm run audit:api`):
 * every endpoint of /api/openapi.json (so every endpoint added later), a few hostile cases each,
 * as admin and as park01 on this file's throw-away database. FUZZ_SEED picks another sample,
 * FUZZ_PER_ENDPOINT a larger one.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20260216);
const PER_ENDPOINT = Number(process.env.FUZZ_PER_ENDPOINT ?? 4);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The minute jobs (the device sweep's offline warnings, …) write whatever a call answers: a
  // refused call must be the only writer the change log sees. No handler uses the job runner.
  await server.jobs.stop();
  await watchChanges(server.config.databaseUrl as string);
});
afterAll(async () => {
  await server?.close();
});

describe('input fuzz (sample)', () => {
  it('answers no internal error, refuses with a message, changes nothing when it refuses', {
    timeout: Math.max(120_000, PER_ENDPOINT * 30_000),
  }, async () => {
    const doc = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as Parameters<typeof operations>[0];
    const { ops, skipped } = operations(doc);
    expect(ops.length).toBeGreaterThan(100);
    // park01 first: admin's calls may change what park01 may do.
    const cases = ['park01', 'admin'].flatMap((user) =>
      sample(
        ops.flatMap((op) => casesOf(op, user)),
        PER_ENDPOINT,
        SEED,
      ),
    );
    const figures = await runFuzz({
      baseUrl: server.baseUrl,
      appCode: server.config.appCode,
      appKey: server.config.appKey,
      databaseUrl: server.config.databaseUrl as string,
      login: (user) => server.login(user),
      cases,
      endpoints: ops.length,
      skipped,
    });
    console.log(report(figures));
    expect(figures.requests).toBe(cases.length);
    expect(new Set(cases.map((c) => c.path)).size).toBe(ops.length);
    expect(figures.internalErrors).toEqual([]);
    expect(figures.http5xx).toEqual([]);
    expect(figures.emptyMessages).toEqual([]);
    expect(figures.changedByRefused).toEqual([]);
    expect(figures.noAnswer).toEqual([]);
    // The sample refuses most of what it sends (hostile values), with the input code mostly.
    expect(figures.byCode['100001'] ?? 0).toBeGreaterThan(figures.requests / 2);
  });
});
