import { Histogram, Registry } from 'prom-client';
import { expect, it } from 'vitest';
import { DurationHistogram } from '../../server/durationHistogram.ts';

it("writes at /metrics the very text prom-client's Histogram writes for the same observations", async () => {
  const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
  const ours = new Registry();
  const theirs = new Registry();
  const fast = new DurationHistogram('http_request_duration_seconds', 'Time to the head', buckets, ours);
  const reference = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to the head',
    labelNames: ['method', 'route', 'status'] as const,
    buckets,
    registers: [theirs],
  });
  // Bounds themselves (a bound is in its own bucket), past the last one, and several series.
  const seen: [string, string, number, number][] = [
    ['GET', 'spots', 200, 0.001],
    ['GET', 'spots', 200, 0.005],
    ['GET', 'spots', 200, 0.0051],
    ['GET', 'page', 304, 7],
    ['POST', 'login', 401, 0.3],
    ['GET', 'spots', 200, 2.5],
  ];
  for (const [method, route, status, seconds] of seen) {
    fast.observe(method, route, status, seconds);
    reference.observe({ method, route, status: String(status) }, seconds);
  }
  expect(await ours.metrics()).toBe(await theirs.metrics());
  // Exemplars are an OpenMetrics option this server never turns on.
  const withoutExemplars = (metrics: Awaited<ReturnType<Registry['getMetricsAsJSON']>>) =>
    metrics.map((m) => ({ ...m, values: m.values.map((v) => Object.fromEntries(Object.entries(v).filter(([k]) => k !== 'exemplar'))) }));
  expect(await ours.getMetricsAsJSON()).toEqual(withoutExemplars(await theirs.getMetricsAsJSON()));
  ours.resetMetrics();
  expect(await ours.metrics()).not.toContain('_count');
});
