import { type Context, Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../http.ts';
import { avatarIcon, bannerImage, chainIcon, coinIcon, navIcon, socialIcon, tagImage } from '../icons.ts';

/** /icons/...: generated on request; the names are checked so nothing but letters reaches the SVG. */
export const iconRoutes = new Hono<AppEnv>();

function send(c: Context<AppEnv>, body: string) {
  c.header('Content-Type', 'image/svg+xml; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=86400');
  // An SVG opened directly must not run script or load anything.
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  return c.body(body);
}

function name(c: Context<AppEnv>, pattern: RegExp): string {
  const file = c.req.param('file') ?? '';
  const m = /^(.+)\.svg$/.exec(file);
  if (!m || !pattern.test(m[1]!)) throw new HttpError(404, 'no such icon');
  return m[1]!;
}

iconRoutes.get('/icons/coins/:file', (c) => send(c, coinIcon(name(c, /^[A-Za-z0-9]{1,12}$/).toUpperCase())));
iconRoutes.get('/icons/chains/:file', (c) => send(c, chainIcon(name(c, /^[a-z0-9]{1,16}$/))));
iconRoutes.get('/icons/avatars/:file', (c) => send(c, avatarIcon(name(c, /^[a-z0-9]{1,16}$/))));
iconRoutes.get('/icons/nav/:file', (c) => {
  const n = name(c, /^[a-z0-9][a-z0-9_-]{0,39}$/);
  return send(c, navIcon(n.replace(/-dark$/, ''), n.endsWith('-dark')));
});
iconRoutes.get('/icons/banners/:file', (c) => {
  const n = name(c, /^[a-z0-9][a-z0-9-]{0,39}$/);
  return send(c, bannerImage(n.replace(/-dark$/, ''), n.endsWith('-dark')));
});
iconRoutes.get('/icons/social/:file', (c) => send(c, socialIcon(name(c, /^[a-z0-9]{1,16}$/))));
iconRoutes.get('/icons/tags/:file', (c) => {
  const n = name(c, /^[a-z0-9]{1,16}-(light|dark)$/);
  return send(c, tagImage(n.replace(/-(light|dark)$/, ''), n.endsWith('-dark')));
});
