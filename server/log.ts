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
// Bytes, not strings: the request lines are written straight into a buffer (logRequest), which
// costs a third of handing the destination strings it measures and converts again.
// (sonic-boom's types give write() a string whatever the mode.)
const destination = pino.destination({ dest: 1, sync: false, maxLength: MAX_BUFFERED_BYTES, contentMode: 'buffer' }) as unknown as {
  write(bytes: Buffer): boolean;
  flushSync(): void;
};
/** pino's own lines (start-up, faults: a few) as the bytes the destination takes. */
const pinoStream = { write: (line: string) => destination.write(Buffer.from(line)) };

/** How every line is written: requestLine writes the same (tests/server/requestLine.test.ts). */
export const LOG_OPTIONS = {
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
} satisfies pino.LoggerOptions;

export const log = pino({ ...LOG_OPTIONS, level: levelFromEnv(process.env.LOG_LEVEL) }, pinoStream);

/** One request as its log line tells it (server/observe.ts). */
export interface RequestLine {
  reqId: string;
  method: string;
  route: string;
  path: string;
  status: number;
  ms: number;
  aborted?: boolean;
}

// The request line is the one written for every request, and pino's general serializer and its
// ISO time were about 8% of a cached fragment's CPU under load: it is written here as pino would
// write it (a test holds the two equal), with the time string made once per millisecond.
const PID = `,"pid":${process.pid}`;
let isoAt = -1;
let iso = '';
// Under load nearly every request starts a millisecond of its own: the date and time up to the
// second are formatted once a second, the milliseconds appended.
let secondAt = -1;
let secondIso = '';
function isoNow(): string {
  const now = Date.now();
  if (now !== isoAt) {
    isoAt = now;
    const ms = now % 1000;
    if (now - ms !== secondAt) {
      secondAt = now - ms;
      secondIso = new Date(secondAt).toISOString().slice(0, -4);
    }
    iso = `${secondIso}${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z`;
  }
  return iso;
}

/** The request line, byte for byte what `log.info(fields, 'request')` writes. */
export function requestLine(r: RequestLine): string {
  // reqId is a plain token or a UUID (observe.ts requestIdOf), method one of node's, route a name of
  // ours: only the path is the client's own and needs escaping.
  return (
    `{"level":30,"time":"${isoNow()}"${PID},"reqId":"${r.reqId}","method":"${r.method}","route":"${r.route}",` +
    `"path":${JSON.stringify(r.path)},"status":${r.status},"ms":${r.ms}${r.aborted ? ',"aborted":true' : ''},"msg":"request"}\n`
  );
}

// The request lines of REQUEST_LINES_MS, written as UTF-8 into one chunk and handed to the
// destination as one write: line by line, or as one string it measures and converts, the log was
// the largest part of a cached list's cost under load (bench/load.ts). A write per turn of the loop
// was 5% of a small list's at 10 connections, where each turn answers only a few requests.
const REQUEST_LINES_MS = 10;
const CHUNK_BYTES = 64 * 1024;
let chunk = Buffer.allocUnsafe(CHUNK_BYTES);
let used = 0;
let flushDue = false;
function writePendingLines(): void {
  flushDue = false;
  if (used === 0) return;
  // The destination keeps what it is handed until written: the next lines go into a new chunk.
  destination.write(chunk.subarray(0, used));
  chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  used = 0;
}

/** Writes one request's line at level info (nothing when LOG_LEVEL is above it), within REQUEST_LINES_MS. */
export function logRequest(r: RequestLine): void {
  if (!log.isLevelEnabled('info')) return;
  const line = requestLine(r);
  // A UTF-16 unit is at most 3 bytes of UTF-8.
  if (used + line.length * 3 > CHUNK_BYTES) {
    writePendingLines();
    if (line.length * 3 > CHUNK_BYTES) {
      destination.write(Buffer.from(line));
      return;
    }
  }
  used += chunk.write(line, used);
  if (!flushDue) {
    flushDue = true;
    setTimeout(writePendingLines, REQUEST_LINES_MS);
  }
}

/** Writes out every line still buffered (shutdown, process exit). */
export function flushLog(): void {
  try {
    writePendingLines();
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
 * lines, not one per request (7,351).
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
