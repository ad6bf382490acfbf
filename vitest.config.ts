import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SlowestFilesFirst } from './e2e/support/slowest-first.ts';

/**
 * A worker keeps its module cache from one test file to the next: importing the app's module graph took ~2 s per file,
 * most of the unit run. Each file still gets its own database and app (test-app.ts); no test mocks modules or writes
 * process.env, and the module-level state there is (worker pools and their counters) is shared by all requests in
 * production just the same (docs/decisions.md, "CI time").
 */
const sharedModules = { isolate: false } as const;

/**
 * A test's timeout catches a hang, never the machine's load: the property tests of core (every code point, thousands of
 * random deals) take a second alone and five or more on a loaded CI machine.
 */
const pureTestTimeout = { testTimeout: 30_000 } as const;

export default defineConfig({
  test: {
    // A file at a time per core and one more: the server tests wait on their database often enough that with one file
    // a core the 2-core machine sat idle for about half the unit phase (docs/BENCHMARKS.md, CI time).
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: SlowestFilesFirst },
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], ...pureTestTimeout, ...sharedModules } },
      // The web app's pure modules (catalogues, helpers): no DOM, no React rendering.
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node', setupFiles: ['apps/web/src/test/restore-language.ts'], ...pureTestTimeout, ...sharedModules } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // The security project (below) takes these; `npm test` runs both projects, `npm run test:security` that one.
          exclude: [
            'apps/server/src/security/**',
            'apps/server/src/plugins/route-matrix.test.ts',
            'apps/server/src/modules/auth/auth.test.ts',
            'apps/server/src/modules/hawala-import/hawala-import-limits.test.ts',
          ],
          globalSetup: ['apps/server/src/test/postgres-template.ts'],
          setupFiles: ['apps/server/src/test/shop-day-reset.ts', 'apps/server/src/test/one-query-at-a-time.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          ...sharedModules,
        },
      },
      {
        test: {
          name: 'security',
          include: [
            'apps/server/src/security/**/*.test.ts',
            'apps/server/src/plugins/route-matrix.test.ts',
            'apps/server/src/modules/auth/auth.test.ts',
            'apps/server/src/modules/hawala-import/hawala-import-limits.test.ts',
          ],
          globalSetup: ['apps/server/src/test/postgres-template.ts'],
          setupFiles: ['apps/server/src/test/shop-day-reset.ts', 'apps/server/src/test/one-query-at-a-time.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          ...sharedModules,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/postgres-template.ts'],
          // The journeys' servers run in their workers (e2e/support/server.ts), so pg's queued-query warning fails them too.
          setupFiles: ['apps/server/src/test/one-query-at-a-time.ts'],
          // A journey's timeout catches a hang, not a slow machine: the longest journeys (tills, the counter,
          // approvals) take 45–60 s on a loaded 2-core machine, and each step still has Playwright's 10 s.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // As many files at a time as the unit projects (above): a journey waits on its server, the database and
          // Chromium's frames for much of its time, each file with its own server, database and browser contexts.
          fileParallelism: true,
          // Each file still starts its own server and database; a worker shares its imports (playwright, axe, the
          // catalogues, ~5 s a file) and its Chromium (e2e/support/browser.ts) with the files it runs.
          ...sharedModules,
        },
      },
    ],
  },
});
