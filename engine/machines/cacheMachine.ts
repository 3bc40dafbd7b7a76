import { assign, fromPromise, setup } from 'xstate';
import { type CacheEntry, type CachePolicy, entryMatches, entryValid, validOf } from '../cache/cachePolicy.ts';

export type CacheSource = 'cache' | 'network' | 'stale-cache' | 'fallback';

export interface CacheResult<T = unknown> {
  data: T;
  source: CacheSource;
}

export interface CacheMachineInput {
  policy: CachePolicy<unknown>;
  fallback: unknown;
  /** The clock (entry age and savedAt). */
  now: () => number;
}

interface CacheContext extends CacheMachineInput {
  /** A stale entry still usable when the network fails (right shape and language). */
  existing: CacheEntry<unknown> | null;
  raw: unknown;
  data: unknown;
  result: CacheResult | null;
}

const message = (e: unknown) => String((e as Error)?.message ?? e);

function usableStale(raw: unknown, policy: CachePolicy<unknown>): CacheEntry<unknown> | null {
  const stale = raw as CacheEntry<unknown> | undefined;
  if (!stale || typeof stale !== 'object' || !('data' in stale) || !validOf(policy)(stale.data)) return null;
  return entryMatches(stale, policy) ? stale : null;
}

/**
 * SPEC §4 "Cached lists" as a machine: read the cache; a valid entry (SPEC §5 validity) is the
 * answer; an invalid one is deleted (kept aside as a stale fallback when still usable) and the list
 * refetched; an answer is processed and validated before it is written; when the fetch gives
 * nothing, throws or the processed data is invalid, the stale entry is used (and put back), else
 * the fallback. Lists marked write: false (Alpha) are never written. Storage, network and the
 * processing of an answer are actors injected with `.provide()`; the clock comes in the input.
 */
export const cacheMachine = setup({
  types: {
    context: {} as CacheContext,
    input: {} as CacheMachineInput,
    output: {} as CacheResult,
  },
  actors: {
    readCache: fromPromise<unknown, { key: string }>(async () => undefined),
    deleteCache: fromPromise<void, { key: string }>(async () => {}),
    writeCache: fromPromise<void, { key: string; entry: CacheEntry<unknown> }>(async () => {}),
    fetchList: fromPromise<unknown, { key: string }>(async () => {
      throw new Error('fetchList not provided');
    }),
    processAnswer: fromPromise<unknown, { raw: unknown }>(async ({ input }) => input.raw),
  },
  guards: {
    entryValid: ({ context }, params: { raw: unknown }) => entryValid(params.raw as CacheEntry<unknown>, context.policy, context.now()),
    hasEntry: (_, params: { raw: unknown }) => params.raw !== undefined,
    hasAnswer: (_, params: { raw: unknown }) => params.raw !== undefined && params.raw !== null,
    dataValid: ({ context }, params: { data: unknown }) => validOf(context.policy)(params.data),
    writes: ({ context }) => context.policy.write !== false,
    hasExisting: ({ context }) => context.existing !== null,
  },
  actions: {
    warn: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'cachedList',
  context: ({ input }) => ({ ...input, existing: null, raw: undefined, data: undefined, result: null }),
  initial: 'reading',
  output: ({ context }) => context.result ?? { data: context.fallback, source: 'fallback' },
  states: {
    reading: {
      invoke: {
        src: 'readCache',
        input: ({ context }) => ({ key: context.policy.key }),
        onDone: [
          {
            guard: { type: 'entryValid', params: ({ event }) => ({ raw: event.output }) },
            target: 'done',
            actions: assign({ result: ({ event }) => ({ data: (event.output as CacheEntry<unknown>).data, source: 'cache' as const }) }),
          },
          {
            guard: { type: 'hasEntry', params: ({ event }) => ({ raw: event.output }) },
            target: 'deleting',
            actions: assign({ existing: ({ context, event }) => usableStale(event.output, context.policy) }),
          },
          { target: 'fetching' },
        ],
        onError: {
          target: 'fetching',
          actions: {
            type: 'warn',
            params: ({ context, event }) => ({ message: `cache read failed for ${context.policy.key}: ${message(event.error)}` }),
          },
        },
      },
    },
    deleting: {
      invoke: {
        src: 'deleteCache',
        input: ({ context }) => ({ key: context.policy.key }),
        onDone: 'fetching',
        onError: {
          target: 'fetching',
          actions: {
            type: 'warn',
            params: ({ context, event }) => ({ message: `cache delete failed for ${context.policy.key}: ${message(event.error)}` }),
          },
        },
      },
    },
    fetching: {
      invoke: {
        src: 'fetchList',
        input: ({ context }) => ({ key: context.policy.key }),
        onDone: [
          {
            guard: { type: 'hasAnswer', params: ({ event }) => ({ raw: event.output }) },
            target: 'processing',
            actions: assign({ raw: ({ event }) => event.output }),
          },
          { target: 'failed' },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'warn',
            params: ({ context, event }) => ({ message: `loading ${context.policy.key} failed: ${message(event.error)}` }),
          },
        },
      },
    },
    processing: {
      invoke: {
        src: 'processAnswer',
        input: ({ context }) => ({ raw: context.raw }),
        onDone: [
          {
            guard: { type: 'dataValid', params: ({ event }) => ({ data: event.output }) },
            target: 'storing',
            actions: assign({ data: ({ event }) => event.output }),
          },
          {
            target: 'failed',
            actions: {
              type: 'warn',
              params: ({ context }) => ({
                message: `invalid data for ${context.policy.key}; using ${context.existing ? 'the cached list' : 'the fallback'}`,
              }),
            },
          },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'warn',
            params: ({ context, event }) => ({ message: `loading ${context.policy.key} failed: ${message(event.error)}` }),
          },
        },
      },
    },
    storing: {
      entry: assign({ result: ({ context }) => ({ data: context.data, source: 'network' as const }) }),
      always: [{ guard: 'writes', target: 'writing' }, { target: 'done' }],
    },
    writing: {
      invoke: {
        src: 'writeCache',
        input: ({ context }) => ({
          key: context.policy.key,
          entry: {
            data: context.data,
            savedAt: context.now(),
            ...(context.policy.lang !== undefined ? { lang: context.policy.lang } : {}),
            ...(context.policy.tz !== undefined ? { tz: context.policy.tz } : {}),
          },
        }),
        onDone: 'done',
        onError: {
          target: 'done',
          actions: {
            type: 'warn',
            params: ({ context, event }) => ({ message: `cache write failed for ${context.policy.key}: ${message(event.error)}` }),
          },
        },
      },
    },
    failed: {
      always: [{ guard: 'hasExisting', target: 'restoring' }, { target: 'done' }],
    },
    restoring: {
      entry: assign({ result: ({ context }) => ({ data: context.existing?.data, source: 'stale-cache' as const }) }),
      // Put the stale entry back so the next page still has something while the API is down.
      always: [{ guard: 'writes', target: 'rewriting' }, { target: 'done' }],
    },
    rewriting: {
      invoke: {
        src: 'writeCache',
        input: ({ context }) => ({ key: context.policy.key, entry: context.existing as CacheEntry<unknown> }),
        onDone: 'done',
        onError: 'done',
      },
    },
    done: { type: 'final' },
  },
});
