import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Files run one after another in each worker, sharing its modules and its in-memory database
          // (test/app.ts): a fresh process per file spent ~4 s of every file importing and opening PGlite.
          isolate: false,
          // A deprecated call fails its test instead of printing one warning per process that nobody reads (pg
          // warns when a transaction sends overlapping queries, which pg@9 refuses:
          // docs/decisions/0048-unit-and-api-tests.md).
          execArgv: ['--throw-deprecation'],
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'prerender/**/*.test.ts'],
          environment: 'jsdom',
          // One jsdom per worker, reused by its files (test/setup.ts clears what a file leaves behind).
          isolate: false,
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
});
