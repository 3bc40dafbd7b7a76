import * as z from 'zod';
import { Rollout } from '../../rollout.ts';
import { apiResponse } from '../envelope.ts';
import { PublishedResponse } from './versions.ts';

/** Rollouts as the server answers them (the bodies that start, widen, finish and stop one: schemas/rollout.ts). */

/** POST …/changes/:id/rollout and …/rollouts/:id/widen: the rollout as it is now. */
export const RolloutResponse = apiResponse(Rollout);

/** A stored rollout with where it stands: running, stopped (rolled back) or finished, and who or what ended it and why. */
export const StoredRollout = Rollout.extend({
  state: z.enum(['running', 'stopped', 'finished']),
  endedBy: z.string().nullable(),
  endReason: z.string().nullable(),
});

/** One row of GET /api/ops/v1/rollouts: with the share in force now and whether requests are served it. */
export const RolloutRow = StoredRollout.extend({ percentNow: z.number().int(), served: z.boolean() });
export type RolloutRow = z.infer<typeof RolloutRow>;

/** GET /api/ops/v1/rollouts: the latest rollouts, newest first. */
export const RolloutsResponse = apiResponse(z.object({ list: z.array(RolloutRow) }));

/** POST …/rollouts/:id/finish: the change published to everyone, as a publish answers. */
export const RolloutFinishedResponse = PublishedResponse;

/** POST …/rollouts/:id/stop: the rollout as it ended. */
export const RolloutStoppedResponse = apiResponse(StoredRollout);
