import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { redDotMachine, UNREAD_INITIAL_DELAY_MS, UNREAD_POLL_MS } from '../../engine/machines/redDotMachine.ts';
import {
  ASK_TIMEOUT_MS,
  type ChannelLike,
  type Counts,
  createSharedUnread,
  type Leadership,
  MAX_AGE,
} from '../../engine/notifications/sharedUnread.ts';

/** Channels of one name deliver to every other member, asynchronously, like BroadcastChannel. */
function bus() {
  const members = new Set<FakeChannel>();
  class FakeChannel implements ChannelLike {
    listeners = new Set<(e: { data: unknown }) => void>();
    constructor() {
      members.add(this);
    }
    postMessage(data: unknown) {
      const copy = structuredClone(data);
      for (const m of members)
        if (m !== this)
          setTimeout(() => {
            for (const l of m.listeners) l({ data: copy });
          }, 0);
    }
    addEventListener(_: 'message', l: (e: { data: unknown }) => void) {
      this.listeners.add(l);
    }
    removeEventListener(_: 'message', l: (e: { data: unknown }) => void) {
      this.listeners.delete(l);
    }
    close() {
      members.delete(this);
    }
  }
  return { channel: () => new FakeChannel() };
}

/** An exclusive lock granted in request order, passed on when its holder releases it. */
function lockManager() {
  const queue: { grant: () => void; done: boolean }[] = [];
  const head = () => queue.find((q) => !q.done);
  return (becomeLeader: () => void): Leadership => {
    const entry = { grant: becomeLeader, done: false };
    queue.push(entry);
    const first = head() === entry;
    // Like `ifAvailable`: the first tab leads at once, the others know at once that they follow.
    if (first) becomeLeader();
    return {
      settled: Promise.resolve(),
      release() {
        const wasHead = head() === entry;
        entry.done = true;
        const next = head();
        if (wasHead && next) setTimeout(next.grant, 0);
      },
    };
  };
}

function browser(answer: () => Counts | Error = () => ({ trade: 2 })) {
  const b = bus();
  const lock = lockManager();
  let requests = 0;
  const tab = (name: string, opts: { channel?: boolean } = {}) => {
    const remote: Counts[] = [];
    const shared = createSharedUnread({
      id: name,
      fetchCounts: async () => {
        requests++;
        const a = answer();
        if (a instanceof Error) throw a;
        return a;
      },
      channel: opts.channel === false ? null : b.channel(),
      acquireLeadership: lock,
      onRemoteCounts: (c) => remote.push(c),
      now: () => Date.now(),
    });
    return { shared, remote };
  };
  return { tab, requests: () => requests };
}

/** Lets queued channel messages and lock grants through (a 0 ms timer set during a tick waits 1 ms). */
async function flush() {
  for (let i = 0; i < 6; i++) await vi.advanceTimersByTimeAsync(1);
}

describe('shared unread poll across tabs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('elects exactly one leader among ten tabs', async () => {
    const br = browser();
    const tabs = Array.from({ length: 10 }, (_, i) => br.tab(`t${i}`));
    await flush();
    expect(tabs.filter((t) => t.shared.isLeader())).toHaveLength(1);
    expect(tabs[0]!.shared.isLeader()).toBe(true);
  });

  it('ten tabs checking at once make one request, and every tab gets the answer', async () => {
    const br = browser();
    const tabs = Array.from({ length: 10 }, (_, i) => br.tab(`t${i}`));
    await flush();
    const results = Promise.all(tabs.map((t) => t.shared.get(MAX_AGE.check)));
    await flush();
    await flush();
    expect(await results).toEqual(Array(10).fill({ trade: 2 }));
    expect(br.requests()).toBe(1);
    expect(tabs.slice(1).every((t) => t.remote.length >= 1)).toBe(true);
  });

  it('reuses a recent answer for polls, asks again for a recheck', async () => {
    const br = browser();
    const a = br.tab('a');
    const b = br.tab('b');
    await flush();
    await a.shared.get(MAX_AGE.check);
    await vi.advanceTimersByTimeAsync(60_000);
    await b.shared.get(MAX_AGE.poll);
    expect(br.requests()).toBe(1);
    const again = b.shared.get(MAX_AGE.recheck);
    await flush();
    await flush();
    await again;
    expect(br.requests()).toBe(2);
  });

  it('a failed request reaches the asking tabs as a failure', async () => {
    const br = browser(() => new Error('HTTP 503'));
    const a = br.tab('a');
    const b = br.tab('b');
    await flush();
    const asked = b.shared.get(MAX_AGE.check);
    const caught = asked.catch((e: Error) => e.message);
    await flush();
    await flush();
    expect(await caught).toBe('HTTP 503');
    expect(a.shared.isLeader()).toBe(true);
    expect(br.requests()).toBe(1);
  });

  it('when the leader closes, the next tab takes over', async () => {
    const br = browser();
    const a = br.tab('a');
    const b = br.tab('b');
    await flush();
    a.shared.close();
    await flush();
    expect(b.shared.isLeader()).toBe(true);
    await b.shared.get(MAX_AGE.check);
    expect(br.requests()).toBe(1);
  });

  it('a follower whose leader never answers asks the server itself', async () => {
    const br = browser();
    const a = br.tab('a');
    await flush();
    a.shared.close(); // gone without a word, but imagine the lock still held by a frozen tab:
    const frozenLock = (): Leadership => ({ release: () => {}, settled: Promise.resolve() });
    const b = createSharedUnread({
      id: 'b',
      fetchCounts: async () => ({ system: 1 }),
      channel: { postMessage() {}, addEventListener() {}, removeEventListener() {}, close() {} },
      acquireLeadership: frozenLock,
      onRemoteCounts: () => {},
      now: () => Date.now(),
    });
    const got = b.get(MAX_AGE.check);
    await vi.advanceTimersByTimeAsync(ASK_TIMEOUT_MS);
    expect(await got).toEqual({ system: 1 });
  });

  it('without BroadcastChannel a tab polls for itself', async () => {
    const br = browser();
    const solo = br.tab('solo', { channel: false });
    expect(solo.shared.isLeader()).toBe(true);
    await solo.shared.get(MAX_AGE.check);
    expect(br.requests()).toBe(1);
  });

  it('ten polling tabs for an hour make about as many requests as one tab', async () => {
    const br = browser();
    const actors = Array.from({ length: 10 }, (_, i) => {
      const { shared } = br.tab(`t${i}`);
      return createActor(
        redDotMachine.provide({
          actors: { fetchUnread: fromPromise(({ input }) => shared.get(MAX_AGE[input.reason])) },
        }),
      );
    });
    await flush();
    // Tabs open a few seconds apart, so their timers are out of step.
    for (const actor of actors) {
      actor.start();
      await vi.advanceTimersByTimeAsync(7_000);
    }
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    // One tab alone: the mount check plus a poll every 5 minutes after the 60 s delay.
    const onePollingTab = 1 + Math.floor((60 * 60_000 - UNREAD_INITIAL_DELAY_MS) / UNREAD_POLL_MS);
    // Ten tabs without sharing would make ten times that; shared, the staggered mount checks and
    // polls cost well under two tabs' worth.
    expect(br.requests()).toBeLessThan(2 * onePollingTab);
    expect(actors.every((a) => a.getSnapshot().context.dot)).toBe(true);
    for (const a of actors) a.stop();
  });
});
