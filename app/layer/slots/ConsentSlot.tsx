import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { CONSENT_COOKIE, uniformChoice } from '../../../engine/consent/consent.ts';
import { buildHref } from '../../../engine/links.ts';
import { linkOptionsFor } from '../../../engine/resolveLayer.ts';
import { ConsentBanner } from '../consent/ConsentBanner.tsx';
import { consentLabels } from '../i18n/labels.ts';
import type { SlotProps } from './slotProps.ts';
// With the first stylesheet: the server draws the banner into the page's first paint.
import '../consent/consent.css';

// The settings dialog is a chunk of its own, asked for only when it opens.
const ConsentSettings = lazy(() => import('../consent/ConsentSettings.tsx'));
// The cookie is read and written by a module of its own (js-cookie), kept out of the first chunk.
const consentCookie = () => import('../consent/consentCookie.ts');

/** A consent cookie of the older, dated form in document.cookie (engine/consent/consent.ts DATED_CONSENT). */
const DATED_COOKIE = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=1\\.`);

/** Asked for by the footer's "Cookie settings" button. */
const OPEN_SETTINGS = 'consent:open-settings';
export const openConsentSettings = (): void => {
  window.dispatchEvent(new Event(OPEN_SETTINGS));
};

/**
 * Cookie consent where the region config asks for it (`consent`): the banner until a choice is
 * stored (again after 90 days), the settings dialog from the banner or the footer's "Cookie
 * settings"; closing the settings without a choice leaves the banner as it was.
 * `initial`: the server drew the banner (it read the cookie and the clock), so the hydration starts
 * with it. On a page drawn in the browser only, the cookie is read after mount.
 */
export function ConsentSlot({ boot, route, initial }: SlotProps & { initial?: boolean }) {
  const settings = boot.config.consent;
  const required = settings !== undefined;
  const [banner, setBanner] = useState(required && initial === true);
  const [settingsOpen, setSettingsOpen] = useState(false);
  useEffect(() => {
    // A consent cookie of the older form (any sub-site may carry one) is rewritten in the current form.
    if (DATED_COOKIE.test(document.cookie)) void consentCookie().then((m) => m.renewDatedConsent());
    if (!required) return;
    let gone = false;
    void consentCookie().then((m) => {
      if (!gone && m.readConsent() === null) setBanner(true);
    });
    const open = () => setSettingsOpen(true);
    window.addEventListener(OPEN_SETTINGS, open);
    return () => {
      gone = true;
      window.removeEventListener(OPEN_SETTINGS, open);
    };
  }, [required]);
  const labels = useMemo(() => consentLabels(route.lang), [route.lang]);
  if (!settings) return null;
  const policyHref = buildHref(settings.policyHref, route.lang, linkOptionsFor(boot.config));
  const chosen = () => {
    setBanner(false);
    setSettingsOpen(false);
  };
  return (
    <>
      {banner ? (
        <ConsentBanner
          labels={labels}
          policyHref={policyHref}
          onChoose={(granted) => {
            void consentCookie().then((m) => {
              m.saveConsent(uniformChoice(granted, Date.now()));
              chosen();
            });
          }}
          onSettings={() => setSettingsOpen(true)}
        />
      ) : null}
      {settingsOpen ? (
        <Suspense fallback={null}>
          <ConsentSettings
            lang={route.lang}
            labels={labels}
            policyHref={policyHref}
            onSaved={chosen}
            onClose={() => setSettingsOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
