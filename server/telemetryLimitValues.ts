/**
 * How much telemetry one client may send and how much is kept. The per-request caps
 * (events per post, bytes per event, fields of a report) are in the request schemas
 * (schemas/api/telemetry.ts); tests/server/telemetryFlood.test.ts floods them and
 * prints what it measured (docs/budgets.md).
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
