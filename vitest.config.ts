import { defineConfig } from 'vitest/config';

// Two projects: fast unit/property/server tests run in parallel; browser tests share one built app
// and one server (started by the global setup), one file at a time: two workers (each with its own
// server) kept both cores busy but spent more CPU in all and starved the unit lane; the whole suite
// took the same 28.5 minutes (docs/quality.md).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: ['tests/browser/**', 'node_modules/**'],
          environment: 'node',
          // On 2 busy cores a server start (PGlite boot, migrations, demo seed with scrypt) alone
          // can take tens of seconds; no hook or test may wait less than the work takes.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
