/**
 * The consent and bucket cookies in a shared cache's key: nginx (the shipped maps of
 * deploy/nginx/exchange-layer.conf, run here as nginx runs them) and the server's own page cache
 * read the same key from every Cookie header, and what the server draws is a function of that key
 * alone, at any time: one key never holds two different drawings. A choice past its 90 days is
 * asked again.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { parse } from 'hono/utils/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_TTL_MS, consentAllows, needsConsentPrompt, serializeConsent, uniformChoice } from '../../engine/consent/consent.ts';
import { createApp } from '../../server/app.ts';
import { bucketOfHeader, consentCookieOf, consentKeyOf, DATED, firstCookie, readsAsFirstPairs } from '../../server/cacheKeyCookies.ts';
import { registry } from '../../server/metrics.ts';
import { AUDIENCE_COOKIES } from '../../server/pageCache.ts';
import { startTestServer, type TestServer } from './helpers.ts';

const CONF = new URL('../../deploy/nginx/exchange-layer.conf', import.meta.url);
const DAY = 86_400_000;

/** A quoted or bare nginx token, with the escapes nginx's configuration reader turns into characters. */
function nginxToken(token: string): string {
  const quoted = /^"(.*)"$/s.exec(token) ?? /^'(.*)'$/s.exec(token);
  if (!quoted) return token;
  return quoted[1]!.replace(/\\(["'\\tnr])/g, (_, c: string) => ({ t: '\t', n: '\n', r: '\r' })[c] ?? c);
}

type NginxMap = { source: string; exact: Map<string, string>; regexes: { re: RegExp; value: string }[]; fallback: string };

/** The shipped configuration's map blocks, by the variable each sets. */
async function shippedMaps(): Promise<Map<string, NginxMap>> {
  const conf = await readFile(CONF, 'utf8');
  const maps = new Map<string, NginxMap>();
  for (const block of conf.matchAll(/^map\s+\$(\w+)\s+\$(\w+)\s*\{\n((?:.*\n)*?)\}/gm)) {
    const map: NginxMap = { source: block[1]!, exact: new Map(), regexes: [], fallback: '' };
    for (const line of block[3]!.split('\n')) {
      const m = /^\s*("(?:[^"\\]|\\.)*"|\S+)\s+("(?:[^"\\]|\\.)*"|\S+);\s*$/.exec(line);
      if (!m) continue;
      const [key, value] = [nginxToken(m[1]!), nginxToken(m[2]!)];
      if (key === 'default') map.fallback = value;
      else if (key.startsWith('~*')) map.regexes.push({ re: new RegExp(key.slice(2), 'i'), value });
      else if (key.startsWith('~')) map.regexes.push({ re: new RegExp(key.slice(1)), value });
      else map.exact.set(key, value);
    }
    maps.set(block[2]!, map);
  }
  return maps;
}

/** A variable as nginx computes it for a request with this Cookie header: exact keys first, then the regexes in order. */
function evaluate(maps: Map<string, NginxMap>, name: string, cookie: string): string {
  if (name === 'http_cookie') return cookie;
  const map = maps.get(name);
  if (!map) throw new Error(`the shipped nginx configuration has no map setting $${name}`);
  const input = evaluate(maps, map.source, cookie);
  const value = (v: string, groups: Record<string, string> = {}) => v.replace(/\$(\w+)/g, (_, g: string) => groups[g] ?? '');
  const exact = map.exact.get(input);
  if (exact !== undefined) return value(exact);
  for (const { re, value: v } of map.regexes) {
    const m = re.exec(input);
    if (m) return value(v, m.groups);
  }
  return value(map.fallback);
}

const now0 = Date.UTC(2026, 5, 1);
const clock = fc.integer({ min: now0 - 400 * DAY, max: now0 + 400 * DAY });
const digits = (min: number, max: number) => fc.integer({ min, max }).map(String);
/** Every form a consent cookie's value takes: the page's, the older dated one, and what else a client may send. */
const consentValue = fc.oneof(
  fc.tuple(clock, fc.boolean()).map(([at, granted]) => serializeConsent(uniformChoice(granted, at))),
  fc.tuple(clock, fc.constantFrom('none', 'analytics', 'analytics+none', 'x')).map(([at, s]) => `1.${at}.${s}`),
  fc
    .tuple(
      fc.constantFrom('2', '1', '3', ' 2', '"2', '%32'),
      digits(0, 2 ** 53),
      fc.constantFrom('.', '..', '%2E'),
      fc.constantFrom('none', 'analytics', 'ANALYTICS', 'analytics ', 'analytics"', 'none+analytics'),
    )
    .map(([v, at, dot, s]) => `${v}.${at}${dot}${s}`),
  fc.string({ maxLength: 24 }),
);
const bucketValue = fc.oneof(
  digits(0, 150),
  fc.constantFrom('007', '07', '00', ' 7', '7 ', '%37', '"7"', '-1', '1e1', ''),
  fc.string({ maxLength: 4 }),
);
const pair = fc.oneof(
  consentValue.map((v) => `cookie_consent=${v}`),
  bucketValue.map((v) => `bucket=${v}`),
  fc
    .tuple(
      fc.constantFrom(' cookie_consent', 'cookie_consent ', 'xcookie_consent', 'cookie_consentx', 'xbucket', 'Bucket', 'theme', 'sid_x'),
      fc.oneof(consentValue, bucketValue),
    )
    .map(([n, v]) => `${n}=${v}`),
);
const cookieHeader = fc
  .tuple(fc.array(pair, { minLength: 0, maxLength: 5 }), fc.constantFrom('; ', ';', ';  ', ';\t', ' ; '), fc.constantFrom('', ' '))
  .map(([pairs, sep, lead]) => lead + pairs.join(sep));

/** What a page draws from the consent cookie on a region that asks (the banner, and whether the bucket counts). */
const drawn = (header: string, now: number) => {
  const raw = consentCookieOf(header);
  return { prompt: needsConsentPrompt(true, raw, now), allows: consentAllows(true, raw, 'analytics', now) };
};
/** The same, from the key alone. */
const fromKey = (key: string) => ({ prompt: key === '', allows: key === 'analytics' });

describe('the consent and bucket cookies in a cache key', () => {
  let maps: Map<string, NginxMap>;
  beforeAll(async () => {
    maps = await shippedMaps();
  });

  it('nginx keys on the consent state and the bucket, never on the cookies’ text', async () => {
    const conf = await readFile(CONF, 'utf8');
    const key = /proxy_cache_key "([^"]+)"/.exec(conf)![1]!;
    expect(key).toContain('$layer_consent|');
    expect(key).toContain('$layer_bucket');
    expect(key).not.toContain('$cookie_cookie_consent');
    expect(key).not.toContain('$cookie_bucket');
    expect(conf).toMatch(/proxy_cache_bypass [^;]*\$layer_consent_dated/);
    expect(conf).toMatch(/proxy_no_cache [^;]*\$layer_consent_dated/);
  });

  it('nginx and the server read the same key from every Cookie header', () => {
    fc.assert(
      fc.property(cookieHeader, (header) => {
        expect(evaluate(maps, 'layer_consent', header)).toBe(consentKeyOf(header));
        expect(evaluate(maps, 'layer_consent_dated', header)).toBe(consentKeyOf(header) === DATED ? '1' : '');
        expect(evaluate(maps, 'layer_bucket', header)).toBe(String(bucketOfHeader(header) ?? ''));
      }),
      { numRuns: 5_000 },
    );
  });

  it('what the server draws is the key’s at any time, unless the key says dated (then nothing is kept)', () => {
    fc.assert(
      fc.property(cookieHeader, clock, clock, (header, a, b) => {
        const key = consentKeyOf(header);
        if (key === DATED) return;
        expect(drawn(header, a)).toEqual(fromKey(key));
        expect(drawn(header, b)).toEqual(fromKey(key));
      }),
      { numRuns: 5_000 },
    );
  });

  it('a dated key is one whose drawing the clock decides', () => {
    const fresh = `cookie_consent=1.${now0 - DAY}.analytics`;
    expect(consentKeyOf(fresh)).toBe(DATED);
    expect(drawn(fresh, now0)).toEqual({ prompt: false, allows: true });
    expect(drawn(fresh, now0 + CONSENT_TTL_MS)).toEqual({ prompt: true, allows: false });
  });

  it('two pairs of the same name: both read the first', () => {
    const header = `cookie_consent=2.${now0}.none; cookie_consent=2.${now0}.analytics; bucket=7; bucket=8`;
    expect(consentKeyOf(header)).toBe('none');
    expect(evaluate(maps, 'layer_consent', header)).toBe('none');
    expect(bucketOfHeader(header)).toBe(7);
    expect(evaluate(maps, 'layer_bucket', header)).toBe('7');
  });
});

/** The audience cookies nginx keys on as they are (`fault` is read by test servers only). */
const KEYED = AUDIENCE_COOKIES.filter((n) => n !== 'fault');
const audienceValue = fc.oneof(
  fc.constantFrom('dark', 'light', 'eu', 'uk', 'USD', 'UTC+8', '1,2', ''),
  fc.constantFrom('"dark"', ' dark', 'dark ', '%64ark', '%E0%A4%A', 'da"rk', 'a\\b', '"'),
  fc.string({ maxLength: 6 }),
);
const audiencePair = fc
  .tuple(
    fc.constantFrom(...KEYED),
    fc.constantFrom(
      (n: string) => n,
      (n: string) => ` ${n}`,
      (n: string) => `${n} `,
      (n: string) => n.toUpperCase(),
      (n: string) => `x${n}`,
    ),
    audienceValue,
  )
  .map(([name, spell, value]) => `${spell(name)}=${value}`);
const audienceHeader = fc
  .tuple(fc.array(fc.oneof(audiencePair, pair), { maxLength: 6 }), fc.constantFrom('; ', ';', ';\t', ' ; '))
  .map(([pairs, sep]) => pairs.join(sep));

describe('the audience cookies in a cache key', () => {
  let maps: Map<string, NginxMap>;
  beforeAll(async () => {
    maps = await shippedMaps();
  });
  const mapOf = (name: string) => `layer_c_${name.replace(/-/g, '_')}`;

  it('nginx keys on each of them through a map of its first pair, and on no $cookie_ variable', async () => {
    const key = /proxy_cache_key "([^"]+)"/.exec(await readFile(CONF, 'utf8'))![1]!;
    for (const name of KEYED) expect(key.split('|'), name).toContain(`$${mapOf(name)}`);
    expect(key).not.toContain('$cookie_');
  });

  it('nginx reads the first pair of each name as the server does, an empty value apart from none', () => {
    fc.assert(
      fc.property(audienceHeader, (header) => {
        for (const name of KEYED) {
          const raw = firstCookie(header, name);
          expect(evaluate(maps, mapOf(name), header), name).toBe(raw === undefined ? '' : `=${raw}`);
        }
      }),
      { numRuns: 3_000 },
    );
  });

  it('a header the server keeps an answer for is drawn from what its key holds', () => {
    fc.assert(
      fc.property(audienceHeader, (header) => {
        const cookies = parse(header);
        if (!readsAsFirstPairs(header, cookies, AUDIENCE_COOKIES)) return;
        for (const name of KEYED) {
          const keyed = evaluate(maps, mapOf(name), header);
          expect(cookies[name], name).toBe(keyed === '' ? undefined : parse(`${name}=${keyed.slice(1)}`)[name]);
        }
      }),
      { numRuns: 3_000 },
    );
  });

  it('takes most headers as they are, and refuses the ones whose pairs the two read apart', () => {
    const ok = (h: string) => readsAsFirstPairs(h, parse(h), AUDIENCE_COOKIES);
    expect(ok('site=eu; theme=dark; curr_fiat=USD; _ga=GA1.2.3')).toBe(true);
    expect(ok('theme=%64ark')).toBe(true);
    expect(ok('theme ="x"; theme=dark')).toBe(false);
    expect(ok('theme=da"rk; theme=light')).toBe(false);
  });
});

