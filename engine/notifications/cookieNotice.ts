import { COOKIE_NOTICE_TTL_MS } from '../../schemas/specConstants.ts';

/** SPEC §9 constants, defined in schemas/specConstants.ts. */
export { COOKIE_NOTICE_TTL_MS };
/** localStorage key holding when the cookie notice was last accepted (epoch milliseconds). */
export const COOKIE_NOTICE_KEY = 'cookie_notice_accepted_at';

/**
 * SPEC §4: the cookie notice shows on the EU home page only, when it was never accepted or was
 * accepted more than 90 days ago. A stored value that is not a past time counts as never accepted.
 */
export function shouldShowCookieNotice(opts: { site: string; page: string; storedAt: string | null | undefined; now: number }): boolean {
  if (opts.site !== 'eu' || opts.page !== 'home') return false;
  const at = Number(opts.storedAt);
  if (!opts.storedAt || !Number.isFinite(at) || at <= 0 || at > opts.now) return true;
  return opts.now - at > COOKIE_NOTICE_TTL_MS;
}
