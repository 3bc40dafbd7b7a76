import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL settings for the embedded PGlite (its resident memory). PGlite runs one
 * backend in one process, sized by stock PostgreSQL defaults meant for a shared server; this
 * database holds a few MB. PGLITE_SETTINGS overrides the list (`name=value,name=value`; empty for
 * PGlite's own defaults), which is how docs/performance.md compares them.
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB', 'work_mem=1MB', 'maintenance_work_mem=8MB', 'temp_buffers=1MB', 'wal_buffers=256kB'];

export function pgliteSettings(env: NodeJS.ProcessEnv = process.env): string[] {
  const given = env.PGLITE_SETTINGS;
  if (given === undefined) return PGLITE_SETTINGS;
  return given
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** PGlite's start parameters with the settings added (`-c name=value` each). */
export function pgliteStartParams(settings = pgliteSettings()): string[] {
  return [...PGlite.defaultStartParams, ...settings.flatMap((s) => ['-c', s])];
}
