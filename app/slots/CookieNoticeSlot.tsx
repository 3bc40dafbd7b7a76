import { lazy, Suspense, useEffect, useState } from 'react';
import { linkOptionsFor } from '../../engine/layer.ts';
import { buildHref } from '../../engine/links.ts';
import { COOKIE_NOTICE_KEY, shouldShowCookieNotice } from '../../engine/notifications/cookieNotice.ts';
import { cookieLabels } from '../i18n/labels.ts';
import type { SlotProps } from './slotProps.ts';

const POLICY_PATH = '/legal/cookie-notice';

// The notice and its words are a chunk of their own: only the EU home page ever loads it.
const CookieNoticeView = lazy(async () => {
  const { CookieNotice } = await import('../../renderer/cookieNotice/CookieNotice.tsx');
  return {
    default: ({ lang, policyHref, onClose }: { lang: string; policyHref: string | null; onClose(): void }) => (
      <CookieNotice labels={cookieLabels(lang)} policyHref={policyHref} onClose={onClose} />
    ),
  };
});

function storedAt(): string | null {
  try {
    return window.localStorage.getItem(COOKIE_NOTICE_KEY);
  } catch {
    return null;
  }
}

/** SPEC §4 cookie notice: EU home page only, until accepted; it comes back after 90 days. */
export function CookieNoticeSlot({ boot, route }: SlotProps) {
  // Decided after mount: the server cannot see localStorage, and the notice floats over the page
  // (nothing moves when it appears), so the hydrated markup stays the server's.
  const [show, setShow] = useState(false);
  useEffect(() => {
    setShow(shouldShowCookieNotice({ site: boot.site, page: route.page, storedAt: storedAt(), now: Date.now() }));
  }, [boot.site, route.page]);
  if (!show) return null;
  const close = () => {
    try {
      window.localStorage.setItem(COOKIE_NOTICE_KEY, String(Date.now()));
    } catch {
      // Storage off: the notice closes for this page view only.
    }
    setShow(false);
  };
  return (
    <Suspense fallback={null}>
      <CookieNoticeView lang={route.lang} policyHref={buildHref(POLICY_PATH, route.lang, linkOptionsFor(boot.config))} onClose={close} />
    </Suspense>
  );
}
