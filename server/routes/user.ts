import { type Context, Hono } from 'hono';
import { langPrefix } from '../../engine/links.ts';
import { isLangPrefix } from '../../engine/route.ts';
import type { SessionUser } from '../../schemas/api/session.ts';
import { ENDPOINT_SCHEMAS } from '../../schemas/endpointSchemas.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import type { AppEnv } from '../appDeps.ts';
import { knownDevice, rememberDevice } from '../auth/deviceCookie.ts';
import { blockMessage, loginBlock, recordLoginFailure, recordLoginSuccess, throttleKeys, withDevice } from '../auth/loginThrottle.ts';
import { dummyHash, verifyPassword } from '../auth/password.ts';
import { endSessionSoon } from '../auth/pendingLogouts.ts';
import { endAllSessions } from '../auth/sessions.ts';
import type { UserRow } from '../auth/userRow.ts';
import { findUserByName, toUserInfo } from '../auth/users.ts';
import { clientAddress } from '../clientAddress.ts';
import { clearCookies, getServerCookie } from '../cookies.ts';
import { fiatPerUsd } from '../data/fiat.ts';
import { DbUnavailableError } from '../db/unavailable.ts';
import { errorBody, HttpError, ok, readForm, validate } from '../http.ts';
import { loginThrottles } from '../metrics.ts';
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
  // A browser that logged in as this name before is throttled on its own (auth/deviceCookie.ts).
  const keys = await withDevice(db, throttleKeys(form.username, clientAddress(c)), await knownDevice(c, form.username), now());
  // Checked before the password, so a paused or locked name costs no hashing and learns nothing.
  const block = await loginBlock(db, keys, now());
  if (block) {
    loginThrottles.inc({ scope: block.scope, kind: block.locked ? 'locked' : 'paused' });
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
  await rememberDevice(c, user.username);
  return ok(c, sessionUser(c, user));
});

const LOGIN_COOKIES = ['sid', 'pver', 'sign'];

/** While the database is gone: the browser is logged out all the same, the session ends later. */
function outage(c: Context<AppEnv>) {
  c.header('Retry-After', '5');
  return c.json(errorBody(503, 'logged out on this browser; the session itself is ended as soon as the service is back'), 503);
}

/**
 * Ends this browser's session (if any). The login cookies are cleared first, so the browser is
 * logged out even when the database is unreachable (auth/pendingLogouts.ts ends it later).
 */
async function logoutHere(c: Context<AppEnv>): Promise<number> {
  const token = getServerCookie(c, 'sid');
  clearCookies(c, ...LOGIN_COOKIES);
  return token ? endSessionSoon(c.var.deps.db, token) : 0;
}

userRoutes.post(ENDPOINTS.logout.path, async (c) => {
  await readForm(c); // form-encoded, possibly empty; a malformed body is still a 400
  try {
    return ok(c, { ended: await logoutHere(c) });
  } catch (e) {
    if (e instanceof DbUnavailableError) return outage(c);
    throw e;
  }
});

/** Ends every session of the user: other browsers are logged out too (csrf-checked although GET). */
userRoutes.get(ENDPOINTS.logoutAll.path, async (c) => {
  const token = getServerCookie(c, 'sid');
  clearCookies(c, ...LOGIN_COOKIES);
  try {
    const user = await currentUser(c);
    return ok(c, { ended: user ? await endAllSessions(c.var.deps.db, user.id) : 0 });
  } catch (e) {
    if (!(e instanceof DbUnavailableError)) throw e;
    // The other browsers' sessions cannot be found now; this one's end is held at least.
    if (token) await endSessionSoon(c.var.deps.db, token).catch(() => 0);
    return outage(c);
  }
});

/** A navigation from our own pages, or one the user made (typed, a bookmark): no other site can cause either. */
const OWN_NAVIGATION = new Set(['same-origin', 'none']);

/**
 * Link-style logout ({prefix}/logout), then the login page of the language. Only a navigation from
 * our own pages or the user's own (Sec-Fetch-Site: same-origin or none) logs out: a link or an
 * image on another site, a sibling subdomain (same-site) or a browser that sends no fetch metadata
 * cannot, as none of them carries the csrf token. The POST logout is there for everything else.
 */
async function linkLogout(c: Context<AppEnv>, lang: string) {
  if (OWN_NAVIGATION.has(c.req.header('sec-fetch-site') ?? ''))
    await logoutHere(c).catch((e) => {
      if (!(e instanceof DbUnavailableError)) throw e;
    });
  c.header('Cache-Control', 'no-store');
  return c.redirect(`${langPrefix(lang)}/login`, 302);
}

userRoutes.get(ENDPOINTS.logoutLink.path, (c) => linkLogout(c, c.var.ctx.lang));
userRoutes.get(ENDPOINTS.logoutLinkLang.path, (c, next) => {
  const lang = c.req.param('lang');
  return isLangPrefix(lang) ? linkLogout(c, lang) : next();
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
