import { describe, expect, it } from 'vitest';
import { parseHash, rolloutHref } from '../../app/ops/consoleRoute.ts';
import { startWords } from '../../app/ops/rollouts/RolloutStart.tsx';
import { isRolloutTarget } from '../../app/ops/rollouts/rolloutPlace.ts';
import { TARGETS } from '../../engine/ops/targets.ts';
import { RolloutTarget } from '../../schemas/rollout.ts';

describe('starting a rollout in the console', () => {
  it('offers it on exactly the targets the server rolls out', () => {
    for (const t of TARGETS) expect(isRolloutTarget(t), t).toBe(RolloutTarget.safeParse(t).success);
    expect(isRolloutTarget('nowhere')).toBe(false);
  });

  it('leads to the new rollout card, and reads a hand-typed address tolerantly', () => {
    expect(parseHash(rolloutHref(12))).toEqual({ view: 'rollouts', id: 12 });
    expect(parseHash('#rollouts')).toEqual({ view: 'rollouts' });
    expect(parseHash('#rollouts/abc')).toEqual({ view: 'rollouts' });
    expect(parseHash('#rollouts/0')).toEqual({ view: 'rollouts' });
  });

  it('says what happens in plain words', () => {
    expect(startWords('uk', 'change #12', 25)).toBe(
      '25% of visitors of UK see change #12; the others keep the live version. Widen, finish or roll back from Rollouts.',
    );
    expect(startWords('remote-menu', 'your draft', 5)).toContain('5% of visitors of the remote menu see your draft');
    expect(startWords('announcement-eu', 'your draft', 10)).toContain('10% of visitors of the EU announcement bar see your draft');
  });
});
