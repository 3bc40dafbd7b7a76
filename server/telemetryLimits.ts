import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Deps } from './appDeps.ts';
import type { Db } from './db/types.ts';
import { noteWrites } from './db/vacuum.ts';
import { TELEMETRY_LIMITS, type TelemetryLimits } from './telemetryLimitValues.ts';

export type TelemetryKind = 'analytics' | 'errorReport';

interface Limiters {
  limits: TelemetryLimits;
  analytics: RateLimiterPostgres;
  errorReport: RateLimiterPostgres;
}

/** The storage seam as rate-limiter-flexible's PostgreSQL store calls a pg pool (its statement names are not needed). */
function asPgPool(db: Db) {
  return {
    query: async (q: { text: string; values?: unknown[] }) => {
      const rows = await db.query(q.text, q.values);
      // Every counted post updates a row: on PGlite the old versions need a VACUUM now and then.
      if (!/^\s*SELECT/i.test(q.text)) await noteWrites(db, 'telemetry_rate', 1);
      return { rows };
    },
  };
}

/**
 * One client's posts are counted in the database every instance shares (table telemetry_rate,
 * migration 034), so N instances behind a load balancer give a client the limit once, not N
 * times. In front of it, each instance keeps a client that has used up its window blocked in
 * memory until the window ends: a flood costs one database write per instance and window, not
 * one per refused post. While the database cannot be reached the count goes on in memory, per
 * instance (the insurance limiter), rather than failing or letting everything through.
 */
function sharedLimiter(db: Db, keyPrefix: TelemetryKind, points: number, duration: number): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: asPgPool(db),
    storeType: 'pool',
    tableName: 'telemetry_rate',
    tableCreated: true,
    keyPrefix,
    points,
    duration,
    inMemoryBlockOnConsumed: points,
    insuranceLimiter: new RateLimiterMemory({ points, duration }),
  });
}

// Per app (its deps): each instance has its own in-memory front; the counts are the database's.
const byDeps = new WeakMap<Deps, Limiters>();

export function telemetryLimits(deps: Deps): Limiters {
  let l = byDeps.get(deps);
  if (!l) {
    const limits = { ...TELEMETRY_LIMITS, ...deps.telemetryLimits };
    const duration = limits.windowMs / 1000;
    l = {
      limits,
      analytics: sharedLimiter(deps.db, 'analytics', limits.analyticsPosts, duration),
      errorReport: sharedLimiter(deps.db, 'errorReport', limits.errorReports, duration),
    };
    byDeps.set(deps, l);
  }
  return l;
}

/** Counts one post of `client`; the seconds to wait when it is over its limit, or 0. */
export async function telemetryWait(deps: Deps, kind: TelemetryKind, client: string): Promise<number> {
  try {
    await telemetryLimits(deps)[kind].consume(client);
    return 0;
  } catch (e) {
    if (e instanceof RateLimiterRes) return Math.max(1, Math.ceil(e.msBeforeNext / 1000));
    throw e;
  }
}
