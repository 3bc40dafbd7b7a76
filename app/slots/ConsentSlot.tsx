import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { linkOptionsFor } from '../../engine/layer.ts';
import { buildHref } from '../../engine/links.ts';
import type { ConsentView } from '../consent/ConsentManager.tsx';
import { consentLabels } from '../i18n/labels.ts';
import type { SlotProps } from './slotProps.ts';

// The banner, the settings dialog and their styles are a chunk of their own, asked for only when
// one of them shows: a visitor who has chosen never downloads it again until the footer link.
const ConsentManager = lazy(() => import('../consent/ConsentManager.tsx'));

/** Asked for by the footer's "Cookie settings" button. */
const OPEN_SETTINGS = 'consent:open-settings';
export const openConsentSettings = (): void => {
  window.dispatchEvent(new Event(OPEN_SETTINGS));
};

/**
 * Cookie consent where the region config asks for it (`consent`): the banner until a choice is
 * stored (again after 90 days), the settings dialog from the footer's "Cookie settings".
 */
export function ConsentSlot({ boot, route }: SlotProps) {
  const settings = boot.config.consent;
  const required = settings !== undefined;
  // Decided after mount: the banner floats over the page (nothing moves when it shows), so the
  // hydrated markup stays exactly the server's whatever the cookie and clock say.
  const [view, setView] = useState<ConsentView | null>(null);
  useEffect(() => {
    if (!required) return;
    let gone = false;
    // The cookie is read by a module of its own, so none of this adds to the first page's script.
    void import('../consent/consentCookie.ts').then((m) => {
      if (!gone && m.readConsent() === null) setView((v) => v ?? 'banner');
    });
    const open = () => setView('settings');
    window.addEventListener(OPEN_SETTINGS, open);
    return () => {
      gone = true;
      window.removeEventListener(OPEN_SETTINGS, open);
    };
  }, [required]);
  const labels = useMemo(() => consentLabels(route.lang), [route.lang]);
  if (!settings || !view) return null;
  return (
    <Suspense fallback={null}>
      <ConsentManager
        view={view}
        lang={route.lang}
        labels={labels}
        policyHref={buildHref(settings.policyHref, route.lang, linkOptionsFor(boot.config))}
        onView={setView}
      />
    </Suspense>
  );
}
