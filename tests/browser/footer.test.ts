import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeQr } from '../../engine/qrEncode.ts';
import { qrPathData } from '../../engine/qrPath.ts';
import { SITE_CODES } from '../../schemas/site.ts';
import { baseURL, cookieOnce, DESKTOP, expectedLayer, gotoAndCaptureBootstrap, launchBrowser, live, MOBILE, openPage } from './helpers.ts';

let browser: Browser;
let page: Page;
let errors: string[];
let close: () => Promise<void>;
beforeAll(async () => {
  browser = await launchBrowser();
  const opened = await openPage(browser, { viewport: DESKTOP });
  page = opened.page;
  errors = opened.errors;
  close = () => opened.context.close();
});
afterAll(async () => {
  await close?.();
  await browser?.close();
});

const footerHrefs = (p: Page) =>
  p
    .getByRole('contentinfo')
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));

describe('regional footers (SPEC §2)', () => {
  it.each(SITE_CODES)('%s: its links, texts, copyright, social icons and QR', async (site) => {
    const boot = await gotoAndCaptureBootstrap(page, `/?site=${site}&as=none`);
    const { footer } = expectedLayer(boot);
    const hrefs = new Set(await footerHrefs(page));
    const want = footer.columns.flatMap((c) => c.items.map((i) => i.href)).filter((h): h is string => !!h);
    expect(want.length).toBeGreaterThan(0);
    expect(want.filter((h) => !hrefs.has(h))).toEqual([]);
    const region = page.getByRole('contentinfo');
    for (const t of footer.texts) await expect(region.getByText(t.label, { exact: true }).count()).resolves.toBe(1);
    await expect(region.locator('.copyright').textContent()).resolves.toBe(footer.copyright);
    const social = ['sg', 'bs', 'uk', 'au', 'jp', 'uae'].includes(site) ? 0 : footer.socialLinks.length;
    expect(social === 0 || social >= 4).toBe(true);
    await expect(region.locator('.social-list a').count()).resolves.toBe(social);
    await expect(region.getByTestId('footer-qr').count()).resolves.toBe(site === 'main' ? 1 : 0);
    // The language dropdown sits in every footer.
    await expect(region.getByTestId('footer-language').count()).resolves.toBe(1);
  });

  it("main: the QR code is a real code for the app-download page, in the server's HTML", async () => {
    // Without JavaScript: the server encodes and draws the code, nothing waits for the page to idle.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP, baseURL: baseURL() });
    try {
      const noJs = await context.newPage();
      await noJs.goto('/?site=main&as=none');
      const qr = noJs.getByTestId('footer-qr');
      await expect(qr.locator('svg').getAttribute('aria-label')).resolves.toBeTruthy();
      const d = await qr.locator('svg path').getAttribute('d');
      // The code of the download page (tests/engine/qrPath.test.ts checks the path against the encoder).
      expect(d).toBe(qrPathData(encodeQr(`${new URL(noJs.url()).origin}/mobileapp?pos=footer`)));
      // Hydration keeps the server's code as it is.
      await gotoAndCaptureBootstrap(page, '/?site=main&as=none');
      await live(page);
      await expect(page.getByTestId('footer-qr').locator('svg path').getAttribute('d')).resolves.toBe(d);
    } finally {
      await context.close();
    }
  });

  it('regional statements: US disclaimer links to legal disclosures, UK promotion notice, EU in Italian', async () => {
    await gotoAndCaptureBootstrap(page, '/?site=us');
    await expect(page.getByRole('contentinfo').locator('a[href="/legal/disclosures"]').count()).resolves.toBeGreaterThan(0);
    await gotoAndCaptureBootstrap(page, '/?site=uk');
    await expect(
      page
        .getByRole('contentinfo')
        .getByText(/financial promotion has been approved/)
        .count(),
    ).resolves.toBeGreaterThan(0);
    await gotoAndCaptureBootstrap(page, '/it/?site=eu');
    await expect(
      page
        .getByRole('contentinfo')
        .getByText(/autorizzata dalla Malta Financial Services Authority/)
        .count(),
    ).resolves.toBeGreaterThan(0);
    await expect(page.getByRole('contentinfo').locator('a[href="/it/legal/terms-of-use"]').count()).resolves.toBeGreaterThan(0);
  });

  it('UK-limited visitors lose the social icons, Italy-limited visitors the link columns', async () => {
    await gotoAndCaptureBootstrap(page, '/?site=main&as=uk-limit');
    await expect(page.getByRole('contentinfo').locator('.social-list').count()).resolves.toBe(0);
    await gotoAndCaptureBootstrap(page, '/?site=eu&as=italy-limit');
    await expect(page.getByRole('contentinfo').locator('.footer-col').count()).resolves.toBe(0);
    await expect(page.getByRole('contentinfo').locator('.copyright').count()).resolves.toBe(1);
    await gotoAndCaptureBootstrap(page, '/?site=main&as=none');
  });

  it('the support request link follows the language', async () => {
    await gotoAndCaptureBootstrap(page, '/zh/?site=main');
    const zh = await footerHrefs(page);
    expect(zh.filter((h) => h?.startsWith('https://support.exchange.test/'))).toEqual([
      'https://support.exchange.test/hc/zh-cn/requests/new',
    ]);
    await gotoAndCaptureBootstrap(page, '/?site=main');
    const en = await footerHrefs(page);
    expect(en.filter((h) => h?.startsWith('https://support.exchange.test/'))).toEqual([
      'https://support.exchange.test/hc/en-us/requests/new',
    ]);
  });

  it('desktop language dropdown links to the same page in another language', async () => {
    await gotoAndCaptureBootstrap(page, '/fee?site=main');
    const lang = page.getByTestId('footer-language');
    const trigger = lang.locator('button.footer-select-trigger');
    await trigger.scrollIntoViewIfNeeded();
    await trigger.click();
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(lang.locator('a[hreflang="ja"]').getAttribute('href')).resolves.toBe('/ja/fee?site=main');
    await page.keyboard.press('Escape');
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(errors).toEqual([]);
  });
});

