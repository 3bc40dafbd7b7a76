/**
 * How many test files run at once, in both vitest projects (vitest.config.ts): one per core, at
 * least two, at most four. The browser project's global setup starts one server per worker.
 * VITEST_MAX_WORKERS overrides it, as it overrides vitest's own setting.
 */
import { availableParallelism } from 'node:os';

export const TEST_WORKERS = Number(process.env.VITEST_MAX_WORKERS) || Math.min(4, Math.max(2, availableParallelism()));
