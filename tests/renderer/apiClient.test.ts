import { describe, expect, it, vi } from 'vitest';
import { parseBootstrap } from '../../app/api/bootstrap.ts';
import { createApiClient } from '../../app/api/client.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';

function recorder(respond: (req: Request) => Response | Promise<Response>) {
  const calls: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(new URL(String(input instanceof Request ? input.url : input), 'http://site.test'), init);
    calls.push(req);
    return respond(req);
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('API client', () => {
  it('sends the SPEC §7 headers and form-encoded bodies', async () => {
    const { calls, fetch } = recorder(() => json({ code: 200 }));
    const api = createApiClient({ lang: 'ja', appType: 'web', fetch, csrfToken: () => 'tok', baseURL: 'http://site.test' });
    await api.post(ENDPOINTS.login.path, { username: 'trader', password: 'p w' });
    const req = calls[0]!;
    expect(req.method).toBe('POST');
    expect(req.headers.get('csrftoken')).toBe('tok');
    expect(req.headers.get('x-gate-applang')).toBe('ja');
    expect(req.headers.get('x-gate-apptype')).toBe('web');
    expect(req.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(await req.text()).toBe('username=trader&password=p+w');
  });

  it('defaults the csrftoken header to "1" and sends JSON when asked', async () => {
    const { calls, fetch } = recorder(() => json({ code: 200 }));
    const api = createApiClient({ lang: 'en', appType: 'web', fetch, csrfToken: () => undefined, baseURL: 'http://site.test' });
    await api.request('POST', '/x', { body: { symbols: ['BTC'] }, json: true });
    expect(calls[0]!.headers.get('csrftoken')).toBe('1');
    expect(calls[0]!.headers.get('content-type')).toContain('application/json');
  });

  it('resolves a failed request to undefined and logs it', async () => {
    const log = vi.fn();
    const { fetch } = recorder(() => json({ code: 401 }, 401));
    const api = createApiClient({ lang: 'en', appType: 'web', fetch, log, baseURL: 'http://site.test' });
    expect(await api.get('/api/x')).toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('401'));
    const raw = await api.request('GET', '/api/x');
    expect(raw).toMatchObject({ ok: false, status: 401 });
  });

  it('gives up after the timeout', async () => {
    const log = vi.fn();
    const fetch = ((_: unknown, init?: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as typeof globalThis.fetch;
    const api = createApiClient({ lang: 'en', appType: 'web', fetch, log, timeout: 30, baseURL: 'http://site.test' });
    expect(await api.get('/api/slow')).toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('/api/slow'), expect.anything());
  });
});

describe('bootstrap validation', () => {
  it('rejects a malformed answer with a reason instead of throwing', async () => {
    for (const bad of [null, 'x', [], { code: 200, data: { site: 'mars' } }, { config: {} }]) {
      const r = await parseBootstrap(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.reason).toMatch(/malformed bootstrap/);
    }
  });
});