describe('mobile footer (SPEC §4, breakpoint 767.9px)', () => {
  it('columns are radio-style accordions; language and fiat selectors keep one open or none', async () => {
    const { page: m, context, errors: mErrors } = await openPage(browser, { viewport: MOBILE });
    try {
      await gotoAndCaptureBootstrap(m, '/?site=main&as=none');
      const footer = m.getByRole('contentinfo');
      const toggles = footer.locator('.footer-col-toggle');
      // On a phone the columns become accordions once the page is idle after load (not
      // during hydration), so wait for them before counting.
      await toggles.first().waitFor();
      expect(await toggles.count()).toBe(4);
      const expanded = () => toggles.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-expanded')));
      await expect(expanded()).resolves.toEqual(['false', 'false', 'false', 'false']);
      await toggles.nth(0).click();
      await expect(expanded()).resolves.toEqual(['true', 'false', 'false', 'false']);
      await toggles.nth(2).click();
      await expect(expanded()).resolves.toEqual(['false', 'false', 'true', 'false']);
      await toggles.nth(2).click();
      await expect(expanded()).resolves.toEqual(['false', 'false', 'false', 'false']);

      const lang = footer.getByTestId('footer-language').locator('.footer-select-trigger');
      const fiat = footer.getByTestId('footer-fiat').locator('.footer-select-trigger');
      const open = async () => [await lang.getAttribute('aria-expanded'), await fiat.getAttribute('aria-expanded')];
      await lang.click();
      await expect(open()).resolves.toEqual(['true', 'false']);
      await fiat.click();
      await expect(open()).resolves.toEqual(['false', 'true']);
      await fiat.click();
      await expect(open()).resolves.toEqual(['false', 'false']);

      // Choosing a fiat stores it for a year and the page comes back with it.
      await fiat.click();
      await Promise.all([m.waitForEvent('load'), footer.getByTestId('footer-fiat').getByRole('button', { name: /^EUR/ }).click()]);
      await m.locator('.page[data-site]').waitFor();
      const cookie = await cookieOnce(context, 'curr_fiat', 'EUR');
      expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(360 * 86_400_000);
      await expect(m.getByTestId('footer-fiat').locator('.footer-select-value').textContent()).resolves.toMatch(/^EUR/);
      expect(mErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
