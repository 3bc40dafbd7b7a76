import type { UserRow } from './userRow.ts';

/**
 * A server-drawn page reads its session through this one-second memo instead of asking
 * the database on every page view (a trader's pages come in bursts; the database answers one query
 * at a time on PGlite). API calls always ask the database. What this instance changes is forgotten
 * at once (a logout, any state-changing call of the session); a logout on another instance is seen
 * here at most MEMO_MS later, on pages only.
 */
const MEMO_MS = 1000;
const MAX_MEMOS = 10_000;

interface Memo {
  at: number;
  user: Promise<UserRow | null>;
}

// By token: a token is random and names one session of one server, whichever database it is on.
const map = new Map<string, Memo>();

/** The user of session `token` as `load` found it at most MEMO_MS ago. */
export function recallSession(token: string, load: () => Promise<UserRow | null>): Promise<UserRow | null> {
  const now = performance.now();
  const known = map.get(token);
  if (known && now - known.at < MEMO_MS) return known.user;
  if (map.size >= MAX_MEMOS) map.clear();
  const memo: Memo = { at: now, user: load() };
  map.set(token, memo);
  memo.user.catch(() => {
    if (map.get(token) === memo) map.delete(token);
  });
  return memo.user;
}

/**
 * The look-up recallSession would answer `token` with now, if one is live: what is drawn from its
 * user holds while this is still the same promise (server/personalPages.ts).
 */
export function liveSession(token: string): Promise<UserRow | null> | undefined {
  const known = map.get(token);
  return known && performance.now() - known.at < MEMO_MS ? known.user : undefined;
}

/** Forgets one session's memo, or every one (a logout of all devices: whose tokens are not known here). */
export function forgetSession(token?: string): void {
  if (token === undefined) map.clear();
  else map.delete(token);
}
