import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderCacheHits } from '../../server/metrics.ts';
import { Browser, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('health, readiness and metrics', () => {
  it('answers /healthz and /readyz with 200, without cookies, uncached', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const res = await server.app.request(`http://localhost${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('set-cookie'), path).toBeNull();
    }
  });

  it('refuses /metrics without the token and serves the Prometheus text with it', async () => {
    const before = process.env.METRICS_TOKEN;
    try {
      delete process.env.METRICS_TOKEN;
      expect((await server.app.request('http://localhost/metrics')).status).toBe(404);
      process.env.METRICS_TOKEN = 'scrape-secret';
      expect((await server.app.request('http://localhost/metrics')).status).toBe(401);
      const wrong = await server.app.request('http://localhost/metrics', { headers: { authorization: 'Bearer nope' } });
      expect(wrong.status).toBe(401);
      renderCacheHits.inc({ kind: 'page' }, 0);
      await server.app.request('http://localhost/apiw/v2/market/spots');
      const res = await server.app.request('http://localhost/metrics', { headers: { authorization: 'Bearer scrape-secret' } });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="spots",status="200"\} [1-9]/m);
      expect(text).toContain('layer_render_cache_hits_total');
      expect(text).toContain('process_cpu_seconds_total');
    } finally {
      if (before === undefined) delete process.env.METRICS_TOKEN;
      else process.env.METRICS_TOKEN = before;
    }
  });

  it("answers an unknown Host with 421 and no page; the configs' hosts and localhost are served", async () => {
    const evil = await server.app.request('http://evil.example/');
    expect(evil.status).toBe(421);
    expect(evil.headers.get('content-type')).toMatch(/^application\/json/);
    expect(evil.headers.get('x-content-type-options')).toBe('nosniff');
    expect(evil.headers.get('cache-control')).toBe('no-store');
    expect(await evil.json()).toEqual({ code: 421, message: 'misdirected request: this server does not serve that host name', data: null });
    const list = await server.app.request('http://localhost/apiw/v2/market/spots', { headers: { host: 'evil.example:8080' } });
    expect(list.status).toBe(421);
    expect((await server.app.request('http://eu.exchange.test/api/web/v1/site/bootstrap')).status).toBe(200);
    expect((await server.app.request('http://127.0.0.1:4173/api/web/v1/site/bootstrap')).status).toBe(200);
    expect((await new Browser(server.app, 'http://EU.Exchange.Test.:8080').request('/api/web/v1/site/bootstrap')).status).toBe(200);
  });
});
