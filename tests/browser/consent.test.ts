import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE } from '../../engine/consent/consent.ts';
import { BUCKET_COOKIE } from '../../engine/rollout.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { baseURL, DESKTOP, launchBrowser, live, MOBILE, openPage } from './helpers.ts';

/**
 * Cookie consent (EU, UK, Turkey): nothing non-essential is sent before a choice,
 * refusing is as easy as accepting, the choice is stored with its date in a cookie the server
 * honours, it survives reloads, the footer's "Cookie settings" changes it, and it is asked again
 * after 90 days. Requests are recorded twice: on the network, and in the page (every fetch() to the
 * analytics path is counted synchronously, so "none" is checked after a positive signal: the click
 * has run its handlers once the menu it opened shows).
 */

const ANALYTICS = ENDPOINTS.analytics.path;
const DAY = 86_400_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Recorded {
  page: Page;
  context: BrowserContext;
  errors: string[];
  /** Analytics requests seen on the network (every page of the context). */
  sent: string[];
}

async function openRecorded(options: Parameters<typeof openPage>[1] = {}): Promise<Recorded> {
  const { page, context, errors } = await openPage(browser, { consent: 'none', ...options });
  const sent: string[] = [];
  context.on('request', (r) => {
    if (r.url().includes(ANALYTICS)) sent.push(r.url());
  });
  await context.addInitScript((path: string) => {
    const w = window as unknown as { __analyticsCalls: number; __analyticsAccepted: number[] };
    w.__analyticsCalls = 0;
    w.__analyticsAccepted = [];
    const original = window.fetch;
    window.fetch = function (this: unknown, ...args: Parameters<typeof fetch>) {
      const url = typeof args[0] === 'string' ? args[0] : args[0] instanceof URL ? args[0].href : args[0].url;
      const answer = original.apply(this, args);
      if (!url.includes(path)) return answer;
      w.__analyticsCalls++;
      // What the server says it stored (a keepalive answer cannot be read through the devtools protocol).
      void answer
        .then((r) => r.clone().json())
        .then(
          (body: { data?: { accepted?: number } }) => w.__analyticsAccepted.push(body.data?.accepted ?? -1),
          () => undefined,
        );
      return answer;
    } as typeof fetch;
  }, ANALYTICS);
  return { page, context, errors, sent };
}

const callsInPage = (page: Page) => page.evaluate(() => (window as unknown as { __analyticsCalls: number }).__analyticsCalls);
/** The server's answers to this page's analytics calls: how many events it stored each time. */
const acceptedInPage = (page: Page) => page.evaluate(() => (window as unknown as { __analyticsAccepted: number[] }).__analyticsAccepted);
const banner = (page: Page) => page.getByRole('dialog', { name: 'Your privacy choices' });
const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie settings' });

/** The banner is in the server's markup: a click on it counts once the page has been hydrated. */
async function load(page: Page, path: string) {
  await page.goto(path);
  await page.locator('.page[data-site]').waitFor();
  await live(page);
}

/** A reload, waited out as load() waits: a click before hydration would count nothing. */
async function reload(page: Page) {
  await page.reload();
  await page.locator('.page[data-site]').waitFor();
  await live(page);
}

/** Clicks the first main-nav menu button (a home_top_navigation_click) and waits for its menu to open. */
async function clickTopMenu(page: Page) {
  const button = page.getByRole('navigation', { name: 'Main' }).locator('button[aria-expanded]').first();
  await button.click();
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
  await page.keyboard.press('Escape');
}

async function consentCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === CONSENT_COOKIE)?.value;
}

/** The rollout bucket (engine/rollout.ts): written by the page only while analytics are allowed. */
async function bucketCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === BUCKET_COOKIE)?.value;
}

