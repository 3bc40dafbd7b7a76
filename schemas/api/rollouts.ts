import * as z from 'zod/mini';
import { apiResponse } from './envelope.ts';

/**
 * GET /api/ops/v1/rollouts (server/routes/opsRollouts.ts): the latest rollouts, newest first, each
 * with the share in force now, whether requests are served it, and how it ended.
 */
export const RolloutRow = z.object({
  id: z.int(),
  changeId: z.int(),
  target: z.string(),
  percent: z.int(),
  percentNow: z.int(),
  steps: z.array(z.object({ percent: z.int(), at: z.number() })),
  startedBy: z.string(),
  created: z.number(),
  state: z.enum(['running', 'stopped', 'finished']),
  served: z.boolean(),
  endedBy: z.nullable(z.string()),
  endReason: z.nullable(z.string()),
});
export type RolloutRow = z.infer<typeof RolloutRow>;
export const RolloutList = z.object({ list: z.array(RolloutRow) });
export const RolloutListResponse = apiResponse(RolloutList);
