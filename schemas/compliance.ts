import * as z from 'zod';

/** SPEC §3 compliance check. Lists default to empty so a partial answer never hides the page. */
export const ComplianceCheck = z.object({
  menu: z.array(z.string()).catch([]).default([]),
  business: z.array(z.string()).catch([]).default([]),
  limit: z
    .object({
      au_redirect: z.boolean().catch(false).default(false),
      is_sanction_country: z.boolean().catch(false).default(false),
    })
    .catch({ au_redirect: false, is_sanction_country: false })
    .default({ au_redirect: false, is_sanction_country: false }),
});
export type ComplianceCheck = z.infer<typeof ComplianceCheck>;
