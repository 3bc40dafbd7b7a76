import { ShortMemo } from '../shortMemo.ts';
import type { UserRow } from './userRow.ts';

/**
 * A server-drawn page reads its session through this one-second memo instead of asking
 * the database on every page view (a trader's pages come in bursts; the database answers one query
 * at a time on PGlite). API calls always ask the database. What this instance changes is forgotten
 * at once (a logout, any state-changing call of the session); a logout on another instance is seen
 * here at most MEMO_MS later, on pages only.
 */
export const MEMO_MS = 1000;
const MAX_MEMOS = 10_000;

// By token: a token is random and names one session of one server, whichever database it is on.
const sessions = new ShortMemo<string, UserRow | null>(MEMO_MS, MAX_MEMOS);

/** The user of session `token` as `load` found it at most MEMO_MS ago. */
export function recallSession(token: string, load: () => Promise<UserRow | null>): Promise<UserRow | null> {
  return sessions.recall(token, load);
}

/**
 * The look-up recallSession would answer `token` with now, if one is live: what is drawn from its
 * user holds while this is still the same promise (server/personalPages.ts).
 */
export function liveSession(token: string): Promise<UserRow | null> | undefined {
  return sessions.live(token);
}

/** Forgets one session's memo, or every one (a logout of all devices: whose tokens are not known here). */
export function forgetSession(token?: string): void {
  sessions.forget(token);
}
