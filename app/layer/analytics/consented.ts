import { consentAllows } from '../../../engine/consent/consent.ts';
import { csrfToken } from '../api/csrfToken.ts';
import { keepBucketCookie } from '../consent/bucketCookie.ts';
import { onConsentChange, rawConsent } from '../consent/consentCookie.ts';
import { installClickAnalytics } from './clicks.ts';
import { type Analytics, createAnalytics, keepaliveTransport } from './sink.ts';

/**
 * SPEC §7 click analytics, only with consent where the region asks for it: the click listener is
 * installed once analytics are granted and removed when they are withdrawn, and every event checks
 * the cookie again when it is sent (a choice made in another tab, or one that has expired).
 */
export function installConsentedAnalytics(consentRequired: boolean): () => void {
  const allowed = () => consentAllows(consentRequired, rawConsent(), 'analytics', Date.now());
  const sink = createAnalytics(keepaliveTransport(csrfToken));
  const gated: Analytics = {
    track(name, props) {
      if (allowed()) sink.track(name, props);
    },
  };
  let uninstall: (() => void) | null = null;
  const apply = () => {
    // The consent action (and every page load) is where the rollout bucket is written or removed.
    keepBucketCookie(allowed());
    if (allowed()) uninstall ??= installClickAnalytics(gated);
    else {
      uninstall?.();
      uninstall = null;
    }
  };
  apply();
  const stopListening = onConsentChange(apply);
  return () => {
    stopListening();
    uninstall?.();
  };
}
