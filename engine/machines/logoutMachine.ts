import { assign, fromPromise, setup } from 'xstate';

export type LogoutScope = 'all' | 'this';

export interface LogoutContext {
  scope: LogoutScope | null;
  error: string | null;
}

export type LogoutEvent = { type: 'logout.request' } | { type: 'logout.cancel' } | { type: 'logout.confirm'; scope: LogoutScope };

/**
 * SPEC §4 logout: a confirm step offering all devices or this device, a "Logging out" phase that
 * calls logoutAll or the single logout, then local state cleared, the pver and sign cookies
 * deleted and a redirect to {langPrefix}/login. A failed call only logs a warning: the flow still
 * finishes, so a user is never stuck half logged out. Effects are named here and injected with
 * `.provide()` by the app (real calls) and by tests (fakes).
 */
export const logoutMachine = setup({
  types: { context: {} as LogoutContext, events: {} as LogoutEvent },
  actors: {
    logoutCall: fromPromise<void, { scope: LogoutScope }>(async () => {
      throw new Error('logoutCall not provided');
    }),
  },
  actions: {
    clearLocalState: () => {},
    deleteSessionCookies: () => {},
    redirectToLogin: () => {},
    warn: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'logout',
  context: { scope: null, error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'logout.request': 'confirming' } },
    confirming: {
      on: {
        'logout.cancel': 'idle',
        'logout.confirm': { target: 'loggingOut', actions: assign({ scope: ({ event }) => event.scope }) },
      },
    },
    loggingOut: {
      invoke: {
        src: 'logoutCall',
        input: ({ context }) => ({ scope: context.scope ?? 'this' }),
        onDone: 'cleaningUp',
        onError: {
          target: 'cleaningUp',
          actions: [
            assign({ error: ({ event }) => String((event.error as Error)?.message ?? event.error) }),
            {
              type: 'warn',
              params: ({ event }) => ({ message: `logout failed: ${String((event.error as Error)?.message ?? event.error)}` }),
            },
          ],
        },
      },
    },
    cleaningUp: {
      entry: ['clearLocalState', 'deleteSessionCookies', 'redirectToLogin'],
      always: 'done',
    },
    done: { type: 'final' },
  },
});
