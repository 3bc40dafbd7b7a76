import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { redDotMachine, UNREAD_INITIAL_DELAY_MS, UNREAD_POLL_MS, unreadTotal } from '../../engine/machines/redDotMachine.ts';
import { replayShortestPaths } from './replayPaths.ts';

function harness(answers: (Record<string, unknown> | Error)[]) {
  const calls: number[] = [];
  const warnings: string[] = [];
  const machine = redDotMachine.provide({
    actors: {
      fetchUnread: fromPromise(async () => {
        calls.push(Date.now());
        const a = answers[Math.min(calls.length - 1, answers.length - 1)];
        if (a instanceof Error) throw a;
        return a ?? {};
      }),
    },
    actions: { warn: (_, p) => warnings.push(p.message) },
  });
  return { actor: createActor(machine), calls, warnings };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('redDotMachine (SPEC §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sums unread counts', () => {
    expect(unreadTotal({ a: 1, b: 2 })).toBe(3);
    expect(unreadTotal({ a: 0, b: '5', c: -1, d: Number.NaN })).toBe(0);
    expect(unreadTotal(null)).toBe(0);
  });

  it('checks on mount, then repeats every 5 minutes after the 60 s delay', async () => {
    const { actor, calls } = harness([{ trade: 2 }, { trade: 0 }, { trade: 1 }]);
    actor.start();
    await flush();
    expect(calls.length).toBe(1);
    expect(actor.getSnapshot().context.dot).toBe(true);
    await vi.advanceTimersByTimeAsync(UNREAD_INITIAL_DELAY_MS + UNREAD_POLL_MS - 1);
    expect(calls.length).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.length).toBe(2);
    expect(actor.getSnapshot().context.dot).toBe(false);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    expect(calls.length).toBe(3);
    expect(actor.getSnapshot().context.dot).toBe(true);
  });

  it('pauses while hidden or blurred and checks again on focus', async () => {
    const { actor, calls } = harness([{ a: 1 }]);
    actor.start();
    await flush();
    actor.send({ type: 'page.hidden' });
    await vi.advanceTimersByTimeAsync(UNREAD_INITIAL_DELAY_MS + 3 * UNREAD_POLL_MS);
    expect(calls.length).toBe(1);
    actor.send({ type: 'page.focus' });
    await flush();
    expect(calls.length).toBe(2);
    actor.send({ type: 'page.blur' });
    expect(actor.getSnapshot().value).toBe('paused');
  });

  it('the external event forces the dot on or off', async () => {
    const { actor } = harness([{ a: 0 }]);
    actor.start();
    await flush();
    actor.send({ type: 'dot.force', show: true });
    expect(actor.getSnapshot().context.dot).toBe(true);
    actor.send({ type: 'dot.force', show: false });
    expect(actor.getSnapshot().context.dot).toBe(false);
  });

  it('a failed check logs and shows no dot', async () => {
    const { actor, warnings } = harness([new Error('500')]);
    actor.start();
    actor.send({ type: 'dot.force', show: true });
    await flush();
    expect(actor.getSnapshot().context.dot).toBe(false);
    expect(warnings).toEqual(['unread count failed: 500']);
  });

  it('tells the fetch why it runs: check on mount and focus, poll on the timer, recheck after read', async () => {
    const reasons: string[] = [];
    const actor = createActor(
      redDotMachine.provide({
        actors: {
          fetchUnread: fromPromise(async ({ input }) => {
            reasons.push(input.reason);
            return { a: 1 };
          }),
        },
      }),
    );
    actor.start();
    await flush();
    actor.send({ type: 'dot.recheck' });
    await flush();
    await vi.advanceTimersByTimeAsync(UNREAD_INITIAL_DELAY_MS + UNREAD_POLL_MS);
    actor.send({ type: 'page.blur' });
    actor.send({ type: 'page.focus' });
    await flush();
    expect(reasons).toEqual(['check', 'recheck', 'poll', 'check']);
  });

  it("another tab's counts update the dot without a request", async () => {
    const { actor, calls } = harness([{ a: 0 }]);
    actor.start();
    await flush();
    actor.send({ type: 'dot.update', counts: { a: 0, b: 4 } });
    expect(actor.getSnapshot().context.dot).toBe(true);
    actor.send({ type: 'dot.update', counts: { a: 0 } });
    expect(actor.getSnapshot().context.dot).toBe(false);
    expect(calls.length).toBe(1);
  });

  it('every shortest path of the graph replays on a running actor and reaches every state', async () => {
    // A check that never answers keeps the actor where the graph (which runs no actor) leaves it.
    const pending = () =>
      redDotMachine.provide({ actors: { fetchUnread: fromPromise(() => new Promise<Record<string, unknown>>(() => {})) } });
    const { paths, reached } = await replayShortestPaths(redDotMachine, pending, [
      { type: 'page.hidden' },
      { type: 'page.focus' },
      { type: 'page.blur' },
      { type: 'page.visible' },
      { type: 'dot.force', show: true },
      { type: 'dot.recheck' },
      { type: 'dot.update', counts: { a: 1 } },
    ]);
    expect(paths).toBeGreaterThanOrEqual(2);
    expect(reached.has('"checking"')).toBe(true);
    expect(reached.has('"paused"')).toBe(true);
  });
});
