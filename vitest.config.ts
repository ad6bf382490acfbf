import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest leaves a core free by default, which on a 2-core machine is one file at a time; the server tests wait on
    // their database often enough that two at a time finish ~25% sooner there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] } },
      // The web app's pure modules (catalogues, helpers): no DOM, no React rendering.
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' } },
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/postgres-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time (each its own server, database and Chromium): a journey spends much of its time
          // waiting on the network and the server, and on 2 cores the suite takes ~240 s instead of ~330 s.
          fileParallelism: true,
        },
      },
    ],
  },
});
