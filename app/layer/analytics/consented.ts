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
export function installConsentedAnalytics(consentRequired: boolean, rollout?: number): () => void {
  const allowed = () => consentAllows(consentRequired, rawConsent(), 'analytics', Date.now(), true);
  const sink = createAnalytics(keepaliveTransport(csrfToken));
  // A page drawn for a running rollout's audience says so on each event, so the server counts the
  // event in the variant this very page shows (server/rolloutMeasure.ts).
  const gated: Analytics = {
    track(name, props) {
      if (allowed()) sink.track(name, rollout === undefined ? props : { ...props, rollout });
    },
  };
  let uninstall: (() => void) | null = null;
  let viewed = false;
  const apply = () => {
    // The consent action (and every page load) is where the rollout bucket is written or removed.
    keepBucketCookie(allowed());
    // One page view per page drawn for a rollout's audience: what its effect is counted per.
    if (rollout !== undefined && allowed() && !viewed) {
      viewed = true;
      gated.track('layer_page_view', {});
    }
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
