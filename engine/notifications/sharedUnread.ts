/**
 * One unread-count poll for every open tab of a browser (beyond SPEC §4: ten tabs must not make ten
 * requests). Leadership comes from an exclusive lock (the Web Locks API in the browser): the tab
 * holding it is the only one that asks the server; it broadcasts every answer on a channel
 * (BroadcastChannel) and the other tabs show that answer. A follower that needs a count asks the
 * leader; if no answer comes in time it asks the server itself, so a stuck leader never hides the
 * dot for good. Browser APIs come in as parameters: this file has no DOM.
 */
import { type CheckReason, UNREAD_POLL_MS } from '../machines/redDotMachine.ts';

export type Counts = Record<string, number>;

/**
 * How old a shared answer may be for each kind of check: a poll reuses what another tab fetched
 * during this poll period; mount and focus want a recent count; a recheck after mark-read always asks.
 */
export const MAX_AGE: Readonly<Record<CheckReason, number>> = { poll: UNREAD_POLL_MS * 0.9, check: 10_000, recheck: 0 };

export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (e: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (e: { data: unknown }) => void): void;
  close(): void;
}

export type Message =
  | { t: 'ask'; from: string; maxAge: number }
  | { t: 'counts'; from: string; counts: Counts; at: number }
  | { t: 'fail'; from: string; error: string };

export interface SharedUnreadOptions {
  id: string;
  /** The real request; rejects on failure. */
  fetchCounts(): Promise<Counts>;
  /** null where BroadcastChannel is missing: the tab then polls for itself. */
  channel: ChannelLike | null;
  /**
   * Calls `becomeLeader` once this tab holds the leader lock (kept until the tab goes away).
   * `settled` resolves as soon as the tab knows whether it leads now or another tab does, so the
   * first check neither waits for nobody nor races the leader. Without a lock manager every tab
   * leads itself.
   */
  acquireLeadership(becomeLeader: () => void): Leadership;
  /** Counts another tab fetched (this tab's own fetches are returned to its caller instead). */
  onRemoteCounts(counts: Counts): void;
  now(): number;
  /** How long a follower waits for the leader's answer before asking the server itself. */
  askTimeoutMs?: number;
}

export interface Leadership {
  release(): void;
  settled: Promise<void>;
}

export const ASK_TIMEOUT_MS = 5000;

interface Waiter {
  resolve(c: Counts): void;
  reject(e: Error): void;
}

export function createSharedUnread(o: SharedUnreadOptions) {
  const askTimeout = o.askTimeoutMs ?? ASK_TIMEOUT_MS;
  let leader = o.channel === null;
  let last: { counts: Counts; at: number } | null = null;
  let inflight: Promise<Counts> | null = null;
  const waiters = new Set<Waiter>();
  const post = (m: Message) => o.channel?.postMessage(m);

  const settleWaiters = (fn: (w: Waiter) => void) => {
    for (const w of [...waiters]) fn(w);
    waiters.clear();
  };

  /** Asks the server once, however many callers want it now; the answer goes to every tab. */
  function fetchFromServer(): Promise<Counts> {
    inflight ??= o
      .fetchCounts()
      .then(
        (counts) => {
          last = { counts, at: o.now() };
          post({ t: 'counts', from: o.id, counts, at: last.at });
          settleWaiters((w) => w.resolve(counts));
          return counts;
        },
        (error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          post({ t: 'fail', from: o.id, error: message });
          settleWaiters((w) => w.reject(new Error(message)));
          throw error instanceof Error ? error : new Error(message);
        },
      )
      .finally(() => {
        inflight = null;
      });
    return inflight;
  }

  function askLeader(maxAge: number): Promise<Counts> {
    return new Promise<Counts>((resolve, reject) => {
      const waiter: Waiter = {
        resolve: (c) => {
          clearTimeout(timer);
          resolve(c);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        fetchFromServer().then(resolve, reject);
      }, askTimeout);
      waiters.add(waiter);
      post({ t: 'ask', from: o.id, maxAge });
    });
  }

  const onMessage = (e: { data: unknown }) => {
    const m = e.data as Message | null;
    if (!m || typeof m !== 'object' || m.from === o.id) return;
    if (m.t === 'counts' && m.counts && typeof m.counts === 'object') {
      last = { counts: m.counts, at: o.now() };
      settleWaiters((w) => w.resolve(m.counts));
      o.onRemoteCounts(m.counts);
    } else if (m.t === 'fail') {
      settleWaiters((w) => w.reject(new Error(String(m.error))));
    } else if (m.t === 'ask' && leader) {
      void get(typeof m.maxAge === 'number' ? m.maxAge : 0, true).catch(() => {});
    }
  };
  o.channel?.addEventListener('message', onMessage);
  const leadership: Leadership = o.channel
    ? o.acquireLeadership(() => {
        leader = true;
      })
    : { release: () => {}, settled: Promise.resolve() };

  /**
   * The counts, no older than maxAge ms: a recent answer (this tab's or another's) is reused, the
   * leader asks the server, a follower asks the leader.
   */
  async function get(maxAge: number, rebroadcast = false): Promise<Counts> {
    await leadership.settled;
    if (last && o.now() - last.at < maxAge) {
      if (rebroadcast) post({ t: 'counts', from: o.id, counts: last.counts, at: last.at });
      return last.counts;
    }
    if (leader || inflight) return fetchFromServer();
    return askLeader(maxAge);
  }

  return {
    get,
    isLeader: () => leader,
    close() {
      leadership.release();
      o.channel?.removeEventListener('message', onMessage);
      o.channel?.close();
      settleWaiters((w) => w.reject(new Error('closed')));
    },
  };
}

export type SharedUnread = ReturnType<typeof createSharedUnread>;
