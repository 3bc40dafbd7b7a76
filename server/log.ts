import pino from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function levelFromEnv(value: string | undefined): string {
  if (!value) return 'info';
  const level = value.trim().toLowerCase();
  if (!LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, got "${value}"`);
  return level;
}

/**
 * The server's structured log: one JSON object per line on stdout (pino). LOG_LEVEL (info by
 * default) picks what is written: `warn` drops the per-request lines and keeps every fault; the
 * test configuration (vitest.config.ts) sets it so the suite's output stays readable.
 */
/**
 * Written asynchronously (pino's own destination in its async mode): a request never waits for
 * stdout, which under load is a pipe to a log collector that may be slow to read. Lines that come
 * while a write is under way are joined into the next one; past MAX_BUFFERED_BYTES the newest are
 * dropped rather than the process growing. A normal exit, a fatal error and shutdown write out
 * what is pending first (flushLog).
 */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;
const destination = pino.destination({ dest: 1, sync: false, maxLength: MAX_BUFFERED_BYTES });

export const log = pino(
  {
    level: levelFromEnv(process.env.LOG_LEVEL),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
  },
  destination,
);

/** Writes out every line still buffered (shutdown, process exit). */
export function flushLog(): void {
  try {
    destination.flushSync();
  } catch {
    // Not ready yet (nothing written) or stdout gone: nothing to save.
  }
}
process.on('exit', flushLog);

/** How long one kind of fault is written once; the repeats in that time become one summary line. */
export const FAULT_LOG_WINDOW_MS = 10_000;
/** Kinds of fault tracked at once; past it the oldest window is closed early (its summary written). */
const MAX_KINDS = 200;

interface Window {
  suppressed: number;
  timer: ReturnType<typeof setTimeout>;
}
const windows = new Map<string, Window>();

function close(key: string): void {
  const w = windows.get(key);
  if (!w) return;
  windows.delete(key);
  clearTimeout(w.timer);
  if (w.suppressed > 0)
    log.error({ fault: key, repeats: w.suppressed }, `${key}: happened ${w.suppressed} more times in ${FAULT_LOG_WINDOW_MS / 1000} s`);
}

/**
 * Logs a fault that may repeat on every request (the database gone, one handler failing): the first
 * of a kind is written at once with its detail, the next ones within FAULT_LOG_WINDOW_MS only
 * counted and written as one line when the window ends. A PostgreSQL outage of 10 s is then a few
 * lines, not one per request (issue 32: 7,351).
 */
export function logFault(key: string, message: string, err?: unknown): void {
  const open = windows.get(key);
  if (open) {
    open.suppressed++;
    return;
  }
  if (windows.size >= MAX_KINDS) close(windows.keys().next().value as string);
  const timer = setTimeout(() => close(key), FAULT_LOG_WINDOW_MS);
  timer.unref();
  windows.set(key, { suppressed: 0, timer });
  log.error({ fault: key, ...(err instanceof Error ? { err } : err === undefined ? {} : { detail: String(err) }) }, message);
}

/** Writes the summaries of every open window now (shutdown; tests). */
export function flushFaultLog(): void {
  for (const key of [...windows.keys()]) close(key);
}
