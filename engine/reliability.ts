import { CDN_CHECK_DELAY_MS, ERROR_SAMPLE_RATE } from '../schemas/constants/telemetry.ts';

/** SPEC §9 constants, defined in schemas/constants/. */
export { CDN_CHECK_DELAY_MS, ERROR_SAMPLE_RATE };

export interface ErrorReport {
  message: string;
  stack?: string;
  url?: string;
  level: 'error' | 'warning';
  release?: string;
}

/** True for about `rate` of calls; `random` is injected so tests decide. */
export function sampled(rate: number, random: () => number = Math.random): boolean {
  if (!(rate > 0)) return false;
  return rate >= 1 || random() < rate;
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** Turns anything thrown into a report the server accepts (lengths within its limits). */
export function toErrorReport(error: unknown, meta: { url?: string; release?: string; level?: 'error' | 'warning' } = {}): ErrorReport {
  let message = 'unknown error';
  let stack: string | undefined;
  if (error instanceof Error) {
    message = `${error.name}: ${error.message}`;
    stack = error.stack;
  } else if (typeof error === 'string') message = error;
  else {
    try {
      message = JSON.stringify(error) ?? String(error);
    } catch {
      message = String(error);
    }
  }
  const report: ErrorReport = { message: clip(message.trim() || 'unknown error', 2000), level: meta.level ?? 'error' };
  if (stack) report.stack = clip(stack, 16000);
  if (meta.url) report.url = clip(meta.url, 2000);
  if (meta.release) report.release = clip(meta.release, 64);
  return report;
}
