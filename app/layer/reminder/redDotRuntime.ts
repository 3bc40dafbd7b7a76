import { createActor, fromPromise } from 'xstate';
import { redDotMachine, unreadTotal } from '../../../engine/machines/redDotMachine.ts';
import { type ChannelLike, createSharedUnread, type Leadership, MAX_AGE } from '../../../engine/notifications/sharedUnread.ts';
import type { ApiClient } from '../api/client.ts';
import { fetchUnreadCounts } from './heraldApi.ts';

/** SPEC §4: the event other parts of the site dispatch on window to force the dot on or off. */
export const RED_DOT_EVENT = 'web-reminder-red-dot-update';

/** The event's wish: `detail` true/false, or `{ show }` / `{ isShow }`; anything else is ignored. */
export function forcedShow(detail: unknown): boolean | null {
  if (typeof detail === 'boolean') return detail;
  if (detail && typeof detail === 'object') {
    const d = detail as { show?: unknown; isShow?: unknown };
    const v = d.show ?? d.isShow;
    if (typeof v === 'boolean') return v;
  }
  return null;
}

/**
 * Leadership through the Web Locks API: try the lock at once (ifAvailable) so a tab knows right
 * away whether it leads; if another tab holds it, wait in line and take over when that tab closes.
 */
function lockLeadership(name: string) {
  return (becomeLeader: () => void): Leadership => {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) {
      becomeLeader();
      return { release: () => {}, settled: Promise.resolve() };
    }
    const abort = new AbortController();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const lead = () => {
      becomeLeader();
      return held;
    };
    const settled = new Promise<void>((settle) => {
      locks
        .request(name, { ifAvailable: true }, (lock) => {
          settle();
          if (lock) return lead();
          if (!abort.signal.aborted) locks.request(name, { signal: abort.signal }, lead).catch(() => {});
          return undefined;
        })
        .catch(() => settle());
    });
    return {
      settled,
      release() {
        abort.abort();
        release();
      },
    };
  };
}

/** What the bell shows: the dot, and the last unread total the server gave (null before the first). */
export interface RedDotState {
  dot: boolean;
  count: number | null;
}

export interface RedDot {
  subscribe(listener: (state: RedDotState) => void): () => void;
  /** After a tab was marked read: ask the server now and tell every tab. */
  recheck(): void;
  stop(): void;
}

/** Starts the red dot of SPEC §4 for one signed-in user: machine, shared poll and page events. */
export function startRedDot(api: ApiClient, uid: string | number): RedDot {
  const name = `reminder-unread-${uid}`;
  // The machine only keeps the dot; the total (said by the bell's live region) is noted here as
  // every answer passes, before the machine sees it, so a listener reads both together.
  let count: number | null = null;
  const channel: ChannelLike | null = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);
  const shared = createSharedUnread({
    id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
    fetchCounts: () => fetchUnreadCounts(api),
    channel,
    acquireLeadership: lockLeadership(name),
    onRemoteCounts: (counts) => {
      count = unreadTotal(counts);
      actor.send({ type: 'dot.update', counts });
    },
    now: () => Date.now(),
  });
  const machine = redDotMachine.provide({
    actors: {
      fetchUnread: fromPromise(({ input }) =>
        shared.get(MAX_AGE[input.reason]).then((counts) => {
          count = unreadTotal(counts);
          return counts;
        }),
      ),
    },
    actions: { warn: (_, p) => console.warn(`[reminder] ${p.message}`) },
  });
  const actor = createActor(machine);

  const onVisibility = () => actor.send({ type: document.visibilityState === 'hidden' ? 'page.hidden' : 'page.visible' });
  const onBlur = () => actor.send({ type: 'page.blur' });
  const onFocus = () => actor.send({ type: 'page.focus' });
  const onForce = (e: Event) => {
    const show = forcedShow((e as CustomEvent).detail);
    if (show !== null) actor.send({ type: 'dot.force', show });
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('blur', onBlur);
  window.addEventListener('focus', onFocus);
  window.addEventListener(RED_DOT_EVENT, onForce);
  actor.start();

  return {
    subscribe(listener) {
      listener({ dot: actor.getSnapshot().context.dot, count });
      const sub = actor.subscribe((s) => listener({ dot: s.context.dot, count }));
      return () => sub.unsubscribe();
    },
    recheck: () => actor.send({ type: 'dot.recheck' }),
    stop() {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener(RED_DOT_EVENT, onForce);
      actor.stop();
      shared.close();
    },
  };
}
