/**
 * Caching: a visitor's server-rendered page may be kept by a shared cache (public, the
 * same bytes for everyone of its audience, no cookie set), a logged-in page never (private,
 * no-store), and with two users and a visitor asking in turn no page carries another person's name,
 * UID, balance or unread count.
 */
import { describe, expect, it } from 'vitest';
import { Bootstrap } from '../../schemas/bootstrap.ts';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { Browser, overHttp } from '../server/helpers.ts';
import { baseURL } from './helpers.ts';

interface Person {
  label: string;
  browser: Browser;
  /** Strings that identify this person's data; empty for the visitor. */
  marks: string[];
}

async function person(label: string, username: string | null): Promise<Person> {
  const browser = new Browser(overHttp, baseURL());
  await browser.visit();
  if (!username) return { label, browser, marks: [] };
  expect((await browser.login(username)).status).toBe(200);
  const res = await browser.request(`${ENDPOINTS.bootstrap.path}?lang=en`);
  const boot = Bootstrap.parse(((await res.json()) as { data: unknown }).data);
  const user = boot.user!;
  const unread = (await (await browser.request(ENDPOINTS.heraldUnread.path)).json()) as { data: Record<string, number> };
  return {
    label,
    browser,
    marks: [
      `"uid":${user.uid}`,
      String(user.uid),
      `"nickname":"${user.nickname}"`,
      `"total_usd":${user.total_usd}`,
      // The unread counts are fetched by the page itself, never baked into a shared answer.
      ...Object.keys(unread.data ?? {}).map((k) => `"${k}":${unread.data[k]}`),
    ],
  };
}

describe('nothing personal is shared', () => {
  it('visitor pages are cacheable, logged-in pages are private, and no page leaks another user', async () => {
    const a = await person('trader', 'trader');
    const b = await person('vip', 'vip');
    const visitor = await person('visitor', null);
    expect(a.marks[1]).not.toBe(b.marks[1]);

    for (const [who, path] of [
      [a, '/'],
      [visitor, '/'],
      [b, '/'],
      [visitor, '/'],
      [a, '/zh/'],
      [b, '/trade/BTC_USDT'],
      [visitor, '/trade/BTC_USDT'],
    ] as const) {
      const res = await who.browser.request(path);
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(html, `${who.label} ${path}`).toContain('id="page-data"');
      const cache = res.headers.get('cache-control') ?? '';
      if (who === visitor) {
        expect(cache, `${who.label} ${path}`).toMatch(/^public\b/);
        expect(res.headers.getSetCookie(), `${who.label} ${path}`).toEqual([]);
        expect(html).toContain('"user":null');
      } else {
        expect(cache, `${who.label} ${path}`).toBe('private, no-store');
        expect(html, `${who.label} ${path}`).toContain(who.marks[0]);
      }
      for (const other of [a, b]) {
        if (other === who) continue;
        for (const mark of other.marks.slice(0, 4))
          expect(html.includes(mark), `${who.label} ${path} shows ${other.label}'s ${mark}`).toBe(false);
      }
      expect(html).not.toContain('unread_num');
    }
  }, 120_000);

  it('the region config travels apart from the page: versioned, immutable, the same for everyone', async () => {
    const pageData = async (who: Person) => {
      const html = await (await who.browser.request('/?site=eu')).text();
      const json = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
      return JSON.parse(json) as { boot: Record<string, unknown>; configUrl: string };
    };
    const visitor = await person('visitor', null);
    const trader = await person('trader', 'trader');
    const [v, t] = [await pageData(visitor), await pageData(trader)];
    expect(v.boot.config).toBeUndefined();
    expect(v.configUrl).toMatch(/^\/api\/web\/v1\/site\/regionConfig\/eu\/en\/[\w-]{8,}$/);
    expect(t.configUrl).toBe(v.configUrl);
    // Asked as the page asks it: with the cookies the page's first answer set (a response that
    // sets a cookie is never public).
    const res = await visitor.browser.request(v.configUrl);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const config = ((await res.json()) as { data: { code: string } }).data;
    expect(config.code).toBe('eu');
    // An outdated version is answered (with the current config) but never kept.
    const old = await fetch(`${baseURL()}${pathOf('regionConfig', { site: 'eu', lang: 'en', version: 'outdated' })}`);
    expect(old.headers.get('cache-control')).toBe('no-cache');
  });

  it('a first visit sets no cookie; two visitors of one audience get the same bytes and ETag, whatever else they carry', async () => {
    const ask = (cookie?: string, more: Record<string, string> = {}) =>
      fetch(`${baseURL()}/de/`, { headers: { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}), ...more } });
    const first = await ask();
    expect(first.headers.getSetCookie()).toEqual([]);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=30');
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    // Another visitor: their own csrftoken and an analytics cookie no page reads.
    const other = await ask('csrftoken=abc123; _ga=GA1.2.3');
    expect(other.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(Buffer.from(await other.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
    // Revalidated (max-age=0): a 304 whose headers the browser takes into the page it keeps, so it
    // carries the page's CSP, not the deny-all one of other answers.
    const again = await ask(undefined, { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toContain("script-src 'self'");
    // A cookie the page depends on makes another audience.
    const dark = await ask('theme=dark');
    expect(dark.headers.get('etag')).not.toBe(first.headers.get('etag'));
    // Campaign identifiers are drawn by nobody: the same answer, without them in its links or data.
    const campaign = await fetch(`${baseURL()}/de/?utm_source=mail&gclid=abc`, { headers: { 'accept-encoding': 'identity' } });
    const plain = await fetch(`${baseURL()}/de/`, { headers: { 'accept-encoding': 'identity' } });
    expect(campaign.headers.get('etag')).toBe(plain.headers.get('etag'));
    const html = await campaign.text();
    expect(html).toBe(await plain.text());
    expect(html).not.toContain('utm_source');
    const tab = await (await fetch(`${baseURL()}/de/?tab=spot&utm_medium=x`)).text();
    expect(tab).toContain('?tab=spot');
    expect(tab).not.toContain('utm_medium');
    // ?site= is remembered in a cookie: that answer is the browser's own.
    const chosen = await fetch(`${baseURL()}/?site=eu`);
    expect(chosen.headers.getSetCookie().some((c) => c.startsWith('site=eu'))).toBe(true);
    expect(chosen.headers.get('cache-control')).toBe('private, no-store');
  });
});
