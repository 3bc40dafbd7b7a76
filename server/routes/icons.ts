import { type Context, Hono } from 'hono';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import type { AppEnv } from '../appDeps.ts';
import { HttpError } from '../http.ts';
import { atWidth, avatarIcon, bannerImage, chainIcon, coinIcon, navIcon, socialIcon, tagImage, vipArt } from '../icons.ts';

/** /icons/...: generated on request; the names are checked so nothing but letters reaches the SVG. */
export const iconRoutes = new Hono<AppEnv>();

/** `w` (1-2048) and `q` (1-100) of the SPEC §9 image URL format; anything else is a 400. */
function sizeParams(c: Context<AppEnv>): number | undefined {
  const { w, q } = c.req.query();
  const int = (v: string, min: number, max: number, field: string) => {
    const n = Number(v);
    if (!/^\d+$/.test(v) || n < min || n > max)
      throw new HttpError(400, `invalid query: ${field} must be a whole number from ${min} to ${max}`);
    return n;
  };
  // q is accepted for every image; vector icons need no re-encoding, so only w changes the answer.
  if (q !== undefined) int(q, 1, 100, 'q');
  return w === undefined ? undefined : int(w, 1, 2048, 'w');
}

function send(c: Context<AppEnv>, body: string) {
  const width = sizeParams(c);
  c.header('Content-Type', 'image/svg+xml; charset=utf-8');
  // URLs carry a daily cache-buster (v=YYYYMMDD) and the size, so a day of caching is safe.
  c.header('Cache-Control', 'public, max-age=86400');
  // An SVG opened directly must not run script or load anything.
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  return c.body(atWidth(body, width));
}

function name(c: Context<AppEnv>, pattern: RegExp): string {
  const file = c.req.param('file') ?? '';
  const m = /^(.+)\.svg$/.exec(file);
  if (!m || !pattern.test(m[1]!)) throw new HttpError(404, 'no such icon');
  return m[1]!;
}

iconRoutes.get(ENDPOINTS.coinIcon.path, (c) => send(c, coinIcon(name(c, /^[A-Za-z0-9]{1,12}$/).toUpperCase())));
iconRoutes.get(ENDPOINTS.chainIcon.path, (c) => send(c, chainIcon(name(c, /^[a-z0-9]{1,16}$/))));
iconRoutes.get(ENDPOINTS.avatarIcon.path, (c) => send(c, avatarIcon(name(c, /^[a-z0-9]{1,16}$/))));
iconRoutes.get(ENDPOINTS.navIcon.path, (c) => {
  const n = name(c, /^[a-z0-9][a-z0-9_-]{0,39}$/);
  return send(c, navIcon(n.replace(/-dark$/, ''), n.endsWith('-dark')));
});
iconRoutes.get(ENDPOINTS.bannerImage.path, (c) => {
  const n = name(c, /^[a-z0-9][a-z0-9-]{0,39}$/);
  return send(c, bannerImage(n.replace(/-dark$/, ''), n.endsWith('-dark')));
});
iconRoutes.get(ENDPOINTS.socialIcon.path, (c) => send(c, socialIcon(name(c, /^[a-z0-9]{1,16}$/))));
iconRoutes.get(ENDPOINTS.tagImage.path, (c) => {
  const n = name(c, /^[a-z0-9]{1,16}-(light|dark)$/);
  return send(c, tagImage(n.replace(/-(light|dark)$/, ''), n.endsWith('-dark')));
});
iconRoutes.get(ENDPOINTS.vipArt.path, (c) => {
  const m = /^(vip0|vip1|vip2|vip3|vip4-7|vip8-11|vip12-16)-(header|sidebar|other)$/.exec(name(c, /^[a-z0-9-]{1,24}$/));
  if (!m) throw new HttpError(404, 'no such icon');
  const width = { header: 248, sidebar: 368, other: 343 }[m[2] as 'header' | 'sidebar' | 'other'];
  return send(c, vipArt(m[1]!, width));
});
