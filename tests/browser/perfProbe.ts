/**
 * Page-side probes for the performance tests: when the header's main navigation was committed to
 * the DOM and when it was drawn, and which scripts the page fetched (Resource Timing, so cached
 * files count too). Installed as an init script: it runs before the page's own code.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { until } from './helpers.ts';

interface ProbeWindow {
  __header?: { committed: number; drawn?: number };
}

export async function installHeaderProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as ProbeWindow;
    const shown = () => {
      const nav = document.querySelector('header .main-nav');
      return nav !== null && [...nav.querySelectorAll('a, button')].some((el) => el.getBoundingClientRect().width > 0);
    };
    const observer = new MutationObserver(() => {
      if (w.__header || !shown()) return;
      // A mutation callback runs right after React's commit, before its passive effects: what
      // was requested by now was needed to draw the layer; what effects load comes after.
      w.__header = { committed: performance.now() };
      observer.disconnect();
      performance.mark('header-committed');
      // The frame that paints the commit: its animation frame, then the task after that frame.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          if (w.__header) w.__header.drawn = performance.now();
          performance.mark('header-drawn');
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  });
}

/** Milliseconds from navigation start to the header's commit and to its first paint. */
export async function headerTiming(page: Page): Promise<{ committed: number; drawn: number }> {
  await until(page, () => (window as unknown as ProbeWindow).__header?.drawn !== undefined, undefined, 30_000);
  return page.evaluate(() => {
    const h = (window as unknown as ProbeWindow).__header!;
    return { committed: h.committed, drawn: h.drawn! };
  });
}

/**
 * Milliseconds from navigation start to the app's first line (app/site/main.tsx marks `app-start` once
 * its code and every file it imports statically have arrived and run).
 */
export async function appStart(page: Page): Promise<number> {
  await until(page, () => performance.getEntriesByName('app-start').length > 0, undefined, 30_000);
  return page.evaluate(() => performance.getEntriesByName('app-start')[0]!.startTime);
}

export interface ScriptEntry {
  path: string;
  start: number;
  /** 0 when the file came from the HTTP cache. */
  transferSize: number;
}

/** Every script the page fetched so far, in request order, with when it was asked for. */
export function scriptEntries(page: Page): Promise<ScriptEntry[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => new URL(e.name).pathname.endsWith('.js'))
      .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, transferSize: e.transferSize })),
  );
}

interface Keystroke {
  key: string;
  where: string;
  /** Keydown to the next painted frame (what the field shows). */
  ms: number;
  /** Keydown to the frame that paints the first change of a market list after it, if any. */
  listMs?: number;
}

interface KeyWindow {
  __keys?: Keystroke[];
}

/**
 * Keystroke-to-paint: from a keydown's event time to the frame that paints what it did (its
 * animation frame, then the task after that frame, as for the header above). Every keydown on
 * the page is recorded with the accessible name of the field it went to.
 */
export async function installKeystrokeProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as KeyWindow;
    if (w.__keys) return;
    const keys: Keystroke[] = [];
    w.__keys = keys;
    const afterPaint = (fn: (t: number) => void) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => fn(performance.now());
        channel.port2.postMessage(null);
      });
    // Keys whose list change has not been painted yet.
    let waiting: { entry: Keystroke; at: number }[] = [];
    new MutationObserver((records) => {
      if (
        waiting.length === 0 ||
        !records.some((r) => (r.target as Element).closest?.('.mk-body') ?? r.target.parentElement?.closest('.mk-body'))
      )
        return;
      const these = waiting;
      waiting = [];
      afterPaint((t) => {
        for (const w of these) w.entry.listMs = t - w.at;
      });
    }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
    window.addEventListener(
      'keydown',
      (e) => {
        const where = (e.target as HTMLElement | null)?.getAttribute('aria-label') ?? '';
        const entry: Keystroke = { key: e.key, where, ms: 0 };
        keys.push(entry);
        if (where.startsWith('Search')) waiting.push({ entry, at: e.timeStamp });
        afterPaint((t) => {
          entry.ms = t - e.timeStamp;
        });
      },
      true,
    );
  });
}

/** The keystrokes recorded since the probe was installed (and clears them). */
export function takeKeystrokes(page: Page): Promise<Keystroke[]> {
  return page.evaluate(() => {
    const keys = (window as unknown as KeyWindow).__keys ?? [];
    return keys.splice(0, keys.length);
  });
}
