import { Counter, collectDefaultMetrics, Registry } from 'prom-client';
import { DurationHistogram } from './durationHistogram.ts';

/**
 * The Prometheus metrics of this process (served at /metrics, server/routes/health.ts). One
 * registry of our own, made once per process (not prom-client's global one): a test process makes
 * many apps, and each import of this module sees the same counters, so nothing is registered twice.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** A counter in this process's registry, its labels typed. */
function counter<L extends string = never>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
  return new Counter<L>({ name, help, labelNames, registers: [registry] });
}

/** Every request, the fast paths' too (server/observe.ts); `route` is an endpoint name, never a raw path. */
export const requestDuration = new DurationHistogram(
  'http_request_duration_seconds',
  'Time from request to response head, by endpoint (schemas/endpoints.ts name, or page/asset/other)',
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registry,
);

export const renderCacheHits = counter('layer_render_cache_hits_total', 'Pages and fragments answered from the render cache', ['kind']);

export const renderCacheMisses = counter(
  'layer_render_cache_misses_total',
  'Pages and fragments rendered because the render cache did not hold them',
  ['kind'],
);

export const publishes = counter('ops_publishes_total', 'Ops console publishes and rollbacks, by outcome (published, invalid, stale)', [
  'action',
  'outcome',
]);

export const dbErrors = counter('db_unavailable_errors_total', 'Requests answered 503 because the database could not be reached');

export const loginThrottles = counter(
  'login_throttled_total',
  'Login attempts refused by the throttle before the password was checked, by scope and kind (pause or lock)',
  ['scope', 'kind'],
);

export const loginLockouts = counter('login_lockouts_total', 'Lockouts set (an account name for unknown devices, or a client address)', [
  'scope',
]);

export const telemetryRefused = counter(
  'telemetry_refused_total',
  'Analytics and error-report posts refused or trimmed, by endpoint and reason',
  ['endpoint', 'reason'],
);

export const hostsRefused = counter(
  'http_unknown_host_total',
  'Requests refused with 421 because their Host is not one this server serves',
);
