import { useMemo, useState } from 'react';
import { linkOptionsFor } from '../../engine/layer.ts';
import { buildHref } from '../../engine/links.ts';
import { COOKIE_NOTICE_KEY, shouldShowCookieNotice } from '../../engine/notifications/cookieNotice.ts';
import { CookieNotice } from '../../renderer/cookieNotice/CookieNotice.tsx';
import { noticeLabels } from '../reminder/messages.ts';
import type { SlotProps } from './slotProps.ts';

const POLICY_PATH = '/legal/cookie-notice';

function storedAt(): string | null {
  try {
    return window.localStorage.getItem(COOKIE_NOTICE_KEY);
  } catch {
    return null;
  }
}

/** SPEC §4 cookie notice: EU home page only, until accepted; it comes back after 90 days. */
export function CookieNoticeSlot({ boot, route }: SlotProps) {
  const [show, setShow] = useState(() =>
    shouldShowCookieNotice({ site: boot.site, page: route.page, storedAt: storedAt(), now: Date.now() }),
  );
  const labels = useMemo(() => noticeLabels(route.lang), [route.lang]);
  if (!show) return null;
  const close = () => {
    try {
      window.localStorage.setItem(COOKIE_NOTICE_KEY, String(Date.now()));
    } catch {
      // Storage off: the notice closes for this page view only.
    }
    setShow(false);
  };
  return <CookieNotice labels={labels} policyHref={buildHref(POLICY_PATH, route.lang, linkOptionsFor(boot.config))} onClose={close} />;
}
