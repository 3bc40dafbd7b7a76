import type { Context } from 'hono';
import type { AppEnv } from './appDeps.ts';
import { recallSession } from './auth/sessionMemo.ts';
import { createSession, endSession, SESSION_TTL_MS, sessionMarkers, tokenHash } from './auth/sessions.ts';
import type { UserRow } from './auth/userRow.ts';
import { findUserBySession } from './auth/users.ts';
import { getServerCookie, setPageCookie, setSessionCookie } from './cookies.ts';
import { rotateCsrf } from './csrf.ts';
import { HttpError } from './http.ts';

/** The logged-in user of this request (looked up once), or null for a visitor. */
export async function currentUser(c: Context<AppEnv>): Promise<UserRow | null> {
  const known = c.get('user');
  if (known !== undefined) return known;
  const { db, now } = c.var.deps;
  const token = getServerCookie(c, 'sid');
  const user = token ? await findUserBySession(db, token, now()) : null;
  c.set('user', user);
  return user;
}

/**
 * currentUser for a server-drawn page: through the one-second session memo (server/auth/sessionMemo.ts),
 * so a burst of page views asks the database once.
 */
export async function currentPageUser(c: Context<AppEnv>): Promise<UserRow | null> {
  const known = c.get('user');
  if (known !== undefined) return known;
  const { db, now } = c.var.deps;
  const token = getServerCookie(c, 'sid');
  const user = token ? await recallSession(token, () => findUserBySession(db, token, now())) : null;
  c.set('user', user);
  return user;
}

export async function requireUser(c: Context<AppEnv>): Promise<UserRow> {
  const user = await currentUser(c);
  if (!user) throw new HttpError(401, 'login required');
  return user;
}

/**
 * For a call that needs one figure of the logged-in user and not the user row: `query` gets the
 * session's stored hash and the time, checks the session in the same query and returns null when
 * it is not live (then 401, as requireUser).
 */
export async function inLiveSession<T>(c: Context<AppEnv>, query: (sessionHash: string, now: number) => Promise<T | null>): Promise<T> {
  const token = getServerCookie(c, 'sid');
  const result = token ? await query(tokenHash(token), c.var.deps.now()) : null;
  if (result === null) throw new HttpError(401, 'login required');
  return result;
}

/** Logs the browser in as `user`: a new session, the sid/pver/sign cookies and a fresh csrf token. */
export async function startSession(c: Context<AppEnv>, user: UserRow): Promise<void> {
  const { db, now } = c.var.deps;
  const previous = getServerCookie(c, 'sid');
  if (previous) await endSession(db, previous);
  const token = await createSession(db, user.id, now(), c.req.header('user-agent'));
  const maxAge = SESSION_TTL_MS / 1000;
  setSessionCookie(c, token, maxAge);
  const { pver, sign } = sessionMarkers(token, user.password_hash);
  setPageCookie(c, 'pver', pver, maxAge);
  setPageCookie(c, 'sign', sign, maxAge);
  rotateCsrf(c);
  c.set('user', user);
}
