import * as z from 'zod';
import { Rollout } from '../../rollout.ts';
import { apiResponse } from '../envelope.ts';

/** Rollouts as the server answers them (the bodies that start and widen one: schemas/rollout.ts). */

/** POST …/changes/:id/rollout and …/rollouts/:id/widen: the rollout as it is now. */
export const RolloutResponse = apiResponse(Rollout);

/** GET /api/ops/v1/rollouts: the latest, with the share each serves now and whether it is served. */
export const RolloutsResponse = apiResponse(
  z.object({ list: z.array(Rollout.extend({ state: z.string(), percentNow: z.number(), served: z.boolean() })) }),
);
