import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { langPrefix } from '../../engine/links.ts';
import type { SessionUser } from '../../schemas/api/session.ts';
import { ENDPOINT_SCHEMAS } from '../../schemas/endpointSchemas.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { LANG_CODES } from '../../schemas/site.ts';
import { blockMessage, loginBlock, recordLoginFailure, recordLoginSuccess, throttleKeys } from '../auth/loginThrottle.ts';
import { dummyHash, verifyPassword } from '../auth/password.ts';
import { endAllSessions, endSession } from '../auth/sessions.ts';
import { findUserByName, toUserInfo, type UserRow } from '../auth/users.ts';
import { clientAddress } from '../clientAddress.ts';
import { clearCookies } from '../cookies.ts';
import { fiatPerUsd } from '../data/fiat.ts';
import type { AppEnv } from '../env.ts';
import { HttpError, ok, readForm, validate } from '../http.ts';
import { readPreferences } from '../preferences.ts';
import { currentUser, requireUser, startSession } from '../session.ts';

/** SPEC §7 user center: login, the two logouts, user info and tags. */
export const userRoutes = new Hono<AppEnv>();

function sessionUser(c: Context<AppEnv>, user: UserRow): SessionUser {
  const { currFiat } = readPreferences(c, c.var.deps.configs[c.var.ctx.site], c.var.ctx.lang);
  return { ...toUserInfo(user, currFiat, fiatPerUsd(currFiat, c.var.deps.now())), role: user.role };
}

userRoutes.post(ENDPOINTS.login.path, async (c) => {
  const form = validate(ENDPOINT_SCHEMAS.login.request, await readForm(c), 'body');
  const { db, now } = c.var.deps;
  const keys = throttleKeys(form.username, clientAddress(c));
  // Checked before the password, so a paused or locked name costs no hashing and learns nothing.
  const block = await loginBlock(db, keys, now());
  if (block) {
    const seconds = Math.max(1, Math.ceil((block.until - now()) / 1000));
    c.header('Retry-After', String(seconds));
    return c.json({ code: 429, message: blockMessage(block, now()), data: { retry_after: seconds, locked: block.locked } }, 429);
  }
  const user = await findUserByName(db, form.username);
  const valid = await verifyPassword(form.password, user?.password_hash ?? (await dummyHash()));
  if (!user || !valid) {
    await recordLoginFailure(db, keys, now());
    throw new HttpError(401, 'wrong username or password');
  }
  await recordLoginSuccess(db, keys);
  await startSession(c, user);
  return ok(c, sessionUser(c, user));
});

/** Ends this browser's session (if any) and clears the login cookies; always succeeds. */
async function logoutHere(c: Context<AppEnv>): Promise<number> {
  const token = getCookie(c, 'sid');
  const ended = token ? await endSession(c.var.deps.db, token) : 0;
  clearCookies(c, 'sid', 'pver', 'sign');
  return ended;
}

userRoutes.post(ENDPOINTS.logout.path, async (c) => {
  await readForm(c); // form-encoded, possibly empty; a malformed body is still a 400
  return ok(c, { ended: await logoutHere(c) });
});

/** Ends every session of the user: other browsers are logged out too (csrf-checked although GET). */
userRoutes.get(ENDPOINTS.logoutAll.path, async (c) => {
  const user = await currentUser(c);
  const ended = user ? await endAllSessions(c.var.deps.db, user.id) : 0;
  clearCookies(c, 'sid', 'pver', 'sign');
  return ok(c, { ended });
});

/**
 * Link-style logout ({prefix}/logout), then the login page of the language. A cross-site navigation
 * here (a link on another site) does not log anyone out: it cannot carry the csrf token.
 */
async function linkLogout(c: Context<AppEnv>, lang: string) {
  if (c.req.header('sec-fetch-site') !== 'cross-site') await logoutHere(c);
  c.header('Cache-Control', 'no-store');
  return c.redirect(`${langPrefix(lang)}/login`, 302);
}

userRoutes.get(ENDPOINTS.logoutLink.path, (c) => linkLogout(c, c.var.ctx.lang));
userRoutes.get(ENDPOINTS.logoutLinkLang.path, (c, next) => {
  const lang = c.req.param('lang');
  return lang !== 'en' && (LANG_CODES as readonly string[]).includes(lang) ? linkLogout(c, lang) : next();
});

userRoutes.get(ENDPOINTS.userInfo.path, async (c) => {
  const user = await requireUser(c);
  c.header('Cache-Control', 'no-store');
  return ok(c, sessionUser(c, user));
});

userRoutes.get(ENDPOINTS.userTag.path, async (c) => {
  const user = await requireUser(c);
  return ok(c, { tags: user.tags });
});
