import { ERROR_SAMPLE_RATE, type ErrorReport, sampled, toErrorReport } from '../../../engine/reliability.ts';
import { LAYER_ENDPOINTS } from '../../../schemas/layerEndpoints.ts';
import { csrfToken } from '../../layer/api/csrfToken.ts';

export interface ReporterOptions {
  rate?: number;
  random?: () => number;
  release?: string;
  send?: (report: ErrorReport) => void;
}

/** Fire-and-forget: keepalive survives navigation, and every failure is swallowed. */
export function sendReport(report: ErrorReport) {
  try {
    void fetch(LAYER_ENDPOINTS.errorReport.path, {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', csrftoken: csrfToken() ?? '1' },
      body: JSON.stringify(report),
    }).catch(() => {});
  } catch {
    // Reporting must never break the page.
  }
}

let installed: ((error: unknown, level?: 'error' | 'warning') => void) | null = null;

/**
 * The error-reporting hook: uncaught errors and rejections are reported, sampled at 0.1 (SPEC §9).
 * Installed once; returns the report function so callers can report a caught problem too.
 */
export function installErrorReporter(options: ReporterOptions = {}) {
  if (installed) return installed;
  const send = options.send ?? sendReport;
  const report = (error: unknown, level: 'error' | 'warning' = 'error') => {
    if (!sampled(options.rate ?? ERROR_SAMPLE_RATE, options.random)) return;
    send(toErrorReport(error, { url: window.location.href, release: options.release, level }));
  };
  window.addEventListener('error', (e) => report(e.error ?? e.message));
  window.addEventListener('unhandledrejection', (e) => report(e.reason));
  installed = report;
  return report;
}
