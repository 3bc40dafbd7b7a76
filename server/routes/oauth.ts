import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import * as z from 'zod';
import { langPrefix } from '../../engine/links.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import type { AppEnv } from '../appDeps.ts';
import { findUserById } from '../auth/users.ts';
import { ensureCsrf } from '../csrf.ts';
import { HttpError, parseQuery } from '../http.ts';
import { currentUser, startSession } from '../session.ts';

/**
 * The testnet's mock login (SPEC §7): GET /oauth/authorize?response_type=code&scope=mock_site_login
 * &redirect_uri=/oauth/callback sends a visitor to log in first, then back to the callback with a
 * one-time code; the callback turns the code into a session. The code only works in the browser
 * that asked for it (bound to its csrf token), so nobody can log a victim into their own account.
 */
export const oauthRoutes = new Hono<AppEnv>();

const CODE_TTL_MS = 60_000;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const samePath = z
  .string()
  .regex(/^\/(?![/\\])[^\\\s]*$/, 'must be a path on this site')
  .max(512);

oauthRoutes.get(ENDPOINTS.oauthAuthorize.path, async (c) => {
  const q = parseQuery(
    c,
    z.object({
      response_type: z.literal('code'),
      scope: z.literal('mock_site_login'),
      redirect_uri: samePath,
      state: z.string().max(256).optional(),
    }),
  );
  const user = await currentUser(c);
  c.header('Cache-Control', 'no-store');
  if (!user) {
    const back = new URL(c.req.url);
    return c.redirect(`${langPrefix(c.var.ctx.lang)}/login?redirect=${encodeURIComponent(back.pathname + back.search)}`, 302);
  }
  const code = randomBytes(24).toString('base64url');
  await c.var.deps.db.query('INSERT INTO oauth_codes (code_hash, user_id, binding, redirect_uri, expires) VALUES ($1, $2, $3, $4, $5)', [
    sha256(code),
    user.id,
    sha256(ensureCsrf(c)),
    q.redirect_uri,
    c.var.deps.now() + CODE_TTL_MS,
  ]);
  const target = new URL(q.redirect_uri, 'http://x');
  target.searchParams.set('code', code);
  if (q.state) target.searchParams.set('state', q.state);
  return c.redirect(target.pathname + target.search, 302);
});

oauthRoutes.get(ENDPOINTS.oauthCallback.path, async (c) => {
  const q = parseQuery(c, z.object({ code: z.string().min(1).max(128) }));
  const { db, now } = c.var.deps;
  const [row] = await db.query<{ user_id: number; binding: string }>(
    'DELETE FROM oauth_codes WHERE code_hash = $1 AND expires > $2 RETURNING user_id, binding',
    [sha256(q.code), now()],
  );
  if (!row || !c.var.csrfToken || row.binding !== sha256(c.var.csrfToken)) throw new HttpError(400, 'invalid or expired code');
  const user = await findUserById(db, row.user_id);
  if (!user) throw new HttpError(400, 'invalid or expired code');
  await startSession(c, user);
  c.header('Cache-Control', 'no-store');
  return c.redirect(langPrefix(c.var.ctx.lang) || '/', 302);
});
