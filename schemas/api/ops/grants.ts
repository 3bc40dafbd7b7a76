import * as z from 'zod/mini';
import { apiResponse } from '../envelope.ts';

/**
 * The ops console's grants management: who holds which grant, given and taken by an
 * administrator. Targets are checked by the server against the console's targets
 * (engine/ops/targets.ts); `*` is every target.
 */

/** What a grant lets its holder do (engine/ops/access.ts reads them from here). */
export const OPS_GRANT_ACTIONS = ['edit', 'publish', 'approve', 'admin'] as const;

export const OpsGrantBody = z.object({
  target: z.string().check(z.minLength(1), z.maxLength(40)),
  can: z.enum(OPS_GRANT_ACTIONS),
});
export type OpsGrantBody = z.infer<typeof OpsGrantBody>;

const Grant = z.object({ target: z.string(), can: z.enum(OPS_GRANT_ACTIONS) });

export const OpsPersonGrants = z.object({
  username: z.string(),
  name: z.string(),
  grants: z.array(Grant),
});
export type OpsPersonGrants = z.infer<typeof OpsPersonGrants>;

/** GET /api/ops/v1/people: every ops account with its grants. */
export const OpsPeopleData = z.object({ list: z.array(OpsPersonGrants) });
export const OpsPeopleResponse = apiResponse(OpsPeopleData);

/** POST …/people/:username/grants and …/grants/revoke: the person as they are now; `changed` false when nothing was to do. */
export const OpsGrantChangeData = z.object({ person: OpsPersonGrants, changed: z.boolean() });
export const OpsGrantChangeResponse = apiResponse(OpsGrantChangeData);
