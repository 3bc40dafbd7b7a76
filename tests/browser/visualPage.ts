/**
 * Pages made still enough to compare as pictures (tests/browser/visual.test.ts): a server whose
 * clock stands still, the browser's clock at the same instant, consent given then, animations off,
 * fonts and images loaded, no request in flight, and a picture taken until two in a row agree.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { launchBrowser, live, type OpenedPage, openPage, until } from './helpers.ts';
import { startServer } from './serverProcess.ts';

/** The instant the pictures show (prices, rates, the copyright year, the console's history). */
export const FIXED_TIME = '2026-11-20T12:00:00Z';

/**
 * The host the pictures are taken on. The page draws its own origin (the footer's QR code encodes
 * the app-download address), so it must not carry the server's port, which is a new one each run.
 */
const STILL_HOST = 'visual.test';
export const STILL_ORIGIN = `http://${STILL_HOST}`;

/**
 * A server of its own (the shared one runs on the real clock, and other files publish on it) and a
 * browser that reaches it as STILL_ORIGIN.
 */
export async function startStill(): Promise<{ browser: Browser; stop: () => Promise<void> }> {
  const server = await startServer({ FIXED_TIME, HOSTS: STILL_HOST });
  const port = new URL(server.baseURL).port;
  const browser = await launchBrowser([`--host-resolver-rules=MAP ${STILL_HOST}:80 127.0.0.1:${port}`]).catch(async (e) => {
    await server.stop();
    throw e;
  });
  return {
    browser,
    stop: async () => {
      await browser.close();
      await server.stop();
    },
  };
}

export type Viewport = { width: number; height: number };

/**
 * Telemetry the page sends with fetch's keepalive, which Playwright never reports finished; it
 * draws nothing, so it is not waited for.
 */
const DRAWS_NOTHING: ReadonlySet<string> = new Set([ENDPOINTS.analytics.path, ENDPOINTS.errorReport.path]);

/** A fresh page on STILL_ORIGIN whose clock is FIXED_TIME and whose requests in flight are counted. */
export async function openStillPage(
  browser: Browser,
  options: { viewport: Viewport; colorScheme: 'light' | 'dark' },
): Promise<OpenedPage & { quiet(): Promise<void> }> {
  const at = Date.parse(FIXED_TIME);
  // Market panels show opening times in the browser's time zone.
  const opened = await openPage(browser, { ...options, origin: STILL_ORIGIN, consentAt: at, timezoneId: 'UTC' });
  await opened.page.clock.setFixedTime(at);
  const inFlight = new Set<Request>();
  const done = (r: Request) => inFlight.delete(r);
  opened.page.on('request', (r) => {
    if (!DRAWS_NOTHING.has(new URL(r.url()).pathname)) inFlight.add(r);
  });
  opened.page.on('requestfinished', done);
  opened.page.on('requestfailed', done);
  const quiet = async () => {
    const end = Date.now() + 30_000;
    while (inFlight.size > 0) {
      if (Date.now() > end)
        throw new Error(`still in flight after 30 s: ${[...inFlight].map((r) => `${r.method()} ${r.url()}`).join(', ')}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  return { ...opened, quiet };
}

/** Loads a path and waits until the layer is live and its late parts (bubble, icons, QR) are in. */
export async function loadStill(page: Page, quiet: () => Promise<void>, path: string, wholePage = true) {
  const bubbleAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === ENDPOINTS.headerBubble.path, { timeout: 60_000 });
  bubbleAnswer.catch(() => undefined);
  await page.goto(path);
  await page.locator('.page[data-site]').waitFor();
  await live(page);
  // The main site asks for its header bubble once the page has gone idle, and draws it a
  // throttled Suspense reveal later (about 300 ms with nothing in flight): a quiet network can come
  // before it on a fast machine (seen: the main home's picture without its bubble).
  if ((await page.locator('.page[data-site]').getAttribute('data-site')) === 'main') {
    const answer = (await (await bubbleAnswer).json()) as { data: unknown };
    if (answer.data) await page.getByTestId('header-bubble').waitFor({ state: 'attached' });
  }
  await settled(page, quiet, wholePage);
}

/**
 * Fonts, the images the picture shows (every drawn image of the page for a whole-page picture; a
 * lazy image in a closed panel or far below the view never loads) and every request the page made
 * are done, and the footer's QR code, where it is drawn, has its code.
 */
export async function settled(page: Page, quiet: () => Promise<void>, wholePage = true) {
  await quiet();
  await page.evaluate(() => document.fonts.ready);
  await until(
    page,
    (whole) => {
      const shown = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (whole || (r.bottom > 0 && r.top < window.innerHeight));
      };
      const qr = document.querySelector('[data-testid="footer-qr"]');
      return [...document.images].filter(shown).every((img) => img.complete) && (!qr || !shown(qr) || qr.querySelector('svg') !== null);
    },
    wholePage,
  );
  await quiet();
}

/**
 * The page's picture once it holds still: taken again until two in a row are the same bytes (what
 * Playwright's own toHaveScreenshot does), so a React commit that lands between them is waited out.
 */
export async function stillPicture(page: Page, fullPage: boolean): Promise<Buffer> {
  const take = () => page.screenshot({ fullPage, animations: 'disabled', caret: 'hide', scale: 'css' });
  let last = await take();
  for (let i = 0; i < 8; i++) {
    const next = await take();
    if (next.equals(last)) return next;
    last = next;
  }
  throw new Error('the page kept changing over 9 pictures in a row');
}
