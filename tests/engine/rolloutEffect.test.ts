/**
 * The measured effect of a rollout: Wilson intervals, the ratio of two rates, the guardrail and
 * the console's words, as properties (fast-check) and a few worked examples.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedItems } from '../../engine/rollout/changedItems.ts';
import { clickLift, ratioInterval, variantEffect, wilson } from '../../engine/rollout/effect.ts';
import { effectWords } from '../../engine/rollout/effectWords.ts';
import { GUARDRAIL, guardrailBreach } from '../../engine/rollout/guardrail.ts';

const trials = fc.integer({ min: 1, max: 1_000_000 }).chain((n) => fc.tuple(fc.integer({ min: 0, max: n }), fc.constant(n)));

/** A seeded uniform generator (mulberry32), so the coverage check is the same on every run. */
function uniform(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the Wilson interval', () => {
  it('lies in 0..1 and holds the observed share', () => {
    fc.assert(
      fc.property(trials, ([x, n]) => {
        const { low, high } = wilson(x, n);
        expect(low).toBeGreaterThanOrEqual(0);
        expect(high).toBeLessThanOrEqual(1);
        expect(low).toBeLessThanOrEqual(x / n + 1e-12);
        expect(high).toBeGreaterThanOrEqual(x / n - 1e-12);
      }),
    );
  });

  it('narrows as the same share is seen over more views', () => {
    fc.assert(
      fc.property(trials, fc.integer({ min: 2, max: 50 }), ([x, n], k) => {
        const small = wilson(x, n);
        const large = wilson(x * k, n * k);
        expect(large.high - large.low).toBeLessThanOrEqual(small.high - small.low + 1e-12);
      }),
    );
  });

  it('holds the true share about 95% of the time', () => {
    const next = uniform(47);
    for (const p of [0.005, 0.05, 0.3]) {
      let held = 0;
      const runs = 400;
      for (let r = 0; r < runs; r++) {
        let x = 0;
        for (let i = 0; i < 1000; i++) if (next() < p) x++;
        const { low, high } = wilson(x, 1000);
        if (low <= p && p <= high) held++;
      }
      expect(held / runs).toBeGreaterThan(0.91);
      expect(held / runs).toBeLessThan(0.99);
    }
  });

  it('knows nothing without views, and takes a count above the views as the views', () => {
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
    expect(wilson(12, 10)).toEqual(wilson(10, 10));
    expect(variantEffect({ views: 0, clicks: 0, errors: 0 }).clicks.per1000).toBe(0);
  });
});

describe('the ratio of two rates', () => {
  it('holds its estimate, and turns over when the sides swap', () => {
    fc.assert(
      fc.property(trials, trials, ([a, n1], [b, n0]) => {
        fc.pre(a > 0 && b > 0);
        const r = ratioInterval(a, n1, b, n0)!;
        expect(r.low).toBeLessThanOrEqual(r.ratio * (1 + 1e-9));
        expect(r.high).toBeGreaterThanOrEqual(r.ratio * (1 - 1e-9));
        const back = ratioInterval(b, n0, a, n1)!;
        expect(back.ratio).toBeCloseTo(1 / r.ratio, 6);
        expect(back.low).toBeCloseTo(1 / r.high, 6);
      }),
    );
  });

  it('is null without a live click to compare with, and finite with none on the change side', () => {
    expect(ratioInterval(5, 100, 0, 100)).toBeNull();
    expect(ratioInterval(5, 0, 5, 100)).toBeNull();
    const none = ratioInterval(0, 1000, 20, 1000)!;
    expect(none.ratio).toBe(0);
    expect(Number.isFinite(none.high)).toBe(true);
  });
});

describe('the guardrail', () => {
  const counts = fc.record({
    views: fc.integer({ min: 0, max: 100_000 }),
    clicks: fc.constant(0),
    errors: fc.integer({ min: 0, max: 5_000 }),
  });

  it('never stops a rollout whose change errs no more than the live version, or before the minimum of views', () => {
    fc.assert(
      fc.property(counts, counts, (change, live) => {
        const rate = (c: typeof change) => (c.views ? Math.min(c.errors, c.views) / c.views : 0);
        if (rate(change) <= rate(live) || change.views < GUARDRAIL.minViews || live.views < GUARDRAIL.minViews)
          expect(guardrailBreach(change, live)).toBeNull();
      }),
    );
  });

  it('stops it past the margin, saying why in numbers', () => {
    const live = { views: 1000, clicks: 0, errors: 4 };
    expect(guardrailBreach({ views: 1000, clicks: 0, errors: 9 }, live)).toBeNull();
    expect(guardrailBreach({ views: 1000, clicks: 0, errors: 31 }, live)).toBe(
      'guardrail: 31 error reports per 1,000 views with the change against 4 with the live version (more than 5 above, over 1,000 and 1,000 views)',
    );
    expect(guardrailBreach({ views: 199, clicks: 0, errors: 150 }, live)).toBeNull();
  });
});

describe('in ops words', () => {
  const live = {
    header: { main: [{ id: 'earn', type: 'menu', label: 'Earn', children: [{ id: 'staking', type: 'link', label: 'Staking' }] }] },
  };
  const renamed = structuredClone(live);
  renamed.header.main[0]!.label = 'Earn & Save';

  it('finds the item a change alters, not its unchanged children', () => {
    expect(changedItems(live, renamed)).toEqual([{ id: 'earn', label: 'Earn', fields: ['label'], clickNames: ['earn'] }]);
    expect(changedItems(live, live)).toEqual([]);
  });

  it('says how much more often it is clicked, with the interval', () => {
    const change = { views: 10_000, clicks: 1180, errors: 0 };
    const base = { views: 10_000, clicks: 1000, errors: 0 };
    const items = changedItems(live, renamed);
    expect(effectWords(items, { change: change.views, live: base.views }, clickLift(change, base))).toBe(
      'Earn is clicked 18% more often with the new label, 95% interval 9-28%.',
    );
    expect(effectWords(items, { change: 10_000, live: 10_000 }, clickLift(base, change))).toBe(
      'Earn is clicked 15% less often with the new label, 95% interval 8-22% less.',
    );
    expect(
      effectWords(
        items,
        { change: 500, live: 500 },
        clickLift({ views: 500, clicks: 52, errors: 0 }, { views: 500, clicks: 50, errors: 0 }),
      ),
    ).toMatch(/^Earn is clicked 4% more often with the new label, 95% interval \d+% less to \d+% more: no clear difference yet\.$/);
    expect(effectWords(items, { change: 40, live: 500 }, null)).toBe(
      'Not enough page views yet to compare clicks on Earn: 40 with the new label and 500 without; 100 each are needed.',
    );
    expect(effectWords([], { change: 500, live: 500 }, null)).toMatch(/alters no menu or footer item/);
  });
});
