import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import { forgetUnread } from '../notifications.ts';
import { forgetSession } from './sessionMemo.ts';

export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** What the sessions table stores instead of the token. */
export const tokenHash = sha256;

/** Creates a session; returns the token for the sid cookie (only its hash is stored). */
export async function createSession(db: Queryable, userId: number, now: number, userAgent = ''): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO sessions (token_hash, user_id, created, expires, user_agent) VALUES ($1, $2, $3, $4, $5)', [
    sha256(token),
    userId,
    now,
    now + SESSION_TTL_MS,
    userAgent.slice(0, 256),
  ]);
  return token;
}

/** The user id of a live session, or null (unknown, ended or expired). */
export async function sessionUserId(db: Queryable, token: string, now: number): Promise<number | null> {
  const rows = await db.query<{ user_id: number }>('SELECT user_id FROM sessions WHERE token_hash = $1 AND expires > $2', [
    sha256(token),
    now,
  ]);
  return rows[0]?.user_id ?? null;
}

export async function endSession(db: Queryable, token: string): Promise<number> {
  const rows = await db.query('DELETE FROM sessions WHERE token_hash = $1 RETURNING user_id', [sha256(token)]);
  forgetUnread();
  forgetSession(token);
  return rows.length;
}

/** Ends every session of a user: other browsers are logged out on their next request. */
export async function endAllSessions(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query('DELETE FROM sessions WHERE user_id = $1 RETURNING user_id', [userId]);
  forgetUnread();
  forgetSession();
  return rows.length;
}

/** Values for the non-HttpOnly pver and sign cookies (SPEC §3): derived, never the token itself. */
export function sessionMarkers(token: string, passwordHash: string): { pver: string; sign: string } {
  return { pver: sha256(`pver:${passwordHash}`).slice(0, 12), sign: sha256(`sign:${token}`).slice(0, 32) };
}
