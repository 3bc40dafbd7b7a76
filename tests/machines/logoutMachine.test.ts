import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type LogoutScope, logoutMachine } from '../../engine/machines/logoutMachine.ts';
import { replayShortestPaths } from './replayPaths.ts';

function harness(fail = false) {
  const log: string[] = [];
  const machine = logoutMachine.provide({
    actors: {
      logoutCall: fromPromise<void, { scope: LogoutScope }>(async ({ input }) => {
        log.push(`call:${input.scope}`);
        if (fail) throw new Error('network down');
      }),
    },
    actions: {
      clearLocalState: () => log.push('clear'),
      deleteSessionCookies: () => log.push('cookies'),
      redirectToLogin: () => log.push('redirect'),
      warn: (_, p) => log.push(`warn:${p.message}`),
    },
  });
  return { machine, log };
}

describe('logoutMachine (SPEC §4)', () => {
  it.each(['all', 'this'] as const)('logs out %s, clears state and cookies, then redirects', async (scope) => {
    const { machine, log } = harness();
    const actor = createActor(machine).start();
    actor.send({ type: 'logout.request' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'logout.confirm', scope });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    await waitFor(actor, (s) => s.status === 'done');
    expect(log).toEqual([`call:${scope}`, 'clear', 'cookies', 'redirect']);
  });

  it('finishes the flow and only warns when the call fails', async () => {
    const { machine, log } = harness(true);
    const actor = createActor(machine).start();
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.confirm', scope: 'all' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(log).toEqual(['call:all', 'warn:logout failed: network down', 'clear', 'cookies', 'redirect']);
    expect(actor.getSnapshot().context.error).toBe('network down');
  });

  it('cancel returns to idle without calling anything', () => {
    const { machine, log } = harness();
    const actor = createActor(machine).start();
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(log).toEqual([]);
  });

  it('every shortest path of the graph replays on a running actor and reaches every state', async () => {
    // The call never settles within a path, so the graph's "loggingOut" is what the actor shows too.
    const pending = () =>
      logoutMachine.provide({ actors: { logoutCall: fromPromise<void, { scope: LogoutScope }>(() => new Promise(() => {})) } });
    const { paths, reached } = await replayShortestPaths(logoutMachine, pending, [
      { type: 'logout.request' },
      { type: 'logout.cancel' },
      { type: 'logout.confirm', scope: 'all' },
      { type: 'logout.confirm', scope: 'this' },
    ]);
    expect(paths).toBeGreaterThanOrEqual(3);
    for (const s of ['idle', 'confirming', 'loggingOut']) expect(reached.has(JSON.stringify(s))).toBe(true);
  });
});