describe('cookie consent', () => {
  it('EU: nothing is sent before a choice; accept, refuse and choose are equally prominent', async () => {
    const { page, context, errors, sent } = await openRecorded();
    try {
      await load(page, '/?site=eu');
      await banner(page).waitFor();
      const buttons = ['Accept all', 'Refuse all', 'Choose by purpose'].map((name) => banner(page).getByRole('button', { name }));
      const looks = await Promise.all(
        buttons.map((b) =>
          b.evaluate((el) => {
            const s = getComputedStyle(el);
            const r = el.getBoundingClientRect();
            return {
              w: Math.round(r.width),
              h: Math.round(r.height),
              bg: s.backgroundColor,
              color: s.color,
              size: s.fontSize,
              weight: s.fontWeight,
            };
          }),
        ),
      );
      expect(looks[1]).toEqual(looks[0]);
      expect(looks[2]).toEqual(looks[0]);
      await expect(banner(page).getByRole('link', { name: 'Cookie notice' }).getAttribute('href')).resolves.toBe('/legal/cookie-notice');

      // The clicks of the issue: a menu of the main navigation, then "Log in" with the banner open.
      await clickTopMenu(page);
      expect(await callsInPage(page)).toBe(0);
      await page.getByRole('banner').getByTestId('login-link').click();
      await page.waitForURL(/\/login/);
      // Every page asks until a choice is made.
      await banner(page).waitFor();
      expect(await callsInPage(page)).toBe(0);
      expect(sent).toEqual([]);
      expect(await consentCookie(context)).toBeUndefined();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('refuse: no analytics on any page afterwards, and the server drops a forged event', async () => {
    const { page, context, errors, sent } = await openRecorded();
    try {
      await load(page, '/?site=eu');
      await banner(page).getByRole('button', { name: 'Refuse all' }).click();
      await banner(page).waitFor({ state: 'detached' });
      await expect.poll(() => consentCookie(context)).toMatch(/^2\.\d+\.none$/);
      await clickTopMenu(page);
      await reload(page);
      await page.getByRole('button', { name: 'Cookie settings' }).waitFor();
      await clickTopMenu(page);
      expect(await callsInPage(page)).toBe(0);
      await load(page, '/fee?site=eu');
      await clickTopMenu(page);
      expect(await callsInPage(page)).toBe(0);
      await expect(banner(page).count()).resolves.toBe(0);
      // A forged event from the page itself: accepted, not stored.
      const forged = await page.evaluate(async (path) => {
        // As the page's code does before its first call (app/layer/api/csrfToken.ts): its own token.
        let token = /(?:^|;\s*)csrftoken=([^;]*)/.exec(document.cookie)?.[1];
        if (!token) {
          token = 'forged-event-token';
          // biome-ignore lint/suspicious/noDocumentCookie: the test writes the cookie as the page's code would
          document.cookie = `csrftoken=${token}; path=/`;
        }
        const res = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', csrftoken: token },
          body: JSON.stringify({ events: [{ name: 'login_click', props: {} }] }),
        });
        return res.json();
      }, ANALYTICS);
      expect(forged).toMatchObject({ code: 200, data: { accepted: 0 } });
      expect(sent).toHaveLength(1); // the forged one only
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('accept: events are sent, the choice survives a reload, and "Cookie settings" withdraws it', async () => {
    const { page, context, errors } = await openRecorded();
    try {
      await load(page, '/?site=eu');
      expect(await bucketCookie(context)).toBeUndefined();
      await banner(page).getByRole('button', { name: 'Accept all' }).click();
      await banner(page).waitFor({ state: 'detached' });
      await expect.poll(() => consentCookie(context)).toMatch(/^2\.\d+\.analytics$/);
      await expect.poll(() => bucketCookie(context)).toMatch(/^(?:[0-9]|[1-9][0-9])$/);
      const bucket = await bucketCookie(context);
      await clickTopMenu(page);
      await expect.poll(() => acceptedInPage(page)).toEqual([1]);

      await reload(page);
      await clickTopMenu(page);
      await expect.poll(() => acceptedInPage(page)).toEqual([1]);
      await expect(banner(page).count()).resolves.toBe(0);
      expect(await bucketCookie(context)).toBe(bucket);

      // The footer's Cookie settings: the current choice, switched off and saved.
      const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
      await footerButton.click();
      const dialog = settingsDialog(page);
      await dialog.waitFor();
      const analytics = dialog.getByRole('switch', { name: 'Analytics' });
      await expect(analytics.isChecked()).resolves.toBe(true);
      await expect(dialog.getByRole('switch', { name: 'Strictly necessary' }).isDisabled()).resolves.toBe(true);
      await analytics.uncheck();
      await dialog.getByRole('button', { name: 'Save my choices' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => consentCookie(context)).toMatch(/^2\.\d+\.none$/);
      await expect.poll(() => bucketCookie(context)).toBeUndefined();
      const before = await callsInPage(page);
      await clickTopMenu(page);
      expect(await callsInPage(page)).toBe(before);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keyboard only: Tab reaches the banner after the skip link, Escape leaves the settings, Enter chooses', async () => {
    const { page, context, errors } = await openRecorded();
    try {
      await load(page, '/?site=eu');
      await banner(page).waitFor();
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to content');
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Cookie notice');
      for (const name of ['Accept all', 'Refuse all', 'Choose by purpose']) {
        await page.keyboard.press('Tab');
        await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(name);
      }
      await page.keyboard.press('Enter');
      const dialog = settingsDialog(page);
      await dialog.waitFor();
      await expect(dialog.getAttribute('aria-modal')).resolves.toBe('true');
      // Focus starts on the one switch that can change; Escape goes back to the banner's button.
      await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('switch');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Choose by purpose');
      expect(await consentCookie(context)).toBeUndefined();
      // Space switches analytics on, then Tab round to "Save my choices".
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await page.keyboard.press('Space');
      await expect(dialog.getByRole('switch', { name: 'Analytics' }).isChecked()).resolves.toBe(true);
      for (let i = 0; i < 10; i++) {
        if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Save my choices') break;
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await banner(page).waitFor({ state: 'detached' });
      await expect.poll(() => consentCookie(context)).toMatch(/^2\.\d+\.analytics$/);
      // The footer button reopens it; Escape closes it with focus back on the button.
      const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
      await footerButton.focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect(footerButton.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('asks again after 90 days', async () => {
    const { page, context, sent } = await openRecorded();
    try {
      const start = Date.now();
      await context.clock.install({ time: start });
      await load(page, '/?site=eu');
      await banner(page).getByRole('button', { name: 'Accept all' }).click();
      await banner(page).waitFor({ state: 'detached' });
      await page.clock.setSystemTime(start + 89 * DAY);
      await reload(page);
      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).waitFor();
      await clickTopMenu(page);
      await expect.poll(() => sent.length).toBe(1);
      await expect(banner(page).count()).resolves.toBe(0);
      await page.clock.setSystemTime(start + 91 * DAY);
      await reload(page);
      await banner(page).waitFor();
      // An expired choice is no consent: nothing is sent until the visitor chooses again.
      await clickTopMenu(page);
      expect(await callsInPage(page)).toBe(0);
      expect(sent).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it('the server draws the banner into the first paint for a visitor without a current choice; hydration keeps it; without script it is not shown', async () => {
    const { page, context, errors } = await openRecorded();
    try {
      const html = async () => (await page.request.get('/?site=eu')).text();
      // No choice yet: in the HTML itself, with its three choices.
      const first = await html();
      expect(first).toContain('data-testid="consent-banner"');
      for (const name of ['Accept all', 'Refuse all', 'Choose by purpose']) expect(first).toContain(`>${name}</button>`);
      // The page as the browser draws it: the same banner, no hydration error, and it works.
      await load(page, '/?site=eu');
      await expect(banner(page).count()).resolves.toBe(1);
      await banner(page).getByRole('button', { name: 'Refuse all' }).click();
      await banner(page).waitFor({ state: 'detached' });
      await expect.poll(() => consentCookie(context)).toMatch(/^2\.\d+\.none$/);
      // A current choice: the server draws no banner.
      expect(await html()).not.toContain('data-testid="consent-banner"');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP, baseURL: baseURL() });
    try {
      const page = await noScript.newPage();
      await page.goto('/?site=eu');
      // In the markup, but hidden: its buttons need script, and without script nothing needing consent runs.
      await expect(page.getByTestId('consent-banner').count()).resolves.toBe(1);
      await expect(page.getByTestId('consent-banner').isVisible()).resolves.toBe(false);
      await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
    } finally {
      await noScript.close();
    }
  });

  it('asks on the EU, UK and Turkey sites only', async () => {
    const { page, context } = await openRecorded();
    try {
      for (const site of ['uk', 'tr']) {
        await load(page, `/?site=${site}`);
        await banner(page).waitFor();
        await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).count()).resolves.toBe(1);
      }
      for (const site of ['main', 'us', 'jp']) {
        await load(page, `/?site=${site}`);
        // Analytics run as before there: the click is recorded, and no banner or footer button shows.
        await clickTopMenu(page);
        await expect.poll(() => acceptedInPage(page), { message: site }).toEqual([1]);
        await expect(banner(page).count(), site).resolves.toBe(0);
        await expect(page.getByRole('button', { name: 'Cookie settings' }).count(), site).resolves.toBe(0);
      }
    } finally {
      await context.close();
    }
  });

  it('13 languages, right to left, dark, 390 px: translated, inside the screen, no axe violations', async () => {
    const { page, context, errors } = await openRecorded({ viewport: MOBILE, colorScheme: 'dark' });
    try {
      await load(page, '/ar/?site=eu');
      const arabic = page.getByRole('dialog', { name: 'خيارات الخصوصية الخاصة بك' });
      await arabic.waitFor();
      await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
      const box = await arabic.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width);
      const banners = await new AxeBuilder({ page })
        .include('.consent-banner')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(banners.violations.map((v) => v.id)).toEqual([]);
      await arabic.getByRole('button', { name: 'الاختيار حسب الغرض' }).click();
      await page.getByRole('dialog', { name: 'إعدادات ملفات تعريف الارتباط' }).waitFor();
      const dialogs = await new AxeBuilder({ page })
        .include('[data-testid="consent-settings"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(dialogs.violations.map((v) => v.id)).toEqual([]);
      for (const [prefix, accept] of [
        ['/de', 'Alle akzeptieren'],
        ['/it', 'Accetta tutto'],
        ['/ja', 'すべて同意する'],
      ] as const) {
        await load(page, `${prefix}/?site=eu`);
        await page.getByRole('dialog').getByRole('button', { name: accept }).waitFor();
      }
      await page.setViewportSize(DESKTOP);
      await page.emulateMedia({ colorScheme: 'light' });
      await load(page, '/?site=eu');
      await banner(page).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
