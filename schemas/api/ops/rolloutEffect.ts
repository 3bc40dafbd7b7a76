import * as z from 'zod/mini';
import { apiResponse } from '../envelope.ts';

/**
 * GET /api/ops/v1/rollouts/:id/effect (server/routes/opsRolloutEffect.ts): what a rollout does, per
 * variant, from the analytics and error tables (engine/rollout/effect.ts computes it).
 */
const Rate = z.object({
  count: z.int().check(z.minimum(0)),
  /** Per 1,000 page views, with its 95% interval. */
  per1000: z.number(),
  low: z.number(),
  high: z.number(),
});

const Variant = z.object({ views: z.int().check(z.minimum(0)), clicks: Rate, errors: Rate });

export const RolloutEffect = z.object({
  rollout: z.int(),
  changeId: z.int(),
  target: z.string(),
  state: z.enum(['running', 'stopped', 'finished']),
  percent: z.int(),
  /** The items the change alters, whose clicks are counted. */
  items: z.array(z.object({ id: z.string(), label: z.string() })),
  change: Variant,
  live: Variant,
  /** The change's clicks relative to the live version's: 0.18 is 18% more often. */
  clickLift: z.nullable(z.object({ estimate: z.number(), low: z.number(), high: z.number() })),
  /** The effect in ops' words. */
  words: z.string(),
  errorWords: z.string(),
  /** The guardrail's rule, and why the rollout ended when it did. */
  guardrail: z.string(),
  endedBy: z.nullable(z.string()),
  endReason: z.nullable(z.string()),
  /** What the counts cover (the tables' retention caps). */
  counted: z.string(),
});
export type RolloutEffect = z.infer<typeof RolloutEffect>;
export const RolloutEffectResponse = apiResponse(RolloutEffect);
