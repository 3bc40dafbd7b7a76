import { Hono } from 'hono';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import type { AppEnv } from '../appDeps.ts';
import { headerBubbleFor } from '../data/headerBubbles.ts';
import { ok } from '../http.ts';
import { currentUser } from '../session.ts';

/** The main site's header bubble text (SPEC §7, path not shown there). */
export const headerBubbleRoutes = new Hono<AppEnv>();

headerBubbleRoutes.get(ENDPOINTS.headerBubble.path, async (c) => {
  const user = await currentUser(c);
  // Visitor and user campaigns share the URL: a cached visitor answer must not outlive a login.
  c.header('Cache-Control', 'private, no-cache');
  return ok(c, headerBubbleFor(c.var.ctx.site, c.var.ctx.lang, user !== null));
});
