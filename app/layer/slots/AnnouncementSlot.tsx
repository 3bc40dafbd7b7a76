import Cookies from 'js-cookie';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { buildHref } from '../../../engine/links.ts';
import { DISMISSED_KEY, isDismissed, withDismissed } from '../../../engine/notifications/announcement.ts';
import { bulletinNow } from '../../../engine/notifications/announcementSchedule.ts';
import { bulletinPollDelay } from '../../../engine/notifications/bulletinPoll.ts';
import { linkOptionsFor } from '../../../engine/resolveLayer.ts';
import { AnnouncementBar } from '../../../renderer/announcement/AnnouncementBar.tsx';
import type { Announcement } from '../../../schemas/api/announcement.ts';
import { answer } from '../api/call.ts';
import { createApiClient } from '../api/client.ts';
import { shellLabels } from '../i18n/labels.ts';
import { parseRoute } from '../route.ts';
import type { SlotProps } from './slotProps.ts';

function readStore(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStore(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage off (private mode, quota): the bar still hides for this page view.
  }
}

type Bulletin = Announcement | null;
// setTimeout keeps a delay in 32 bits: a later end is waited for in steps of this.
const LONGEST_TIMER_MS = 2_147_483_647;

/**
 * The bulletin is asked for as soon as the app code runs, beside the bootstrap request (same
 * client, same ?site= and ?as= of the address bar). It is nearly always back before the layer's
 * first render, so the bar is drawn with the header instead of pushing it down a moment later
 * (a late shift moves hover menus away from under the pointer). `fresh` asks again (an open page
 * whose bar ended, or that is shown again).
 */
let early: { done: boolean; item: Bulletin } = { done: false, item: null };
let earlyRequest: Promise<Bulletin> | null = null;

export function requestBulletin(): Promise<Bulletin>;
export function requestBulletin(fresh: true, revalidate?: boolean): Promise<Bulletin | undefined>;
export function requestBulletin(fresh = false, revalidate = false): Promise<Bulletin | undefined> {
  if (earlyRequest && !fresh) return earlyRequest;
  const route = parseRoute(window.location.pathname);
  const api = createApiClient({ lang: route.lang, appType: 'web' });
  const params = new URLSearchParams(window.location.search);
  // Its schema (zod/mini) loads while the request is in flight; a failed or refused answer shows no bar.
  const query = { site: params.get('site') || undefined, as: params.get('as') || undefined };
  // A poll asks the browser's cache to check with the server (the answer's ETag: a 304 when unchanged).
  const asked = answer(api, 'bulletin', revalidate ? { query, headers: { 'Cache-Control': 'max-age=0' } } : { query });
  // Asked again, a failure (undefined) keeps the bar shown; the first time it shows none.
  if (fresh) return asked.then((res) => (res ? (res.data ?? null) : undefined));
  earlyRequest = asked.then((res) => res?.data ?? null);
  void earlyRequest.then((item) => {
    early = { done: true, item };
  });
  return earlyRequest;
}

// Closed in this page view: kept here too, for a browser whose storage is off.
const closedHere = new Set<string>();
const notDismissed = (item: Bulletin) =>
  item && !closedHere.has(item.content_id) && !isDismissed(readStore(DISMISSED_KEY), item.content_id) ? item : null;
/** The bar an answer shows now, by this page's clock (past its `until`, the one that follows). */
const shownOf = (got: Bulletin) => notDismissed(bulletinNow(got, Date.now()));

/**
 * SPEC §4 announcement bar: fullsiteBulletin unless this content_id was dismissed before. An open
 * page follows the schedule: at the answer's `until` (the bar's end, or a later one's start) it
 * shows the bar that follows, or none, and asks again; it asks again whenever it is shown again,
 * and every few minutes while it is visible (engine/notifications/bulletinPoll.ts).
 */
export function AnnouncementSlot({
  boot,
  route,
  initial,
  preview = false,
}: {
  boot: Pick<SlotProps['boot'], 'config'>;
  route: Pick<SlotProps['route'], 'lang'>;
  initial?: Bulletin;
  /** The console's preview: the bar given is drawn as visitors get it, nothing asked or remembered. */
  preview?: boolean;
}) {
  // The server's announcement, as drawn in the HTML (hydration), else the early request's answer.
  const [item, setItem] = useState<Bulletin>(() => (initial !== undefined ? initial : early.done ? notDismissed(early.item) : null));
  // The answer the schedule is read from: the server's (dismissed or not), then each one asked for.
  const [latest, setLatest] = useState<Bulletin>(() => (initial !== undefined ? initial : early.done ? early.item : null));
  const labels = useMemo(() => shellLabels(route.lang), [route.lang]);
  const links = useMemo(() => linkOptionsFor(boot.config), [boot.config]);
  const safeHref = useCallback((raw: string) => buildHref(raw, route.lang, links), [route.lang, links]);
  const take = useCallback((got: Bulletin | undefined) => {
    if (got === undefined) return;
    setLatest(got);
    setItem(shownOf(got));
  }, []);

  useEffect(() => {
    if (preview || initial !== undefined || early.done) return;
    let live = true;
    void requestBulletin().then((got) => {
      if (live) take(got);
    });
    return () => {
      live = false;
    };
  }, [initial, take, preview]);

  // Shown again (another tab, a phone woken up): the schedule may have moved on meanwhile.
  useEffect(() => {
    if (preview) return;
    let live = true;
    const onShown = () => {
      if (document.visibilityState !== 'visible') return;
      void requestBulletin(true).then((got) => {
        if (live) take(got);
      });
    };
    document.addEventListener('visibilitychange', onShown);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [take, preview]);

  // While the page is visible, asked again now and then (jittered): a bar started since shows.
  useEffect(() => {
    if (preview) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      void requestBulletin(true, true).then((got) => {
        if (!live) return;
        take(got);
        arm();
      });
    };
    const arm = () => {
      clearTimeout(timer);
      if (document.visibilityState === 'visible') timer = setTimeout(ask, bulletinPollDelay(Math.random));
    };
    document.addEventListener('visibilitychange', arm);
    arm();
    return () => {
      live = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', arm);
    };
  }, [take, preview]);

  // At `until` the bar the answer says follows is shown (or none), then the next answer asked for.
  useEffect(() => {
    const until = latest?.until && !preview ? Date.parse(latest.until) : Number.NaN;
    if (Number.isNaN(until)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    // An answer past its `until` when it came (kept by a cache) is only read, not asked again.
    let waited = false;
    const arm = () => {
      const wait = until - Date.now();
      if (wait > 0) {
        waited = true;
        timer = setTimeout(arm, Math.min(wait, LONGEST_TIMER_MS));
        return;
      }
      setItem(shownOf(latest));
      if (!waited) return;
      void requestBulletin(true).then((got) => {
        // An answer a cache kept from before `until` is read by the page's clock (shownOf).
        if (live) take(got);
      });
    };
    arm();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [latest, take, preview]);

  if (!item) return null;
  const href = item.link ? safeHref(item.link) : null;
  const dismiss = () => {
    if (preview) {
      setItem(null);
      return;
    }
    closedHere.add(item.content_id);
    const next = withDismissed(readStore(DISMISSED_KEY), item.content_id);
    writeStore(DISMISSED_KEY, next);
    // Mirrored into a cookie so the server leaves it out of the next page's HTML.
    Cookies.set(DISMISSED_KEY, next, { expires: 365, path: '/', sameSite: 'Lax' });
    setItem(null);
  };
  return <AnnouncementBar text={item.content} href={href} safeHref={safeHref} labels={labels} lang={item.lang} onDismiss={dismiss} />;
}
