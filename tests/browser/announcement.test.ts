import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { LANG_CODES } from '../../schemas/siteConstants.ts';
import { DESKTOP, gotoAndCaptureBootstrap, launchBrowser, logIn, MOBILE, openPage, quietAndLive } from './helpers.ts';
import { opsPost } from './opsFlow.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('announcement bar (SPEC §4)', () => {
  it('shows fullsiteBulletin; dismissing it survives a reload, a new one would show again', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    try {
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes(ENDPOINTS.bulletin.path)) asked.push(r.url());
      });
      await gotoAndCaptureBootstrap(page, '/?site=main');
      // The server drew the bar into the HTML and sent its fullsiteBulletin item along.
      const embedded = JSON.parse((await page.locator('#page-data').textContent()) ?? '{}') as {
        bulletin: { content_id: string; content: string; link: string };
      };
      const body = { data: embedded.bulletin };
      expect(asked).toEqual([]);
      // The bar comes with the first render of the layer: the header does not jump down later.
      const headerTop = () => page.getByRole('banner').evaluate((h) => h.getBoundingClientRect().top);
      const firstTop = await headerTop();
      const bar = page.getByTestId('announcement');
      await bar.waitFor();
      await page.waitForLoadState('networkidle');
      await expect(headerTop()).resolves.toBe(firstTop);
      expect(firstTop).toBeGreaterThan(0);
      await expect(bar.getAttribute('aria-label')).resolves.toBe('Announcement');
      await expect(bar.locator('a').first().textContent()).resolves.toBe(body.data.content);
      await expect(bar.locator('a').first().getAttribute('href')).resolves.toBe(body.data.link);
      await expect(bar.locator('.announcement-box').getAttribute('data-scrolling')).resolves.toBe('false');

      await page.getByTestId('announcement-dismiss').click();
      await expect(bar.count()).resolves.toBe(0);
      const stored = await page.evaluate(() => localStorage.getItem('announcement_dismissed'));
      expect(JSON.parse(stored ?? '[]')).toContain(body.data.content_id);
      await page.reload();
      await page.locator('.page[data-site]').waitFor();
      await quietAndLive(page);
      await expect(page.getByTestId('announcement').count()).resolves.toBe(0);

      // Another sub-site's announcement has its own content_id, so it still shows.
      await gotoAndCaptureBootstrap(page, '/?site=tr');
      await page.getByTestId('announcement').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shown again, the page asks again; an answer that fails keeps the bar, one closed in storage-less browsers stays closed', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    try {
      await gotoAndCaptureBootstrap(page, '/?site=tr');
      const bar = page.getByTestId('announcement');
      await bar.waitFor();
      const shown = () =>
        page.evaluate(() => {
          Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
          document.dispatchEvent(new Event('visibilitychange'));
        });
      // The bulletin service is down when the tab is shown again: the bar stays.
      await page.route(`**${ENDPOINTS.bulletin.path}*`, (r) => r.fulfill({ status: 503, body: 'down' }));
      const failed = page.waitForEvent('console', (m) => m.text().includes(ENDPOINTS.bulletin.path));
      await shown();
      await failed;
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
      await expect(bar.count()).resolves.toBe(1);
      await page.unroute(`**${ENDPOINTS.bulletin.path}*`);
      // Storage off: the bar closed in this page is not brought back by the next answer.
      await page.evaluate(() => {
        Object.defineProperty(window, 'localStorage', {
          get: () => {
            throw new Error('storage off');
          },
          configurable: true,
        });
      });
      await page.getByTestId('announcement-dismiss').click();
      await expect(bar.count()).resolves.toBe(0);
      const answered = page.waitForResponse((r) => r.url().includes(ENDPOINTS.bulletin.path) && r.status() === 200);
      await shown();
      await answered;
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
      await expect(bar.count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a sub-site with nothing to announce shows no bar', async () => {
    const { page, context } = await openPage(browser);
    try {
      await gotoAndCaptureBootstrap(page, '/?site=bs');
      await quietAndLive(page);
      await expect(page.getByTestId('announcement').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  it('on mobile a text wider than its box scrolls for width/200*3 s; not with reduced motion', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE, colorScheme: 'dark' });
    try {
      await gotoAndCaptureBootstrap(page, '/?site=main');
      const box = page.getByTestId('announcement').locator('.announcement-box');
      // Only the browser knows the screen and the text's width: the bar starts scrolling once it has measured.
      await page.locator('.announcement-box[data-scrolling="true"]').waitFor();
      const { width, duration, name } = await box.evaluate((b) => {
        const text = b.querySelector('.announcement-text') as HTMLElement;
        const track = b.querySelector('.announcement-track') as HTMLElement;
        const gap = Number.parseFloat(getComputedStyle(text).paddingInlineEnd);
        return {
          width: text.scrollWidth - gap,
          duration: getComputedStyle(track).animationDuration,
          name: getComputedStyle(track).animationName,
        };
      });
      expect(name).toBe('announcement-marquee');
      expect(Number.parseFloat(duration)).toBeCloseTo((width / 200) * 3, 1);
      // The moving copy is hidden from screen readers: the text is read once.
      await expect(box.locator('.announcement-text[aria-hidden="true"]').count()).resolves.toBe(1);

      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expect(box.locator('.announcement-track').evaluate((t) => getComputedStyle(t).animationName)).resolves.toBe('none');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an open page shows a scheduled bar when it starts and drops it when it ends, without a reload', async () => {
    // Singapore's shipped bar stands; a notice is scheduled on top of it for a short window, by the
    // real clock. The page, opened before the window, changes its bar twice on its own.
    const ops = await openPage(browser);
    const visitor = await openPage(browser, { viewport: MOBILE });
    const target = 'announcement-sg';
    let before = 0;
    try {
      await logIn(ops.page, 'ops');
      const state = await (await ops.context.request.get(ENDPOINTS.opsState.path)).json();
      const live = state.data.targets.find((t: { name: string }) => t.name === target);
      before = live.version;
      const start = Date.now() + 30_000;
      const notice = {
        id: `sg-window-${Date.now()}`,
        text: Object.fromEntries(LANG_CODES.map((l) => [l, `Short maintenance window (${l})`])),
        link: '',
        start: new Date(start).toISOString(),
        end: new Date(start + 30_000).toISOString(),
      };
      const published = await opsPost(ops.context, pathOf('opsPublish', { name: target }), {
        json: { items: [notice, ...live.json.items] },
        baseVersion: before,
        message: 'a short window',
      });
      expect(published.status(), await published.text()).toBe(200);

      const { page } = visitor;
      const documents: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'document') documents.push(r.url());
      });
      await gotoAndCaptureBootstrap(page, '/?site=sg');
      await page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      const text = () =>
        page.evaluate(() => document.querySelector('[data-testid="announcement"] .announcement-text')?.textContent ?? null);
      const shipped = live.json.items[0].text.en as string;
      // The notice appears at its start, then the standing bar is back at its end (generous ceilings:
      // the moments come from the real clock; each wait ends on what the page shows).
      await expect.poll(text, { timeout: 120_000, interval: 250 }).toBe(notice.text.en);
      await expect(page.getByRole('region', { name: 'Announcement' }).count()).resolves.toBe(1);
      await expect.poll(text, { timeout: 120_000, interval: 250 }).toBe(shipped);
      expect(Date.now()).toBeGreaterThanOrEqual(start + 30_000);
      // The same document all along: no reload, no navigation.
      await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(true);
      expect(documents).toHaveLength(1);
      expect(visitor.errors).toEqual([]);
    } finally {
      if (before) {
        const now = (await (await ops.context.request.get(ENDPOINTS.opsState.path)).json()).data.targets.find(
          (t: { name: string }) => t.name === target,
        ).version;
        await opsPost(ops.context, pathOf('opsRollback', { name: target }), { toVersion: before, baseVersion: now });
      }
      await visitor.context.close();
      await ops.context.close();
    }
  }, 300_000);

  it('an open page with no bar shows one started after it loaded, asked for again while visible, without a reload', async () => {
    const ops = await openPage(browser);
    const visitor = await openPage(browser, { viewport: MOBILE });
    let target = '';
    let before = 0;
    try {
      await logIn(ops.page, 'ops');
      const state = await (await ops.context.request.get(ENDPOINTS.opsState.path)).json();
      // A sub-site whose bulletin shows no bar now.
      for (const t of state.data.targets as { name: string; version: number; json: { items?: unknown[] } }[]) {
        if (!t.name.startsWith('announcement-')) continue;
        const site = t.name.slice('announcement-'.length);
        const shown = await (await visitor.context.request.get(`${ENDPOINTS.bulletin.path}?site=${site}`)).json();
        if (shown.data === null) {
          target = t.name;
          before = t.version;
          break;
        }
      }
      expect(target).not.toBe('');
      const site = target.slice('announcement-'.length);
      const { page } = visitor;
      const documents: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'document') documents.push(r.url());
      });
      // The page's own clock, moved on by hand: the poll's timer is what brings the bar.
      await page.clock.install();
      await gotoAndCaptureBootstrap(page, `/?site=${site}`);
      await quietAndLive(page);
      await expect(page.getByTestId('announcement').count()).resolves.toBe(0);

      const live = state.data.targets.find((t: { name: string }) => t.name === target);
      const notice = {
        id: `${site}-started-${Date.now()}`,
        text: Object.fromEntries(LANG_CODES.map((l) => [l, `Deposits paused for an upgrade (${l})`])),
        link: '',
        start: null,
        end: null,
      };
      const published = await opsPost(ops.context, pathOf('opsPublish', { name: target }), {
        json: { ...live.json, items: [notice, ...(live.json.items ?? [])] },
        baseVersion: before,
        message: 'a notice started now',
      });
      expect(published.status(), await published.text()).toBe(200);
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes(ENDPOINTS.bulletin.path)) asked.push(r.headers()['cache-control'] ?? '');
      });
      // Past the longest jittered wait (the interval plus a fifth): the page asks, revalidating its cache.
      await page.clock.fastForward('06:01');
      await page.getByTestId('announcement').waitFor();
      await expect(page.locator('[data-testid="announcement"] .announcement-text').first().textContent()).resolves.toBe(notice.text.en);
      expect(asked[0]).toBe('max-age=0');
      expect(documents).toHaveLength(1);
      expect(visitor.errors).toEqual([]);
    } finally {
      if (before || target) {
        const now = (await (await ops.context.request.get(ENDPOINTS.opsState.path)).json()).data.targets.find(
          (t: { name: string }) => t.name === target,
        )?.version;
        if (now !== undefined && now !== before)
          await opsPost(ops.context, pathOf('opsRollback', { name: target }), { toVersion: before, baseVersion: now });
      }
      await visitor.context.close();
      await ops.context.close();
    }
  }, 300_000);
});
