import { assign, fromPromise, setup } from 'xstate';
import { UNREAD_INITIAL_DELAY_MS, UNREAD_POLL_MS } from '../../schemas/constants/reminder.ts';

/** SPEC §9 constants, defined in schemas/constants/. */
export { UNREAD_INITIAL_DELAY_MS, UNREAD_POLL_MS };

export interface RedDotContext {
  dot: boolean;
  /** The initial delay runs once; later pauses resume straight into the repeating timer. */
  delayed: boolean;
}

export type RedDotEvent =
  | { type: 'page.hidden' }
  | { type: 'page.visible' }
  | { type: 'page.blur' }
  | { type: 'page.focus' }
  | { type: 'dot.force'; show: boolean }
  | { type: 'dot.recheck' }
  /** Counts another tab fetched (the shared poll): shown without asking the server again. */
  | { type: 'dot.update'; counts: Record<string, unknown> };

/**
 * Why a check runs: `poll` (the repeating timer), `check` (mount, focus, visible) or `recheck`
 * (after a tab was marked read). The shared poll reuses a recent answer for the first two.
 */
export type CheckReason = 'poll' | 'check' | 'recheck';

function reasonOf(eventType: string): CheckReason {
  if (eventType.startsWith('xstate.after')) return 'poll';
  return eventType === 'dot.recheck' ? 'recheck' : 'check';
}

/** Sum of all unread counts (SPEC §4): the dot shows when it is above 0. */
export function unreadTotal(counts: Record<string, unknown> | null | undefined): number {
  if (!counts || typeof counts !== 'object') return 0;
  return Object.values(counts).reduce<number>((n, v) => n + (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0), 0);
}

/**
 * SPEC §4 notification red dot: checked on mount and on focus, then every 5 minutes while the tab
 * is visible, the repeating timer deferred by a 60 s delay the first time; paused while hidden or
 * blurred. `dot.force` (the web-reminder-red-dot-update event) shows or hides it at once. A failed
 * check logs and shows no dot. `fetchUnread` resolves to the count map and is injected.
 */
export const redDotMachine = setup({
  types: { context: {} as RedDotContext, events: {} as RedDotEvent },
  actors: {
    fetchUnread: fromPromise<Record<string, unknown>, { reason: CheckReason }>(async () => {
      throw new Error('fetchUnread not provided');
    }),
  },
  actions: {
    warn: (_, _params: { message: string }) => {},
  },
  delays: { initialDelay: UNREAD_INITIAL_DELAY_MS, poll: UNREAD_POLL_MS },
  guards: { delayed: ({ context }) => context.delayed },
}).createMachine({
  id: 'redDot',
  context: { dot: false, delayed: false },
  initial: 'checking',
  on: {
    'dot.force': { actions: assign({ dot: ({ event }) => event.show }) },
    'dot.update': { actions: assign({ dot: ({ event }) => unreadTotal(event.counts) > 0 }) },
  },
  states: {
    checking: {
      invoke: {
        src: 'fetchUnread',
        input: ({ event }) => ({ reason: reasonOf(event.type) }),
        onDone: { target: 'running', actions: assign({ dot: ({ event }) => unreadTotal(event.output) > 0 }) },
        onError: {
          target: 'running',
          actions: [
            assign({ dot: false }),
            {
              type: 'warn',
              params: ({ event }) => ({ message: `unread count failed: ${String((event.error as Error)?.message ?? event.error)}` }),
            },
          ],
        },
      },
      on: { 'page.hidden': 'paused', 'page.blur': 'paused' },
    },
    running: {
      initial: 'route',
      states: {
        route: { always: [{ guard: 'delayed', target: 'waitPoll' }, { target: 'waitDelay' }] },
        waitDelay: { after: { initialDelay: { target: 'waitPoll', actions: assign({ delayed: true }) } } },
        waitPoll: { after: { poll: '#redDot.checking' } },
      },
      on: { 'page.hidden': 'paused', 'page.blur': 'paused', 'dot.recheck': 'checking' },
    },
    paused: {
      on: { 'page.focus': 'checking', 'page.visible': 'checking' },
    },
  },
});
