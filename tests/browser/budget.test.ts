import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './helpers.ts';

/** DESIGN budget: the JavaScript a page needs for its first render, gzip. */
const INITIAL_JS_BUDGET = 120 * 1024;
const dist = new URL(`../../${process.env.DIST_DIR || 'dist'}/`, import.meta.url).pathname;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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

  it(`the JavaScript loaded before the layer is drawn stays within ${INITIAL_JS_BUDGET / 1024} KB gzip`, async () => {
    const { page, context } = await openPage(browser);
    try {
      const scripts: string[] = [];
      page.on('request', (req) => {
        if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
      });
      await page.goto('/?site=main');
      await page.locator('.page[data-site]').waitFor();
      await page.waitForLoadState('networkidle');
      const gz = (p: string) => (p.startsWith('/assets/') ? gzipSync(readFileSync(`${dist}${p.slice(1)}`), { level: 9 }).length : 0);
      // The footer QR code is drawn when the footer comes near the viewport, after the first render.
      const initial = scripts.filter((p) => !p.includes('/assets/FooterQr-'));
      const later = scripts.filter((p) => !initial.includes(p));
      const size = initial.reduce((sum, p) => sum + gz(p), 0);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      console.log(
        `initial JS: ${initial.join(', ')} = ${kb(size)} gzip; when in view: ${later.map((p) => `${p} ${kb(gz(p))}`).join(', ')}`,
      );
      expect(
        scripts.some((p) => /Drawer|LoginPage|SignupPage/.test(p)),
        'drawer and login chunks load on demand',
      ).toBe(false);
      expect(size).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
    } finally {
      await context.close();
    }
  });
});
