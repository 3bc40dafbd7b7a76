import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from './appDeps.ts';
import { setPageCookie } from './cookies.ts';
import { PROFILE_EFFECTS } from './profiles.ts';

const ISO = /^[A-Z]{2}$/;

/**
 * userLandingPageCountry (SPEC §3): what geo-IP would decide. In demo mode `?country=XX` sets it
 * (kept in the `country` cookie, `?country=none` clears it); otherwise the visitor profile's.
 */
export function landingCountry(c: Context<AppEnv>): string {
  const { seedDemo } = c.var.deps;
  if (seedDemo) {
    const q = c.req.query('country')?.toUpperCase();
    if (q && ISO.test(q)) {
      setPageCookie(c, 'country', q);
      return q;
    }
    if (q === 'NONE') {
      setPageCookie(c, 'country', '', 0);
      return '';
    }
    const cookie = getCookie(c, 'country');
    if (cookie && ISO.test(cookie)) return cookie;
  }
  const profile = c.var.ctx.profile;
  return (profile && PROFILE_EFFECTS[profile].params.userLandingPageCountry) || '';
}
