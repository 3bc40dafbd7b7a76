import { COOKIE_NOTICE_TTL_MS } from '../../schemas/constants/preferences.ts';

/**
 * The consent cookie: readable by the server (the analytics endpoint honours it) and by the page.
 * Its value is the choice's state and its date; the cookie lives exactly as long as the choice
 * counts (it expires COOKIE_NOTICE_TTL_MS after its date, SPEC §4, §9), so an expired choice is
 * simply absent and the state alone decides what a page shows: a shared cache keys on the state,
 * never on the date (server/cacheKeyCookies.ts, docs/operating.md "Run it as a fleet").
 */
export const CONSENT_COOKIE = 'cookie_consent';
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

/** What a stored choice says, without its date: the granted purposes joined by +, or none. */
export type ConsentState = string;

const VERSION = '2';
/** A clock a little ahead of ours is not a forgery; a date further ahead would extend consent. */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

/** The states a cookie of this version may hold: `none`, or the purposes granted (one purpose today). */
const STATES = ['none', ...CONSENT_PURPOSES] as const;
/**
 * The current form, `2.{epoch ms}.{state}`: read without a clock, the browser drops it when the
 * choice ends. The nginx configuration's `$layer_consent` map reads the very same pattern.
 */
export const CURRENT_CONSENT = new RegExp(`^2\\.[0-9]{1,15}\\.(${STATES.join('|')})$`);
/**
 * The older form, `1.{epoch ms}.{state}` in a cookie kept 13 months: its date decides whether it
 * still counts, so what a page shows for it depends on the clock. A shared cache never keeps such
 * an answer; the page rewrites the cookie in the current form once (app/layer/consent/consentCookie.ts).
 */
export const DATED_CONSENT = /^1\./;
const DATED_FORM = /^1\.(\d{1,15})\.([a-z+]+)$/;

/** The cookie value: `2.{epoch ms}.{granted purposes joined by +, or none}`. */
export function serializeConsent(choice: ConsentChoice): string {
  const granted = CONSENT_PURPOSES.filter((p) => choice.purposes[p]);
  return `${VERSION}.${Math.floor(choice.at)}.${granted.length > 0 ? granted.join('+') : 'none'}`;
}

/** When a choice stops counting: the cookie's own expiry. */
export const consentExpiry = (choice: Pick<ConsentChoice, 'at'>): Date => new Date(choice.at + COOKIE_NOTICE_TTL_MS);

const purposesOf = (state: string): Record<ConsentPurpose, boolean> => {
  const named = new Set(state.split('+'));
  return Object.fromEntries(CONSENT_PURPOSES.map((p) => [p, named.has(p)])) as Record<ConsentPurpose, boolean>;
};

/** Whether a choice's date is within the last 90 days and not in the future. */
const dateCounts = (at: number, now: number): boolean => at > 0 && at <= now + FUTURE_SLACK_MS && now - at <= COOKIE_NOTICE_TTL_MS;

/**
 * The stored choice while it counts: null when there is none or it cannot be read. The server reads
 * a current-form cookie by its state alone (the browser drops it when the choice ends, and a shared
 * cache keys on the state), an older-form one by its date too: within the last 90 days and not in
 * the future, else the visitor is asked again. The page (`byPageClock`) checks every choice's date
 * against its own clock as well, so a cookie kept past the expiry it was written with still asks again.
 */
export function parseConsent(raw: string | null | undefined, now: number, byPageClock = false): ConsentChoice | null {
  if (!raw) return null;
  // Read as it is, untrimmed: a shared cache's key reads the same characters (server/cacheKeyCookies.ts).
  const current = CURRENT_CONSENT.exec(raw);
  if (current) {
    const at = Number(raw.split('.')[1]);
    return byPageClock && !dateCounts(at, now) ? null : { at, purposes: purposesOf(current[1]!) };
  }
  const m = DATED_FORM.exec(raw);
  if (!m) return null;
  const at = Number(m[1]);
  return dateCounts(at, now) ? { at, purposes: purposesOf(m[2]!) } : null;
}

/** A choice of every purpose at once (Accept all / Refuse all). */
export function uniformChoice(granted: boolean, at: number): ConsentChoice {
  return { at, purposes: Object.fromEntries(CONSENT_PURPOSES.map((p) => [p, granted])) as Record<ConsentPurpose, boolean> };
}

/**
 * Whether a purpose may run: always where the region asks for no consent; where it does, only
 * with a current choice that grants it.
 */
export function consentAllows(
  required: boolean,
  raw: string | null | undefined,
  purpose: ConsentPurpose,
  now: number,
  byPageClock = false,
): boolean {
  if (!required) return true;
  return parseConsent(raw, now, byPageClock)?.purposes[purpose] === true;
}

/** Whether the page asks: the region requires consent and there is no current choice. */
export function needsConsentPrompt(required: boolean, raw: string | null | undefined, now: number): boolean {
  return required && parseConsent(raw, now) === null;
}
