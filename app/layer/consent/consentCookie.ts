import Cookies from 'js-cookie';
import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  type ConsentChoice,
  parseConsent,
  serializeConsent,
} from '../../../engine/consent/consent.ts';

const CHANGED = 'consent:changed';

/** The consent cookie as stored (the server reads the same value). */
export const rawConsent = (): string | undefined => Cookies.get(CONSENT_COOKIE);

/** The current choice, or null when there is none or it is older than 90 days. */
export const readConsent = (now = Date.now()): ConsentChoice | null => parseConsent(rawConsent(), now);

/** Stores a choice with its date and tells the page (analytics start or stop at once). */
export function saveConsent(choice: ConsentChoice): void {
  Cookies.set(CONSENT_COOKIE, serializeConsent(choice), {
    expires: CONSENT_COOKIE_DAYS,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
  window.dispatchEvent(new Event(CHANGED));
}

export function onConsentChange(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}
