import { CDN_CHECK_DELAY_MS, toErrorReport } from '../../../engine/reliability.ts';

/**
 * The framework bundle this page runs: the app's entry chunk, which the built page's boot script
 * names (`data-app`, app/site/boot.ts), else the entry module script itself (the dev server's page).
 */
export function frameworkUrl(doc: Document = document): string | null {
  const boot = doc.querySelector<HTMLScriptElement>('script[data-app]');
  if (boot?.dataset.app) return new URL(boot.dataset.app, doc.baseURI).href;
  const script = doc.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script?.src ?? null;
}

/**
 * SPEC §7: five seconds after start, check that the framework file can still be fetched; when it
 * cannot, load the error-reporting script (its own chunk, so a healthy page never downloads it)
 * and report the failure. Runs off the critical path and never throws.
 */
export function scheduleFrameworkCheck(options: { delayMs?: number; fetch?: typeof fetch; url?: string | null } = {}) {
  const url = options.url === undefined ? frameworkUrl() : options.url;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const timer = setTimeout(async () => {
    let problem: string | null = url ? null : 'framework script not found in the page';
    if (url) {
      try {
        const r = await doFetch(url, { method: 'HEAD', cache: 'no-store' });
        if (!r.ok) problem = `framework file answered ${r.status}: ${url}`;
      } catch (e) {
        problem = `framework file unreachable: ${url} (${(e as Error).message})`;
      }
    }
    if (!problem) return;
    try {
      const reporter = await import('./errorReporter.ts');
      // The failure itself is always reported; later errors are sampled.
      reporter.installErrorReporter();
      reporter.sendReport(toErrorReport(problem, { level: 'warning', url: window.location.href }));
    } catch {
      // Nothing more to do: the page keeps working without reports.
    }
  }, options.delayMs ?? CDN_CHECK_DELAY_MS);
  return () => clearTimeout(timer);
}
