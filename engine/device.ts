/**
 * SPEC §3 `is_phone`: whether a User-Agent names a phone or tablet browser. Read by the bootstrap
 * API on the server and by the browser for a server-drawn page, whose HTML is the same for every
 * device of its audience (a page is drawn once per audience, not per User-Agent).
 */
const MOBILE = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

export function isPhoneUserAgent(userAgent: string | undefined): boolean {
  return MOBILE.test(userAgent ?? '');
}
