import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] } },
      // The web app's pure modules (catalogues, helpers): no DOM, no React rendering.
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // Run by `npm run test:security` (below), which also takes the server's own security tests.
          exclude: ['apps/server/src/security/**'],
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
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
