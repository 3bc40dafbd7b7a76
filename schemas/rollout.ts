import * as z from 'zod';
import { VersionNumber } from './api/versionNumber.ts';
import { SITE_CODES } from './site.ts';

/**
 * A rollout: a published change to a sub-site's region file, to the remote menu or to a sub-site's
 * announcement bar, released to a share of its audience before it goes live for all. Strict: ops
 * make it (server/routes/opsRollouts.ts) and the server stores it.
 */

/** What a rollout changes: a sub-site's region file, the remote menu, or a sub-site's announcement bar (the console's target names). */
export const RolloutTarget = z.enum([...SITE_CODES, 'remote-menu', ...SITE_CODES.map((s) => `announcement-${s}` as const)]);
export type RolloutTarget = z.infer<typeof RolloutTarget>;

export const RolloutPercent = z.number().int().min(1).max(100);

/** A later step: the share the rollout widens to at `at` (epoch milliseconds), unless ops widen it sooner. */
export const RolloutStep = z.strictObject({ percent: RolloutPercent, at: z.number().int().positive() });
export type RolloutStep = z.infer<typeof RolloutStep>;

export const Rollout = z.strictObject({
  id: z.number().int().positive(),
  changeId: z.number().int().positive(),
  target: RolloutTarget,
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
/**
 * POST .../targets/:name/rollout: where publishing needs no approval, a publisher's own draft made a
 * change and rolled out in one step (what the draft is, as a change request says it).
 */
export const DraftRolloutBody = z.strictObject({
  json: z.unknown(),
  baseVersion: VersionNumber,
  message: z.string().trim().min(1, 'a message saying what changed and why is required').max(500),
  percent: RolloutPercent,
  steps: Steps.default([]),
});
/** POST .../rollouts/:id/widen: widen a running rollout now. */
export const WidenRolloutBody = z.strictObject({ percent: RolloutPercent });
/** POST .../rollouts/:id/finish: publish the change to everyone (a plain publish of the approved change). */
export const FinishRolloutBody = z.strictObject({});
/** POST .../rollouts/:id/stop: roll back, everyone on the live version; the reason goes to the audit log. */
export const StopRolloutBody = z.strictObject({ reason: z.string().trim().max(500).default('') });
