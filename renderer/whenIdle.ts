import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `task` once the page has loaded and the main thread is idle, so what the first view does
 * not need (a QR code, a promotional bubble, the unread poll) never competes with the first paint
 * and the hydration of the layer. `timeout` bounds the wait for idleness. Returns a cancel.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: number | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout });
    else timer = window.setTimeout(run, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

/**
 * False until the page has loaded and gone idle (see whenIdle); the server and hydration see false.
 * The switch is a transition, so what it brings is drawn in slices, not as one task.
 */
export function useWhenIdle(timeout?: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setReady(true)), timeout), [timeout]);
  return ready;
}
