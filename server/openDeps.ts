import { join } from 'node:path';
import type { Deps } from './appDeps.ts';
import { openDb } from './db/adapter.ts';
import type { Db } from './db/types.ts';
import { prepareData, prepareInChild } from './firstStart.ts';
import { openConfigStore } from './ops/configStore.ts';
import { loadRegionConfigs, REGION_CONFIG_DIR } from './regionConfigLoader.ts';
import type { TelemetryLimits } from './telemetryLimitValues.ts';

export const ROOT = new URL('..', import.meta.url).pathname;

export interface ServerOptions {
  /** PGlite folder (default ./.data), or 'memory://'. Ignored when databaseUrl is set. */
  dataDir?: string;
  databaseUrl?: string;
  seedDemo?: boolean;
  staticDir?: string;
  configDir?: string;
  now?: () => number;
  /** An already open database (tests); dataDir and databaseUrl are then ignored. */
  db?: Db;
  /** A new PGlite folder is prepared in a child process (server/firstStart.ts); false: in this one. */
  firstStartInChild?: boolean;
  /** Overrides of the telemetry limits (server/telemetryLimitValues.ts). */
  telemetryLimits?: Partial<TelemetryLimits>;
}

/** Reads the environment the way `npm start` documents it (PORT and HOST are main.ts's). */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  return {
    dataDir: env.DATA_DIR || join(ROOT, '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    seedDemo: env.SEED_DEMO !== '0',
    staticDir: env.DIST_DIR ? join(ROOT, env.DIST_DIR) : join(ROOT, 'dist'),
    firstStartInChild: env.PGLITE_FIRST_START !== 'in-process',
    now: env.FIXED_TIME ? fixedClock(env.FIXED_TIME) : undefined,
    telemetryLimits: telemetryRates(env),
  };
}

/**
 * ANALYTICS_POSTS_PER_MINUTE and ERROR_REPORTS_PER_MINUTE: one client address's telemetry rate,
 * when the defaults (server/telemetryLimitValues.ts) do not fit, e.g. many users behind one
 * corporate NAT, or a test browser whose every page comes from 127.0.0.1.
 */
function telemetryRates(env: NodeJS.ProcessEnv): Partial<TelemetryLimits> | undefined {
  const rate = (name: string) => {
    const value = env[name];
    if (value === undefined || value === '') return undefined;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > 1_000_000) throw new Error(`${name} must be a whole number from 1 to 1000000, got "${value}"`);
    return n;
  };
  const analyticsPosts = rate('ANALYTICS_POSTS_PER_MINUTE');
  const errorReports = rate('ERROR_REPORTS_PER_MINUTE');
  if (analyticsPosts === undefined && errorReports === undefined) return undefined;
  return {
    windowMs: 60_000,
    ...(analyticsPosts === undefined ? {} : { analyticsPosts }),
    ...(errorReports === undefined ? {} : { errorReports }),
  };
}

/**
 * FIXED_TIME (an ISO 8601 instant): the server's clock stands still there, so prices, rates,
 * records and the copyright year are the same on every run. For test servers whose pages are
 * compared with pictures (tests/browser/visual.test.ts); never for a real deployment.
 */
function fixedClock(value: string): () => number {
  const at = Date.parse(value);
  if (!/^\d{4}-\d\d-\d\dT/.test(value) || Number.isNaN(at))
    throw new Error(`FIXED_TIME must be an ISO 8601 instant such as 2026-11-20T12:00:00Z, got "${value}"`);
  return () => at;
}

/**
 * Everything createApp needs, ready: configs validated, database open and migrated, base data and
 * (unless switched off) the demo accounts seeded. deps.configs then holds what ops published
 * (server/ops/configStore.ts), kept current on every request. Shared by main.ts and a dev server.
 */
export async function openServerDeps(options: ServerOptions = {}): Promise<Deps> {
  const now = options.now ?? Date.now;
  const configDir = options.configDir ?? REGION_CONFIG_DIR;
  // The shipped files must be valid on their own; published versions then override them.
  const configs = await loadRegionConfigs(configDir);
  const demo = options.seedDemo ?? true;
  const firstStart = options.firstStartInChild === false ? undefined : (location: string) => prepareInChild(location, demo, now());
  const db: Db = options.db ?? (await openDb({ dataDir: options.dataDir ?? 'memory://', databaseUrl: options.databaseUrl, firstStart }));
  try {
    await prepareData(db, demo, now());
    await openConfigStore(db, configs, configDir);
    return { db, configs, now, staticDir: options.staticDir, seedDemo: demo, telemetryLimits: options.telemetryLimits };
  } catch (e) {
    await db.close();
    throw e;
  }
}
