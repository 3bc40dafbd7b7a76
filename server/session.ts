import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { sessionUserId } from './auth/sessions.ts';
import { findUserById, type UserRow } from './auth/users.ts';
import type { AppEnv } from './env.ts';
import { HttpError } from './http.ts';

/** The logged-in user of this request (looked up once), or null for a visitor. */
export async function currentUser(c: Context<AppEnv>): Promise<UserRow | null> {
  const known = c.get('user');
  if (known !== undefined) return known;
  const { db, now } = c.var.deps;
  const token = getCookie(c, 'sid');
  const id = token ? await sessionUserId(db, token, now()) : null;
  const user = id === null ? null : await findUserById(db, id);
  c.set('user', user);
  return user;
}

export async function requireUser(c: Context<AppEnv>): Promise<UserRow> {
  const user = await currentUser(c);
  if (!user) throw new HttpError(401, 'login required');
  return user;
}
