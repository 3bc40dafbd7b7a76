import { defineConfig } from 'vitest/config';

// Two projects: fast unit/property/server tests run in parallel; browser tests share one built app
// and one server (started by the global setup), one file at a time: two workers (each with its own
// server) beside the unit files spend more CPU in all and starve them. `npm test` (scripts/test.ts)
// runs a second browser lane only once the unit files are done (docs/testing.md).
//
// isolate: false in both: a worker keeps the modules it has imported (zod, the schemas, PGlite,
// playwright-core, the server) from one test file to the next instead of importing them afresh for
// each file, which saves most of each file's import time and a share of the suite's CPU.
// Test files that fake timers or stub globals undo it in afterEach, and none sets a DOM environment.
//
// expect.poll waits as long as a test may: its own default is 1 s, less than a fresh page with a
// lazy chunk can take on 2 busy cores.
const expectOptions = { poll: { timeout: 60_000 } };
// The request log (one line per request, server/log.ts) would bury the suite's output; faults
// (warn and error) are still written. Servers the tests spawn inherit it.
const env = { LOG_LEVEL: 'warn' };
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: ['tests/browser/**', 'node_modules/**'],
          environment: 'node',
          env,
          isolate: false,
          // On 2 busy cores a server start (PGlite boot, migrations, demo seed with scrypt) alone
          // can take tens of seconds; no hook or test may wait less than the work takes.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          expect: expectOptions,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          env,
          globalSetup: ['tests/browser/globalSetup.ts'],
          fileParallelism: false,
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 240_000,
          expect: expectOptions,
        },
      },
    ],
  },
});
