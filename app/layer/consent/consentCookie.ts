import Cookies from 'js-cookie';
import {
  CONSENT_COOKIE,
  type ConsentChoice,
  consentExpiry,
  DATED_CONSENT,
  parseConsent,
  serializeConsent,
} from '../../../engine/consent/consent.ts';

const CHANGED = 'consent:changed';

/** The consent cookie as stored (the server reads the same value). */
export const rawConsent = (): string | undefined => Cookies.get(CONSENT_COOKIE);

/** The current choice, or null when there is none or it is older than 90 days. */
export const readConsent = (now = Date.now()): ConsentChoice | null => parseConsent(rawConsent(), now, true);

/** Writes a choice in the cookie that ends when the choice does (engine/consent/consent.ts). */
function writeConsent(choice: ConsentChoice): void {
  Cookies.set(CONSENT_COOKIE, serializeConsent(choice), {
    expires: consentExpiry(choice),
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
}

/** Stores a choice with its date and tells the page (analytics start or stop at once). */
export function saveConsent(choice: ConsentChoice): void {
  writeConsent(choice);
  window.dispatchEvent(new Event(CHANGED));
}

/**
 * A cookie of the older, dated form is rewritten once in the current form with the same choice and
 * date, ending when the choice does, or removed when the choice no longer counts: the next pages
 * are then the shared cache's again. Nothing changes for the page, so nobody is told.
 */
export function renewDatedConsent(now = Date.now()): void {
  const raw = rawConsent();
  if (raw === undefined || !DATED_CONSENT.test(raw)) return;
  const choice = parseConsent(raw, now);
  if (choice) writeConsent(choice);
  else Cookies.remove(CONSENT_COOKIE, { path: '/' });
}

export function onConsentChange(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}