describe('the server’s own page cache keeps one page per consent state', () => {
  let dist: string;
  let server: TestServer;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'consent-key-'));
    await mkdir(join(dist, 'assets'));
    await mkdir(join(dist, 'ssr'));
    await writeFile(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(
      join(dist, 'ssr', 'entry-server.mjs'),
      'export async function renderPage() { return "<header>layer</header>"; }\nexport async function renderFragment() { return "<header>layer</header>"; }\n',
    );
    server = await startTestServer();
    app = createApp({ ...server.deps, staticDir: dist });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await rm(dist, { recursive: true, force: true });
  });

  /** Pages the chain has drawn so far (each asks the render cache once; one served from the page cache does not). */
  async function drawings(): Promise<number> {
    let sum = 0;
    for (const name of ['layer_render_cache_hits_total', 'layer_render_cache_misses_total']) {
      const metric = await registry.getSingleMetric(name)?.get();
      for (const v of metric?.values ?? []) if (v.labels.kind === 'page') sum += v.value;
    }
    return sum;
  }
  const page = async (consent?: string) => {
    const res = await app.request('http://localhost/', {
      headers: { 'accept-encoding': 'gzip', cookie: `site=eu${consent === undefined ? '' : `; cookie_consent=${consent}`}` },
    });
    expect(res.status).toBe(200);
    const body = Buffer.from(await res.arrayBuffer());
    const html = (res.headers.get('content-encoding') === 'gzip' ? gunzipSync(body) : body).toString();
    return { cacheControl: res.headers.get('cache-control'), prompt: html.includes('"consentPrompt":true'), etag: res.headers.get('etag') };
  };

  it('visitors of one state with choices of different dates share one kept page', async () => {
    const now = server.clock.now;
    const first = await page(serializeConsent(uniformChoice(true, now - 3 * DAY)));
    expect(first.prompt).toBe(false);
    const before = await drawings();
    const second = await page(serializeConsent(uniformChoice(true, now - 40 * DAY)));
    expect(await drawings()).toBe(before);
    expect(second).toEqual(first);
    // Another state is kept apart (here the same bytes: no rollout runs, and neither is asked).
    expect((await page(serializeConsent(uniformChoice(false, now - 3 * DAY)))).prompt).toBe(false);
    expect(await drawings()).toBe(before + 1);
  });

  it('a page for cookies a shared cache would read otherwise than the server is that browser’s own', async () => {
    const res = await app.request('http://localhost/', {
      headers: { 'accept-encoding': 'gzip', cookie: 'site=eu; theme ="x"; theme=dark' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const plain = await app.request('http://localhost/', { headers: { 'accept-encoding': 'gzip', cookie: 'site=eu; theme=dark' } });
    expect(plain.headers.get('cache-control')).toMatch(/^public/);
  });

  it('a visitor whose choice is past its 90 days is asked again', async () => {
    const now = server.clock.now;
    // The page writes the cookie to end with the choice: past it, the browser sends none.
    expect((await page()).prompt).toBe(true);
    // An older-form cookie counts by its date, and its answer is that browser's own.
    const dated = await page(`1.${now - CONSENT_TTL_MS - 1}.analytics`);
    expect(dated.prompt).toBe(true);
    expect(dated.cacheControl).toBe('private, no-store');
    const current = await page(`1.${now - DAY}.analytics`);
    expect(current.prompt).toBe(false);
    expect(current.cacheControl).toBe('private, no-store');
  });
});
