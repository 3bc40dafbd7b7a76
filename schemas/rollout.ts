import * as z from 'zod';
import { SiteCode } from './site.ts';

/**
 * A rollout: a change to a sub-site's region file released to a share of its visitors before it
 * goes live for all. Strict: ops make it (server/routes/opsRollouts.ts) and the server stores it.
 */
export const RolloutPercent = z.number().int().min(1).max(100);

/** A later step: the share the rollout widens to at `at` (epoch milliseconds), unless ops widen it sooner. */
export const RolloutStep = z.strictObject({ percent: RolloutPercent, at: z.number().int().positive() });
export type RolloutStep = z.infer<typeof RolloutStep>;

export const Rollout = z.strictObject({
  id: z.number().int().positive(),
  changeId: z.number().int().positive(),
  target: SiteCode,
  percent: RolloutPercent,
  steps: z.array(RolloutStep).max(20),
  startedBy: z.string(),
  created: z.number().int(),
});
export type Rollout = z.infer<typeof Rollout>;

/** Later steps widen only, each later than the one before (what ops may ask for). */
const Steps = z
  .array(RolloutStep)
  .max(20)
  .refine((steps) => steps.every((s, i) => i === 0 || (s.at > steps[i - 1]!.at && s.percent > steps[i - 1]!.percent)), {
    message: 'each step must come later than the one before and widen the share',
  });

/** POST .../changes/:id/rollout: start a rollout of an approved change. */
export const StartRolloutBody = z.strictObject({ percent: RolloutPercent, steps: Steps.default([]) });
/** POST .../rollouts/:id/widen: widen a running rollout now. */
export const WidenRolloutBody = z.strictObject({ percent: RolloutPercent });
/** POST .../rollouts/:id/finish: publish the change to everyone (a plain publish of the approved change). */
export const FinishRolloutBody = z.strictObject({});
/** POST .../rollouts/:id/stop: roll back, everyone on the live version; the reason goes to the audit log. */
export const StopRolloutBody = z.strictObject({ reason: z.string().trim().max(500).default('') });
