import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadBootstrap } from '../../app/layer/api/bootstrap.ts';
import { answer, call } from '../../app/layer/api/call.ts';
import { createApiClient } from '../../app/layer/api/client.ts';
import { fetchRecords, markRead } from '../../app/layer/reminder/heraldApi.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { wrongShape } from '../../server/faults.ts';

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
      const { fetch } = recorder(() => json(bad));
      const api = createApiClient({ lang: 'en', appType: 'web', fetch, baseURL: 'http://site.test' });
      const r = await loadBootstrap(api, 'en', '?site=uk');
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.reason).toMatch(/^malformed bootstrap: /);
    }
  });
});

describe('typed calls (app/layer/api/call.ts)', () => {
  const client = (respond: (req: Request) => Response) => {
    const { calls, fetch } = recorder(respond);
    return { calls, api: createApiClient({ lang: 'en', appType: 'web', fetch, baseURL: 'http://site.test' }) };
  };
  const RATES = { code: 200, message: 'success', data: { USD: 1, EUR: 0.92 } };

  it("sends the entry's method, path, query and headers, a caller's values over the entry's", async () => {
    const { calls, api } = client(() => json({ code: 200, message: 'success', data: [] }));
    await call(api, 'spots', { query: { timezone: 'utc8' } });
    await call(api, 'tradeTabs');
    const [spots, tabs] = calls.map((r) => new URL(r.url));
    expect(`${calls[0]!.method} ${spots!.pathname}`).toBe(`GET ${ENDPOINTS.spots.path}`);
    expect(Object.fromEntries(spots!.searchParams)).toEqual({ exchange_type: 'ALL', timezone: 'utc8' });
    expect(Object.fromEntries(tabs!.searchParams)).toEqual({ area: 'web_trade' });
    expect(calls[1]!.headers.get('x-gate-build-number')).toBe(ENDPOINTS.tradeTabs.headers['X-Gate-Build-Number']);
  });

  it('answers the data its response schema accepted', async () => {
    const { api } = client(() => json(RATES));
    const r = await call(api, 'fiatRates');
    expect(r).toEqual({ ok: true, status: 200, data: RATES });
  });

  it('refuses, logged and without throwing, an answer of the wrong shape, broken JSON or another code; a failed request is no refusal', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      for (const body of [wrongShape('object'), wrongShape('list'), wrongShape('envelope'), { code: 500100, message: 'no', data: {} }]) {
        const { api } = client(() => json(body));
        const r = await call(api, 'fiatRates');
        expect(r).toMatchObject({ ok: false, status: 200, refused: true });
        expect(await answer(api, 'fiatRates')).toBeUndefined();
      }
      const broken = client(() => new Response('{"code":200,"data":[["BTC_USDT",', { headers: { 'content-type': 'application/json' } }));
      expect(await call(broken.api, 'spots')).toMatchObject({ ok: false, refused: true });
      const down = client(() => json({ code: 500, message: 'down', data: null }, 500));
      expect(await call(down.api, 'fiatRates')).toEqual({ ok: false, status: 500, problem: 'HTTP 500', refused: false, message: 'down' });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`GET ${ENDPOINTS.fiatRates.path}: unexpected answer`));
    } finally {
      warn.mockRestore();
    }
  });
});

describe('answers read item by item (SPEC §8)', () => {
  const client = (body: unknown) => {
    const { fetch } = recorder(() => json(body));
    return createApiClient({ lang: 'en', appType: 'web', fetch, baseURL: 'http://site.test' });
  };
  const record = { id: 1, title: 'Hi', content: 'x', isread: 0, type: 'text', send_timest: 1_700_000_000 };

  it('a records page shows the records it can read and counts the one it cannot', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const page = { code: 200, message: 'success', data: { list: [record, { title: 7 }], total: 'many', unread_num: 1 } };
      const r = await fetchRecords(client(page), { code: 'trade', page: 1, language: 'en' });
      expect(r).toMatchObject({ ok: true, unreadable: 1, total: 1, unread: 1, page: 1 });
      expect(r.list.map((x) => x.title)).toEqual(['Hi']);
      // A page of the wrong shape is the SPEC §8 fallback: empty, page 1, size 10.
      const wrong = await fetchRecords(client(wrongShape('object')), { code: 'trade', page: 2, language: 'en' });
      expect(wrong).toEqual({ ok: false, list: [], unreadable: 0, total: 0, unread: 0, page: 1, size: 10 });
    } finally {
      warn.mockRestore();
    }
  });

  it('mark-read succeeds only on an answer its schema accepts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(await markRead(client({ code: 200, message: 'success', data: { msg_type: 'system', updated: 2 } }), 'system')).toEqual({
        success: true,
        code: 200,
      });
      expect(await markRead(client(wrongShape('object')), 'system')).toEqual({ success: false, code: 99999 });
    } finally {
      warn.mockRestore();
    }
  });
});

describe('one way to call the API from the browser', () => {
  it('app/ and renderer/ call endpoints through call() (typed, parsed), never the untyped client methods', () => {
    const root = new URL('../../', import.meta.url).pathname;
    const files = (dir: string): string[] =>
      readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
      );
    // call() itself, and the ops console, whose API answers its own schemas check (app/ops/opsApi.ts).
    const allowed = new Set(['app/layer/api/call.ts', 'app/ops/opsApi.ts']);
    const untyped = [...files('app'), ...files('renderer')]
      .filter((f) => !allowed.has(f))
      .flatMap((f) => [...readFileSync(join(root, f), 'utf8').matchAll(/\bapi\.(get|post|request)\b/g)].map(() => f));
    expect(untyped).toEqual([]);
  });
});
