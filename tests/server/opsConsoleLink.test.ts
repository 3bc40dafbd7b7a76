/**
 * The site's link to the ops console: the bootstrap says `opsConsole` for a logged-in person who
 * holds ops grants, from the grants as they are now, and for nobody else; a page drawn for an ops
 * person is theirs alone, so a visitor's or a trader's page drawn after it never carries it.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { createApp } from '../../server/app.ts';
import { addGrants, removeGrant } from '../../server/ops/grants.ts';
import { Browser, startTestServer, type TestServer } from './helpers.ts';

let dist: string;
let server: TestServer;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  // The smallest build: a server renderer that draws whether the page links to the console.
  dist = await mkdtemp(join(tmpdir(), 'ops-console-link-'));
  await mkdir(join(dist, 'assets'));
  await mkdir(join(dist, 'ssr'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  await writeFile(
    join(dist, 'ssr', 'entry-server.mjs'),
    'const link = (s) => (s.boot.opsConsole ? "<a href=\\"/ops\\">console</a>" : "no-console");\n' +
      'export async function renderPage(_p, s) { return "<header>" + link(s) + "</header>"; }\n' +
      'export async function renderFragment(_part, _p, s) { return "<header>" + link(s) + "</header>"; }\n',
  );
  server = await startTestServer();
  app = createApp({ ...server.deps, staticDir: dist });
}, 120_000);
afterAll(async () => {
  await server?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
});

async function as(name: string | null): Promise<Browser> {
  const b = new Browser(app);
  if (name) expect((await b.login(name)).status).toBe(200);
  else await b.visit();
  return b;
}

async function bootOf(b: Browser): Promise<Record<string, unknown>> {
  const res = await b.request(`${ENDPOINTS.bootstrap.path}?site=main`);
  expect(res.status).toBe(200);
  return (await res.json()).data;
}

async function page(b: Browser, path = '/?site=main') {
  const res = await b.request(path, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
  expect(res.status).toBe(200);
  const html = await res.text();
  const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
  return { html, data, cache: res.headers.get('cache-control') ?? '' };
}

describe('the link to the ops console', () => {
  it('is offered to people with ops grants only, read from the grants', async () => {
    for (const name of ['ops', 'editor', 'publisher', 'approver']) expect((await bootOf(await as(name))).opsConsole, name).toBe(true);
    for (const name of [null, 'trader', 'vip', 'sub']) expect(await bootOf(await as(name)), String(name)).not.toHaveProperty('opsConsole');

    // A grant given makes the trader an ops person on their next answer; taken, the link goes.
    const trader = await as('trader');
    const id = (await server.deps.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'trader'"))[0]!.id;
    await server.deps.db.query("INSERT INTO ops_grants (user_id, target, can) VALUES ($1, 'jp', 'edit')", [id]);
    expect((await bootOf(trader)).opsConsole).toBe(true);
    await server.deps.db.query('DELETE FROM ops_grants WHERE user_id = $1', [id]);
    expect(await bootOf(trader)).not.toHaveProperty('opsConsole');
  });

  it('is drawn into the ops person’s own page, never into a shared one drawn after it', async () => {
    const mine = await page(await as('ops'));
    expect(mine.html).toContain('<a href="/ops">console</a>');
    expect(mine.data).toContain('"opsConsole":true');
    expect(mine.cache).toMatch(/private|no-store/);

    for (const name of [null, 'trader']) {
      for (let i = 0; i < 2; i++) {
        const theirs = await page(await as(name));
        expect(theirs.html, String(name)).toContain('no-console');
        expect(theirs.data, String(name)).not.toContain('opsConsole');
      }
    }
    // The ops person's next page still has it (their own, not a visitor's kept one).
    expect((await page(await as('ops'))).html).toContain('<a href="/ops">console</a>');
  });

  it('follows a grant change on the person’s pages within the second their session is read in', async () => {
    const trader = await as('trader');
    const id = (await server.deps.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'trader'"))[0]!.id;
    expect((await page(trader)).html).toContain('no-console');
    // Given as the console gives it: the page says so once its one-second reads have turned.
    await addGrants(server.deps.db, id, [{ target: 'jp', can: 'edit' }]);
    while (!(await page(trader)).html.includes('<a href="/ops">console</a>')) await new Promise((r) => setTimeout(r, 50));
    await removeGrant(server.deps.db, id, { target: 'jp', can: 'edit' });
    while (!(await page(trader)).html.includes('no-console')) await new Promise((r) => setTimeout(r, 50));
    expect(await bootOf(trader)).not.toHaveProperty('opsConsole');
  });
});
