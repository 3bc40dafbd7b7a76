/**
 * The rollout engine (engine/rollout.ts): a key keeps its bucket across calls, processes and
 * restarts; the share of keys in the change is the rollout's within a point over 100,000 keys, and
 * exactly the rollout's among the 100 visitor cookie values; widening never sends anyone back to
 * the live version; a later step counts from its time.
 */
import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUCKETS,
  bucketCookieValue,
  bucketOf,
  decideRollout,
  percentAt,
  traderKey,
  VISITOR_BUCKETS,
  visitorKey,
} from '../../engine/rollout.ts';
import { Rollout, StartRolloutBody } from '../../schemas/rollout.ts';

const visitorBucket = fc.integer({ min: 0, max: VISITOR_BUCKETS - 1 });
const key = fc.oneof(
  visitorBucket.map(visitorKey),
  fc.integer({ min: 1, max: 1e9 }).map(traderKey),
  fc.string({ minLength: 1, maxLength: 40 }).map(traderKey),
);
const changeId = fc.integer({ min: 1, max: 1e6 });

describe('buckets', () => {
  it('a key has one bucket in 0..9999 for a change, however often it is asked', () => {
    fc.assert(
      fc.property(key, changeId, (k, id) => {
        const b = bucketOf(k, id);
        expect(Number.isInteger(b) && b >= 0 && b < BUCKETS).toBe(true);
        expect(bucketOf(k, id)).toBe(b);
      }),
    );
  });

  it('another process (another instance, a restart) computes the same buckets', () => {
    const keys = Array.from({ length: 50 }, (_, i) => [i % 2 ? visitorKey(i) : traderKey(10_000 + i), (i % 7) + 1] as const);
    const script = `import { bucketOf } from './engine/rollout.ts';
const keys = JSON.parse(process.env.ROLLOUT_KEYS);
process.stdout.write(JSON.stringify(keys.map(([k, id]) => bucketOf(k, id))));`;
    const out = execFileSync('node_modules/.bin/tsx', ['--eval', script], {
      encoding: 'utf8',
      env: { ...process.env, ROLLOUT_KEYS: JSON.stringify(keys) },
    });
    expect(JSON.parse(out)).toEqual(keys.map(([k, id]) => bucketOf(k, id)));
    // Starting a second node with tsx takes seconds on two loaded cores.
  }, 120_000);

  it('the buckets are pinned: a change to the hash would move visitors between versions', () => {
    expect(bucketOf(traderKey(10001), 1)).toBe(6884);
    expect(bucketOf(visitorKey(0), 12)).toBe(6200);
  });

  it('a change is seen by its share of 100,000 keys, within one point', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), changeId, (percent, id) => {
        const rollout = { changeId: id, percent, steps: [] };
        let seen = 0;
        let traders = 0;
        for (let i = 0; i < 100_000; i++) {
          if (decideRollout(rollout, visitorKey(Math.floor(Math.random() * VISITOR_BUCKETS)), 0).variant) seen++;
          if (decideRollout(rollout, traderKey(i + 1), 0).variant) traders++;
        }
        expect(Math.abs(seen / 1000 - percent)).toBeLessThanOrEqual(1);
        expect(Math.abs(traders / 1000 - percent)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 8 },
    );
  });

  it('exactly the share of the 100 visitor cookie values is in the change, and not the same ones for every change', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), changeId, (percent, id) => {
        const rollout = { changeId: id, percent, steps: [] };
        const inside = Array.from({ length: VISITOR_BUCKETS }, (_, v) => v).filter((v) => decideRollout(rollout, visitorKey(v), 0).variant);
        expect(inside.length).toBe(percent);
      }),
    );
    const firstOf = (id: number) => Array.from({ length: VISITOR_BUCKETS }, (_, v) => v).find((v) => bucketOf(visitorKey(v), id) === 0);
    expect(new Set([1, 2, 3, 4, 5, 6, 7, 8].map(firstOf)).size).toBeGreaterThan(1);
  });
});

describe('the decision', () => {
  it('widening never moves a key from the change back to the live version', () => {
    fc.assert(
      fc.property(key, changeId, fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 100 }), (k, id, a, b) => {
        const [low, high] = a < b ? [a, b] : [b, a];
        const before = decideRollout({ changeId: id, percent: low, steps: [] }, k, 0);
        const after = decideRollout({ changeId: id, percent: high, steps: [] }, k, 0);
        if (before.variant) expect(after.variant).toBe(true);
      }),
    );
  });

  it('gives its reason in the engine words, and without a key the live version until 100%', () => {
    const id = 12;
    const inside = Array.from({ length: VISITOR_BUCKETS }, (_, v) => visitorKey(v)).find((k) => bucketOf(k, id) < 2500)!;
    expect(decideRollout({ changeId: id, percent: 25, steps: [] }, inside, 0)).toEqual({
      variant: true,
      reason: { rule: 'rollout', value: { change: 12, percent: 25 }, detail: 'in the 25% rollout of change #12' },
    });
    const none = decideRollout({ changeId: id, percent: 99, steps: [] }, null, 0);
    expect(none.variant).toBe(false);
    expect(none.reason.detail).toContain('no bucket');
    expect(decideRollout({ changeId: id, percent: 100, steps: [] }, null, 0).variant).toBe(true);
  });

  it('a scheduled step counts from its time on', () => {
    const rollout = {
      changeId: 3,
      percent: 10,
      steps: [
        { percent: 50, at: 1000 },
        { percent: 100, at: 2000 },
      ],
    };
    expect([percentAt(rollout, 999), percentAt(rollout, 1000), percentAt(rollout, 5000)]).toEqual([10, 50, 100]);
  });
});

describe('schemas', () => {
  it('ops ask for 1..100 in steps that widen later; a stored rollout is strict', () => {
    expect(StartRolloutBody.parse({ percent: 25 })).toEqual({ percent: 25, steps: [] });
    expect(StartRolloutBody.safeParse({ percent: 0 }).success).toBe(false);
    expect(
      StartRolloutBody.safeParse({
        percent: 10,
        steps: [
          { percent: 50, at: 2 },
          { percent: 40, at: 3 },
        ],
      }).success,
    ).toBe(false);
    expect(StartRolloutBody.safeParse({ percent: 10, extra: 1 }).success).toBe(false);
    expect(Rollout.safeParse({ id: 1, changeId: 1, target: 'nowhere', percent: 5, steps: [], startedBy: 'a', created: 0 }).success).toBe(
      false,
    );
  });

  it('takes only a bucket cookie the page would write', () => {
    expect([bucketCookieValue('0'), bucketCookieValue('7'), bucketCookieValue('99')]).toEqual([0, 7, 99]);
    for (const raw of ['100', '-1', '1.5', ' 7', 'abcdefghijklmnopqrstuvwx', '', undefined]) expect(bucketCookieValue(raw)).toBeNull();
  });
});
