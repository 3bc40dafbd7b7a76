/**
 * Server rendering: every sub-site, as a visitor and logged in, in en, zh and ar, answers
 * with the header, footer and page frame already in its HTML, carries its bootstrap as JSON (no
 * second bootstrap request), and hydrates with no hydration error and no console error.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import euFile from '../../region-configs/eu.json' with { type: 'json' };
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { SITE_CODES } from '../../schemas/site.ts';
import { baseURL, launchBrowser, logIn, openPage, until } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

const LANGS = [
  { lang: 'en', prefix: '', dir: 'ltr' },
  { lang: 'zh', prefix: '/zh', dir: 'ltr' },
  { lang: 'ar', prefix: '/ar', dir: 'rtl' },
] as const;

/** React reports a mismatch as a recoverable error; it must never show up. */
const HYDRATION = /hydrat|did not match|server rendered|recoverable/i;

describe('the layer is in the first byte and hydrates cleanly', () => {
  it('serves the header, footer and bootstrap JSON in the HTML, with script-src self only', async () => {
    const res = await fetch(`${baseURL()}/ar/?site=eu`);
    const html = await res.text();
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toMatch(/<div id="root">(<link [^>]*>)*<div class="page" data-site="eu" data-lang="ar"/);
    expect(html).toMatch(/<header[^>]*>/);
    expect(html).toMatch(/<footer[^>]*>/);
    expect(html).toMatch(/<nav[^>]*aria-label="[^"]+"/);
    expect(html).toMatch(/<script type="application\/json" id="page-data">\{"boot":\{"site":"eu","lang":"ar"/);
    // Head metadata: title, description, canonical and the page in all 13 languages plus x-default.
    // The region's name in the page language (its name_i18n in region-configs/eu.json).
    expect(html).toContain(`<title>Gate ${euFile.name_i18n.ar} | `);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL()}/ar"`);
    expect([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)"/g)].map((m) => m[1])).toHaveLength(14);
    // No inline executable script: every script element is external or JSON.
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '');
    for (const attrs of scripts) expect(attrs).toMatch(/\bsrc=|type="application\/json"/);
  });

  for (const login of [false, true]) {
    it(`${login ? 'logged in' : 'visitor'}: twelve sub-sites in en, zh and ar hydrate without an error`, async () => {
      const { page, context, errors } = await openPage(browser);
      const bootstrapCalls: string[] = [];
      const hydrationLogs: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes(ENDPOINTS.bootstrap.path)) bootstrapCalls.push(r.url());
      });
      page.on('console', (m) => {
        if (HYDRATION.test(m.text())) hydrationLogs.push(`${m.type()}: ${m.text()}`);
      });
      try {
        if (login) await logIn(page, 'trader');
        for (const site of SITE_CODES) {
          for (const { lang, prefix, dir } of LANGS) {
            const where = `${site} ${lang}`;
            const response = await page.goto(`${prefix}/?site=${site}`);
            const html = (await response?.text()) ?? '';
            expect(html, where).toContain(`data-site="${site}" data-lang="${lang}"`);
            // No inline executable script (the CSP is script-src 'self'): no streaming instruction either.
            for (const [, attrs] of html.matchAll(/<script([^>]*)>/g)) expect(attrs, where).toMatch(/\bsrc=|type="application\/json"/);
            const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="page-data"'));
            // The visitor's login/signup buttons, or the account menus: the request's login state.
            expect(root.includes('class="auth-buttons"'), where).toBe(!login);
            await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe(dir);
            // Hydrated: the layer's first effects ran on the server's markup.
            await page.getByRole('banner').waitFor();
            await until(page, () => document.documentElement.dataset.layer === 'hydrated', undefined, 30_000);
          }
        }
        expect(hydrationLogs).toEqual([]);
        expect(errors).toEqual([]);
        expect(bootstrapCalls).toEqual([]);
      } finally {
        await context.close();
      }
    }, 600_000);
  }
});
