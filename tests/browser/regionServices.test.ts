import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, openPage } from './helpers.ts';

// Every *.exchange.test host resolves to the test server, so host-based sub-sites work for real.
const port = () => new URL(baseURL()).port;
const at = (host: string, path: string) => `http://${host}:${port()}${path}`;

describe('region host redirect and testnet login (SPEC §4, §7)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(['--host-resolver-rules=MAP *.exchange.test 127.0.0.1']);
  });
  afterAll(() => browser.close());

  it('sends a visitor from Germany on the global host to the EU host, and not once logged in', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(at('www.exchange.test', '/price?country=DE'));
    await expect.poll(() => new URL(page.url()).host).toBe(`eu.exchange.test:${port()}`);
    expect(new URL(page.url()).pathname).toBe('/price');
    await page.getByRole('contentinfo').waitFor();
    expect(await page.locator('[data-site]').getAttribute('data-site')).toBe('eu');

    // Log in on the global host: the same country no longer moves the user.
    await page.goto(at('www.exchange.test', '/login'));
    await page.getByLabel(/user ?name/i).fill('trader');
    await page.getByLabel(/password/i).fill('demo1234');
    await page.getByRole('button', { name: /log in/i }).click();
    await page.waitForURL((u) => !u.pathname.endsWith('/login'));
    await page.goto(at('www.exchange.test', '/price?country=DE'));
    await page.getByRole('banner').waitFor();
    expect(new URL(page.url()).host).toBe(`www.exchange.test:${port()}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logs in on the testnet through the mock authorize round trip', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/?site=testnet');
    const login = page.getByRole('link', { name: 'Log In to Testnet' }).first();
    await login.waitFor();
    expect(await login.getAttribute('href')).toContain('/oauth/authorize?response_type=code&scope=mock_site_login');
    await login.click();
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByLabel(/user ?name/i).fill('trader');
    await page.getByLabel(/password/i).fill('demo1234');
    await page.getByRole('button', { name: /log in/i }).click();
    // authorize -> callback?code -> session -> home, logged in.
    await page.waitForURL((u) => u.pathname === '/' && !u.search.includes('code='));
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'sid')).toBe(true);
    await page.getByRole('banner').waitFor();
    expect(await page.getByRole('link', { name: 'Log In to Testnet' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('images through the image helper (SPEC §9)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('asks the server for menu icons with the daily cache-buster, w and q, and gets them at that width', async () => {
    const { page, context, errors } = await openPage(browser);
    // Record synchronously: reading bodies in the listener would outlive the page.
    const sized: { url: string; status: number }[] = [];
    page.on('response', (r) => {
      if (/\/icons\/.+\?v=\d{8}&w=\d+&q=75$/.test(r.url())) sized.push({ url: r.url(), status: r.status() });
    });
    await page.goto('/?site=main');
    const trigger = page.getByRole('navigation').getByRole('button').first();
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => sized.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const first = sized[0]!;
    expect(first.status).toBe(200);
    const w = new URL(first.url).searchParams.get('w');
    const body = await (await fetch(first.url)).text();
    expect(body).toMatch(new RegExp(`^<svg [^>]*width="${w}"`));
    expect(errors).toEqual([]);
    await context.close();
  });
});
