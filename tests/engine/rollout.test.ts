/**
 * The rollout engine (engine/rollout.ts): a key keeps its bucket across calls, processes and
 * restarts; the share of keys in the change is the rollout's within a point over 100,000 keys;
 * widening never sends anyone back to the live version; a later step counts from its time.
 */
import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUCKETS, bucketCookieValue, bucketOf, decideRollout, percentAt, traderKey, visitorKey } from '../../engine/rollout.ts';
import { Rollout, StartRolloutBody } from '../../schemas/rollout.ts';

const key = fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 1e9 }).map(traderKey));
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
    const keys = Array.from({ length: 50 }, (_, i) => [visitorKey(`visitor-${i}-abcdefghijkl`), (i % 7) + 1] as const);
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
    expect(bucketOf(visitorKey('visitor-0-abcdefghijkl'), 12)).toBe(6334);
  });

  it('a change is seen by its share of 100,000 keys, within one point', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), changeId, (percent, id) => {
        const rollout = { changeId: id, percent, steps: [] };
        let seen = 0;
        for (let i = 0; i < 100_000; i++) if (decideRollout(rollout, visitorKey(`v${i}`), 0).variant) seen++;
        expect(Math.abs(seen / 1000 - percent)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 8 },
    );
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
    const inside = Array.from({ length: 400 }, (_, i) => visitorKey(`v${i}`)).find((k) => bucketOf(k, id) < 2500)!;
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
    expect(bucketCookieValue('abcdefghijklmnopqrstuvwx')).toBe('abcdefghijklmnopqrstuvwx');
    expect(bucketCookieValue('short')).toBeNull();
    expect(bucketCookieValue('has spaces in it, sixteen+')).toBeNull();
    expect(bucketCookieValue(undefined)).toBeNull();
  });
});
