/**
 * The database server is gone (stopped, restarting, unreachable): requests that need it answer
 * 503 with Retry-After instead of a 500, and the pool reconnects by itself once it is back.
 */
export class DbUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}

// Connection-level failures, not query errors: SQLSTATE class 08 (connection exception), 57P01-03
// (admin shutdown, crash shutdown, cannot connect now), 53300 (too many connections), and the
// socket errors node reports.
const SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
const SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

export function isConnectionError(e: unknown): boolean {
  if (e instanceof DbUnavailableError) return true;
  if (!(e instanceof Error)) return false;
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string' && (SQLSTATE.test(code) || SOCKET.has(code))) return true;
  if (e instanceof AggregateError && e.errors.some(isConnectionError)) return true;
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection/i.test(
    e.message,
  );
}

/** Rethrows a connection failure as DbUnavailableError; anything else as it was. */
export function asUnavailable(e: unknown): never {
  throw isConnectionError(e) && !(e instanceof DbUnavailableError) ? new DbUnavailableError(e) : e;
}
