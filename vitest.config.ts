import { configDefaults, defineConfig } from 'vitest/config';

// One runner, four projects. `npm test` (scripts/test.mjs) runs them all; e2e needs a built
// web app and Chromium, which that script prepares.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'client',
          root: './packages/client',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          // *.pg.test.ts need PostgreSQL (two connections at once, pg_dump): they run in the
          // suite on PostgreSQL (TEST_DATABASE_URL) and are left out of the PGlite run, which
          // so reports no skipped test.
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.TEST_DATABASE_URL ? [] : ['src/**/*.pg.test.ts']),
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'cluster',
          root: './apps/server',
          include: ['cluster/**/*.cluster.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/shared/testing/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'console',
          root: './apps/console',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
