import { defineConfig } from 'vitest/config';

/** One runner, three projects: unit (fast, no services), api (real server + PostgreSQL), e2e (Chromium). */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts', 'apps/web/test/**/*.test.{ts,tsx}', 'apps/server/test/unit/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/api/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // An answer awaited by polling (a consumer, a job) gets time on a loaded 2-core host.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.test.ts'],
          globalSetup: ['e2e/src/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A page's re-render after an answer may take seconds on a loaded 2-core host (vitest's
          // default of 1 s failed a leave's cancel in CI: the list had refreshed 1.2 s later).
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
  },
});
