import { COOKIE_NOTICE_TTL_MS } from '../../schemas/constants/preferences.ts';

/**
 * The consent cookie: readable by the server (the analytics endpoint honours it) and by the page.
 * Its value carries the date of the choice, so the 90-day re-ask (SPEC §4, §9) does not depend on
 * the browser's cookie expiry.
 */
export const CONSENT_COOKIE = 'cookie_consent';
/** How long the browser keeps the cookie; the choice itself counts for COOKIE_NOTICE_TTL_MS only. */
export const CONSENT_COOKIE_DAYS = 395;
export { COOKIE_NOTICE_TTL_MS as CONSENT_TTL_MS };

/**
 * What may run only with consent. Strictly necessary storage (session, csrftoken, site, language,
 * display preferences, this cookie) and the error reporter are not purposes: they always run.
 */
export const CONSENT_PURPOSES = ['analytics'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export interface ConsentChoice {
  /** When the choice was made (epoch milliseconds). */
  at: number;
  purposes: Record<ConsentPurpose, boolean>;
}

const VERSION = '1';
/** A clock a little ahead of ours is not a forgery; a date further ahead would extend consent. */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

/** The cookie value: `1.{epoch ms}.{granted purposes joined by +, or none}`. */
export function serializeConsent(choice: ConsentChoice): string {
  const granted = CONSENT_PURPOSES.filter((p) => choice.purposes[p]);
  return `${VERSION}.${Math.floor(choice.at)}.${granted.length > 0 ? granted.join('+') : 'none'}`;
}

/**
 * The stored choice while it counts: null when there is none, it cannot be read, it is dated in the
 * future, or it is older than 90 days (the visitor is then asked again).
 */
export function parseConsent(raw: string | null | undefined, now: number): ConsentChoice | null {
  if (!raw) return null;
  const m = /^1\.(\d{1,15})\.([a-z+]+)$/.exec(raw.trim());
  if (!m) return null;
  const at = Number(m[1]);
  if (!(at > 0) || at > now + FUTURE_SLACK_MS || now - at > COOKIE_NOTICE_TTL_MS) return null;
  const named = new Set(m[2]!.split('+'));
  const purposes = Object.fromEntries(CONSENT_PURPOSES.map((p) => [p, named.has(p)])) as Record<ConsentPurpose, boolean>;
  return { at, purposes };
}

/** A choice of every purpose at once (Accept all / Refuse all). */
export function uniformChoice(granted: boolean, at: number): ConsentChoice {
  return { at, purposes: Object.fromEntries(CONSENT_PURPOSES.map((p) => [p, granted])) as Record<ConsentPurpose, boolean> };
}

/**
 * Whether a purpose may run: always where the region asks for no consent; where it does, only
 * with a current choice that grants it.
 */
export function consentAllows(required: boolean, raw: string | null | undefined, purpose: ConsentPurpose, now: number): boolean {
  if (!required) return true;
  return parseConsent(raw, now)?.purposes[purpose] === true;
}

/** Whether the page asks: the region requires consent and there is no current choice. */
export function needsConsentPrompt(required: boolean, raw: string | null | undefined, now: number): boolean {
  return required && parseConsent(raw, now) === null;
}
