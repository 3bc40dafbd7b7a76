/**
 * The consent cookie ends when the choice does (engine/consent/consent.ts): a choice is written with
 * the expiry of its 90 days, so a shared cache keys on its state alone; a cookie of the older,
 * dated form is rewritten once in the current form with the same date and end, or removed when its
 * choice no longer counts, and that visitor is asked again.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, CONSENT_TTL_MS } from '../../engine/consent/consent.ts';
import { baseURL, launchBrowser, live, openPage } from './helpers.ts';

const DAY = 86_400_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const banner = (page: Page) => page.getByRole('dialog', { name: 'Your privacy choices' });
const consentCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === CONSENT_COOKIE);

async function euPage(dated?: string) {
  const opened = await openPage(browser, { consent: 'none' });
  await opened.context.addCookies([{ name: 'site', value: 'eu', url: baseURL() }]);
  if (dated !== undefined) await opened.context.addCookies([{ name: CONSENT_COOKIE, value: dated, url: baseURL() }]);
  await opened.page.goto('/');
  await live(opened.page);
  return opened;
}

describe('the consent cookie’s form and lifetime', () => {
  it('Accept all writes the state and date in a cookie that expires 90 days after the choice', async () => {
    const { page, context } = await euPage();
    try {
      const before = Date.now();
      await banner(page).getByRole('button', { name: 'Accept all' }).click();
      await expect.poll(async () => (await consentCookie(context))?.value ?? '', { timeout: 10_000 }).toMatch(/^2\.\d+\.analytics$/);
      const cookie = (await consentCookie(context))!;
      const at = Number(cookie.value.split('.')[1]);
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      // Expires is written to the second.
      expect(Math.abs(cookie.expires - (at + CONSENT_TTL_MS) / 1000)).toBeLessThanOrEqual(1);
    } finally {
      await context.close();
    }
  });

  it('an older-form cookie still within its 90 days is rewritten in the current form, same date and end', async () => {
    const at = Date.now() - 10 * DAY;
    const { page, context } = await euPage(`1.${at}.analytics`);
    try {
      await expect.poll(async () => (await consentCookie(context))?.value, { timeout: 10_000 }).toBe(`2.${at}.analytics`);
      expect(Math.abs((await consentCookie(context))!.expires - (at + CONSENT_TTL_MS) / 1000)).toBeLessThanOrEqual(1);
      expect(await banner(page).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('an older-form cookie past its 90 days is removed, and the visitor is asked again', async () => {
    const { page, context } = await euPage(`1.${Date.now() - CONSENT_TTL_MS - DAY}.analytics`);
    try {
      await banner(page).waitFor();
      await expect.poll(async () => (await consentCookie(context))?.value, { timeout: 10_000 }).toBeUndefined();
    } finally {
      await context.close();
    }
  });
});
