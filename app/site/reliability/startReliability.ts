import { scheduleFrameworkCheck } from './frameworkCheck.ts';

/**
 * Starts the reliability hooks without adding to the first chunk: the framework check runs after
 * 5 s, and the error reporter is downloaded only when the first uncaught error happens.
 */
export function startReliability() {
  scheduleFrameworkCheck();
  const onFirst = (event: ErrorEvent | PromiseRejectionEvent) => {
    window.removeEventListener('error', onFirst);
    window.removeEventListener('unhandledrejection', onFirst);
    const error = 'reason' in event ? event.reason : (event.error ?? event.message);
    void import('./errorReporter.ts').then((m) => m.installErrorReporter()(error)).catch(() => {});
  };
  window.addEventListener('error', onFirst);
  window.addEventListener('unhandledrejection', onFirst);
}
