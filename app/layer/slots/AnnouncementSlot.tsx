import Cookies from 'js-cookie';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { buildHref } from '../../../engine/links.ts';
import { DISMISSED_KEY, isDismissed, withDismissed } from '../../../engine/notifications/announcement.ts';
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

/**
 * The bulletin is asked for as soon as the app code runs, beside the bootstrap request (same
 * client, same ?site= and ?as= of the address bar). It is nearly always back before the layer's
 * first render, so the bar is drawn with the header instead of pushing it down a moment later
 * (a late shift moves hover menus away from under the pointer).
 */
let early: { done: boolean; item: Bulletin } = { done: false, item: null };
let earlyRequest: Promise<Bulletin> | null = null;

export function requestBulletin(): Promise<Bulletin> {
  if (earlyRequest) return earlyRequest;
  const route = parseRoute(window.location.pathname);
  const api = createApiClient({ lang: route.lang, appType: 'web' });
  const params = new URLSearchParams(window.location.search);
  // Its schema (zod/mini) loads while the request is in flight; a failed or refused answer shows no bar.
  earlyRequest = answer(api, 'bulletin', { query: { site: params.get('site') || undefined, as: params.get('as') || undefined } }).then(
    (res) => res?.data ?? null,
  );
  void earlyRequest.then((item) => {
    early = { done: true, item };
  });
  return earlyRequest;
}

const notDismissed = (item: Bulletin) => (item && !isDismissed(readStore(DISMISSED_KEY), item.content_id) ? item : null);

/** SPEC §4 announcement bar: fullsiteBulletin unless this content_id was dismissed before. */
export function AnnouncementSlot({ boot, route, initial }: SlotProps & { initial?: Bulletin }) {
  // The server's announcement, as drawn in the HTML (hydration), else the early request's answer.
  const [item, setItem] = useState<Bulletin>(() => (initial !== undefined ? initial : early.done ? notDismissed(early.item) : null));
  const labels = useMemo(() => shellLabels(route.lang), [route.lang]);
  const links = useMemo(() => linkOptionsFor(boot.config), [boot.config]);
  const safeHref = useCallback((raw: string) => buildHref(raw, route.lang, links), [route.lang, links]);

  useEffect(() => {
    if (initial !== undefined || early.done) return;
    let live = true;
    void requestBulletin().then((got) => {
      if (live) setItem(notDismissed(got));
    });
    return () => {
      live = false;
    };
  }, [initial]);

  if (!item) return null;
  const href = item.link ? safeHref(item.link) : null;
  const dismiss = () => {
    const next = withDismissed(readStore(DISMISSED_KEY), item.content_id);
    writeStore(DISMISSED_KEY, next);
    // Mirrored into a cookie so the server leaves it out of the next page's HTML.
    Cookies.set(DISMISSED_KEY, next, { expires: 365, path: '/', sameSite: 'Lax' });
    setItem(null);
  };
  return <AnnouncementBar text={item.content} href={href} safeHref={safeHref} labels={labels} onDismiss={dismiss} />;
}
