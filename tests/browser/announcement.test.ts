import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { DESKTOP, gotoAndCaptureBootstrap, launchBrowser, MOBILE, openPage, quietAndLive } from './helpers.ts';

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
});
