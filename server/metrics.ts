import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The Prometheus metrics of this process (served at /metrics, server/routes/health.ts). One
 * registry of our own, made once per process (not prom-client's global one): a test process makes
 * many apps, and each import of this module sees the same counters, so nothing is registered twice.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** Every request, the fast paths' too (server/observe.ts); `route` is an endpoint name, never a raw path. */
export const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from request to response head, by endpoint (schemas/endpoints.ts name, or page/asset/other)',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const renderCacheHits = new Counter({
  name: 'layer_render_cache_hits_total',
  help: 'Pages and fragments answered from the render cache',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export const renderCacheMisses = new Counter({
  name: 'layer_render_cache_misses_total',
  help: 'Pages and fragments rendered because the render cache did not hold them',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export const publishes = new Counter({
  name: 'ops_publishes_total',
  help: 'Ops console publishes and rollbacks, by outcome (published, invalid, stale)',
  labelNames: ['action', 'outcome'] as const,
  registers: [registry],
});

export const dbErrors = new Counter({
  name: 'db_unavailable_errors_total',
  help: 'Requests answered 503 because the database could not be reached',
  registers: [registry],
});

export const loginThrottles = new Counter({
  name: 'login_throttled_total',
  help: 'Login attempts refused by the throttle before the password was checked, by scope and kind (pause or lock)',
  labelNames: ['scope', 'kind'] as const,
  registers: [registry],
});

export const loginLockouts = new Counter({
  name: 'login_lockouts_total',
  help: 'Lockouts set (an account name for unknown devices, or a client address)',
  labelNames: ['scope'] as const,
  registers: [registry],
});

export const telemetryRefused = new Counter({
  name: 'telemetry_refused_total',
  help: 'Analytics and error-report posts refused or trimmed, by endpoint and reason',
  labelNames: ['endpoint', 'reason'] as const,
  registers: [registry],
});

export const hostsRefused = new Counter({
  name: 'http_unknown_host_total',
  help: 'Requests refused with 421 because their Host is not one this server serves',
  registers: [registry],
});
