import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { createApp, type Deps } from '../../server/app.ts';
import { isApiPath } from '../../server/requestContext.ts';
import { unsafeHref } from '../hostile/oracle.ts';
import { BASELINES, type FuzzRequest, fuzzRequestArb, headerSafe, sentStrings } from '../hostile/requests.ts';
import { Browser, startTestServer, type TestServer } from './helpers.ts';

// Every route of the app (read from the app itself, so a new endpoint is fuzzed without a change
// here) gets arbitrary, corpus-weighted query strings, bodies, headers and cookies, as a visitor
// and logged in (with a right, wrong or missing csrf token). Whatever comes in: no 5xx, the API
// envelope on API paths, no input echoed into markup, redirects stay on the site, and a refused
// request changes nothing stored.

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

let server: TestServer;
let dist: string;
let sessions: Record<FuzzRequest['session'], Browser>;
let siteHosts: string[];

async function login(name: FuzzRequest['session']): Promise<Browser> {
  const b = await new Browser(server.app).visit();
  if (name === 'visitor') return b;
  let res = await b.login(name);
  // The fuzz's wrong passwords for this name may have paused or locked it: the user
  // waits it out, on the test clock, and logs in.
  if (res.status === 429) {
    server.clock.now += Number(res.headers.get('retry-after')) * 1000;
    res = await b.login(name);
  }
  expect(res.status).toBe(200);
  return b;
}

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'fuzz-dist-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  server = await startTestServer({ staticDir: dist });
  await server.deps.db.exec(COUNT_CHANGES);
  sessions = { visitor: await login('visitor'), trader: await login('trader'), ops: await login('ops') };
  siteHosts = Object.values(server.deps.configs).flatMap((c) => c.hosts);
});
afterAll(async () => {
  await server?.close();
  await rm(dist, { recursive: true, force: true });
});

// Tables a refused request must leave alone (the audit log records refusals on purpose).
const TABLES = [
  'users',
  'sessions',
  'notifications',
  'favourites',
  'market_favourites',
  'region_config_versions',
  'remote_menu_versions',
  'oauth_codes',
  'analytics_events',
  'error_reports',
];
/**
 * Every row of those tables inserted, deleted or really changed (an update to the same values is
 * not a change), and every truncate, counted by triggers in the writing transaction itself (a
 * rolled-back write counts nothing). Reading one counter before and after a request is what
 * hashing every row of the tables twice per request proved, at a fraction of the cost.
 */
const COUNT_CHANGES = [
  'CREATE TABLE fuzz_changes (n bigint NOT NULL)',
  'INSERT INTO fuzz_changes VALUES (0)',
  'CREATE FUNCTION fuzz_count() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE fuzz_changes SET n = n + 1; RETURN NULL; END $$',
  ...TABLES.flatMap((t) => [
    `CREATE TRIGGER fuzz_rows AFTER INSERT OR DELETE ON ${t} FOR EACH ROW EXECUTE FUNCTION fuzz_count()`,
    `CREATE TRIGGER fuzz_updates AFTER UPDATE ON ${t} FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION fuzz_count()`,
    `CREATE TRIGGER fuzz_truncates AFTER TRUNCATE ON ${t} FOR EACH STATEMENT EXECUTE FUNCTION fuzz_count()`,
  ]),
].join(';\n');
async function fingerprint(): Promise<string> {
  const [row] = await server.deps.db.query<{ n: string }>('SELECT n FROM fuzz_changes');
  return `${row!.n} changes`;
}

interface Route {
  method: string;
  path: string;
}

