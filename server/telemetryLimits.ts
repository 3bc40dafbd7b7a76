import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Deps } from './env.ts';

/**
 * How much telemetry one client may send and how much is kept (issue 32). The per-request caps
 * (events per post, bytes per event, fields of a report) are in the request schemas
 * (schemas/api/telemetry.ts); docs/quality.md has the flood these were measured with.
 */
export interface TelemetryLimits {
  /** Analytics posts one client may make per window (one click is one post). */
  analyticsPosts: number;
  /** Error reports one client may send per window. */
  errorReports: number;
  windowMs: number;
  /** Rows of analytics_events kept; the oldest go first. */
  analyticsRows: number;
  /** Groups (fingerprints) of error_reports kept; the ones seen least recently go first. */
  errorGroups: number;
}

export const TELEMETRY_LIMITS: TelemetryLimits = {
  analyticsPosts: 120,
  errorReports: 20,
  windowMs: 60_000,
  analyticsRows: 200_000,
  errorGroups: 2_000,
};

export type TelemetryKind = 'analytics' | 'errorReport';

interface Limiters {
  limits: TelemetryLimits;
  analytics: RateLimiterMemory;
  errorReport: RateLimiterMemory;
}

// Per app (its deps), so apps made side by side in one test process do not share counts. The
// counts are per instance: behind N instances a client may send N times as much, which the
// retention caps bound all the same.
const byDeps = new WeakMap<Deps, Limiters>();

export function telemetryLimits(deps: Deps): Limiters {
  let l = byDeps.get(deps);
  if (!l) {
    const limits = { ...TELEMETRY_LIMITS, ...deps.telemetryLimits };
    const duration = limits.windowMs / 1000;
    l = {
      limits,
      analytics: new RateLimiterMemory({ points: limits.analyticsPosts, duration }),
      errorReport: new RateLimiterMemory({ points: limits.errorReports, duration }),
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
