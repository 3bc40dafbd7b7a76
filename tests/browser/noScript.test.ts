/**
 * Without JavaScript the server's page is the whole page. On every sub-site each main
 * navigation entry is a real link (top menus lead to their landing pages), no control that needs
 * script is left in the bar, every footer link is a real link, and the page keeps its landmarks.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeFromBootstrap } from '../../engine/composeLayer.ts';
import type { ResolvedItem } from '../../engine/resolveItems.ts';
import { Bootstrap } from '../../schemas/bootstrap.ts';
import { SITE_CODES } from '../../schemas/site.ts';
import { baseURL, DESKTOP, embeddedBootstrap, launchBrowser } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

function landingOf(item: ResolvedItem): string | undefined {
  if (item.href) return item.href;
  for (const child of item.children) {
    const href = landingOf(child);
    if (href) return href;
  }
  return undefined;
}

describe.each(SITE_CODES)('sub-site %s without JavaScript', (site) => {
  it('every nav entry and footer link is a real link; top menus lead to their landing pages', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP, baseURL: baseURL() });
    try {
      const page = await context.newPage();
      await page.goto(`/?site=${site}`);
      const boot = Bootstrap.parse(await embeddedBootstrap(page));
      expect(boot.site).toBe(site);
      const url = new URL(page.url());
      const { layer } = composeFromBootstrap(
        boot,
        null,
        { lang: boot.lang, prefix: '', path: '/', search: url.search },
        { platform: 'web', isSwitchTag: false, origin: url.origin, year: new Date().getUTCFullYear() },
      );

      await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
      await expect(page.getByRole('main').isVisible()).resolves.toBe(true);
      await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);

      const nav = page.getByRole('navigation', { name: 'Main' });
      expect(layer.header.main.length).toBeGreaterThan(0);
      for (const item of layer.header.main) {
        const href = landingOf(item);
        if (!href) continue;
        // The entry's own link (its name may carry a badge or tag after the label).
        const link = nav
          .getByRole('link')
          .filter({ hasText: item.label })
          .and(nav.locator(`a[href="${href}"]`));
        await expect(link.count(), `${site}: ${item.label}`).resolves.toBe(1);
        await expect(link.isVisible(), `${site}: ${item.label}`).resolves.toBe(true);
      }
      // Nothing in the bar waits for script: no visible button.
      const buttons = await nav.getByRole('button').all();
      for (const b of buttons) await expect(b.isVisible()).resolves.toBe(false);

      const footer = page.getByRole('contentinfo');
      let checked = 0;
      for (const col of layer.footer.columns) {
        for (const item of col.items) {
          if (!item.href) continue;
          const links = footer.getByRole('link', { name: item.label, exact: true });
          await expect(links.count(), `${site} footer: ${item.label}`).resolves.toBeGreaterThan(0);
          await expect(links.first().getAttribute('href'), `${site} footer: ${item.label}`).resolves.toBe(item.href);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  }, 120_000);
});
