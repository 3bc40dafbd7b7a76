/**
 * A type declared by its module alone (schemas/items/promo.ts) on the running site: published by
 * ops, the promo card is drawn in the page's language on the site and in the layer fragment; and
 * with hostile addresses in every link and picture field of every item type (a forged bootstrap,
 * past validation) nothing off the list reaches an `href`, `src` or `srcset` in the browser.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { FIELDS_BY_TYPE, ITEM_MODULES } from '../../schemas/navItem.ts';
import { HOSTILE_URLS } from '../hostile/corpus.ts';
import { launchBrowser, logIn, openPage, withoutServerRender } from './helpers.ts';
import { publishThroughApproval } from './opsFlow.ts';
import { startServer } from './serverProcess.ts';

const PROMO = {
  id: 'kx-promo',
  type: 'promo',
  label: 'Futures promotion',
  title: 'Trade futures',
  title_i18n: { zh: '交易合约' },
  card_image: '/icons/promo/futures.svg',
  cta_label: 'Start now',
  cta_label_i18n: { zh: '立即开始' },
  cta_href: '/futures',
};

let browser: Browser;
let server: Awaited<ReturnType<typeof startServer>>;
let ops: BrowserContext;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
  const [opened, approver] = await Promise.all([
    openPage(browser, { origin: server.baseURL }),
    openPage(browser, { origin: server.baseURL }),
  ]);
  await Promise.all([logIn(opened.page, 'ops'), logIn(approver.page, 'approver')]);
  ops = opened.context;
  const state = (await (await ops.request.get(ENDPOINTS.opsState.path)).json()) as {
    data: { targets: { name: string; version: number; json: { footer: { texts: unknown[] } } }[] };
  };
  const base = state.data.targets.find((t) => t.name === 'base')!;
  const json = structuredClone(base.json);
  json.footer.texts.push(PROMO);
  // base.json is shared: the card reaches uk and eu too, whose configs require a second person's approval.
  expect(await publishThroughApproval(ops, approver.context, 'base', json, 'promo card')).toBe(base.version + 1);
  await approver.context.close();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the promo card on the running site', () => {
  it('is in the server HTML and the live page in the page language, and in the layer fragment', async () => {
    const { page, context } = await openPage(browser, { origin: server.baseURL });
    try {
      const html = await (await context.request.get('/zh/?site=main')).text();
      expect(html).toMatch(/<span class="promo-card-title">交易合约<\/span>/);
      expect(html).toMatch(/<a [^>]*href="\/zh\/futures"[^>]*class="promo-card-cta"[^>]*>立即开始<\/a>/);
      await page.goto('/zh/?site=main');
      const cta = page.locator('[data-item-id="kx-promo"] .promo-card-cta');
      await expect.poll(() => cta.getAttribute('href')).toBe('/zh/futures');
      await expect(page.locator('[data-item-id="kx-promo"] .promo-card-title').textContent()).resolves.toBe('交易合约');
      const fragment = await (await context.request.get('/layer/footer?site=main&lang=zh')).text();
      expect(fragment).toMatch(/<a [^>]*href="\/zh\/futures"[^>]*class="promo-card-cta"[^>]*>立即开始<\/a>/);
    } finally {
      await context.close();
    }
  });

  it('with hostile addresses in every link and picture field of every type, the browser gets none', async () => {
    const { page, context } = await openPage(browser, { origin: server.baseURL, bypassCSP: true });
    try {
      // One item per type, field and corpus address; a safe promo card beside them shows the footer drew.
      const planted = ITEM_MODULES.flatMap((m) =>
        FIELDS_BY_TYPE[m.type]
          .filter(([, f]) => f.kind === 'link' || f.kind === 'image')
          .flatMap(([key]) =>
            HOSTILE_URLS.map((u, i) => ({
              ...PROMO,
              id: `kx-${m.type}-${key}-${i}`,
              type: m.type,
              ...(m.type === 'market' ? { market: 'spot' } : {}),
              ...(m.needs?.field === 'children' ? { children: [{ id: 'c', type: 'link', label: 'C', href: '/c', [key]: u.value }] } : {}),
              ...(m.type === 'promo'
                ? {}
                : {
                    title: undefined,
                    title_i18n: undefined,
                    card_image: undefined,
                    cta_label: undefined,
                    cta_label_i18n: undefined,
                    cta_href: undefined,
                  }),
              href: '/safe',
              [key]: u.value,
            })),
          ),
      );
      await withoutServerRender(page);
      await page.route(`**${ENDPOINTS.bootstrap.path}*`, async (route) => {
        const res = await route.fetch();
        const body = (await res.json()) as { data: { config: { footer: { texts: unknown[] } } } };
        body.data.config.footer.texts.push(...planted);
        await route.fulfill({ response: res, json: body });
      });
      await page.goto('/?site=main');
      await page.locator('[data-item-id="kx-promo"] .promo-card-cta').waitFor();
      // Every address the planted items carry (the rest of the page has its own tests).
      const addresses = await page.evaluate(() =>
        [...document.querySelectorAll('[data-item-id^="kx-"], [data-item-id^="kx-"] *')].flatMap((el) =>
          ['href', 'src', 'srcset'].flatMap((a) => (el.hasAttribute(a) ? [el.getAttribute(a) ?? ''] : [])),
        ),
      );
      expect(addresses.length).toBeGreaterThan(0);
      const offList = addresses.filter((a) => !/^\/(?![/\\])[^\s\\]*$/.test(a));
      expect(offList).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    } finally {
      await context.close();
    }
  });
});
