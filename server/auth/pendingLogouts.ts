import type { Queryable } from '../db/types.ts';
import { DbUnavailableError } from '../db/unavailable.ts';
import { logFault } from '../log.ts';
import { endSession } from './sessions.ts';

/** How often the session ends the database could not take are tried again. */
export const RETRY_MS = 5_000;
/** Held at most (per database); past it the oldest is dropped: its session still expires by itself. */
const MAX_PENDING = 10_000;

const pending = new Map<Queryable, Set<string>>();
let timer: ReturnType<typeof setTimeout> | undefined;

async function retry(): Promise<void> {
  timer = undefined;
  for (const [db, tokens] of pending) {
    for (const token of [...tokens]) {
      try {
        await endSession(db, token);
        tokens.delete(token);
      } catch (e) {
        if (!(e instanceof DbUnavailableError)) tokens.delete(token);
        break;
      }
    }
    if (!tokens.size) pending.delete(db);
  }
  if (pending.size) schedule();
}

function schedule(): void {
  timer ??= setTimeout(() => void retry(), RETRY_MS);
  timer.unref();
}

/**
 * Ends a session; while the database is unreachable the end is kept in memory and retried every
 * RETRY_MS, so the browser is logged out at once (its cookies are cleared by the caller) and the
 * session itself ends as soon as the database is back. Returns the sessions ended now; rethrows
 * the outage so the caller can say so.
 */
export async function endSessionSoon(db: Queryable, token: string): Promise<number> {
  try {
    return await endSession(db, token);
  } catch (e) {
    if (!(e instanceof DbUnavailableError)) throw e;
    const tokens = pending.get(db) ?? new Set<string>();
    pending.set(db, tokens);
    tokens.add(token);
    if (tokens.size > MAX_PENDING) tokens.delete(tokens.values().next().value as string);
    logFault('logout pending', `session end held until the database is back (${tokens.size} pending)`);
    schedule();
    throw e;
  }
}

/** Session ends waiting for the database (tests, /readyz could show it). */
export function pendingLogouts(db: Queryable): number {
  return pending.get(db)?.size ?? 0;
}