/** The app's own routes (handlers, not middleware), plus made-up paths under each prefix. */
function routesOf(app: ReturnType<typeof createApp>): Route[] {
  const seen = new Map<string, Route>();
  for (const r of app.routes) {
    if (r.method === 'ALL' || r.path === '*' || r.path === '/*') continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  for (const path of ['/api/web/v1/:x', '/apiw/v2/:x', '/apiweb/v1/:x', '/:x', '/:lang/:x', '/assets/:x', '/icons/:x'])
    seen.set(`GET ${path}`, { method: 'GET', path });
  seen.set('POST /api/web/v1/:x', { method: 'POST', path: '/api/web/v1/:x' });
  return [...seen.values()];
}
// Registering routes reads no dependency, so the list is known before the server starts.
const ROUTES = routesOf(createApp({} as Deps));

const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

function buildUrl(route: Route, r: FuzzRequest): string {
  let i = 0;
  const path = route.path.replace(/:(\w+)/g, () => {
    const v = r.params[i++] ?? '';
    return r.rawParams ? v : encodeURIComponent(v);
  });
  const query = new URLSearchParams(r.query).toString();
  return `http://localhost${path}${query ? `?${query}` : ''}`;
}

function buildInit(r: FuzzRequest): RequestInit {
  const b = sessions[r.session];
  const headers = new Headers();
  for (const [k, v] of r.headers) headers.set(k, headerSafe(v));
  const cookies = [...b.jar].map(([k, v]) => `${k}=${v}`);
  for (const [k, v] of r.cookies) cookies.push(`${k}=${headerSafe(v).replaceAll(';', '')}`);
  headers.set('cookie', cookies.join('; '));
  if (r.csrf === 'ok') headers.set('csrftoken', b.jar.get('csrftoken') ?? '');
  if (r.csrf === 'wrong') headers.set('csrftoken', 'not-the-token');
  let body: BodyInit | undefined;
  const form = (fields: [string, string][]) => new URLSearchParams(fields).toString();
  switch (r.body.kind) {
    case 'form':
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = form(r.body.fields);
      break;
    case 'multipart': {
      const fd = new FormData();
      for (const [k, v] of r.body.fields) fd.append(k, v);
      body = fd;
      break;
    }
    case 'json':
      headers.set('content-type', 'application/json');
      body = JSON.stringify(r.body.value) ?? 'null';
      break;
    case 'raw':
      if (r.body.type) headers.set('content-type', r.body.type);
      body = r.body.text;
      break;
  }
  const noBody = r.method === 'GET' || r.method === 'HEAD';
  return { method: r.method, headers, body: noBody ? undefined : body };
}

const MARKUP = /^(text\/html|image\/svg\+xml|text\/xml|application\/xml|application\/xhtml\+xml)/i;

async function check(route: Route, r: FuzzRequest): Promise<void> {
  let url: string;
  try {
    url = buildUrl(route, r);
    new URL(url);
  } catch {
    return; // not a URL a client could send
  }
  // Only calls that may change state are checked (GET is safe by the csrf rules; logoutAll is guarded).
  const mayWrite = r.method !== 'GET' || /logout/i.test(route.path);
  const before = mayWrite ? await fingerprint() : '';
  const res = await server.app.request(url, buildInit(r));
  const where = `${r.method} ${url} (${r.session}, csrf ${r.csrf}, body ${r.body.kind})`;
  const type = res.headers.get('content-type') ?? '';
  const text = await res.text();

  expect(res.status, `${where}: ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(res.headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(res.headers.get('content-security-policy'), where).toBeTruthy();

  const path = new URL(url).pathname;
  const isExport = /\/export$/.test(path) && res.status === 200;
  // The audit log's export may be CSV; every other API answer is JSON.
  const csv = isExport && /\/audit\/export$/.test(path) && type.startsWith('text/csv');
  if (isApiPath(path) && r.method !== 'HEAD' && r.method !== 'OPTIONS' && !csv) {
    expect(type, where).toMatch(/^application\/json/);
    const body = JSON.parse(text) as Record<string, unknown>;
    if (!isExport) {
      expect(typeof body.code, `${where}: ${text.slice(0, 200)}`).toBe('number');
      expect(typeof body.message, where).toBe('string');
      expect('data' in body, where).toBe(true);
    }
  }
  if (MARKUP.test(type)) {
    for (const s of sentStrings(r))
      if (/[<>"']/.test(s) && s.length > 3) expect(text.includes(s), `${where} echoes ${JSON.stringify(s)}`).toBe(false);
  }
  const location = res.headers.get('location');
  if (location !== null) expect(unsafeHref(location, siteHosts), `${where} redirects to ${location}`).toBeNull();

  if (mayWrite && res.status >= 400)
    expect(await fingerprint(), `${where} was refused (${res.status}) but changed stored state`).toBe(before);
  // A logout that went through ended the session the next runs rely on.
  if (res.status < 400 && /logout|login|oauth/i.test(path)) sessions[r.session] = await login(r.session);
}

describe('every endpoint under hostile input', () => {
  it('enumerates the routes of the app', () => {
    expect(ROUTES.length).toBeGreaterThan(50);
    expect(ROUTES).toContainEqual({ method: 'POST', path: ENDPOINTS.opsPublish.path });
    expect(ROUTES).toContainEqual({ method: 'GET', path: ENDPOINTS.heraldRecords.path });
  });

  it('the change counter sees a row written, changed or removed in a watched table, and not an update to the same values', async () => {
    const start = await fingerprint();
    await server.deps.db.query("UPDATE users SET role = role WHERE username = 'trader'");
    expect(await fingerprint()).toBe(start);
    await server.deps.db.query("UPDATE users SET info = info || '{}'::jsonb WHERE username = 'trader'");
    expect(await fingerprint()).toBe(start);
    const trader = "(SELECT id FROM users WHERE username = 'trader')";
    await server.deps.db.query(`INSERT INTO favourites VALUES (${trader}, 'fuzz', 'X_Y', 0)`);
    const written = await fingerprint();
    expect(written).not.toBe(start);
    await server.deps.db.query(`UPDATE favourites SET created = 1 WHERE market = 'fuzz'`);
    const changed = await fingerprint();
    expect(changed).not.toBe(written);
    await server.deps.db.query(`DELETE FROM favourites WHERE market = 'fuzz'`);
    expect(await fingerprint()).not.toBe(changed);
  });

  it('a Host header cannot turn the region redirect into a redirect to another site', async () => {
    for (const host of ['www.exchange.test:@evil.example', 'www.exchange.test:80@evil.example', 'www.exchange.test:1/evil.example']) {
      const res = await server.app.request('http://localhost/price?country=TR', { headers: { host } });
      expect(res.status, host).toBeLessThan(500);
      const location = res.headers.get('location');
      if (location !== null) expect(unsafeHref(location, siteHosts), `${host} -> ${location}`).toBeNull();
    }
    // The same request with an honest Host header is redirected (so the check above can fail).
    const honest = await server.app.request('http://localhost/price?country=TR', { headers: { host: 'www.exchange.test:8080' } });
    expect(honest.headers.get('location')).toBe('http://tr.exchange.test:8080/price?country=TR');
  });

  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(fuzzRequestArb(route.method, paramNames(route.path), BASELINES[`${route.method} ${route.path}`]), (r) =>
        check(route, r),
      ),
      { numRuns: RUNS },
    );
  });
});
