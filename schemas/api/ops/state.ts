import * as z from 'zod';
import { OPS_ACTIONS } from '../../../engine/ops/access.ts';
import { apiResponse } from '../envelope.ts';

/**
 * What the console starts from (GET /api/ops/v1/state) and what every open console polls
 * (GET /api/ops/v1/live): the targets, each with its live version.
 */

export const TargetInfo = z.object({
  name: z.string(),
  kind: z.enum(['region', 'menu', 'announcement']),
  version: z.number().int().min(0),
  author: z.string(),
  created: z.number().nullable(),
  message: z.string(),
  json: z.unknown(),
  /** Its region config says requireApproval: changes are requested and approved by another person. */
  needsApproval: z.boolean().default(false),
});
export type TargetInfo = z.infer<typeof TargetInfo>;

const Grant = z.object({ target: z.string(), can: z.enum(OPS_ACTIONS) });
export const OpsState = z.object({
  user: z.object({ username: z.string(), grants: z.array(Grant).default([]) }),
  targets: z.array(TargetInfo).min(1),
});
export type OpsState = z.infer<typeof OpsState>;
export const OpsStateResponse = apiResponse(OpsState);

/** A target's live version without its content. */
export const LiveHead = z.object({
  name: z.string(),
  version: z.number().int().min(0),
  author: z.string(),
  created: z.number().nullable(),
});
export type LiveHead = z.infer<typeof LiveHead>;
export const LiveHeadsResponse = apiResponse(z.object({ list: z.array(LiveHead) }));
