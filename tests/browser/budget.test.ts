import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { csrfTokenOf, launchBrowser, live, MOBILE, openPage, SCREENSHOTS } from './helpers.ts';
import { appStart, scriptEntries } from './perfProbe.ts';

/**
 * DESIGN budget: the JavaScript a page needs for its first render, gzip. The server draws the layer
 * in the HTML, so what is counted is what the page needs to render it in the browser: the
 * scripts requested before the app's first line runs (app/site/main.tsx marks `app-start`).
 */
const INITIAL_JS_BUDGET = 120 * 1024;
const dist = new URL(`../../${process.env.DIST_DIR || 'dist'}/`, import.meta.url).pathname;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (figures.length === 0) return;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const lines = [
    `Initial JavaScript per page at 1440 px (gzip -9 of the built files; budget ${kb(INITIAL_JS_BUDGET)} for what is requested before the app starts; \`tests/browser/budget.test.ts\`):`,
    '',
    '| page | JS before the app starts | files | loaded after it, by network idle |',
    '| --- | --- | --- | --- |',
    ...figures.map((f) => `| ${f.page} | **${kb(f.size)}** | ${f.files} | ${kb(f.laterSize)}: ${f.later || '—'} |`),
  ];
  console.log(lines.join('\n'));
  mkdirSync(SCREENSHOTS, { recursive: true });
  writeFileSync(`${SCREENSHOTS}budget.md`, `${lines.join('\n')}\n`);
});

const figures: { page: string; size: number; files: number; laterSize: number; later: string }[] = [];

/** Logs a demo user in through the API, the way the login form does, so the page under test loads first-hand. */
async function apiLogIn(context: BrowserContext, username: string) {
  await context.request.get(ENDPOINTS.fiatRates.path);
  const token = await csrfTokenOf(context);
  const res = await context.request.post(ENDPOINTS.login.path, {
    form: { username, password: 'demo1234' },
    headers: { csrftoken: token },
  });
  expect(res.status(), `login ${username}`).toBe(200);
}

/** Every kind of page the app serves; all come from the one entry, each page's own code loads on demand. */
const PAGES: { page: string; path: string; user?: string; ready: string }[] = [
  { page: 'home (visitor)', path: '/?site=main', ready: '.page[data-site]' },
  { page: 'home (logged in, trader)', path: '/?site=main', user: 'trader', ready: '[data-testid="reminder-bell"]' },
  { page: 'login', path: '/login', ready: 'input[name="password"]' },
  { page: 'trade route', path: '/trade/BTC_USDT', ready: '.page[data-site]' },
  { page: 'reminder (trader)', path: '/reminder', user: 'trader', ready: '[data-testid="reminder-records"]' },
  { page: 'ops console (ops)', path: '/ops', user: 'ops', ready: '[data-testid="ops-console"]' },
];

/** gzip -9 size of a served script, from the built folder. */
const gz = (path: string) => {
  const file = `${dist}${path.slice(1)}`;
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
};

describe('budget', () => {
  it('the built index.html has no inline script', () => {
    const html = readFileSync(`${dist}index.html`, 'utf8');
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [tag, body] of scripts) {
      expect(body?.trim(), tag).toBe('');
      expect(tag).toMatch(/\ssrc="\//);
    }
  });

  it.each(PAGES)(
    `the JavaScript $page loads before its app starts stays within ${INITIAL_JS_BUDGET / 1024} KB gzip`,
    async ({ page: name, path, user, ready }) => {
      const { page, context, errors } = await openPage(browser);
      try {
        if (user) await apiLogIn(context, user);
        await page.goto(path);
        const started = await appStart(page);
        await page.locator(ready).first().waitFor();
        await page.waitForLoadState('networkidle');
        const scripts = await scriptEntries(page);
        // Requested before the app's first line: what it needed to start (the boot script, the
        // first chunk and what it imports). Effects load the rest afterwards (consent, red dot,
        // bubble) and the page's own code.
        const initial = [...new Set(scripts.filter((s) => s.start <= started).map((s) => s.path))];
        const later = [...new Set(scripts.filter((s) => s.start > started).map((s) => s.path))];
        const size = initial.reduce((sum, p) => sum + gz(p), 0);
        const laterSize = later.reduce((sum, p) => sum + gz(p), 0);
        const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
        const list = (ps: string[]) => ps.map((p) => `${p.split('/').pop()} ${kb(gz(p))}`).join(', ');
        console.log(`${name} ${path}: before the app starts ${list(initial)} = ${kb(size)}; after it ${list(later)} = ${kb(laterSize)}`);
        figures.push({ page: `${name} \`${path}\``, size, files: initial.length, laterSize, later: list(later) });
        expect(initial.length).toBeGreaterThan(0);
        expect(
          initial.every((p) => gz(p) > 0),
          `every script is a built file: ${initial.join(', ')}`,
        ).toBe(true);
        if (path === '/?site=main' && !user) {
          expect(
            [...initial, ...later].some((p) => /Drawer|LoginPage|SignupPage|OpsPage|ReminderPage|MarketFlyout/.test(p)),
            'page chunks load on demand',
          ).toBe(false);
        }
        expect(size).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe('the app after the first paint (app/site/boot.ts)', () => {
  it("a server-drawn page asks for the app's first chunk only once it has painted, then goes live", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    try {
      await page.goto('/?site=main');
      await live(page);
      const t = await page.evaluate(() => {
        const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app ?? null;
        const chunk = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === app);
        // When the first contentful frame was on screen (Paint Timing's startTime, the presentation,
        // which is what Lighthouse's observed paint is): the boot script waits for this entry, where
        // a task queued from the first animation frame could still run before a slow machine had
        // shown that frame (docs/performance.md).
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        return { app, paint: paint?.startTime ?? null, chunk: chunk?.startTime ?? null };
      });
      expect(t.app).toMatch(/^\/assets\/[^/]+\.js$/);
      expect(t.paint, 'first paint').not.toBeNull();
      expect(t.chunk, `a request for ${t.app}`).not.toBeNull();
      expect(t.chunk!).toBeGreaterThanOrEqual(t.paint!);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
