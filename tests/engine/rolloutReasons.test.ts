import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rolloutSides } from '../../engine/rollout/rolloutReasons.ts';
import { decideRollout, VISITOR_BUCKETS, visitorKey } from '../../engine/rollout.ts';

// The console's preview and matrix say who sees a rolled-out change in the engine's own reasons:
// every request's decision is one of the sides named, and the sides are the engine's decisions.
describe('rolloutSides', () => {
  it('names exactly the reasons decideRollout gives the buckets, each side by a bucket on it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100 }), (changeId, percent) => {
        const rollout = { changeId, percent, steps: [] };
        const sides = rolloutSides(rollout, 0);
        const decided = Array.from({ length: VISITOR_BUCKETS }, (_, b) => decideRollout(rollout, visitorKey(b), 0));
        for (const d of decided) expect(d.reason).toEqual(d.variant ? sides.variant : sides.control);
        expect(sides.variant?.detail).toBe(
          percent === 100 ? `change #${changeId} is rolled out to everyone` : `in the ${percent}% rollout of change #${changeId}`,
        );
        if (percent === 100) {
          expect(sides.control).toBeNull();
          expect(sides.noBucket).toBeNull();
        } else {
          expect(sides.control?.detail).toBe(`outside the ${percent}% rollout of change #${changeId}: the live version`);
          expect(sides.noBucket).toEqual(decideRollout(rollout, null, 0).reason);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('follows a later step once its time has come', () => {
    const sides = rolloutSides({ changeId: 12, percent: 25, steps: [{ percent: 50, at: 1000 }] }, 1000);
    expect(sides.variant?.detail).toBe('in the 50% rollout of change #12');
    expect(rolloutSides({ changeId: 12, percent: 25, steps: [{ percent: 50, at: 1000 }] }, 999).variant?.detail).toBe(
      'in the 25% rollout of change #12',
    );
  });
});
